"""Payout tables, the shared part: edge cases beyond the spec's examples.

Spec (landrush-rules.md, Derived numbers): 'payout for rank r (1 = best) of n:
weight w_r = (n - r)^2, then the last rank's weight is reduced by max((n - 2) / 2,
0); payout_r = round(w_r x pool / sum(w))'.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from landrush_tui.rules.landrush.payout import payout_table


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


def test_payouts_left_is_the_real_sum_of_the_remaining_tables():
    """Issue 9, defect 7: with 3 players the bid screen said "payouts left 1275" (the
    nominal pools) while the tables really pay 12 x 76 + 374 = 1286."""
    from landrush_tui.rules import PlayerSpec
    from landrush_tui.rules.landrush import Settings, new_game, payout_table, payouts_left, play_turn

    state = new_game(Settings(players=tuple(PlayerSpec(n) for n in ("A", "B", "C")), seed=3))
    normal, final = payout_table(state.settings), payout_table(state.settings, final=True)
    assert (sum(normal), sum(final)) == (76, 374)
    turns = 0
    paid = 0
    expected = payouts_left(state)
    while not state.is_over:
        state, report = play_turn(state, [[0] * len(state.lots)] * 3)
        paid += sum(st.payout for st in report.standings)
        turns += 1
    assert paid == expected == (turns - 1) * 76 + 374 and payouts_left(state) == 0
