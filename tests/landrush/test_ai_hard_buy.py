"""Land Rush's hard bot at four seats: "when land goes for much less
than it is worth to me, I buy it at the going price" (``hard.bargains``).

Her search scores one lot at a time through a forecast that lets her own
region grow later for free, so against rivals that pay well she let lots go
that were worth far more to her than what they fetched, and ended rich and
last. The rule raises her bid on such a lot to just over its going price,
best bargains first, within a budget for the turn and a share of the lot's
worth; two lots that join into a region count together. Measured on
held-out boards at four to seven seats, it gained at four only: five to
seven seats bid as before."""

import pytest
from landrush_positions import rivals_bid as _table

from landrush_tui.ai.landrush import hard as hard_mod
from landrush_tui.ai.landrush.hard import bargains, plan, position
from landrush_tui.ai.landrush.model import lot_values
from landrush_tui.rules.landrush import public_view


@pytest.fixture
def rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule's thresholds fixed here, whatever the shipped tuning."""
    for name, value in {"BUY_MARGIN": 1.5, "BUY_SHARE": 0.7}.items():
        monkeypatch.setattr(hard_mod, name, value)


@pytest.mark.usefixtures("rule")
def test_cheap_lots_are_bought_at_the_going_price_best_first() -> None:
    pos = position(public_view(_table(4, (100, 10), 12), 0))
    values = lot_values(pos, 0)  # about 98, 91, 141
    going = [20, 20, 20]
    # Every lot is worth far more than 21: with room in the budget she bids
    # just over the going price on each (where her search bid less).
    assert bargains(pos, [0, 30, 0], going, 400, 1000) == [21, 30, 21]
    # A budget for one more lot: the one worth most over its price.
    best = max(range(3), key=lambda j: values[j])
    out = bargains(pos, [0, 0, 0], going, 400, 21)
    assert out == [21 if j == best else 0 for j in range(3)]
    # Never above her cap on one lot, nor above a share of the lot's worth.
    assert bargains(pos, [0, 0, 0], going, 15, 1000) == [0, 0, 0]
    # Lot 1 (it touches neither other lot) priced at 70% of its worth: no bargain.
    dear = [400, int(0.7 * values[1]), 400]
    assert bargains(pos, [0, 0, 0], dear, 1000, 1000) == [0, 0, 0]
    dear[1] -= 5
    assert bargains(pos, [0, 0, 0], dear, 1000, 1000) == [0, dear[1] + 1, 0]
    assert pos.owners == list(_table(4, (100, 10), 12).owners)  # her look-ahead leaves the board as it was


@pytest.mark.usefixtures("rule")
def test_two_lots_that_join_are_bought_together() -> None:
    # Board 12: lots 0 and 2 touch. Priced so that neither is a bargain alone
    # (worth under 1.5 times its price), but the two together make a region
    # worth far more than both prices.
    pos = position(public_view(_table(4, (100, 10), 12), 0))
    assert pos.lots[2] in pos.nb[pos.lots[0]]
    values = lot_values(pos, 0)
    going = [int(v / 1.5) for v in values]
    assert bargains(pos, [0, 0, 0], going, 400, 1000) == [going[0] + 1, 0, going[2] + 1]


def test_she_buys_a_lot_the_rivals_let_go_cheap() -> None:
    # The rivals paid 100 a lot on turn one and 10 on turn two. On board 15,
    # without the rule, she bids nothing on a lot worth about 120 to her (her
    # imagined rivals still bid near 100; next test). With it she bids over
    # last turn's price on every lot.
    state = _table(4, (100, 10), 15)
    bids = plan(public_view(state, 0)).bids
    assert min(bids) > 10, bids


def test_without_the_rule_she_let_it_go(monkeypatch: pytest.MonkeyPatch) -> None:
    # Her model as it was then: the timid prior and no floor at four seats
    # (both came later and raise these bids on their own).
    for name, value in {"BUY": False, "PRIOR_4": hard_mod.PRIOR, "FLOOR_4": 0.0}.items():
        monkeypatch.setattr(hard_mod, name, value)
    bids = plan(public_view(_table(4, (100, 10), 15), 0)).bids
    assert min(bids) <= 10, bids


@pytest.mark.parametrize(("seed", "amounts"), [(29, (50, 5)), (32, (30, 10))])
def test_five_seats_bid_as_before(monkeypatch: pytest.MonkeyPatch, seed: int, amounts: tuple[int, ...]) -> None:
    # Tables where the rule, if it ran at five seats, would raise a bid.
    state = _table(5, amounts, seed)
    shipped = plan(public_view(state, 0)).bids
    monkeypatch.setattr(hard_mod, "BUY", False)
    assert plan(public_view(state, 0)).bids == shipped
