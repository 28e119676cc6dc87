"""The board: fields of edge-connected cells, and how a board is generated.

Spec (landrush-rules.md): 'field: one plot of land, made of one or more
edge-connected cells'; 'fields: start with one field per cell, then int(0.4 x
cells) times pick a random field and merge it with a random edge-adjacent
field'.
"""

from __future__ import annotations

import random

import pytest
from spec_checker import connected

from landrush_tui.rules.board import Board, Field, generate_board, normalise_cells


def grid_board(w: int, h: int) -> Board:
    return Board(w, h, tuple(Field(y * w + x, ((x, y),)) for y in range(h) for x in range(w)))


def test_a_field_is_its_cells_sorted_and_its_size_is_their_count():
    """A field is 'one or more edge-connected cells'; its size is its cell count."""
    f = Field(3, normalise_cells([[2, 1], (1, 1), (1, 0)]))
    assert f.cells == ((1, 0), (1, 1), (2, 1)) and f.size == 3 and Field(0, [(0, 0)]).size == 1
    assert normalise_cells([("4", 2.0)]) == ((4, 2),)


def test_neighbours_share_a_cell_edge_and_field_at_maps_every_cell():
    """Fields touch through shared cell edges, never diagonally."""
    board = grid_board(3, 2)  # 0 1 2 / 3 4 5
    assert [sorted(n) for n in board.neighbours] == [[1, 3], [0, 2, 4], [1, 5], [0, 4], [1, 3, 5], [2, 4]]
    assert board.field_at == {(x, y): y * 3 + x for y in range(2) for x in range(3)}
    assert len(board.fields) == 6
    merged = Board(3, 1, (Field(0, ((0, 0), (1, 0))), Field(1, ((2, 0),))))
    assert merged.neighbours == (frozenset({1}), frozenset({0})) and len(merged.fields) == 2


@pytest.mark.parametrize(
    "fields, why",
    [
        (((1, ((0, 0),)), (0, ((1, 0),))), "ids"),  # ids out of order
        (((0, ((0, 0), (1, 0))), (1, ((1, 0),))), "more than one"),  # a cell twice
        (((0, ((0, 0),)),), "cover"),  # a cell missing
        (((0, ((0, 0),)), (1, ((2, 0),))), "cover"),  # a cell right of the board
        (((0, ((0, 0),)), (1, ((-1, 0),))), "cover"),  # a cell left of the board
        (((0, ((0, 0),)), (1, ((1, 1),))), "cover"),  # a cell below the board
        (((0, ((0, 0),)), (1, ((1, -1),))), "cover"),  # a cell above the board
    ],
)
def test_a_board_is_refused_unless_its_fields_cover_it_exactly_once_in_id_order(fields, why):
    """Fields partition the board: every cell in exactly one field; ids 0..m-1."""
    with pytest.raises(ValueError, match=why):
        Board(2, 1, tuple(Field(i, cells) for i, cells in fields))


@pytest.mark.parametrize("w, h, merges", [(9, 7, 25), (9, 9, 32), (9, 12, 43), (3, 2, 2), (1, 1, 0)])
def test_generated_board_has_cells_minus_merges_connected_fields_numbered_in_reading_order(w, h, merges):
    """'start with one field per cell, then [merges] times ... merge it with a random
    edge-adjacent field': cells - merges fields, each edge-connected, covering the
    board; ids in reading order of each field's first cell."""
    for seed in range(8):
        board = generate_board(w, h, merges, random.Random(seed))
        assert len(board.fields) == w * h - merges
        assert sorted(c for f in board.fields for c in f.cells) == sorted((x, y) for x in range(w) for y in range(h))
        assert all(connected(f.cells) and list(f.cells) == sorted(f.cells) for f in board.fields)
        firsts = [min((y, x) for x, y in f.cells) for f in board.fields]
        assert firsts == sorted(firsts)


def test_more_merges_than_cells_leave_one_field():
    """Merging stops when one field is left."""
    board = generate_board(3, 3, 50, random.Random(1))
    assert len(board.fields) == 1 and board.fields[0].size == 9


def test_generated_boards_vary_with_the_stream_and_repeat_with_it():
    """The board comes from the seed's stream: same stream, same board; other
    streams, other boards; fields of several sizes."""
    boards = [generate_board(9, 7, 25, random.Random(s)) for s in range(6)]
    assert generate_board(9, 7, 25, random.Random(0)) == boards[0]
    assert len({b.fields for b in boards}) == 6
    assert max(f.size for f in boards[0].fields) > 2
