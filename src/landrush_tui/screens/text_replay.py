"""A game told turn by turn in words: the replay of a game whose screens have
no replay of their own (the rule set's ``text_replay``). Esc closes it (and
the standalone ``landrush replay``, where it is the only screen)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..compat import CloseOnce
from .keys import CLOSE_KEYS


class TextReplayScreen(CloseOnce, Screen[None]):
    BINDINGS = [
        *CLOSE_KEYS,
        Binding("home", "top", "First turn"),
        Binding("end", "bottom", "Last turn"),
    ]

    def __init__(self, text: str, title: str) -> None:
        super().__init__()
        self.text = text
        self.replay_title = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="text-replay"):
            yield Static(self.text, id="text-replay-body", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#text-replay").focus()

    def action_top(self) -> None:
        self.query_one("#text-replay", VerticalScroll).scroll_home(animate=False)

    def action_bottom(self) -> None:
        self.query_one("#text-replay", VerticalScroll).scroll_end(animate=False)

    def action_close(self) -> None:
        if self.app.screen is not self:  # a second Esc or q in one burst: already closing
            return
        if self.app.screen_stack[0] is self:  # `landrush replay FILE`: the app's only screen, so quit
            self.app.exit(0)
        else:
            self.dismiss(None)
