"""The money chart: lines per player, marks, axes, legend, small sizes."""

from __future__ import annotations

import pytest
from landrush_games import random_bid_game
from textual.app import App, ComposeResult

from landrush_tui.widgets.money_chart import TOO_SMALL, MoneyChart, chart_text, money_series, nice_top
from landrush_tui.widgets.palette import player_colour, player_marks

NAMES = ["Ann", "Anna", "Bob", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]


def played(n: int, turns: int, seed: int = 3):
    """A game after ``turns`` turns of random bids (deterministic per seed)."""
    names = NAMES[:n]
    return names, random_bid_game(names, turns, seed, "test-chart", 3)


class ChartApp(App):
    def __init__(self, names, state):
        super().__init__()
        self.names, self.state = names, state

    def compose(self) -> ComposeResult:
        yield MoneyChart(self.state.history, self.names, self.state.settings.start_money)


def test_money_series_starts_at_start_money_and_follows_the_standings() -> None:
    names, state = played(3, 4)
    series = money_series(state.history, 3, 500)
    assert [s[0] for s in series] == [500] * 3
    assert all(len(s) == 5 for s in series)
    assert [s[-1] for s in series] == list(state.money)


def test_nice_top_is_round_and_not_below_the_value() -> None:
    for value in [1, 7, 99, 100, 101, 480, 501, 1234, 2600, 9999]:
        top = nice_top(value)
        assert top >= value
        assert top <= 2 * value or value < 3
        assert str(top).rstrip("0") in {"1", "15", "2", "25", "3", "4", "5", "6", "8"}


async def test_chart_shows_marks_legend_axes_and_turns_at_80x24() -> None:
    names, state = played(4, 12)
    app = ChartApp(names, state)
    async with app.run_test(size=(56, 24)):
        chart = app.query_one(MoneyChart)
        text = chart.render()
        lines = text.plain.split("\n")
        assert len(lines) <= 24 and all(len(line) <= 56 for line in lines)
        plain = text.plain
        for mark, name in zip(player_marks(names), names, strict=True):
            assert f"■ {mark} {name}" in plain
        assert any(ch in plain for ch in "⠁⠂⠄⡀⠈⠐⠠⢀")  # braille dots drawn
        axis = next(i for i, line in enumerate(lines) if "└" in line)
        turn_numbers = lines[axis + 1].split()
        assert turn_numbers[0] == "0" and turn_numbers[-1] == "12"
        top = nice_top(max(max(s) for s in money_series(state.history, 4, 500)))
        assert lines[0].split()[0] == str(top)  # money axis: the top value, then 0 on the last plot row
        assert lines[axis - 1].split()[0] == "0"
        # Every line is drawn in its player's colour.
        colours = {
            str(span.style.color.name) for span in text.spans if hasattr(span.style, "color") and span.style.color
        }
        for seat in range(4):
            assert player_colour(seat) in colours


async def test_ten_players_fit_at_80x24_with_legend_wrapped() -> None:
    names, state = played(10, 6)
    text = chart_text(state.history, names, player_marks(names), 500, 56, 22)
    lines = text.plain.split("\n")
    assert len(lines) <= 22 and all(len(line) <= 56 for line in lines)
    for mark in player_marks(names):  # each line's end mark is placed in the plot
        assert sum(line.count(mark) for line in lines[:-4]) >= 1


def test_no_turns_yet_draws_the_starting_money() -> None:
    names = NAMES[:3]
    text = chart_text((), names, player_marks(names), 500, 50, 14).plain
    assert "500" in text and "A" in text and TOO_SMALL not in text


@pytest.mark.parametrize("size", [(10, 5), (60, 4), (0, 0)])
def test_too_small_says_so(size) -> None:
    names, state = played(4, 3)
    text = chart_text(state.history, names, player_marks(names), 500, *size).plain
    assert text == TOO_SMALL


async def test_show_updates_the_chart() -> None:
    names, state = played(4, 2)
    app = ChartApp(names, state)
    _, later = played(4, 9)
    async with app.run_test(size=(60, 20)) as pilot:
        chart = app.query_one(MoneyChart)
        chart.show(later.history)
        await pilot.pause()
        assert " 9" in chart.render().plain


def test_negative_money_extends_the_axis_below_zero() -> None:
    from landrush_tui.rules.landrush.state import Standing, TurnReport

    money = [(300, 200), (100, -20), (50, -60), (120, -80)]  # per turn, per seat
    history = [
        TurnReport(t, (), (), (), (), tuple(Standing(s, 0, 0, 0, 0, 1, 0, m) for s, m in enumerate(row)), False)
        for t, row in enumerate(money, start=1)
    ]
    lines = chart_text(history, ["Ann", "Bob"], "AB", 200, 50, 16).plain.split("\n")
    axis = next(i for i, line in enumerate(lines) if "└" in line)
    assert lines[axis - 1].split()[0] == "-80"  # the lowest money is on the bottom row
    assert lines[0].split()[0] == "300"
    zero_row = next(line for line in lines if line.split()[0] == "0")
    assert "┈" in zero_row  # the zero line is drawn
    assert lines[axis - 1].rstrip().endswith("B")  # Bob's line ends on the bottom row
