"""Properties of whole games over random settings and random bids (hypothesis).

Each example plays a complete game. Bids come from a seeded generator whose
seed and temperament hypothesis chooses: cautious, reckless, all-in or all-zero
seats, so ties, zero-bid sales and bankruptcies all turn up.
"""

from __future__ import annotations

import json
import math
import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from spec_checker import check_record

from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.landrush import (
    START_MONEY_CHOICES,
    AuctionOrder,
    AuctionType,
    Settings,
    max_bid,
    new_game,
    play_turn,
    record,
)

PROPS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def games(draw):
    n = draw(st.integers(2, 10))
    game = Settings(
        tuple(PlayerSpec(f"P{i}") for i in range(n)),
        draw(st.sampled_from(START_MONEY_CHOICES)),
        draw(st.sampled_from(list(AuctionType))),
        draw(st.sampled_from(list(AuctionOrder))),
        draw(st.integers(-(2**40), 2**40)),
    )
    styles = draw(st.lists(st.sampled_from(["zero", "all", "random", "low"]), min_size=n, max_size=n))
    return game, styles, draw(st.integers(0, 2**32))


def bids_for(state, styles, rng):
    out = []
    for s, style in enumerate(styles):
        top = max_bid(state, s)
        if style == "zero":
            row = [0] * len(state.lots)
        elif style == "all":
            row = [top] * len(state.lots)
        elif style == "low":
            row = [rng.randint(0, top // 10) for _ in state.lots]
        else:
            row = [rng.randint(0, top) for _ in state.lots]
        out.append(row)
    return out


def play(game, styles, bidder_seed, each_turn=None):
    rng = random.Random(bidder_seed)
    state = new_game(game)
    if each_turn:
        each_turn(state)
    while not state.is_over:
        state, _ = play_turn(state, bids_for(state, styles, rng))
        if each_turn:
            each_turn(state)
    return state


@PROPS
@given(games())
def test_money_changes_only_by_prices_and_payouts(case):
    """Only the winner of a lot pays (its price); then every seat gets its payout."""
    state = play(*case)
    money = [case[0].start_money] * case[0].n
    for report in state.history:
        for sale in report.sales:
            money[sale.winner] -= sale.price
        assert [st.money_before_payout for st in report.standings] == money
        money = [m + st.payout for m, st in zip(money, report.standings, strict=False)]
        assert [st.money for st in report.standings] == money
    assert list(state.money) == money


@PROPS
@given(games())
def test_every_field_is_sold_exactly_once_and_the_game_lasts_ceil_fields_over_k(case):
    game = case[0]
    state = play(*case)
    m, k = len(state.board.fields), game.lots_per_turn
    sold = [sale.field for report in state.history for sale in report.sales]
    assert sorted(sold) == list(range(m))
    assert [f for r in state.history for f in r.lots] == sold
    for report in state.history:
        for sale in report.sales:
            assert state.owners[sale.field] == sale.winner
    assert len(state.history) == math.ceil(m / k)
    assert state.is_over and state.lots == ()


@PROPS
@given(games())
def test_nobody_pays_more_than_their_money(case):
    """Bids are lowered to the money left, so money drops below 0 only through a
    negative payout, and a seat below 0 pays nothing."""
    state = play(*case)
    money = [case[0].start_money] * case[0].n
    for report in state.history:
        for sale in report.sales:
            assert 0 <= sale.price <= max(money[sale.winner], 0)
            assert all(0 <= b <= max(m, 0) for b, m in zip(sale.effective_bids, money, strict=False))
            money[sale.winner] -= sale.price
        for s, stg in enumerate(report.standings):
            assert stg.money_before_payout >= min(0, money[s])
            if stg.money < 0:
                assert stg.payout < 0 or stg.money_before_payout < 0
        money = [st.money for st in report.standings]


@PROPS
@given(games())
def test_bankrupt_seats_bid_zero_for_the_rest_of_the_game(case):
    state = play(*case)
    broke: set[int] = set()
    for report in state.history:
        for sale in report.sales:
            assert all(sale.effective_bids[s] == 0 for s in broke)
        broke |= {st.seat for st in report.standings if st.money <= 0}
    assert {s for s, b in enumerate(state.bankrupt) if b} == broke
    event(f"bankrupt seats: {min(len(broke), 2)}{'+' if len(broke) >= 2 else ''}")


@PROPS
@given(games())
def test_same_seed_and_bids_give_the_same_game(case):
    a, b = play(*case), play(*case)
    assert a == b
    assert record.dumps(a) == record.dumps(b)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_record_round_trip_at_every_turn_and_the_spec_checker_agrees(case):
    """A record written after any turn reads back (replays) to the same state,
    and the independent checker finds nothing wrong with it."""

    def round_trip(state):
        text = record.dumps(state)
        assert record.loads(text) == state
        assert check_record(json.loads(text)) == []

    play(*case, each_turn=round_trip)
