"""Auction orders: which unsold fields come up next, and in what order."""

from __future__ import annotations

import random
from typing import Callable, Collection, Sequence

from ..board import Board, Field
from .settings import AuctionOrder

KeyFn = Callable[[Field], float]


def _key(order: AuctionOrder, board: Board, owners: Sequence[int | None], current: Collection[int]) -> KeyFn:
    w, h = board.width, board.height
    if order is AuctionOrder.RANDOM:
        return lambda f: 0
    if order is AuctionOrder.GO_WEST:
        return lambda f: -max(x for x, _ in f.cells)
    if order is AuctionOrder.SMALL_FIRST:
        return lambda f: len(f.cells)
    if order is AuctionOrder.LARGE_FIRST:
        return lambda f: -len(f.cells)
    if order is AuctionOrder.ADJACENT_FIRST:
        taken = {i for i, o in enumerate(owners) if o is not None} | set(current)
        return lambda f: 0 if board.neighbours[f.id] & taken else 1
    if order is AuctionOrder.EDGE_FIRST:

        def edge(f: Field) -> int:
            xs = [x for x, _ in f.cells]
            ys = [y for _, y in f.cells]
            return min(min(xs), w - 1 - max(xs), min(ys), h - 1 - max(ys))

        return edge
    if order is AuctionOrder.CENTRE_FIRST:
        cx, cy = w / 2, h / 2
        return lambda f: min(abs(x + 0.5 - cx) + abs(y + 0.5 - cy) for x, y in f.cells)
    raise ValueError(f"unknown auction order {order!r}")


def order_key(order: AuctionOrder, board: Board, owners: Sequence[int | None], current: Collection[int]) -> KeyFn:
    """The sort key of an auction order (smaller comes first)."""
    return _key(order, board, owners, current)


def draw_lots(
    order: AuctionOrder,
    board: Board,
    owners: Sequence[int | None],
    current: Sequence[int],
    k: int,
    rng: random.Random,
) -> tuple[int, ...]:
    """Draw up to k lots: the unsold fields that are not current lots, shuffled,
    stable-sorted by the order's key, the first k, in that (resolution) order.

    Done without shuffling every field: fields are grouped by key, whole groups
    are taken in key order (each shuffled), and the group that straddles the k-th
    place gives a random sample. That is the same distribution as shuffling all
    of them, at a fraction of the cost.
    """
    skip = set(current)
    pool = [f for f in board.fields if owners[f.id] is None and f.id not in skip]
    if order is AuctionOrder.RANDOM:
        return tuple(f.id for f in rng.sample(pool, min(k, len(pool))))
    key = _key(order, board, owners, skip)
    groups: dict[float, list[int]] = {}
    for f in pool:
        groups.setdefault(key(f), []).append(f.id)
    lots: list[int] = []
    for value in sorted(groups):
        group = groups[value]
        need = k - len(lots)
        if need <= 0:
            break
        if len(group) <= need:
            rng.shuffle(group)
            lots.extend(group)
        else:
            lots.extend(rng.sample(group, need))
    return tuple(lots)
