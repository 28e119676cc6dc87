"""A human's roll."""

from __future__ import annotations

from typing import Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.circuit.game import State
from ..pace import Pace
from .base import CircuitScreen, footer_keys


class RollScreen(CircuitScreen, inherit_bindings=False):
    """A human's turn: Enter (or the button) rolls. Dismissed with "roll"."""

    BINDINGS = footer_keys(Binding("enter,space,r", "roll", "Roll", key_display="Enter"))

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        # At one keyboard with several humans, a roll is that human's own act: a key of
        # the player before (or of anyone hurrying the bots) must not make it. Alone,
        # Enter rolls at once (there is nothing to choose).
        self.hot_seat = sum(not p.is_ai for p in state.settings.players) > 1

    def confirm_actions(self) -> frozenset[str]:
        return frozenset({"roll"}) if self.hot_seat else frozenset()

    def compose_body(self) -> Iterable[Widget]:
        yield from self.board_widgets()
        name = self.state.settings.players[self.seat].name
        with Horizontal(id="prompt"):
            yield Static(f"{name}, your turn: Enter rolls the dice.  ", id="question")
            roll = Button("Roll", id="roll", variant="primary", compact=True, action="screen.roll")
            # Enter is the screen's own key: a focused button would take it and play its
            # pressed look, restyling the screen that is about to close.
            roll.can_focus = False
            yield roll

    def action_roll(self) -> None:
        self.dismiss("roll")
