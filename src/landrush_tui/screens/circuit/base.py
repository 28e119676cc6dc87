"""What every Circuit screen shares: the ring, the words under it, the pace keys."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from ...rules.circuit.game import State
from ..pace import Pace, PacedScreen
from . import ring


class CircuitScreen(PacedScreen):
    """A screen that shows the ring and knows the pace keys."""

    CSS_PATH = Path(__file__).with_name("circuit.tcss")  # absolute: every screen of the game is elsewhere

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board_widgets(self) -> Iterable[Widget]:
        yield Static(ring.board_text(self.state), id="ring")
        yield Static(ring.last_words(self.state), id="words")

    def draw(self, text: Text) -> None:
        if self.is_mounted:
            self.query_one("#ring", Static).update(text)

    def say(self, words: str) -> None:
        lines = self.query("#words")  # none while the screen is still being built or taken apart
        if self.is_mounted and lines:
            lines.first(Static).update(words)
