"""Hand-over: the keyboard passes to the next human. Nothing secret is shown."""

from __future__ import annotations

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
        Binding("enter", "ready", "Show my secret bid screen"),
    ]

    def __init__(self, names: list[str], seat: int, turn: int) -> None:
        super().__init__()
        self.names = names
        self.seat = seat
        self.turn = turn

    def compose_body(self) -> Iterable[Widget]:
        name = self.names[self.seat]
        with Vertical(id="handover-box"):
            yield Static(f"Turn {self.turn}", id="handover-turn")
            yield Static(Text.assemble("Pass the keyboard to ", (name, "bold")), id="handover-title")
            yield Static(player_tag(self.seat, self.names), id="handover-tag")
            yield Static(f"{name}: when nobody else is looking, press Enter to enter your secret bids.",
                         id="handover-help")

    def action_ready(self) -> None:
        self.dismiss(None)
