"""The screens of Landrush for piecepack, as the app's game flow asks for them
(see ``screens.circuit`` for the shape): the map beneath every decision, an
opening or a play for a human, each step's report (paced: ``+`` / ``-``,
``a`` auto-play, ``e`` to the end), game over."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ...rules.protocol import Ask


class PiecepackUI:
    def __init__(self) -> None:
        from .screens import Pace

        self.pace = Pace()

    def table(self, state: Any) -> Any:
        from .screens import Pace, PiecepackTable

        self.pace = Pace()  # a new game starts at the normal speed, auto-play off
        return PiecepackTable(state, self.pace)

    def decide(self, state: Any, seat: int, ask: Ask) -> Screen[Any]:
        from .screens import OpeningScreen, PlayScreen

        if ask.what == "opening":
            return OpeningScreen(state, seat, self.pace)
        return PlayScreen(state, seat, self.pace)

    def report(self, before: Any, report: Any) -> Screen[Any] | None:
        from ...rules.piecepack.game import TurnEntry, apply
        from .screens import TurnScreen

        if self.pace.to_end:
            return None
        decision: Any
        if isinstance(report, TurnEntry):
            decision = "pass" if report.play is None else (report.play.square, report.play.size)
        else:
            decision = report.square
        after = apply(before, report.seat, decision)[0]
        human = not before.settings.players[report.seat].is_ai
        wait = isinstance(report, TurnEntry) and report.play is None and human
        return TurnScreen(after, report, self.pace, wait=wait)

    def game_over(self, state: Any) -> Screen[Any]:
        from .screens import PiecepackOverScreen

        return PiecepackOverScreen(state, self.pace)

    def help_title(self) -> str:
        return "Landrush for piecepack: rules and keys"


UI = PiecepackUI()
