"""What every piecepack screen shares: the map (a click picks a square), the pace keys and t for the tracts."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Button, Static

from ...rules.piecepack import game
from ...rules.piecepack.game import Opening, State, TurnEntry
from ..pace import Pace, PacedScreen
from . import board
from .board import Marks

# The tracts panel: on every screen of the map, beside the pace keys.
TRACT_KEY = Binding("t", "tracts", "Tracts")


class Key(Button):
    """A button the mouse presses; keys stay with the screen (a focused button
    would take Enter for itself)."""

    can_focus = False


class MapView(Static):
    """The map; a click on a square posts ``MapView.Picked``."""

    class Picked(Message):
        def __init__(self, square: game.Square) -> None:
            super().__init__()
            self.square = square

    def on_click(self, event: events.Click) -> None:
        sq = board.square_at(event.x, event.y)
        if sq is not None:
            event.stop()
            self.post_message(self.Picked(sq))


class PiecepackScreen(PacedScreen):
    """A screen that shows the map and knows the pace keys and ``t`` (tracts)."""

    BINDINGS = [TRACT_KEY]
    CSS_PATH = Path(__file__).with_name("piecepack.tcss")  # absolute: the game's screens are in other files
    show_tracts = False  # shared by every screen of a game (class-wide toggle)

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def marks(self) -> Marks:
        return Marks(tile=self.state.coin)

    def reported(self) -> TurnEntry | Opening | None:
        return None

    def chart(self) -> Callable[[int, int], list[Text]] | None:
        return None

    def map_text(self) -> Text:
        width, height = (self.app.size.width, self.app.size.height) if self.is_attached else (80, 24)
        # a taller window gives the log (or the tracts) the rows below the board's side;
        # 4 lines stay for the words, the buttons and the Footer
        return board.map_text(
            self.state,
            self.marks(),
            width=max(80, width),
            height=max(21, height - 4),
            tracts=PiecepackScreen.show_tracts,
            report=self.reported(),
            chart=self.chart(),
        )

    def on_resize(self, event: events.Resize) -> None:  # GameScreen's handler runs too
        self.redraw()  # the map's side panel follows the window's size

    def redraw(self) -> None:
        maps = self.query("#map")
        if self.is_mounted and maps:
            maps.first(MapView).update(self.map_text())

    def say(self, words: str) -> None:
        lines = self.query("#words")
        if self.is_mounted and lines:
            lines.first(Static).update(words)

    def action_tracts(self) -> None:
        PiecepackScreen.show_tracts = not PiecepackScreen.show_tracts
        self.redraw()
