"""Auction Land's terminal map (spec section 9) as Rich text: the header, the
market row, the auction line, every island (small), the large island of a
seat placing a tile, and the last transactions in words.

Terrain letters are always drawn (colour is never the only cue); seats carry a
letter A-F and a colour. Money appears only where the caller says so: every
seat's in visible mode, or the one seat's own on its private screens.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from rich.text import Span, Text

from ...rules.auctionland import game, island, tiles
from ...rules.auctionland.game import State
from ...rules.players import verb
from ...widgets.names import short_names

TERRAIN_STYLE = {
    "B": "bold #000000 on #f2dc8c",
    "T": "bold #000000 on #f4a0a0",
    "G": "bold #000000 on #9ed89e",
    "H": "bold #000000 on #a8bff0",
}
WATER = "#4a8fd0"
SEAT_COLOURS = ("#d03030", "#2f6fd0", "#208a30", "#b030b0", "#108f8f", "#b07a00")
LETTERS = "ABCDEF"
COL = 7  # market column width


def seat_style(seat: int) -> str:
    return f"bold {SEAT_COLOURS[seat % len(SEAT_COLOURS)]}"


def names_of(state: State) -> list[str]:
    return [p.name for p in state.settings.players]


@lru_cache(maxsize=64)
def _short(names: tuple[str, ...], width: int) -> tuple[str, ...]:
    return tuple(short_names(names, width))


def short(state: State, width: int) -> tuple[str, ...]:
    """Every seat's name in ``width`` characters, no two alike (the board redraws
    on every key: the cuts are worked out once per game and width)."""
    return _short(tuple(names_of(state)), width)


def tag(state: State, seat: int, money: bool = False, width: int = 0) -> Text:
    """ "A Ann" (+ " $9" when money is shown), in the seat's colour. In ``width``
    the money stays whole and the name gives way, cut so that it still reads
    unlike every other seat's name (``short_names``)."""
    t = Text()
    t.append_text(mark(seat))
    tail = f" ${state.money[seat]}" if money else ""
    room = width - 2 - len(tail) if width else 0
    if not width:
        t.append(" " + names_of(state)[seat], seat_style(seat))
    elif room >= 2:
        t.append(" " + short(state, room)[seat], seat_style(seat))
    t.append(tail)
    if width:
        t.truncate(width, pad=True)
    return t


def mark(seat: int) -> Text:
    """The seat's letter on its colour: the one mark of a seat everywhere (board,
    tables, log, hand-over)."""
    return Text(LETTERS[seat], seat_style(seat) + " reverse")


def step_words(state: State) -> str:
    if state.is_over:
        return "game over"
    if state.step == "take":
        return {"build": "build: take", "lot": "lot: take", "bonus": "bonus: take"}[state.purpose]
    if state.step == "place":
        return {"build": "build: place", "lot": "lot: place", "bonus": "bonus: place"}[state.purpose]
    return "auction" if state.step == "call" else "hammer"


def header(state: State, private: int | None = None, width: int = 80) -> Text:
    """One line: turn, gavel, step, stack; on a private screen the seat's own money
    (kept whole: the gavel holder's name gives way first)."""
    t = Text()
    t.append("Auction Land", "bold")
    t.append(f"  turn {state.turn}  gavel: ")
    t.append_text(mark(state.active))
    t.append(" " + short(state, 12)[state.active], seat_style(state.active))
    t.append(f"  {step_words(state)}  stack {len(state.stack)}")
    if private is not None:
        tail = Text(f"  private to {short(state, 12)[private]}: ", "bold")
        tail.append(f"${state.money[private]}", "bold reverse")
        t.truncate(max(20, width - 1 - tail.cell_len))
        t.append_text(tail)
    t.truncate(width - 1)
    t.no_wrap = True
    return t


def quad(letter: str, wide: int = 1) -> Text:
    return Text(letter * wide, TERRAIN_STYLE[letter])


def market_lines(state: State, cursor: int | None = None, limit: int | None = None) -> list[Text]:
    """Five lines: positions (1 marked free), the two terrain rows (unrotated: NW NE /
    SW SE), icons, coins. ``cursor``: a selected position; ``limit``: positions
    beyond it are out of reach (drawn dim)."""
    rows = [Text(" Market "), Text("        "), Text("        "), Text("        "), Text("        ")]
    if not state.market:
        rows[1].append("(empty)")
    for i, (tile, coins) in enumerate(state.market):
        p = i + 1
        sel = cursor == p
        dim = limit is not None and p > limit
        label = f"{p} free" if p == 1 else f"{p}"
        rows[0].append(f"{label:<{COL}}", "bold reverse" if sel else ("dim" if dim else "bold"))
        q = tiles.layout(tile)
        for r, (a, b) in ((1, (q[0], q[1])), (2, (q[3], q[2]))):
            rows[r].append_text(quad(a))
            rows[r].append_text(quad(b))
            rows[r].append(("<" if sel and r == 1 else " ") + " " * (COL - 3))
        ic = " ".join(tiles.icons(tile)) or "-"
        rows[3].append(f"{ic:<{COL}}", "dim" if dim else "")
        rows[4].append(f"${coins:<{COL - 1}}", "bold" if coins else "dim")
    return rows


def auction_line(state: State, width: int = 80) -> Text:
    """The lot, the high bid and who is in, on one line: the high bidder and the
    seat to call by letter and name, the names cut (never alike) until it fits
    ``width``, at the last the letters alone; who is in and out by letter (a
    second line would push the islands down)."""
    for cut in (14, 10, 7, 5, 3, 0):
        line = _auction_line(state, cut)
        if line.cell_len <= width - 1:
            return line
    line.truncate(width - 1)
    return line


def _auction_line(state: State, cut: int) -> Text:
    full = names_of(state)
    names = short(state, cut) if cut else ("",) * len(full)

    def who(seat: int) -> Text:
        t = Text()
        t.append_text(mark(seat))
        if names[seat]:
            t.append(" " + names[seat], seat_style(seat))
        return t

    def seats(label: str, group: Sequence[int], style: str = "") -> Text:
        # Letters alone: the islands below name every letter, and six names would not fit.
        t = Text(label, style)
        for s in group:
            t.append(" ")
            t.append_text(mark(s))
        return t

    t = Text(" ")
    if state.lot is None or state.step not in ("call", "hammer"):
        t.append(f"Stack {len(state.stack)} face down.  ", "dim")
        if state.step == "take" and state.purpose == "lot":
            name = full[state.active]
            t.append_text(who(state.active))
            t.append(f" {verb(name, 'chooses', 'choose')} the lot to auction.")
        return t
    ic = " ".join(tiles.icons(state.lot)) or "-"
    t.append(f"Lot: {tiles.layout(state.lot)} ({ic})  ", "bold")
    if state.leader is None:
        t.append("no bid yet")
    else:
        # The bid before the bidder: "B Bo $4" would read as Bo's money.
        t.append(f"high: ${state.high} ")
        t.append_text(who(state.leader))
    if state.step == "call":
        t.append_text(seats("  in:", state.ins))
        if state.outs:
            t.append_text(seats("  out:", state.outs, "dim"))
        if state.seat is not None:
            t.append("  to call: ", "bold")
            t.append_text(who(state.seat))
    else:
        name = full[state.active]
        t.append("  ")
        t.append_text(who(state.active))
        t.append(f" {verb(name, 'sells or buys back', 'sell or buy back')}")
    return t


def bonus_lines(grid: dict[tuple[int, int], tuple[int, int]]) -> tuple[set[int], set[int]]:
    """Rows (y) and columns (x) holding 3 tiles whose 4th place is still open."""
    rows: set[int] = set()
    cols: set[int] = set()
    legal = set(island.legal_positions(grid))
    for x, y in legal:
        r, c = island.line_counts(grid, (x, y))
        if r == 4:
            rows.add(y)
        if c == 4:
            cols.add(x)
    return rows, cols


class Runs:
    """A line built from runs of text, joined into one Text at the end: the
    islands are redrawn on every key, and a Text appended to a quarter at a
    time cost more than the rest of the screen."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[Span] = []
        self.at = 0

    def add(self, words: str, style: str = "") -> None:
        end = self.at + len(words)
        if style:
            last = self.spans[-1] if self.spans else None
            if last is not None and last.end == self.at and last.style == style:
                self.spans[-1] = Span(last.start, end, style)
            else:
                self.spans.append(Span(self.at, end, style))
        self.parts.append(words)
        self.at = end

    def add_text(self, text: Text) -> None:
        whole = [Span(0, len(text.plain), text.style)] if text.style else []
        self.add_runs([text.plain], whole + list(text.spans))

    def add_runs(self, parts: Sequence[str], spans: Sequence[Span]) -> None:
        """Another line's runs (its ``parts`` and ``spans``) after these."""
        self.spans.extend(Span(self.at + sp.start, self.at + sp.end, sp.style) for sp in spans)
        self.parts.extend(parts)
        self.at += sum(len(p) for p in parts)

    def text(self) -> Text:
        return Text("".join(self.parts), spans=self.spans)


def small_island(state: State, seat: int, wide: int = 1, points: str = "") -> list[Runs]:
    """The island in a box (8 quadrant rows), drawn from its bounding box's top
    left; water inside the box '.', rows and columns one tile short of a bonus
    marked '>' on the left border and 'v' on the top border; ``points`` in the
    bottom border."""
    grid = state.grid(seat)
    inner = 8 * wide
    if grid:
        xs = [x for x, _ in grid]
        ys = [y for _, y in grid]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
        rows, cols = bonus_lines(grid)
    else:
        x0 = y0 = 0
        x1 = y1 = -1
        rows, cols = set(), set()
    lines = [Runs() for _ in range(10)]
    top = lines[0]
    top.add("+")
    for k in range(4):
        bonus = (x0 + k) in cols and x0 + k <= x1
        top.add("v" if bonus else "-", "bold" if bonus else "")
        top.add("-" * (2 * wide - 1))
    top.add("+")
    corners = {at: tiles.corners(*cell) for at, cell in grid.items()}
    for qy in range(8):
        y = y0 + qy // 2
        line = lines[1 + qy]
        bonus = y in rows and y <= y1
        line.add(">" if bonus else "|", "bold" if bonus else "")
        for qx in range(8):
            x = x0 + qx // 2
            if x > x1 or y > y1:
                line.add(" " * wide)
                continue
            terrain = corners.get((x, y))
            if terrain is None:
                line.add("." * wide, WATER)
            else:
                letter = terrain[(0, 1, 3, 2)[(qy % 2) * 2 + (qx % 2)]]
                line.add(letter * wide, TERRAIN_STYLE[letter])
        line.add("|")
    lines[9].add("+" + f"{points:-^{inner}}"[:inner] + "+")
    return lines


def points_words(state: State) -> list[str]:
    """Each seat's points under its island: "~12 pts" while the game runs (what
    the island would score if the game ended now: provisional), "12 pts" at the
    end. Points never count money, so they tell nothing of hidden money."""
    mark = "" if state.is_over else "~"
    return [f"{mark}{s.total} pts" for s in game.scores_of(state)]


def icon_text(state: State, seat: int) -> str:
    c = island.icon_counts(state.islands[seat])
    return f"P{c['P']} L{c['L']} M{c['M']}"


def islands_block(state: State, show_money: bool, width: int = 80, seats: Sequence[int] | None = None) -> list[Text]:
    """Every island (or those of ``seats``) side by side: names over them, with
    money when it is shown, icon counts under them, the points in each box's
    bottom border."""
    seats = range(state.n) if seats is None else seats
    n = len(seats)
    wide = 2 if n * (8 * 2 + 2 + 2) <= width - 2 else 1
    box = 8 * wide + 2
    gap = 3 if wide == 1 else 2
    points = points_words(state)
    rows = [Runs() for _ in range(12)]
    for row in rows:
        row.add(" ")
    for s in seats:
        rows[0].add("*" if s == state.active and not state.is_over else " ")
        rows[0].add_text(tag(state, s, show_money, box + gap - 2))
        rows[0].add(" ")
        for i, line in enumerate(small_island(state, s, wide, points[s])):
            rows[1 + i].add_runs(line.parts, line.spans)
            rows[1 + i].add(" " * gap)
        rows[11].add(f"{icon_text(state, s):<{box}}" + " " * gap)
    return [row.text() for row in rows]


def last_words(state: State, count: int = 2, width: int = 78) -> list[Text]:
    """The last transactions in words, wrapped to ``count`` lines."""
    names = names_of(state)
    actions = list(state.actions)
    k = len(state.history)
    want = 4 * count
    while len(actions) < want and k > 0:
        k -= 1
        actions = list(state.history[k].actions) + actions
    words: list[str] = [game.describe(names, a) for a in actions[-want:]]
    lines: list[str] = []
    cur = ""
    for w in reversed(words):
        if len(cur) + len(w) + 1 > width:
            lines.insert(0, cur)
            cur = w
            if len(lines) >= count:
                break
        else:
            cur = w + (" " + cur if cur else "")
    if cur and len(lines) < count:
        lines.insert(0, cur)
    lines = lines[-count:]
    return [Text(" " + line) for line in lines] + [Text("") for _ in range(count - len(lines))]


def board_parts(
    state: State,
    *,
    private: int | None = None,
    cursor: int | None = None,
    limit: int | None = None,
    width: int = 80,
    words: int = 2,
    money: bool | None = None,
) -> tuple[Text, Text]:
    """The whole table in two parts: the header and the market (what a cursor key
    on the take screen changes), then the auction line, the islands and the last
    ``words`` lines of transactions. Money by the names when it is visible
    (``money`` overrides: a finished game's replay shows it)."""
    show_money = not state.settings.hidden if money is None else money
    top = [header(state, private, width), *market_lines(state, cursor, limit)]
    rest = [
        auction_line(state, width),
        *islands_block(state, show_money, width),
        *(last_words(state, words, width - 2) if words else []),
    ]
    return Text("\n").join(top), Text("\n").join(rest)


def board_text(state: State, **kw: Any) -> Text:
    """The whole table as one text (``board_parts``, joined)."""
    return Text("\n").join(board_parts(state, **kw))


# --- the large island of a seat placing a tile ---------------------------------------------


def window(grid: dict[tuple[int, int], tuple[int, int]]) -> tuple[int, int, int, int]:
    """The positions worth showing: the bounding box widened to every legal place."""
    pts = list(grid) + island.legal_positions(grid)
    xs = [x for x, _ in pts]
    ys = [y for _, y in pts]
    return min(xs), min(ys), max(xs), max(ys)


def large_island(state: State, seat: int, tile: int, rotation: int, cursor: tuple[int, int]) -> list[Text]:
    """Each position 2 lines of 2 characters per quadrant; legal places '+';
    the tile previewed at the cursor; bonus rows / columns marked."""
    grid = state.grid(seat)
    legal = set(island.legal_positions(grid))
    x0, y0, x1, y1 = window(grid)
    rows, cols = bonus_lines(grid)
    out = []
    top = Text("    ")
    for x in range(x0, x1 + 1):
        top.append(f"{'v' if x in cols else ' '}{x:>2}  ", "bold" if x in cols else "dim")
    out.append(top)
    for y in range(y0, y1 + 1):
        for half in range(2):
            line = Text(f"{'>' if y in rows else ' '}{y:>2} " if half == 0 else "    ", "bold" if y in rows else "dim")
            for x in range(x0, x1 + 1):
                cell = grid.get((x, y))
                at_cursor = (x, y) == cursor
                if at_cursor:
                    terr = tiles.corners(tile, rotation)
                    a, b = (terr[0], terr[1]) if half == 0 else (terr[3], terr[2])
                    ok = (x, y) in legal
                    style = "reverse" if ok else "strike"
                    line.append(a * 2, TERRAIN_STYLE[a] + " " + style)
                    line.append(b * 2, TERRAIN_STYLE[b] + " " + style)
                elif cell is not None:
                    terr = tiles.corners(*cell)
                    a, b = (terr[0], terr[1]) if half == 0 else (terr[3], terr[2])
                    line.append_text(quad(a, 2))
                    line.append_text(quad(b, 2))
                elif (x, y) in legal:
                    line.append(" ++ " if half == 0 else " .. ", "bold green")
                else:
                    line.append(" .. " if half == 0 else "    ", WATER)
                line.append(" ")
            out.append(line)
    return out


def tile_preview(tile: int, rotation: int) -> list[Text]:
    terr = tiles.corners(tile, rotation)
    ic = " ".join(tiles.icons(tile)) or "no icon"
    return [
        Text(f"tile {tile}, rotation r{rotation}", "bold"),
        Text.assemble(quad(terr[0], 3), quad(terr[1], 3)),
        Text.assemble(quad(terr[0], 3), quad(terr[1], 3)),
        Text.assemble(quad(terr[3], 3), quad(terr[2], 3)),
        Text.assemble(quad(terr[3], 3), quad(terr[2], 3)),
        Text(f"icons: {ic}"),
    ]


def score_rows(state: State) -> list[Text]:
    """Game over: each category per player, the icon races and money (tie-break)."""
    sc = game.scores_of(state)
    won = set(game.winners_of(sc))
    out = [Text(" seat          beach(t)  park(t)  GxH     icons P/L/M   total  money", "bold")]
    for s in sorted(sc, key=lambda s: (-s.total, -s.money, s.seat)):
        f = s.figures
        line = Text(" ")
        line.append_text(tag(state, s.seat, False, 13))
        line.append(
            f" {f.beaches:>3} ({f.beach_tiles:>2}) {f.theme_park:>4} ({f.park_tiles:>2}) "
            f"{f.gardens}x{f.houses}={f.gardens_houses:<3} {s.icon_points[0]:>3}/{s.icon_points[1]:>2}/"
            f"{s.icon_points[2]:>2}    {s.total:>4}  ${s.money:<4}"
        )
        if s.seat in won:  # the winner's row in bold (the words above name them)
            line.stylize("bold", 2)
        out.append(line)
    out.append(Text(""))
    room = min(8, 68 // state.n - 10)  # a race on one line of 80 columns: letters alone at 6 seats
    cut = short(state, room) if room >= 2 else ("",) * state.n
    for k, icon in enumerate(tiles.ICONS):
        ranked = sorted(sc, key=lambda s: (-s.icons[k], s.seat))
        line = Text(f" {tiles.ICON_NAMES[icon].capitalize():<6}:")
        for i, s in enumerate(ranked):
            line.append(" " if i == 0 else ", ")
            line.append_text(mark(s.seat))
            line.append(f"{' ' + cut[s.seat] if cut[s.seat] else ''} {s.icons[k]} ({s.icon_points[k]})")
        out.append(line)
    return out


def winner_words(state: State) -> Text:
    """Who won, and whether money broke a tie on points."""
    sc = game.scores_of(state)
    won = game.winners(state)
    names = names_of(state)
    best = sc[won[0]].total
    by_money = sum(1 for s in sc if s.total == best) > len(won)
    who = " and ".join(names[s] for s in won)
    words = Text(f"After {len(state.history)} turns: ")
    words.append(who, "bold")
    words.append(f" {verb(who, 'wins', 'win') if len(won) == 1 else 'share the win'} with {best} points")
    words.append(" (the tie on points broken by money)." if by_money else ".")
    return words


def islands_rows(state: State, show_money: bool, width: int) -> Text:
    """Every island, as many side by side as ``width`` holds, then the next row."""
    per_row = max(1, min(state.n, (width - 1) // 13))
    blocks = [
        Text("\n").join(islands_block(state, show_money, width, range(k, min(k + per_row, state.n))))
        for k in range(0, state.n, per_row)
    ]
    return Text("\n").join(blocks)
