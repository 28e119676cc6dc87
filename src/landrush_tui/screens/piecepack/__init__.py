"""The screens of Landrush for piecepack in the one UI shell
(``screens.game_ui``): the map beneath every decision, an opening or a play
for a human, each step's report at the game's pace, game over."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...rules.protocol import Ask
from ..game_ui import GameUI

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.piecepack.game import Opening, State, TurnEntry
    from .table import PiecepackTable


class PiecepackUI(GameUI["State", "TurnEntry | Opening"]):
    def table(self, state: State) -> PiecepackTable:
        from .table import PiecepackTable

        return PiecepackTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .opening import OpeningScreen
        from .play import PlayScreen

        if ask.what == "opening":
            return OpeningScreen(state, seat, self.pace)
        return PlayScreen(state, seat, self.pace)

    def report(self, before: State, after: State, report: TurnEntry | Opening) -> Screen[Any] | None:
        from ...rules.piecepack.game import TurnEntry
        from .turn import TurnScreen

        if self.pace.to_end:
            return None
        # A human's turn without a play waits for a key: that player sees why it passed.
        human = not before.settings.players[report.seat].is_ai
        wait = isinstance(report, TurnEntry) and report.play is None and human
        return TurnScreen(after, report, self.pace, wait=wait)

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import PiecepackOverScreen

        return PiecepackOverScreen(state, self.pace)


UI = PiecepackUI
