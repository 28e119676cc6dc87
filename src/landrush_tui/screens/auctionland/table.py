"""The public table beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland.game import State
from ..table import GameTable
from .base import AuctionScreen, Board


class AuctionTable(GameTable, AuctionScreen):
    """The public table beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield Board(self.board(), id="board")

    def follow(self, state: State) -> None:
        self.query_one("#board", Static).update(self.board())
