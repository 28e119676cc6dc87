"""What every Circuit screen shares: the ring, the words under it, the recent turns
when the window has room, the pace keys and a way back to the title."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Size
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static

from ...compat import is_leaving
from ...rules.circuit.game import State, describe
from ...widgets.circuit import ring
from ...widgets.text_lines import TextLines
from ..pace import PACE_KEYS, Pace, PacedScreen, quiet

ROOMY = 34  # from this many rows the recent turns show under the board
TALL = 38  # from this many rows (and the spec's 79 columns) each space of the ring takes two
# Rows a screen keeps for what is not the board: the words under it (two when they
# wrap), the prompt, the recent turns' margin and heading, and the Footer.
AROUND_BOARD = 2 + 1 + 2 + 1


class RingView(TextLines):
    """The ring of a ``ring.Board``, as wide as the window. A turn changes a few of
    its lines (a token moves, a plot is bought, a seat's money): only those are
    drawn again, and the screen is laid out again only when the height changes."""

    def __init__(self, board: ring.Board | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.content: ring.Board | None = None
        self._drawn_width = 0
        if board is not None:
            self.show(board)

    def show(self, board: ring.Board) -> None:
        width = self.app.size.width
        if board.same(self.content) and width == self._drawn_width:
            return
        self.content, self._drawn_width = board, width
        self.update(board.lines(width))


class CircuitScreen(PacedScreen):
    """A screen that shows the ring and knows the pace keys."""

    CSS_PATH = Path(__file__).with_name("circuit.tcss")  # absolute: every screen of the game is elsewhere
    # The App's Ctrl+T, named in the Footer (a roll leaves room there): the same key as
    # in every game, not a letter of Circuit's own.
    BINDINGS = [Binding("ctrl+t", "app.leave_game", "Save & title")]

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state
        self._parts: dict[str, Widget | None] = {}

    @property
    def tall(self) -> bool:
        """Whether the window has the height for the tall ring."""
        try:
            width, height = self.app.size
        except RuntimeError:  # Textual's NoActiveAppError: a screen's words built outside an app
            return False
        return height >= TALL and width >= ring.FULL

    def board(self, state: State, highlight: int | None = None, **how: Any) -> ring.Board:
        """The ring of ``state`` as this window has the room for it."""
        return ring.Board(state, highlight, tall=self.tall, **how)

    def recent_count(self, state: State) -> int:
        """How many earlier turns fit under the tall board (at most 8: as many as
        the window shows under the other)."""
        if not self.tall:
            return 8
        width, height = self.app.size
        return max(0, min(8, height - ring.rows_of(state, width, self.tall) - AROUND_BOARD))

    def board_widgets(self) -> Iterable[Widget]:
        yield RingView(self.board(self.state), id="ring")
        yield Static(ring.last_words(self.state), id="words")
        yield Static(recent_turns(self.state, self.recent_count(self.state)), id="recent")

    def on_mount(self) -> None:
        self._room()

    def on_resize(self, event: Any) -> None:
        self._room()
        view = self._part("ring")
        drawn = view.content if isinstance(view, RingView) else None
        if drawn is not None:  # the same board, to the new width (and height)
            self.draw(self.board(drawn.state, drawn.highlight, positions=drawn.positions, doing=drawn.doing))
            self._update("recent", recent_turns(drawn.state, self.recent_count(drawn.state)))

    def _room(self) -> None:
        self.set_class(self.app.size.height >= ROOMY, "-roomy")

    def _part(self, name: str) -> Widget | None:
        """The widget of id ``name``; none while the screen is still being built or
        taken apart. Found once (a query of the screen, at every update of a key,
        cost more than the update)."""
        if name not in self._parts:
            found = self.query(f"#{name}")
            if not found and not self.is_mounted:
                return None
            self._parts[name] = found.first() if found else None
        widget = self._parts[name]
        return None if widget is None or is_leaving(widget) else widget

    def draw(self, board: ring.Board) -> None:
        view = self._part("ring")
        if isinstance(view, RingView):
            view.show(board)

    def say(self, words: str) -> None:
        self._update("words", words)

    def _update(self, name: str, content: VisualType) -> None:
        """Show ``content`` in the widget unless it shows that already; laid out
        again only if its height changes (a layout of the whole screen costs more
        than the rest of a key's work)."""
        widget = self._part(name)
        if not isinstance(widget, Static):
            return
        old = widget.content
        if isinstance(content, (str, Text)) and type(content) is type(old) and content == old:
            return
        widget.update(content, layout=False)
        width = widget.content_region.width
        if not widget.display or not width:
            widget.refresh(layout=widget.display)
        elif widget.get_content_height(Size(width, 0), self.app.size, width) != widget.content_region.height:
            widget.refresh(layout=True)

    _shown: tuple[State, object] | None = None  # the state shown, and the window's size then

    def show_state(self, state: State) -> None:
        """The board, the last turn and the recent turns as ``state`` has them."""
        shown = (state, self.app.size)
        if self._shown is not None and self._shown[0] is state and self._shown[1] == shown[1]:
            return  # a session saved again, a screen on top gone: nothing new to draw
        self._shown = shown
        self.draw(self.board(state))
        self.say(ring.last_words(state))
        if self._part("recent") is not None:
            self._update("recent", recent_turns(state, self.recent_count(state)))


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
