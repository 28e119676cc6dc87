"""Land Rush's screens, as the app's game flow asks for them.

The flow knows only this object's methods: the table that stays beneath the
decisions, the screen where a human makes the decision the rules ask for, the
screen that tells what a resolved step did, and game over. Screens are
imported when first needed, so the title appears before any of them loads.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ...rules.protocol import Ask


class LandRushUI:
    def __init__(self) -> None:
        self.to_end = False  # every human went bankrupt and chose to see only the result

    def table(self, state: Any) -> Any:
        """The public table (map, money, status) beneath every decision."""
        from .table import TableScreen

        self.to_end = False  # a new game shows every turn again
        return TableScreen(state)

    def decide(self, state: Any, seat: int, ask: Ask) -> Screen[Any]:
        """A human's secret bids: a ``Screen[tuple[int, ...]]``."""
        from .bid import BidScreen

        return BidScreen(state, seat)

    def report(self, before: Any, report: Any) -> Screen[Any] | None:
        """The reveal of a resolved turn, lot by lot, then the payout; none once the
        bankrupt humans asked to see only the end (e on the reveal)."""
        from .reveal import RevealScreen

        if self.to_end and not report.final:
            return None
        humans = [s for s, p in enumerate(before.settings.players) if not p.is_ai]
        money = {st.seat: st.money for st in report.standings}
        watching = bool(humans) and all(money[s] <= 0 for s in humans)
        return RevealScreen(before, report, before.last_report, watching=watching, on_to_end=self._play_to_end)

    def _play_to_end(self) -> None:
        self.to_end = True

    def last_report(self, state: Any) -> Screen[Any] | None:
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

    def game_over(self, state: Any) -> Screen[Any]:
        """Final ranking and the money chart; dismissed with "new" or "quit"."""
        from .game_over import GameOverScreen

        return GameOverScreen(state)

    def replay(self, state: Any, title: str) -> Screen[Any]:
        """A finished (or saved) game stepped through turn by turn."""
        from .replay import ReplayScreen

        return ReplayScreen(state, title)

    def window_needed(self, players: int) -> tuple[int, int]:
        """The smallest terminal that shows the whole map beside the bid panel
        for this many players (the map's cells, its lines, the footer)."""
        from ...rules.landrush import PlayerSpec, Settings
        from ...widgets.landrush.field_map import map_needs

        width, height = Settings([PlayerSpec(f"P{i}") for i in range(max(players, 2))]).board_size
        map_w, map_h = map_needs(width, height)
        return max(80, map_w + 42 + 1), max(24, map_h + 1)

    def help_title(self) -> str:
        return "Land Rush: rules and keys"


UI = LandRushUI()
