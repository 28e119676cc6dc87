"""Snapshots of Circuit's screens: the table, the roll prompt (the main decision),
the buy prompt and game over, at 80x24 with 2 seats, at 80x24 with 6 (the
largest table) and at 120x40. Every seat is human, so nothing moves by itself;
the states are built by the rules. Review changes with the HTML report (and
`rsvg-convert` to look at them) before `--snapshot-update`."""

from __future__ import annotations

from functools import partial

import pytest
from circuit_helpers import humans
from ui_support import app_with_state
from ui_support import snapshot_settle as _settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.ruleset import RULES
from landrush_tui.screens.circuit import UI

# (size, seats): 2 seats at the smallest window, the largest table there, and the big window
CASES = [((80, 24), 2), ((80, 24), 6), ((120, 40), 6)]
IDS = ["80x24-2", "80x24-6", "120x40-6"]
NAMES = ("Ann", "Prudent Pia", "Prudent Pia 2", "Prudent Pia 3", "Oracle Olaf", "Lucky Lu")


def played(seats: int, purchase: str, decisions: int, limit: int | None = 20) -> game.State:
    """Seed 7 (the spec's worked example), everyone buying what they can."""
    state = game.new_game(game.Settings(humans(*NAMES[:seats]), purchase, limit, 7))
    for _ in range(decisions):
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    return state


def finished(seats: int) -> game.State:
    state = game.new_game(game.Settings(humans(*NAMES[:seats]), "forced", 10, 7))
    while not state.is_over:
        state, _ = game.apply(state, state.to_move, "roll")
    return state


app_for = partial(app_with_state, game="circuit")


@pytest.mark.parametrize(("size", "seats"), CASES, ids=IDS)
def test_circuit_table(snap_compare, size, seats):
    async def show_table(pilot) -> None:
        pilot.app.push_screen(UI(RULES).table(played(seats, "forced", 3 * seats + 1)))
        await _settle(pilot)

    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=size, run_before=show_table)


@pytest.mark.parametrize(("size", "seats"), CASES, ids=IDS)
def test_circuit_roll(snap_compare, size, seats):
    assert snap_compare(app_for(played(seats, "forced", 4 * seats + 1)), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize(("size", "seats"), CASES, ids=IDS)
def test_circuit_buy(snap_compare, size, seats):
    state = played(seats, "optional", 2 * seats)
    while game.ask_of(state)[1] != "buy":
        state, _ = game.apply(state, state.to_move, "roll")
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize(("size", "seats"), CASES, ids=IDS)
def test_circuit_game_over(snap_compare, size, seats):
    assert snap_compare(app_for(finished(seats)), terminal_size=size, run_before=_settle)
