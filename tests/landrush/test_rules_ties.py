"""Ties are broken uniformly at random, two-way ties included.

Spec (landrush-rules.md, A turn): "The highest bid wins; equal highest bids are
broken uniformly at random" (step 3) and ranking "... then LESS money left; then
random" (step 4). The seeds are fixed, so these frequency tests are
deterministic; the bounds are about five standard deviations wide.
"""

from __future__ import annotations

import random

import attrs

from landrush_tui.rules.board import Board, Field
from landrush_tui.rules.landrush import AuctionOrder, PlayerSpec, Settings, new_game, play_turn
from landrush_tui.rules.landrush.auction import AuctionType, sell_lots

SEEDS = range(400)  # binomial(400, 1/2): mean 200, sd 10
LOW, HIGH = 150, 250


def row_board(m: int = 9) -> Board:
    """m single-cell fields in a row: field i is cell (i, 0)."""
    return Board(m, 1, tuple(Field(i, ((i, 0),)) for i in range(m)))


def state_of(n: int, seed: int, owners=None, lots=(4,), money=None, auction_type=AuctionType.FIRST_PRICE):
    board = row_board()
    settings = Settings(tuple(PlayerSpec(f"P{i}") for i in range(n)), 500, auction_type, AuctionOrder.RANDOM, seed)
    state = new_game(settings, board)
    return attrs.evolve(
        state, owners=tuple(owners or (None,) * 9), lots=tuple(lots), up_next=(), money=tuple(money or (500,) * n)
    )


def test_two_way_tie_for_a_lot_is_won_by_each_seat_about_half_the_time():
    """'equal highest bids are broken uniformly at random': with two equal highest
    bids each of the two seats wins about half of 400 seeded games (not the lower
    seat every time)."""
    wins = [0, 0]
    for seed in SEEDS:
        _, report = play_turn(state_of(2, seed), [[30], [30]])
        sale = report.sales[0]
        assert sale.tie and sale.price == 30
        wins[sale.winner] += 1
    assert LOW <= wins[0] <= HIGH and wins[0] + wins[1] == len(SEEDS), wins


def test_two_way_tie_among_three_bidders_is_split_evenly_and_never_goes_to_the_lower_bid():
    """Equal highest bids are drawn among the tied seats only, uniformly: seats 0
    and 2 tie at the top, seat 1 bids less and never wins."""
    wins = [0, 0, 0]
    for seed in SEEDS:
        _, report = play_turn(state_of(3, seed), [[30], [29], [30]])
        wins[report.sales[0].winner] += 1
    assert wins[1] == 0 and LOW <= wins[0] <= HIGH, wins


def test_sell_lots_two_way_tie_is_uniform_and_a_lone_top_bid_draws_nothing():
    """The shared auction: a two-way tie is drawn uniformly; a single highest bid
    wins without a tie (and without using the random stream)."""
    wins = [0, 0]
    for seed in SEEDS:
        money = [100, 100]
        (sale,) = sell_lots([0], [[40], [40]], money, [True, True], AuctionType.FIRST_PRICE, random.Random(seed))
        assert sale.tie and sale.effective_bids == (40, 40)
        wins[sale.winner] += 1
        assert money[sale.winner] == 60 and money[1 - sale.winner] == 100
    assert LOW <= wins[0] <= HIGH, wins

    class NoRandom(random.Random):
        def choice(self, seq):  # noqa: ANN001
            raise AssertionError("a single highest bid needs no draw")

    (sale,) = sell_lots([3], [[40], [41]], [100, 100], [True, True], AuctionType.SECOND_PRICE, NoRandom())
    assert (sale.field, sale.winner, sale.price, sale.tie) == (3, 1, 40, False)


def test_complete_two_way_ranking_tie_puts_each_seat_first_about_half_the_time():
    """Ranking: 'then LESS money left; then random': two seats equal on region,
    fields, bid sum and money rank first about half the time each."""
    firsts = [0, 0]
    owners = [0] + [None] * 7 + [1]
    for seed in SEEDS:
        # Each seat wins one lot far from its own field: region 1, 2 fields, bid sum 10, money 490.
        _, report = play_turn(state_of(2, seed, owners=owners, lots=(3, 5)), [[10, 0], [0, 10]])
        keys = {(st.largest_region, st.fields, st.bid_sum, st.money_before_payout) for st in report.standings}
        assert keys == {(1, 2, 10, 490)}
        firsts[report.ranking()[0]] += 1
    assert LOW <= firsts[0] <= HIGH, firsts


def test_a_ranking_tie_between_two_of_three_seats_is_random_and_the_third_keeps_its_rank():
    """Only the seats with equal keys are drawn among: seat 2 (largest region)
    is always first; seats 0 and 1 (equal on every key) share ranks 2 and 3."""
    second = [0, 0, 0]
    owners = [0, None, 2, 2, None, None, None, None, 1]
    for seed in SEEDS:
        _, report = play_turn(state_of(3, seed, owners=owners, lots=(5,)), [[0], [0], [0]])
        # Seat 2 may win the lot or not: its region of 2 stays the largest.
        ranking = report.ranking()
        assert ranking[0] == 2
        if report.sales[0].winner == 2:
            second[ranking[1]] += 1
    assert second[2] == 0 and sum(second) > 60
    share = second[0] / sum(second)
    assert 0.3 <= share <= 0.7, second


def test_sell_lots_a_lone_bidder_pays_nothing_at_second_price():
    """Second price: 'the winner pays the second-highest (lowered) bid'; the shared
    auction also serves rule sets with one bidder per lot, who pays 0 (there is no
    second bid), and first price still pays the bid."""
    money = [100]
    sales = sell_lots([0, 1], [[30, 200]], money, [True], AuctionType.SECOND_PRICE, random.Random(0))
    assert [(s.winner, s.price, s.effective_bids, s.tie) for s in sales] == [
        (0, 0, (30,), False),
        (0, 0, (100,), False),
    ]
    assert money == [100]
    sales = sell_lots([0], [[30]], money, [True], AuctionType.FIRST_PRICE, random.Random(0))
    assert sales[0].price == 30 and money == [70]
