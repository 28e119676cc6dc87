"""The board: a grid of cells grouped into fields, and how it is generated.

A field is one or more edge-connected cells; it is the unit that is auctioned
and owned. Field ids run 0..m-1 in reading order of each field's first cell.
"""

from __future__ import annotations

import random
from typing import Iterable

import attrs

Cell = tuple[int, int]  # (x, y): x = column 0..width-1, y = row 0..height-1


def _cells(value: Iterable[Iterable[int]]) -> tuple[Cell, ...]:
    return tuple(sorted((int(x), int(y)) for x, y in value))


@attrs.frozen
class Field:
    """One plot of land: an id and its cells (sorted by column, then row)."""

    id: int
    cells: tuple[Cell, ...] = attrs.field(converter=_cells)

    @property
    def size(self) -> int:
        return len(self.cells)


def _neighbours(width: int, height: int, fields: tuple[Field, ...]) -> tuple[frozenset[int], ...]:
    at = {cell: f.id for f in fields for cell in f.cells}
    result = []
    for f in fields:
        near = set()
        for x, y in f.cells:
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                other = at.get(c)
                if other is not None and other != f.id:
                    near.add(other)
        result.append(frozenset(near))
    return tuple(result)


@attrs.frozen
class Board:
    """A width x height grid split into fields.

    ``neighbours[i]`` holds the ids of the fields sharing a cell edge with field i;
    ``field_at`` maps each cell to its field id. Both are derived, not compared.
    """

    width: int
    height: int
    fields: tuple[Field, ...] = attrs.field(converter=tuple)
    neighbours: tuple[frozenset[int], ...] = attrs.field(init=False, eq=False, repr=False)
    field_at: dict[Cell, int] = attrs.field(init=False, eq=False, repr=False, hash=False)

    def __attrs_post_init__(self) -> None:
        ids = [f.id for f in self.fields]
        if ids != list(range(len(ids))):
            raise ValueError("field ids must run 0..m-1 in order")
        at = {}
        for f in self.fields:
            for cell in f.cells:
                x, y = cell
                if not (0 <= x < self.width and 0 <= y < self.height):
                    raise ValueError(f"field {f.id}: cell {cell} is off the {self.width}x{self.height} board")
                if cell in at:
                    raise ValueError(f"cell {cell} belongs to fields {at[cell]} and {f.id}")
                at[cell] = f.id
        if len(at) != self.width * self.height:
            raise ValueError("the fields do not cover the whole board")
        object.__setattr__(self, "field_at", at)
        object.__setattr__(self, "neighbours", _neighbours(self.width, self.height, self.fields))

    def __len__(self) -> int:
        return len(self.fields)


def generate_board(width: int, height: int, merges: int, rng: random.Random) -> Board:
    """Start with one field per cell, then ``merges`` times pick a random field and
    merge it with a random edge-adjacent field."""
    cell_group = {(x, y): y * width + x for y in range(height) for x in range(width)}
    groups: dict[int, list[Cell]] = {g: [c] for c, g in cell_group.items()}
    alive = sorted(groups)
    for _ in range(min(merges, len(alive) - 1)):
        g = alive[rng.randrange(len(alive))]
        near = set()
        for x, y in groups[g]:
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                other = cell_group.get(c)
                if other is not None and other != g:
                    near.add(other)
        h = rng.choice(sorted(near))
        for c in groups[h]:
            cell_group[c] = g
        groups[g].extend(groups.pop(h))
        alive.remove(h)
    # Number fields in reading order of their first cell (row, then column).
    ordered = sorted(groups.values(), key=lambda cells: min((y, x) for x, y in cells))
    return Board(width, height, tuple(Field(i, cells) for i, cells in enumerate(ordered)))
