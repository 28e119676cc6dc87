"""Land Rush's hard bot at four seats: land she will need later costs what
land costs now.

Her forecast grows her region on every later turn by her share of the lots,
as if that land came free, so a field bought now at the going price looked
like a loss: against rivals that paid the going price for every lot she
waited and bought almost nothing while they built their regions. Now each
field she wins this turn counts as one she need not buy later, at half of
last turn's median price (``CHARGE``), up to the growth her forecast counts
on. Other tables are untouched (at seven seats it made her overpay).
Off in hard.py until measured on held-out boards; these tests switch it on."""

import pytest
from landrush_positions import rivals_bid as _table  # rivals that paid set amounts, she nothing

from landrush_tui.ai.landrush import hard as hard_mod
from landrush_tui.ai.landrush.hard import charge, hard, outcome_judge, position
from landrush_tui.rules.landrush import public_view


@pytest.fixture(autouse=True)
def charged(monkeypatch: pytest.MonkeyPatch) -> None:
    """The charge as measured (``bench/lr14_charge.py``'s ``cand``): on at four
    seats, on top of her bids from before session 14's other levers."""
    levers = {"CHARGE": 0.5, "CHARGE_SEATS": (4,), "SPREAD_4": 1.5, "WHOLE_TURN": False, "BUY": False, "BIG": 8}
    for name, value in levers.items():
        monkeypatch.setattr(hard_mod, name, value)


def test_she_pays_the_going_price_for_land_she_needs() -> None:
    # The three rivals paid 125 for every lot of the first turn: a field now
    # saves buying one later at that price, so she bids near it. (Without the
    # charge she bids 56-87 at most: test_ai_hard_mid_tables.py.)
    for seed in (12, 14, 16):
        bids = hard(public_view(_table(4, (125,), seed), 0))
        assert max(bids) >= 110, (seed, bids)


def test_the_saving_is_the_going_price_per_field_up_to_her_growth() -> None:
    view = public_view(_table(4, (125,), 12), 0)
    pos = position(view)
    coins, fields = charge(view, pos, max(pos.turns, 1))
    assert coins == pytest.approx(hard_mod.CHARGE * 125)
    assert 0 < fields <= pos.turns  # the fields a turn her forecast counts on, over the turns after this one
    # In the judge of a bid vector each field won this turn adds ``coins``.
    k = len(pos.lots)
    rivals = [[[0] * k] + [[10] * k for _ in range(3)]]
    ties = [[0.5] * k]
    turns = max(pos.turns, 1)
    plain = outcome_judge(pos, [[list(r) for r in rivals[0]]], ties, turns)
    saved = outcome_judge(pos, [[list(r) for r in rivals[0]]], ties, turns, (coins, fields))
    one = [11] + [0] * (k - 1)
    assert saved(one) - plain(one) == pytest.approx(coins * min(1, fields))
    assert saved([0] * k) == pytest.approx(plain([0] * k))


def test_other_tables_are_untouched() -> None:
    for n in (2, 3, 5, 7, 10):
        view = public_view(_table(n, (60,), 3), 0)
        pos = position(view)
        assert charge(view, pos, max(pos.turns, 1)) == (0.0, 0.0), n
