"""Snapshots of the three screens a piecepack player spends the game on (the
table, the play, game over) at 80x24 with 2 seats, at 80x24 with the largest
table (5 seats, default bot names that share their start) and at 120x40 (the
big board). Every position is one the rules reached; all seats are human here
so nothing moves by itself. Review changes with the HTML report before
`--snapshot-update`."""

from __future__ import annotations

import functools
from functools import partial

import pytest
from ui_support import app_with_state
from ui_support import snapshot_settle as _settle

from landrush_tui.ai.piecepack import medium
from landrush_tui.app import LandRushApp
from landrush_tui.flow import ui_for
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.players import PlayerSpec

TWO = ("Ann", "Bo")
FIVE = ("You", "Steady Stan", "Steady Stan 2", "Steady Stan 3", "Seer Sela")
CASES = [((80, 24), TWO), ((80, 24), FIVE), ((120, 40), FIVE)]
IDS = ["80x24-2", "80x24-5", "120x40-5"]


@functools.cache
def played(names: tuple[str, ...], turns: int | None, seed: int = 4) -> game.State:
    """The bots' game (medium everywhere) after ``turns`` turns (None: to the end),
    stopped where the seat to move has a play to choose; the seats then belong to
    humans of these names."""
    state = game.new_game(game.Settings(tuple(PlayerSpec(n) for n in names), seed))
    while not state.is_over:
        seat, what = game.ask_of(state)
        if turns is not None and len(state.history) >= turns and what == game.PLAY:
            break
        decision = game.PASS if what == game.PASS else medium(public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    return state


app_for = partial(app_with_state, game="piecepack")


@pytest.mark.parametrize(("size", "names"), CASES, ids=IDS)
def test_piecepack_table(snap_compare, size, names):
    state = played(names, 14)
    app = LandRushApp(cursor_blink=False)

    async def run_before(pilot) -> None:
        await _settle(pilot)
        await app.push_screen(ui_for("piecepack").table(state))
        await _settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize(("size", "names"), CASES, ids=IDS)
def test_piecepack_play(snap_compare, size, names):
    assert snap_compare(app_for(played(names, 14)), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize(("size", "names"), CASES, ids=IDS)
def test_piecepack_over(snap_compare, size, names):
    assert snap_compare(app_for(played(names, None)), terminal_size=size, run_before=_settle)
