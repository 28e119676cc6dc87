"""The map beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack.game import State
from ..table import GameTable
from . import board
from .base import MapView, PiecepackScreen


class PiecepackTable(GameTable, PiecepackScreen):
    """The map beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        yield Static(board.turn_words(self.state, None), id="words")

    def follow(self, state: State) -> None:
        self.redraw()
        self.say(board.turn_words(state, None))
