"""Game over, for any game: who won, the final board, how the scores were made,
the chart, and New game / Replay / Title / Quit.

The game's UI fills it (``GameUI.winner_words``, ``board``, ``breakdown``,
``chart``); a game may still write its own game-over screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from rich.console import RenderableType
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Static

from .base import GameScreen

if TYPE_CHECKING:
    from .game_ui import GameUI


class GameOverScreen(GameScreen):
    """Dismissed with "new", "title" (Esc) or "quit"; `r` shows the game again,
    `m` swaps the final board and the chart."""

    DEFAULT_CSS = """
    GameOverScreen #over-scroll { height: 1fr; }
    GameOverScreen #over-layout { height: auto; }
    GameOverScreen #over-side { width: auto; height: auto; padding: 0 1; }
    /* The side is as wide as its words, so the board beside it gets the rest. */
    GameOverScreen #over-winner { width: auto; max-width: 52; height: auto; text-style: bold; }
    GameOverScreen #over-buttons { width: auto; height: auto; margin: 1 0 0 0; }
    GameOverScreen #over-buttons Button { width: auto; min-width: 0; margin: 0 1 0 0; }
    GameOverScreen #over-kept { width: auto; max-width: 52; }
    GameOverScreen #over-breakdown { width: auto; }
    GameOverScreen #over-board, GameOverScreen #over-chart { width: 1fr; height: auto; padding: 0 1; }
    GameOverScreen #over-layout.-narrow { layout: vertical; }
    GameOverScreen #over-layout.-narrow #over-side { width: 100%; }
    GameOverScreen #over-layout.-narrow #over-winner { max-width: 100%; }
    GameOverScreen #over-layout.-narrow #over-breakdown { max-width: 100%; }
    """
    # A key typed during the last report never starts anything here.
    CONFIRM_ACTIONS = frozenset({"new_game", "replay", "title", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("r", "replay", "Replay"),
        Binding("m", "swap", "Board/chart"),
        Binding("escape", "title", "Title"),
        Binding("q", "quit_game", "Quit"),
    ]
    NARROW = 100  # below this many columns the board goes beneath the ranking

    def __init__(self, ui: "GameUI[Any, Any]", state: Any) -> None:
        super().__init__()
        self.ui = ui
        self.state = state

    def compose_body(self) -> Iterable[Widget]:
        ui, state = self.ui, self.state
        board, chart = ui.board(state), ui.chart(state)
        yield Static(Text("Game over", style="bold"), id="screen-title")
        with VerticalScroll(id="over-scroll"):
            with Horizontal(id="over-layout"):
                with Vertical(id="over-side"):
                    yield Static(ui.winner_words(state), id="over-winner")
                    yield Static(ui.breakdown(state), id="over-breakdown")
                    with Horizontal(id="over-buttons"):
                        yield Button("New game", id="new", variant="primary", compact=True)
                        yield Button("Replay", id="replay", compact=True)
                        yield Button("Title", id="title", compact=True)
                        yield Button("Quit", id="quit", compact=True)
                    yield Static("The record of this game is kept under Saved games.", id="over-kept")
                yield _shown(board, "over-board", True)
                yield _shown(chart, "over-chart", board is None)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#new", Button).focus()
        self._lay_out()

    def on_resize(self, event: Any) -> None:
        super().on_resize(event)
        self._lay_out()

    def _lay_out(self) -> None:
        self.query_one("#over-layout").set_class(self.app.size.width < self.NARROW, "-narrow")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "swap" and self.ui.chart(self.state) is None:
            return False
        return super().check_action(action, parameters)

    def action_swap(self) -> None:
        board, chart = self.query_one("#over-board"), self.query_one("#over-chart")
        if self.ui.board(self.state) is not None:
            board.display, chart.display = chart.display, board.display
        # Below the ranking (a small window), bring what was asked for into view.
        shown = chart if chart.display else board
        self.call_after_refresh(self.query_one("#over-scroll", VerticalScroll).scroll_to_widget, shown, animate=False)

    @on(Button.Pressed, "#replay")
    def action_replay(self) -> None:
        self.app.push_screen(self.ui.replay(self.state, "Replay of this game"))

    @on(Button.Pressed, "#title")
    def action_title(self) -> None:
        self.dismiss("title")

    @on(Button.Pressed, "#new")
    def action_new_game(self) -> None:
        self.dismiss("new")

    @on(Button.Pressed, "#quit")
    def action_quit_game(self) -> None:
        self.dismiss("quit")


def _shown(renderable: RenderableType | None, id: str, display: bool) -> Static:
    widget = Static(renderable if renderable is not None else "", id=id)
    widget.display = display and renderable is not None
    return widget
