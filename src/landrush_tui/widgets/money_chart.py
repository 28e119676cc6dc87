"""Money over the turns of a game: one braille line per player in the
player's colour, its mark at the line's end, axes and a legend.

Braille characters give 2 x 4 dots per character, so even an 80x24 screen
shows a smooth line per player without any plotting dependency.
"""

from __future__ import annotations

from typing import Protocol, Sequence

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from .palette import player_colour, player_marks, theme_is_dark


class SeatMoney(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def money(self) -> int: ...


class TurnReport(Protocol):
    """What the chart reads of a played turn: each seat's money after it."""

    @property
    def standings(self) -> Sequence[SeatMoney]: ...


# Braille dot bits by (row 0..3, column 0..1) inside one character.
_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
MIN_PLOT_W, MIN_PLOT_H = 8, 3
TOO_SMALL = "Enlarge the window to see the money chart."


def money_series(history: Sequence[TurnReport], seats: int, start_money: int) -> list[list[int]]:
    """Per seat, its money before turn 1 and after each reported turn."""
    series = [[start_money] for _ in range(seats)]
    for report in history:
        for standing in report.standings:
            if standing.seat < seats:
                series[standing.seat].append(standing.money)
    return series


def nice_top(value: int) -> int:
    """A round axis maximum at or above ``value`` (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of 10)."""
    value = max(1, value)
    step = 1
    while True:
        for tenths in (10, 15, 20, 25, 30, 40, 50, 60, 80):
            if step * tenths >= 10 * value and step * tenths % 10 == 0:
                return step * tenths // 10
        step *= 10


class MoneyChart(Widget):
    """Each player's money over the turns played so far."""

    DEFAULT_CSS = """
    MoneyChart {
        width: 1fr;
        height: 1fr;
        min-height: 6;
    }
    """

    ALLOW_SELECT = False  # braille dots make no sense as selected text

    history: reactive[tuple] = reactive(())

    def __init__(
        self,
        history: Sequence[TurnReport] = (),
        names: Sequence[str] = (),
        start_money: int = 500,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.names = tuple(names)
        self.marks = player_marks(self.names)
        self.start_money = start_money
        self.set_reactive(MoneyChart.history, tuple(history))

    def show(
        self, history: Sequence[TurnReport], names: Sequence[str] | None = None, start_money: int | None = None
    ) -> None:
        """Redraw for a new history (and, for a new game, new players or money)."""
        if names is not None:
            self.names = tuple(names)
            self.marks = player_marks(self.names)
        if start_money is not None:
            self.start_money = start_money
        self.history = tuple(history)
        self.refresh()

    def render(self) -> Text:
        width, height = self.content_size
        return chart_text(self.history, self.names, self.marks, self.start_money, width, height, theme_is_dark(self))


class SeriesChart(Widget):
    """A fixed series (one line per seat, as ``series_chart`` draws it) sized to the
    widget: the game-over charts of the sibling games, each in its seats' colours."""

    DEFAULT_CSS = """
    SeriesChart {
        width: 1fr;
        height: 1fr;
        min-height: 5;
    }
    """

    ALLOW_SELECT = False

    def __init__(
        self,
        series: Sequence[Sequence[int]],
        names: Sequence[str],
        marks: Sequence[str],
        colours: Sequence[str],
        title: str,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.series = [list(s) for s in series]
        self.names, self.marks, self.colours, self.title = tuple(names), tuple(marks), tuple(colours), title

    def render(self) -> Text:
        width, height = self.content_size
        head = Text(self.title[:width], style="bold")
        chart = series_chart(
            self.series,
            self.names,
            self.marks,
            width,
            height - 1,
            theme_is_dark(self),
            colours=self.colours,
            too_small="Enlarge the window to see the chart.",
        )
        return Text("\n").join([head, chart])


def _legend(names: Sequence[str], marks: Sequence[str], width: int, colours: Sequence[str] | None = None) -> list[Text]:
    """Legend entries "■ A Ann", wrapped to ``width``."""
    lines: list[Text] = [Text()]
    for seat, name in enumerate(names):
        colour = colours[seat] if colours else player_colour(seat)
        entry = Text.assemble(("■", Style(color=colour)), f" {marks[seat]} {name}")
        entry.truncate(width)
        line = lines[-1]
        if line.cell_len and line.cell_len + 2 + entry.cell_len > width:
            lines.append(entry)
        else:
            if line.cell_len:
                line.append("  ")
            line.append_text(entry)
    return lines


def chart_text(history, names, marks, start_money: int, width: int, height: int, dark: bool = True) -> Text:
    """The whole money chart as Rich text of ``width`` x at most ``height`` lines."""
    series = money_series(history, len(names), start_money)
    return series_chart(series, names, marks, width, height, dark)


def series_chart(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    marks: Sequence[str],
    width: int,
    height: int,
    dark: bool = True,
    *,
    colours: Sequence[str] | None = None,
    legend: bool = True,
    too_small: str = TOO_SMALL,
) -> Text:
    """One line per seat over the turns (``series[seat][t]``: the value before turn 1
    at t = 0, then after each turn), in the seat's colour (``colours``, else the
    shared palette), its mark at the line's end; ``width`` x at most ``height`` lines."""
    seats = len(names)
    colour = (lambda seat: colours[seat]) if colours else player_colour
    axis_style = Style(color="#a9adb4" if dark else "#55585e")
    legend_lines = _legend(names, marks, width, colours) if seats and legend else []
    values = [v for s in series for v in s] or [0]
    top = nice_top(max(values))
    # Negative payouts can push money below 0: then the axis goes below 0 too.
    bottom = -nice_top(-min(values)) if min(values) < 0 else 0
    label_w = max(len(str(top)), len(str(bottom))) + 1
    plot_w = width - label_w - 1 - 2  # labels, the axis line, room for the end marks
    plot_h = height - len(legend_lines) - 2  # the x axis and its numbers
    if plot_w < MIN_PLOT_W or plot_h < MIN_PLOT_H or seats == 0:
        return Text(too_small if seats else "", style=Style(italic=True), justify="center")

    turns = max(1, max((len(s) for s in series), default=1) - 1)
    dots_w, dots_h = plot_w * 2, plot_h * 4
    bits = [[0] * plot_w for _ in range(plot_h)]
    owner = [[-1] * plot_w for _ in range(plot_h)]

    def dot_xy(turn: int, money: int) -> tuple[int, int]:
        x = round(turn * (dots_w - 1) / turns)
        y = dots_h - 1 - round((money - bottom) * (dots_h - 1) / (top - bottom))
        return x, y

    ends: list[tuple[int, int, int]] = []  # (row, column, seat) of each line's last point
    for seat, seat_values in enumerate(series):
        points = [dot_xy(t, v) for t, v in enumerate(seat_values)]
        for (x0, y0), (x1, y1) in zip(points, points[1:] or points, strict=False):
            for x, y in _segment(x0, y0, x1, y1):
                row, col = y // 4, x // 2
                bits[row][col] |= _DOTS[y % 4][x % 2]
                owner[row][col] = seat  # later seats draw over earlier ones where lines cross
        x, y = points[-1]
        ends.append((y // 4, x // 2, seat))

    grid: list[list[tuple[str, Style | None]]] = [
        [
            (chr(0x2800 + bits[r][c]) if bits[r][c] else " ", Style(color=colour(owner[r][c])) if bits[r][c] else None)
            for c in range(plot_w)
        ]
        + [(" ", None), (" ", None)]
        for r in range(plot_h)
    ]
    taken: set[tuple[int, int]] = set()
    for row, col, seat in sorted(ends):
        # The mark goes just right of the line's end; if another mark is there,
        # one further right or the nearest free row above or below.
        spots = [(row + d, c) for d in (0, 1, -1, 2, -2, 3, -3, 4, -4) for c in (col + 1, col + 2)]
        for r, c in spots:
            if 0 <= r < plot_h and c <= plot_w + 1 and (r, c) not in taken:
                taken.add((r, c))
                grid[r][c] = (marks[seat], Style(color=colour(seat), bold=True))
                break

    # Money labels on the rows where the bottom, 0, half the top and the top are drawn.
    marks_at = (bottom, 0, top) if bottom or plot_h < 5 else (0, top // 2, top)
    labels = {dot_xy(0, v)[1] // 4: v for v in marks_at}
    if bottom:  # a faint zero line where nothing else is drawn
        zero = dot_xy(0, 0)[1] // 4
        grid[zero] = [(ch, style) if style else ("┈", axis_style) for ch, style in grid[zero][:plot_w]] + grid[zero][
            plot_w:
        ]
    lines: list[Text] = []
    for r in range(plot_h):
        value = labels.get(r)
        label = (str(value) if value is not None else "").rjust(label_w - 1) + " "
        line = Text(label, style=axis_style)
        line.append("┤" if value is not None else "│", axis_style)
        for ch, style in grid[r]:
            line.append(ch, style)
        lines.append(line)
    lines.append(Text(" " * label_w + "└" + "─" * plot_w, style=axis_style))
    lines.append(_turn_numbers(turns, plot_w, label_w, axis_style))
    lines.extend(legend_lines)
    return Text("\n").join(lines)


def _turn_numbers(turns: int, plot_w: int, label_w: int, style: Style) -> Text:
    """Turn numbers under the x axis, as many as fit without touching."""
    row = [" "] * (label_w + 1 + plot_w + 2)
    room = len(str(turns)) + 1  # a number and a space
    step = next((s for s in (1, 2, 5, 10, 20, 50) if plot_w * s / turns >= room), 100)
    # The first and the last turn first, so a crowded axis drops a middle one.
    for t in [0, turns, *range(step, turns, step)]:
        col = label_w + 1 + round(t * (plot_w * 2 - 1) / turns) // 2
        text = str(t)
        at = min(max(0, col - len(text) // 2), len(row) - len(text))
        if all(c == " " for c in row[max(0, at - 1) : at + len(text) + 1]):
            row[at : at + len(text)] = text
    if label_w >= 5:  # name the axis in the room under the money labels
        row[: label_w - 1] = "turn".rjust(label_w - 1)
    return Text("".join(row).rstrip(), style=style)


def _segment(x0: int, y0: int, x1: int, y1: int):
    """The dots of a straight line (Bresenham)."""
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    while True:
        yield x0, y0
        if x0 == x1 and y0 == y1:
            return
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
