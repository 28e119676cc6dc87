"""Circuit's table: the ring beneath every decision."""

from __future__ import annotations

from typing import Iterable

from textual.widget import Widget

from ...rules.circuit.game import State
from ..table import GameTable
from .base import CircuitScreen


class CircuitTable(GameTable, CircuitScreen):
    """The ring beneath every decision; follows the app's session.

    A resolved turn is not drawn here at once: the turn's own screen comes up over
    the table a moment later and shows the dice, the walk and then the result.
    Drawn now, the result would flash before the dice roll. The table shows it
    when it is on top again (or at once when no animation will come)."""

    def table_widgets(self) -> Iterable[Widget]:
        return self.board_widgets()

    _drawn: tuple[int, bool] = (0, False)  # the turns played and the roll waiting, as drawn

    def follow(self, state: State) -> None:
        if not self.pace.to_end and self.app.screen is self and self._step_further(state):
            return  # the turn's screen is about to show it
        self.show_state(state)

    def _step_further(self, state: State) -> bool:
        return (len(state.history), state.rolled is not None) != self._drawn

    def show_state(self, state: State) -> None:
        self._drawn = (len(state.history), state.rolled is not None)
        super().show_state(state)

    def on_mount(self) -> None:
        self._drawn = (len(self.state.history), self.state.rolled is not None)

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.show_state(self.state)
