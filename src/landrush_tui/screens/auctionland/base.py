"""What every Auction Land screen shares: the board (a click goes to the screen),
mouse-only buttons and the pace keys.

With hidden money the take, call and hammer screens are private: they show the
deciding seat's own money (the flow has put a hand-over before them); the
table and the placing screen never show a money total."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.widgets import Button, Static

from ...rules.auctionland.game import State
from ..pace import Pace, PacedScreen
from . import draw


class Press(Button, can_focus=False):
    """A button for the mouse only: keys belong to the screen (Enter must never
    press a focused button instead of the screen's own action)."""


class Board(Static):
    """The map; a click is passed to the screen as a (x, y) offset."""

    def on_click(self, event: events.Click) -> None:
        screen = self.screen
        if hasattr(screen, "board_click"):
            screen.board_click(event.x, event.y)


class AuctionScreen(PacedScreen):
    AUTO_FOCUS = None
    CSS_PATH = Path(__file__).with_name("auctionland.tcss")  # absolute: the game's screens are in other files

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board(self, **kw: Any) -> Text:
        """The table at the window's width; a tall window shows more of what happened."""
        words = max(2, min(10, self.app.size.height - 22))
        return draw.board_text(self.state, width=max(80, self.app.size.width), words=words, **kw)

    def say(self, words: str) -> None:
        if self.is_mounted:
            for w in self.query("#problem"):
                if isinstance(w, Static):
                    w.update(words)
