"""The final map, every seat's score part by part, the winners."""

from __future__ import annotations

from typing import Callable, Iterable

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack import game
from ...rules.piecepack.game import State
from ...rules.piecepack.series import score_series
from . import board
from .base import TRACT_KEY, MapView, PiecepackScreen
from .board import Marks


class PiecepackOverScreen(PiecepackScreen, inherit_bindings=False):
    """The final map, the score of every seat part by part, the winners.
    Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        TRACT_KEY,
    ]

    def marks(self) -> Marks:
        return Marks()

    def chart(self) -> Callable[[int, int], list[Text]] | None:
        if not hasattr(self, "_series"):
            self._series = score_series(self.state)  # replayed once: the game is over
        return lambda width, rows: board.score_chart(self.state, self._series, width, rows)

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        yield MapView(self.map_text(), id="map")
        yield Static(over_text(st), id="breakdown")

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")


def over_text(st: State) -> Text:
    names = [p.name for p in st.settings.players]
    won = " and ".join(names[s] for s in st.winners)
    verb = "wins" if len(st.winners) == 1 and names[st.winners[0]].strip().casefold() != "you" else "win"
    how = "a stash is empty" if st.end == game.STASH_EMPTY else "nobody can play any more"
    return Text(f"{won} {verb}: {how} after {len(st.history)} turns.  n new game  q quit", style="bold")
