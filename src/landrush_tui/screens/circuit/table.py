"""Circuit's table: the ring beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget

from ...rules.circuit.game import State
from ..table import GameTable
from . import ring
from .base import CircuitScreen


class CircuitTable(GameTable, CircuitScreen):
    """The ring beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        return self.board_widgets()

    def follow(self, state: State) -> None:
        self.draw(ring.board_text(state))
        self.say(ring.last_words(state))
