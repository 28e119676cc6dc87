"""Auction Land's screens, as the app's game flow asks for them (see
``screens.circuit`` for the shape): the public table beneath every decision,
a screen per human decision (take, place, call, hammer; the flow puts a
hand-over before the private ones when money is hidden), a short pause after
each bot move (pace keys), and game over with the score breakdown."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ...rules.protocol import Ask


class AuctionLandUI:
    def __init__(self) -> None:
        from .screens import Pace

        self.pace = Pace()

    def table(self, state: Any) -> Any:
        from .screens import AuctionTable, Pace

        self.pace = Pace()
        return AuctionTable(state, self.pace)

    def decide(self, state: Any, seat: int, ask: Ask) -> Screen[Any]:
        from . import screens

        kind = {
            "take": screens.TakeScreen,
            "place": screens.PlaceScreen,
            "call": screens.CallScreen,
            "hammer": screens.HammerScreen,
        }[ask.what]
        return kind(state, seat, self.pace)  # type: ignore[no-any-return]

    def report(self, before: Any, report: Any) -> Screen[Any] | None:
        """A bot's move stays on screen for a moment (the pace); a human's needs no pause."""
        from .screens import MoveScreen

        if self.pace.to_end or self.pace.hold <= 0 or before.seat is None:
            return None
        if not before.settings.players[before.seat].is_ai:
            return None
        after = self._after(before, report)
        return MoveScreen(after, self.pace) if after is not None else None

    @staticmethod
    def _after(before: Any, report: Any) -> Any:
        from ...rules.auctionland import game

        # the state after the step, rebuilt from the first action the report holds
        if not report:
            return None
        a = report[0]
        decision: Any
        if a.act == "take":
            decision = a.get("position")
        elif a.act == "place":
            decision = (*a.get("at"), a.get("rotation"))
        elif a.act == "call":
            decision = a.get("bid") or 0
        else:
            decision = a.get("choice")
        try:
            return game.apply(before, before.seat, decision)[0]
        except game.AuctionLandError:
            return None

    def seat_tag(self, state: Any, seat: int) -> Any:
        """The seat's letter and name as the board shows them (the hand-over uses it)."""
        from .draw import tag

        return tag(state, seat)

    def game_over(self, state: Any) -> Screen[Any]:
        from .screens import OverScreen

        return OverScreen(state, self.pace)

    def help_title(self) -> str:
        return "Auction Land: rules and keys"


UI = AuctionLandUI()
