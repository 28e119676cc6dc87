"""Shared test set-up."""

import pytest


@pytest.fixture(autouse=True)
def _instant_hand_over(monkeypatch):
    """Pilot presses Enter on a hand-over the moment it appears; the real grace, in
    which an early Enter passes nothing, is checked by its own test
    (test_ui_screens.py::test_an_enter_typed_before_the_hand_over_appeared_passes_nothing)."""
    from landrush_tui.screens.handover import HandOverScreen

    monkeypatch.setattr(HandOverScreen, "GRACE", 0.0)


@pytest.fixture(autouse=True)
def _instant_decisions(monkeypatch):
    """Pilot confirms a decision the moment its screen appears; the real grace, in which
    Enter does not yet confirm, is checked by its own test
    (test_piecepack_ui.py::test_an_enter_typed_as_a_decision_screen_appears_decides_nothing)."""
    from landrush_tui.screens.base import GameScreen

    monkeypatch.setattr(GameScreen, "CONFIRM_GRACE", 0.0)
