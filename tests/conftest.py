"""Shared test set-up."""

import pytest


@pytest.fixture(autouse=True)
def _instant_hand_over(monkeypatch):
    """Pilot presses Enter on a hand-over the moment it appears; the real grace, in
    which an early Enter passes nothing, is checked by its own test
    (test_ui_screens.py::test_an_enter_typed_before_the_hand_over_appeared_passes_nothing)."""
    from landrush_tui.screens.handover import HandOverScreen

    monkeypatch.setattr(HandOverScreen, "GRACE", 0.0)
