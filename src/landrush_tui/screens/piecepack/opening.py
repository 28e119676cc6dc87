"""A human's opening: place the medium on a legal square."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack import game
from ...rules.piecepack.game import State
from ...widgets.piecepack import board
from ...widgets.piecepack.board import Marks
from ..keys import arrows
from ..pace import PACE_KEYS, quiet
from .base import Key, MapView, PiecepackScreen

if TYPE_CHECKING:
    from . import PiecepackUI


class OpeningScreen(PiecepackScreen):
    """A human's opening: arrows move over the board (legal squares are
    marked +), Enter or a second click places the medium."""

    CONFIRM_ACTIONS = frozenset({"place"})
    BINDINGS = [
        Binding("enter", "place", "Place", key_display="Enter"),
        *arrows("move"),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, ui: PiecepackUI) -> None:
        super().__init__(state, ui)
        self.seat = seat
        self.legal = game.opening_squares(state.board)
        self.pick: game.Square = board.default_opening(state)

    def marks(self) -> Marks:
        return Marks(legal=self.legal, pick=self.pick)

    def compose_body(self) -> Iterable[Widget]:
        yield self.map_view()
        yield Static(self.words(), id="words")
        with Horizontal(id="prompt"):
            yield Key("Place (Enter)", id="place", variant="primary", compact=True)

    def words(self) -> str:
        name = self.state.settings.players[self.seat].name
        where = game.square_word(self.pick)
        if self.pick not in self.legal:
            return f"{name}: {where} has a pyramid on the 8 squares around it: not allowed. Arrows move."
        return f"{name}: place your opening medium at {where}? Arrows/click move, Enter places."

    def refresh_pick(self) -> None:
        self.redraw()
        self.say(self.words())

    def action_move(self, dx: int, dy: int) -> None:
        x, y = self.pick
        self.pick = (min(game.WIDTH - 1, max(0, x + dx)), min(game.HEIGHT - 1, max(0, y + dy)))
        self.refresh_pick()

    def on_click_map_hit(self, event: MapView.Hit) -> None:
        square = event.what
        if square == self.pick and square in self.legal:
            self.action_place()
            return
        self.pick = square
        self.refresh_pick()

    def key_pressed(self, key: str) -> None:
        self.action_place()

    def action_place(self) -> None:
        if self.pick not in self.legal:
            self.notify(
                f"Square {game.square_word(self.pick)} is not allowed: an opening medium needs the 8 "
                "squares around it empty.",
                severity="warning",
            )
            return
        self.dismiss(self.pick)
