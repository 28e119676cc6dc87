"""Payout tables, the shared part: edge cases beyond the spec's examples.

Spec (landrush-rules.md, Derived numbers): 'payout for rank r (1 = best) of n:
weight w_r = (n - r)^2, then the last rank's weight is reduced by max((n - 2) / 2,
0); payout_r = round(w_r x pool / sum(w))'.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from landrush_tui.rules.payout import payout_table


def by_formula(n: int, pool: int) -> tuple[int, ...]:
    """The spec's formula written out again, rounding halves away from zero."""
    w = [Fraction((n - r) ** 2) for r in range(1, n + 1)]
    w[-1] -= Fraction(max(n - 2, 0), 2)
    exact = [x * pool / sum(w) for x in w]
    return tuple(int(abs(v) + Fraction(1, 2)) * (1 if v >= 0 else -1) for v in exact)


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("pool", [0, 1, 7, 50, 99, 125, 250, 1250])
def test_payout_is_the_rounded_weighted_share_of_the_pool(n, pool):
    """'payout_r = round(w_r x pool / sum(w))', for any pool, the negative last
    rank included (rounded away from zero)."""
    assert payout_table(n, pool) == by_formula(n, pool)


def test_two_players_winner_takes_the_pool():
    """Two players: weights 1 and 0 (no reduction: max((2 - 2) / 2, 0) = 0)."""
    assert payout_table(2, 50) == (50, 0) and payout_table(2, 250) == (250, 0)


def test_one_player_gets_the_pool_and_no_player_is_refused():
    """One seat has nothing to be ranked against: it gets the whole pool. A table
    for no players does not exist."""
    assert payout_table(1, 40) == (40,)
    for n in (0, -1):
        with pytest.raises(ValueError):
            payout_table(n, 40)
