"""Game over: final ranking, the winner(s) and money over time."""

from __future__ import annotations

from typing import Iterable

from rich.table import Table
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.landrush import GameState, final_ranks, seat_largest_region, winners
from ...rules.players import verb
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.standings import name_tags
from ...widgets.landrush.tables import plain_table
from ...widgets.money_chart import MoneyChart
from ..base import GameScreen
from .room import Roomy, name_room


def winner_text(state: GameState) -> Text:
    names = state.settings.names
    best = winners(state)
    if len(best) == 1:
        name = names[best[0]]
        return Text.assemble((name, "bold"), f" {verb(name, 'wins', 'win')} with {state.money[best[0]]} money!")
    who = ", ".join(names[s] for s in best[:-1]) + " and " + names[best[-1]]
    return Text.assemble((who, "bold"), f" share the win with {state.money[best[0]]} money each!")


RANKING_NUMBERS = 27  # the ranking's columns beside the name, with the gaps between them


def ranking_table(state: GameState, name_width: int = 13) -> Table:
    """The final ranking; names in ``name_width`` columns (13 beside the map at 80x24)."""
    names = state.settings.names
    tags = name_tags(names, name_width)
    ranks = final_ranks(state)
    table = plain_table()
    # Headings are never cut ("Fiel…" was seen at 120x40): the name gives way.
    table.add_column("#", justify="right", no_wrap=True, min_width=2)
    table.add_column("Player", no_wrap=True, max_width=name_width, overflow="ellipsis")
    for col in ("Money", "Fields", "Region"):
        table.add_column(col, justify="right", no_wrap=True, min_width=len(col))
    for seat in sorted(range(state.settings.n), key=lambda s: (ranks[s], s)):
        fields = sum(1 for o in state.owners if o == seat)
        money = state.money[seat]
        table.add_row(
            str(ranks[seat]),
            tags[seat],
            Text(str(money), style="bold red" if money <= 0 else "bold"),
            str(fields),
            str(seat_largest_region(state, seat)),
        )
    return table


class GameOverScreen(Roomy, GameScreen):
    """Dismissed with "new", "title" or "quit"; `r` shows the whole game again
    and `m` swaps the final map for the money chart."""

    CSS_PATH = "landrush.tcss"

    # A key typed during the reveal before never starts anything here.
    CONFIRM_ACTIONS = frozenset({"new_game", "replay", "title", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("r", "replay", "Replay"),
        Binding("m", "toggle_map", "Map / chart"),
        Binding("escape", "title", "Title"),
        Binding("q", "quit_game", "Quit"),
    ]

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state

    def compose_body(self) -> Iterable[Widget]:
        state = self.state
        names = state.settings.names
        yield Static(Text("Game over", style="bold"), id="screen-title")
        with Horizontal(id="over-layout"):
            with Vertical(id="over-side"):
                yield Static(winner_text(state), id="winner")
                yield Static(ranking_table(state, name_room(self.app.size.width, RANKING_NUMBERS)), id="ranking")
                with Horizontal(id="over-buttons"):
                    yield Button("New game", id="new", variant="primary", compact=True)
                    yield Button("Replay", id="replay", compact=True)
                    yield Button("Title", id="title", compact=True)
                    yield Button("Quit", id="quit", compact=True)
                yield Static("The record of this game is kept under Saved games.", id="over-kept")
            chart = MoneyChart(state.history, names, state.settings.start_money, id="chart")
            chart.display = False  # the final map first; the money chart is one key (m) away
            yield chart
            yield FieldMap(state.board, names, id="over-map")

    def on_mount(self) -> None:
        self.query_one("#new", Button).focus()
        self.query_one("#over-map", FieldMap).show_state(self.state)

    def on_resize(self, event: Resize) -> None:  # after GameScreen's: names take the room the window gives
        if self.is_mounted:
            width = name_room(self.app.size.width, RANKING_NUMBERS)
            self.query_one("#ranking", Static).update(ranking_table(self.state, width))

    def action_toggle_map(self) -> None:
        chart, final_map = self.query_one("#chart"), self.query_one("#over-map")
        chart.display, final_map.display = final_map.display, chart.display

    @on(Button.Pressed, "#replay")
    def action_replay(self) -> None:
        from .replay import ReplayScreen

        self.app.push_screen(ReplayScreen(self.state, "Replay of this game"))

    @on(Button.Pressed, "#title")
    def action_title(self) -> None:
        self.dismiss("title")

    @on(Button.Pressed, "#new")
    def action_new_game(self) -> None:
        self.dismiss("new")

    @on(Button.Pressed, "#quit")
    def action_quit_game(self) -> None:
        self.dismiss("quit")
