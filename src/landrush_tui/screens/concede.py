"""Concede: a small window over the game asking whether the table gives up.

It is a deciding screen (the key gate holds back Enter and `c` from a run of keys
begun before it appeared), so Enters pressed to hurry the bots along never end
a game. Esc or the other button keeps playing."""

from __future__ import annotations

from typing import Iterable

from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from .base import GameScreen


def and_list(names: list[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def concede_question(names: list[str]) -> str:
    """The question, naming the players the game counts as lost for."""
    return f"Concede this game? It ends now and counts as lost for {and_list(names)}. The record is kept."


class ConcedeScreen(GameScreen):
    """Dismissed with True (concede) or False (keep playing)."""

    CSS_PATH = "concede.tcss"
    CONFIRM_ACTIONS = frozenset({"concede"})
    BINDINGS = [
        Binding("c", "concede", "Concede"),
        Binding("escape", "keep", "Keep playing"),
    ]

    def __init__(self, names: list[str]) -> None:
        super().__init__()
        self.names = names
        self._modal = True  # the App's game keys (Ctrl+T, k, g) wait until it closes

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="concede-box"):
            yield Static(concede_question(self.names), id="concede-question")
            with Horizontal(id="concede-buttons"):
                yield Button("Concede", id="concede", variant="error", compact=True)
                yield Button("Keep playing", id="keep", compact=True)

    def on_mount(self) -> None:
        self.query_one("#concede", Button).focus()

    @on(Button.Pressed)
    def _chosen(self, event: Button.Pressed) -> None:
        # A click counts at once (the key gate holds back keys, not clicks); Enter on
        # the focused Concede is a deciding key, so only one the player meant gets here.
        if event.button.id == "concede":
            self.action_concede()
        else:
            self.action_keep()

    def action_concede(self) -> None:
        self.dismiss(True)

    def action_keep(self) -> None:
        self.dismiss(False)
