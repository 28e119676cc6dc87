"""Hand-over: the keyboard passes to the next human. Nothing secret is shown."""

from __future__ import annotations

import time
from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ..widgets.standings import player_tag
from .base import GameScreen


class HandOverScreen(GameScreen):
    """Dismissed (with None) when the named player presses Enter."""

    BINDINGS = [
        Binding("enter", "ready", "Show my secret screen"),
    ]

    # What the next screen is for, in the words of the game's ask (Land Rush asks for
    # "bids", Ley of the Land for a "bid"; other games' private screens are named so).
    WORDS = {"bids": "enter your secret bids", "bid": "enter your secret bid"}

    # Seconds in which Enter passes nothing: an Enter typed just before the screen
    # appeared (the last player confirming twice) or just after must not open the
    # next player's secret screen while the last one still holds the keyboard.
    GRACE = 0.6

    def __init__(self, names: list[str], seat: int, turn: int, what: str = "bids") -> None:
        super().__init__()
        self.names = names
        self.seat = seat
        self.turn = turn
        self.what = what
        self._shown_at = time.monotonic()

    def compose_body(self) -> Iterable[Widget]:
        name = self.names[self.seat]
        with Vertical(id="handover-box"):
            yield Static(f"Turn {self.turn}", id="handover-turn")
            yield Static(Text.assemble("Pass the keyboard to ", (name, "bold")), id="handover-title")
            yield Static(player_tag(self.seat, self.names), id="handover-tag")
            words = self.WORDS.get(self.what, "see your private screen")
            yield Static(f"{name}: when nobody else is looking, press Enter to {words}.", id="handover-help")

    def on_screen_resume(self) -> None:
        self._shown_at = time.monotonic()  # again after help closes over it

    def action_ready(self) -> None:
        if time.monotonic() - self._shown_at < self.GRACE:
            return  # typed before the hand-over could be seen
        self.dismiss(None)
