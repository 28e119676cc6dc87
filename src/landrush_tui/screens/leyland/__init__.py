"""Ley of the Land's screens in the one UI shell (``screens.game_ui``): the map
beneath every decision, a secret bid or an action for a human, the reveal of
the bids and every action as it happens, and game over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from ...rules.protocol import Ask
from ..game_ui import GameUI
from ..pace import Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.leyland.game import Acted, Reveal, State
    from .table import LeylandTable


class LeylandUI(GameUI["State", "Reveal | Acted"]):
    # an action stays ``hold`` seconds; a reveal of the bids ``long`` with auto-play on
    SPEEDS = (
        Speed("slow", hold=2.5, long=5.0),
        Speed("normal", hold=1.2, long=3.0),
        Speed("fast", hold=0.5, long=1.2),
        Speed("fastest", hold=0.05, long=0.2),
    )

    def table(self, state: State) -> LeylandTable:
        from .table import LeylandTable

        return LeylandTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .action import LeylandActionScreen
        from .bid import LeylandBidScreen

        if ask.what == "bid":
            return LeylandBidScreen(state, seat, self.pace)
        return LeylandActionScreen(state, seat, self.pace)

    def report(self, before: State, after: State, report: Reveal | Acted) -> Screen[Any] | None:
        from ...rules.leyland.game import Reveal
        from .acted import LeylandActedScreen
        from .reveal import LeylandRevealScreen

        if self.pace.to_end:
            return None
        if isinstance(report, Reveal):
            return LeylandRevealScreen(before, after, report, self.pace)
        return LeylandActedScreen(after, report, self.pace)

    def seat_tag(self, state: State, seat: int) -> Text:
        from .draw import seat_tag

        return seat_tag(seat, state.names()[seat])

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import LeylandOverScreen

        return LeylandOverScreen(state, self.pace)


UI = LeylandUI
