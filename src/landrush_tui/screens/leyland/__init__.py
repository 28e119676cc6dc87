"""Ley of the Land's screens, as the app's game flow asks for them (see
``screens.circuit`` for the shape): the map beneath every decision, a secret
bid or an action for a human, the reveal of the bids and every action as it
happens, and game over."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ...rules.protocol import Ask


class LeylandUI:
    def __init__(self) -> None:
        from .screens import Pace

        self.pace = Pace()

    def table(self, state: Any) -> Any:
        from .screens import LeylandTable, Pace

        self.pace = Pace()  # a new game starts at the normal speed, auto-continue off
        return LeylandTable(state, self.pace)

    def decide(self, state: Any, seat: int, ask: Ask) -> Screen[Any]:
        from .screens import LeylandActionScreen, LeylandBidScreen

        if ask.what == "bid":
            return LeylandBidScreen(state, seat, self.pace)
        return LeylandActionScreen(state, seat, self.pace)

    def report(self, before: Any, report: Any) -> Screen[Any] | None:
        from ...rules.leyland import game
        from .screens import LeylandActedScreen, LeylandRevealScreen

        if isinstance(report, game.Reveal):
            after, _ = game.apply_bids(before, dict(enumerate(report.bids)))
            return LeylandRevealScreen(before, after, report, self.pace)
        seat = report.done.seat
        after = self._after(before, seat, report)
        return LeylandActedScreen(after, report, self.pace)

    @staticmethod
    def _after(before: Any, seat: int, report: Any) -> Any:
        from ...rules.leyland import game, record

        # the state after the step, rebuilt from the decision the report stands for
        _, action = record.action_of(record.action_data(report.done))
        return game.apply_action(before, seat, action)[0]

    def seat_tag(self, state: Any, seat: int) -> Any:
        """The seat's letter and name as the board shows them (the hand-over uses it)."""
        from .draw import seat_tag

        return seat_tag(seat, state.names()[seat])

    def game_over(self, state: Any) -> Screen[Any]:
        from .screens import LeylandOverScreen

        return LeylandOverScreen(state, self.pace)

    def help_title(self) -> str:
        return "Ley of the Land: rules and keys"


UI = LeylandUI()
