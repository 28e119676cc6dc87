"""The public table beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget

from ...rules.auctionland.game import State
from ..table import GameTable
from .base import AuctionScreen


class AuctionTable(GameTable, AuctionScreen):
    """The public table beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield from self.board_widgets()

    def follow(self, state: State) -> None:
        self.redraw_board()
