"""Shared helpers for the Auction Land tests: positions built by hand (market,
money, islands, stack chosen by the test) and bot games."""

from __future__ import annotations

from typing import Iterable, Sequence

import attrs

from landrush_tui.ai.auctionland import BOTS
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.auctionland.island import Placed
from landrush_tui.rules.auctionland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")


def humans(n: int) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(name) for name in NAMES[:n])


def bots(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"{n} {i + 1}", PlayerKind.AI, n) for i, n in enumerate(names))


def tiles_at(cells: Iterable[tuple[int, int]], start: int = 0) -> tuple[Placed, ...]:
    """Plain tiles (ids from ``start``, rotation 0) at these positions, in order."""
    return tuple(Placed(start + i, at, 0) for i, at in enumerate(cells))


def grid4(count: int, skip: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """The first ``count`` positions of the 4 x 4 square (0..3, 0..3), row by row."""
    cells = [(x, y) for y in range(4) for x in range(4) if (x, y) not in skip]
    return cells[:count]


def position(
    n: int = 3,
    *,
    money: Sequence[int] | None = None,
    market: Sequence[tuple[int, int]] | None = None,
    stack: Sequence[int] | None = None,
    islands: dict[int, Sequence[Placed]] | None = None,
    active: int = 0,
    market_size: int = 8,
    hidden: bool = True,
) -> game.State:
    """A turn about to start for ``active`` (its build take)."""
    state = game.new_game(game.Settings(humans(n), market_size, "hidden" if hidden else "visible", 1))
    isl = [tuple((islands or {}).get(s, ())) for s in range(n)]
    mk = tuple(market) if market is not None else tuple((t, 0) for t in range(100, 100 + market_size))
    return attrs.evolve(
        state,
        money=tuple(money or (20,) * n),
        market=mk,
        stack=tuple(stack) if stack is not None else tuple(range(60, 90)),
        islands=tuple(isl),
        active=active,
        seat=active,
        first=active,
    )


def play(state: game.State, *decisions) -> tuple[game.State, list]:
    """Apply decisions in order, each by the seat asked; every action reported."""
    actions: list = []
    for d in decisions:
        seat = state.seat
        assert seat is not None, "the game is over"
        state, report = game.apply(state, seat, d)
        actions += [a.data() for a in report]
    return state, actions


def bot_game(seats: Sequence[str], seed: int, market_size: int = 8, money: str = "hidden") -> game.State:
    state = game.new_game(game.Settings(bots(*seats), market_size, money, seed))
    while not state.is_over:
        seat = state.seat
        assert seat is not None
        state, _ = game.apply(state, seat, BOTS[seats[seat]](public_view(state, seat)))
    return state


def driven(n: int, seed: int, money: str, until, market_size: int = 8, bot: str = "easy") -> game.State:
    """A game of human seats whose decisions a bot makes, up to the first state ``until`` accepts."""
    state = game.new_game(game.Settings(humans(n), market_size, money, seed))
    while not until(state):
        seat = state.seat
        assert seat is not None, "the game ended first"
        state, _ = game.apply(state, seat, BOTS[bot](public_view(state, seat)))
    return state
