"""Auction Land's screens in the one UI shell (``screens.game_ui``): the public
table beneath every decision, a screen per human decision (take, place, call,
hammer; the flow puts a hand-over before the private ones when money is
hidden), a short pause after each bot move (at the game's pace), and game over
with the score breakdown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from ...rules.protocol import Ask
from ..game_ui import GameUI
from ..pace import Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.auctionland.game import State
    from .table import AuctionTable


class AuctionLandUI(GameUI["State", Any]):
    # a bot's move stays ``hold`` seconds (none at the fastest)
    SPEEDS = (Speed("slow", hold=1.2), Speed("normal", hold=0.5), Speed("fast", hold=0.15), Speed("fastest", hold=0.0))

    def table(self, state: State) -> AuctionTable:
        from .table import AuctionTable

        return AuctionTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .call import CallScreen
        from .hammer import HammerScreen
        from .place import PlaceScreen
        from .take import TakeScreen

        kind = {"take": TakeScreen, "place": PlaceScreen, "call": CallScreen, "hammer": HammerScreen}[ask.what]
        return kind(state, seat, self.pace)

    def report(self, before: State, after: State, report: Any) -> Screen[Any] | None:
        """A bot's move stays on screen for a moment (the pace); a human's needs no pause."""
        from .move import MoveScreen

        if self.pace.hold <= 0 or before.seat is None or not before.settings.players[before.seat].is_ai:
            return None
        return MoveScreen(after, self.pace)

    def seat_tag(self, state: State, seat: int) -> Text:
        from .draw import tag

        return tag(state, seat)

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import OverScreen

        return OverScreen(state, self.pace)


UI = AuctionLandUI
