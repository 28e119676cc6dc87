"""A small, seeded variation of style per seat, so identical bots at one table
do not bid alike, and never tie by construction.

Each seat gets a temperament for the whole game (a little bolder or more
careful than its bot's norm), drawn from the number its view carries in place
of the game's seed: that number differs per seat and stays the same every turn
of a game, so a replayed game plays the same. On top, each bid moves by a
little from ``view.rng`` (the seat's stream for this turn). Both are public to
the seat and fixed by the game's seed, never by a clock.

Last, every bid of n or more coins is moved to the nearest amount whose
remainder by n (the number of seats) is the seat's own mark for that lot: the
marks are a permutation of the seats drawn from the board (public, the same
for every seat), shifted by one per lot, so two seats that use this module
never bid the same amount of n coins or more on a lot, however alike their
judgement, and one seat's bids on lots it values alike still differ.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...rules.landrush.view import PublicView

TEMPER = 0.06  # a seat's whole-game boldness varies by up to this share either way
JITTER = 0.03  # and each bid by up to this share more, turn by turn


def temperament(view: PublicView) -> float:
    """The seat's boldness factor for this game, in [1 - TEMPER, 1 + TEMPER]."""
    return 1.0 + TEMPER * (2.0 * random.Random(f"temper:{view.settings.seed}:{view.seat}").random() - 1.0)


def mark(view: PublicView) -> int:
    """The seat's remainder by n for bids of n coins or more (distinct per seat)."""
    n = view.n
    board = view.board
    order = list(range(n))
    random.Random(f"marks:{n}:{len(board.fields)}:{board.neighbours[0]}:{board.neighbours[-1]}").shuffle(order)
    return order[view.seat]


def marked(view: PublicView, b: int, limit: int, lot: int = 0, up: bool = False) -> int:
    """``b`` moved to the nearest amount (or the next one up, with ``up``) that
    carries the seat's mark on lot ``lot`` (0-based), within ``limit``; amounts
    below n stay. The mark shifts by one from lot to lot, so lots the seat
    values alike still get different bids."""
    n = view.n
    if b < n:
        return b
    r = (mark(view) + lot) % n
    low = b - (b - r) % n  # the largest marked amount <= b (at least 1, since b >= n)
    high = low + n
    return high if (up or high - b < b - low) and high <= limit else low


def vary(view: PublicView, bids: Sequence[int], limit: int | None = None) -> list[int]:
    """``bids`` moved by the seat's temperament and a little turn-by-turn jitter,
    then marked, each kept within ``limit`` (the seat's money by default). A
    zero stays zero."""
    limit = view.max_bid if limit is None else limit
    temper = temperament(view)
    rng = view.rng
    out = []
    for j, b in enumerate(bids):
        if b <= 0:
            out.append(0)
            continue
        x = b * temper * (1.0 + JITTER * (2.0 * rng.random() - 1.0))
        out.append(marked(view, max(1, min(limit, int(round(x)))), limit, j))
    return out
