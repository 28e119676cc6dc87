"""The terminal map of Ley of the Land (spec section 8), as Rich text.

Twenty lines of at most 79 columns: the header, the market with its five
tiles, the round's bids / order / actions, then per seat a name line, a cube
line and its 3 x 3 board, with the complete sections of the seat in focus
on the right. A tile is a 3 x 3 glyph: the four edge letters around its
mark (``+`` basic, ``*`` Faerie Ring, ``o`` Crop Circle)::

    \\G/
    Y+G
    /Y\\

Letters are always there; colour is added (green / dark gold, readable on
dark and light themes). The layout is fixed so that a click can be mapped
back to a market slot or a board space (``hit``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

import attrs
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ...rules.leyland import game, tiles
from ...rules.leyland.game import State
from ...widgets.names import cut, short_names
from ...widgets.palette import text_on

COLOUR_STYLE = {"G": "bold #1f9a3a", "Y": "bold #b8860b"}
SEAT_COLOURS = ("#d03030", "#2f6fd8", "#a23bb0", "#0f8a8a")
SEAT_STYLES = tuple(f"bold {c}" for c in SEAT_COLOURS)
SEAT_MARKS = "ABCD"
MARKET_COL, MARKET_ROW = 8, 2  # slot k's glyph at column 8 + 5 (k - 1), rows 2..4
BOARD_COL, BOARD_ROW, BOARD_STEP = 1, 7, 15  # a seat's board frame: column 1 + 15 seat, rows 7..19
SIDE_COL = 61  # the points and the sections panel, right of the boards
WIDTH = 79
SIDE_WIDTH = WIDTH - SIDE_COL


@attrs.frozen
class Preview:
    """A tile being placed: where it is and whether it fits there."""

    seat: int
    tile: int
    x: int
    y: int
    rotation: int
    fits: bool
    spaces: frozenset[tuple[int, int]] = frozenset()  # where it fits in some rotation


NAME_WIDTH = 7  # a seat's name on the map (the seat line: letter, name, money)


@attrs.frozen
class Room:
    """The map's columns: its width, a name's width, a board's step and where the
    round's words and the side panel start."""

    width: int = WIDTH
    name_width: int = NAME_WIDTH
    board_step: int = BOARD_STEP
    side_col: int = SIDE_COL
    right_col: int = 35
    cell: int = 3  # a space's glyph: cell x cell characters

    @property
    def side_width(self) -> int:
        return self.width - self.side_col

    @property
    def pitch(self) -> int:
        """From one space of a board to the next (its glyph and a line)."""
        return self.cell + 1

    @property
    def board_size(self) -> int:
        """A board's width and height, its frame included."""
        return 3 * self.pitch + 1


NARROW = Room()
# From 118 columns: whole names (up to 14 characters, the form's limit) everywhere
# on the map, and a wider panel of points and sections.
WIDE = Room(width=117, name_width=14, board_step=22, side_col=89)
# From 38 rows as well: every space a 5 x 5 glyph, its triangles filled with their
# colour (the boards 19 lines high instead of 13).
TALL = attrs.evolve(WIDE, cell=5)
TALL_ROWS = 38


def room_for(columns: int, rows: int = 0) -> Room:
    """The layout that fits a window ``columns`` wide and ``rows`` high."""
    if columns <= WIDE.width:
        return NARROW
    return TALL if rows >= TALL_ROWS else WIDE


def short(state: State, width: int = NAME_WIDTH) -> list[str]:
    """The seats' names cut to ``width``, still told apart (``widgets.names``)."""
    return short_names(state.names(), width)


def seat_tag(seat: int, name: str, width: int = 0) -> Text:
    """The seat's letter and name in its colour (the same mark everywhere: board,
    hand-over, tables and log)."""
    text = Text()
    text.append(SEAT_MARKS[seat], style=SEAT_STYLES[seat] + " reverse")
    text.append(" ")
    text.append(cut(name, width) if width else name, style=SEAT_STYLES[seat])
    return text


def seat_name(seat: int, name: str) -> Text:
    """A seat's (already shortened) name in its colour, for lines of words."""
    return Text(name, style=SEAT_STYLES[seat])


def glyph(tile: int, rotation: int = 0, style: str = "") -> list[Text]:
    """The 3 x 3 glyph of a tile in a rotation (three rows of three cells)."""
    n, e, s, w = tuple(tiles.rotated(tile, rotation))

    def c(ch: str) -> Text:
        return Text(ch, style=COLOUR_STYLE[ch] + (" " + style if style else ""))

    def p(ch: str) -> Text:
        return Text(ch, style=style or "dim")

    return [
        Text.assemble(p("\\"), c(n), p("/")),
        Text.assemble(c(w), p(tiles.mark(tile)), c(e)),
        Text.assemble(p("/"), c(s), p("\\")),
    ]


FILL = {"G": "#1f9a3a", "Y": "#b8860b"}
FILL_STYLE = {c: f"bold {text_on(fill)} on {fill}" for c, fill in FILL.items()}
# The 5 x 5 glyph: which triangle (0 N, 1 E, 2 S, 3 W) each cell belongs to, a
# line ("\" "/") or the centre mark ("m"); each edge's letter sits mid-edge.
BIG = ("\\000/", "3\\0/1", "33m11", "3/2\\1", "/222\\")
BIG_LETTER = {(0, 2): 0, (2, 4): 1, (4, 2): 2, (2, 0): 3}


@lru_cache(maxsize=1024)
def big_glyph(tile: int, rotation: int = 0, style: str = "", lit: frozenset[int] = frozenset()) -> tuple[Text, ...]:
    """The 5 x 5 glyph of a tile: each triangle filled with its colour, its letter
    at the middle of its edge. ``lit``: the sides (0-3) shown reversed. Kept (the
    same few glyphs fill every board, at every key): not to be changed."""
    edges = tuple(tiles.rotated(tile, rotation))
    rows: list[Text] = []
    for r, pattern in enumerate(BIG):
        row = Text()
        for c, ch in enumerate(pattern):
            if ch in "\\/":
                row.append(ch, style=style or "dim")
            elif ch == "m":
                row.append(tiles.mark(tile), style=style or "bold")
            else:
                side = int(ch)
                colour = edges[side]
                look = FILL_STYLE[colour] + (" reverse" if side in lit else "")
                row.append(colour if BIG_LETTER.get((r, c)) == side else " ", style=f"{look} {style}".strip())
        rows.append(row)
    return tuple(rows)


def _pad(text: Text, width: int) -> Text:
    if text.cell_len < width:
        text.append(" " * (width - text.cell_len))
    elif text.cell_len > width:
        text.truncate(width)
    return text


RIGHT_COL = 35  # the round's bids, order and actions, right of the market
RIGHT_ROWS = 4


def flow(tokens: Sequence[Text], width: int, rows: int) -> list[Text]:
    """Tokens (never split) laid into at most ``rows`` lines of ``width``; a line
    that does not fit ends in "…" rather than running past the edge."""
    lines = [Text()]
    for token in tokens:
        line = lines[-1]
        gap = 1 if line.cell_len else 0
        if line.cell_len and line.cell_len + gap + token.cell_len > width:
            lines.append(Text("  "))
            line, gap = lines[-1], 0
        if gap:
            line.append(" ")
        line.append_text(token)
    if len(lines) > rows:
        lines = lines[:rows]
        lines[-1].truncate(width - 1)
        lines[-1].append("…")
    return [_pad(line, width) for line in lines] + [Text(" " * width) for _ in range(rows - len(lines))]


def round_words(state: State, room: Room = NARROW) -> list[Text]:
    """This round so far, right of the market: the bids in action order (the last
    seat marked), the actions taken, the exclusive actions still open."""
    width = room.width - room.right_col
    if state.bids is None:
        words = "game over" if state.is_over else "bids  secret until everyone has bid"
        return flow([Text(words, style="italic")], width, RIGHT_ROWS)
    names = short(state, room.name_width)
    tokens = [Text("bids", style="bold")]
    for i, s in enumerate(state.order):
        tag = seat_name(s, names[s])
        tag.append(f" {state.bids[s]}" + ("," if i < len(state.order) - 1 else " (last)"))
        tokens.append(tag)
    out = flow(tokens, width, 2)
    tokens = [Text("done", style="bold")]
    if not state.actions:
        tokens.append(Text("-", style="dim"))
    for i, d in enumerate(state.actions):
        tag = seat_name(d.seat, names[d.seat])
        tag.append(f" {d.do}" + ("," if i < len(state.actions) - 1 else ""))
        tokens.append(tag)
    still = [a for a in game.EXCLUSIVE if a not in state.taken]
    tokens.append(Text("open: " + " ".join(still) if still else "all taken", style="dim"))
    return out + flow(tokens, width, RIGHT_ROWS - 2)


def header(state: State, right: str = "", room: Room = NARROW) -> Text:
    names = short(state, room.name_width)
    phase = "over" if state.is_over else "bidding" if state.bidding else "actions"
    text = Text("Ley of the Land", style="bold")
    text.append(f"  round {state.round}  {phase}  marker: ")
    text.append(names[state.marker], style=SEAT_STYLES[state.marker])
    text.append(f"  stack {len(state.stack)}")
    spare = room.width - text.cell_len - len(right)
    if right and spare >= 1:
        text.append(" " * spare + right)
    return text


def points_rows(state: State, room: Room = NARROW) -> list[Text]:
    """Every seat's points if the game ended now (provisional until it does)."""
    names = short(state, room.name_width)
    out = [Text("final points" if state.is_over else "provisional points", style="bold")]
    for sc in game.scores(state):
        line = seat_tag(sc.seat, names[sc.seat])
        line.append(" " * max(1, room.side_width - line.cell_len - 3) + f"{sc.total:>3}")
        out.append(line)
    return out


def sections_rows(state: State, seat: int, rows: int, room: Room = NARROW) -> list[Text]:
    """The complete sections of the seat in focus: colour, spaces, cubes / capacity."""
    names = short(state, room.name_width)
    out = [Text.assemble((names[seat], SEAT_STYLES[seat]), " sections")]
    placed = state.placed[seat]
    if not placed:
        return out + [Text("none complete", style="dim")]
    named = tiles.section_names(state.boards[seat])
    shown = placed if len(placed) <= rows - 1 else placed[: rows - 2]
    for p in shown:
        line = Text(p.colour, style=COLOUR_STYLE[p.colour])
        where = named[p.section].split(" ", 1)[1]  # the spaces; the letter says the colour
        cubes = f"{p.cubes}/{p.capacity}"
        line.append(" " + cut(where, room.side_width - 3 - len(cubes)))
        line.append(" " * max(1, room.side_width - line.cell_len - len(cubes)) + cubes)
        out.append(line)
    if len(shown) < len(placed):
        out.append(Text(f"+{len(placed) - len(shown)} more (Tab: next seat)", style="dim"))
    return out


def side_panel(state: State, seat: int, rows: int, room: Room = NARROW) -> list[Text]:
    """Right of the boards: the points so far, then the sections of the seat in focus."""
    top = points_rows(state, room)
    return top + sections_rows(state, seat, rows - len(top), room)


def seat_lines(state: State, seats: Sequence[int], room: Room = NARROW) -> tuple[Text, Text]:
    """Above each board: letter, name and money; then cubes (reserve + placed) and
    the largest section."""
    names = short(state, room.name_width)
    step = room.board_step
    head, cubes = Text(" "), Text(" ")
    for s in seats:
        money = f"${state.money[s]}"
        h = seat_tag(s, names[s], step - 4 - len(money))
        h.append(" " * max(1, step - 2 - h.cell_len - len(money)) + money)
        head.append_text(_pad(h, step))
        faerie = f"{state.faerie[s]}+{state.cubes_placed(s, 'G')}"
        wheat = f"{state.wheat[s]}+{state.cubes_placed(s, 'Y')}"
        largest = f"L{state.largest(s)}"
        # at most BOARD_STEP - 1 cells, so a space always parts it from the next seat's
        gap = " " if len(faerie) + len(wheat) + len(largest) + 4 <= step - 1 else ""
        c = Text("F", style=COLOUR_STYLE["G"])
        c.append(f"{faerie} ")
        c.append("W", style=COLOUR_STYLE["Y"])
        c.append(f"{wheat}{gap}{largest}")
        cubes.append_text(_pad(_pad(c, step - 1), step))
    return head, cubes


def map_lines(
    state: State,
    focus: int = 0,
    preview: Preview | None = None,
    right: str = "",
    highlight: dict[int, frozenset[int]] | None = None,
    slots: Sequence[int] | None = None,
    slot_cursor: int | None = None,
    room: Room = NARROW,
) -> list[Text]:
    """The 20 lines of the map (26 in the TALL room). ``highlight`` marks triangles (per seat) of just
    completed sections; ``slots`` are the market slots that may be chosen (others
    dimmed) and ``slot_cursor`` the one under the cursor. ``room``: the columns
    (``room_for`` the window's width)."""
    lines = [_pad(header(state, right, room), room.width)]
    extra = round_words(state, room)
    market = Text(" Market  " + "    ".join(str(k) for k in range(1, 6)) + "     ")
    lines.append(_pad(market, room.right_col) + extra[0])
    rows = [Text(" " * MARKET_COL) for _ in range(3)]
    for k, t in enumerate(state.market, 1):
        if t is None:
            cells = [Text("   ") for _ in range(3)]
        else:
            style = ""
            if slots is not None and k not in slots:
                style = "dim"
            if slot_cursor == k:
                style = "reverse"
            cells = glyph(t, 0, style)
        for r in range(3):
            rows[r].append_text(cells[r])
            rows[r].append("  ")
    for r in range(3):
        lines.append(_pad(rows[r], room.right_col) + extra[r + 1])
    below = boards_lines(state, preview, highlight, room=room)
    panel = side_panel(state, focus, len(below), room)
    for r, line in enumerate(below):
        line = _pad(line, room.side_col)
        if r < len(panel):
            line.append_text(panel[r])
        lines.append(_pad(line, room.width))
    return lines


def boards_lines(
    state: State,
    preview: Preview | None = None,
    highlight: dict[int, frozenset[int]] | None = None,
    seats: Sequence[int] | None = None,
    room: Room = NARROW,
) -> list[Text]:
    """The seats' two lines of figures and their boards beneath, side by side."""
    seats = range(state.n) if seats is None else seats
    head, cubes = seat_lines(state, seats, room)
    gap = " " * (room.board_step - room.board_size)
    board_rows = [Text(" ") for _ in range(room.board_size)]
    for s in seats:
        block = board_block(
            state, s, preview if preview and preview.seat == s else None, (highlight or {}).get(s, frozenset()), room
        )
        for r in range(room.board_size):
            board_rows[r].append_text(block[r])
            board_rows[r].append(gap)
    return [head, cubes, *board_rows]


def board_block(
    state: State, seat: int, preview: Preview | None, lit: frozenset[int], room: Room = NARROW
) -> list[Text]:
    """A seat's board: its frame and 3 x 3 spaces of ``room.cell`` characters, the
    columns lettered a-c on its top edge and the rows numbered 1-3 on its left edge
    (the names of the spaces)."""
    board = state.boards[seat]
    size, big = room.cell, room.cell > 3
    half = size // 2
    border = Text(("+" + "-" * size) * 3 + "+", style="dim")
    out = [
        Text.assemble(
            *(
                part
                for c in "abc"
                for part in (("+" + "-" * half, "dim"), (c, "bold"), ("-" * (size - half - 1), "dim"))
            ),
            ("+", "dim"),
        )
    ]
    for y in range(3):
        cells: list[Sequence[Text]] = []
        for x in range(3):
            sp = board[tiles.index(x, y)]
            if preview is not None and (preview.x, preview.y) == (x, y):
                style = "reverse" if preview.fits else "reverse on #8b1a1a"
                cells.append((big_glyph if big else glyph)(preview.tile, preview.rotation, style))
            elif sp is None:
                mark = "·" if preview is not None and (x, y) in preview.spaces else " "
                blank = Text(" " * size)
                cells.append([blank] * half + [Text(" " * half + mark + " " * half, style="bold")] + [blank] * half)
            else:
                base = 4 * tiles.index(x, y)
                sides = frozenset(side for side in range(4) if base + side in lit)
                if big:
                    cells.append(big_glyph(sp[0], sp[1], lit=sides))
                    continue
                g = glyph(sp[0], sp[1])
                for side, (gr, gc) in enumerate(((0, 1), (1, 2), (2, 1), (1, 0))):
                    if side in sides:
                        g[gr].stylize("reverse", gc, gc + 1)
                cells.append(g)
        for r in range(size):
            row = Text(str(y + 1), style="bold") if r == half else Text("|", style="dim")
            for x in range(3):
                row.append_text(cells[x][r])
                row.append("|", style="dim")
            out.append(row)
        out.append(border.copy())
    return out


class Boards:
    """Every seat's board, as many side by side as the width allows (game over)."""

    def __init__(self, state: State) -> None:
        self.state = state

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(BOARD_STEP + 1, BOARD_STEP * self.state.n + 1)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        per_row = max(1, min(self.state.n, (options.max_width - 1) // BOARD_STEP))
        seats = list(range(self.state.n))
        rows = [seats[i : i + per_row] for i in range(0, len(seats), per_row)]
        lines: list[Text] = []
        for k, row in enumerate(rows):
            lines += ([Text("")] if k else []) + boards_lines(self.state, seats=row)
        yield Text("\n").join(lines)


def hit(state: State, x: int, y: int, room: Room = NARROW) -> tuple[str, int, int, int] | None:
    """What a click at (x, y) of the map touches: ("slot", k, 0, 0) or
    ("space", seat, col, row), or None."""
    if MARKET_ROW <= y < MARKET_ROW + 3:
        k, off = divmod(x - MARKET_COL, 5)
        if 0 <= k < 5 and off < 3:
            return "slot", k + 1, 0, 0
    last = room.board_size - 1
    if BOARD_ROW < y < BOARD_ROW + last:
        seat, off = divmod(x - BOARD_COL, room.board_step)
        pitch = room.pitch
        if 0 <= seat < state.n and 0 < off < last and (off % pitch) and ((y - BOARD_ROW) % pitch):
            return "space", seat, off // pitch, (y - BOARD_ROW) // pitch
    return None


def reveal_lines(state_before: State, reveal: game.Reveal) -> list[Text]:
    """The reveal in words: every bid, who paid what, the order and how ties went."""
    names = state_before.names()
    n = state_before.n
    out = [Text(f"Round {reveal.round}: the bids are revealed. Everyone pays their bid.", style="bold")]
    for s in reveal.order:
        line = Text("  ")
        line.append_text(_pad(seat_tag(s, names[s], 12), 16))
        line.append(
            f"bids {reveal.bids[s]:>2}   pays {reveal.bids[s]:>2}   "
            f"money {state_before.money[s]:>2} -> {state_before.money[s] - reveal.bids[s]}"
        )
        out.append(line)
    order = Text("Order: ")
    for i, s in enumerate(reveal.order):
        if i:
            order.append(", ")
        order.append(names[s], style=SEAT_STYLES[s])
    order.append(" (last: may Invest for twice the bid).")
    out.append(order)
    groups: dict[int, list[int]] = {}
    for s in range(n):
        groups.setdefault(reveal.bids[s], []).append(s)
    ties = [g for g in groups.values() if len(g) > 1]
    if ties:
        for g in ties:
            ordered = sorted(g, key=lambda s: (s - reveal.marker) % n)
            out.append(
                Text(
                    f"Tie at {reveal.bids[g[0]]}: clockwise from the marker ({names[reveal.marker]}): "
                    + ", ".join(names[s] for s in ordered)
                    + "."
                )
            )
    else:
        out.append(Text("No ties.", style="dim"))
    return out


def reveal_summary(state_before: State, reveal: game.Reveal) -> Text:
    """The reveal in two lines: every bid, paid, in action order; how ties went."""
    names = state_before.names()
    n = state_before.n
    text = Text("Bids revealed, all paid: ")
    for i, s in enumerate(reveal.order):
        text.append(", " if i else "")
        text.append_text(seat_tag(s, names[s]))
        text.append(f" {reveal.bids[s]}" + (" (last)" if i == n - 1 else ""))
    tied = len(set(reveal.bids)) < n
    marker = names[reveal.marker]
    text.append(f". Ties go clockwise from the marker, {marker}." if tied else ". No ties.")
    return text
