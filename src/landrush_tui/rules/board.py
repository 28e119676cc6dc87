"""The board: a grid of cells grouped into fields, and how it is generated.

A field is one or more edge-connected cells; it is the unit that is auctioned
and owned. Field ids run 0..m-1 in reading order of each field's first cell.
"""

from __future__ import annotations

import functools
import random
from typing import Iterable

import attrs

Cell = tuple[int, int]  # (x, y): x = column 0..width-1, y = row 0..height-1

# Bounds on any board, checked before a grid is built: a file may declare any
# size, and the grid is built cell by cell. Every rule set's boards are far smaller.
MAX_SIDE = 100
MAX_CELLS = 2500


def check_size(width: object, height: object) -> None:
    """ValueError unless width and height are whole numbers 1..MAX_SIDE with at
    most MAX_CELLS cells."""
    if type(width) is not int or type(height) is not int:
        raise ValueError("width and height must be whole numbers")
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE) or width * height > MAX_CELLS:
        raise ValueError(
            f"a {width}x{height} board is not possible: each side 1 to {MAX_SIDE}, at most {MAX_CELLS} cells"
        )


def normalise_cells(value: Iterable[Iterable[int]]) -> tuple[Cell, ...]:
    """Cells as a sorted tuple of (x, y) int pairs, the form a Field holds."""
    return tuple(sorted((int(x), int(y)) for x, y in value))


def _cell_tuple(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    return tuple(cells)


@attrs.frozen
class Field:
    """One plot of land: an id and its cells, sorted by column, then row
    (``normalise_cells`` gives that form)."""

    id: int
    cells: tuple[Cell, ...] = attrs.field(converter=_cell_tuple)

    @property
    def size(self) -> int:
        return len(self.cells)


@functools.lru_cache(maxsize=16)
def _grid(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Edge neighbours of every cell, cells numbered y * width + x."""
    return tuple(
        tuple(
            ny * width + nx
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if 0 <= nx < width and 0 <= ny < height
        )
        for y in range(height)
        for x in range(width)
    )


def _neighbours(width: int, fields: tuple[Field, ...], grid: tuple[tuple[int, ...], ...]) -> tuple[frozenset[int], ...]:
    at = [0] * len(grid)
    for f in fields:
        for x, y in f.cells:
            at[y * width + x] = f.id
    result = []
    for f in fields:
        near = {at[c] for x, y in f.cells for c in grid[y * width + x]}
        near.discard(f.id)
        result.append(frozenset(near))
    return tuple(result)


def _field_tuple(fields: Iterable[Field]) -> tuple[Field, ...]:
    return tuple(fields)


@attrs.frozen
class Board:
    """A width x height grid split into fields.

    ``neighbours[i]`` holds the ids of the fields sharing a cell edge with field i;
    ``field_at`` maps each cell to its field id. Both are derived, not compared.
    """

    width: int
    height: int
    fields: tuple[Field, ...] = attrs.field(converter=_field_tuple)
    neighbours: tuple[frozenset[int], ...] = attrs.field(init=False, eq=False, repr=False)
    field_at: dict[Cell, int] = attrs.field(init=False, eq=False, repr=False, hash=False)

    def __attrs_post_init__(self) -> None:
        w, h = self.width, self.height
        check_size(w, h)
        at: dict[Cell, int] = {}
        for i, f in enumerate(self.fields):
            if f.id != i:
                raise ValueError("area ids must run 0..m-1 in order")
            for cell in f.cells:
                at[cell] = i
        if len(at) != sum(len(f.cells) for f in self.fields):
            raise ValueError("a cell belongs to more than one area")
        if len(at) != w * h or not all(0 <= x < w and 0 <= y < h for x, y in at):
            raise ValueError(f"the areas do not cover the {w}x{h} board exactly")
        object.__setattr__(self, "field_at", at)
        object.__setattr__(self, "neighbours", _neighbours(w, self.fields, _grid(w, h)))


def generate_board(width: int, height: int, merges: int, rng: random.Random) -> Board:
    """Start with one field per cell, then ``merges`` times pick a random field and
    merge it with a random edge-adjacent field."""
    check_size(width, height)
    grid = _grid(width, height)
    cells = len(grid)
    group = list(range(cells))  # cell -> its field (named by a cell index)
    members = {g: [g] for g in range(cells)}
    alive = list(range(cells))  # fields still on the board, picked by position
    pos = list(range(cells))  # field -> its position in alive
    for _ in range(min(merges, cells - 1)):
        g = alive[rng.randrange(len(alive))]
        near = {group[c] for cell in members[g] for c in grid[cell]}
        near.discard(g)
        h = rng.choice(sorted(near))
        moved = members.pop(h)
        for c in moved:
            group[c] = g
        members[g].extend(moved)
        # Drop h from alive by moving the last entry into its place.
        i, last = pos[h], alive[-1]
        alive[i] = last
        pos[last] = i
        alive.pop()
    # Number fields in reading order of their first cell (row, then column).
    ordered = sorted(members.values(), key=min)
    fields = tuple(
        Field(i, tuple(sorted((c % width, c // width) for c in group_cells))) for i, group_cells in enumerate(ordered)
    )
    return Board(width, height, fields)
