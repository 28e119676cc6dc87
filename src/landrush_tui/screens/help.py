"""Rules and keys, with the current game's payout table and lot order."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ..compat import CloseOnce, QuietMarkdown, ScreenWorkarounds
from ..rules import registry
from .keys import CLOSE_KEYS

EVERY_GAME_KEYS = """\
## Keys in every game

- **F1** or **?**: this help. **F3**: the last turn's report again.
- **k**: what the marks on the board mean. **g**: the game so far, in words.
- **a**: let the bots play on without pauses until a person must decide (again: off).
  **e**: play the bots' turns to the end at once. **+** / **-**: faster / slower.
- **Ctrl+T**: save and go back to the title (Continue picks the game up).
- **Ctrl+G**: concede. After you confirm, the game ends as it stands and counts as
  lost for every player at the keyboard; the bots are placed by the standing then.
  Its record is kept under Saved games.
- **Ctrl+Q**: save and quit. Every decision is saved as it is made.
- On a hand-over, the named player takes the keyboard and presses their letter.
"""


@runtime_checkable
class ChoosesAGame(Protocol):
    """A screen on which a player picks or sets up a game that is not yet played
    (the chooser, the new-game form): help there is that game's."""

    def help_game(self) -> str: ...


class HelpScreen(CloseOnce, ScreenWorkarounds, ModalScreen[None]):
    """The rules in our own words. Esc, q or F1 closes it."""

    CSS_PATH = "help.tcss"
    BINDINGS = [
        *CLOSE_KEYS,
        Binding("f1", "close", "Close", show=False),
        Binding("down", "scroll(1)", "Scroll", show=False),
        Binding("up", "scroll(-1)", "Scroll", show=False),
    ]

    def __init__(self, settings: Any = None, game: str = registry.DEFAULT) -> None:
        super().__init__()
        self.settings = settings
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-scroll"):
            rules = registry.get(self.game)
            yield Static(f"{rules.title}: rules and keys  (Esc closes)", id="help-title")
            yield QuietMarkdown(rules.help_markdown(self.settings), id="help-text")
            yield QuietMarkdown(EVERY_GAME_KEYS, id="help-keys")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help-scroll").focus()

    def action_scroll(self, lines: int) -> None:
        self.query_one("#help-scroll", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
