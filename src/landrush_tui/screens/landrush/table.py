"""The table: the public game between decisions (map, money, whose move).

This is what stays on screen while AI seats think; it shows nothing secret.
"""

from __future__ import annotations

from typing import Iterable

from rich.table import Table
from rich.text import Text
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...rules.landrush import GameState, total_turns
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.tables import plain_table
from ...widgets.palette import player_marks, player_tag
from ..table import GameTable
from .room import Roomy


def money_table(state: GameState) -> Table:
    names = state.settings.names
    marks = player_marks(names)
    table = plain_table()
    table.add_column("Player", no_wrap=True)
    table.add_column("Money", justify="right")
    for seat in range(state.settings.n):
        money = state.money[seat]
        table.add_row(
            player_tag(seat, names, marks),
            Text(str(money) + (" bankrupt" if state.bankrupt[seat] else ""), style="red" if money <= 0 else ""),
        )
    return table


class TableScreen(Roomy, GameTable):
    """The public board; ``status`` says what the game is waiting for."""

    CSS_PATH = "landrush.tcss"

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state
        self.names = state.settings.names

    def compose_body(self) -> Iterable[Widget]:
        with Horizontal(id="table-layout"):
            yield FieldMap(self.state.board, self.names, id="map")
            with Vertical(id="side"):
                yield Static("", id="table-turn")
                yield Static("", id="table-money")
                yield Static("", id="status")

    def on_mount(self) -> None:
        self.show_state(self.state)
        self.show("")

    def follow(self, state: GameState) -> None:
        self.show_state(state)

    def show_state(self, state: GameState) -> None:
        """Show a (public) state: the map, the turn and everyone's money."""
        self.state = state
        if not self.ready():
            return
        self.query_one(FieldMap).show_state(state)
        turn = f"Turn {state.turn} of {total_turns(state)}" if not state.is_over else "Game over"
        self.query_one("#table-turn", Static).update(Text(turn, style="bold"))
        self.query_one("#table-money", Static).update(money_table(state))
