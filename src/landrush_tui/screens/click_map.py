"""A board drawn as text on which a click names what lies under it (a square, a
tile, a space): the games' maps share how a click reaches their screen."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.message import Message
from textual.widget import Widget


class ClickMap(Widget):
    """A game's map, mixed in after the widget that draws it (Textual takes a
    widget's styles from its first base); ``hit(x, y)`` says what a click at
    that offset names (None: nothing there), posted to the screen as
    ``ClickMap.Hit``."""

    class Hit(Message):
        def __init__(self, what: Any) -> None:
            super().__init__()
            self.what = what

    def hit(self, x: int, y: int) -> Any:
        return None

    def on_click(self, event: events.Click) -> None:
        what = self.hit(event.x, event.y)
        if what is not None:
            event.stop()
            self.post_message(self.Hit(what))
