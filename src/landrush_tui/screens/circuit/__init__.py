"""Circuit's screens in the one UI shell (``screens.game_ui``): the ring beneath
every decision, a roll or buy prompt for a human, each resolved turn animated
at the game's pace, and game over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...rules.protocol import Ask
from ..game_ui import GameUI
from ..pace import Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.circuit.game import Rolled, State, TurnEntry
    from .table import CircuitTable


class CircuitUI(GameUI["State", "TurnEntry | Rolled"]):
    # a report stays ``hold`` seconds; the token walks a space per ``step``
    SPEEDS = (
        Speed("slow", hold=1.6, step=0.25),
        Speed("normal", hold=0.8, step=0.1),
        Speed("fast", hold=0.3, step=0.04),
        Speed("fastest", hold=0.05, step=0.0),
    )

    def table(self, state: State) -> CircuitTable:
        from .table import CircuitTable

        return CircuitTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .buy import BuyScreen
        from .roll import RollScreen

        if ask.what == "buy":
            return BuyScreen(state, seat, self.pace)
        return RollScreen(state, seat, self.pace)

    def report(self, before: State, after: State, report: TurnEntry | Rolled) -> Screen[Any] | None:
        from .turn import TurnScreen

        if self.pace.to_end:
            return None
        return TurnScreen(before, after, report, self.pace)

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import CircuitOverScreen

        return CircuitOverScreen(state, self.pace)


UI = CircuitUI
