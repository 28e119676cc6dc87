"""The table: the public game between decisions (map, money, whose move).

This is what stays on screen while AI seats think; it shows nothing secret.
"""

from __future__ import annotations

from typing import Iterable

from rich.table import Table
from rich.text import Text
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import LoadingIndicator, Static

from ...compat import is_leaving
from ...rules.landrush import GameState, total_turns
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.tables import plain_table
from ...widgets.palette import player_marks, player_tag
from ..base import GameScreen


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


class TableScreen(GameScreen):
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
        # The App's session is the one source of the game: the table follows it.
        self.watch(self.app, "session", self._session_changed, init=False)

    def _session_changed(self, session) -> None:  # type: ignore[no-untyped-def]
        if session is not None and isinstance(session.state, GameState):
            self.show_state(session.state)

    def _ready(self) -> bool:
        # Mounted and not being taken apart (a quit or a new game while the flow reports).
        return self.is_mounted and not is_leaving(self) and bool(self.query("#status"))

    def show_state(self, state: GameState) -> None:
        """Show a (public) state: the map, the turn and everyone's money."""
        self.state = state
        if not self._ready():
            return
        self.query_one(FieldMap).show_state(state)
        turn = f"Turn {state.turn} of {total_turns(state)}" if not state.is_over else "Game over"
        self.query_one("#table-turn", Static).update(Text(turn, style="bold"))
        self.query_one("#table-money", Static).update(money_table(state))

    def show(self, status: str, thinking: bool = False) -> None:
        """Say what the game waits for (a spinner while a bot thinks long)."""
        if not self._ready():
            return
        self.query_one("#status", Static).update(status)
        # The spinner animates (repaints) all the time, so it exists only while a bot is slow.
        spinners = self.query("#thinking")
        if thinking and not spinners:
            self.query_one("#side").mount(LoadingIndicator(id="thinking"))
        elif not thinking:
            spinners.remove()
