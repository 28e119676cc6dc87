"""Nim's screens: a table with the pile, and a screen to take stones."""

from __future__ import annotations

from typing import Any, Iterable

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from landrush_tui.screens.base import GameScreen
from landrush_tui.screens.game_ui import GameUI
from landrush_tui.screens.step_replay import Frame
from landrush_tui.screens.table import GameTable


class PileScreen(GameTable):
    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state

    def table_widgets(self) -> Iterable[Widget]:
        yield Static(f"Pile: {self.state.stones}", id="pile")

    def follow(self, state: Any) -> None:
        self.query_one("#pile", Static).update(f"Pile: {state.stones}")


class TakeScreen(GameScreen):
    """Dismissed with the number of stones taken (a Screen[int])."""

    BINDINGS = [Binding("1", "take(1)", "Take 1"), Binding("2", "take(2)", "Take 2"), Binding("3", "take(3)", "Take 3")]

    def __init__(self, state: Any, seat: int) -> None:
        super().__init__()
        self.state, self.seat = state, seat

    def compose_body(self) -> Iterable[Widget]:
        name = self.state.settings.players[self.seat].name
        yield Static(f"{name}: take how many of {self.state.stones} stones?", id="take")

    def action_take(self, n: int) -> None:
        self.dismiss(n)


class NimUI(GameUI[Any, Any]):
    def table(self, state: Any) -> PileScreen:
        return PileScreen(state)

    def decide(self, state: Any, seat: int, ask: Any) -> TakeScreen:
        return TakeScreen(state, seat)

    def report(self, before: Any, after: Any, report: Any) -> None:
        return None  # nothing to reveal: every move is seen as it is made

    def frames(self, state: Any) -> list[Frame]:
        stones = state.stones + sum(n for _, n in state.taken)
        frames = [Frame("the start", f"Pile: {stones}")]
        for i, (seat, n) in enumerate(state.taken, 1):
            stones -= n
            frames.append(Frame(f"move {i}", f"Pile: {stones}", f"{state.settings.players[seat].name} takes {n}."))
        return frames

    def legend(self) -> str:
        return "Pile: the stones left. Whoever takes the last one wins."


UI = NimUI
