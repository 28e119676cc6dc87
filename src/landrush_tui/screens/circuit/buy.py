"""An optional purchase: buy or decline the plot under the token."""

from __future__ import annotations

from typing import Iterable

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.circuit import board
from ...rules.circuit.game import State, describe_roll
from ..pace import Pace
from .base import CircuitScreen, RingView, footer_keys


class BuyScreen(CircuitScreen, inherit_bindings=False):
    """Optional purchase: buy (b) or decline (d) the plot under the token."""

    CONFIRM_ACTIONS = frozenset({"buy", "decline"})
    BINDINGS = footer_keys(Binding("b,y", "buy", "Buy"), Binding("d,n", "decline", "Decline"))

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat

    def compose_body(self) -> Iterable[Widget]:
        rolled = self.state.rolled
        assert rolled is not None
        yield RingView(self.board(self.state, rolled.to), id="ring")
        sp = board.space(rolled.to)
        money = self.state.money[self.seat]
        rent = (
            f"rent {sp.rent}"
            if sp.rent
            else ("rent by Fleets owned" if sp.kind.name == "FLEET" else "rent dice x150 / x400")
        )
        yield Static(
            f"{describe_roll(self.state.settings.players, rolled)} ({sp.kind.value}, {rent}; "
            f"buying leaves {money - sp.price} of {money}.)",
            id="words",
        )
        with Horizontal(id="prompt"):
            yield Button("Buy (b)", id="buy", variant="success", compact=True, action="screen.buy")
            yield Button("Decline (d)", id="decline", variant="error", compact=True, action="screen.decline")

    def action_buy(self) -> None:
        self.dismiss("buy")

    def action_decline(self) -> None:
        self.dismiss("decline")
