"""What every Circuit screen shares: the ring, the words under it, the recent turns
when the window has room, the pace keys and a way back to the title."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rich.text import Text
from textual.binding import Binding
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static

from ...rules.circuit.game import State, describe
from ...widgets.circuit import ring
from ..pace import PACE_KEYS, Pace, PacedScreen, quiet

ROOMY = 34  # from this many rows the recent turns show under the board


class CircuitScreen(PacedScreen):
    """A screen that shows the ring and knows the pace keys."""

    CSS_PATH = Path(__file__).with_name("circuit.tcss")  # absolute: every screen of the game is elsewhere
    # The App's Ctrl+T under a letter a player finds in the Footer.
    BINDINGS = [Binding("q", "app.leave_game", "Save & title")]

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board_widgets(self) -> Iterable[Widget]:
        yield Static(ring.Board(self.state), id="ring")
        yield Static(ring.last_words(self.state), id="words")
        yield Static(recent_turns(self.state), id="recent")

    def on_mount(self) -> None:
        self._room()

    def on_resize(self, event: Any) -> None:
        self._room()

    def _room(self) -> None:
        self.set_class(self.app.size.height >= ROOMY, "-roomy")

    def draw(self, board: ring.Board) -> None:
        self._update("#ring", board)

    def say(self, words: str) -> None:
        self._update("#words", words)

    def _update(self, selector: str, content: VisualType) -> None:
        found = self.query(selector)  # none while the screen is still being built or taken apart
        if found:
            found.first(Static).update(content)

    def show_state(self, state: State) -> None:
        """The board, the last turn and the recent turns as ``state`` has them."""
        self.draw(ring.Board(state))
        self.say(ring.last_words(state))
        self._update("#recent", recent_turns(state))


def recent_turns(state: State, count: int = 8) -> Text:
    """The turns before the last one, newest first (the last is said above them)."""
    earlier = state.history[-count - 1 : -1][::-1]
    if not earlier:
        return Text()
    lines = [Text("Earlier turns (g: the whole log)", style="bold")]
    lines += [Text(f"Turn {t.turn}: {describe(state.settings.players, t)}", style="dim") for t in earlier]
    return Text("\n").join(lines)


def footer_keys(*own: Binding) -> list[Binding | tuple[str, str] | tuple[str, str, str]]:
    """A screen's keys in the order the Footer shows them: its own first,
    then leaving, then the pace keys (speed works but is left out of the Footer,
    which has no room for all of them at 80 columns)."""
    speed = [b for b in PACE_KEYS if isinstance(b, Binding) and b.action in ("faster", "slower")]
    others = [b for b in PACE_KEYS if b not in speed]
    return [*own, *CircuitScreen.BINDINGS, *others, *quiet(speed)]
