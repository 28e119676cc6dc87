"""The Textual app: holds the game session and hands each decision to a screen.

Flow control (whose turn, hand-overs, bots, reveal, game over) lives in
``flow.py``; screens live in ``screens/``. Imports of game screens are lazy so
the title appears as fast as a bare Textual app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from .screens.title import TitleScreen

if TYPE_CHECKING:
    from .flow import GameFlow
    from .session import Session


def _commands():
    from .commands import LandRushCommands

    return LandRushCommands


class LandRushApp(App):
    """Land Rush. ``session`` is the game between decisions; only
    ``set_session`` changes it."""

    CSS_PATH = "app.tcss"
    TITLE = "Land Rush"
    COMMANDS = App.COMMANDS | {_commands}  # imported when the palette opens
    BINDINGS = [
        Binding("f1", "help", "Help"),
        Binding("question_mark", "help", "Help", show=False, priority=True),
        Binding("ctrl+q", "quit", "Quit", show=False),
    ]

    def __init__(self, data_dir: Path | None = None, session: "Session | None" = None,
                 notice: str = "", cursor_blink: bool = True, saving: bool = False,
                 resume: str | None = None) -> None:
        super().__init__()
        self.cursor_blink = cursor_blink
        self.data_dir = data_dir
        # Saving is off unless asked for (run() asks), so tests never touch a real folder.
        self.saving = saving
        self.resume = resume
        self.store = None
        self.saver = None
        self.session: Session | None = None
        self._flow: GameFlow | None = None
        self._resume_with = session
        self._notice = notice

    @property
    def flow(self) -> "GameFlow":
        # Created on first use: the rules and bots load after the title is up.
        if self._flow is None:
            from .flow import GameFlow

            self._flow = GameFlow(self)
        return self._flow

    def get_default_screen(self) -> Screen:
        return TitleScreen(can_continue=self.can_continue(), notice=self._notice)

    def on_mount(self) -> None:
        if self._resume_with is not None:
            self.flow.start(self._resume_with)
        elif self.saving:
            # Storage loads after the first frame: the title appears without waiting for it.
            self.call_after_refresh(self._open_store)

    # --- the one place the game changes ----------------------------------------------

    def set_session(self, session: "Session | None") -> None:
        """Replace the game in progress; every change is autosaved."""
        self.session = session
        if self.saver is not None and session is not None:
            self.saver(session)
            if self.saver.error:
                self.notify(self.saver.error, severity="error", timeout=8)

    # --- saved games ---------------------------------------------------------------

    def can_continue(self) -> bool:
        return False  # known only once the store is open (see _open_store)

    def _open_store(self) -> None:
        from .storage import SaveStore, data_dir

        try:
            self.store = SaveStore(data_dir(self.data_dir))
        except (OSError, ValueError) as exc:
            self.notify(f"Saving is off: {exc}", severity="error")
            return
        if self.resume is not None:
            name, self.resume = self.resume, None
            self._continue(name or None)
            return
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Show Continue on the title when there is a saved game."""
        if self.store is None or not isinstance(self.screen_stack[0], TitleScreen):
            return
        try:
            latest = self.store.latest()
        except (OSError, ValueError):
            latest = None
        self.screen_stack[0].allow_continue(latest is not None)

    def action_continue_game(self) -> None:
        self._continue(None)

    def _continue(self, name: str | None) -> None:
        from .storage import GameSaver, SaveError

        if self.store is None:
            self.notify("There is no saved game to continue.", severity="warning")
            return
        try:
            saver, session = GameSaver.resume(self.store, name)
        except (SaveError, OSError) as exc:
            self.notify(str(exc), severity="error", timeout=10)
            if isinstance(self.screen, TitleScreen):
                self.screen.allow_continue(False, notice=str(exc)[:200])
            return
        self.saver = saver
        self.flow.start(session)

    # --- actions any screen may ask for ------------------------------------------------

    def action_new_game(self) -> None:
        self.new_game(self.session.state.settings if self.session else None)

    def new_game(self, previous=None) -> None:
        from .screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(previous), self._start_new)

    def _start_new(self, settings) -> None:
        if settings is None:
            return
        from .rules import RulesError, new_game
        from .session import Session

        try:
            state = new_game(settings)
        except RulesError as exc:
            self.notify(f"Cannot start that game: {exc}", severity="error")
            return
        if self.store is not None:
            from .storage import GameSaver

            self.saver = GameSaver(self.store)
        self.flow.start(Session.start(state))

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        self.push_screen(HelpScreen(self.session.state.settings if self.session else None))


def run(data_dir: Path | None = None, resume: str | None = None, replay: Path | None = None) -> int:
    """Build and run the App; returns the process exit code."""
    if replay is not None:
        try:
            from .screens.replay import run_replay
        except ImportError:
            print("landrush replay: replaying records is not available in this version.")
            return 2
        return run_replay(replay)
    app = LandRushApp(data_dir=data_dir, saving=True, resume=resume)
    app.run()
    return app.return_code or 0
