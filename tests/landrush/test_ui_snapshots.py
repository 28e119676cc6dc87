"""Snapshots of the key screens at 80x24 and 120x40 (fixed seed, baseline bots).

Review changes with the HTML report before accepting `--snapshot-update`.
"""

from __future__ import annotations

import pytest
from ui_support import app_with, finished_state, settle

from landrush_tui.app import LandRushApp
from landrush_tui.session import Session

SIZES = [(80, 24), (120, 40)]
SEATS = ("You", "Basil:baseline")


async def _to_bid(pilot) -> None:
    await settle(pilot.app, pilot)


async def _review(pilot) -> None:
    await settle(pilot.app, pilot)
    await pilot.press("1", "2", "tab", "3", "0", "enter")


async def _reveal(pilot) -> None:
    await settle(pilot.app, pilot)
    await pilot.press("4", "0", "tab", "7", "enter", "enter")
    await settle(pilot.app, pilot)
    await pilot.press("space", "space")


async def _payout(pilot) -> None:
    await _reveal(pilot)
    await pilot.press("escape")
    await pilot.pause()


async def _new_game(pilot) -> None:
    await pilot.press("n", "enter")
    await pilot.pause()


async def _settle(pilot) -> None:
    await settle(pilot.app, pilot)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_title(snap_compare, size):
    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_game(snap_compare, size):
    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=size, run_before=_new_game)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_bid_entry(snap_compare, size):
    assert snap_compare(app_with(*SEATS), terminal_size=size, run_before=_review)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_reveal(snap_compare, size):
    assert snap_compare(app_with(*SEATS), terminal_size=size, run_before=_reveal)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_payout(snap_compare, size):
    assert snap_compare(app_with(*SEATS), terminal_size=size, run_before=_payout)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_over(snap_compare, size):
    app = LandRushApp(session=Session.start(finished_state(*SEATS)), cursor_blink=False)
    assert snap_compare(app, terminal_size=size, run_before=_settle)


async def _chooser(pilot) -> None:
    await pilot.press("n")
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_chooser(snap_compare, size):
    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=size, run_before=_chooser)


BOTS = ("Basil", "Vera", "Otto", "Ida", "Nell", "Rex", "Tess", "Umar", "Wim")
STEPS = {"bid": _to_bid, "reveal": _reveal, "payout": _payout}


@pytest.mark.parametrize("step", list(STEPS))
@pytest.mark.parametrize("players", [5, 10])
def test_many_players_at_80x24(snap_compare, players, step):
    """Issue 9: the bid, reveal and payout screens at the smallest window with 5 and
    10 players (every lot, every bid and every row shown)."""
    seats = ("You",) + tuple(f"{name}:baseline" for name in BOTS[: players - 1])
    assert snap_compare(app_with(*seats), terminal_size=(80, 24), run_before=STEPS[step])
