"""Auction Land's terminal map (spec section 9) as Rich text: the header, the
market row, the auction line, every island (small), the large island of a
seat placing a tile, and the last transactions in words.

Terrain letters are always drawn (colour is never the only cue); seats carry a
letter A-F and a colour. Money appears only where the caller says so: every
seat's in visible mode, or the one seat's own on its private screens.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from ...rules.auctionland import game, island, tiles
from ...rules.auctionland.game import State
from ...rules.players import verb

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


def tag(state: State, seat: int, money: bool = False, width: int = 0) -> Text:
    """ "A Ann" (+ " $9" when money is shown), in the seat's colour."""
    name = names_of(state)[seat]
    t = Text()
    t.append(LETTERS[seat], seat_style(seat) + " reverse")
    t.append(" " + name[:10], seat_style(seat))
    if money:
        t.append(f" ${state.money[seat]}")
    if width:
        t.truncate(width, pad=True)
    return t


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
    names = names_of(state)
    t = Text()
    t.append("Auction Land", "bold")
    t.append(f"  turn {state.turn}  gavel: ")
    t.append(names[state.active][:10], seat_style(state.active))
    t.append(f"  {step_words(state)}  stack {len(state.stack)}")
    if private is not None:
        tail = Text(f"  private to {names[private][:10]}: ", "bold")
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
    """The lot, the high bid and who is in, on one line: names are shortened
    until it fits ``width`` (a second line would push the islands down)."""
    for cut in (14, 10, 7, 5, 3):
        line = _auction_line(state, cut)
        if line.cell_len <= width - 1:
            return line
    line.truncate(width - 1)
    return line


def _auction_line(state: State, cut: int) -> Text:
    names = [n[:cut].rstrip() for n in names_of(state)]
    t = Text(" ")
    if state.lot is None or state.step not in ("call", "hammer"):
        t.append(f"Stack {len(state.stack)} face down.  ", "dim")
        if state.step == "take" and state.purpose == "lot":
            who = names[state.active]
            t.append(f"{who} {verb(who, 'chooses', 'choose')} the lot to auction.")
        return t
    ic = " ".join(tiles.icons(state.lot)) or "-"
    t.append(f"Lot: {tiles.layout(state.lot)} ({ic})  ", "bold")
    if state.leader is None:
        t.append("no bid yet")
    else:
        t.append("high: ")
        t.append(f"{names[state.leader]} ${state.high}", seat_style(state.leader))
    if state.step == "call":
        t.append("  in: " + " ".join(names[s][:6] for s in state.ins))
        if state.outs:
            t.append("  out: " + " ".join(names[s][:6] for s in state.outs), "dim")
        if state.seat is not None:
            t.append(f"  to call: {names[state.seat]}", "bold")
    else:
        who = names[state.active]
        t.append(f"  {who} {verb(who, 'sells or buys back', 'sell or buy back')}")
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


def small_island(state: State, seat: int, wide: int = 1) -> list[Text]:
    """The island in a box (8 quadrant rows), drawn from its bounding box's top
    left; water inside the box '.', rows and columns one tile short of a bonus
    marked '>' on the left border and 'v' on the top border."""
    grid = state.grid(seat)
    inner = 8 * wide
    lines = []
    if grid:
        xs = [x for x, _ in grid]
        ys = [y for _, y in grid]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
        rows, cols = bonus_lines(grid)
    else:
        x0 = y0 = 0
        x1 = y1 = -1
        rows, cols = set(), set()
    top = Text("+")
    for k in range(4):
        mark = "v" if (x0 + k) in cols and x0 + k <= x1 else "-"
        top.append((mark + "-" * (2 * wide - 1)), "bold" if mark == "v" else "")
    top.append("+")
    lines.append(top)
    for qy in range(8):
        y = y0 + qy // 2
        side = ">" if y in rows and y <= y1 else "|"
        line = Text(side, "bold" if side == ">" else "")
        for qx in range(8):
            x = x0 + qx // 2
            if x > x1 or y > y1:
                line.append(" " * wide)
                continue
            cell = grid.get((x, y))
            if cell is None:
                line.append("." * wide, WATER)
            else:
                corner = (0, 1, 3, 2)[(qy % 2) * 2 + (qx % 2)]
                line.append_text(quad(tiles.corners(*cell)[corner], wide))
        line.append("|")
        lines.append(line)
    lines.append(Text("+" + "-" * inner + "+"))
    return lines


def icon_text(state: State, seat: int) -> str:
    c = island.icon_counts(state.islands[seat])
    return f"P{c['P']} L{c['L']} M{c['M']}"


def islands_block(state: State, show_money: bool, width: int = 80) -> list[Text]:
    """Every island side by side (names over them, icon counts under them)."""
    n = state.n
    wide = 2 if n * (8 * 2 + 2 + 2) <= width - 2 else 1
    box = 8 * wide + 2
    gap = 3 if wide == 1 else 2
    rows = [Text(" ") for _ in range(12)]
    for s in range(n):
        mark = "*" if s == state.active and not state.is_over else " "
        head = Text(mark)
        head.append_text(tag(state, s, show_money, box - 1))
        rows[0].append_text(head)
        rows[0].append(" " * gap)
        for i, line in enumerate(small_island(state, s, wide)):
            rows[1 + i].append_text(line)
            rows[1 + i].append(" " * gap)
        rows[11].append(f"{icon_text(state, s):<{box}}" + " " * gap)
    return rows


def last_words(state: State, count: int = 2, width: int = 78) -> list[Text]:
    """The last transactions in words, wrapped to ``count`` lines."""
    names = names_of(state)
    actions = list(state.actions)
    k = len(state.history)
    while len(actions) < 8 and k > 0:
        k -= 1
        actions = list(state.history[k].actions) + actions
    words: list[str] = [game.describe(names, a) for a in actions[-8:]]
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


def board_text(
    state: State, *, private: int | None = None, cursor: int | None = None, limit: int | None = None, width: int = 80
) -> Text:
    """The whole table: header, market, auction line, islands, last words."""
    show_money = not state.settings.hidden
    lines = [
        header(state, private, width),
        *market_lines(state, cursor, limit),
        auction_line(state, width),
        *islands_block(state, show_money, width),
        *last_words(state),
    ]
    return Text("\n").join(lines)


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
    names = names_of(state)
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
        if s.seat in won:
            line.append(" winner", "bold")
        out.append(line)
    out.append(Text(""))
    for k, icon in enumerate(tiles.ICONS):
        ranked = sorted(sc, key=lambda s: (-s.icons[k], s.seat))
        parts = [f"{names[s.seat][:8]} {s.icons[k]} ({s.icon_points[k]})" for s in ranked]
        out.append(Text(f" {tiles.ICON_NAMES[icon].capitalize():<6}: " + ", ".join(parts)))
    return out


def seat_names_line(names: Sequence[str]) -> str:
    return "  ".join(f"{LETTERS[i]} {n}" for i, n in enumerate(names))
