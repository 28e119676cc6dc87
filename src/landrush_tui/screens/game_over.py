"""Game over: final ranking, the winner(s) and money over time."""

from __future__ import annotations

from typing import Iterable

from rich.table import Table
from rich.text import Text

from ..widgets.tables import plain_table
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ..rules import GameState, final_ranks, seat_largest_region, winners
from ..widgets.money_chart import MoneyChart
from ..widgets.palette import player_marks
from ..widgets.standings import player_tag
from .base import GameScreen


def winner_text(state: GameState) -> Text:
    names = [p.name for p in state.settings.players]
    best = winners(state)
    if len(best) == 1:
        return Text.assemble((names[best[0]], "bold"), f" wins with {state.money[best[0]]} money!")
    who = ", ".join(names[s] for s in best[:-1]) + " and " + names[best[-1]]
    return Text.assemble((who, "bold"), f" share the win with {state.money[best[0]]} money each!")


def ranking_table(state: GameState) -> Table:
    names = [p.name for p in state.settings.players]
    marks = player_marks(names)
    ranks = final_ranks(state)
    table = plain_table()
    table.add_column("#", justify="right")
    table.add_column("Player", no_wrap=True, max_width=18)
    table.add_column("Money", justify="right")
    table.add_column("Fields", justify="right")
    table.add_column("Region", justify="right")
    for seat in sorted(range(state.settings.n), key=lambda s: (ranks[s], s)):
        fields = sum(1 for o in state.owners if o == seat)
        money = state.money[seat]
        table.add_row(str(ranks[seat]), player_tag(seat, names, marks),
                      Text(str(money), style="bold red" if money <= 0 else "bold"),
                      str(fields), str(seat_largest_region(state, seat)))
    return table


class GameOverScreen(GameScreen):
    """Dismissed with "new" or "quit"."""

    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
    ]

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state

    def compose_body(self) -> Iterable[Widget]:
        state = self.state
        names = [p.name for p in state.settings.players]
        yield Static(Text("Game over", style="bold"), id="screen-title")
        with Horizontal(id="over-layout"):
            with Vertical(id="over-side"):
                yield Static(winner_text(state), id="winner")
                yield Static(ranking_table(state), id="ranking")
                with Horizontal(id="over-buttons"):
                    yield Button("New game", id="new", variant="primary")
                    yield Button("Quit", id="quit")
            yield MoneyChart(state.history, names, state.settings.start_money, id="chart")

    def on_mount(self) -> None:
        self.query_one("#new", Button).focus()

    @on(Button.Pressed, "#new")
    def action_new_game(self) -> None:
        self.dismiss("new")

    @on(Button.Pressed, "#quit")
    def action_quit_game(self) -> None:
        self.dismiss("quit")
