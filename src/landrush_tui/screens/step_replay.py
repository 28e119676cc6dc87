"""A finished or saved game shown again on its board, one step at a time.

A game's UI turns its game into ``Frame`` s (``GameUI.frames``): the start, then
the board after each turn or decision, with words on what that step did. This
screen only steps through them: it computes nothing of the rules.
"""

from __future__ import annotations

from typing import Sequence

from attrs import frozen
from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Footer, Static

from ..compat import CloseOnce
from .keys import CLOSE_KEYS

WIDE = 100  # from this many columns the board and the words stand side by side


@frozen
class Frame:
    """One position of a replay: its heading ("Round 3 of 8"), the board as it
    stood after the step, and what the step did."""

    heading: str
    board: RenderableType
    words: RenderableType = ""


class StepReplayScreen(CloseOnce, Screen[None]):
    """Steps through ``frames``: arrows, Home/End; Esc or q closes it."""

    DEFAULT_CSS = """
    /* The heading names the game and every player: it wraps rather than cut a name. */
    StepReplayScreen #step-heading { height: auto; padding: 0 1; text-style: bold; }
    StepReplayScreen #step-scroll { height: 1fr; }
    StepReplayScreen #step-body { height: auto; layout: vertical; }
    StepReplayScreen #step-body.-wide { layout: horizontal; }
    StepReplayScreen #step-board { width: auto; height: auto; padding: 0 1; }
    StepReplayScreen #step-words { width: 1fr; height: auto; padding: 0 1; }
    """
    ALLOW_SELECT = False
    AUTO_FOCUS = "#step-scroll"
    BINDINGS = [
        Binding("right,n,space", "step(1)", "Next"),
        Binding("left,p,backspace", "step(-1)", "Previous"),
        Binding("home", "first", "Start"),
        Binding("end", "last", "End"),
        *CLOSE_KEYS,
    ]

    def __init__(self, frames: Sequence[Frame], title: str) -> None:
        super().__init__()
        if not frames:
            raise ValueError("nothing to replay")
        self.frames = tuple(frames)
        self.replay_title = title
        self.position = 0

    def compose(self) -> ComposeResult:
        yield Static("", id="step-heading")
        with VerticalScroll(id="step-scroll"):
            with Container(id="step-body"):
                yield Static("", id="step-board")
                yield Static("", id="step-words")
        yield Footer()

    def on_mount(self) -> None:
        self._lay_out(self.app.size.width)
        self.show()

    def on_resize(self, event: Resize) -> None:
        self._lay_out(self.app.size.width)

    def _lay_out(self, width: int) -> None:
        self.query_one("#step-body").set_class(width >= WIDE, "-wide")

    def show(self) -> None:
        frame = self.frames[self.position]
        last = len(self.frames) - 1
        where = "start" if self.position == 0 else f"step {self.position} of {last}"
        self.query_one("#step-heading", Static).update(f"{self.replay_title}: {frame.heading}  ({where})")
        self.query_one("#step-board", Static).update(frame.board)
        self.query_one("#step-words", Static).update(frame.words)

    def action_step(self, by: int) -> None:
        position = min(max(self.position + by, 0), len(self.frames) - 1)
        if position == self.position:
            self.app.bell()
            return
        self.position = position
        self.show()

    def action_first(self) -> None:
        self.position = 0
        self.show()

    def action_last(self) -> None:
        self.position = len(self.frames) - 1
        self.show()

    def action_close(self) -> None:
        if self.app.screen is not self:  # a second Esc in one burst: already closing
            return
        if self.app.screen_stack[0] is self:  # `landrush replay FILE`: the only screen
            self.app.exit(0)
        else:
            self.dismiss(None)
