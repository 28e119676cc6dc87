"""Snapshots of Ley of the Land's screens at 80x24 and 120x40: the secret bid,
the reveal, the action choice, a tile being placed and game over, all humans
so nothing moves by itself. Review changes with the HTML report before
`--snapshot-update`."""

from __future__ import annotations

import pytest
from leyland_helpers import played

from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.rules.leyland import game
from landrush_tui.screens.leyland import UI
from landrush_tui.session import Session

SIZES = [(80, 24), (120, 40)]
# the main screens at 80x24 with 2 seats and with 4 (the largest table), and at 120x40
TABLES = [(80, 24, 2), (80, 24, 4), (120, 40, 4)]


def app_for(session: Session) -> LandRushApp:
    return LandRushApp(cursor_blink=False, session=session)


async def _settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause(0.05)


def mid() -> game.State:
    return played(5)


def acting(seats: int = 4) -> Session:
    state = played(5, seats)
    state, _ = game.apply(state, dict(enumerate((2, 0, 1, 0)[:seats])))
    return Session.start(state, "leyland")


def table_ids(t) -> str:
    return f"{t[0]}x{t[1]}-{t[2]}seats"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_leyland_bid(snap_compare, size):
    async def bid(pilot) -> None:
        await _settle(pilot)
        await pilot.press(pilot.app.screen.key, "3")  # the seat's letter passes the hand-over
        await _settle(pilot)

    assert snap_compare(app_for(Session.start(mid(), "leyland")), terminal_size=size, run_before=bid)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_leyland_reveal(snap_compare, size):
    session = Session.start(mid(), "leyland")
    for seat, bid in enumerate((2, 0, 2, 1)):
        session = session.submit(seat, bid)
    assert snap_compare(app_for(session), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("table", TABLES, ids=table_ids)
def test_leyland_action(snap_compare, table):
    """The main decision screen."""
    assert snap_compare(app_for(acting(table[2])), terminal_size=table[:2], run_before=_settle)


@pytest.mark.parametrize("table", TABLES, ids=table_ids)
def test_leyland_table(snap_compare, table):
    """The table beneath every decision, as it stands while a seat decides."""
    state = acting(table[2]).state
    ui = UI(registry.get("leyland"))

    async def table_only(pilot) -> None:
        screen = ui.table(state)
        await pilot.app.push_screen(screen)
        await _settle(pilot)
        screen.show(f"{state.names()[state.to_act]} is choosing an action.")
        await _settle(pilot)

    assert snap_compare(LandRushApp(cursor_blink=False), terminal_size=table[:2], run_before=table_only)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_leyland_place(snap_compare, size):
    async def place(pilot) -> None:
        await _settle(pilot)
        await pilot.press("a", "enter", "r")
        await _settle(pilot)

    assert snap_compare(app_for(acting()), terminal_size=size, run_before=place)


@pytest.mark.parametrize("table", TABLES, ids=table_ids)
def test_leyland_game_over(snap_compare, table):
    state = played(40, table[2])
    assert snap_compare(app_for(Session.start(state, "leyland")), terminal_size=table[:2], run_before=_settle)
