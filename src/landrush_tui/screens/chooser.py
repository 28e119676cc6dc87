"""Which game? The first step of New game: every game of the collection, one
line each, Land Rush highlighted. Enter or a click picks one."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..rules import registry
from .base import GameScreen


def game_line(entry: registry.GameEntry) -> Text:
    players = f"{entry.min_players}-{entry.max_players} players"
    return Text.assemble((entry.title, "bold"), f"  ({players})\n", (entry.summary, "dim"))


class GameChooserScreen(GameScreen):
    """Dismissed with the chosen game's registry name, or None to go back."""

    CSS_PATH = "chooser.tcss"
    BINDINGS = [
        Binding("enter", "choose", "Choose"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, current: str = registry.DEFAULT) -> None:
        super().__init__()
        self.current = current if current in registry.GAMES else registry.DEFAULT

    def compose_body(self) -> Iterable[Widget]:
        yield Static("New game: which game?", id="screen-title")
        yield Static("Pick a game with the arrow keys and Enter, or click it. Esc goes back.", id="chooser-hint")
        yield OptionList(*[Option(game_line(e), id=e.name) for e in registry.GAMES.values()], id="games")

    def on_mount(self) -> None:
        games = self.query_one("#games", OptionList)
        games.highlighted = list(registry.GAMES).index(self.current)
        games.focus()

    @on(OptionList.OptionSelected, "#games")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_choose(self) -> None:
        games = self.query_one("#games", OptionList)
        if games.highlighted is not None:
            self.dismiss(games.get_option_at_index(games.highlighted).id)

    def action_back(self) -> None:
        self.dismiss(None)

    def help_game(self) -> str:
        """The highlighted game: F1 explains the game the player is looking at."""
        games = self.query_one("#games", OptionList)
        if games.highlighted is None:
            return self.current
        return games.get_option_at_index(games.highlighted).id or self.current
