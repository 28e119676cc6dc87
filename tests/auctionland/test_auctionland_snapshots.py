"""Snapshots of Auction Land's screens at 80x24 and 120x40: taking a tile
(visible money), a private call in the hidden-money game (after its
hand-over), placing a tile and game over; all seats human so nothing moves
by itself. Review changes with the HTML report before `--snapshot-update`."""

from __future__ import annotations

import pytest
from auctionland_helpers import driven

from landrush_tui.app import LandRushApp
from landrush_tui.session import Session

SIZES = [(80, 24), (120, 40)]


def app_for(state) -> LandRushApp:
    return LandRushApp(cursor_blink=False, session=Session.start(state, "auctionland"))


async def _settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause(0.05)


async def _hand_over(pilot) -> None:
    await _settle(pilot)
    await pilot.press(pilot.app.screen.key)  # the seat's letter passes the hand-over
    await _settle(pilot)


def size_id(s):
    return f"{s[0]}x{s[1]}"


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_take(snap_compare, size):
    state = driven(4, 11, "visible", lambda s: s.turn == 6 and s.step == "take" and s.purpose == "lot")
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_call_private(snap_compare, size):
    state = driven(6, 12, "hidden", lambda s: s.turn >= 8 and s.step == "call" and s.leader is not None)
    assert snap_compare(app_for(state), terminal_size=size, run_before=_hand_over)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_place(snap_compare, size):
    state = driven(3, 13, "hidden", lambda s: s.turn >= 7 and s.step == "place" and len(s.islands[s.seat]) >= 4)
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_auctionland_game_over(snap_compare, size):
    state = driven(4, 14, "hidden", lambda s: s.is_over)
    assert snap_compare(app_for(state), terminal_size=size, run_before=_settle)
