"""One action as it happened, sections just completed lit up."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from ...rules.leyland import game, tiles
from ...rules.leyland.game import ACQUIRE, Acted, State
from ..pace import Pace
from .base import LeylandScreen


class LeylandActedScreen(LeylandScreen):
    """One action as it happened, sections just completed lit up; closes by
    itself after a moment (Enter skips)."""

    BINDINGS = [Binding("enter,space,escape", "next", "Next", key_display="Enter")]

    def __init__(self, after: State, acted: Acted, pace: Pace, again: bool = False) -> None:
        super().__init__(after, pace, focus=acted.done.seat)
        self.acted = acted
        self.again = again  # shown again (F3, a resume): stays until a key
        self.closed = False

    def map_args(self) -> dict[str, Any]:
        d = self.acted.done
        if d.do != ACQUIRE or not d.completed:
            return {}
        board = self.state.boards[d.seat]
        ids = {c.section for c in d.completed}
        lit = frozenset(t for s in tiles.sections(board) if s.id in ids for t in s.triangles)
        return {"highlight": {d.seat: lit}}

    def right(self) -> str:
        return f"{self.state.names()[self.acted.done.seat][:10]} acted"

    def first_words(self) -> Text:
        names = self.state.names()
        d = self.acted.done
        text = Text(game.describe_action(names, d, self.state.boards), style="bold")
        e = self.acted.round_end
        if e is not None:
            text.append(" " + " ".join(game.describe_round_end(e)))
            if e.game_over:
                text.append(" The game is over.", style="bold")
        if self.again:
            text.append("  (Enter closes)", style="dim")
        return text

    def on_mount(self) -> None:
        super().on_mount()
        if not self.again:
            self.set_timer(max(0.01, self.pace.hold), self.action_next)

    def action_next(self) -> None:
        if not self.closed:
            self.closed = True
            self.dismiss(None)
