"""Game over, for any game: who won, the final board, how the scores were made,
the chart, and New game / Replay / Title / Quit.

The game's UI fills it (``GameUI.winner_words``, ``board``, ``breakdown``,
``chart``); a game whose board or chart is a widget of its own subclasses it
(``board_widget``, ``chart_widget``, ``breakdown``) and keeps the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Static

from ..rules.players import verb
from .base import GameScreen
from .concede import and_list
from .keys import menu_keys

if TYPE_CHECKING:
    from ..session import Concession
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
    # The choices: (key, label, button id, action); each is a button and a key.
    CHOICES = (
        ("n", "New game", "new", "new_game"),
        ("r", "Replay", "replay", "replay"),
        ("escape", "Title", "title", "title"),
        ("q", "Quit", "quit", "quit_game"),
    )
    BINDINGS = [*menu_keys(CHOICES[:2]), Binding("m", "swap", "Board/chart"), *menu_keys(CHOICES[2:])]
    NARROW = 100  # below this many columns the board goes beneath the ranking

    board_view: Widget | None = None
    chart_view: Widget | None = None

    # Set when the table conceded: the screen then says who conceded and ranks
    # the seats by the concession, not by the game's own end.
    concession: "Concession | None" = None

    def __init__(self, ui: "GameUI[Any, Any]", state: Any, concession: "Concession | None" = None) -> None:
        super().__init__()
        self.ui = ui
        self.state = state
        if concession is not None:
            self.concession = concession

    def compose_body(self) -> Iterable[Widget]:
        self.board_view, self.chart_view = self.board_widget(), self.chart_widget()
        yield Static(Text("Game over", style="bold"), id="screen-title")
        with VerticalScroll(id="over-scroll"):
            with Horizontal(id="over-layout"):
                with Vertical(id="over-side"):
                    yield Static(self.headline(), id="over-winner")
                    yield Static(self.standings(), id="over-breakdown")
                    with Horizontal(id="over-buttons"):
                        for _key, label, id, _action in self.CHOICES:
                            yield Button(label, id=id, variant="primary" if id == "new" else "default", compact=True)
                    yield Static("The record of this game is kept under Saved games.", id="over-kept")
                # The board first; the chart is one key (m) away.
                if self.board_view is not None:
                    yield self.board_view
                if self.chart_view is not None:
                    self.chart_view.display = self.board_view is None
                    yield self.chart_view

    def headline(self) -> RenderableType:
        """Who won; in a conceded game, who conceded when, then who is placed first."""
        concession = self.concession
        if concession is None:
            return self.ui.winner_words(self.state)
        rules = self.ui.rules
        names = [p.name for p in rules.players(self.state)]
        when = f" in {rules.steps_name[:-1]} {concession.turn}" if concession.turn else ""
        line = Text.assemble((and_list([names[s] for s in concession.seats]), "bold"), f" conceded{when}.\n")
        won = concession.winners
        if not won:
            line.append("Nobody wins: nobody was left playing.", style="not bold")
        elif len(won) == 1:
            name = names[won[0]]
            line.append_text(
                Text.assemble((name, "bold"), f" {verb(name, 'wins', 'win')}: first of those still playing.")
            )
        else:
            line.append_text(
                Text.assemble(
                    (and_list([names[s] for s in won]), "bold"), " share the win: first of those still playing."
                )
            )
        return line

    def standings(self) -> RenderableType:
        """The ranking beside the board: the game's own, or the concession's."""
        concession = self.concession
        if concession is None:
            return self.breakdown()
        rules = self.ui.rules
        scores = rules.scores(self.state)
        table = Table(box=None, pad_edge=False, show_edge=False)
        table.add_column("#", justify="right")
        table.add_column("Player")
        table.add_column(rules.score_name.capitalize(), justify="right")
        table.add_column("")
        for seat in sorted(range(len(scores)), key=lambda s: (concession.ranks[s], s)):
            gave_up = Text("conceded", style="dim") if seat in concession.seats else ""
            table.add_row(str(concession.ranks[seat]), self.ui.seat_tag(self.state, seat), str(scores[seat]), gave_up)
        note = Text(f"{rules.score_name.capitalize()} as they stood when the game was conceded.", style="dim")
        return Group(table, note)

    def breakdown(self) -> RenderableType:
        """The ranking beside the board (drawn again when the window changes size)."""
        return self.ui.breakdown(self.state)

    def board_widget(self) -> Widget | None:
        """The final board (default: the UI's ``board``, drawn); None: no board."""
        board = self.ui.board(self.state)
        return None if board is None else Static(board, id="over-board")

    def chart_widget(self) -> Widget | None:
        """The scores over the game (default: the UI's ``chart``); None: no chart."""
        chart = self.ui.chart(self.state)
        return None if chart is None else Static(chart, id="over-chart")

    # GameScreen's handlers run as well: Textual calls each class's own.
    def on_mount(self) -> None:
        self.query_one("#new", Button).focus()
        self._lay_out()

    def on_resize(self, event: Any) -> None:
        if self.is_mounted:
            self._lay_out()
            self.query_one("#over-breakdown", Static).update(self.standings())

    def _lay_out(self) -> None:
        self.query_one("#over-layout").set_class(self.app.size.width < self.NARROW, "-narrow")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "swap" and self.chart_view is None:
            return False
        return super().check_action(action, parameters)

    def action_swap(self) -> None:
        board, chart = self.board_view, self.chart_view
        if chart is None:
            return
        if board is not None:
            board.display, chart.display = chart.display, board.display
        # Below the ranking (a small window), bring what was asked for into view.
        shown = chart if chart.display or board is None else board
        self.call_after_refresh(self.query_one("#over-scroll", VerticalScroll).scroll_to_widget, shown, animate=False)

    @on(Button.Pressed)
    def _chosen(self, event: Button.Pressed) -> None:
        # A click counts at once (the key gate holds back keys, not clicks).
        for _key, _label, id, action in self.CHOICES:
            if event.button.id == id:
                getattr(self, f"action_{action}")()

    def action_replay(self) -> None:
        self.app.push_screen(self.ui.replay(self.state, "Replay of this game"))

    def action_title(self) -> None:
        self.dismiss("title")

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
