"""Hand-made Land Rush positions for the rules' example tests: small boards, and a
game state with exactly the owners, money and lots a rule's example needs (built
by ``new_game`` on the board, then set with ``attrs.evolve``)."""

from __future__ import annotations

from typing import Iterable, Sequence

import attrs

from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.board import Board, Field
from landrush_tui.rules.landrush import AuctionOrder, AuctionType, GameState, Settings, new_game, play_turn


def players(n: int) -> tuple[PlayerSpec, ...]:
    """``n`` human seats named Player0, Player1, ..."""
    return tuple(PlayerSpec(f"Player{i}") for i in range(n))


def board_of(width: int, height: int, groups: Iterable[Sequence[tuple[int, int]]] = ()) -> Board:
    """A board of single-cell fields except the given groups; ids in reading
    order of each field's first cell (with no groups: field y * width + x at (x, y))."""
    groups = list(groups)
    grouped = {c for g in groups for c in g}
    shapes = [sorted(g) for g in groups] + [
        [(x, y)] for y in range(height) for x in range(width) if (x, y) not in grouped
    ]
    shapes.sort(key=lambda cells: min((y, x) for x, y in cells))
    return Board(width, height, tuple(Field(i, tuple(cells)) for i, cells in enumerate(shapes)))


ROW = board_of(9, 1)  # fields 0..8 in a row: field i is cell (i, 0), neighbours i-1 and i+1


def situation(
    n=2,
    board=ROW,
    owners=None,
    money=None,
    lots=(),
    up_next=None,
    bankrupt=None,
    auction_type=AuctionType.FIRST_PRICE,
    seed=1,
) -> GameState:
    """A game state with exactly these owners, money and lots; unless given, the
    next lots are the first free fields."""
    state = new_game(Settings(players(n), 500, auction_type, AuctionOrder.RANDOM, seed), board)
    owners = tuple(owners) if owners is not None else (None,) * len(board.fields)
    if up_next is None:
        free = [f.id for f in board.fields if owners[f.id] is None and f.id not in lots]
        up_next = tuple(free[: state.settings.lots_per_turn])
    return attrs.evolve(
        state,
        owners=owners,
        money=tuple(money or (500,) * n),
        lots=tuple(lots),
        up_next=tuple(up_next),
        bankrupt=tuple(bankrupt or (False,) * n),
    )


def owners_of(spec: dict[int, list[int]], m: int = 9) -> list[int | None]:
    """Owners of ``m`` fields from {seat: [field ids]}."""
    out: list[int | None] = [None] * m
    for seat, ids in spec.items():
        for f in ids:
            out[f] = seat
    return out


def rivals_bid(n: int, amounts: tuple[int, ...], seed: int) -> GameState:
    """A bot game of ``n`` seats after a turn per amount: every rival bids that
    amount on every lot, seat 0 bids nothing (the bots' tables at a going price)."""
    from landrush_tui.ai.landrush import bot_settings

    state = new_game(bot_settings([f"s{i}" for i in range(n)], seed))
    for amount in amounts:
        k = len(state.lots)
        state, _ = play_turn(state, [[0] * k] + [[amount] * k for _ in range(n - 1)])
    return state
