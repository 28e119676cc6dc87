"""Snapshots of Auction Land's screens: a private call in the hidden-money
game (after its hand-over) and placing a tile at 80x24 and 120x40; the table,
the take screen (visible money) and game over at 80x24 with 2 seats, at 80x24
with 6 (the largest table) and at 120x40 with 6. All seats human so nothing
moves by itself. Review changes with the HTML report before `--snapshot-update`."""

from __future__ import annotations

from functools import partial

import pytest
from auctionland_helpers import driven
from ui_support import app_with_state
from ui_support import snapshot_settle as _settle

from landrush_tui.app import LandRushApp

SIZES = [(80, 24), (120, 40)]


app_for = partial(app_with_state, game="auctionland")


async def _hand_over(pilot) -> None:
    await _settle(pilot)
    await pilot.press(pilot.app.screen.key)  # the seat's letter passes the hand-over
    await _settle(pilot)


def size_id(s):
    return f"{s[0]}x{s[1]}"


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_call_private(snap_compare, size):
    state = driven(6, 12, "hidden", lambda s: s.turn >= 8 and s.step == "call" and s.leader is not None)
    assert snap_compare(app_for(state), terminal_size=size, run_before=_hand_over)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_place(snap_compare, size):
    state = driven(3, 13, "hidden", lambda s: s.turn >= 7 and s.step == "place" and len(s.islands[s.seat]) >= 4)
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


# (columns, rows, seats): the smallest window at 2 seats and at the largest table, and room
LAYOUTS = [(80, 24, 2), (80, 24, 6), (120, 40, 6)]


def layout_id(layout):
    return f"{layout[0]}x{layout[1]}-{layout[2]}seats"


@pytest.mark.parametrize("layout", LAYOUTS, ids=layout_id)
def test_auctionland_table(snap_compare, layout):
    """The public table beneath every decision, as a bot's turn shows it."""
    from landrush_tui.screens.auctionland.table import AuctionTable
    from landrush_tui.screens.pace import Pace

    width, height, seats = layout
    state = driven(seats, 21, "visible", lambda s: s.turn >= 5 and s.step == "place" and s.purpose == "lot")

    async def show_table(pilot) -> None:
        table = AuctionTable(state, Pace())
        await pilot.app.push_screen(table)
        await _settle(pilot)
        table.show(f"{state.settings.players[state.seat].name} is placing a tile.")
        await _settle(pilot)

    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=(width, height), run_before=show_table)


@pytest.mark.parametrize("layout", LAYOUTS, ids=layout_id)
def test_auctionland_take_at_the_table(snap_compare, layout):
    width, height, seats = layout
    state = driven(seats, 22, "visible", lambda s: s.turn >= 7 and s.step == "take" and s.purpose == "build")
    assert snap_compare(app_for(state), terminal_size=(width, height), run_before=_settle)


@pytest.mark.parametrize("layout", LAYOUTS, ids=layout_id)
def test_auctionland_game_over_at_the_table(snap_compare, layout):
    width, height, seats = layout
    state = driven(seats, 23, "visible", lambda s: s.is_over)
    assert snap_compare(app_for(state), terminal_size=(width, height), run_before=_settle)
