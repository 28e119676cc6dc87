"""Snapshots of Land Rush's main screens with ten players at 80x24 and 120x40,
and the screens the 2-player snapshots lack (fixed seed, baseline bots).

Review changes with the HTML report before accepting `--snapshot-update`."""

from __future__ import annotations

import asyncio

import pytest
from landrush_ui import played_turns
from ui_support import app_with, app_with_state, finished_state, settings, settle

BOTS = ("Basil", "Vera", "Otto", "Ida", "Nell", "Rex", "Tess", "Umar", "Wim")
TEN = ("You",) + tuple(f"{name}:baseline" for name in BOTS)
TWO = ("You", "Basil:baseline")
SIZES = [(80, 24), (120, 40)]


async def _settle(pilot) -> None:
    await settle(pilot.app, pilot)


async def _press_settled(pilot, *keys: str) -> None:
    """Each key on a settled screen (a deciding key counts only there)."""
    for key in keys:
        for _ in range(20):
            await settle(pilot.app, pilot)
            await asyncio.sleep(0.1)
            if getattr(pilot.app.screen, "settled", lambda: True)():
                break
        await pilot.press(key)
    await settle(pilot.app, pilot)


async def _table_on_turn_two(pilot) -> None:
    await _press_settled(pilot, "enter", "enter", "escape", "space")
    await pilot.press("t")
    await pilot.pause()


async def _replay(pilot) -> None:
    await settle(pilot.app, pilot)
    await pilot.press("r", "right", "right")
    await settle(pilot.app, pilot)


def _size_id(size) -> str:
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", SIZES, ids=_size_id)
def test_ten_players_bid(snap_compare, size):
    assert snap_compare(app_with(*TEN), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=_size_id)
def test_ten_players_table_on_turn_two(snap_compare, size):
    assert snap_compare(app_with(*TEN), terminal_size=size, run_before=_table_on_turn_two)


@pytest.mark.parametrize("size", SIZES, ids=_size_id)
def test_ten_players_game_over(snap_compare, size):
    assert snap_compare(app_with_state(finished_state(*TEN)), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("players", [TWO, TEN], ids=["2p", "10p"])
@pytest.mark.parametrize("size", SIZES, ids=_size_id)
def test_replay(snap_compare, size, players):
    assert snap_compare(app_with_state(finished_state(*players)), terminal_size=size, run_before=_replay)


async def _table(pilot) -> None:
    await settle(pilot.app, pilot)
    await pilot.press("t")  # the table of everyone (in a tall window it is always shown)
    await pilot.pause()


async def _reveal_two_lots(pilot) -> None:
    await settle(pilot.app, pilot)
    await pilot.press("4", "0", "tab", "7", "enter", "enter")
    await settle(pilot.app, pilot)
    await pilot.press("space", "space")
    await pilot.pause()


async def _payout(pilot) -> None:
    await _reveal_two_lots(pilot)
    await pilot.press("escape")
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=_size_id)
def test_two_players_table_on_turn_three(snap_compare, size):
    """The table of everyone with two seats, from a game the rules played two turns of."""
    state = played_turns(settings(*TWO), 2)
    assert snap_compare(app_with_state(state), terminal_size=size, run_before=_table)


@pytest.mark.parametrize("step", ["reveal", "payout"])
def test_ten_players_at_120x40(snap_compare, step):
    """The reveal and the payout of turn 3 with ten seats in a wide window: whole names."""
    state = played_turns(settings(*TEN), 2)
    steps = {"reveal": _reveal_two_lots, "payout": _payout}
    assert snap_compare(app_with_state(state), terminal_size=(120, 40), run_before=steps[step])
