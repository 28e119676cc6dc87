"""A bot's move, shown for a moment at the pace."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland.game import State
from ..pace import Pace
from .base import AuctionScreen


class MoveScreen(AuctionScreen):
    """A bot's move, shown for a moment (the pace decides how long); Enter skips."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(state, pace)
        self.done = False

    def compose_body(self) -> Iterable[Widget]:
        yield from self.board_widgets()
        yield Static(Text(f"{self.pace.words()}:  + / - speed,  e to the end,  Enter next", "dim"), id="status")

    def on_mount(self) -> None:
        super().on_mount()
        self.set_timer(max(0.01, self.pace.hold), self.action_skip)

    def paced(self) -> None:
        super().paced()
        if self.pace.to_end:
            self.action_skip()

    def action_skip(self) -> None:
        if not self.done:
            self.done = True
            self.dismiss(None)
