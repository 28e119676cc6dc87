"""All bids at once: who paid what, the action order, how ties went."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.leyland.game import Reveal, State
from ..pace import Pace
from . import draw
from .base import LeylandScreen, lines_text


class LeylandRevealScreen(LeylandScreen):
    """All bids at once: who paid what, the action order and how ties went.
    Enter continues (by itself after a while with auto-continue on)."""

    BINDINGS = [Binding("enter,space,escape", "next", "Continue", key_display="Enter")]

    def __init__(self, before: State, after: State, reveal: Reveal, pace: Pace, again: bool = False) -> None:
        super().__init__(after, pace, focus=reveal.order[0])
        self.before = before
        self.reveal = reveal
        self.again = again  # shown again (F3, a resume): stays until a key
        self.closed = False

    def first_words(self) -> str:
        if self.again:
            return "The last bids again. Enter closes."
        return "Enter continues to the actions" + (" (auto-play is on)." if self.pace.auto else ".")

    def map_text(self) -> list[Text]:
        # the header, the market and every seat's figures: the bids below need the room
        room = draw.room_for(*self.app.size)
        top = draw.map_lines(self.state, self.focus_seat, right=self.right(), room=room)[:5]
        return [*top, *draw.seat_lines(self.state, range(self.state.n), room)]

    def compose_body(self) -> Iterable[Widget]:
        yield from super().compose_body()
        yield Static(lines_text(draw.reveal_lines(self.before, self.reveal)), id="ley-reveal")

    def on_mount(self) -> None:
        super().on_mount()
        if self.pace.auto and not self.again:
            self.set_timer(self.pace.long, self.action_next)

    def paced(self) -> None:
        super().paced()
        if self.again:
            return
        if self.pace.to_end:
            self.action_next()
        elif self.pace.auto:
            self.set_timer(self.pace.long, self.action_next)

    def action_next(self) -> None:
        if not self.closed:
            self.closed = True
            self.dismiss(None)
