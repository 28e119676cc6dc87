"""A lean copy of one turn's auctions and ranking on plain lists.

The hard bot resolves thousands of imagined turns per decision; the rules'
``play_turn`` builds attrs objects and reports, which is too slow for that.
This module must agree with ``play_turn`` (tests/landrush/test_ai_fastsim.py checks it):
bids lowered to current money before each lot, the highest bid wins, first or
second price, then ranking by largest region, fields, bid sum, and less money.
"""

from __future__ import annotations

from typing import Sequence


def resolve_lots(
    lots: Sequence[int],
    bids: Sequence[Sequence[int]],
    money: list[int],
    can_bid: Sequence[bool],
    first_price: bool,
    owners: list[int | None],
    ties: Sequence[float],
    bid_sum: list[int],
) -> list[int]:
    """Sell ``lots`` in order, updating ``money``, ``owners`` and ``bid_sum`` in
    place; returns the winner of each lot. ``ties[j]`` in [0, 1) picks among
    equal highest bids on lot j (the real game draws it at random)."""
    n = len(money)
    winners = []
    for j, f in enumerate(lots):
        top, second = -1, 0
        tied: list[int] = []  # the first seat's bid (>= 0) always beats top = -1
        for s in range(n):
            m = money[s]
            b = bids[s][j] if can_bid[s] else 0
            if b > m:
                b = m if m > 0 else 0
            bid_sum[s] += b
            if b > top:
                second = top if top > 0 else 0
                top, tied = b, [s]
            elif b == top:
                second = b
                tied.append(s)
            elif b > second:
                second = b
        w = tied[0] if len(tied) == 1 else tied[int(ties[j] * len(tied))]
        money[w] -= top if first_price else second
        owners[f] = w
        winners.append(w)
    return winners


def rank_order(
    largest: Sequence[int], fields: Sequence[int], bid_sum: Sequence[int], money: Sequence[int]
) -> list[int]:
    """Seats best first; equal on every key keeps seat order (the game draws)."""
    return sorted(range(len(money)), key=lambda s: (-largest[s], -fields[s], -bid_sum[s], money[s]))
