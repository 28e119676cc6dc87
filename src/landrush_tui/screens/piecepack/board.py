"""The piecepack board as the spec's terminal map draws it (section 8): the
8 x 12 squares in 24 tiles with suit and value labels, each pyramid as its
seat's mark and size digit in the seat's colour, the drawn tile highlighted,
legal squares marked with their key (1-4), take-over targets flagged; beside
it every seat's stash and provisional score, the drawn tile's squares in words
and the log (or, on ``t``, the tracts and what each scores now).

Pure text building (Rich ``Text``): screens and tests share it.
"""

from __future__ import annotations

from typing import Callable, Sequence

from rich.style import Style
from rich.text import Text

from ...rules.piecepack import game
from ...rules.piecepack.game import SIZES, SUITS, VALUES, Opening, SquareInfo, State, TurnEntry
from ...rules.players import verb
from ...widgets.money_chart import series_chart
from ...widgets.palette import player_marks, text_on

# Seat fills that read on dark and light themes alike (marks drawn on them).
FILLS = ("#d9534f", "#4a7bd0", "#3a9a58", "#b94fb9", "#c77700")
TILE_FILL = "#e6c84f"  # the drawn tile
LEGAL_FILL = "#2f8f4e"  # a legal square of the drawn tile
PICK_FILL = "#1f5fbf"  # the square chosen
TAKEN_FILL = "#ffffff"  # a pyramid a take-over would convert
LABEL_W = 6  # the row labels' column
TILE_W = 8  # "|" plus 7 inside
BOARD_W = LABEL_W + 4 * TILE_W + 1  # 39
TOP = 3  # map lines above the first square row (title, column labels, border)
DIGIT = {"S": "1", "M": "2", "L": "3"}
PANEL_AT = BOARD_W + 2


def marks_of(state: State) -> tuple[str, ...]:
    return player_marks([p.name for p in state.settings.players])


def seat_style(seat: int) -> Style:
    fill = FILLS[seat % len(FILLS)]
    return Style(color=text_on(fill), bgcolor=fill, bold=True)


def default_opening(state: State) -> game.Square:
    """Where the opening cursor starts: the legal square nearest the centre."""
    return min(game.opening_squares(state.board), key=lambda s: (abs(s[0] - 3.5) + abs(s[1] - 5.5), s[1], s[0]))


def default_play(infos: Sequence[SquareInfo]) -> tuple[int, str]:
    """The choice a play screen starts with: the legal square that makes the
    longest tract (the first of equals), a medium if allowed there, else a
    small, else a large."""
    legal = [k for k, info in enumerate(infos) if info.legal]
    k = max(legal, key=lambda k: (infos[k].length, -k))
    return k, next(s for s in ("M", "S", "L") if s in infos[k].sizes)


def square_at(col: int, line: int) -> game.Square | None:
    """The square under a map position (character column, line), if any."""
    row = line - TOP
    if row < 0 or row % 3 == 2 or row >= 18:
        return None
    y = row // 3 * 2 + row % 3
    inside = col - LABEL_W
    if inside < 0 or inside >= 4 * TILE_W:
        return None
    c, off = divmod(inside, TILE_W)
    if off == 0:
        return None
    x = 2 * c + (0 if off <= 3 else 1)
    return (x, y)


class Marks:
    """What the map highlights now."""

    def __init__(
        self,
        tile: int | None = None,
        legal: Sequence[game.Square] = (),
        keys: dict[game.Square, str] | None = None,
        pick: game.Square | None = None,
        taken: Sequence[game.Square] = (),
        last: Sequence[game.Square] = (),
    ) -> None:
        self.tile = tile
        self.legal = set(legal)
        self.keys = keys or {}
        self.pick = pick
        self.taken = set(taken)
        self.last = set(last)


def _cell(state: State, sq: game.Square, marks: Sequence[str], m: Marks) -> Text:
    piece = state.at(sq)
    in_tile = m.tile is not None and game.tile_of(sq) == m.tile
    if piece is not None:
        seat, size = piece
        style = seat_style(seat)
        if sq in m.taken:
            style = Style(color=FILLS[seat % len(FILLS)], bgcolor=TAKEN_FILL, bold=True, underline=True)
        elif sq in m.last:
            style = style + Style(underline=True)
        return Text(marks[seat] + DIGIT[size], style=style)
    if sq == m.pick:
        return Text(m.keys.get(sq, "*") + " ", style=Style(color="#ffffff", bgcolor=PICK_FILL, bold=True))
    if sq in m.legal:
        return Text(m.keys.get(sq, "+") + " ", style=Style(color="#ffffff", bgcolor=LEGAL_FILL, bold=True))
    if in_tile:
        return Text(". ", style=Style(color="#000000", bgcolor=TILE_FILL))
    return Text(". ", style="dim")


def board_lines(state: State, m: Marks) -> list[Text]:
    """Column labels, then 6 tile rows of 3 lines: 20 lines, BOARD_W wide."""
    marks = marks_of(state)
    lines = [Text(" " * (LABEL_W + 2) + "".join(f"{s:<{TILE_W}}" for s in SUITS))]
    edge = Text(" " * LABEL_W + ("+" + "-" * (TILE_W - 1)) * 4 + "+")
    lines.append(edge)
    for r in range(6):
        for dy in (0, 1):
            y = 2 * r + dy
            line = Text(f" {VALUES[r]:<{LABEL_W - 1}}" if dy == 0 else " " * LABEL_W)
            for c in range(4):
                in_tile = m.tile == 4 * r + c
                line.append("|")
                pad = Style(bgcolor=TILE_FILL) if in_tile else Style()
                line.append(" ", pad)
                line.append_text(_cell(state, (2 * c, y), marks, m))
                line.append(" ", pad)
                line.append_text(_cell(state, (2 * c + 1, y), marks, m))
                line.append(" ", pad)
            line.append("|")
            lines.append(line)
        lines.append(edge.copy())
    return lines


def seat_rows(state: State, width: int) -> list[Text]:
    """Every seat: mark, name, stash per size, provisional score."""
    marks = marks_of(state)
    scored = game.scores(state.board, state.stashes)
    out = [Text(f"  {'seat':<13} S  M  L  score", style="bold")]
    for s, p in enumerate(state.settings.players):
        line = Text(">" if s == state.to_move else " ")
        line.append(" ")
        line.append(marks[s], seat_style(s))
        st = state.stashes[s]
        line.append(f" {p.name[:11]:<11} {st[0]:>2} {st[1]:>2} {st[2]:>2} {scored[s].total:>5}")
        out.append(line)
    return [t[:width] if t.cell_len > width else t for t in out]


def corner_words(info: SquareInfo, names: Sequence[str], key: str) -> str:
    corner = game.CORNERS[int(key) - 1]
    rivals = ", ".join(names[r] for r in info.rivals)
    if info.status == "occupied":
        return f"{key} {corner}: occupied"
    if info.status == "plain":
        return f"{key} {corner}: {' '.join(info.sizes)}"
    if info.status == "takeover":
        n = sum(len(t.squares) for t in info.takeovers)
        return f"{key} {corner}: {' '.join(info.sizes)} takes {n} of {rivals}"
    if info.status == "rival":
        return f"{key} {corner}: next to {rivals}: no"
    if info.status == "shorter":
        return f"{key} {corner}: {rivals} not shorter: no"
    return f"{key} {corner}: too few to swap: no"


def tile_lines(state: State, width: int) -> list[Text]:
    """The drawn tile's squares for the seat to move."""
    coin = state.coin
    if coin is None or state.to_move is None:
        return []
    names = [p.name for p in state.settings.players]
    infos = game.tile_info(state.board, state.stashes[state.to_move], state.to_move, coin)
    out = [Text(f"Tile {game.coin_name(coin)}: squares", style="bold")]
    for k, info in enumerate(infos, 1):
        out.append(Text(corner_words(info, names, str(k))[:width]))
    return out


def short_name(name: str, width: int) -> str:
    """A name in ``width`` columns: whole if it fits, else its last word (the
    bots' "Seer Sela" reads "Sela"; the seat's mark beside it tells seats apart),
    else cut."""
    if len(name) <= width:
        return name
    last = name.split()[-1]
    return last if len(last) <= width else name[:width]


def log_lines(state: State, count: int, width: int) -> list[Text]:
    """The last turns, newest first, each cut to the panel's width: the seat's
    mark in its colour, a name that fits, the coin and what was played."""
    names = [p.name for p in state.settings.players]
    marks = marks_of(state)
    out: list[Text] = [Text("Log", style="bold")]
    entries: list[Text] = []
    for t in reversed(state.history):
        if t.play is None:
            what = "tile full" if t.no_play == game.TILE_FULL else "blocked"
        else:
            what = f"{t.play.size}({t.play.square[0]},{t.play.square[1]})"
            if t.play.takeovers:
                what += f" took {sum(len(x.squares) for x in t.play.takeovers)}"
        line = Text(f"{t.turn:>3} ")
        line.append(marks[t.seat], seat_style(t.seat))
        line.append(f" {short_name(names[t.seat], 6):<6} {game.coin_name(t.coin):<11} {what}")
        entries.append(line)
        if len(entries) >= count - 1:
            break
    if len(entries) < count - 1:
        for o in reversed(state.openings):
            line = Text("    ")
            line.append(marks[o.seat], seat_style(o.seat))
            line.append(f" {short_name(names[o.seat], 12)}: opened at ({o.square[0]},{o.square[1]})")
            entries.append(line)
            if len(entries) >= count - 1:
                break
    out.extend(e[:width] for e in entries)
    return out


def tract_lines(state: State, count: int, width: int) -> list[Text]:
    """Every seat's tracts and what each would score now (the ``t`` panel)."""
    marks = marks_of(state)
    out = [Text("Tracts now (length, sizes: points)", style="bold")]
    for sc in game.scores(state.board, state.stashes):
        line = Text()
        line.append(marks[sc.seat], seat_style(sc.seat))
        parts = []
        for t in sorted(sc.tracts, key=lambda t: -t.length):
            sizes = "".join(sorted(t.sizes, key=SIZES.index))
            parts.append(f"{sizes}:{t.points + t.pure_bonus}" if t.scoring else f"{sizes}:-")
        extra = (" +5 one" if sc.single_tract else "") + (" +5 empty" if sc.stash_empty else "")
        line.append(f" {sc.total:>3}{extra} " + " ".join(parts) if parts else f" {sc.total:>3}{extra} none")
        if len(line) > width:  # more tracts than room: say so rather than cut one mid-word
            line = line[: width - 1]
            line.append("…")
        out.append(line)
    return out[:count]


def header(state: State, width: int = 80) -> Text:
    names = [p.name for p in state.settings.players]
    line = Text("Landrush (piecepack)", style="bold")
    if state.is_over:
        line.append("  game over")
    elif state.in_openings:
        assert state.to_move is not None
        who = names[state.to_move]
        line.append(f"  opening {len(state.openings) + 1}/{state.n}  {who} {verb(who, 'places', 'place')} a medium")
    else:
        assert state.to_move is not None and state.coin is not None
        line.append(f"  turn {state.turn}  {names[state.to_move]} to play  coin: ")
        line.append(game.coin_name(state.coin), Style(bold=True, color="#000000", bgcolor=TILE_FILL))
    return line[:width]


def breakdown_lines(state: State, width: int) -> list[Text]:
    """Each seat's final score part by part, best first."""
    names = [p.name for p in state.settings.players]
    marks = marks_of(state)
    ranks = game.final_ranks(state)
    out = [Text("   who       empty one pure pyr total", style="bold")]
    for sc in sorted(game.scores(state.board, state.stashes), key=lambda sc: (ranks[sc.seat], sc.seat)):
        line = Text(f"{ranks[sc.seat]} ")
        line.append(marks[sc.seat], seat_style(sc.seat))
        line.append(
            f" {short_name(names[sc.seat], 8):<8} {sc.stash_empty:>5} {sc.single_tract:>3} {sc.pure_tracts:>4} "
            f"{sc.pyramids:>3} {sc.total:>5}"
        )
        out.append(line[:width])
    return out


def report_header(state: State, entry: TurnEntry | Opening, width: int = 80) -> Text:
    """The header of a step's report: whose step it was and the coin it drew."""
    names = [p.name for p in state.settings.players]
    line = Text("Landrush (piecepack)", style="bold")
    if isinstance(entry, Opening):
        line.append(f"  opening  {names[entry.seat]} placed a medium")
    else:
        line.append(f"  turn {entry.turn}  {names[entry.seat]} drew coin: ")
        line.append(game.coin_name(entry.coin), Style(bold=True, color="#000000", bgcolor=TILE_FILL))
    return line[:width]


def map_text(
    state: State,
    m: Marks | None = None,
    *,
    width: int = 80,
    height: int = 21,
    tracts: bool = False,
    report: TurnEntry | Opening | None = None,
    chart: Callable[[int, int], list[Text]] | None = None,
) -> Text:
    """The whole map: the header, the board and the side panel (whose last part is the
    log, the tracts, or ``chart(width, rows)``'s lines)."""
    if m is None:
        m = Marks(tile=state.coin)
    board = board_lines(state, m)
    panel_w = max(20, width - PANEL_AT - 1)
    panel: list[Text] = seat_rows(state, panel_w)
    panel.append(Text())
    tile = tile_lines(state, panel_w) if report is None else []
    if tile:
        panel += tile + [Text()]
    if state.is_over:
        panel += breakdown_lines(state, panel_w) + [Text()]
    room = max(2, height - 1 - len(panel))
    if tracts:
        panel += tract_lines(state, room, panel_w)
    elif chart is not None:
        panel += chart(panel_w, room)
    else:
        panel += log_lines(state, room, panel_w)
    lines = [header(state, width) if report is None else report_header(state, report, width)]
    for i in range(max(len(board), len(panel))):
        line = board[i].copy() if i < len(board) else Text(" " * BOARD_W)
        if i < len(panel):
            line.append(" " * (PANEL_AT - line.cell_len))
            line.append_text(panel[i])
        lines.append(line)
    return Text("\n").join(lines[:height])


def score_chart(state: State, series: Sequence[Sequence[int]], width: int, rows: int) -> list[Text]:
    """The scores over the game as braille lines in the seats' colours (the seat rows
    above name the marks, so no legend)."""
    names = [p.name for p in state.settings.players]
    head = Text(f"Score over {len(state.history)} turns", style="bold")
    colours = [FILLS[s % len(FILLS)] for s in range(state.n)]
    chart = series_chart(
        series,
        names,
        marks_of(state),
        width,
        min(rows, 16) - 1,
        colours=colours,
        legend=False,
        too_small="(a taller window shows the score chart)",
    )
    return [head, *chart.split("\n")]


def turn_words(state: State, entry: TurnEntry | Opening | None) -> str:
    """What just happened, in words."""
    players = state.settings.players
    if entry is None:
        entry = state.last if state.history else (state.openings[-1] if state.openings else None)
    if entry is None:
        return "Each player in turn places a medium pyramid with no pyramid on the 8 squares around it."
    if isinstance(entry, Opening):
        return game.describe_opening(players, entry)
    return game.describe(players, entry)


def last_squares(entry: TurnEntry | Opening | None) -> list[game.Square]:
    if isinstance(entry, Opening):
        return [entry.square]
    if entry is None or entry.play is None:
        return []
    return [entry.play.square] + [sq for t in entry.play.takeovers for sq in t.squares]
