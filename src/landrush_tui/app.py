"""The Textual app: holds the game session and hands each decision to a screen.

Flow control (whose turn, hand-overs, bots, reveal, game over) lives in
``flow.py``; screens live in ``screens/``. Imports of game screens are lazy so
the title appears as fast as a bare Textual app.
"""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.binding import Binding
from textual.command import CommandPalette
from textual.reactive import reactive
from textual.screen import Screen

from .compat import AppWorkarounds, OnceCommandPalette, guard_option_list_paging
from .screens.title import TitleScreen

if TYPE_CHECKING:
    from .flow import GameFlow
    from .session import Session  # noqa: F401 (the reactive's annotation)
    from .storage import GameSaver, SaveStore


def _commands():
    from .commands import LandRushCommands

    return LandRushCommands


class LandRushApp(AppWorkarounds, App):
    """Land Rush. ``session`` is the game between decisions; only
    ``set_session`` changes it, and the game's table screen watches it."""

    session: reactive[Session | None] = reactive(None, init=False)

    CSS_PATH = "app.tcss"
    TITLE = "Land Rush"
    COMMANDS = App.COMMANDS | {_commands}  # imported when the palette opens
    # Text selection is of no use in the game, and Textual 8.2's selection code
    # crashes on a mouse press over a widget that was just removed.
    ALLOW_SELECT = False
    BINDINGS = [
        Binding("f1", "help", "Help"),
        Binding("f3", "last_turn", "Last turn", show=False),
        Binding("k", "legend", "Legend", show=False),
        Binding("g", "log", "Log", show=False),
        Binding("ctrl+t", "leave_game", "Title", show=False),
        Binding("ctrl+g", "concede", "Concede", show=False),
        Binding("question_mark", "help", "Help", show=False, priority=True),
        # Both save and quit, from any screen (Ctrl+C is a key in the terminal's raw mode).
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]
    HANGUP_GRACE = 3.0  # seconds a hung-up app gets to close before it is ended hard

    def __init__(
        self,
        data_dir: Path | None = None,
        session: "Session | None" = None,
        notice: str = "",
        cursor_blink: bool = True,
        saving: bool = False,
        resume: str | None = None,
        handle_signals: bool = False,
        game: str | None = None,
    ) -> None:
        super().__init__()
        # run() asks for signal handlers; tests running several apps in one process do not.
        self.handle_signals = handle_signals
        self.cursor_blink = cursor_blink
        self.data_dir = data_dir
        # Saving is off unless asked for (run() asks), so tests never touch a real folder.
        self.saving = saving
        self.resume = resume
        self.store: SaveStore | None = None
        self.saver: GameSaver | None = None
        self.set_reactive(LandRushApp.session, None)
        self._flow: GameFlow | None = None
        self._resume_with = session
        self._notice = notice
        self._start_game = game  # --game NAME: open that game's new-game form at once

    @property
    def flow(self) -> "GameFlow":
        # Created on first use: the rules and bots load after the title is up.
        if self._flow is None:
            from .flow import GameFlow

            self._flow = GameFlow(self)
        return self._flow

    def get_default_screen(self) -> Screen:
        guard_option_list_paging()
        return TitleScreen(notice=self._notice)  # Continue shows once storage knows of a save

    def action_command_palette(self) -> None:
        if self.use_command_palette and not CommandPalette.is_open(self):
            # No fixed id (Textual gives "--command-palette"): a palette just closed is
            # still being removed, and a second one with its id would crash on Ctrl+P.
            self.push_screen(OnceCommandPalette())

    def get_system_commands(self, screen: Screen):  # type: ignore[no-untyped-def]
        # The palette's Keys and Screenshot, made to fit the game (see commands.py).
        from textual.app import SystemCommand

        from .commands import system_commands

        yield from system_commands(self, screen)
        session = self.session
        if self._in_game() and session is not None and not session.is_over:
            yield SystemCommand(
                "Save and go to the title", "Ctrl+T: Continue picks the game up", self.action_leave_game
            )
            yield SystemCommand(
                "Concede this game", "Ctrl+G: it ends now, lost for every player at the keyboard", self.action_concede
            )

    async def on_event(self, event) -> None:
        # Keys and clicks still queued when the app closes (a burst after "q") would
        # reach screens being taken apart: drop them instead of crashing on the way out.
        from textual import events

        if isinstance(event, (events.Key, events.MouseEvent)) and (
            self.return_code is not None or not self.screen_stack
        ):
            return
        if isinstance(event, events.Key) and not event.is_forwarded and not self._admit(event):
            return
        await super().on_event(event)

    def _admit(self, event) -> bool:
        # Every key typed passes the key gate first: a deciding key needs a person
        # who saw the screen it decides (screens/base.py, KeyGate).
        from .screens.base import admit_key, note_key

        if self.resume is not None and self.saving:
            # --resume: the title is up only until storage opens the game; a key typed
            # meanwhile (Enter on its focused New game) must not start another one. It
            # still counts into its run, so the run's tail cannot decide on the game.
            note_key(self, event)
            return event.key in ("ctrl+q", "ctrl+c")
        return admit_key(self, event)

    # The palette's own sub-lists (the theme list, command lists) close once too.

    def search_themes(self) -> None:
        from textual.theme import ThemeProvider

        self.push_screen(OnceCommandPalette(providers=[ThemeProvider], placeholder="Search for themes…"))

    def search_commands(self, commands, placeholder: str = "Search for commands…"):
        from textual.command import SimpleProvider

        # A provider instance, as Textual's own search_commands passes (its annotation wants a class).
        return self.push_screen(
            OnceCommandPalette(
                providers=[SimpleProvider(self.screen, commands)],  # type: ignore[list-item]
                placeholder=placeholder,
            )
        )

    def on_mount(self) -> None:
        if self.handle_signals:
            self._catch_signals()
        if self._resume_with is not None:
            self.flow.start(self._resume_with)
        elif self.saving:
            # Storage loads after the first frame: the title appears without waiting for it.
            self.call_after_refresh(self._open_store)
        if self._start_game is not None and self._resume_with is None and self.resume is None:
            self.call_after_refresh(self.new_game, None, self._start_game)

    # --- the one place the game changes ----------------------------------------------

    def set_session(self, session: "Session | None") -> None:
        """Replace the game in progress; every change is autosaved."""
        self.session = session
        if self.saver is not None and session is not None:
            self.saver(session)
            if self.saver.error:
                self.notify(self.saver.error, severity="error", timeout=8)

    # --- quitting: always with the game saved -----------------------------------------

    def save_now(self) -> None:
        """Write the game in progress once more (cheap; never raises)."""
        if self.saver is not None:
            self.saver.save_now()
            if self.saver.error:
                self.notify(self.saver.error, severity="error", timeout=8)

    # Sync on purpose (Textual's is async): menus call it inline and the save happens before exit.
    def action_quit(self) -> None:  # type: ignore[override]  # Ctrl+Q, Ctrl+C, the palette's and menus' Quit
        self.save_now()
        self.exit(0)

    def _catch_signals(self) -> None:
        """SIGHUP (terminal closed), SIGTERM and SIGINT save the game and end the
        app cleanly. The handlers run on the event loop between callbacks, so a
        save never sees a half-made change."""
        import asyncio

        from .storage import on_hangup

        loop = asyncio.get_running_loop()
        for name in ("SIGHUP", "SIGTERM", "SIGINT"):
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            try:
                loop.add_signal_handler(sig, on_hangup(self._save_quietly, self._hang_up))
            except (NotImplementedError, RuntimeError, ValueError):  # e.g. Windows: no loop signals
                pass

    def _save_quietly(self) -> None:
        if self.saver is not None:
            self.saver.save_now()

    def _hang_up(self) -> None:
        # With the terminal gone, restoring it can block; the game is saved, so a
        # watchdog ends the process if closing takes too long.
        timer = threading.Timer(self.HANGUP_GRACE, os._exit, (0,))
        timer.daemon = True
        timer.start()
        self.exit(0)

    # --- saved games ---------------------------------------------------------------

    def _open_store(self) -> None:
        from .storage import SaveStore, data_dir

        if not self.is_running:  # a quit that came while the title was being built
            return
        try:
            self.store = SaveStore(data_dir(self.data_dir))
        except (OSError, ValueError) as exc:
            self.notify(f"Saving is off: {exc}", severity="error")
            return
        self._restore_theme()
        if isinstance(self.screen_stack[0], TitleScreen):
            self.screen_stack[0].allow_saved_games(True)
        if self.resume is not None:
            name, self.resume = self.resume, None
            self._continue(name or None)
            return
        self.refresh_continue()

    # --- the theme outlives the game -------------------------------------------------

    def _restore_theme(self) -> None:
        from . import prefs

        assert self.store is not None
        theme = prefs.load(self.store.root).get("theme")
        if theme and theme in self.available_themes:
            self.theme = theme
        self.theme_changed_signal.subscribe(self, self._remember_theme)

    def _remember_theme(self, theme) -> None:  # type: ignore[no-untyped-def]
        from . import prefs

        if self.store is None:
            return
        try:
            prefs.save(self.store.root, theme=theme.name)
        except OSError:
            pass  # a theme not remembered is no reason to bother the player

    def refresh_continue(self) -> None:
        """Show Continue on the title when there is a saved game."""
        if self.store is None or not isinstance(self.screen_stack[0], TitleScreen):
            return
        # Off the event loop: it reads (and replays) saves until one loads.
        self.run_worker(self._latest_save, thread=True, exclusive=True, group="continue-check")

    def _latest_save(self):
        try:
            return self.store.latest() if self.store is not None else None
        except (OSError, ValueError):
            return None

    def on_worker_state_changed(self, event) -> None:
        from textual.worker import WorkerState

        if (
            event.worker.group == "continue-check"
            and event.state is WorkerState.SUCCESS
            and self.screen_stack
            and isinstance(self.screen_stack[0], TitleScreen)
        ):
            self.screen_stack[0].allow_continue(event.worker.result is not None)

    def action_saved_games(self) -> None:
        """Saved games and records: resume, delete, or watch a replay."""
        from .screens.saved_games import SavedGamesScreen

        if self.store is None:
            self.notify("Saving is off, so there are no saved games to list.", severity="warning")
            return
        if isinstance(self.screen, SavedGamesScreen):
            return
        self.push_screen(SavedGamesScreen(self.store), self._saved_games_closed)

    def _saved_games_closed(self, choice: Any) -> None:
        from .screens.saved_games import Resume

        if isinstance(choice, Resume):
            self._continue(choice.path)
            return
        self.refresh_continue()  # a deleted save may have been the one Continue offered

    def action_continue_game(self) -> None:
        self._continue(None)

    def _continue(self, name: str | Path | None) -> None:
        from .storage import GameSaver, SaveError

        if self.store is None:
            self.notify("There is no saved game to continue.", severity="warning")
            return
        if len(self.screen_stack) > 1:
            # Only from the title: popping screens that are still being built crashes Textual.
            self.notify("Go back to the title screen to continue a saved game.", severity="warning")
            return
        try:
            saver, session = GameSaver.resume(self.store, name)
        except (SaveError, OSError) as exc:
            if not isinstance(self.screen, TitleScreen):
                self.notify(str(exc), severity="error", timeout=10)
            else:  # under the menu, not a toast over it; Continue still offers any save that loads
                from .screens.title import notice_text

                self.screen.allow_continue(False, notice=notice_text(exc))
                self.refresh_continue()
            return
        if saver.notice:
            self.notify(saver.notice, severity="warning", timeout=10)
        self.saver = saver
        self.flow.start(session, resumed=True)

    # --- actions any screen may ask for ------------------------------------------------

    def action_new_game(self) -> None:
        self.new_game()

    def new_game(self, previous: Any = None, game: str | None = None) -> None:
        """New game: which game (unless given), then its settings form. With
        ``previous`` settings the form starts from them (same game)."""
        from .rules import registry
        from .screens.chooser import GameChooserScreen

        current = self.session.game if self.session is not None else None
        if game is not None or previous is not None:
            self._new_game_form(game or current or registry.DEFAULT, previous)
            return
        self.push_screen(
            GameChooserScreen(current or registry.DEFAULT),
            lambda chosen: self._new_game_form(chosen) if chosen else None,
        )

    def _new_game_form(self, game: str, previous: Any = None) -> None:
        from .screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(previous, game), lambda settings: self._start_new(game, settings))

    def _start_new(self, game: str, settings: Any) -> None:
        if settings is None:
            return
        from .rules import RulesError, registry
        from .session import Session

        rules = registry.get(game)
        try:
            state = rules.new_game(settings)
        except RulesError as exc:
            self.notify(f"Cannot start that game: {exc}", severity="error")
            return
        if self.store is not None:
            from .storage import GameSaver

            self.saver = GameSaver(self.store)
        self.flow.start(Session.start(state, game))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action != "quit" and self.screen_stack and self.screen_stack[-1].has_class("-tiny"):
            return False  # the window is too small to show what a key would do
        # The title's keys are these actions: the title says what its menu offers.
        if action in ("continue_game", "saved_games", "new_game") and isinstance(self.screen, TitleScreen):
            return self.screen.offers(action)
        return True

    def action_last_turn(self) -> None:
        """F3: the report of the last step again (public: safe in front of anyone); a
        report screen that is open already keeps F3 for itself."""
        if self._flow is None or self._flow.worker is None:
            return
        self._flow.show_last_report()

    def _in_game(self) -> bool:
        return self._flow is not None and self._flow.worker is not None and self._flow.ui is not None

    def action_legend(self) -> None:
        """k: what the board's marks mean (public)."""
        if not self._in_game() or self.session is None:
            return
        from .screens.page import PageScreen

        assert self._flow is not None and self._flow.ui is not None
        words = self._flow.ui.legend() or "This game's board has no marks to explain."
        if not isinstance(self.screen, PageScreen):
            self.push_screen(PageScreen(f"{self.session.rules.title}: what the board shows", words, key="k"))

    def action_log(self) -> None:
        """g: the game so far in words (public)."""
        if not self._in_game() or self.session is None:
            return
        from .screens.page import PageScreen

        assert self._flow is not None and self._flow.ui is not None
        if not isinstance(self.screen, PageScreen):
            words = self._flow.ui.log(self.session.state)
            self.push_screen(PageScreen(f"{self.session.rules.title}: the game so far", words, key="g", at_end=True))

    def action_leave_game(self) -> None:
        """Ctrl+T: save the game and go back to the title (Continue picks it up)."""
        if not self._in_game():
            return
        self.save_now()
        assert self._flow is not None
        self._flow.leave()
        self.notify("The game is saved: Continue on the title picks it up.", timeout=4)

    def action_concede(self) -> None:
        """Ctrl+G: ask, then end the game as it stands, lost for every human seat."""
        session = self.session
        if not self._in_game() or session is None or session.is_over:
            return
        from .screens.concede import ConcedeScreen

        if isinstance(self.screen, ConcedeScreen):
            return
        players = session.rules.players(session.state)
        names = [players[s].name for s in session.humans]
        if not names:
            self.notify("Only bots play this game: nobody is there to concede.", severity="warning")
            return
        self.push_screen(ConcedeScreen(names), self._conceded)

    def _conceded(self, concede: bool | None) -> None:
        if concede and self._flow is not None and self._flow.worker is not None:
            self._flow.concede()

    def action_help(self) -> None:
        from .rules import registry
        from .screens.help import ChoosesAGame, HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        session = self.session
        if isinstance(self.screen, ChoosesAGame):
            self.push_screen(HelpScreen(None, self.screen.help_game()))
        elif session is not None:
            self.push_screen(HelpScreen(session.rules.settings_of(session.state), session.game))
        else:
            self.push_screen(HelpScreen(None, registry.DEFAULT))


def run(
    data_dir: Path | None = None, resume: str | None = None, replay: Path | None = None, game: str | None = None
) -> int:
    """Build and run the App; returns the process exit code."""
    if replay is not None:
        try:
            from .replay_app import run_replay
        except ImportError:
            print("landrush replay: replaying records is not available in this version.")
            return 2
        return run_replay(replay)
    app = LandRushApp(data_dir=data_dir, saving=True, resume=resume, handle_signals=True, game=game)
    try:
        app.run()
    except KeyboardInterrupt:  # Ctrl+C before the terminal was in raw mode (or after)
        if app.saver is not None:
            app.saver.save_now()
        return 130
    return app.return_code or 0
