"""The ring as the spec's terminal map draws it (section 8): spaces 1-11 down
the left, 12-21 up the right, arrows closing the loop; each space with its
number, type glyph, name, price or current rent, owner letter and tokens;
below, every seat with colour, money, plots, net worth and status.

Pure text building (Rich ``Text``), so screens and tests share it.
"""

from __future__ import annotations

from typing import Sequence

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


def marks_of(state: State) -> tuple[str, ...]:
    return player_marks([p.name for p in state.settings.players])


def token_style(colour: str) -> Style:
    fill = HEX[colour]
    return Style(color=text_on(fill), bgcolor=fill, bold=True)


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
    sp = board.space(number)
    value = value_text(state, number)
    full, roomy = inner >= INNER, inner >= ROOMY_INNER
    line = Text(f"{number:>2} {sp.kind.value} {sp.name:<14}" + (f" {value:>5}  " if full else f"{value:>6} "))
    if number == highlight:
        line.stylize("reverse", 0, 2)
    owner = state.owners[number - 1]
    if owner is not None:
        line.append(marks[owner], owner_style(state.colours[owner]))
        if roomy:
            line.append(f" {names_in(state, OWNER_NAME)[owner]}", owner_style(state.colours[owner]))
    else:
        line.append(" ")
    if roomy:
        line.append(" " * (27 + 2 + OWNER_NAME + 2 - line.cell_len))  # the tokens in a column of their own
    else:
        line.append("  " if full else " ")
    here = [s for s in range(state.n) if positions[s] == number]
    for i, s in enumerate(here):
        if roomy and i:
            line.append(" ")
        line.append(marks[s], token_style(state.colours[s]))
    line.append(" " * (inner - line.cell_len))
    return line


def ring_lines(
    state: State, positions: Sequence[int] | None = None, highlight: int | None = None, width: int = FULL
) -> list[Text]:
    """The two boxes: 13 lines of 79 characters (74 when ``width`` is less, 119
    from ROOMY)."""
    marks = marks_of(state)
    pos = tuple(positions if positions is not None else state.positions)
    inner = inner_for(width)
    margin = "" if inner == COMPACT else " "
    edge = Text(margin + "+" + "-" * inner + "+  +" + "-" * inner + "+")
    lines = [edge]
    for row in range(11):
        left = space_row(state, row + 1, marks, pos, highlight, inner)
        if row == 0:
            right = Text("      (back to 1)".ljust(inner), style="dim")
        else:
            right = space_row(state, 22 - row, marks, pos, highlight, inner)
        join = "<-" if row == 0 else "->" if row == 10 else "  "
        lines.append(Text.assemble(margin + "|", left, "|", join, "|", right, "|"))
    lines.append(edge.copy())
    return lines


def name_width(state: State) -> int:
    """The one-column seat table's name column: 8 wide, up to 14 (the longest name
    allowed) when a name needs it, so "Oracle Olaf" is not cut to "Oracle O"."""
    return min(14, max(8, *(len(p.name) for p in state.settings.players)))


def names_in(state: State, width: int) -> list[str]:
    """Every seat's name in ``width`` characters, still telling the seats apart."""
    return short_names([p.name for p in state.settings.players], width)


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


def board_text(
    state: State,
    *,
    positions: Sequence[int] | None = None,
    highlight: int | None = None,
    doing: str = "",
    width: int = 79,
) -> Text:
    lines = [
        header(state, doing, min(width, 2 * inner_for(width) + 7)),
        *ring_lines(state, positions, highlight, width),
        *seat_lines(state, width),
    ]
    return Text("\n").join(lines)


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
    replay builds only the boards it shows."""

    def __init__(
        self,
        state: State,
        highlight: int | None = None,
        *,
        positions: Sequence[int] | None = None,
        doing: str = "",
    ) -> None:
        self.state = state
        self.highlight = highlight
        self.positions = positions
        self.doing = doing

    def text(self, width: int) -> Text:
        width = min(WIDEST, width) if width >= FULL else COMPACT * 2 + 6  # a packed ring: all of it as wide
        return board_text(self.state, positions=self.positions, highlight=self.highlight, doing=self.doing, width=width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.text(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        # Where it may choose (beside the replay's words), as wide as the ring.
        return Measurement(COMPACT * 2 + 6, min(FULL, options.max_width))
