"""The auctioneer sells to the high bidder or buys the tile back."""

from __future__ import annotations

from typing import Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland.game import BUY_BACK, SELL, State
from ..pace import PACE_KEYS, Pace, quiet
from . import draw
from .base import AuctionScreen, Press


class HammerScreen(AuctionScreen):
    """The auctioneer sells (s) to the high bidder or buys back (b) for the bid + 1. Private.
    With hidden money an auctioneer who cannot afford the buy-back sees this screen
    too, saying so, and sells (the table sees the same screens either way)."""

    CONFIRM_ACTIONS = frozenset({"sell", "buy_back"})
    BINDINGS = [Binding("s", "sell", "Sell"), Binding("b", "buy_back", "Buy back"), *quiet(PACE_KEYS)]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.can_buy_back = state.money[seat] >= state.high + 1

    def compose_body(self) -> Iterable[Widget]:
        private = self.seat if self.state.settings.hidden else None
        yield from self.board_widgets(private=private)
        names = draw.short(self.state, 12)  # cut, never alike
        leader = self.state.leader
        assert leader is not None
        h = self.state.high
        with Horizontal(id="prompt"):
            yield Press(f"Sell ${h} (s)", id="sell", act="sell", variant="success", compact=True)
            if self.can_buy_back:
                yield Press(f"Buy back ${h + 1} (b)", id="buy", act="buy_back", variant="warning", compact=True)
                yield Static(f"{names[self.seat]}: sell to {names[leader]} (s) or buy back (b)?", id="question")
            else:
                yield Static(
                    f"{names[self.seat]}: buying back costs ${h + 1}, more than your "
                    f"${self.state.money[self.seat]}: you sell to {names[leader]} (s).",
                    id="question",
                )
        yield Static("", id="problem")

    def action_sell(self) -> None:
        self.dismiss(SELL)

    def action_buy_back(self) -> None:
        self.decide(self.seat, BUY_BACK)
