"""The ring as the spec's terminal map draws it (section 8): spaces 1-11 down
the left, 12-21 up the right, arrows closing the loop; each space with its
number, type glyph, name, price or current rent, owner letter and tokens;
below, every seat with colour, money, plots, net worth and status.

Pure text building (Rich ``Text``), so screens and tests share it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.style import Style
from rich.text import Text

from ...rules.circuit import board
from ...rules.circuit.board import CAMP_RATE, CAMPS, FLEET_RENT, FLEETS, Kind
from ...rules.circuit.game import State, TurnEntry, describe, net_worth_series
from ...rules.circuit.steps import round_of
from ..names import short_names
from ..palette import player_marks, text_on

# Seat colours (spec 3.2) as fills that read on dark and light themes alike.
HEX = {
    "red": "#d9534f",
    "blue": "#4a7bd0",
    "green": "#3a9a58",
    "yellow": "#b89400",
    "magenta": "#b94fb9",
    "cyan": "#1f9aa5",
}
DICE = "⚀⚁⚂⚃⚄⚅"
INNER = 36  # characters inside each of the two boxes


def player_names(state: State) -> tuple[str, ...]:
    return tuple(p.name for p in state.settings.players)


def marks_of(state: State) -> tuple[str, ...]:
    return _marks(player_names(state))


# The marks, names and styles are the same on every board of a game: worked out
# once, not for each of the ring's rows on every key.
_marks = lru_cache(maxsize=16)(player_marks)


@lru_cache(maxsize=32)
def _short(names: tuple[str, ...], width: int) -> tuple[str, ...]:
    return tuple(short_names(names, width))


@lru_cache(maxsize=None)
def token_style(colour: str) -> Style:
    fill = HEX[colour]
    return Style(color=text_on(fill), bgcolor=fill, bold=True)


@lru_cache(maxsize=None)
def owner_style(colour: str) -> Style:
    return Style(color=HEX[colour], bold=True)


def value_text(state: State, number: int) -> str:
    sp = board.space(number)
    owner = state.owners[number - 1]
    if sp.kind is Kind.TAX:
        return f"-{sp.tax}"
    if not sp.kind.is_plot:
        return ""
    if owner is None:
        return f"${sp.price}"
    if sp.kind is Kind.TERRITORY:
        return f"r{sp.rent}"
    if sp.kind is Kind.FLEET:
        return f"r{FLEET_RENT[board.count_owned(state.owners, owner, FLEETS)]}"
    return f"x{CAMP_RATE[board.count_owned(state.owners, owner, CAMPS)]}"


FULL = 79  # the spec's map; narrower than this the ring packs its rows (COMPACT)
COMPACT = 34  # characters inside each box of the packed ring: 74 in all
ROOMY = 119  # from this width each space also names its owner (ROOMY_INNER)
ROOMY_INNER = 56  # characters inside each box of the roomy ring: 119 in all
OWNER_NAME = 14  # the owner's name (whole: the form allows 14) beside the letter, in the roomy ring


def inner_for(width: int) -> int:
    """Characters inside each box of the ring drawn ``width`` wide."""
    return ROOMY_INNER if width >= ROOMY else INNER if width >= FULL else COMPACT


def space_row(
    state: State,
    number: int,
    marks: Sequence[str],
    positions: Sequence[int],
    highlight: int | None = None,
    inner: int = INNER,
) -> Text:
    """One space inside its box: ``inner`` characters (INNER, COMPACT without the
    blanks around the price, or ROOMY_INNER with the owner's name and the tokens
    spaced)."""
    owner_seat = state.owners[number - 1]
    owner = None
    if owner_seat is not None:
        name = names_in(state, OWNER_NAME)[owner_seat] if inner >= ROOMY_INNER else ""
        owner = (marks[owner_seat], state.colours[owner_seat], name)
    here = tuple((marks[s], state.colours[s]) for s in range(state.n) if positions[s] == number)
    # A turn changes a few spaces: the others are the rows drawn before.
    return _space_row(number, value_text(state, number), owner, here, number == highlight, inner)


@lru_cache(maxsize=512)
def _space_row(
    number: int,
    value: str,
    owner: tuple[str, str, str] | None,
    here: tuple[tuple[str, str], ...],
    highlighted: bool,
    inner: int,
) -> Text:
    sp = board.space(number)
    full, roomy = inner >= INNER, inner >= ROOMY_INNER
    line = Text(f"{number:>2} {sp.kind.value} {sp.name:<14}" + (f" {value:>5}  " if full else f"{value:>6} "))
    if highlighted:
        line.stylize("reverse", 0, 2)
    if owner is not None:
        mark, colour, name = owner
        line.append(mark, owner_style(colour))
        if roomy:
            line.append(f" {name}", owner_style(colour))
    else:
        line.append(" ")
    if roomy:
        line.append(" " * (27 + 2 + OWNER_NAME + 2 - line.cell_len))  # the tokens in a column of their own
    else:
        line.append("  " if full else " ")
    for i, (mark, colour) in enumerate(here):
        if roomy and i:
            line.append(" ")
        line.append(mark, token_style(colour))
    line.append(" " * (inner - line.cell_len))
    return line


@lru_cache(maxsize=128)
def detail_row(number: int, inner: int) -> Text:
    """A space's second row in the tall ring: what the space is and does, in words
    (the legend's glyphs spelt out), under its name."""
    sp = board.space(number)
    if sp.kind is Kind.REFUGE:
        words = ["Refuge: the start, nothing happens", "Refuge: start, nothing happens"]
        words = words if number == 1 else ["Refuge: nothing happens"]
    elif sp.kind is Kind.TAX:
        words = [f"Tax: pay {sp.tax} to the bank"]
    elif sp.kind is Kind.TERRITORY:
        words = [f"Territory: price {sp.price}, rent {sp.rent}", f"Territory ${sp.price}, rent {sp.rent}"]
    elif sp.kind is Kind.FLEET:
        rents = "/".join(str(r) for r in FLEET_RENT.values())
        words = [f"Fleet: price {sp.price}, rent {rents} by Fleets", f"Fleet ${sp.price}, rent by Fleets"]
    else:
        rates = list(CAMP_RATE.values())
        words = [
            f"Labor Camp: price {sp.price}, dice x{rates[0]} (x{rates[1]} with both)",
            f"Labor Camp ${sp.price}, dice x{rates[0]}",
        ]
    room = inner - DETAIL_INDENT
    fits = (words[0] if inner >= ROOMY_INNER else words[-1])[:room]  # the same kind of words on every row
    return Text(" " * DETAIL_INDENT + fits.ljust(room), style="dim")


DETAIL_INDENT = 5  # the second row starts under the space's name


@lru_cache(maxsize=8)
def _filler(inner: int) -> tuple[Text, Text]:
    """A blank row, and the row that says the way round goes back to 1."""
    return Text(" " * inner), Text("      (back to 1)".ljust(inner), style="dim")


_JOINED: dict[tuple[int, int, str, str], tuple[Text, Text, Text]] = {}


def _joined(margin: str, one: Text, join: str, other: Text) -> Text:
    """A line of the ring: a row of each box (rows drawn before, mostly: the line
    they make is kept with them)."""
    key = (id(one), id(other), join, margin)
    kept = _JOINED.get(key)
    if kept is not None and kept[0] is one and kept[1] is other:
        return kept[2]
    line = Text.assemble(margin + "|", one, "|", join, "|", other, "|")
    if len(_JOINED) >= 1024:
        _JOINED.clear()
    _JOINED[key] = (one, other, line)  # the rows kept with it: their ids stay theirs
    return line


def ring_lines(
    state: State,
    positions: Sequence[int] | None = None,
    highlight: int | None = None,
    width: int = FULL,
    tall: bool = False,
) -> list[Text]:
    """The two boxes: 13 lines of 79 characters (74 when ``width`` is less, 119
    from ROOMY); ``tall``: 24 lines, each space with a second row of words."""
    marks = marks_of(state)
    pos = tuple(positions if positions is not None else state.positions)
    inner = inner_for(width)
    margin = "" if inner == COMPACT else " "
    edge = Text(margin + "+" + "-" * inner + "+  +" + "-" * inner + "+")
    blank, back = _filler(inner)
    lines = [edge]
    for row in range(11):
        left = [space_row(state, row + 1, marks, pos, highlight, inner)]
        if row == 0:
            right = [back]
        else:
            right = [space_row(state, 22 - row, marks, pos, highlight, inner)]
        if tall:
            left.append(detail_row(row + 1, inner))
            right.append(blank if row == 0 else detail_row(22 - row, inner))
        for k, (one, other) in enumerate(zip(left, right, strict=True)):
            join = "<-" if (row, k) == (0, 0) else "->" if (row, k) == (10, 0) else "  "
            lines.append(_joined(margin, one, join, other))
    lines.append(edge.copy())
    return lines


def name_width(state: State) -> int:
    """The one-column seat table's name column: 8 wide, up to 14 (the longest name
    allowed) when a name needs it, so "Oracle Olaf" is not cut to "Oracle O"."""
    return min(14, max(8, *(len(p.name) for p in state.settings.players)))


def names_in(state: State, width: int) -> tuple[str, ...]:
    """Every seat's name in ``width`` characters, still telling the seats apart."""
    return _short(player_names(state), width)


def seat_cell(state: State, seat: int, marks: Sequence[str], width: int) -> Text:
    colour = state.colours[seat]
    cell = Text(" ")
    cell.append(marks[seat], token_style(colour))
    wide = name_width(state)
    name = f"{names_in(state, wide)[seat]:<{wide}}"
    if seat in state.out:
        body = Text(f" {name} {colour:<8} out", style=Style(strike=True, dim=True))
        body.append(f"  (out {state.out.index(seat) + 1}.)", style="dim")
    else:
        plots = len(state.plots_of(seat))
        body = Text(
            f" {name} {colour:<8}{state.money[seat]:>6}  plots {plots:>2}  worth "
            f"{state.net_worth(seat):>6}  on {state.positions[seat]:>2}"
        )
        if seat in state.winners:
            body.append("  wins", style="bold")
    cell.append_text(body)
    cell.truncate(width, pad=True)
    return cell


SHORT_NAME = 12  # the name column of the two-column seat table (less in a narrow one)


def seat_lines(state: State, width: int = 79) -> list[Text]:
    """One line per seat; with 5 or 6 seats in a narrow window, two columns under
    a row of column names. Then what "worth" is, and that it is provisional."""
    marks = marks_of(state)
    if state.n <= 4 or width >= 100:
        out = [seat_cell(state, s, marks, width) for s in range(state.n)]
    else:
        half = (state.n + 1) // 2
        col = width // 2
        wide = max(6, min(SHORT_NAME, col - 27))
        names = names_in(state, wide)
        head = Text(f"   {'':<{wide}}{'money':>6} {'plots':>5} {'worth':>6} {'on':>3}".ljust(col), style="dim")
        out = [head + head]
        for r in range(half):
            line = short_cell(state, r, marks, names, col, wide)
            if r + half < state.n:
                line.append_text(short_cell(state, r + half, marks, names, col, wide))
            out.append(line)
    when = "final" if state.is_over else "so far, provisional"
    out.append(Text(f" worth = money + prices of the plots owned ({when})", style="dim"))
    return out


def short_cell(state: State, seat: int, marks: Sequence[str], names: Sequence[str], width: int, wide: int) -> Text:
    cell = Text(" ")
    cell.append(marks[seat], token_style(state.colours[seat]))
    name = f"{names[seat]:<{wide}}"
    if seat in state.out:
        cell.append(f" {name} out ({state.out.index(seat) + 1}.)", style=Style(strike=True, dim=True))
    else:
        where = "won" if seat in state.winners else f"{state.positions[seat]:>3}"
        cell.append(
            f" {name}{state.money[seat]:>6} {len(state.plots_of(seat)):>5} {state.net_worth(seat):>6} {where:>3}",
            style="bold" if seat in state.winners else "",
        )
    cell.truncate(width, pad=True)
    return cell


def dice_text(dice: Sequence[int]) -> str:
    return " ".join(DICE[d - 1] for d in dice)


def counter(state: State) -> str:
    """ "turn 12", with the round against its limit when the game has one."""
    turn = len(state.history) if state.is_over else min(state.turn, len(state.history) + 1)
    limit = state.settings.round_limit
    return f"turn {turn}" + (f"  round {round_of(state)} of {limit}" if limit else "")


def header(state: State, doing: str = "", width: int = 79) -> Text:
    if state.is_over:
        who = "game over"
    else:
        seat = state.to_move
        assert seat is not None
        name = state.settings.players[seat].name
        who = f"{name} to {'buy or decline' if state.rolled else 'roll'}"
    left = Text(f"Circuit  {counter(state)}  {doing or who}", style="bold")
    last = state.last
    right = Text()
    if last:
        right.append("last: ")
        right.append(marks_of(state)[last.seat], token_style(state.colours[last.seat]))
        right.append(f" {last.dice[0]}+{last.dice[1]}={last.total} -> {last.to}")
    if left.cell_len + 1 + right.cell_len > width:
        right = Text()
    left.truncate(width)
    gap = max(1, width - left.cell_len - right.cell_len)
    return Text.assemble(left, " " * gap, right)


def last_words(state: State, entry: TurnEntry | None = None) -> str:
    entry = entry or state.last
    if entry is None:
        return "Everyone stands on Harbour Refuge with 30000."
    return f"Turn {entry.turn}: " + describe(state.settings.players, entry)


def board_lines(
    state: State,
    *,
    positions: Sequence[int] | None = None,
    highlight: int | None = None,
    doing: str = "",
    width: int = 79,
    tall: bool = False,
) -> list[Text]:
    """The top line, the ring and the seats, line by line."""
    return [
        header(state, doing, min(width, 2 * inner_for(width) + 7)),
        *ring_lines(state, positions, highlight, width, tall),
        *seat_lines(state, width),
    ]


def board_text(state: State, **how: Any) -> Text:
    """``board_lines`` as one text."""
    return joined(board_lines(state, **how))


def joined(lines: list[Text]) -> Text:
    text = Text("\n").join(lines)
    text.no_wrap = True  # every line is built to the width: nothing to wrap (and no time spent finding that out)
    text.overflow = "crop"
    return text


def sparkline_chart(series: Sequence[Sequence[int]], state: State, width: int) -> Text:
    """Net worth over the turns: one line per seat, eight heights of block."""
    blocks = "▁▂▃▄▅▆▇█"
    marks = marks_of(state)
    top = max(max(s) for s in series) or 1
    alive = [v for s in series for v in s if v > 0]
    low = min(alive) if alive else 0
    low = max(0, low - (top - low) // 7 - 1)  # the lowest worth still shows a block
    plot_w = max(8, width - 4)
    lines = [Text(f"Net worth over {len(series[0]) - 1} turns ({low} to {top}; blank: out)", style="bold")]
    for seat, values in enumerate(series):
        line = Text(" ")
        line.append(marks[seat], token_style(state.colours[seat]))
        line.append(" ")
        k = len(values)
        for c in range(plot_w):
            v = values[min(k - 1, c * k // plot_w)]
            level = (v - low) * 8 // (top - low + 1)
            line.append(" " if v <= 0 else blocks[max(0, min(7, level))], owner_style(state.colours[seat]))
        lines.append(line)
    return Text("\n").join(lines)


class NetWorthChart:
    """The net-worth chart drawn to the width it is given each time it is drawn,
    so a window made narrower never wraps its rows."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.series = net_worth_series(state)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield sparkline_chart(self.series, self.state, options.max_width)


WIDEST = 119  # the seat table uses a window's width up to this


class Board:
    """The ring and the seats of a state (``board_text``), drawn to the width it is
    given each time it is drawn: a resized window redraws it to fit, and a long
    replay builds only the boards it shows. ``tall``: each space on two rows
    (a window with the height for it)."""

    def __init__(
        self,
        state: State,
        highlight: int | None = None,
        *,
        positions: Sequence[int] | None = None,
        doing: str = "",
        tall: bool = False,
    ) -> None:
        self.state = state
        self.highlight = highlight
        self.positions = None if positions is None else tuple(positions)
        self.doing = doing
        self.tall = tall

    def same(self, other: object) -> bool:
        """Whether ``other`` draws exactly this (the same state, not an equal one)."""
        return (
            isinstance(other, Board)
            and other.state is self.state
            and (other.highlight, other.positions, other.doing, other.tall)
            == (self.highlight, self.positions, self.doing, self.tall)
        )

    def lines(self, width: int) -> list[Text]:
        """The board's lines ``width`` wide (not to be changed: they are kept)."""
        width = min(WIDEST, width) if width >= FULL else COMPACT * 2 + 6  # a packed ring: all of it as wide
        key = (id(self.state), self.highlight, self.positions, self.doing, self.tall, width)
        drawn = _DRAWN.get(key)
        if drawn is not None and drawn[0] is self.state:
            return drawn[1]
        lines = board_lines(
            self.state,
            positions=self.positions,
            highlight=self.highlight,
            doing=self.doing,
            width=width,
            tall=self.tall,
        )
        # The table, the decision screen over it and a repaint draw the same board:
        # built once. The state is kept with it, so its id cannot be reused meanwhile.
        if len(_DRAWN) >= DRAWN_KEPT:
            del _DRAWN[next(iter(_DRAWN))]
        _DRAWN[key] = (self.state, lines)
        return lines

    def text(self, width: int) -> Text:
        return joined(self.lines(width))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.text(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        # Where it may choose (beside the replay's words), as wide as the ring.
        return Measurement(COMPACT * 2 + 6, min(FULL, options.max_width))


DRAWN_KEPT = 16  # boards kept drawn: a turn's walk at most, and the few a key redraws
_DRAWN: dict[tuple[object, ...], tuple[State, list[Text]]] = {}


def rows_of(state: State, width: int, tall: bool = False) -> int:
    """How many rows ``Board`` takes ``width`` wide: the top line, the ring, the
    seats (two columns under a row of column names when narrow) and the note on worth."""
    width = min(WIDEST, width) if width >= FULL else COMPACT * 2 + 6
    seats = state.n if state.n <= 4 or width >= 100 else 1 + (state.n + 1) // 2
    return 1 + 2 + 11 * (2 if tall else 1) + seats + 1
