"""What every game screen shares: the "make the window larger" guard, the key
gate that holds back deciding keys nobody meant, and the Footer with the
screen's keys."""

from __future__ import annotations

import math
import os
import time
from typing import TYPE_CHECKING, Callable, ClassVar, Iterable

from textual.app import ComposeResult
from textual.containers import Container
from textual.events import Resize
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Static

from ..compat import CloseOnce, ScreenWorkarounds

if TYPE_CHECKING:
    from textual.app import App
    from textual.events import Key

MIN_WIDTH, MIN_HEIGHT = 80, 24


def too_small(width: int, height: int, title: str = "") -> str:
    """The notice of a window too small to play in (``title``: the game's, if one is
    under way): its size, and the one key that works. Other keys are dropped, not
    kept for later: a key acting on a hidden screen would decide something unseen."""
    return (
        f"Make the window larger: {title or 'this game'} needs at least {MIN_WIDTH}x{MIN_HEIGHT}.\n"
        f"This window is {width}x{height}. Until it is larger, other keys do nothing (they are not "
        "kept for later); Ctrl+Q saves and quits."
    )


class KeyGate:
    """Which keys a person meant for the screen in front of them.

    Keys come in runs: a run is a sequence of keys each less than ``RUN_GAP``
    seconds after the one before. Enter pressed again and again to hurry the bots
    along is one long run; a player who looks at a new screen and then presses a
    key starts a new one. A deciding key counts only when its run began after the
    screen appeared (so no run begun on an earlier screen, at any pace, ever makes
    the decision) and the screen has been up for its settle time.

    Times are the keys' own (taken when the terminal's bytes were read), so a busy
    machine that handles a burst late still sees it as a burst."""

    RUN_GAP: ClassVar[float] = 0.8
    # Tests that drive screens key by key turn the gate off (scripts driving the real
    # program in a terminal with LANDRUSH_KEY_GATE=off); tests of the gate give it a
    # clock of their own, which then stamps the keys as well.
    enabled: ClassVar[bool] = os.environ.get("LANDRUSH_KEY_GATE", "on") != "off"
    clock: ClassVar[Callable[[], float] | None] = None

    def __init__(self) -> None:
        self.run_start = -math.inf
        self.last = -math.inf

    @classmethod
    def now(cls) -> float:
        return cls.clock() if cls.clock is not None else time.monotonic()

    def note(self, event: "Key") -> float:
        """Count a key into its run; returns the key's time."""
        at = event.time if KeyGate.clock is None else KeyGate.now()
        if at - self.last >= self.RUN_GAP:
            self.run_start = at
        self.last = max(self.last, at)
        return at


def note_key(app: "App", event: "Key") -> float:
    """Count a key into the App's run of keys, whether or not anything sees it (a key
    dropped while a game is still loading is still part of the run that follows)."""
    gate: KeyGate | None = getattr(app, "key_gate", None)
    if gate is None:
        gate = KeyGate()
        setattr(app, "key_gate", gate)  # noqa: B010 (any App, not only ours, may carry one)
    return gate.note(event)


def admit_key(app: "App", event: "Key") -> bool:
    """Whether a key typed at the keyboard goes on to the screen (the App asks for
    every key before anything else sees it). A deciding key the screen's player
    cannot have meant is held back, and the screen says so."""
    at = note_key(app, event)
    gate: KeyGate = getattr(app, "key_gate")  # noqa: B009 (set by note_key on any App)
    screen = app.screen if app.screen_stack else None
    if not KeyGate.enabled or not isinstance(screen, GameScreen) or not screen.gates(event.key):
        return True
    if screen.counts(event.key, gate.run_start, at):
        return True
    screen.held_back(event.key)
    return False


class GameScreen(CloseOnce, ScreenWorkarounds, Screen):
    """A screen whose body is hidden behind a short notice when the terminal is
    too small, so a tiny window never shows a broken layout.

    A decision screen names its deciding actions in ``CONFIRM_ACTIONS``. On such a
    screen Enter, Space and every key bound to one of them are deciding keys: one
    counts only if its run of keys began after the screen (or its present stage,
    see ``restage``) appeared, and not within ``CONFIRM_GRACE`` seconds of that (the
    Footer shows them dimmed meanwhile). An Enter pressed to hurry the bots' reports
    along, or a double tap, would otherwise make the player's decision before the
    player saw it. A click on the screen's button is deliberate and is not held back."""

    CONFIRM_ACTIONS: ClassVar[frozenset[str]] = frozenset()
    CONFIRM_GRACE: ClassVar[float] = 0.4
    HELD_BACK = "That key came in a run begun before this screen appeared: look, then press it again."
    _shown_at = math.inf  # nothing counts before the screen is mounted
    _warned_run = -math.inf

    def compose(self) -> ComposeResult:
        yield Static("", id="too-small")
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
        if action.split("(")[0] in self.confirm_actions() and not self.settled():
            return None  # shown dimmed, does nothing yet
        return True

    def settled(self) -> bool:
        """Whether the screen has been up long enough for its confirming keys to count."""
        return not KeyGate.enabled or KeyGate.now() - self._shown_at >= self.CONFIRM_GRACE

    def confirm_actions(self) -> frozenset[str]:
        return self.CONFIRM_ACTIONS

    def gates(self, key: str) -> bool:
        """Whether ``key`` may make this screen's decision (and so needs a person)."""
        actions = self.confirm_actions()
        if not actions:
            return False
        if key in ("enter", "space"):  # also a focused button's or a box's
            return True
        return any(binding.action.split("(")[0] in actions for binding in self._bindings.key_to_bindings.get(key, ()))

    def counts(self, key: str, run_start: float, at: float) -> bool:
        """Whether a deciding key typed at ``at``, in a run begun at ``run_start``,
        was meant for this screen."""
        return run_start > self._shown_at and at >= self._shown_at + self.CONFIRM_GRACE

    def held_back(self, key: str) -> None:
        """A deciding key did not count: say so once per run."""
        gate: KeyGate | None = getattr(self.app, "key_gate", None)
        run = gate.run_start if gate is not None else 0.0
        words = self.held_words(key)
        if words and run != self._warned_run and self._shown_at < math.inf:
            self._warned_run = run
            self.notify(words, timeout=3)

    def held_words(self, key: str) -> str:
        return self.HELD_BACK

    def restage(self) -> None:
        """The screen now asks something new (a review after the bids, a placement
        after a choice): keys of a run begun before do not answer it."""
        self._shown_at = KeyGate.now()
        # It appears when painted: on a busy machine that can be seconds after
        # the stage began, and a key typed meanwhile was typed at a screen not yet seen.
        self._awaiting_paint = True
        if self.confirm_actions() and self.CONFIRM_GRACE > 0 and KeyGate.enabled:
            self.refresh_bindings()
            self.set_timer(self.CONFIRM_GRACE + 0.01, self.refresh_bindings)

    _awaiting_paint = False

    def _compositor_refresh(self) -> None:
        super()._compositor_refresh()
        # The first frame written for the stage is when a person can first see it.
        if self._awaiting_paint and self.is_current:
            self._awaiting_paint = False
            self._shown_at = max(self._shown_at, KeyGate.now())

    def on_mount(self) -> None:
        self.restage()
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
        self.restage()
        self._check_size(self.app.size.width, self.app.size.height)

    _focus_before_tiny: Widget | None = None

    def _check_size(self, width: int, height: int) -> None:
        tiny = width < MIN_WIDTH or height < MIN_HEIGHT
        if tiny:
            session = getattr(self.app, "session", None)  # any App, not only ours
            title = session.rules.title if session is not None else ""
            self.query_one("#too-small", Static).update(too_small(width, height, title))
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
