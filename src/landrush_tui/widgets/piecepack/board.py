"""The piecepack board as the spec's terminal map draws it (section 8): the
8 x 12 squares in 24 tiles with suit and value labels, each pyramid as its
seat's mark and size digit in the seat's colour, the drawn tile highlighted,
legal squares marked with their key (1-4), take-over targets flagged; beside
it every seat's stash and provisional score, the drawn tile's squares in words
and the log (or, on ``t``, the tracts and what each scores now).

Two sizes: the spec's 39 x 20 board, and where the window has the room (120x40)
one with squares five columns wide and two lines high (``BIG``).

Pure text building (Rich ``Text``): screens and tests share it.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import attrs
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.style import Style
from rich.text import Text

from ...rules.piecepack import game
from ...rules.piecepack.game import SIZES, SUITS, VALUES, Opening, SquareInfo, State, TurnEntry
from ...rules.players import PlayerSpec, verb
from ..money_chart import series_chart
from ..names import cut, short_names
from ..palette import player_marks, text_on

# Seat fills that read on dark and light themes alike (marks drawn on them).
FILLS = ("#d9534f", "#4a7bd0", "#3a9a58", "#b94fb9", "#c77700")
TILE_FILL = "#e6c84f"  # the drawn tile
LEGAL_FILL = "#2f8f4e"  # a legal square of the drawn tile
PICK_FILL = "#1f5fbf"  # the square chosen
TAKEN_FILL = "#ffffff"  # a pyramid a take-over would convert
LABEL_W = 6  # the row labels' column
TOP = 3  # map lines above the first square row (title, column labels, border)
DIGIT = {"S": "1", "M": "2", "L": "3"}
PANEL_MIN = 38  # the side panel's width at 80 columns


@attrs.frozen
class Scale:
    """How big the board is drawn: ``cell`` columns and ``lines`` lines per square."""

    cell: int
    lines: int

    @property
    def tile_w(self) -> int:
        return 2 * self.cell + 4  # "|", a space either side of and between the squares

    @property
    def board_w(self) -> int:
        return LABEL_W + 4 * self.tile_w + 1

    @property
    def board_h(self) -> int:
        return 2 + 6 * (2 * self.lines + 1)  # the labels and the top edge, then the tile rows

    @property
    def panel_at(self) -> int:
        return self.board_w + 2


SMALL = Scale(2, 1)  # the spec's map: 39 x 20
BIG = Scale(5, 2)  # 63 x 32, from 120x40
TILE_W = SMALL.tile_w
BOARD_W = SMALL.board_w
PANEL_AT = SMALL.panel_at
_CONSOLE = Console(width=200)  # only measures words for wrapping


def scale_for(width: int, height: int) -> Scale:
    """The biggest board that leaves the side panel its room in ``width`` x ``height``
    (the map's lines, the header included)."""
    big = width >= BIG.panel_at + PANEL_MIN and height >= BIG.board_h + 1
    return BIG if big else SMALL


def marks_of(state: State) -> tuple[str, ...]:
    return player_marks([p.name for p in state.settings.players])


@functools.cache
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


def square_at(col: int, line: int, scale: Scale = SMALL) -> game.Square | None:
    """The square under a map position (character column, line), if any."""
    block = 2 * scale.lines + 1  # a tile row's lines, its bottom edge included
    r, off = divmod(line - TOP, block)
    if line < TOP or off == block - 1 or r >= 6:
        return None
    y = 2 * r + off // scale.lines
    c, off = divmod(col - LABEL_W, scale.tile_w)
    if col < LABEL_W or c >= 4 or off == 0:
        return None
    return (2 * c + (0 if off <= scale.cell + 1 else 1), y)


def where(sq: game.Square, scale: Scale = SMALL) -> tuple[int, int]:
    """Where a square's mark is drawn on the map (column, line): the inverse of ``square_at``."""
    x, y = sq
    col = LABEL_W + scale.tile_w * (x // 2) + 1 + (x % 2) * (scale.cell + 1) + scale.cell // 2
    return col, TOP + (2 * scale.lines + 1) * (y // 2) + (y % 2) * scale.lines


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

    def key(self) -> tuple[object, ...]:
        """Equal for marks that draw the same map."""
        keys = tuple(sorted(self.keys.items()))
        return (self.tile, frozenset(self.legal), keys, self.pick, frozenset(self.taken), frozenset(self.last))


def _cell(state: State, sq: game.Square, marks: Sequence[str], m: Marks, scale: Scale, k: int) -> Text:
    """Line ``k`` of a square, ``scale.cell`` wide: its mark on the first line (centred
    on the big board), its colour on the others."""
    piece = state.at(sq)
    in_tile = m.tile is not None and game.tile_of(sq) == m.tile
    if piece is not None:
        seat, size = piece
        style = seat_style(seat)
        if sq in m.taken:
            style = Style(color=FILLS[seat % len(FILLS)], bgcolor=TAKEN_FILL, bold=True, underline=True)
        elif sq in m.last:
            style = style + Style(underline=True)
        mark = marks[seat] + DIGIT[size]
    elif sq == m.pick:
        mark, style = m.keys.get(sq, "*"), Style(color="#ffffff", bgcolor=PICK_FILL, bold=True)
    elif sq in m.legal:
        mark, style = m.keys.get(sq, "+"), Style(color="#ffffff", bgcolor=LEGAL_FILL, bold=True)
    elif in_tile:
        mark, style = ".", Style(color="#000000", bgcolor=TILE_FILL)
    else:
        mark, style = ".", Style(dim=True)
    if scale.cell == SMALL.cell:
        return Text(f"{mark:<2}", style=style)
    return Text(mark.center(scale.cell) if k == 0 else " " * scale.cell, style=style)


def board_lines(state: State, m: Marks, scale: Scale = SMALL) -> list[Text]:
    """Column labels, then 6 tile rows (each square ``scale.lines`` lines, then an
    edge): ``scale.board_h`` lines, ``scale.board_w`` wide."""
    marks = marks_of(state)
    tile_w = scale.tile_w
    lines = [Text(" " * (LABEL_W + 2) + "".join(f"{s:<{tile_w}}" for s in SUITS))]
    edge = Text(" " * LABEL_W + ("+" + "-" * (tile_w - 1)) * 4 + "+")
    lines.append(edge)
    for r in range(6):
        for n in range(2 * scale.lines):
            y, k = 2 * r + n // scale.lines, n % scale.lines
            line = Text(f" {VALUES[r]:<{LABEL_W - 1}}" if n == 0 else " " * LABEL_W)
            for c in range(4):
                in_tile = m.tile == 4 * r + c
                line.append("|")
                pad = Style(bgcolor=TILE_FILL) if in_tile else Style()
                line.append(" ", pad)
                line.append_text(_cell(state, (2 * c, y), marks, m, scale, k))
                line.append(" ", pad)
                line.append_text(_cell(state, (2 * c + 1, y), marks, m, scale, k))
                line.append(" ", pad)
            line.append("|")
            lines.append(line)
        lines.append(edge.copy())
    return lines


def names_in(state: State, width: int) -> list[str]:
    """Every seat's name in ``width`` columns, still telling the seats apart
    ("Steady…2" beside "Steady S…")."""
    return short_names([p.name for p in state.settings.players], width)


def seat_rows(state: State, width: int) -> list[Text]:
    """Every seat: mark, name, stash per size, and its score: provisional (as if
    the game ended now, marked *) until the game is over."""
    marks = marks_of(state)
    scored = game.scores(state.board, state.stashes)
    name_w = max(11, min(20, width - 27))
    names = names_in(state, name_w)
    score = "score" if state.is_over else "score*"
    out = [Text(f"  {'seat':<{name_w + 2}} S  M  L {score:>6}", style="bold")]
    for s in range(state.n):
        line = Text(">" if s == state.to_move else " ")
        line.append(" ")
        line.append(marks[s], seat_style(s))
        st = state.stashes[s]
        line.append(f" {names[s]:<{name_w}} {st[0]:>2} {st[1]:>2} {st[2]:>2} {scored[s].total:>5}")
        out.append(line)
    if not state.is_over:
        out.append(Text("  * provisional: if it ended now", style="dim"))
    return [t[:width] if t.cell_len > width else t for t in out]


def corner_words(info: SquareInfo, names: Sequence[str], key: str) -> str:
    """One square of the drawn tile in the side panel: "2 NE: S M L takes 3 of Bo"."""
    rivals = ", ".join(names[r] for r in info.rivals)
    taken = sum(len(t.squares) for t in info.takeovers)
    sizes = " ".join(info.sizes)
    said = {
        "occupied": "occupied",
        "plain": sizes,
        "takeover": f"{sizes} takes {taken} of {rivals}",
        "rival": f"next to {rivals}: no",
        "shorter": f"{rivals} not shorter: no",
    }.get(info.status, "too few to swap: no")
    return f"{key} {game.CORNERS[int(key) - 1]}: {said}"


NAME_WIDTHS = (10, 7, 5)  # the cuts tried, longest first, when whole names do not fit


def fit_words(
    state: State, say: Callable[[Sequence[PlayerSpec]], str], width: int, widths: Sequence[int] = NAME_WIDTHS
) -> str:
    """``say(players)`` in ``width`` columns if names cut shorter make it fit (cut so
    the seats still read apart); else with the shortest names tried. The words then
    take one line at 80 columns, so the map above them keeps its last line."""
    players = state.settings.players
    said = say(players)
    for w in widths:
        if len(said) <= width:
            break
        short = short_names([p.name for p in players], w)
        said = say(tuple(attrs.evolve(p, name=n) for p, n in zip(players, short, strict=True)))
    return said


def fitted_corner_words(info: SquareInfo, state: State, key: str, width: int) -> str:
    """``corner_words`` in ``width`` columns: whole names if they fit, else names cut
    apart from each other, else the seats' marks (as the board shows them); never a
    name cut off mid-way."""
    say = lambda players: corner_words(info, [p.name for p in players], key)  # noqa: E731
    words = fit_words(state, say, width, NAME_WIDTHS[:2])
    if len(words) > width:
        words = corner_words(info, marks_of(state), key)
    return cut(words, width)


def tile_lines(state: State, width: int) -> list[Text]:
    """The drawn tile's squares for the seat to move."""
    coin = state.coin
    if coin is None or state.to_move is None:
        return []
    infos = game.tile_info(state.board, state.stashes[state.to_move], state.to_move, coin)
    out = [Text(f"Tile {game.coin_name(coin)}: squares", style="bold")]
    for k, info in enumerate(infos, 1):
        out.append(Text(fitted_corner_words(info, state, str(k), width)))
    return out


def played_words(t: TurnEntry) -> str:
    """A turn in a few words: "M NE took 2", "tile full"."""
    if t.play is None:
        return "tile full" if t.no_play == game.TILE_FULL else "blocked"
    what = f"{t.play.size} {game.corner_of(t.play.square)}"
    if t.play.takeovers:
        what += f" took {sum(len(x.squares) for x in t.play.takeovers)}"
    return what


def log_lines(state: State, count: int, width: int) -> list[Text]:
    """The last turns, newest first, each cut to the panel's width: the seat's
    mark in its colour, a name that fits, the coin and what was played."""
    name_w = max(6, min(14, width - 32))
    names = names_in(state, name_w)
    marks = marks_of(state)
    out: list[Text] = [Text("Log (g: the whole game)", style="bold")]
    entries: list[Text] = []
    for t in reversed(state.history):
        line = Text(f"{t.turn:>3} ")
        line.append(marks[t.seat], seat_style(t.seat))
        line.append(f" {names[t.seat]:<{name_w}} {game.coin_name(t.coin):<11} {played_words(t)}")
        entries.append(line)
        if len(entries) >= count - 1:
            break
    if len(entries) < count - 1:
        opener_w = max(name_w, min(14, width - 32))  # no coin column: room for longer names
        openers = names_in(state, opener_w)
        for o in reversed(state.openings):
            line = Text("    ")
            line.append(marks[o.seat], seat_style(o.seat))
            line.append(f" {openers[o.seat]:<{opener_w}} opened at {game.square_word(o.square)}")
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
    tail: Callable[[int, int], list[Text]] | None = None,
    head: bool = True,
) -> Text:
    """The whole map: the header (unless ``head`` is false), the board and the side
    panel, whose last part is the log, the tracts, or ``tail(width, rows)``'s lines."""
    if m is None:
        m = Marks(tile=state.coin)
    scale = scale_for(width, height)
    board = board_lines(state, m, scale)
    panel_w = max(20, width - scale.panel_at - 1)
    panel: list[Text] = seat_rows(state, panel_w)
    panel.append(Text())
    tile = tile_lines(state, panel_w) if report is None else []
    if tile:
        panel += tile + [Text()]
    room = max(2, height - 1 - len(panel))
    if tracts:
        panel += tract_lines(state, room, panel_w)
    elif tail is not None:
        panel += tail(panel_w, room)
    else:
        panel += log_lines(state, room, panel_w)
    lines = [header(state, width) if report is None else report_header(state, report, width)] if head else []
    for i in range(max(len(board), len(panel))):
        line = board[i].copy() if i < len(board) else Text(" " * scale.board_w)
        if i < len(panel):
            line.append(" " * (scale.panel_at - line.cell_len))
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


def turn_words(state: State, entry: TurnEntry | Opening | None, players: Sequence[PlayerSpec] | None = None) -> str:
    """What just happened, in words (naming the seats as ``players`` do, if given)."""
    players = state.settings.players if players is None else players
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


def wrapped(words: str, width: int, rows: int) -> list[Text]:
    """Words broken into lines of ``width`` (at most ``rows`` of them)."""
    out: list[Text] = []
    for para in words.split("\n"):
        out += Text(para).wrap(_CONSOLE, width) if para else [Text()]
    return out[:rows]


class Sized:
    """A drawing made at the size it is shown at (a Rich renderable, for screens that
    lay it out themselves: the replay, game over): ``draw(width, height)`` with the
    width it is given (at most ``width(window height)`` wide) and the window's height
    less 4 lines (a heading, the Footer, room round it)."""

    def __init__(self, draw: Callable[[int, int], Text], width: Callable[[int], int]) -> None:
        self.draw, self.width = draw, width

    def _size(self, options: ConsoleOptions) -> tuple[int, int]:
        height = options.size.height - 4
        return max(BOARD_W, min(options.max_width, self.width(height))), height

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        width, _ = self._size(options)
        return Measurement(width, width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.draw(*self._size(options))


def map_art(state: State, m: Marks | None = None, *, width: int, **kw: Any) -> Sized:
    """The map (``map_text``, its side panel at most ``width`` wide in all) at the
    window's size."""

    def draw(w: int, h: int) -> Text:
        return map_text(state, m, width=w, height=max(SMALL.board_h, h), **kw)

    return Sized(draw, lambda h: width + (BIG.panel_at - SMALL.panel_at if scale_for(999, h) is BIG else 0))


def board_art(state: State, m: Marks) -> Sized:
    """The board alone, big where the window has the room."""

    def draw(w: int, h: int) -> Text:
        scale = BIG if w >= BIG.board_w and h >= BIG.board_h else SMALL
        return Text("\n").join(board_lines(state, m, scale))

    return Sized(draw, lambda h: BIG.board_w if h >= BIG.board_h else BOARD_W)


def chart_art(state: State, series: Sequence[Sequence[int]]) -> Sized:
    """The scores over the game, as wide as it is given."""
    return Sized(lambda w, h: Text("\n").join(score_chart(state, series, w, max(8, h - 8))), lambda h: 80)
