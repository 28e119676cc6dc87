"""The map beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack.game import State
from ...widgets.piecepack import board
from ..table import GameTable
from .base import PiecepackScreen


class PiecepackTable(GameTable, PiecepackScreen):
    """The map beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield self.map_view()
        yield Static(self.words(), id="words")

    def words(self) -> str:
        return self.fit(lambda players: board.turn_words(self.state, None, players))

    def follow(self, state: State) -> None:
        self.redraw()
        self.say(self.words())
