"""Snapshots of the piecepack screens at 80x24 and 120x40: the opening, a play
with a take-over previewed, a human's no-play turn, the tracts panel and game
over; all seats human so nothing moves by itself. Review changes with the HTML
report before `--snapshot-update`."""

from __future__ import annotations

from functools import partial

import piecepack_helpers as h
import pytest
from piecepack_helpers import position, tract
from ui_support import app_with_state
from ui_support import snapshot_settle as _settle

from landrush_tui.rules.piecepack import game

SIZES = [(80, 24), (120, 40)]
IDS = lambda s: f"{s[0]}x{s[1]}"  # noqa: E731


app_for = partial(app_with_state, game="piecepack")


def opening() -> game.State:
    state = game.new_game(h.settings(3, seed=7))
    state, _ = game.apply(state, state.to_move, (5, 4))
    return state


def takeover() -> game.State:
    pieces = (
        tract(0, "S", (3, 1), (3, 2), (3, 3))
        + tract(1, "M", (4, 4), (5, 4))
        + tract(2, "L", (3, 5), (3, 6), (3, 7))
        + tract(0, "M", (0, 10), (1, 10))
    )
    return position(pieces)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_piecepack_opening(snap_compare, size):
    assert snap_compare(app_for(opening()), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_piecepack_takeover_preview(snap_compare, size, monkeypatch):
    h.with_coin(monkeypatch, game.tile_of((3, 4)))

    async def run_before(pilot) -> None:
        await _settle(pilot)
        await pilot.press("2")
        await _settle(pilot)

    assert snap_compare(app_for(takeover()), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_piecepack_no_play(snap_compare, size, monkeypatch):
    h.with_coin(monkeypatch, 0, 5)
    state = position(tract(0, "M", (0, 0), (1, 0), (0, 1), (1, 1)))
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_piecepack_tracts_panel(snap_compare, size, monkeypatch):
    h.with_coin(monkeypatch, 22)

    async def run_before(pilot) -> None:
        await _settle(pilot)
        await pilot.press("t")
        await _settle(pilot)

    assert snap_compare(app_for(takeover()), terminal_size=size, run_before=run_before)
