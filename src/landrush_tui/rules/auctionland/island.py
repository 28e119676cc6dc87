"""An island: placement (spec 5.2) and scoring (spec 3.3, 7).

An island is a sequence of ``Placed`` tiles on an unbounded grid that may span
at most 4 x 4 positions. Areas are connected groups of same-terrain quadrants
(through shared quadrant sides only), found with the shared flood fill of
``rules.regions``.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

import attrs

from ..regions import components
from . import tiles

SIDE = 4  # an island spans at most 4 x 4 positions
FULL = SIDE * SIDE

BEACH_POINTS = (0, 2, 4, 7, 10, 13, 17, 21, 25, 30, 35, 40, 45, 50, 55, 60, 65)
PARK_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36, 44, 52, 60, 68, 76, 84, 92, 100)
ICON_AWARDS = (20, 10, 5)  # rank 1, 2, 3; later ranks 0

# the two outer sides of each corner (NW NE SE SW) as position offsets
OUTER = (((0, -1), (-1, 0)), ((0, -1), (1, 0)), ((0, 1), (1, 0)), ((0, 1), (-1, 0)))
QUAD = ((0, 0), (1, 0), (1, 1), (0, 1))  # corner -> quadrant offset inside the tile


@attrs.frozen
class Placed:
    tile: int
    at: tuple[int, int]
    rotation: int


Grid = Mapping[tuple[int, int], tuple[int, int]]  # position -> (tile, rotation)


def grid_of(island: Iterable[Placed]) -> dict[tuple[int, int], tuple[int, int]]:
    return {p.at: (p.tile, p.rotation) for p in island}


def legal_positions(occupied: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Where the next tile may lie (spec 5.2): (0, 0) on an empty island; else
    water sharing a side with a tile, keeping the island within 4 x 4. Empty
    on a full island. Sorted by (y, x)."""
    occ = set(occupied)
    if not occ:
        return [(0, 0)]
    if len(occ) >= FULL:
        return []
    xs = [x for x, _ in occ]
    ys = [y for _, y in occ]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    out = set()
    for x, y in occ:
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            p = (x + dx, y + dy)
            if p in occ:
                continue
            if max(hi_x, p[0]) - min(lo_x, p[0]) < SIDE and max(hi_y, p[1]) - min(lo_y, p[1]) < SIDE:
                out.add(p)
    return sorted(out, key=lambda p: (p[1], p[0]))


def line_counts(occupied: Iterable[tuple[int, int]], at: tuple[int, int]) -> tuple[int, int]:
    """(tiles in the row of ``at``, tiles in its column), ``at`` itself included."""
    occ = set(occupied) | {at}
    return sum(1 for _, y in occ if y == at[1]), sum(1 for x, _ in occ if x == at[0])


def quadrants(grid: Grid) -> dict[tuple[int, int], str]:
    """Quadrant coordinates -> terrain (spec 3.3: NW (2x, 2y), NE (2x+1, 2y), ...)."""
    out = {}
    for (x, y), (tile, r) in grid.items():
        terr = tiles.corners(tile, r)
        for c, (dx, dy) in enumerate(QUAD):
            out[(2 * x + dx, 2 * y + dy)] = terr[c]
    return out


def beach_tiles(grid: Grid) -> int:
    """Tiles with a beach quadrant whose outer side faces water (no tile there,
    a hole included); each tile counts once."""
    n = 0
    for (x, y), (tile, r) in grid.items():
        terr = tiles.corners(tile, r)
        if any(terr[c] == tiles.BEACH and any((x + dx, y + dy) not in grid for dx, dy in OUTER[c]) for c in range(4)):
            n += 1
    return n


def areas(grid: Grid) -> list[tuple[str, list[tuple[int, int]]]]:
    """Every area: (terrain, its quadrant coordinates)."""
    quads = quadrants(grid)
    keys = sorted(quads)
    index = {q: i for i, q in enumerate(keys)}
    neighbours = [
        [index[n] for n in ((qx + 1, qy), (qx - 1, qy), (qx, qy + 1), (qx, qy - 1)) if n in index] for qx, qy in keys
    ]
    found = components(neighbours, [quads[q] for q in keys])
    return [(str(label), [keys[i] for i in group]) for label, group in found]


@attrs.frozen
class IslandScore:
    """One island's figures (icons and icon points are filled in by ``score_all``)."""

    beach_tiles: int
    beaches: int
    park_tiles: int
    theme_park: int
    gardens: int
    houses: int
    gardens_houses: int


_CORNERS = tuple(tuple(tiles.corners(t, r) for r in range(4)) for t in tiles.ALL_TILES)


def score_island(grid: Grid) -> IslandScore:
    """Beaches by the beach table; the theme-park area of largest tile size by the
    park table; garden areas x house areas. (The same figures as ``beach_tiles``
    and ``areas``, in one pass: bots score thousands of islands per decision.)"""
    quads: dict[int, str] = {}  # quadrant (qx, qy) as (qx + 32) * 128 + qy + 32
    beach = 0
    for (x, y), (tile, r) in grid.items():
        c = _CORNERS[tile][r]
        k = (2 * x + 32) * 128 + 2 * y + 32
        quads[k] = c[0]
        quads[k + 128] = c[1]
        quads[k + 129] = c[2]
        quads[k + 1] = c[3]
        if "B" in c:
            n, e, s, w = (x, y - 1) not in grid, (x + 1, y) not in grid, (x, y + 1) not in grid, (x - 1, y) not in grid
            if (
                (c[0] == "B" and (n or w))
                or (c[1] == "B" and (n or e))
                or (c[2] == "B" and (s or e))
                or (c[3] == "B" and (s or w))
            ):
                beach += 1
    seen: set[int] = set()
    park = gardens = houses = 0
    get = quads.get
    for q, kind in quads.items():
        if kind == "B" or q in seen:
            continue
        seen.add(q)
        if kind == "G":
            gardens += 1
        elif kind == "H":
            houses += 1
        todo = [q]
        group = [q]
        while todo:
            a = todo.pop()
            for nb in (a + 128, a - 128, a + 1, a - 1):
                if nb not in seen and get(nb) == kind:
                    seen.add(nb)
                    todo.append(nb)
                    group.append(nb)
        if kind == "T":
            park = max(park, len({(g >> 8, (g & 127) >> 1) for g in group}))
    return IslandScore(beach, BEACH_POINTS[beach], park, PARK_POINTS[park], gardens, houses, gardens * houses)


def icon_counts(island: Iterable[Placed]) -> dict[str, int]:
    out = {i: 0 for i in tiles.ICONS}
    for p in island:
        for i in tiles.icons(p.tile):
            out[i] += 1
    return out


def icon_awards(counts: Sequence[int]) -> list[int]:
    """One icon type's points per seat (spec 7.4): seats with at least one icon
    ranked competition style (1 + seats with a strictly larger count); rank 1
    scores 20, 2 scores 10, 3 scores 5, later 0; no icon scores 0."""
    out = []
    for c in counts:
        if c <= 0:
            out.append(0)
            continue
        rank = 1 + sum(1 for o in counts if o > c)
        out.append(ICON_AWARDS[rank - 1] if rank <= len(ICON_AWARDS) else 0)
    return out
