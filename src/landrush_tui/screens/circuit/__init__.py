"""Circuit's screens, as the app's game flow asks for them (see
``screens.landrush`` for the shape): the ring beneath every decision, a roll
or buy prompt for a human, each resolved turn animated (pace keys: ``+`` /
``-`` speed, ``a`` auto-play, ``e`` play to the end), and game over."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ...rules.protocol import Ask


class CircuitUI:
    def __init__(self) -> None:
        from .screens import Pace

        self.pace = Pace()

    def table(self, state: Any) -> Any:
        from .screens import CircuitTable, Pace

        self.pace = Pace()  # a new game starts at the normal speed, auto-play off
        return CircuitTable(state, self.pace)

    def decide(self, state: Any, seat: int, ask: Ask) -> Screen[Any]:
        from .screens import BuyScreen, RollScreen

        if ask.what == "buy":
            return BuyScreen(state, seat, self.pace)
        return RollScreen(state, seat, self.pace)

    def report(self, before: Any, report: Any) -> Screen[Any] | None:
        from .screens import TurnScreen

        if self.pace.to_end:
            return None
        return TurnScreen(before, self._after(before, report), report, self.pace)

    @staticmethod
    def _after(before: Any, report: Any) -> Any:
        from ...rules.circuit.game import TurnEntry, apply

        # the state after the step, rebuilt from the decision the report stands for
        seat = report.seat
        if isinstance(report, TurnEntry) and before.rolled is not None:
            decision = "buy" if report.effect.bought else "decline"
        else:
            decision = "roll"
        return apply(before, seat, decision)[0]

    def game_over(self, state: Any) -> Screen[Any]:
        from .screens import CircuitOverScreen

        return CircuitOverScreen(state, self.pace)

    def help_title(self) -> str:
        return "Circuit: rules and keys"


UI = CircuitUI()
