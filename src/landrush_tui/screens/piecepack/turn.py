"""What a step did, on the map and in words, at the pace."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.piecepack.game import Opening, State, TurnEntry
from ...rules.players import PlayerSpec
from ...widgets.piecepack import board
from ...widgets.piecepack.board import Marks
from .base import PiecepackScreen

if TYPE_CHECKING:
    from . import PiecepackUI


class TurnScreen(PiecepackScreen):
    """What a step did, on the map, in words; it closes by itself after the
    pace's pause (or on Enter). A human's no-play turn waits for Enter unless
    auto-play is on; shown ``again`` (F3, a resume) it waits for a key always."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(
        self, after: State, report: TurnEntry | Opening, ui: PiecepackUI, wait: bool = False, again: bool = False
    ) -> None:
        super().__init__(after, ui)
        self.report = report
        self.wait = wait or again
        self.again = again
        self.done = False

    def marks(self) -> Marks:
        r = self.report
        tile = r.coin if isinstance(r, TurnEntry) else None
        return Marks(tile=tile, last=board.last_squares(r))

    def reported(self) -> TurnEntry | Opening | None:
        return self.report

    def compose_body(self) -> Iterable[Widget]:
        yield self.map_view()
        yield Static(self.words(), id="words")

    def words(self) -> str:
        def say(players: Sequence[PlayerSpec], keys: bool = True) -> str:
            words = board.turn_words(self.state, self.report, players)
            if self.again:
                return "Again: " + words + ("  Enter or Esc closes." if keys else "")
            if self.wait:
                return words.replace(", no square of it is playable", "") + "  Enter continues."
            return words

        words = self.fit(say)
        # the Footer names the key too: the names come first
        return words if len(words) <= self.words_width() else self.fit(lambda players: say(players, False))

    def on_mount(self) -> None:
        super().on_mount()
        if not self.again and (not self.wait or self.pace.auto or self.pace.to_end):
            self.set_timer(max(0.01, self.pace.hold), self.action_skip)

    def paced(self) -> None:
        super().paced()
        if not self.again and (self.pace.auto or self.pace.to_end):
            self.action_skip()

    def action_skip(self) -> None:
        if self.done:
            return
        if self.is_attached and self.app.screen is not self:
            # F3 or a page (legend, log) is open over it: close once it is back on top
            self.set_timer(0.2, self.action_skip)
            return
        self.done = True
        self.dismiss(None)
