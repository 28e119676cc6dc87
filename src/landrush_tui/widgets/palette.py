"""Player colours, text colours on them, and one-character player marks.

Plain strings and Rich text only (no Textual), so the map, the chart and any
screen can share them. Every player colour is a mid-luminance fill: it stands out on a
dark and on a light background, and either black or white text on it passes
the WCAG 4.5:1 contrast ratio.
"""

from __future__ import annotations

import string
from typing import Any, Sequence

from rich.cells import cell_len
from rich.text import Text

# Ordered so that small games get the most distinct colours: seats 0-3 are
# blue, orange, green, red. The 10 were checked pairwise in CIELAB (every pair
# is at least 30 apart) and each is far from the greys used for unsold land.
PLAYER_COLOURS: tuple[str, ...] = (
    "#3f7fd0",  # blue
    "#f28e2b",  # orange
    "#4caf50",  # green
    "#e0474c",  # red
    "#e6c03a",  # yellow
    "#9467bd",  # purple
    "#2bbbc4",  # cyan
    "#ff8fb8",  # pink
    "#9c6b4e",  # brown
    "#b0d040",  # lime
)

BLACK = "#000000"
WHITE = "#ffffff"

# Unsold land: four neutral greys per theme. The fields form a planar map, so
# four shades always let neighbouring fields differ (three do not: a field
# ringed by an odd number of fields already needs four), and a grey never
# looks like a player's colour.
UNSOLD_DARK: tuple[str, ...] = ("#34373c", "#474b52", "#5a5f67", "#6e737c")
UNSOLD_LIGHT: tuple[str, ...] = ("#d6d6cf", "#c5c5bd", "#b4b4ab", "#a3a399")

# This turn's lots: a pale "spotlight" on dark themes, a deep one on light
# themes, so lots never look like a player's colour or plain unsold land.
LOT_DARK = "#e8e3d3"
LOT_LIGHT = "#34363b"


def player_colour(seat: int) -> str:
    """The fill colour of a seat (wraps round after 10, which the rules never need)."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """WCAG relative luminance of a "#rrggbb" colour."""
    c = colour.lstrip("#")
    r, g, b = (_channel(int(c[i : i + 2], 16)) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour``."""
    return BLACK if contrast(colour, BLACK) >= contrast(colour, WHITE) else WHITE


def unsold_shades(dark: bool) -> tuple[str, ...]:
    return UNSOLD_DARK if dark else UNSOLD_LIGHT


def lot_fill(dark: bool) -> str:
    return LOT_DARK if dark else LOT_LIGHT


# Tried in this order once a name's own letters are all taken. Never a digit (the map
# numbers its lots) nor "+" (the map marks next turn's lots with it).
_SPARE = string.ascii_uppercase + "@#$%&*=?"


def _usable(ch: str) -> bool:
    # A letter one terminal cell wide, so the map's layout cannot break and a mark
    # never reads like a lot number.
    return ch.isalpha() and ch.isprintable() and cell_len(ch) == 1


def _own_chars(name: str) -> list[str]:
    """A name's candidate marks: its letters, upper-cased (never its digits)."""
    chars = [c.upper() for c in name if _usable(c)]
    chars = [c for c in chars if len(c) == 1 and cell_len(c) == 1]  # "ß".upper() is "SS"
    return list(dict.fromkeys(chars))


def player_marks(names: Sequence[str]) -> tuple[str, ...]:
    """One distinct single-cell character per seat.

    A name whose initial no other name shares gets that initial. The others, in
    seat order, take the first of their own letters that is still free and is
    nobody's unique initial; failing that a spare letter or sign. A mark is
    never a digit or "+", which the map uses for lots.
    So "Ann", "Anna", "Al", "Bob" become A, N, L, B: the first of the A's keeps
    the A, since it is the one a player would guess.
    """
    own = [_own_chars(n) for n in names]
    initials = [c[0] if c else None for c in own]
    counts: dict[str | None, int] = {}
    for i in initials:
        counts[i] = counts.get(i, 0) + 1
    marks: list[str | None] = [i if i is not None and counts[i] == 1 else None for i in initials]
    reserved = {m for m in marks if m is not None}
    taken = set(reserved)
    for seat, chars in enumerate(own):
        if marks[seat] is not None:
            continue
        choice = next((c for c in chars if c not in taken), None)
        if choice is None:
            choice = next(c for c in _SPARE if c not in taken)
        marks[seat] = choice
        taken.add(choice)
    return tuple(m for m in marks if m is not None)


def player_tag(seat: int, names: Sequence[str], marks: Sequence[str] | None = None) -> Text:
    """The seat's mark on its colour, then its name: readable without colour too."""
    marks = marks or player_marks(names)
    fill = player_colour(seat)
    tag = Text()
    tag.append(f" {marks[seat]} ", style=f"bold {text_on(fill)} on {fill}")
    tag.append(f" {names[seat]}")
    return tag


def theme_is_dark(widget: Any) -> bool:
    """Whether the app showing ``widget`` has a dark theme; a widget drawn off-screen
    (no app yet) assumes the default, dark."""
    try:
        return bool(widget.app.current_theme.dark)
    except Exception:
        return True
