"""The title screen and main menu: New game, Continue, Rules, Quit."""

from __future__ import annotations

from typing import Iterable

from textual import on
from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from .base import GameScreen

LOGO = """\
 _                    _   ____            _
| |    __ _ _ __   __| | |  _ \\ _   _ ___| |__
| |   / _` | '_ \\ / _` | | |_) | | | / __| '_ \\
| |__| (_| | | | | (_| | |  _ <| |_| \\__ \\ | | |
|_____\\__,_|_| |_|\\__,_| |_| \\_\\\\__,_|___/_| |_|"""

TAGLINE = "Secret bids. Connected land. The richest player wins."


class TitleScreen(GameScreen):
    """The main menu. Its buttons dismiss nothing: they ask the App to act."""

    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("c", "continue_game", "Continue"),
        Binding("r", "rules", "Rules"),
        Binding("q", "quit_game", "Quit"),
        Binding("down", "app.focus_next", "Next", show=False),
        Binding("up", "app.focus_previous", "Previous", show=False),
    ]

    def __init__(self, can_continue: bool = False, notice: str = "") -> None:
        super().__init__()
        self.can_continue = can_continue
        self.notice = notice

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="menu-box"):
            yield Static(LOGO, id="logo")
            yield Static(TAGLINE, id="tagline")
            yield Button("New game", id="new", variant="primary")
            yield Button("Continue", id="continue")
            yield Button("Rules", id="rules")
            yield Button("Quit", id="quit")
            yield Static(self.notice, id="title-notice")

    def on_mount(self) -> None:
        self.allow_continue(self.can_continue)
        self.query_one("#new", Button).focus()

    def allow_continue(self, allowed: bool, notice: str | None = None) -> None:
        """Show or hide Continue (saved games are found after the title is up)."""
        self.can_continue = allowed
        button = self.query_one("#continue", Button)
        button.display = allowed
        if allowed and self.focused is self.query_one("#new", Button):
            button.focus()
        if notice is not None:
            self.query_one("#title-notice", Static).update(notice)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "continue_game" and not self.can_continue:
            return False
        return True

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        actions = {"new": self.action_new_game, "continue": self.action_continue_game,
                   "rules": self.action_rules, "quit": self.action_quit_game}
        actions[event.button.id or "new"]()

    def action_new_game(self) -> None:
        self.app.action_new_game()

    def action_continue_game(self) -> None:
        if self.can_continue:
            self.app.action_continue_game()

    def action_rules(self) -> None:
        self.app.action_help()

    def action_quit_game(self) -> None:
        self.app.exit(0)
