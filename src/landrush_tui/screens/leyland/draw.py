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

from typing import Sequence

import attrs
from rich.text import Text

from ...rules.leyland import game, tiles
from ...rules.leyland.game import State

COLOUR_STYLE = {"G": "bold #1f9a3a", "Y": "bold #b8860b"}
SEAT_COLOURS = ("#d03030", "#2f6fd8", "#a23bb0", "#0f8a8a")
SEAT_STYLES = tuple(f"bold {c}" for c in SEAT_COLOURS)
SEAT_MARKS = "ABCD"
MARKET_COL, MARKET_ROW = 8, 2  # slot k's glyph at column 8 + 5 (k - 1), rows 2..4
BOARD_COL, BOARD_ROW, BOARD_STEP = 1, 7, 15  # a seat's board frame: column 1 + 15 seat, rows 7..19
SIDE_COL = 61  # the sections panel
WIDTH = 79


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


def seat_tag(seat: int, name: str, width: int = 0) -> Text:
    """The seat's letter and name in its colour."""
    text = Text(SEAT_MARKS[seat], style=SEAT_STYLES[seat] + " reverse")
    text.append(" ")
    text.append(name[:width] if width else name, style=SEAT_STYLES[seat])
    return text


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


def _pad(text: Text, width: int) -> Text:
    if text.cell_len < width:
        text.append(" " * (width - text.cell_len))
    elif text.cell_len > width:
        text.truncate(width)
    return text


def _order_words(state: State, names: Sequence[str]) -> tuple[Text, Text, Text]:
    if state.bids is None:
        if state.is_over:
            return Text("game over"), Text(""), Text("")
        return Text("bids  secret until everyone has bid", style="italic"), Text(""), Text("")
    bids = Text("bids ")
    for s in state.order:
        bids.append(" ")
        bids.append(names[s][:5], style=SEAT_STYLES[s])
        bids.append(f" {state.bids[s]}")
    order = Text("order")
    for s in state.order:
        order.append(" ")
        order.append(names[s][:5], style=SEAT_STYLES[s])
    order.append("(last)", style="bold")
    done = Text("done ")
    if not state.actions:
        done.append(" -", style="dim")
    for i, d in enumerate(state.actions):
        done.append(" " if i == 0 else ", ")
        done.append(names[d.seat][:5], style=SEAT_STYLES[d.seat])
        done.append(f" {d.do}")
    return bids, order, done


def header(state: State, right: str = "") -> Text:
    names = state.names()
    phase = "over" if state.is_over else "bidding" if state.bidding else "actions"
    text = Text("Ley of the Land", style="bold")
    text.append(f"  round {state.round}  {phase}  marker: ")
    text.append(names[state.marker][:6], style=SEAT_STYLES[state.marker])
    text.append(f"  stack {len(state.stack)}")
    room = WIDTH - text.cell_len - len(right)
    if right and room >= 1:
        text.append(" " * room + right)
    return text


def sections_panel(state: State, seat: int, rows: int) -> list[Text]:
    names = state.names()
    out = [Text.assemble((names[seat][:8], SEAT_STYLES[seat]), " sections")]
    out.append(Text("id col  d  cubes", style="dim"))
    placed = state.placed[seat]
    if not placed:
        out.append(Text("none complete", style="dim"))
    shown = placed if len(placed) <= rows - 2 else placed[: rows - 3]
    for p in shown:
        line = Text(f"{p.section:>2}  ")
        line.append(p.colour, style=COLOUR_STYLE[p.colour])
        line.append(f"  {p.capacity:>2}  {p.cubes}/{p.capacity}")
        out.append(line)
    if len(shown) < len(placed):
        out.append(Text(f"+{len(placed) - len(shown)} more", style="dim"))
    return out


def map_lines(
    state: State,
    focus: int = 0,
    preview: Preview | None = None,
    right: str = "",
    highlight: dict[int, frozenset[int]] | None = None,
    slots: Sequence[int] | None = None,
    slot_cursor: int | None = None,
) -> list[Text]:
    """The 20 lines of the map. ``highlight`` marks triangles (per seat) of just
    completed sections; ``slots`` are the market slots that may be chosen (others
    dimmed) and ``slot_cursor`` the one under the cursor."""
    names = state.names()
    lines = [_pad(header(state, right), WIDTH)]
    bids, order, done = _order_words(state, names)
    market = Text(" Market  " + "    ".join(str(k) for k in range(1, 6)) + "     ")
    lines.append(_pad(market, 35) + _pad(bids, WIDTH - 35))
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
    still = [a for a in game.EXCLUSIVE if a not in state.taken]
    open_line = Text("open  " + " ".join(still), style="dim") if state.bids is not None else Text("")
    extra = [order, done, open_line]
    for r in range(3):
        lines.append(_pad(rows[r], 35) + _pad(extra[r], WIDTH - 35))
    head, cubes = Text(" "), Text(" ")
    for s in range(state.n):
        h = seat_tag(s, names[s], 4)
        h.append(f" ${state.money[s]} L{state.largest(s)}")
        head.append_text(_pad(h, BOARD_STEP - 1))
        head.append(" ")
        c = Text("F ", style=COLOUR_STYLE["G"])
        c.append(f"{state.faerie[s]}+{state.cubes_placed(s, 'G')}", style="")
        c.append("  W ", style=COLOUR_STYLE["Y"])
        c.append(f"{state.wheat[s]}+{state.cubes_placed(s, 'Y')}", style="")
        cubes.append_text(_pad(c, BOARD_STEP - 1))
        cubes.append(" ")
    lines.append(_pad(head, WIDTH))
    lines.append(_pad(cubes, WIDTH))
    board_rows = [Text(" ") for _ in range(13)]
    for s in range(state.n):
        block = board_block(
            state, s, preview if preview and preview.seat == s else None, (highlight or {}).get(s, frozenset())
        )
        for r in range(13):
            board_rows[r].append_text(block[r])
            board_rows[r].append("  ")
    panel = sections_panel(state, focus, 13)
    for r in range(13):
        line = _pad(board_rows[r], SIDE_COL - 1)
        if r < len(panel):
            line = line[: SIDE_COL - 1]
            line = _pad(line, SIDE_COL - 1) + panel[r]
        lines.append(_pad(line, WIDTH))
    return lines


def board_block(state: State, seat: int, preview: Preview | None, lit: frozenset[int]) -> list[Text]:
    """A seat's board: 13 rows of 13 columns."""
    board = state.boards[seat]
    border = Text("+---+---+---+", style="dim")
    out = [border.copy()]
    for y in range(3):
        cells: list[list[Text]] = []
        for x in range(3):
            sp = board[tiles.index(x, y)]
            if preview is not None and (preview.x, preview.y) == (x, y):
                style = "reverse" if preview.fits else "reverse on #8b1a1a"
                cells.append(glyph(preview.tile, preview.rotation, style))
            elif sp is None:
                mark = "·" if preview is not None and (x, y) in preview.spaces else " "
                cells.append([Text("   "), Text(f" {mark} ", style="bold"), Text("   ")])
            else:
                g = glyph(sp[0], sp[1])
                if lit:
                    base = 4 * tiles.index(x, y)
                    for side, (gr, gc) in enumerate(((0, 1), (1, 2), (2, 1), (1, 0))):
                        if base + side in lit:
                            g[gr].stylize("reverse", gc, gc + 1)
                cells.append(g)
        for r in range(3):
            row = Text("|", style="dim")
            for x in range(3):
                row.append_text(cells[x][r])
                row.append("|", style="dim")
            out.append(row)
        out.append(border.copy())
    return out


def hit(state: State, x: int, y: int) -> tuple[str, int, int, int] | None:
    """What a click at (x, y) of the map touches: ("slot", k, 0, 0) or
    ("space", seat, col, row), or None."""
    if MARKET_ROW <= y < MARKET_ROW + 3:
        k, off = divmod(x - MARKET_COL, 5)
        if 0 <= k < 5 and off < 3:
            return "slot", k + 1, 0, 0
    if BOARD_ROW < y < BOARD_ROW + 12:
        seat, off = divmod(x - BOARD_COL, BOARD_STEP)
        if 0 <= seat < state.n and 0 < off < 13 and (off % 4) and ((y - BOARD_ROW) % 4):
            return "space", seat, off // 4, (y - BOARD_ROW) // 4
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
