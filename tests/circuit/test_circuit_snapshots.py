"""Snapshots of Circuit's screens at 80x24 and 120x40: the roll prompt, the
buy prompt (optional purchase) and game over, all humans so nothing moves
by itself. Review changes with the HTML report before `--snapshot-update`."""

from __future__ import annotations

import attrs
import circuit_helpers
import pytest
from circuit_helpers import humans

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.session import Session

SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def circuit():
    circuit_helpers.install()
    yield
    circuit_helpers.uninstall()


def played(purchase: str, decisions: int) -> game.State:
    """Seed 7 (the spec's worked example), everyone buying what they can."""
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy", "Di"), purchase, None, 7))
    for _ in range(decisions):
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    return state


def finished() -> game.State:
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "forced", 30, 7))
    while not state.is_over:
        state, _ = game.apply(state, state.to_move, "roll")
    return state


def app_for(state: game.State) -> LandRushApp:
    return LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))


async def _settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause(0.05)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_circuit_roll(snap_compare, size):
    assert snap_compare(app_for(played("forced", 9)), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_circuit_buy(snap_compare, size):
    state = played("optional", 14)
    while game.ask_of(state)[1] != "buy":
        state, _ = game.apply(state, state.to_move, "roll")
    assert attrs.has(type(state))
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_circuit_game_over(snap_compare, size):
    assert snap_compare(app_for(finished()), terminal_size=size, run_before=_settle)
