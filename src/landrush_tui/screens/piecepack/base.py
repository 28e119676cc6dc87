"""What every piecepack screen shares: the map (a click picks a square), the pace keys and t for the tracts."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

from rich.text import Text
from textual import events, on
from textual.binding import Binding
from textual.widgets import Button, Static

from ...rules.piecepack import game
from ...rules.piecepack.game import Opening, State, TurnEntry
from ...rules.players import PlayerSpec
from ...widgets.piecepack import board
from ...widgets.piecepack.board import SMALL, Marks, Scale
from ...widgets.text_lines import TextLines
from ..click_map import ClickMap
from ..pace import PacedScreen

if TYPE_CHECKING:
    from . import PiecepackUI

# The tracts panel: on every screen of the map, beside the pace keys.
TRACT_KEY = Binding("t", "tracts", "Tracts")


class Key(Button):
    """A button the mouse presses; keys stay with the screen (a focused button
    would take Enter for itself)."""

    can_focus = False


class MapView(TextLines, ClickMap):
    """The map; a click on a square posts ``ClickMap.Hit`` with the square."""

    scale: Scale = SMALL  # as last drawn: where a click lands depends on it

    def hit(self, x: int, y: int) -> game.Square | None:
        return board.square_at(x, y, self.scale)


class PiecepackScreen(PacedScreen):
    """A screen that shows the map and knows the pace keys and ``t`` (tracts, a
    choice kept for the whole game by its ``PiecepackUI``)."""

    BINDINGS = [TRACT_KEY]
    CSS_PATH = Path(__file__).with_name("piecepack.tcss")  # absolute: the game's screens are in other files

    def __init__(self, state: State, ui: PiecepackUI) -> None:
        super().__init__(ui.pace)
        self.state = state
        self.ui = ui

    def marks(self) -> Marks:
        return Marks(tile=self.state.coin)

    def reported(self) -> TurnEntry | Opening | None:
        return None

    def map_size(self) -> tuple[int, int]:
        # a taller window gives the log (or the tracts) the rows below the board's side;
        # 4 lines stay for the words, the buttons and the Footer
        width, height = (self.app.size.width, self.app.size.height) if self.is_attached else (80, 24)
        return max(80, width), max(21, height - 4)

    def map_text(self) -> Text:
        width, height = self.map_size()
        return board.map_text(
            self.state,
            self.marks(),
            width=width,
            height=height,
            tracts=self.ui.show_tracts,
            report=self.reported(),
        )

    def map_view(self) -> MapView:
        self._drawn = self.drawn()
        view = MapView(self.map_text(), id="map")
        view.scale = board.scale_for(*self.map_size())
        return view

    def on_resize(self, event: events.Resize) -> None:  # GameScreen's handler runs too
        self.redraw()  # the map's side panel follows the window's size
        words = self.words()
        if words is not None:
            self.say(words)  # names cut to the new width, or whole again

    def words(self) -> str | None:
        """The line under the map (None: this screen has none)."""
        return None

    def fit(self, say: Callable[[Sequence[PlayerSpec]], str]) -> str:
        """``say(players)`` with names cut so it takes one line under the map where it
        can: two lines would take the board's last line away at 80x24."""
        return board.fit_words(self.state, say, self.words_width())

    def words_width(self) -> int:
        return (self.app.size.width if self.is_attached else 80) - 2  # the words' padding

    def drawn(self) -> tuple[object, ...]:
        """What the map shows now: equal keys draw the same map."""
        return (self.state, self.reported(), self.marks().key(), self.map_size(), self.ui.show_tracts)

    def redraw(self) -> None:
        maps = self.query("#map")
        if not (self.is_mounted and maps):
            return
        # a key that changes only the words (a size) leaves the map as it is: no rebuild
        if getattr(self, "_drawn", None) == (drawn := self.drawn()):
            return
        self._drawn = drawn
        view = maps.first(MapView)
        scale = board.scale_for(*self.map_size())
        # the map keeps its place (its height is what the words leave): a new layout
        # is needed only when the board changes size
        view.update(self.map_text())  # lays out again only when its size changes
        view.scale = scale

    def say(self, words: str) -> None:
        lines = self.query("#words")
        if self.is_mounted and lines:
            lines.first(Static).update(words)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.key_pressed(event.button.id or "")

    def key_pressed(self, key: str) -> None:
        """A ``Key`` button was clicked (its id): a click is deliberate, never held back."""

    def action_tracts(self) -> None:
        self.ui.show_tracts = not self.ui.show_tracts
        self.redraw()
