"""One human's secret bid: type it, review it, confirm it."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from ...rules.leyland.game import State
from ...widgets.bid_input import BidInput, parse_bid
from ..pace import PACE_KEYS, Pace, quiet, urgent
from .base import SEAT_KEY, LeylandScreen

# The App's keys for the log and the legend, which a focused bid box would take.
LOOK_KEYS = [Binding("g", "app.log", "Log", show=False), Binding("k", "app.legend", "Legend", show=False)]


class LeylandBidScreen(LeylandScreen):
    """One human's secret bid: type a number, Enter reviews, Enter confirms
    (Escape changes it). Dismissed with the bid; only public information and
    this seat's own entry are on the screen."""

    CONFIRM_ACTIONS = frozenset({"confirm"})
    BINDINGS = [
        Binding("enter", "confirm", "Review / confirm"),
        Binding("escape", "change", "Change bid"),
        # Priority: the bid box would swallow them (it takes digits only, and rings for the rest).
        *urgent([SEAT_KEY, *quiet(PACE_KEYS), *LOOK_KEYS]),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace, focus=seat)
        self.seat = seat
        self.reviewing = False

    def right(self) -> str:
        return f"secret bid: {self.state.names()[self.seat][:10]}"

    def first_words(self) -> str:
        name = self.state.names()[self.seat]
        return (
            f"{name}: secret bid for round {self.state.round}, $0-${self.state.money[self.seat]} "
            "(all bids are paid; highest acts first)."
        )

    def prompt(self) -> Iterable[Widget]:
        yield Horizontal(
            Static("Bid $", id="ley-question"),
            BidInput("", placeholder="0", max_length=3, compact=True, id="ley-bid", on_change=self._changed),
            Button("Review", id="ley-review", variant="primary", compact=True),
            id="ley-prompt",
        )

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#ley-bid", Input).focus()

    def value(self) -> tuple[int | None, str]:
        return parse_bid(self.query_one("#ley-bid", Input).value, self.state.money[self.seat])

    def _changed(self, box: BidInput) -> None:
        # Called by the box as its value changes (not through Input.Changed, a frame
        # later): the words are painted with the digit.
        if not self.is_mounted:
            return
        _, error = self.value()
        self.say(Text(f"Not a bid: {error}.", style="bold red") if error else self.first_words())

    @on(Input.Submitted, "#ley-bid")
    @on(Button.Pressed, "#ley-review")
    def _review(self, event: Input.Submitted | Button.Pressed) -> None:
        event.stop()
        self.action_confirm()

    def action_confirm(self) -> None:
        value, error = self.value()
        if value is None:
            self.say(Text(f"Not a bid: {error}.", style="bold red"))
            return
        if not self.reviewing:
            self.reviewing = True
            box = self.query_one("#ley-bid", Input)
            box.disabled = True
            self.query_one("#ley-review", Button).label = "Confirm"
            self.say(Text(f"Bid ${value}? Enter confirms, Escape changes it.", style="bold"))
            self.set_focus(None)
            self.restage()
            return
        self.dismiss(value)

    def action_change(self) -> None:
        if not self.reviewing:
            return
        self.reviewing = False
        box = self.query_one("#ley-bid", Input)
        box.disabled = False
        self.query_one("#ley-review", Button).label = "Review"
        self.say(self.first_words())
        box.focus()
