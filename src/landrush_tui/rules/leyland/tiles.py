"""Land tiles and a seat's 3 x 3 board (spec 3.1, 3.2): colours, rotation,
placement, and the sections of triangles with their diamonds.

A tile is cut by both diagonals into four triangles, one per side N, E, S, W
(side 0..3). A board is a tuple of 9 spaces, index 3 y + x, each empty
(``None``) or holding ``(tile id, rotation)``. Triangle ids are
4 (3 y + x) + side. Everything here is pure and small enough for bots to call
thousands of times per decision.
"""

from __future__ import annotations

import functools
from typing import Iterable, Iterator

import attrs

from ..regions import components

GREEN, YELLOW = "G", "Y"
SIDES = "NESW"
SIZE = 3
CENTRE = (1, 1)
TILE_COUNT = 36

Space = tuple[int, int] | None  # (tile, rotation) on a space, or empty
Board = tuple[Space, ...]
EMPTY_BOARD: Board = (None,) * (SIZE * SIZE)


def _colours() -> tuple[str, ...]:
    rows = [("GGGG", 4), ("YYYY", 4), ("GGGY", 7), ("YYYG", 7), ("GGYY", 7), ("GYGY", 7)]
    out: list[str] = []
    for pattern, count in rows:
        out += [pattern] * count
    return tuple(out)


#: Unrotated edge colours N E S W of every tile id (spec 3.1).
TILE_COLOURS: tuple[str, ...] = _colours()
FAERIE_RINGS = frozenset(range(0, 4))
CROP_CIRCLES = frozenset(range(4, 8))


def kind(tile: int) -> str:
    """``"faerie"`` (Faerie Ring, all green), ``"crop"`` (Crop Circle, all yellow) or ``"basic"``."""
    return "faerie" if tile in FAERIE_RINGS else "crop" if tile in CROP_CIRCLES else "basic"


def mark(tile: int) -> str:
    """The centre mark of a tile's glyph: ``*`` Faerie Ring, ``o`` Crop Circle, ``+`` basic."""
    return {"faerie": "*", "crop": "o", "basic": "+"}[kind(tile)]


def side_colour(tile: int, rotation: int, side: int) -> str:
    """Colour on ``side`` of the tile placed with ``rotation`` quarter turns
    clockwise: unrotated colour c_i lands on side (i + r) mod 4."""
    return TILE_COLOURS[tile][(side - rotation) % 4]


def rotated(tile: int, rotation: int) -> str:
    """The four edge colours N E S W of the tile in this rotation."""
    return "".join(side_colour(tile, rotation, s) for s in range(4))


def index(x: int, y: int) -> int:
    return SIZE * y + x


def xy(i: int) -> tuple[int, int]:
    return i % SIZE, i // SIZE


def facing(x: int, y: int, side: int) -> tuple[int, int] | None:
    """The space side ``side`` of (x, y) faces, or None for the board edge."""
    dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[side]
    nx, ny = x + dx, y + dy
    if 0 <= nx < SIZE and 0 <= ny < SIZE:
        return nx, ny
    return None


def tiles_on(board: Board) -> int:
    return sum(1 for s in board if s is not None)


def is_full(board: Board) -> bool:
    return all(s is not None for s in board)


def placement_problem(board: Board, tile: int, x: int, y: int, rotation: int) -> str | None:
    """Why the tile cannot lie on (x, y) in this rotation (spec 5.3.1), or None
    if it can: the first tile goes on the centre; later ones share a side with
    a tile; every side facing a tile has that tile's edge colour."""
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return f"({x}, {y}) is not a space of the 3 x 3 board"
    here = square(x, y)
    if rotation not in (0, 1, 2, 3):
        return f"rotation must be 0 to 3 quarter turns, not {rotation!r}"
    if board[index(x, y)] is not None:
        return f"{here} already holds a tile"
    if all(s is None for s in board):
        if (x, y) != CENTRE:
            return f"the first tile goes on the centre space {square(*CENTRE)}"
        return None
    touching = False
    for side in range(4):
        f = facing(x, y, side)
        if f is None:
            continue
        other = board[index(*f)]
        if other is None:
            continue
        touching = True
        mine = side_colour(tile, rotation, side)
        theirs = side_colour(other[0], other[1], (side + 2) % 4)
        if mine != theirs:
            return f"its {SIDES[side]} edge is {word(mine)}, {square(*f)}'s {SIDES[(side + 2) % 4]} edge {word(theirs)}"
    if not touching:
        return f"{here} does not share a side with a tile of the board"
    return None


def square(x: int, y: int) -> str:
    """A space as the board labels it: columns a-c from the west, rows 1-3 from
    the north ((0, 0) is a1, the centre b2)."""
    return f"{'abc'[x]}{y + 1}"


def squares_words(spaces: Iterable[int]) -> str:
    """Board spaces (indices) in few characters, column by column: "b1-2 c1-3"."""
    by_col: dict[int, list[int]] = {}
    for i in sorted(spaces):
        x, y = xy(i)
        by_col.setdefault(x, []).append(y + 1)
    parts = []
    for x in sorted(by_col):
        rows = sorted(by_col[x])
        if len(rows) > 1 and rows == list(range(rows[0], rows[-1] + 1)):
            parts.append(f"{'abc'[x]}{rows[0]}-{rows[-1]}")
        else:
            parts.append("abc"[x] + ",".join(map(str, rows)))
    return " ".join(parts)


def section_names(board: Board) -> dict[int, str]:
    """Every section of the board named as a player finds it: its colour and the
    spaces it covers ("green b1-2 c1-3"); two alike also name the side of the
    first triangle ("green b2 N", "green b2 S")."""
    found = sections(board)
    names = {s.id: f"{word(s.colour)} {squares_words({t // 4 for t in s.triangles})}" for s in found}
    counts: dict[str, int] = {}
    for name in names.values():
        counts[name] = counts.get(name, 0) + 1
    return {i: (f"{n} {SIDES[i % 4]}" if counts[n] > 1 else n) for i, n in names.items()}


def tile_words(tile: int) -> str:
    """A tile as its glyph shows it: its N E S W colours unrotated, and its kind if special."""
    special = {"faerie": " Faerie Ring", "crop": " Crop Circle"}.get(kind(tile), "")
    return rotated(tile, 0) + special


def word(colour: str) -> str:
    return "green" if colour == GREEN else "yellow"


def legal_placements(board: Board, tile: int) -> Iterator[tuple[int, int, int]]:
    """Every (x, y, rotation) where the tile may go, in space then rotation order."""
    empty = all(s is None for s in board)
    for i in range(SIZE * SIZE):
        if board[i] is not None:
            continue
        x, y = xy(i)
        if empty and (x, y) != CENTRE:
            continue
        for r in range(4):
            if placement_problem(board, tile, x, y, r) is None:
                yield x, y, r


def can_place(board: Board, tile: int) -> bool:
    return next(legal_placements(board, tile), None) is not None


def place(board: Board, tile: int, x: int, y: int, rotation: int) -> Board:
    i = index(x, y)
    return board[:i] + ((tile, rotation),) + board[i + 1 :]


# --- sections ------------------------------------------------------------------------


@attrs.frozen
class Section:
    """A maximal group of same-coloured connected triangles (spec 3.2)."""

    id: int  # its smallest triangle id
    colour: str
    triangles: tuple[int, ...]  # ascending
    diamonds: int  # triangles facing another tile, halved
    open: bool  # some triangle faces an empty space
    special: int  # Faerie Rings (green) / Crop Circles (yellow) in it

    @property
    def complete(self) -> bool:
        return not self.open

    @property
    def capacity(self) -> int:
        return self.diamonds


def _graph(board: Board) -> tuple[list[list[int]], list[str | None]]:
    neighbours: list[list[int]] = [[] for _ in range(4 * SIZE * SIZE)]
    labels: list[str | None] = [None] * (4 * SIZE * SIZE)
    for i, sp in enumerate(board):
        if sp is None:
            continue
        x, y = xy(i)
        tile, r = sp
        for side in range(4):
            t = 4 * i + side
            labels[t] = side_colour(tile, r, side)
            # inside the tile: N-E, E-S, S-W, W-N (the label check joins equal colours only)
            neighbours[t].append(4 * i + (side + 1) % 4)
            neighbours[t].append(4 * i + (side + 3) % 4)
            f = facing(x, y, side)
            if f is not None and board[index(*f)] is not None:
                neighbours[t].append(4 * index(*f) + (side + 2) % 4)
    return neighbours, labels


def sections(board: Board) -> list[Section]:
    """Every section of the board, in ascending id."""
    return list(_sections(board))


@functools.lru_cache(maxsize=2048)
def _sections(board: Board) -> tuple[Section, ...]:
    # A board is a tuple, so its sections are remembered: bots ask about the same
    # rival boards thousands of times per decision. Every kept Section is an object
    # the garbage collector scans in each full collection, so the cache is kept
    # small: 8192 boards (40,000 Sections) made a full collection cost the
    # bot's decision it fell in up to 200 ms; 2048 still answers 87% of the asks.
    neighbours, labels = _graph(board)
    out = []
    for colour, group in components(neighbours, labels):
        tris = tuple(sorted(group))
        facing_tile = 0
        is_open = False
        spaces = set()
        for t in tris:
            i, side = divmod(t, 4)
            spaces.add(i)
            f = facing(*xy(i), side)
            if f is None:
                continue
            if board[index(*f)] is None:
                is_open = True
            else:
                facing_tile += 1
        special_ids = FAERIE_RINGS if colour == GREEN else CROP_CIRCLES
        special = 0
        for i in spaces:
            sp = board[i]
            if sp is not None and sp[0] in special_ids:
                special += 1
        out.append(Section(tris[0], str(colour), tris, facing_tile // 2, is_open, special))
    out.sort(key=lambda s: s.id)
    return tuple(out)


@functools.lru_cache(maxsize=8192)
def largest(board: Board) -> int:
    """Triangles in the board's largest section (any colour, complete or not); 0 when empty."""
    return max((len(s.triangles) for s in _sections(board)), default=0)


def newly_completed(board: Board, x: int, y: int) -> list[Section]:
    """The complete sections holding a triangle of the tile on (x, y), ascending id."""
    i = index(x, y)
    mine = set(range(4 * i, 4 * i + 4))
    return [s for s in sections(board) if s.complete and mine.intersection(s.triangles)]
