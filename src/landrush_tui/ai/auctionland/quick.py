"""Quick "what if this one tile were added" scoring for the bots.

``island.score_island`` floods the whole island each time; a bot asks the same
question for every legal position and rotation of many tiles on one island, so
``Island`` floods the island once (its areas, their kinds and tile sets, each
tile's beach flag) and then scores an added tile by looking only at the new
tile's four quadrants and its neighbours. ``Island(grid).points_with(...)``
equals ``board_points`` of the grid with the tile added (a test checks it on
random islands), at a fraction of the cost.
"""

from __future__ import annotations

from typing import Mapping

from ...rules.auctionland import island, tiles

Grid = Mapping[tuple[int, int], tuple[int, int]]

_CORNERS = tuple(tuple(tiles.corners(t, r) for r in range(4)) for t in tiles.ALL_TILES)
# quadrant offsets inside a tile (NW NE SE SW) and, per corner, its two outside neighbours
_QUAD = ((0, 0), (1, 0), (1, 1), (0, 1))
_OUTSIDE = (((-1, 0), (0, -1)), ((2, 0), (1, -1)), ((2, 1), (1, 2)), ((-1, 1), (0, 2)))
_INSIDE = ((0, 1), (1, 2), (2, 3), (3, 0))  # adjacent corners inside a tile
_SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N E S W


def beach_flag(grid: Grid, x: int, y: int, corners: str, extra: tuple[int, int] | None = None) -> bool:
    """Whether the tile at (x, y) with these corners has a beach facing water
    (``extra``: a position counted as holding a tile although not in ``grid``)."""
    if tiles.BEACH not in corners:
        return False

    def water(p: tuple[int, int]) -> bool:
        return p not in grid and p != extra

    n, e, s, w = water((x, y - 1)), water((x + 1, y)), water((x, y + 1)), water((x - 1, y))
    c = corners
    return (
        (c[0] == "B" and (n or w))
        or (c[1] == "B" and (n or e))
        or (c[2] == "B" and (s or e))
        or (c[3] == "B" and (s or w))
    )


class Island:
    """One island flooded once, ready to score added tiles."""

    def __init__(self, grid: Grid) -> None:
        self.grid = grid
        quads: dict[tuple[int, int], str] = {}
        for (x, y), (tile, r) in grid.items():
            c = _CORNERS[tile][r]
            for k, (dx, dy) in enumerate(_QUAD):
                quads[(2 * x + dx, 2 * y + dy)] = c[k]
        self.quads = quads
        label: dict[tuple[int, int], int] = {}
        kinds: list[str] = []
        sizes: list[frozenset[tuple[int, int]]] = []
        counts = {"G": 0, "H": 0}
        for q, kind in quads.items():
            if q in label:
                continue
            a = len(kinds)
            kinds.append(kind)
            label[q] = a
            todo, members = [q], [q]
            while todo:
                qx, qy = todo.pop()
                for nb in ((qx + 1, qy), (qx - 1, qy), (qx, qy + 1), (qx, qy - 1)):
                    if nb not in label and quads.get(nb) == kind:
                        label[nb] = a
                        todo.append(nb)
                        members.append(nb)
            sizes.append(frozenset((qx // 2, qy // 2) for qx, qy in members) if kind == "T" else frozenset())
            if kind in counts:
                counts[kind] += 1
        self.label, self.kinds, self.tilesets = label, kinds, sizes
        self.gardens, self.houses = counts["G"], counts["H"]
        parks = sorted(((len(s), a) for a, s in enumerate(sizes) if kinds[a] == "T"), reverse=True)
        self.parks = parks
        self.flags = {p: beach_flag(grid, p[0], p[1], _CORNERS[t][r]) for p, (t, r) in grid.items()}
        self.beach = sum(self.flags.values())
        self.near: dict[tuple[int, int], tuple[int, tuple[tuple[tuple[str, int], ...], ...]]] = {}
        self.points = self.score(self.beach, parks[0][0] if parks else 0, self.gardens, self.houses)

    @staticmethod
    def score(beach: int, park: int, gardens: int, houses: int) -> float:
        """``ai.auctionland.board_points`` from the four figures."""
        return island.BEACH_POINTS[beach] + island.PARK_POINTS[park] + gardens * houses + 0.5 * (gardens + houses)

    def around(self, x: int, y: int) -> tuple[int, tuple[tuple[tuple[str, int], ...], ...]]:
        """What a tile at (x, y) changes whatever it is: the beach tiles its
        neighbours lose, and per corner the (terrain, area) of the old quadrants
        beside it."""
        got = self.near.get((x, y))
        if got is None:
            grid = self.grid
            lost = 0
            for dx, dy in _SIDES:
                p = (x + dx, y + dy)
                if p in grid:
                    t, rr = grid[p]
                    lost += self.flags[p] - beach_flag(grid, p[0], p[1], _CORNERS[t][rr], (x, y))
            beside = tuple(
                tuple(
                    (self.quads[q], self.label[q])
                    for q in ((2 * x + dx, 2 * y + dy) for dx, dy in _OUTSIDE[k])
                    if q in self.quads
                )
                for k in range(4)
            )
            got = self.near[(x, y)] = (lost, beside)
        return got

    def points_with(self, x: int, y: int, tile: int, r: int) -> float:
        """``board_points`` of the island with ``tile`` added at (x, y), rotation r."""
        c = _CORNERS[tile][r]
        lost, beside = self.around(x, y)
        beach = self.beach - lost + beach_flag(self.grid, x, y, c)
        gardens, houses = self.gardens, self.houses
        # areas: the tile's own groups of quadrants, joined to the old areas beside them;
        # groups of one kind that join a common old area are one area
        merged: list[tuple[str, set[int]]] = []
        for kind, corners in _GROUPS[tile][r]:
            olds = {a for k in corners for terr, a in beside[k] if terr == kind}
            if kind == "B":
                continue
            keep = []
            for m in merged:
                if m[0] == kind and m[1] & olds:
                    olds |= m[1]
                else:
                    keep.append(m)
            keep.append((kind, olds))
            merged = keep
        for kind, olds in merged:
            if kind == "G":
                gardens += 1 - len(olds)
            elif kind == "H":
                houses += 1 - len(olds)
        park = 0
        gone: set[int] = set()
        for kind, olds in merged:
            if kind == "T":
                cells = {(x, y)}
                for a in olds:
                    cells |= self.tilesets[a]
                gone |= olds
                park = max(park, len(cells))
        for size, a in self.parks:
            if a not in gone:
                park = max(park, size)
                break
        return self.score(beach, park, gardens, houses)


def _groups(corners: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """A tile's quadrants joined inside the tile: (terrain, corners) per group."""
    parent = [0, 1, 2, 3]

    def find(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for a, b in _INSIDE:
        if corners[a] == corners[b]:
            ra, rb = find(a), find(b)
            parent[max(ra, rb)] = min(ra, rb)
    out: dict[int, list[int]] = {}
    for k in range(4):
        out.setdefault(find(k), []).append(k)
    return tuple((corners[root], tuple(ks)) for root, ks in out.items())


_GROUPS = tuple(tuple(_groups(c) for c in rs) for rs in _CORNERS)
