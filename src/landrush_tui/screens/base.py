"""What every Land Rush screen shares: the "make the window larger" guard and
the Footer with the screen's keys."""

from __future__ import annotations

import time
from typing import ClassVar, Iterable

from textual.app import ComposeResult
from textual.containers import Container
from textual.events import Resize
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Static

from ..compat import CloseOnce, ScreenWorkarounds

MIN_WIDTH, MIN_HEIGHT = 80, 24
TOO_SMALL = f"Make the window larger: Land Rush needs at least {MIN_WIDTH}x{MIN_HEIGHT}."


def too_small(width: int, height: int) -> str:
    """The notice of a window too small to play in: its size, and the one key that works."""
    return (f"{TOO_SMALL}\nThis window is {width}x{height}. Until it is larger, keys wait; "
            "Ctrl+Q saves and quits.")


class GameScreen(CloseOnce, ScreenWorkarounds, Screen):
    """A screen whose body is hidden behind a short notice when the terminal is
    too small, so a tiny window never shows a broken layout.

    A decision screen names its confirming actions in ``CONFIRM_ACTIONS``: their keys
    do nothing for ``CONFIRM_GRACE`` seconds after the screen appears (the Footer shows
    them dimmed meanwhile). An Enter pressed to hurry the bots' reports along, or a
    double tap, would otherwise make the player's decision before the player saw it.
    A click on the screen's button is deliberate and is not held back."""

    CONFIRM_ACTIONS: ClassVar[frozenset[str]] = frozenset()
    CONFIRM_GRACE: ClassVar[float] = 0.4
    _shown_at = 0.0

    def compose(self) -> ComposeResult:
        yield Static(TOO_SMALL, id="too-small")
        with Container(id="body"):
            yield from self.compose_body()
        yield Footer()

    def compose_body(self) -> Iterable[Widget]:
        return ()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys typed in a burst can reach a screen pushed a moment ago, before its
        # widgets exist: its actions wait until it is mounted. In a window too small
        # to show the screen nothing happens unseen (Ctrl+Q, the App's, still works).
        if not self.is_mounted or self.has_class("-tiny"):
            return False
        if action in self.CONFIRM_ACTIONS and not self.settled():
            return None  # shown dimmed, does nothing yet
        return True

    def settled(self) -> bool:
        """Whether the screen has been up long enough for its confirming keys to count."""
        return time.monotonic() - self._shown_at >= self.CONFIRM_GRACE

    def _hold_confirm_keys(self) -> None:
        self._shown_at = time.monotonic()
        if self.CONFIRM_ACTIONS and self.CONFIRM_GRACE > 0:
            self.refresh_bindings()
            self.set_timer(self.CONFIRM_GRACE + 0.01, self.refresh_bindings)

    def on_mount(self) -> None:
        self._hold_confirm_keys()
        self._check_size(self.app.size.width, self.app.size.height)
        if not getattr(self.app, "cursor_blink", True):  # tests and snapshots want a steady cursor
            for box in self.query(Input):
                box.cursor_blink = False

    def on_resize(self, event: Resize) -> None:
        # The terminal's size, not the event's: a screen's own size shrinks when a
        # scrollbar appears, which must not hide the body (and bring the size back).
        self._check_size(self.app.size.width, self.app.size.height)

    def on_screen_resume(self) -> None:
        # The terminal may have changed size while another screen was on top; and a
        # key meant for that screen (help, a hand-over) must not confirm this one.
        self._hold_confirm_keys()
        self._check_size(self.app.size.width, self.app.size.height)

    _focus_before_tiny: Widget | None = None

    def _check_size(self, width: int, height: int) -> None:
        tiny = width < MIN_WIDTH or height < MIN_HEIGHT
        if tiny:
            self.query_one("#too-small", Static).update(too_small(width, height))
        if tiny == self.has_class("-tiny"):
            return
        self.set_class(tiny, "-tiny")
        if tiny:  # keys typed now must not reach a hidden box
            self._focus_before_tiny = self.focused
            self.set_focus(None)
        elif self._focus_before_tiny is not None:
            if self._focus_before_tiny.is_attached:
                self.set_focus(self._focus_before_tiny)
            self._focus_before_tiny = None
        self.refresh_bindings()
