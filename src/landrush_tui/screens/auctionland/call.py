"""A call in the open auction: a bid or a pass."""

from __future__ import annotations

from typing import Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland.game import PASS, State
from ..pace import PACE_KEYS, Pace, quiet
from . import draw
from .base import AuctionScreen, Press


class CallScreen(AuctionScreen):
    """A call in the open auction: type a bid (digits, Backspace, + / -), Enter
    bids, p passes. Private (it shows the seat's money)."""

    CONFIRM_ACTIONS = frozenset({"bid", "pass_"})
    BINDINGS = [
        Binding("enter", "bid", "Bid"),
        Binding("p", "pass_", "Pass"),
        Binding("plus,equals_sign,up", "adjust(1)", "+$1", key_display="+"),
        Binding("minus,down", "adjust(-1)", "-$1", key_display="-"),
        Binding("backspace", "erase", show=False),
        *[Binding(str(d), f"digit({d})", show=False) for d in range(10)],
        *quiet(PACE_KEYS[2:]),  # + and - change the bid here
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.amount = state.high + 1

    def compose_body(self) -> Iterable[Widget]:
        private = self.seat if self.state.settings.hidden else None
        yield from self.board_widgets(private=private)
        with Horizontal(id="prompt"):
            yield Press("-$1", id="less", act="adjust(-1)", compact=True)
            yield Press("+$1", id="more", act="adjust(1)", compact=True)
            yield Press("Bid", id="bid", act="bid", variant="primary", compact=True)
            yield Press("Pass", id="pass", act="pass_", variant="error", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")

    def _question(self) -> str:
        name = draw.short(self.state, 12)[self.seat]
        lo, hi = self.state.high + 1, self.state.money[self.seat]
        return f"{name}: bid ${lo}-${hi} or pass. Your bid: ${self.amount}"

    def _redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#question", Static).update(self._question())

    def action_adjust(self, step: int) -> None:
        self.amount = max(0, self.amount + step)
        self.say("")
        self._redraw()

    def action_digit(self, d: int) -> None:
        self.amount = min(9999, self.amount * 10 + d) if getattr(self, "_typing", False) else d
        self._typing = True
        self.say("")
        self._redraw()

    def action_erase(self) -> None:
        self.amount //= 10
        self._typing = True
        self._redraw()

    def action_bid(self) -> None:
        if self.amount == 0:
            self.say("A bid is at least $1; p passes.")
            return
        self.decide(self.seat, self.amount)

    def action_pass_(self) -> None:
        self.dismiss(PASS)
