"""The board drawn with the real shapes of its fields.

Each board cell is a block of ``w`` x ``h`` characters with a one-character
grid line between cells. A grid-line character between two cells of the same
field is filled like the field (so a field reads as one shape); between two
fields, or at the edge of the board, it becomes a box-drawing line. The
highlighted field gets heavy lines, so it reads without colour too.

When the window is too short for a grid line between every row of cells, the
map is drawn compact: one text row per row of cells, a boundary between two
rows shown by underlining the upper row's characters (a line at the foot of
each character cell), the vertical lines kept as they are.

The geometry (what each character of the map is) depends only on the board
and the cell size and is cached; the styled lines depend on the game state
and the theme and are rebuilt only when one of those changes, so a repaint is
a list lookup.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Sequence, cast

import attrs
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ...rules.board import Board
from ...rules.landrush import GameState
from ..palette import lot_fill, player_colour, player_marks, text_on, theme_is_dark, unsold_shades

MIN_W, MIN_H = 3, 1  # smallest cell interior that still shows a mark and a price digit or two
ENLARGE = "Enlarge the window to see the map"

UP, DOWN, LEFT, RIGHT = range(4)


def _box_table() -> dict[tuple[int, ...], str]:
    """Box-drawing characters by arm weights (up, down, left, right), each
    0 = none, 1 = light, 2 = heavy, read from the Unicode names so that every
    light/heavy mix at a junction has its exact character."""
    directions = {
        "UP": (UP,),
        "DOWN": (DOWN,),
        "LEFT": (LEFT,),
        "RIGHT": (RIGHT,),
        "VERTICAL": (UP, DOWN),
        "HORIZONTAL": (LEFT, RIGHT),
    }
    weights = {"LIGHT": 1, "HEAVY": 2}
    table = {}
    for code in range(0x2500, 0x2580):
        name = unicodedata.name(chr(code))[len("BOX DRAWINGS ") :]
        words = name.split()
        if any(w not in directions and w not in weights and w != "AND" for w in words):
            continue  # dashes, doubles, arcs, diagonals
        arms = [0, 0, 0, 0]
        weight = 0
        for group in name.split(" AND "):
            parts = group.split()
            named = [weights[p] for p in parts if p in weights]
            weight = named[0] if named else weight
            for p in parts:
                for arm in directions.get(p, ()):
                    arms[arm] = weight
        table[tuple(arms)] = chr(code)
    return table


BOX = _box_table()


class Geometry:
    """What each character of a map of ``board`` with cells of w x h is.

    ``field[cy][cx]`` is the field id of a filled character or -1 for a line;
    ``arms[(cx, cy)]`` gives, for a line character, per arm (up, down, left,
    right) the pair of fields the arm runs between (None: no arm).
    ``h == 0`` is the compact drawing: one row per row of cells, the top
    line kept, and ``underline`` holds the characters whose foot is a
    boundary between two rows of cells (or the board's bottom edge)."""

    def __init__(self, board: Board, w: int, h: int) -> None:
        compact = h == 0
        h = max(h, 1)
        self.board, self.w, self.h, self.compact = board, w, h, compact
        self.underline: frozenset[tuple[int, int]] = frozenset()
        self.width = board.width * (w + 1) + 1
        self.height = board.height * (h + 1) + 1
        at = board.field_at

        def cell(x: int, y: int) -> int | None:
            return at.get((x, y))

        def edge(a, b):  # an arm between cells a and b exists when they differ
            fa, fb = cell(*a), cell(*b)
            return (fa, fb) if fa != fb else None

        sw, sh = w + 1, h + 1
        self.field: list[list[int]] = []
        self.arms: dict[tuple[int, int], tuple] = {}
        for cy in range(self.height):
            row = []
            gy, y = divmod(cy, sh)  # on a horizontal grid line when y == 0
            for cx in range(self.width):
                gx, x = divmod(cx, sw)
                if x and y:  # inside cell (gx, gy)
                    row.append(at[(gx, gy)])
                    continue
                if x:  # horizontal line between cells (gx, gy-1) and (gx, gy)
                    a = edge((gx, gy - 1), (gx, gy))
                    arms = (None, None, a, a)
                elif y:  # vertical line between cells (gx-1, gy) and (gx, gy)
                    a = edge((gx - 1, gy), (gx, gy))
                    arms = (a, a, None, None)
                else:  # a corner where four cells meet
                    arms = (
                        edge((gx - 1, gy - 1), (gx, gy - 1)),
                        edge((gx - 1, gy), (gx, gy)),
                        edge((gx - 1, gy - 1), (gx - 1, gy)),
                        edge((gx, gy - 1), (gx, gy)),
                    )
                if any(arms):
                    row.append(-1)
                    self.arms[(cx, cy)] = arms
                else:  # all neighbouring cells belong to one field
                    inner = cell(gx if x else gx - 1, gy if y else gy - 1) if (x or y) else at[(gx, gy)]
                    row.append(cast(int, inner))  # inside a field: always a field id
            self.field.append(row)
        if compact:
            self._squeeze()
        self.slots = self._slots()
        # Precomputed so that drawing a state is cheap: the plain line
        # character of each line position, and per field the line positions
        # that touch it (the ones a highlight redraws heavy).
        self.light = {p: BOX[tuple(0 if a is None else 1 for a in arms)] for p, arms in self.arms.items()}
        self.outline: list[list[tuple[int, int]]] = [[] for _ in board.fields]
        for p, arms in self.arms.items():
            for f in {f for a in arms if a for f in a if f is not None}:
                self.outline[f].append(p)

    def _squeeze(self) -> None:
        """Keep the top line and the rows inside cells; a dropped line row
        becomes an underline of the row above wherever it had a horizontal
        boundary."""
        kept = [0] + [cy for cy in range(self.height) if cy % 2]  # h == 1: cells on odd rows
        new_of = {old: new for new, old in enumerate(kept)}
        under = set()
        for new, old in enumerate(kept[1:], 1):
            below = old + 1
            for cx, f in enumerate(self.field[below]):
                arms = self.arms.get((cx, below))
                if f < 0 and arms and (arms[LEFT] or arms[RIGHT]):
                    under.add((cx, new))
        self.field = [self.field[cy] for cy in kept]
        self.arms = {(cx, new_of[cy]): a for (cx, cy), a in self.arms.items() if cy in new_of}
        self.underline = frozenset(under)
        self.height = len(kept)

    def _slots(self) -> list[list[tuple[int, int, int]]]:
        """Per field, its horizontal runs of filled characters (row, start,
        length), best place for a label first: longest, then nearest the middle
        of the field."""
        runs: list[list[tuple[int, int, int]]] = [[] for _ in self.board.fields]
        for cy, row in enumerate(self.field):
            cx = 0
            while cx < self.width:
                f = row[cx]
                start = cx
                while cx < self.width and row[cx] == f:
                    cx += 1
                if f >= 0:
                    runs[f].append((cy, start, cx - start))
        sw, sh = self.w + 1, self.h + 1
        for fld in self.board.fields:
            if not fld.cells:
                continue
            mx = sum(x * sw + sw / 2 for x, _ in fld.cells) / len(fld.cells)
            if self.compact:
                my = sum(y + 1.5 for _, y in fld.cells) / len(fld.cells)
            else:
                my = sum(y * sh + sh / 2 for _, y in fld.cells) / len(fld.cells)
            runs[fld.id].sort(key=lambda r: (-r[2], abs(r[0] - my) * 2 + abs(r[1] + r[2] / 2 - mx)))
        return runs


@lru_cache(maxsize=16)
def geometry(board: Board, w: int, h: int) -> Geometry:
    return Geometry(board, w, h)


def map_needs(width: int, height: int) -> tuple[int, int]:
    """The smallest room (columns, rows) a map of a board of width x height
    cells is drawn in: the compact drawing with the narrowest cells."""
    return width * (MIN_W + 1) + 1, height + 1


def cell_size(board: Board, width: int, height: int) -> tuple[int, int] | None:
    """The largest cell interior (w, h) whose map fits width x height, kept
    roughly square on screen (a character is about twice as tall as wide);
    h == 0 when only the compact drawing fits; None if even that does not
    (or the board has no cells)."""
    if board.width <= 0 or board.height <= 0:  # readers refuse such boards; never divide by zero
        return None
    w_max = (width - 1) // board.width - 1
    h_max = (height - 1) // board.height - 1
    if w_max < MIN_W:
        return None
    if h_max < MIN_H:  # no room for a line between rows: the compact drawing, if it fits
        return (min(w_max, MIN_W + 1), 0) if height >= board.height + 1 else None
    h = max(MIN_H, min(h_max, (w_max - 1) // 2))
    w = min(w_max, 2 * h + 3)  # a little wider than square leaves room for "A 123"
    return w, h


def shade_fields(board: Board, shades: int) -> tuple[int, ...]:
    """A shade index per field such that neighbours differ: backtracking in
    DSATUR order (most constrained field first), which with four shades
    finishes at once on real boards; should the bounded search give up, a
    field takes the shade fewest of its neighbours use."""
    n = len(board.fields)
    near = board.neighbours
    colour: list[int | None] = [None] * n
    budget = [5000]  # bounds the time on a pathological board

    def pick() -> int | None:
        best, key = None, None
        for f in range(n):
            if colour[f] is None:
                k = (len({colour[g] for g in near[f] if colour[g] is not None}), len(near[f]))
                if key is None or k > key:
                    best, key = f, k
        return best

    def solve() -> bool:
        f = pick()
        if f is None:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        used = {colour[g] for g in near[f]}
        for c in range(shades):
            if c not in used:
                colour[f] = c
                if solve():
                    return True
        colour[f] = None
        return False

    if not solve():
        for f in range(n):
            if colour[f] is None:
                counts = [sum(1 for g in near[f] if colour[g] == c) for c in range(shades)]
                colour[f] = counts.index(min(counts))
    return tuple(c or 0 for c in colour)


@lru_cache(maxsize=16)
def _shades_of(board: Board, count: int) -> tuple[int, ...]:
    return shade_fields(board, count)


class FieldMap(Widget):
    """The board with the real shapes of its fields."""

    DEFAULT_CSS = """
    FieldMap {
        width: 1fr;
        height: 1fr;
    }
    """

    # Clicks pick fields; dragging must not start a text selection of box characters.
    ALLOW_SELECT = False

    board: reactive[Board] = reactive(None, layout=True)  # type: ignore[arg-type]
    owners: reactive[tuple] = reactive(())
    lots: reactive[tuple] = reactive(())
    up_next: reactive[tuple] = reactive(())
    prices: reactive[dict] = reactive(dict)
    # Its watcher repaints what it changes: a whole-widget repaint would undo the saving.
    highlight: reactive[int | None] = reactive(None, repaint=False)
    # When the prices shown were paid: "last turn" on the bid screen, "this turn"
    # while a turn's sales are being revealed.
    paid_when: reactive[str] = reactive("last turn")

    class FieldClicked(Message):
        """A field of the map was clicked."""

        def __init__(self, field_map: "FieldMap", field: int, lot: int | None) -> None:
            super().__init__()
            self.field_map = field_map
            self.field = field
            self.lot = lot  # 1-based lot number, or None if the field is not a lot

        @property
        def control(self) -> "FieldMap":
            return self.field_map

    def __init__(self, board: Board, names: Sequence[str], *, name=None, id=None, classes=None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.names = tuple(names)
        self.marks = player_marks(self.names)
        self.set_reactive(FieldMap.board, board)
        self.set_reactive(FieldMap.owners, (None,) * len(board.fields))
        self._lines: list[Strip] | None = None
        self._lines_key: tuple | None = None
        self._drawn: _Drawn | None = None  # what _lines were drawn from, for a highlight's redraw

    # -- state -------------------------------------------------------------

    def show_state(self, state: GameState, *, prices: bool = True) -> None:
        """Set board (if different), owners, lots, up_next and (from
        state.last_report) prices at once."""
        if state.board != self.board:
            self.board = state.board
        self.owners = state.owners
        self.lots = state.lots
        self.up_next = state.up_next
        report = state.last_report
        self.prices = {s.field: s.price for s in report.sales} if prices and report else {}

    def set_names(self, names: Sequence[str]) -> None:
        """New players (a new game with other seats): new marks."""
        self.names = tuple(names)
        self.marks = player_marks(self.names)
        self._lines = None
        self.refresh()

    def _changed(self) -> None:
        self._lines = None
        self.refresh()

    def watch_board(self) -> None:
        if len(self.owners) != len(self.board.fields):
            self.set_reactive(FieldMap.owners, (None,) * len(self.board.fields))
        self._changed()

    watch_owners = watch_lots = watch_up_next = watch_prices = watch_paid_when = _changed

    def watch_highlight(self, old: int | None, new: int | None) -> None:
        """A highlight moves (Tab between lots): only the lines of the map where the
        old or the new field's outline and labels are get drawn again and repainted,
        not the whole map (that was most of the key's cost)."""
        drawn = self._drawn
        if self._lines is None or drawn is None or self._lines_key != self.content_size:
            self._changed()
            return
        lines = self._lines
        width = self.content_size.width
        for cy in sorted(set(self._highlighted(drawn, old)) | set(self._highlighted(drawn, new))):
            y = drawn.y0 + cy
            if 0 <= y < len(lines):
                lines[y] = self._strip(drawn, cy, new)
                self.refresh(Region(0, y, width, 1))

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, lambda _theme: self._changed())

    def on_resize(self) -> None:
        self._lines = None

    # -- sizing ------------------------------------------------------------

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.board.width * (MIN_W + 1) + 1

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return map_needs(self.board.width, self.board.height)[1]

    def _layout(self) -> tuple[Geometry, int, int] | None:
        """The geometry that fits the widget and its top-left offset (centred)."""
        width, height = self.content_size
        size = cell_size(self.board, width, height)
        if size is None:
            return None
        geo = geometry(self.board, *size)
        return geo, (width - geo.width) // 2, (height - geo.height) // 2

    # -- drawing -----------------------------------------------------------

    def notify_style_update(self) -> None:
        # The background (our base style) may have changed: restyle on next paint.
        super().notify_style_update()
        self._lines = None

    def render_line(self, y: int) -> Strip:
        # The key is cheap to compute: style and theme changes clear _lines
        # themselves, so a repaint with nothing changed is a list lookup.
        key = self.content_size
        if self._lines is None or self._lines_key != key:
            self._lines = self._render_all(self.rich_style)
            self._lines_key = key
        if 0 <= y < len(self._lines):
            return self._lines[y]
        return Strip.blank(self.content_size.width, self.rich_style)

    def _render_all(self, base: Style) -> list[Strip]:
        self._drawn = None
        width, height = self.content_size
        layout = self._layout()
        if layout is None:
            return self._too_small(base, width, height)
        geo, x0, y0 = layout
        drawn = self._drawn = self._draw(geo, base, x0, y0, width)
        blank = Strip.blank(width, base)
        lines = [blank] * height
        for cy in range(geo.height):
            if 0 <= y0 + cy < height:
                lines[y0 + cy] = self._strip(drawn, cy, self.highlight)
        spare = height - geo.height
        legend = self.legend(width, spare)
        y = min(height - len(legend), y0 + geo.height)  # right below the map
        for i, words in enumerate(legend):  # the spare lines say what the marks mean
            lines[y + i] = Strip([Segment(words.center(width), base + Style(dim=True, italic=True))], width)
        return lines

    def _strip(self, drawn: "_Drawn", cy: int, highlight: int | None) -> Strip:
        """Line ``cy`` of the map drawn with ``highlight``, padded to the widget's width."""
        row = self._highlighted(drawn, highlight).get(cy, drawn.rows[cy])
        under = drawn.underline.get(cy)
        if under:
            row = list(row)
            for cx in under:
                ch, style = row[cx]
                row[cx] = (ch, style + Style(underline=True))
        segments = []
        run_style: Style | None = None
        run_text: list[str] = []
        for ch, style in row:
            if style is not run_style and run_text:
                segments.append(Segment("".join(run_text), run_style))
                run_text = []
            run_style = style
            run_text.append(ch)
        if run_text:
            segments.append(Segment("".join(run_text), run_style))
        return Strip(drawn.left + segments + drawn.right, drawn.width)

    def legend(self, width: int, rows: int = 1) -> list[str]:
        """What the map's marks mean, in at most ``rows`` lines of ``width``: the lot
        numbers, next turn's lots (numbered on from this turn's, in their order)
        and a mark with a price (sold last turn, or this turn during its reveal).
        Whatever does not fit is left out."""
        parts = []
        if self.lots:
            parts.append(f"1-{len(self.lots)}: lots now" if len(self.lots) > 1 else "1: the lot now")
        if self.up_next:
            first, last = len(self.lots) + 1, len(self.lots) + len(self.up_next)
            parts.append(f"{first}-{last}: next turn" if last > first else f"{first}: next turn")
        if self.prices:  # the example is a real one of this map
            field, price = min(self.prices.items())
            owner = self.owners[field] if field < len(self.owners) else None
            mark = self.marks[owner] if owner is not None and owner < len(self.marks) else "A"
            parts.append(f"{mark} {price}: {mark} paid {price} {self.paid_when}")
        out: list[str] = []
        for part in parts:
            if out and len(out[-1]) + 3 + len(part) <= width:
                out[-1] += " · " + part
            elif len(out) < rows and len(part) <= width:
                out.append(part)
        return out

    def _too_small(self, base: Style, width: int, height: int) -> list[Strip]:
        need_w, need_h = map_needs(self.board.width, self.board.height)
        words = f"{ENLARGE} (it needs {need_w}x{need_h}).".split()
        rows, row = [], ""
        for word in words:  # wrap to the width we have
            if row and len(row) + 1 + len(word) > width:
                rows.append(row)
                row = word
            else:
                row = f"{row} {word}" if row else word
        rows.append(row)
        style = base + Style(italic=True)
        lines = [Strip.blank(width, base)] * height
        top = max(0, (height - len(rows)) // 2)
        for i, text in enumerate(rows[:height]):
            text = text[:width].center(width)
            lines[top + i] = Strip([Segment(text, style)], width)
        return lines

    def _draw(self, geo: Geometry, base: Style, x0: int, y0: int, width: int) -> "_Drawn":
        """Every character of the map with its style, without the highlight (and in
        the compact drawing without the underlines): what a highlight is drawn on."""
        dark = theme_is_dark(self)
        board = self.board
        n = len(board.fields)
        owners = tuple(self.owners) + (None,) * (n - len(self.owners))
        lot_number = {f: i + 1 for i, f in enumerate(self.lots)}
        up_next = {f: len(self.lots) + i + 1 for i, f in enumerate(self.up_next)}
        shades = unsold_shades(dark)
        shade_of = _shades_of(board, len(shades))
        lot_bg = lot_fill(dark)

        line_colour = "#a9adb4" if dark else "#4a4d52"
        hi_colour = "#ffffff" if dark else "#000000"
        line_style = base + Style(color=line_colour)
        # Underlines are boundaries in the compact drawing: there a highlighted label is reversed.
        marked = Style(reverse=True) if geo.compact else Style(underline=True)

        fills: list[Style] = []
        labels: list[list[tuple[str, Style]]] = []  # per field: texts in order of importance
        for f in range(n):
            owner = owners[f]
            if owner is not None:
                bg = player_colour(owner)
                fill = Style(bgcolor=bg, color=text_on(bg))
                mark = self.marks[owner] if owner < len(self.marks) else str(owner + 1)
                texts = [mark]
                if f in self.prices:
                    texts.append(str(self.prices[f]))
                label_style = fill + Style(bold=True)
            elif f in lot_number:
                fill = Style(bgcolor=lot_bg, color=text_on(lot_bg))
                texts = [str(lot_number[f])]
                label_style = fill + Style(bold=True)
            else:
                bg = shades[shade_of[f]]
                fill = Style(bgcolor=bg, color=line_colour)
                texts = [str(up_next[f])] if f in up_next else []
                label_style = fill
            fills.append(fill)
            labels.append([(t, label_style) for t in texts])

        light = geo.light
        rows = [
            [(" ", fills[f]) if f >= 0 else (light[(cx, cy)], line_style) for cx, f in enumerate(frow)]
            for cy, frow in enumerate(geo.field)
        ]
        for f in range(n):
            self._place(rows, geo.slots[f], labels[f])
        underline: dict[int, list[int]] = {}
        for cx, cy in geo.underline:
            underline.setdefault(cy, []).append(cx)
        right_pad = width - x0 - geo.width
        return _Drawn(
            geo=geo,
            rows=rows,
            labels=[[(t, style + marked) for t, style in texts] for texts in labels],
            hi_line_style=base + Style(color=hi_colour, bold=True),
            underline=underline,
            y0=y0,
            width=width,
            left=[Segment(" " * x0, base)] if x0 > 0 else [],
            right=[Segment(" " * right_pad, base)] if right_pad > 0 else [],
        )

    def _highlighted(self, drawn: "_Drawn", highlight: int | None) -> dict[int, list[tuple[str, Style]]]:
        """The rows ``highlight`` changes, by row, drawn with it: its outline in heavy
        lines, its labels marked. Empty without a highlight."""
        geo = drawn.geo
        rows = _RowCopies(drawn.rows)
        if highlight is None or not 0 <= highlight < len(geo.outline):
            return rows
        light = geo.light
        for cx, cy in geo.outline[highlight]:
            weights = tuple(0 if a is None else (2 if highlight in a else 1) for a in geo.arms[(cx, cy)])
            rows[cy][cx] = (BOX.get(weights) or light[(cx, cy)], drawn.hi_line_style)
        self._place(rows, geo.slots[highlight], drawn.labels[highlight])
        return rows

    @staticmethod
    def _place(rows, slots, texts) -> None:
        """Write a field's texts into its best runs: all on one run when they
        fit ("A 42"), else squeezed ("A42"), else each text in the next run
        where it fits (the mark always fits: runs are at least MIN_W wide).
        A field with room for one text only shows its price (the last of its
        texts): the colour still says whose it is, and a price left out would
        be lost, while the mark is on every other field of that player."""
        if not texts or not slots:
            return
        row, start, length = slots[0]
        for joined in (" ".join(t for t, _ in texts), "".join(t for t, _ in texts)):
            if len(joined) <= length:
                _write(rows[row], start, length, joined, texts[0][1])
                return
        if len(slots) == 1 and len(texts) > 1 and len(texts[-1][0]) <= length:
            _write(rows[row], start, length, texts[-1][0], texts[-1][1])
            return
        free = list(slots)
        for text, style in texts:
            for i, (row, start, length) in enumerate(free):
                if len(text) <= length:
                    _write(rows[row], start, length, text, style)
                    del free[i]
                    break

    # -- mouse -------------------------------------------------------------

    def field_at_offset(self, x: int, y: int) -> int | None:
        """The field under content offset (x, y), or None (a line or outside)."""
        layout = self._layout()
        if layout is None:
            return None
        geo, x0, y0 = layout
        cx, cy = x - x0, y - y0
        if 0 <= cy < geo.height and 0 <= cx < geo.width:
            f = geo.field[cy][cx]
            return f if f >= 0 else None
        return None

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        field = self.field_at_offset(offset.x, offset.y)
        if field is not None:
            event.stop()
            lot = self.lots.index(field) + 1 if field in self.lots else None
            self.post_message(self.FieldClicked(self, field, lot))


def _write(row: list, start: int, length: int, text: str, style: Style) -> None:
    """Centre ``text`` in the run row[start:start+length]."""
    at = start + (length - len(text)) // 2
    for i, ch in enumerate(text):
        row[at + i] = (ch, style)


class _RowCopies(dict):
    """Rows of a drawing copied when first written to: the rows a highlight
    changes, the others left shared with the drawing."""

    def __init__(self, rows: list[list[tuple[str, Style]]]) -> None:
        super().__init__()
        self.rows = rows

    def __missing__(self, cy: int) -> list[tuple[str, Style]]:
        row = self[cy] = list(self.rows[cy])
        return row


@attrs.frozen
class _Drawn:
    """A map drawn without its highlight, and where it sits in the widget."""

    geo: Geometry
    rows: list[list[tuple[str, Style]]]
    labels: list[list[tuple[str, Style]]]  # per field, its label texts as a highlight marks them
    hi_line_style: Style
    underline: dict[int, list[int]]  # per row, the characters underlined (the compact drawing)
    y0: int
    width: int
    left: list[Segment]
    right: list[Segment]
