"""Regions: maximal groups of one player's fields connected through cell edges.

Spec (landrush-rules.md, Words): 'region: a maximal group of one player's
fields connected through shared cell edges (no diagonals)'; ranking uses the
'largest region (counted in fields, not cells: field size does not matter)'.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from landrush_positions import board_of, owners_of

from landrush_tui.rules.board import Board, Field, generate_board
from landrush_tui.rules.regions import largest_region, largest_regions, regions

G = board_of(4, 3)
# Field ids on G:   0  1  2  3
#                   4  5  6  7
#                   8  9 10 11


def test_regions_are_largest_first_then_lowest_field_id_each_sorted():
    """Every region of a seat, largest first; equal sizes by lowest field id; the
    fields of a region in id order."""
    owners = owners_of({0: [11, 7, 0, 3, 9, 8], 1: [1, 5, 4]}, 12)
    assert regions(G, owners, 0) == [[3, 7, 11], [8, 9], [0]]
    assert regions(G, owners, 1) == [[1, 4, 5]]
    assert largest_region(G, owners, 0) == 3 and largest_region(G, owners, 1) == 3


def test_equal_sized_regions_are_ordered_by_their_lowest_field():
    """Ties in size: the region with the lowest field id first."""
    owners = owners_of({0: [10, 11, 0, 1, 6]}, 12)  # 6 touches 10: {6, 10, 11} beats {0, 1} on size
    assert regions(G, owners, 0) == [[6, 10, 11], [0, 1]]
    owners = owners_of({0: [11, 10, 0, 4, 2]}, 12)
    assert regions(G, owners, 0) == [[0, 4], [10, 11], [2]]


def test_diagonal_fields_are_separate_regions():
    """'connected through shared cell edges (no diagonals)'."""
    owners = owners_of({0: [0, 5, 10], 1: [1]}, 12)
    assert regions(G, owners, 0) == [[0], [5], [10]]
    assert largest_region(G, owners, 0) == 1


def test_other_seats_and_unsold_fields_cut_a_region():
    """A region is one player's fields only: another seat's field or an unsold one
    between two fields splits them."""
    owners = owners_of({0: [0, 2, 4, 8], 1: [1]}, 12)
    assert regions(G, owners, 0) == [[0, 4, 8], [2]]
    assert largest_region(G, owners, 0) == 3


def test_a_seat_without_fields_has_no_region_and_largest_zero():
    """'largest region (counted in fields)': none owned, none counted."""
    owners = owners_of({0: [0, 1]}, 12)
    assert regions(G, owners, 1) == [] and largest_region(G, owners, 1) == 0
    assert regions(G, [None] * 12, 0) == [] and largest_region(G, [None] * 12, 0) == 0
    assert largest_regions(G, owners, 3) == [2, 0, 0]


def test_a_single_field_is_a_region_of_one():
    """One owned field is a region of size 1."""
    owners = owners_of({1: [6]}, 12)
    assert regions(G, owners, 1) == [[6]] and largest_region(G, owners, 1) == 1


def test_region_size_counts_fields_not_cells():
    """'counted in fields, not cells: field size does not matter'."""
    # Field 0 covers four cells of the top row; fields 1..4 are the single cells below.
    board = Board(
        4, 2, (Field(0, ((0, 0), (1, 0), (2, 0), (3, 0))),) + tuple(Field(1 + x, ((x, 1),)) for x in range(4))
    )
    owners = [0, 1, 1, None, 0]
    assert largest_region(board, owners, 0) == 2 and regions(board, owners, 0) == [[0, 4]]
    assert largest_region(board, owners, 1) == 2
    assert largest_regions(board, owners, 2) == [2, 2]


def test_a_whole_board_of_one_seat_is_one_region():
    """A maximal group: everything connected is one region."""
    owners = [0] * 12
    assert regions(G, owners, 0) == [list(range(12))]
    assert largest_region(G, owners, 0) == 12 and largest_regions(G, owners, 2) == [12, 0]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4), unsold=st.floats(0, 0.5))
def test_regions_partition_each_seats_fields_into_maximal_connected_groups(seed, players, unsold):
    """On generated boards: the regions of a seat hold each of its fields once; each
    is connected; no two of them touch (maximal); the largest agrees with
    ``largest_region`` and ``largest_regions``."""
    rng = random.Random(seed)
    board = generate_board(5, 4, 8, rng)
    owners = [None if rng.random() < unsold else rng.randrange(players) for _ in board.fields]
    best = largest_regions(board, owners, players)
    for seat in range(players):
        found = regions(board, owners, seat)
        mine = sorted(f for f, o in enumerate(owners) if o == seat)
        assert sorted(f for r in found for f in r) == mine
        for r in found:
            assert r == sorted(r)
            # connected: a flood fill inside r from its first field reaches all of it
            seen, todo = {r[0]}, [r[0]]
            while todo:
                for n in board.neighbours[todo.pop()]:
                    if n in r and n not in seen:
                        seen.add(n)
                        todo.append(n)
            assert seen == set(r)
        for a in found:
            for b in found:
                if a is not b:
                    assert not any(board.neighbours[f] & set(b) for f in a)
        assert [len(r) for r in found] == sorted((len(r) for r in found), reverse=True)
        sizes = [len(r) for r in found]
        assert largest_region(board, owners, seat) == (sizes[0] if sizes else 0) == best[seat]
