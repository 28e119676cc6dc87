"""Example tests of the Land Rush rules, one rule each, expected numbers
worked out by hand from ``landrush-rules.md`` (cited in each docstring).

Precise situations are built on small hand-made boards: a game is started
with ``new_game(settings, board)`` and then owners, money and lots are set
with ``attrs.evolve``.
"""

from __future__ import annotations

import attrs
import pytest
from landrush_positions import board_of, owners_of, players, situation

from landrush_tui.rules import InvalidBid, InvalidSettings, RulesError
from landrush_tui.rules.landrush import (
    AuctionOrder,
    AuctionType,
    Settings,
    draw_lots,
    max_bid,
    new_game,
    order_key,
    payout_table,
    play_turn,
    remaining_payout,
    remaining_turns,
    total_turns,
    validate_seat_bids,
    winners,
)
from landrush_tui.rules.rng import stream
from landrush_tui.session import Session


def ranks(report) -> list[int]:
    return [st.rank for st in report.standings]


# ---- ranking (spec, A turn, step 4) -------------------------------------------------


def test_ranking_larger_region_beats_more_fields_bid_sum_and_less_money():
    """Rank by larger region first: it beats every later tie-break."""
    state = situation(owners=owners_of({0: [0, 1], 1: [4, 6, 8]}), lots=[2])
    # Seat 1 wins field 2 (not touching 4): 4 fields, region 1, higher bid sum, less money.
    _, report = play_turn(state, [[0], [10]])
    s0, s1 = report.standings
    assert (s0.largest_region, s0.fields, s0.bid_sum, s0.money_before_payout) == (2, 2, 0, 500)
    assert (s1.largest_region, s1.fields, s1.bid_sum, s1.money_before_payout) == (1, 4, 10, 490)
    assert ranks(report) == [1, 2]


def test_ranking_region_counts_fields_not_cells():
    """Region size is counted in fields: field size does not matter."""
    board = board_of(9, 1, [[(0, 0), (1, 0), (2, 0), (3, 0)]])  # field 0 has 4 cells; fields 1..5 are cells 4..8
    state = situation(board=board, owners=owners_of({0: [0], 1: [1, 2]}, m=6), lots=[5])
    _, report = play_turn(state, [[10], [0]])
    assert [st.largest_region for st in report.standings] == [1, 2]
    assert ranks(report) == [2, 1]


def test_ranking_equal_region_then_more_fields():
    """Equal largest region: more fields ranks higher, before bid sum and money."""
    state = situation(owners=owners_of({0: [0, 1, 3, 7], 1: [5, 6]}), lots=[8])
    _, report = play_turn(state, [[5], [10]])  # seat 1 wins 8: regions 2 and 2, fields 4 and 3
    s0, s1 = report.standings
    assert (s0.largest_region, s1.largest_region) == (2, 2)
    assert (s0.fields, s1.fields) == (4, 3)
    assert s1.bid_sum > s0.bid_sum and s1.money_before_payout < s0.money_before_payout
    assert ranks(report) == [1, 2]


def test_ranking_equal_region_and_fields_then_higher_bid_sum():
    """Equal region and fields: higher sum of lowered bids ranks higher, even with more money."""
    state = situation(owners=owners_of({0: [0], 1: [8]}), money=[200, 100], lots=[2, 6])
    _, report = play_turn(state, [[30, 0], [10, 10]])
    s0, s1 = report.standings
    assert (s0.largest_region, s0.fields, s0.bid_sum, s0.money_before_payout) == (1, 2, 30, 170)
    assert (s1.largest_region, s1.fields, s1.bid_sum, s1.money_before_payout) == (1, 2, 20, 90)
    assert ranks(report) == [1, 2]


def test_ranking_bid_sum_includes_lost_lots():
    """The bid sum adds the lowered bids on every lot, lost ones included."""
    state = situation(n=3, owners=owners_of({0: [0], 1: [4], 2: [8]}), lots=[2, 6])
    _, report = play_turn(state, [[40, 1], [50, 2], [0, 3]])
    assert [st.bid_sum for st in report.standings] == [41, 52, 3]


@pytest.mark.parametrize("poor", [0, 1])
def test_ranking_everything_equal_then_less_money_ranks_higher(poor):
    """Then LESS money left ranks ahead (the web version's rule)."""
    money = [300, 300]
    money[poor] = 100
    state = situation(owners=owners_of({0: [0], 1: [8]}), money=money, lots=[2, 6])
    _, report = play_turn(state, [[10, 0], [0, 10]])
    assert [st.bid_sum for st in report.standings] == [10, 10]
    assert report.standings[poor].rank == 1
    assert report.standings[1 - poor].rank == 2


def test_ranking_complete_tie_is_broken_at_random():
    """All four keys equal: the order is random (each seat ranks first for some seeds)."""
    firsts = set()
    for seed in range(30):
        state = situation(owners=owners_of({0: [0], 1: [8]}), lots=[2, 6], seed=seed)
        _, report = play_turn(state, [[10, 0], [0, 10]])
        assert sorted(ranks(report)) == [1, 2]
        firsts.add(ranks(report).index(1))
    assert firsts == {0, 1}


def test_ranking_orders_all_tie_breaks_together():
    """Four seats, each separated from the next by a later key."""
    # seat 0: region 3; seat 1: region 2 but 3 fields; seats 2 and 3: region 2, 2 fields,
    # bid sum 5 each, and seat 2 keeps less money.
    board = board_of(9, 3)
    m = len(board.fields)
    ids = {(f.cells[0]): f.id for f in board.fields}
    o: list[int | None] = [None] * m
    for cell in [(0, 0), (1, 0), (2, 0)]:
        o[ids[cell]] = 0
    for cell in [(4, 0), (5, 0), (8, 0)]:
        o[ids[cell]] = 1
    for cell in [(0, 2), (1, 2)]:
        o[ids[cell]] = 2
    for cell in [(4, 2), (5, 2)]:
        o[ids[cell]] = 3
    lots = [ids[(8, 2)]]  # touches nobody's region
    state = situation(n=4, board=board, owners=o, money=[500, 500, 100, 200], lots=lots)
    # Seat 0 wins with 6: it gets a 4th field, not in its region.
    _, report = play_turn(state, [[6], [0], [5], [5]])
    keys = [(st.largest_region, st.fields, st.bid_sum, st.money_before_payout) for st in report.standings]
    assert keys == [(3, 4, 6, 494), (2, 3, 0, 500), (2, 2, 5, 100), (2, 2, 5, 200)]
    assert ranks(report) == [1, 2, 3, 4]


# ---- resolution (spec, A turn, step 3) ----------------------------------------------


def test_bids_are_lowered_to_money_left_before_each_lot():
    """Before each lot, bids on the remaining lots are lowered to the money left."""
    state = situation(owners=owners_of({}), money=[100, 500], lots=[0, 4, 8])
    _, report = play_turn(state, [[80, 80, 80], [10, 10, 10]])
    assert [s.effective_bids for s in report.sales] == [(80, 10), (20, 10), (0, 10)]
    assert [(s.winner, s.price) for s in report.sales] == [(0, 80), (0, 20), (1, 10)]
    assert [st.bid_sum for st in report.standings] == [100, 30]
    assert [st.money_before_payout for st in report.standings] == [0, 490]
    assert report.bids == ((80, 80, 80), (10, 10, 10))  # the record keeps the bids as submitted


def test_sum_of_bids_may_exceed_money():
    """Each bid at most the money, but their sum may exceed it."""
    state = situation(money=[50, 50], lots=[0, 4, 8])
    assert validate_seat_bids(state, 0, [50, 50, 50]) == (50, 50, 50)


def test_every_lot_is_sold_even_when_all_bids_are_zero():
    """Every lot is sold, even when all bids are 0 (the winner drawn at random, price 0)."""
    state = situation(n=3, lots=[0, 4, 8])
    new, report = play_turn(state, [[0, 0, 0]] * 3)
    assert [s.field for s in report.sales] == [0, 4, 8]
    assert all(s.price == 0 and s.tie for s in report.sales)
    assert all(new.owners[f] is not None for f in (0, 4, 8))
    assert new.money == tuple(state.money[s] + st.payout for s, st in enumerate(report.standings))


def test_zero_bid_ties_pick_each_seat_sometimes():
    """Equal highest bids are broken uniformly at random: over seeds every seat wins some."""
    wins = set()
    for seed in range(40):
        state = situation(n=3, lots=[4], seed=seed)
        _, report = play_turn(state, [[0], [0], [0]])
        wins.add(report.sales[0].winner)
    assert wins == {0, 1, 2}


def test_tie_breaks_are_roughly_uniform():
    """'Broken uniformly at random': a three-way tie goes to each seat about a third of the time
    (fixed seeds, so this is deterministic; the bounds are loose, about 5 standard deviations)."""
    counts = [0, 0, 0]
    for seed in range(600):
        state = situation(n=3, lots=[4], seed=seed)
        _, report = play_turn(state, [[7], [7], [7]])
        counts[report.sales[0].winner] += 1
    assert all(140 <= c <= 260 for c in counts), counts


def test_tie_only_among_the_highest_bids():
    """Equal highest bids are drawn among; a lower bid never wins."""
    for seed in range(30):
        state = situation(n=3, lots=[4], seed=seed)
        _, report = play_turn(state, [[7], [6], [7]])
        assert report.sales[0].winner in (0, 2) and report.sales[0].tie


def test_highest_bid_wins_first_price_pays_own_bid():
    """First price: the highest bid wins and pays its bid; no one else pays."""
    state = situation(n=3, lots=[4])
    new, report = play_turn(state, [[30], [50], [49]])
    sale = report.sales[0]
    assert (sale.winner, sale.price, sale.tie) == (1, 50, False)
    assert [st.money_before_payout for st in report.standings] == [500, 450, 500]


def test_second_price_winner_pays_second_highest_bid():
    """Second price: the winner pays the second-highest (lowered) bid."""
    state = situation(n=3, lots=[4], auction_type=AuctionType.SECOND_PRICE)
    _, report = play_turn(state, [[30], [50], [10]])
    assert (report.sales[0].winner, report.sales[0].price) == (1, 30)
    assert [st.money_before_payout for st in report.standings] == [500, 470, 500]


def test_second_price_tie_at_the_top_pays_the_tied_bid():
    """Second price with equal highest bids: the second-highest bid is the same amount."""
    state = situation(n=3, lots=[4], auction_type=AuctionType.SECOND_PRICE)
    _, report = play_turn(state, [[40], [40], [10]])
    sale = report.sales[0]
    assert sale.tie and sale.winner in (0, 1) and sale.price == 40


def test_second_price_uses_lowered_bids():
    """Second price: the price is the second-highest bid AFTER lowering to money."""
    state = situation(n=3, money=[500, 500, 60], lots=[0, 8], auction_type=AuctionType.SECOND_PRICE)
    # Lot 1: seat 1 wins at the second-highest bid, 100, and has 400 left. Lot 2: seat 1's
    # 500 is lowered to 400, so seat 0 wins paying 400, not 500.
    _, report = play_turn(state, [[100, 500], [500, 500], [60, 0]])
    assert report.sales[0].effective_bids == (100, 500, 60)
    assert report.sales[1].effective_bids == (500, 400, 0)
    assert [(s.winner, s.price) for s in report.sales] == [(1, 100), (0, 400)]


def test_second_price_lone_bid_pays_zero():
    state = situation(lots=[4], auction_type=AuctionType.SECOND_PRICE)
    _, report = play_turn(state, [[70], [0]])
    assert (report.sales[0].winner, report.sales[0].price) == (0, 0)


# ---- derived numbers and payouts (spec, Derived numbers) -----------------------------

SPEC_EXAMPLES = {
    2: (50, 0),
    3: (67, 17, -8),
    4: (69, 31, 8, -8),
    10: (72, 57, 44, 32, 22, 14, 8, 4, 1, -4),
}
# Worked by hand from w_r = (n - r)^2, last weight minus max((n - 2) / 2, 0),
# payout = round(w x pool / sum(w)); pool 25n, final 125n.
HAND_TABLES = {
    5: ((70, 39, 18, 4, -7), (351, 197, 88, 22, -33)),
    6: ((71, 45, 25, 11, 3, -6), (354, 226, 127, 57, 14, -28)),
    7: ((71, 49, 32, 18, 8, 2, -5), (356, 247, 158, 89, 40, 10, -25)),
    8: ((72, 53, 36, 23, 13, 6, 1, -4), (358, 263, 182, 117, 66, 29, 7, -22)),
    9: ((72, 55, 40, 28, 18, 10, 4, 1, -4), (359, 275, 202, 140, 90, 50, 22, 6, -20)),
}


@pytest.mark.parametrize("n", sorted(SPEC_EXAMPLES))
def test_payout_table_matches_the_spec_examples(n):
    """Spec examples of per-turn payouts for 2, 3, 4 and 10 players."""
    assert tuple(payout_table(Settings(players(n)))) == SPEC_EXAMPLES[n]


def test_final_payout_table_for_four_players_matches_the_spec():
    """Spec example: the final turn, 4 players, pays 346, 154, 38, -38."""
    assert tuple(payout_table(Settings(players(4)), final=True)) == (346, 154, 38, -38)


@pytest.mark.parametrize("n", sorted(HAND_TABLES))
def test_payout_tables_for_five_to_nine_players(n):
    """The payout formula for the player counts the spec gives no example for."""
    normal, final = HAND_TABLES[n]
    settings = Settings(players(n))
    assert tuple(payout_table(settings)) == normal
    assert tuple(payout_table(settings, final=True)) == final


@pytest.mark.parametrize("n", range(2, 11))
def test_payout_tables_shape(n):
    """Payouts fall with rank; the last player loses money from 3 players on; 2 players: 0."""
    for final in (False, True):
        table = payout_table(Settings(players(n)), final=final)
        assert len(table) == n
        assert list(table) == sorted(table, reverse=True)
        assert table[-1] < 0 if n >= 3 else table[-1] == 0


@pytest.mark.parametrize(
    "n,k,size,fields",
    [
        (2, 3, (9, 7), 38),
        (3, 3, (9, 7), 38),
        (4, 3, (9, 7), 38),
        (5, 4, (9, 9), 49),
        (6, 4, (9, 9), 49),
        (7, 4, (9, 9), 49),
        (8, 5, (9, 12), 65),
        (9, 5, (9, 12), 65),
        (10, 5, (9, 12), 65),
    ],
)
def test_lots_per_turn_board_size_and_field_count(n, k, size, fields):
    """k = 3 + (n-2)//3; board 9 x round(2.3k); fields = cells - int(0.4 cells) (25, 32, 43 merges)."""
    settings = Settings(players(n))
    assert settings.lots_per_turn == k
    assert settings.board_size == size
    assert settings.pool == 25 * n and settings.final_pool == 125 * n
    state = new_game(settings)
    assert (state.board.width, state.board.height) == size
    assert len(state.board.fields) == fields
    assert len(state.lots) == k and len(state.up_next) == k
    cells = [c for f in state.board.fields for c in f.cells]
    assert sorted(cells) == sorted((x, y) for x in range(size[0]) for y in range(size[1]))


@pytest.mark.parametrize("n", [0, 1, 11])
def test_two_to_ten_players(n):
    """Settings: 2 to 10 players; anything else is refused as invalid settings (a ValueError)."""
    with pytest.raises(InvalidSettings):
        Settings(players(n))


def test_remaining_turns_and_payout_formulas():
    """Remaining turns = ceil(unsold / k); remaining payout = (turns - 1) x P + 5P."""
    state = new_game(Settings(players(4), seed=3))  # 38 fields, k = 3, P = 100
    assert remaining_turns(state) == 13 == total_turns(state)
    assert remaining_payout(state) == 12 * 100 + 500
    later = attrs.evolve(state, owners=tuple(0 if i < 31 else None for i in range(38)))
    assert remaining_turns(later) == 3  # 7 unsold fields
    assert remaining_payout(later) == 2 * 100 + 500


# ---- auction orders (spec, A turn, step 1) -----------------------------------------

# 9x7 board: field A = three cells on the top edge, B = two cells at the centre, rest single cells.
A_CELLS = [(0, 0), (1, 0), (2, 0)]
B_CELLS = [(4, 3), (5, 3)]
ORDER_BOARD = board_of(9, 7, [A_CELLS, B_CELLS])
AT = {c: f.id for f in ORDER_BOARD.fields for c in f.cells}
NOBODY = (None,) * len(ORDER_BOARD.fields)


def key_of(order, owners=NOBODY, current=()):
    fn = order_key(order, ORDER_BOARD, owners, current)
    return lambda cell: fn(ORDER_BOARD.fields[AT[cell]])


def test_go_west_key_is_minus_the_largest_column():
    key = key_of(AuctionOrder.GO_WEST)
    assert key((8, 3)) == -8 and key((0, 0)) == -2 and key((5, 3)) == -5 and key((0, 6)) == 0


def test_small_and_large_first_keys_are_cell_counts():
    small, large = key_of(AuctionOrder.SMALL_FIRST), key_of(AuctionOrder.LARGE_FIRST)
    assert (small((0, 0)), small((4, 3)), small((8, 6))) == (3, 2, 1)
    assert (large((0, 0)), large((4, 3)), large((8, 6))) == (-3, -2, -1)


def test_edge_first_key_is_distance_to_the_board_edge():
    """min over both axes of min(lowest index, size - 1 - highest index)."""
    key = key_of(AuctionOrder.EDGE_FIRST)
    assert key((0, 0)) == 0  # field A, on the top edge
    assert key((8, 3)) == 0
    assert key((1, 1)) == 1
    assert key((3, 3)) == 3  # min(3, 5, 3, 3)
    assert key((4, 3)) == 3  # field B: min(4, 9-1-5, 3, 3)
    assert key((6, 2)) == 2


def test_centre_first_key_is_manhattan_distance_from_cell_centre_to_board_centre():
    """Board centre of 9x7 is (4.5, 3.5); cell (x, y) has its centre at (x + .5, y + .5)."""
    key = key_of(AuctionOrder.CENTRE_FIRST)
    assert key((4, 3)) == 0  # field B holds the centre cell
    assert key((3, 3)) == 1
    assert key((4, 5)) == 2
    assert key((0, 0)) == 2 + 3  # field A: its best cell (2, 0) is 2 columns and 3 rows away
    assert key((8, 6)) == 4 + 3


def test_centre_first_key_on_an_even_board_uses_half_distances():
    """9x12 board: the centre (4.5, 6) lies on a cell edge, so the nearest cells are 0.5 away."""
    board = board_of(9, 12)
    fn = order_key(AuctionOrder.CENTRE_FIRST, board, (None,) * len(board.fields), ())
    at = {f.cells[0]: f for f in board.fields}
    assert fn(at[(4, 5)]) == 0.5 == fn(at[(4, 6)])
    assert fn(at[(0, 0)]) == 4 + 5.5


def test_adjacent_first_key_touching_owned_field_or_current_lot():
    """0 if the field touches an owned field or a current lot, else 1."""
    owners = list(NOBODY)
    owners[AT[(0, 6)]] = 1
    key = key_of(AuctionOrder.ADJACENT_FIRST, tuple(owners), (AT[(8, 0)],))
    assert key((1, 6)) == 0 and key((0, 5)) == 0  # next to the owned field
    assert key((7, 0)) == 0 and key((8, 1)) == 0  # next to the current lot
    assert key((1, 5)) == 1  # diagonal only
    assert key((4, 4)) == 1


def draw(order, owners=NOBODY, current=(), k=3, seed=0):
    return draw_lots(order, ORDER_BOARD, owners, current, k, stream(seed, "test"))


@pytest.mark.parametrize("seed", range(5))
def test_draws_take_the_smallest_keys_in_order(seed):
    """Shuffle, stable-sort by key, take the first k: the lots are the k smallest keys."""
    A, B = AT[A_CELLS[0]], AT[B_CELLS[0]]
    assert draw(AuctionOrder.LARGE_FIRST, seed=seed)[:2] == (A, B)
    assert B not in draw(AuctionOrder.SMALL_FIRST, seed=seed) and A not in draw(AuctionOrder.SMALL_FIRST, seed=seed)
    assert all(ORDER_BOARD.fields[f].cells[0][0] == 8 for f in draw(AuctionOrder.GO_WEST, seed=seed))
    lots = draw(AuctionOrder.CENTRE_FIRST, seed=seed)
    assert lots[0] == B and set(lots[1:]) <= {AT[(3, 3)], AT[(4, 2)], AT[(4, 4)]}
    edge = draw(AuctionOrder.EDGE_FIRST, k=5, seed=seed)
    assert all(key_of(AuctionOrder.EDGE_FIRST)(ORDER_BOARD.fields[f].cells[0]) == 0 for f in edge)
    owners = list(NOBODY)
    owners[AT[(0, 6)]] = 1
    near = {AT[(1, 6)], AT[(0, 5)], AT[(7, 0)], AT[(8, 1)]}
    assert set(draw(AuctionOrder.ADJACENT_FIRST, tuple(owners), (AT[(8, 0)],), k=4, seed=seed)) == near


def test_draws_skip_sold_fields_and_current_lots():
    """Drawing takes the unsold fields that are not already current lots."""
    owners = tuple(0 if f.id % 2 else None for f in ORDER_BOARD.fields)
    current = tuple(f.id for f in ORDER_BOARD.fields if f.id % 4 == 0)[:3]
    for order in AuctionOrder:
        for seed in range(3):
            lots = draw(order, owners, current, k=5, seed=seed)
            assert len(lots) == 5 == len(set(lots))
            assert all(owners[f] is None and f not in current for f in lots)


def test_draw_near_the_end_gives_fewer_than_k():
    owners = tuple(None if f.id < 2 else 0 for f in ORDER_BOARD.fields)
    assert sorted(draw(AuctionOrder.RANDOM, owners, k=3)) == [0, 1]


def test_adjacent_first_uses_this_turns_lots_and_owned_fields_at_draw_time():
    """The next turn's lots are drawn at the start of a turn: they should touch
    an owned field or one of this turn's lots."""
    for seed in range(5):
        state = new_game(Settings(players(3), auction_order=AuctionOrder.ADJACENT_FIRST, seed=seed))
        nb = state.board.neighbours
        touching = {f for f in range(len(nb)) if nb[f] & set(state.lots)} - set(state.lots)
        if len(touching) >= 3:
            assert all(nb[f] & set(state.lots) for f in state.up_next)
        state, _ = play_turn(state, [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
        taken = {f for f, o in enumerate(state.owners) if o is not None} | set(state.lots)
        touching = {f for f in range(len(nb)) if nb[f] & taken} - taken
        if len(touching) >= 3:
            assert all(nb[f] & taken for f in state.up_next)


# ---- the end of the game (spec, steps 1, 5, 6) ----------------------------------


def play_out(state, bids_for=None):
    while not state.is_over:
        k = len(state.lots)
        state, _ = play_turn(state, [[0] * k for _ in range(state.settings.n)])
    return state


@pytest.mark.parametrize("n,fields,k,last", [(2, 38, 3, 2), (5, 49, 4, 1), (8, 65, 5, 5)])
def test_last_turn_may_have_fewer_lots(n, fields, k, last):
    """The last turns may have fewer than k lots: 38 fields at 3 a turn end with a turn of 2."""
    state = play_out(new_game(Settings(players(n), seed=n)))
    sizes = [len(r.lots) for r in state.history]
    assert len(sizes) == -(-fields // k)
    assert sizes[:-1] == [k] * (len(sizes) - 1)
    assert sizes[-1] == last
    assert all(len(row) == last for row in state.history[-1].bids)


def test_final_payout_uses_five_times_the_pool_only_on_the_last_turn():
    """Payout from the final pool if no unsold field is left, else the normal pool."""
    settings = Settings(players(4), seed=5)
    state = play_out(new_game(settings))
    normal, final = payout_table(settings), payout_table(settings, final=True)
    for report in state.history:
        table = final if report.final else normal
        assert [st.payout for st in report.standings] == [table[st.rank - 1] for st in report.standings]
        assert [st.money for st in report.standings] == [st.money_before_payout + st.payout for st in report.standings]
    assert [r.final for r in state.history] == [False] * (len(state.history) - 1) + [True]
    assert state.history[-1].up_next == () and state.lots == ()


def test_last_turn_is_final_even_in_a_hand_made_state():
    state = situation(owners=owners_of({0: [0, 1, 2, 3], 1: [5, 6, 7]}), lots=[4, 8], up_next=())
    new, report = play_turn(state, [[1, 0], [0, 1]])
    assert report.final and new.is_over
    table = payout_table(state.settings, final=True)
    assert [st.payout for st in report.standings] == [table[st.rank - 1] for st in report.standings]
    assert table == (250, 0)


def test_playing_after_the_end_is_refused():
    state = play_out(new_game(Settings(players(2), seed=2)))
    with pytest.raises(RulesError):
        play_turn(state, [[], []])


def test_most_money_wins():
    state = play_out(new_game(Settings(players(3), seed=9)))
    best = max(state.money)
    assert winners(state) == tuple(s for s in range(3) if state.money[s] == best)


def test_equal_money_shares_the_win():
    """Equal money shares the win."""
    state = play_out(new_game(Settings(players(3), seed=9)))
    tied = attrs.evolve(state, money=(400, 100, 400))
    assert winners(tied) == (0, 2)
    assert winners(attrs.evolve(state, money=(7, 7, 7))) == (0, 1, 2)


# ---- bankruptcy (spec, step 5) --------------------------------------------------


def test_bankrupt_after_payout_at_or_below_zero_then_bids_lowered_to_zero_forever():
    """A player at or below 0 money (after the payout) is bankrupt: from then on
    their bids are lowered to 0, and they stay in the ranking."""
    # 3 players pay 67, 17, -8. Seat 2 has 5 and ranks last: 5 - 8 = -3.
    state = situation(n=3, owners=owners_of({0: [0, 1], 1: [3]}), money=[500, 500, 5], lots=[6])
    state, report = play_turn(state, [[10], [0], [0]])
    assert report.standings[2].rank == 3 and report.standings[2].money == -3
    assert state.bankrupt == (False, False, True)
    assert max_bid(state, 2) == 0
    # Next turns: seat 2 bids 0 (all it may), wins nothing against a 1, keeps its rank entry.
    for _ in range(2):
        k = len(state.lots)
        state, report = play_turn(state, [[1] * k, [0] * k, [0] * k])
        assert all(s.effective_bids[2] == 0 for s in report.sales)
        assert all(s.winner == 0 for s in report.sales)
        assert report.standings[2].seat == 2 and report.standings[2].rank in (1, 2, 3)
        assert state.bankrupt[2]


def test_bankrupt_at_exactly_zero_money():
    """'At or below 0': a player left with exactly 0 after the payout is bankrupt."""
    # 2 players pay 50, 0. Seat 1 spends its last 20 and still ranks second: 0 + 0 = 0.
    state = situation(owners=owners_of({0: [0, 1, 2]}), money=[500, 20], lots=[6])
    state, report = play_turn(state, [[0], [20]])
    assert report.standings[1].rank == 2 and report.standings[1].money == 0
    assert state.bankrupt == (False, True)


def test_no_bankruptcy_when_the_payout_lifts_money_above_zero():
    """Bankruptcy is judged after the payout: spending everything then ranking first is fine."""
    state = situation(owners=owners_of({1: [0, 1, 2]}), money=[500, 20], lots=[6])
    state, report = play_turn(state, [[0], [20]])
    assert report.standings[1].money_before_payout == 0
    assert report.standings[1].rank == 1 and report.standings[1].money == 50
    assert state.bankrupt == (False, False)


def test_bankrupt_seat_stays_bankrupt_after_a_positive_payout():
    """'From then on': a bankrupt seat whose money rises above 0 again still bids 0."""
    state = situation(
        n=3, owners=owners_of({2: [0, 1, 2, 3]}), money=[500, 500, -20], lots=[6], bankrupt=[False, False, True]
    )
    state, report = play_turn(state, [[1], [0], [0]])
    assert report.standings[2].rank == 1 and state.money[2] == -20 + 67
    assert state.bankrupt[2]
    k = len(state.lots)
    state, report = play_turn(state, [[1] * k, [1] * k, [0] * k])
    assert all(s.effective_bids[2] == 0 for s in report.sales)


# ---- invalid bids (spec, step 2; "bad input changes nothing") ----------------------


@pytest.fixture
def bid_state():
    return situation(n=3, money=[100, 100, 100], lots=[0, 4, 8])


@pytest.mark.parametrize(
    "row,lot,why",
    [
        ([0, -1, 0], 2, "negative"),
        ([0, 0, 1.5], 3, "not whole"),
        ([101, 0, 0], 1, "above money"),
        ([0, "5", 0], 2, "text"),
        ([0, 0, None], 3, "missing"),
    ],
)
def test_invalid_bid_is_refused_naming_seat_and_lot(bid_state, row, lot, why):
    """Bids are whole numbers >= 0, each at most the player's money; a refusal
    names the seat and the lot and changes nothing."""
    before = bid_state
    bids = [[0, 0, 0], row, [0, 0, 0]]
    with pytest.raises(InvalidBid) as info:
        play_turn(bid_state, bids)
    err = info.value
    assert err.seat == 1 and err.lot == lot, why
    assert ("seat 1" in str(err) or "Player1" in str(err)) and f"lot {lot}" in str(err)
    assert bid_state == before
    with pytest.raises(InvalidBid):
        validate_seat_bids(bid_state, 1, row)


@pytest.mark.parametrize("row", [[0, 0], [0, 0, 0, 0], []])
def test_wrong_number_of_bids_is_refused_naming_the_seat(bid_state, row):
    """One bid per lot: a row of the wrong length is refused, naming the seat."""
    with pytest.raises(InvalidBid) as info:
        play_turn(bid_state, [[0, 0, 0], [0, 0, 0], row])
    assert info.value.seat == 2
    assert "seat 2" in str(info.value) or "Player2" in str(info.value)


def test_refused_bid_leaves_the_game_playable_exactly_as_before(bid_state):
    good = [[10, 0, 0], [0, 10, 0], [0, 0, 10]]
    expected = play_turn(bid_state, good)
    with pytest.raises(InvalidBid):
        play_turn(bid_state, [[10, 0, 0], [0, 10, 0], [0, 0, 1000]])
    assert play_turn(bid_state, good) == expected


def test_session_refuses_an_invalid_bid_and_keeps_waiting(bid_state):
    session = Session.start(bid_state)
    with pytest.raises(InvalidBid):
        session.submit(0, [-5, 0, 0])
    assert session.waiting_for == (0, 1, 2)
    session = session.submit(0, [100, 100, 100])  # at most the money on each lot; the sum may exceed it
    assert session.waiting_for == (1, 2)


def test_bid_of_a_seat_at_its_whole_money_is_allowed(bid_state):
    assert validate_seat_bids(bid_state, 2, [100, 0, 100]) == (100, 0, 100)


def test_bankrupt_seat_with_money_again_may_bid_but_its_bids_are_lowered_to_zero():
    """Spec step 2: each bid at most the player's current money; step 5: a bankrupt
    player's bids are LOWERED to 0 (so a bid within its money is accepted, then counts 0)."""
    state = situation(n=3, money=[500, 500, 47], lots=[0, 4, 8], bankrupt=[False, False, True])
    _, report = play_turn(state, [[1, 1, 1], [0, 0, 0], [30, 30, 30]])
    assert all(s.effective_bids[2] == 0 for s in report.sales)
    assert all(s.winner == 0 for s in report.sales)
    assert report.standings[2].bid_sum == 0
