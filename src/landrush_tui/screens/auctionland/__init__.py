"""Auction Land's screens in the one UI shell (``screens.game_ui``): the public
table beneath every decision, a screen per human decision (take, place, call,
hammer; the flow puts a hand-over before the private ones when money is
hidden), a short pause after each bot move (at the game's pace), the replay
on the board, the last turn again (F3), the log, the legend, and the shared
game over filled with the islands, the score breakdown and the points chart."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from rich.console import RenderableType
from rich.text import Text

from ...rules.protocol import Ask
from ..game_ui import GameUI
from ..pace import Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.auctionland.game import State
    from ..step_replay import Frame
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

    # --- looking back ---------------------------------------------------------------

    def frames(self, state: State) -> Sequence[Frame]:
        from .story import frames

        return frames(state)

    def last_report(self, state: State) -> Screen[Any] | None:
        """The last finished turn and the turn under way, decision by decision (public)."""
        from ..step_replay import StepReplayScreen
        from .story import last_frames

        title, shown = last_frames(state)
        return StepReplayScreen(shown, title) if shown else None

    def log(self, state: State) -> RenderableType:  # type: ignore[override]
        from .story import log

        return log(state)

    def legend(self) -> str:
        from .story import LEGEND

        return LEGEND

    # --- game over ------------------------------------------------------------------

    def winner_words(self, state: State) -> RenderableType:
        from .draw import winner_words

        return winner_words(state)

    def breakdown(self, state: State) -> RenderableType:
        from .draw import score_rows

        return Text("\n").join(score_rows(state))

    def board(self, state: State) -> RenderableType | None:
        """Every island with its final points and money, as many in a row as fit."""
        from ...widgets.auctionland.drawn import Fitted
        from .draw import islands_rows

        return Fitted(lambda width: islands_rows(state, True, width))

    def chart(self, state: State) -> RenderableType | None:
        from ...rules.auctionland.series import score_series
        from ...widgets.auctionland.drawn import FitChart
        from .draw import LETTERS, SEAT_COLOURS, names_of

        title = f"Points over the {len(state.history)} turns (each turn scored as if the game ended there)"
        colours = [SEAT_COLOURS[s % len(SEAT_COLOURS)] for s in range(state.n)]
        return FitChart(score_series(state), names_of(state), LETTERS[: state.n], colours, title)


UI = AuctionLandUI
