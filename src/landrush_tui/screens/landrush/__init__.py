"""Land Rush's screens in the one UI shell (``screens.game_ui``): the public
table beneath every decision, a human's secret bids, the reveal of each turn,
game over and the replay of the map turn by turn. Screens are imported when
first needed, so the title appears before any of them loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...rules.protocol import Ask
from ..game_ui import GameUI

if TYPE_CHECKING:
    from rich.text import Text
    from textual.screen import Screen

    from ...rules.landrush import GameState, TurnReport
    from .table import TableScreen


class LandRushUI(GameUI["GameState", "TurnReport"]):
    def table(self, state: GameState) -> TableScreen:
        """The public table (map, money, status) beneath every decision."""
        from .table import TableScreen

        return TableScreen(state)

    def decide(self, state: GameState, seat: int, ask: Ask) -> Screen[Any]:
        """A human's secret bids: a ``Screen[tuple[int, ...]]``."""
        from .bid import BidScreen

        return BidScreen(state, seat)

    def report(self, before: GameState, after: GameState, report: TurnReport) -> Screen[Any] | None:
        """The reveal of a resolved turn, lot by lot, then the payout; none once the
        bankrupt humans asked to see only the end (e on the reveal)."""
        from .reveal import RevealScreen

        if self.pace.to_end and not report.final:
            return None
        humans = [s for s, p in enumerate(before.settings.players) if not p.is_ai]
        money = {st.seat: st.money for st in report.standings}
        watching = bool(humans) and all(money[s] <= 0 for s in humans)
        return RevealScreen(before, report, before.last_report, watching=watching, on_to_end=self._play_to_end)

    def _play_to_end(self) -> None:
        self.pace.to_end = True

    def last_report(self, state: GameState) -> Screen[Any] | None:
        """The reveal of the turn just played, shown again (after a resume, or on
        F3): the state before it is rebuilt from the seed and the recorded bids."""
        from ...rules.landrush import new_game, play_turn
        from .reveal import RevealScreen

        if not state.history:
            return None
        before = new_game(state.settings, state.board)
        for turn in state.history[:-1]:
            before, _ = play_turn(before, turn.bids)
        return RevealScreen(before, state.history[-1], before.last_report)

    def game_over(self, state: GameState) -> Screen[Any]:
        """Final ranking and the money chart; dismissed with "new" or "quit"."""
        from .game_over import GameOverScreen

        return GameOverScreen(self, state)

    def replay(self, state: GameState, title: str) -> Screen[Any]:
        """A finished (or saved) game stepped through turn by turn."""
        from .replay import ReplayScreen

        return ReplayScreen(state, title)

    def legend(self) -> str:
        """What the map's marks, prices and lot numbers and the tables' columns mean."""
        from .pages import legend_text

        return legend_text()

    # The page shows any Rich renderable: the log's seat marks keep their colours.
    def log(self, state: GameState) -> Text:
        """The turns played so far (public: no bid of the turn under way, no seed)."""
        from .pages import log_text

        return log_text(state)

    def window_needed(self, players: int) -> tuple[int, int]:
        """The smallest terminal that shows the whole map beside the bid panel
        for this many players (the map's cells, its lines, the footer)."""
        from ...rules.landrush import PlayerSpec, Settings
        from ...widgets.landrush.field_map import map_needs

        width, height = Settings([PlayerSpec(f"P{i}") for i in range(max(players, 2))]).board_size
        map_w, map_h = map_needs(width, height)
        return max(80, map_w + 42 + 1), max(24, map_h + 1)


UI = LandRushUI
