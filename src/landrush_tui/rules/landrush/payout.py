"""Payout tables: money paid by rank after each turn."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache


def _round_half_away(x: Fraction) -> int:
    return int(math.floor(x + Fraction(1, 2))) if x >= 0 else -int(math.floor(-x + Fraction(1, 2)))


@lru_cache(maxsize=None)
def payout_table(players: int, pool: int) -> tuple[int, ...]:
    """Payout by rank (best first) for a pool shared among ``players``.

    Rank r of n has weight (n - r)^2; the last rank's weight is reduced by
    max((n - 2) / 2, 0), which makes its payout negative from 3 players on.
    Each payout is weight x pool / sum of weights, rounded to the nearest whole
    number (halves away from zero); the rounded payouts need not sum to the pool.
    """
    if players < 1:
        raise ValueError("a payout table needs at least one player")
    weights = [Fraction((players - r) ** 2) for r in range(1, players + 1)]
    weights[-1] -= Fraction(max(players - 2, 0), 2)
    total = sum(weights)
    if total == 0:  # one player: nothing to rank
        return (pool,)
    return tuple(_round_half_away(w * pool / total) for w in weights)
