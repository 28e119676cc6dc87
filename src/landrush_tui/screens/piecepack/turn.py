"""What a step did, on the map and in words, at the pace."""

from __future__ import annotations

from typing import Iterable

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack.game import Opening, State, TurnEntry
from ..pace import Pace
from . import board
from .base import MapView, PiecepackScreen
from .board import Marks


class TurnScreen(PiecepackScreen):
    """What a step did, on the map, in words; it closes by itself after the
    pace's pause (or on Enter). A human's no-play turn waits for Enter unless
    auto-play is on."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(self, after: State, report: TurnEntry | Opening, pace: Pace, wait: bool = False) -> None:
        super().__init__(after, pace)
        self.report = report
        self.wait = wait
        self.done = False

    def marks(self) -> Marks:
        r = self.report
        tile = r.coin if isinstance(r, TurnEntry) else None
        return Marks(tile=tile, last=board.last_squares(r))

    def reported(self) -> TurnEntry | Opening | None:
        return self.report

    def compose_body(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        words = board.turn_words(self.state, self.report)
        if self.wait:
            words = words.replace(", no square of it is playable", "") + "  Enter continues."
        yield Static(words, id="words")

    def on_mount(self) -> None:
        super().on_mount()
        if not self.wait or self.pace.auto or self.pace.to_end:
            self.set_timer(max(0.01, self.pace.hold), self.action_skip)

    def paced(self) -> None:
        super().paced()
        if self.pace.auto or self.pace.to_end:
            self.action_skip()

    def action_skip(self) -> None:
        if not self.done:
            self.done = True
            self.dismiss(None)
