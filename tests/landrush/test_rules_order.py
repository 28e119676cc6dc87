"""Lots with equal keys come in a random order, in every auction order.

Spec (landrush-rules.md, A turn, step 1): "Drawing: take the unsold fields that
are not already current lots, shuffle them, stable-sort them by the auction
order's key, take the first k." The shuffle matters even when every such field is
drawn: lots are sold one after another and money is lowered between them.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from landrush_tui.rules.board import Board, Field
from landrush_tui.rules.landrush import AuctionOrder, PlayerSpec, Settings, draw_lots, new_game, order_key

KEYED = [o for o in AuctionOrder if o is not AuctionOrder.RANDOM]
SEEDS = range(240)


def grid_board(w: int = 3, h: int = 3) -> Board:
    """Single-cell fields, field y * w + x at cell (x, y)."""
    return Board(w, h, tuple(Field(y * w + x, ((x, y),)) for y in range(h) for x in range(w)))


BOARD = grid_board()
FREE = (None,) * len(BOARD.fields)


def groups_of(order: AuctionOrder, lots, owners=FREE, current=()) -> list[tuple[float, list[int]]]:
    """The drawn lots cut into runs of equal key, in drawn order."""
    key = order_key(order, BOARD, owners, current)
    runs: list[tuple[float, list[int]]] = []
    for f in lots:
        k = key(BOARD.fields[f])
        if runs and runs[-1][0] == k:
            runs[-1][1].append(f)
        else:
            runs.append((k, [f]))
    return runs


@pytest.mark.parametrize("order", KEYED, ids=lambda o: o.value)
def test_every_field_drawn_in_key_order_and_equal_keys_in_uniformly_random_order(order):
    """'shuffle them, stable-sort them by the auction order's key': with k equal to
    the number of free fields every field is drawn, sorted by key, and within
    each group of equal keys each field comes first about equally often."""
    firsts: dict[float, Counter] = {}
    sizes: dict[float, int] = {}
    for seed in SEEDS:
        lots = draw_lots(order, BOARD, FREE, (), len(BOARD.fields), random.Random(seed))
        assert sorted(lots) == list(range(len(BOARD.fields)))
        runs = groups_of(order, lots)
        keys = [k for k, _ in runs]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)  # one run per key, smallest first
        for k, run in runs:
            firsts.setdefault(k, Counter())[run[0]] += 1
            sizes[k] = len(run)
    shuffled = [k for k, size in sizes.items() if size > 1]
    assert shuffled, "this board must give the order at least one group of equal keys"
    for k in shuffled:
        counts = firsts[k]
        expected = len(SEEDS) / sizes[k]
        assert len(counts) == sizes[k], (k, counts)  # every member of the group comes first sometimes
        assert all(0.4 * expected <= c <= 1.7 * expected for c in counts.values()), (k, counts)


@pytest.mark.parametrize("order", KEYED, ids=lambda o: o.value)
def test_lot_order_within_equal_keys_varies_across_game_seeds(order):
    """The same board and the same key: different game seeds give different lot
    orders (the draw stream is shuffled, not read in field-id order)."""
    players = tuple(PlayerSpec(f"P{i}") for i in range(2))
    seen = set()
    for seed in range(30):
        state = new_game(Settings(players, 500, auction_order=order, seed=seed), BOARD)
        seen.add(state.lots + state.up_next)
        keys = [k for k, _ in groups_of(order, state.lots)]
        assert keys == sorted(keys)
    assert len(seen) > 10


def test_a_group_larger_than_the_lots_left_gives_a_random_sample_of_it():
    """'take the first k': when the group of smallest key is larger than k, the k
    lots are a uniform choice from it, not its lowest field ids."""
    counts = Counter()
    for seed in SEEDS:
        lots = draw_lots(AuctionOrder.GO_WEST, BOARD, FREE, (), 2, random.Random(seed))
        assert len(lots) == 2 and {BOARD.fields[f].cells[0][0] for f in lots} == {2}  # the east column
        counts.update(lots)
    assert set(counts) == {2, 5, 8}
    assert all(100 <= c <= 220 for c in counts.values()), counts  # 2/3 of 240 = 160 each


def test_whole_groups_before_the_straddling_group_are_taken_in_full():
    """Centre first on 3x3: centre (key 0), then the four edge midpoints (key 1),
    then the corners (key 2). Six lots: the centre, all four midpoints, one corner."""
    corners = Counter()
    for seed in range(120):
        lots = draw_lots(AuctionOrder.CENTRE_FIRST, BOARD, FREE, (), 6, random.Random(seed))
        assert lots[0] == 4 and set(lots[1:5]) == {1, 3, 5, 7} and lots[5] in {0, 2, 6, 8}
        corners[lots[5]] += 1
    assert len(corners) == 4


def test_adjacent_first_shuffles_the_fields_touching_an_owned_field():
    """Adjacent first with the centre owned: its four neighbours (key 0) come
    first, in a random order; then the corners."""
    owners = (None,) * 4 + (0,) + (None,) * 4
    firsts = Counter()
    for seed in SEEDS:
        lots = draw_lots(AuctionOrder.ADJACENT_FIRST, BOARD, owners, (), 8, random.Random(seed))
        assert set(lots[:4]) == {1, 3, 5, 7} and set(lots[4:]) == {0, 2, 6, 8}
        firsts[lots[0]] += 1
    assert all(30 <= c <= 90 for c in firsts.values()) and len(firsts) == 4, firsts


def test_random_order_draws_k_distinct_unsold_fields_that_are_not_current_lots():
    """Random order: k lots from the unsold fields that are not current lots."""
    owners = (0, 1) + (None,) * 7
    seen = set()
    for seed in range(60):
        lots = draw_lots(AuctionOrder.RANDOM, BOARD, owners, (2, 3), 3, random.Random(seed))
        assert len(set(lots)) == 3 and not set(lots) & {0, 1, 2, 3}
        seen.add(lots)
    assert len(seen) > 30
    assert draw_lots(AuctionOrder.RANDOM, BOARD, owners, (2, 3), 9, random.Random(1)).__len__() == 5


def test_random_order_has_one_key_for_every_field_and_an_unknown_order_is_refused():
    """Random order: 'shuffle them' and nothing else, so every field has the same key
    (a stable sort by it keeps the shuffle); an order the rules do not know is refused."""
    key = order_key(AuctionOrder.RANDOM, BOARD, FREE, ())
    assert len({key(f) for f in BOARD.fields}) == 1
    with pytest.raises(ValueError, match="unknown auction order"):
        order_key("north_first", BOARD, FREE, ())  # type: ignore[arg-type]
