"""Auction Land's 108 tiles (spec 3.1): four quadrants of terrain and 0 to 2 icons.

Tile id = 4 L + v: layout L = 0..26 (the table below, corners NW NE SE SW
unrotated), variant v = 0..3 (its icons by the spec's icon rule). A tile
placed with rotation r has terrain q_i at corner (i + r) mod 4.
"""

from __future__ import annotations

BEACH, PARK, GARDEN, HOUSE = "B", "T", "G", "H"
ICONS = ("P", "L", "M")  # peace, love, music
ICON_NAMES = {"P": "peace", "L": "love", "M": "music"}
CORNERS = ("NW", "NE", "SE", "SW")

LAYOUTS = (
    "BBBB",
    "TTTT",
    "GGGG",
    "HHHH",
    "BBBT",
    "BBBG",
    "BBBH",
    "TTTB",
    "TTTG",
    "TTTH",
    "BBTT",
    "BBGG",
    "BBHH",
    "TTGG",
    "TTHH",
    "GGHH",
    "BBGH",
    "TTGH",
    "BBTG",
    "BBTH",
    "TTBG",
    "TTBH",
    "BTBT",
    "BTGH",
    "BTBG",
    "TBTH",
    "BBBT",
)
TILE_COUNT = 4 * len(LAYOUTS)  # 108
ALL_TILES = tuple(range(TILE_COUNT))


def _icons(tile: int) -> tuple[str, ...]:
    """The spec's icon rule: a = L mod 3; v 0 none, 1 {a}, 2 {a+1}, 3 {a, a+2} (mod 3);
    listed in the order P, L, M."""
    layout, v = divmod(tile, 4)
    a = layout % 3
    found = {0: (), 1: (a,), 2: ((a + 1) % 3,), 3: (a, (a + 2) % 3)}[v]
    return tuple(ICONS[i] for i in sorted(found))


ICONS_OF = tuple(_icons(t) for t in ALL_TILES)


def layout(tile: int) -> str:
    """The tile's four terrains unrotated, corners NW NE SE SW (e.g. "BBTT")."""
    return LAYOUTS[tile // 4]


def icons(tile: int) -> tuple[str, ...]:
    return ICONS_OF[tile]


def icon_count(tile: int) -> int:
    return len(ICONS_OF[tile])


def corners(tile: int, rotation: int) -> str:
    """The terrains at corners NW NE SE SW once placed with ``rotation`` quarter
    turns clockwise: corner c holds q_((c - r) mod 4)."""
    q = LAYOUTS[tile // 4]
    r = rotation % 4
    return q[-r:] + q[:-r] if r else q


def describe(tile: int) -> str:
    """ "tile 83 TTBG (L M)"."""
    ic = " ".join(icons(tile)) or "-"
    return f"tile {tile} {layout(tile)} ({ic})"
