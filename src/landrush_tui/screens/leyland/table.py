"""The map beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget

from ...rules.leyland.game import State
from ..table import GameTable
from .base import LeylandScreen, last_words


class LeylandTable(GameTable, LeylandScreen):
    """The map beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        return LeylandScreen.compose_body(self)

    def follow(self, state: State) -> None:
        self.redraw()
        self.say(last_words(state))
