"""Choose a market position to take."""

from __future__ import annotations

from typing import Any, Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland import game
from ...rules.auctionland.game import State
from ..pace import PACE_KEYS, Pace, quiet
from . import draw
from .base import AuctionScreen, Press


class TakeScreen(AuctionScreen):
    """Choose a market position: digits or arrows, Enter takes; a click selects,
    a second click on the same tile takes. Private (it shows the seat's money)."""

    CONFIRM_ACTIONS = frozenset({"take"})
    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False),
        Binding("right", "move(1)", "Right", show=False),
        Binding("enter", "take", "Take"),
        *[Binding(str(d), f"pick({d})", show=False) for d in range(10)],
        *quiet(PACE_KEYS),  # the decision's keys come first in the Footer
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.limit = game.max_position(state, seat)
        self.cursor = 1

    def compose_body(self) -> Iterable[Widget]:
        yield from self.board_widgets(**self._board())
        with Horizontal(id="prompt"):
            yield Press("Take", id="take", act="take", variant="primary", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")

    def _board(self) -> dict[str, Any]:
        private = self.seat if self.state.settings.hidden else None
        return {"private": private, "cursor": self.cursor, "limit": self.limit}

    def _question(self) -> str:
        name = draw.short(self.state, 12)[self.seat]
        paid, coins = game.take_pays(self.state, self.cursor)
        after = self.state.money[self.seat] - paid + coins
        return (
            f"{name}: {self.state.purpose}, pos {self.cursor} pays ${paid}, gets ${coins}, "
            f"you keep ${after} (1-{self.limit})"
        )

    def _redraw(self) -> None:
        if self.is_mounted:
            self.redraw_board(market_only=True, **self._board())
            self.query_one("#question", Static).update(self._question(), layout=False)

    def action_move(self, step: int) -> None:
        self.cursor = max(1, min(self.limit, self.cursor + step))
        self.say("")
        self._redraw()

    def action_pick(self, digit: int) -> None:
        p = 10 if digit == 0 else digit
        if p > len(self.state.market):
            self.say(f"The market has only {len(self.state.market)} tiles.")
            return
        if p > self.limit:
            self.say(f"Position {p} costs ${p - 1} in skips: you have ${self.state.money[self.seat]}.")
            return
        self.cursor = p
        self.say("")
        self._redraw()

    def board_click(self, x: int, y: int) -> None:
        if not 1 <= y <= 5 or x < 8:
            return
        p = (x - 8) // draw.COL + 1
        if p == self.cursor:
            self.action_take()
        elif 1 <= p <= len(self.state.market):
            self.action_pick(p % 10)

    def action_take(self) -> None:
        self.decide(self.seat, self.cursor)
