"""Workarounds for Textual (8.2) in one place, each with its reason.

Everything here that reaches into Textual's internals is pinned by a test; when
Textual changes, this is the one file to look at. The App takes them in as a
mixin (``AppWorkarounds``), so app.py carries one line for all of them.

- ``LandRushDriver`` (Linux/macOS terminal driver):
  * Textual's input thread reads a terminal at end of file in a loop forever
    (a closed pty, stdin at EOF): one core busy, the game never saved. Here EOF,
    EIO or a vanished terminal count as a hang-up: the game saves and ends
    exactly as on SIGHUP.
  * Textual's input parser raises on some input (a mouse report after a
    window-size report with no pixel size divides by zero), and any exception in
    the input thread makes the App panic with a traceback (exit 1). Here a
    mouse report is scaled only by sizes that are known, and input the parser
    cannot read is dropped; the game goes on.
  * Textual posts one Resize per SIGWINCH, and a Resize costs 0.1 s (the bid
    screen) to 0.3 s (the help text reflowed) of CPU at 120x40: a window dragged
    to a new size, or resizes amid keys, queue more work than the loop can do,
    and the screen is not drawn again until the queue is empty (the soak's
    freeze: state R, no output). Here one resize waits in the queue at most,
    and it reads the window's size when it is handled.
  * On the way out Textual restores the terminal's modes (flow control on)
    before its last writes: a Ctrl+S typed then (the new-game form's Start key)
    stops the terminal's output, the writer thread blocks and the game hangs
    at exit. Here everything is written while the terminal is still raw, then
    the modes are restored.
- ``AppWorkarounds.action_show_help_panel``: the palette's "Keys" command mounts
  a HelpPanel on the current screen, which raises MountError on a screen not
  mounted yet (keys typed right after start) or already leaving.
- ``ScreenWorkarounds``: Textual still dispatches Mount (and keys, resizes) to
  a screen whose removal has begun (a quit pressed while the title is being
  built): its handlers then find no widgets and raise NoMatches (exit 1). A
  screen that is leaving takes no more work.
  Also: a screen lays itself out again on every Resize it gets, and that layout
  posts the screen a Resize of the size it was laid out at. Two Resizes of
  different sizes in its queue (one gone stale: the window changed while the
  game was starting) with other messages between them never merge: each layout
  re-posts its own size, the two bounce for ever, one core busy and the screen
  never drawn (the storm under load, issue 17). A screen takes only a Resize of
  the App's current size; the App posts that one itself.
- ``_coalesce_footer_recompose`` (applied on import): a Footer rebuilds all its
  keys on every bindings update (focus moves, app focus in/out, check_action
  changes), one queued recompose per update and never merged. Keys that change
  bindings faster than a recompose takes (a few ms each) pile recomposes up
  without end: the event loop spins, memory grows, the screen stops following
  the keys (issue 17). Here one recompose is pending at most; it shows the
  bindings of the moment it runs.
- ``QuietMarkdown``: a Markdown widget still building its blocks when its
  screen goes away (the help closed, or the game quit, right after it opened)
  ended in a CancelledError traceback from Textual's ``await_update`` (issue
  16). A leaving Markdown's cancelled update is dropped quietly; a cancellation
  of a Markdown that stays is passed on as usual.
- ``terminal_problem``: Textual draws into pipes and waits for keys that never
  come when there is no terminal; ``landrush`` says so in one line instead.
"""

from __future__ import annotations

import asyncio
import os
import selectors
import signal
import sys
from codecs import getincrementaldecoder

from textual import events, on, work
from textual._xterm_parser import XTermParser
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.geometry import Size
from textual.message import Message
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Button, Input

try:  # POSIX only; Windows keeps Textual's own driver
    import termios

    from textual.drivers.linux_driver import LinuxDriver
except ImportError:  # pragma: no cover - Windows
    LinuxDriver = None  # type: ignore[assignment,misc]


def terminal_problem() -> str | None:
    """Why the game cannot be drawn here, or None: the UI needs a terminal on
    both its input and its output."""
    streams = (sys.stdin, sys.stdout)
    try:
        if all(s is not None and s.isatty() for s in streams):
            return None
    except (OSError, ValueError):  # a closed stream
        pass
    return "landrush: needs a terminal; its input and output cannot be redirected (`landrush simulate` can)"


class SafeXTermParser(XTermParser):
    """Textual's parser, with mouse reports scaled only by known sizes.

    A terminal (or a stray byte sequence) may report its window in pixels as
    0x0 (``ESC [ 48 ; rows ; cols ; 0 ; 0 t``); Textual then divides a mouse
    position by zero in the input thread."""

    def parse_mouse_code(self, code: str) -> Message | None:
        pixels, cells = self.terminal_pixel_size, self.terminal_size
        if self.mouse_pixels and not (pixels and cells and all(pixels) and all(cells)):
            self.mouse_pixels = False  # report cell positions until real sizes are known
            try:
                return super().parse_mouse_code(code)
            finally:
                self.mouse_pixels = True
        return super().parse_mouse_code(code)


if LinuxDriver is not None:

    class LandRushDriver(LinuxDriver):
        """Textual's Linux driver with an input thread that stops at a lost
        terminal and survives input it cannot parse (see the module doc)."""

        terminal_lost = False

        def run_input_thread(self) -> None:
            # Textual 8.2.8 LinuxDriver.run_input_thread, changed where marked.
            selector = selectors.SelectSelector()
            fileno = self.fileno
            try:
                selector.register(fileno, selectors.EVENT_READ)
            except (OSError, ValueError):  # changed: stdin already gone
                self._lost()
                return
            parser = SafeXTermParser(self._debug)
            decode = getincrementaldecoder("utf-8")(errors="replace").decode  # changed: no UnicodeDecodeError

            def feed(text: str) -> None:
                nonlocal parser
                try:
                    for event in parser.feed(text):
                        self.process_message(event)
                except Exception:  # changed: drop what cannot be parsed, start afresh
                    parser = SafeXTermParser(self._debug)

            def tick() -> None:
                nonlocal parser
                try:
                    for event in parser.tick():
                        self.process_message(event)
                except Exception:
                    parser = SafeXTermParser(self._debug)

            try:
                while not self.exit_event.is_set():
                    try:
                        ready = selector.select(0.1)
                        data = os.read(fileno, 4096) if ready else None
                    except OSError:  # changed: EIO, EBADF: the terminal is gone
                        self._lost()
                        return
                    if data == b"":  # changed: end of file (Textual loops here forever)
                        self._lost()
                        return
                    if data:
                        feed(decode(data))
                    tick()
            finally:
                selector.close()

        _resize_pending = False

        def start_application_mode(self) -> None:
            super().start_application_mode()
            self._resize_pending = False
            signal.signal(signal.SIGWINCH, self._on_window_change)

        def _on_window_change(self, signum, frame) -> None:
            # A signal handler: only hand the work to the event loop (its self-pipe is signal-safe).
            if self._in_band_window_resize or self._resize_pending:
                return
            self._resize_pending = True
            self._loop.call_soon_threadsafe(self._app.call_later, self._send_current_size)

        _in_band_size: Size | None = None

        def process_message(self, message: Message) -> None:
            # In-band size reports (mode 2048) are merged the same way (input thread).
            if isinstance(message, events.Resize) and self._in_band_window_resize:
                self._in_band_size = message.size
                if not self._resize_pending:
                    self._resize_pending = True
                    self._loop.call_soon_threadsafe(self._app.call_later, self._send_current_size)
                return
            super().process_message(message)

        def _send_current_size(self) -> None:
            self._resize_pending = False  # a window change from now on asks for another resize
            if self._in_band_window_resize and self._in_band_size is not None:
                size = self._in_band_size
            else:
                size = Size(*self._get_terminal_size())
            self._app.post_message(events.Resize(size, size))

        def stop_application_mode(self) -> None:
            attrs, self.attrs_before = self.attrs_before, None  # Textual's restore comes last, below
            try:
                super().stop_application_mode()
                if self._writer_thread is not None:
                    self._writer_thread.stop()  # drain while raw: Ctrl+S cannot stop the output now
            finally:
                self.attrs_before = attrs
                if attrs is not None:
                    try:
                        termios.tcsetattr(self.fileno, termios.TCSANOW, attrs)
                    except termios.error:
                        pass

        def _lost(self) -> None:
            """End the app as a hang-up does: SIGHUP if the app handles it (it saves
            first, then exits 0), otherwise a plain exit."""
            if self.terminal_lost:
                return
            self.terminal_lost = True
            if signal.getsignal(signal.SIGHUP) not in (signal.SIG_DFL, signal.SIG_IGN, None):
                os.kill(os.getpid(), signal.SIGHUP)
            else:
                self._loop.call_soon_threadsafe(self._app.exit, 0)

else:  # pragma: no cover - Windows
    LandRushDriver = None  # type: ignore[assignment,misc]


def is_leaving(node) -> bool:
    """Whether a screen or widget is being removed (or never got attached): it
    should take no more work. Reads Textual's private removal flags."""
    return (
        getattr(node, "_pruning", False)
        or getattr(node, "_closing", False)
        or getattr(node, "_closed", False)
        or not node.is_attached
    )


class ScreenWorkarounds:
    """Mixed into every screen class (before ``Screen``)."""

    # Screen.focused repaints the whole screen on every focus move (Tab between two
    # bid boxes drew every widget again). The widgets whose look depends on focus
    # (:focus styles, a cursor) refresh themselves when they gain or lose it.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    # Unmount and the rest (Textual's own removal work) still pass.
    _NO_WORK_WHEN_LEAVING = (
        events.Mount,
        events.Resize,
        events.ScreenResume,
        events.Key,
        events.MouseEvent,
        events.Paste,
    )

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, self._NO_WORK_WHEN_LEAVING) and is_leaving(self):
            return
        if isinstance(event, events.Resize) and event.size != self.app.size:  # type: ignore[attr-defined]
            return  # stale: the App has since posted (or will post) its current size
        await super().on_event(event)  # type: ignore[misc]


def _quiet_markdown() -> type:
    from textual.widgets import Markdown  # imported when help opens: the title starts without it

    class QuietMarkdown(Markdown):
        """Textual's Markdown; its first update, cancelled because the widget is
        being removed, ends quietly."""

        # Markdown's own _on_mount is a coroutine too (Widget's annotation says None).
        async def _on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
            event.prevent_default()  # Markdown._on_mount is called here, not again by the dispatcher
            try:
                await Markdown._on_mount(self, event)
            except asyncio.CancelledError:
                if not is_leaving(self) and not is_leaving(self.screen):
                    raise

    return QuietMarkdown


def __getattr__(name: str):
    if name == "QuietMarkdown":
        cls = globals()["QuietMarkdown"] = _quiet_markdown()
        return cls
    raise AttributeError(name)


class AppWorkarounds:
    """Mixed into the App (before ``App``): Textual workarounds at app level."""

    def get_driver_class(self):
        if LandRushDriver is not None and not os.environ.get("TEXTUAL_DRIVER"):
            return LandRushDriver
        return super().get_driver_class()  # type: ignore[misc]

    def action_show_help_panel(self) -> None:
        screen = self.screen  # type: ignore[attr-defined]
        if screen.is_attached and screen.is_mounted and screen.is_active:
            super().action_show_help_panel()  # type: ignore[misc]


def _coalesce_footer_recompose() -> None:
    from textual.widgets import Footer

    original = Footer.bindings_changed
    if getattr(original, "landrush_coalesced", False):
        return

    def bindings_changed(self, screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not getattr(self, "_landrush_pending", False):
            self._landrush_pending = True
            self.call_after_refresh(_recompose_once, self)

    async def _recompose_once(self) -> None:
        self._landrush_pending = False  # an update from here on asks for a new recompose
        # Focus moving between two boxes with the same keys (Tab on the bid screen)
        # changes nothing shown: rebuilding the keys anyway was most of such a key's cost.
        shown = _footer_shows(self)
        if shown != getattr(self, "_landrush_shown", None) or not self.children:
            self._landrush_shown = shown
            await self.recompose()

    def _footer_shows(self) -> tuple:
        """What the Footer's compose shows: per action the first shown binding's key,
        words, group, state and tooltip. Not the bindings themselves: Enter in a bid box
        and Enter on the screen (the review) are two bindings that read the same, and
        rebuilding the keys for that was a third of the review's key."""
        if not self.is_attached:
            return ()
        app = self.app
        active = self.screen.active_bindings
        palette = active.get(app.COMMAND_PALETTE_BINDING) if self.show_command_palette else None
        first: dict[str, tuple] = {}
        for _, b, enabled, tip in active.values():
            if b.show:
                first.setdefault(b.action, (b.key, app.get_key_display(b), b.description, b.group, enabled, tip))
        return (tuple(first.values()), palette and palette[1:], app.ENABLE_COMMAND_PALETTE)

    bindings_changed.landrush_coalesced = True  # type: ignore[attr-defined]
    Footer.bindings_changed = bindings_changed  # type: ignore[method-assign]


_coalesce_footer_recompose()


# --- the command palette, OptionList paging and closing a screen once ------------------
# (moved here from app.py and the screens: every Textual workaround in one place)


def guard_option_list_paging() -> None:
    """Textual 8.2: OptionList pages through a line map that is rebuilt only when
    the list is drawn, so Page Up/Down right after its options change raised
    KeyError (the palette, the New game screen's drop-downs). Such a key now
    does nothing; the next one pages as usual."""
    from textual.widgets import OptionList

    original = OptionList._move_page
    if getattr(original, "landrush_guard", False):
        return

    def _move_page(self, direction) -> None:
        if (self.highlighted or 0) in getattr(self, "_index_to_line", {}):
            original(self, direction)

    _move_page.landrush_guard = True  # type: ignore[attr-defined]
    OptionList._move_page = _move_page  # type: ignore[method-assign]


class OnceCommandPalette(CommandPalette):
    """Textual 8.2's palette, closed at most once.

    Two Enters (or an Enter and a click) that arrive before the palette has
    closed would each run the command and dismiss the palette again; the second
    dismiss pops the screen *below* it (the game's bid screen, say) or, on the
    title, raises ScreenStackError. Here the first close wins and later ones
    do nothing.
    """

    _dismissed = False  # not "_closing": MessagePump uses that name

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _submitted_once(self, event: Input.Submitted | Button.Pressed) -> None:
        # Handled here instead of by CommandPalette's own handler (prevent_default skips it).
        event.stop()
        event.prevent_default()
        self._select_or_command(event)

    def _select_or_command(self, event=None) -> None:
        if self._dismissed:
            return
        super()._select_or_command(event)

    def dismiss(self, result=None) -> AwaitComplete:
        if self._dismissed or self.app.screen is not self:
            return AwaitComplete.nothing()
        self._dismissed = True
        self._cancel_gather_commands()
        return super().dismiss(result)

    # The search runs in a worker that can outlive the palette's widgets (the
    # palette popped from under it): then it must not touch them (NoMatches).

    def _parts_gone(self) -> bool:
        from textual.command import CommandList

        return not self.is_attached or not self.query(CommandList)

    def _watch__list_visible(self) -> None:
        if not self._parts_gone():
            super()._watch__list_visible()

    async def _watch__show_busy(self) -> None:
        if not self._parts_gone():
            await super()._watch__show_busy()

    def _refresh_command_list(self, command_list, commands, clear_current) -> None:
        if not self._parts_gone():
            super()._refresh_command_list(command_list, commands, clear_current)

    def _start_no_matches_countdown(self, search_value: str) -> None:
        if not self._parts_gone():
            super()._start_no_matches_countdown(search_value)

    # The search worker itself can start after the parts went (found by the storm):
    # then it gathers nothing instead of failing on the missing CommandList.
    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        from textual.css.query import NoMatches

        if self._parts_gone():
            return
        try:
            await CommandPalette._gather_commands.__wrapped__(self, search_value)  # type: ignore[attr-defined]
        except NoMatches:
            if not self._parts_gone():
                raise


class CloseOnce:
    """Mixed into a screen (before ``Screen``): it closes at most once.

    A burst of input can close a screen twice (a key and a click on its
    button, queued before the first is handled); Textual's second dismiss would
    pop the screen *below* it, so only the first counts."""

    def dismiss(self, result=None):  # type: ignore[no-untyped-def]
        if self.app.screen is not self:  # type: ignore[attr-defined]
            return AwaitComplete.nothing()
        return super().dismiss(result)  # type: ignore[misc]
