"""Whose move is it: one game, written top to bottom as a worker coroutine.

The rules say who must decide what now (``RuleSet.to_decide``); this module
only asks and shows. Bots answer off the UI thread; a human gets a hand-over
first when decisions are secret and more than one human sits at the keyboard;
a resolved step is shown by the rule set's report screen. Every change of the
session goes through ``App.set_session`` (which autosaves).
"""

from __future__ import annotations

import asyncio
import importlib
from functools import partial
from typing import TYPE_CHECKING, Any

import attrs
from textual.worker import WorkerCancelled

from .rules.errors import RulesError
from .rules.players import verb
from .session import Session

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.worker import Worker

    from .app import LandRushApp
    from .screens.game_ui import GameUI
    from .screens.table import GameTable

THINKING_DELAY = 0.3  # seconds before a "thinking" spinner appears for a slow bot


def ui_for(game: str) -> "GameUI[Any, Any]":
    """The screens of a game, fresh for one game (its registry entry names the module)."""
    from .rules import registry

    ui: type[GameUI[Any, Any]] = importlib.import_module(registry.entry(game).ui).UI
    return ui(registry.get(game))


def replay_screen(game: str, state: Any, title: str) -> "Screen[Any]":
    """A game's replay: its own screen, or else its story in words."""
    return ui_for(game).replay(state, title)


class GameFlow:
    """Drives one game on top of the title screen: the rule set's table screen
    below, one decision screen at a time above it."""

    def __init__(self, app: "LandRushApp") -> None:
        self.app = app
        self.table: GameTable | None = None
        self.ui: GameUI[Any, Any] | None = None
        self.worker: Worker[None] | None = None
        # A resumed game: the keyboard may be with anyone, so the first private screen
        # gets a hand-over even if its seat made the last decision.
        self._fresh = False

    @property
    def session(self) -> Session | None:
        return self.app.session

    def names(self) -> list[str]:
        assert self.session is not None
        return [p.name for p in self.session.rules.players(self.session.state)]

    # --- starting and leaving -------------------------------------------------------

    def start(self, session: Session, resumed: bool = False) -> None:
        """Begin (or resume) a game: show its table, then play it out. A game
        resumed before anyone decided anything this step first shows what the
        last step did: a quit during the reveal must not skip its results."""
        self.stop()
        while len(self.app.screen_stack) > 1:  # a game started from inside another
            self.app.pop_screen()
        self.app.set_session(session)
        self.ui = ui_for(session.game)
        self.table = self.ui.table(session.state)
        self.app.push_screen(self.table)
        self._fresh = resumed
        self.worker = self.app.run_worker(self._play(resumed), group="game", exclusive=True)

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None
        self.table = None

    def leave(self) -> None:
        """Back to the title screen (the game stays in the session until replaced)."""
        self.stop()
        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        self.app.refresh_continue()

    def concede(self) -> None:
        """The table concedes: the game ends as it stands, its record is kept (the
        App's autosave does it, as at any game over) and game over shows it."""
        session = self.session
        if session is None or session.is_over:
            return
        # As a new start: whatever was asked or shown is closed, the bots' turn dropped.
        self.start(session.concede())

    def show_last_report(self) -> None:
        """The last step's report again, on top of whatever is open (it is public)."""
        session = self.session
        if session is None or self.ui is None:
            return
        screen = self.ui.last_report(session.state)
        if screen is None:
            # Nothing played yet, or a game whose screens show every step as it is made.
            self.app.notify("There is no last report to show again.", severity="warning")
            return
        self.app.push_screen(screen)

    def _status(self, text: str, thinking: bool = False) -> None:
        if self.table is not None:
            self.table.show(text, thinking)

    async def _show(self, screen: "Screen[Any]") -> Any:
        return await self.app.push_screen_wait(screen)

    # --- the game, top to bottom --------------------------------------------------------

    async def _play(self, resumed: bool = False) -> None:
        # call_after_refresh in the old flow: the table is drawn before anything is asked
        await asyncio.sleep(0)
        session, ui = self.session, self.ui
        assert ui is not None
        if resumed and session is not None and not session.shown:
            again = ui.last_report(session.state)
            if again is not None:
                await self._show(again)
            self._seen()
        while True:
            session = self.session
            if session is None:
                return
            if session.is_over:
                concession = session.concession
                self._status("Conceded." if concession else "Game over.")
                over = (
                    ui.game_over(session.state) if concession is None else ui.conceded_over(session.state, concession)
                )
                choice = await self._show(over)
                self.app.call_later(self._after_game_over, choice)
                return
            if session.ready:
                await self._resolve(ui, session)
                continue
            seat = session.next_seat
            assert seat is not None
            decision = await self._decision(ui, session, seat)
            if decision is not None:
                self._submit(seat, decision)

    async def _decision(self, ui: "GameUI[Any, Any]", session: Session, seat: int) -> Any:
        rules, state = session.rules, session.state
        spec = rules.players(state)[seat]
        if spec.is_ai:
            return await self._ask_bot(session, seat)
        forced = rules.forced(state, seat)
        if forced is not None:
            decision, why = forced
            # In the table's status line, not a toast: a toast covered the payout table's numbers.
            self._status(why)
            return decision
        ask = session.ask
        assert ask is not None
        humans = [p for p in rules.players(state) if not p.is_ai]
        private = ask.secret or (self._fresh and rules.private(state, seat, ask.what))
        self._fresh = False
        if private and len(humans) > 1:
            from .screens.handover import HandOverScreen

            self._status(f"Waiting for {spec.name}.")
            # The seat as the game's own board marks it (letter and colour).
            step = f"{rules.steps_name[:-1].capitalize()} {rules.turn(state)}"
            await self._show(HandOverScreen(self.names(), seat, step, ask.act, ui.seat_tag(state, seat)))
        self._status(f"{spec.name} {verb(spec.name, 'is', 'are')} {ask.verb}.")  # "You are playing."
        return await self._show(ui.decide(state, seat, ask))

    def _submit(self, seat: int, decision: Any) -> None:
        session = self.session
        assert session is not None
        try:
            self.app.set_session(session.submit(seat, decision))
        except RulesError as exc:  # the screens check first; never let it reach the player raw
            self.app.notify(f"That was not accepted: {exc}", severity="error")

    # --- bots -------------------------------------------------------------------------

    async def _ask_bot(self, session: Session, seat: int) -> Any:
        """The bot's decision, computed off the UI thread: a slow bot never freezes
        the screen. A bot that fails makes the rule set's forced-or-zero move."""
        rules, state = session.rules, session.state
        name = self.names()[seat]
        ask = session.ask
        forced = rules.forced(state, seat)
        # With no choice (a pass with no legal play), the table says why, as for a
        # human, and no spinner suggests anything is being weighed.
        doing = forced[1] if forced is not None else f"{name} is {ask.verb if ask is not None else 'deciding'}…"
        self._status(doing)
        # A slow bot gets a spinner, not other words: a bot's roll that a busy machine
        # delays is still a roll, not thought.
        timer = self.app.set_timer(THINKING_DELAY, lambda: self._status(doing, thinking=forced is None))
        bot_name = rules.players(state)[seat].ai or ""
        try:
            # A thread worker in group "bots": tests wait for these, never for the game itself.
            worker = self.app.run_worker(
                partial(self._bot_decision, session, seat, bot_name), thread=True, group="bots", exit_on_error=False
            )
            try:
                decision, error = await worker.wait()
            except WorkerCancelled:
                # Only the App's shutdown cancels a bot (it cancels every worker, the bot's
                # thread maybe before this game's): the game is ending, not failing (exit 1).
                raise asyncio.CancelledError() from None
        finally:
            timer.stop()
        if error:
            decision, instead = rules.fallback(state, seat)
            self.app.notify(f"{name} could not decide ({error}); {instead}", severity="warning", timeout=6)
        return decision

    @staticmethod
    def _bot_decision(session: Session, seat: int, bot_name: str) -> tuple[Any, str]:
        from .ai import BotError, bots_for, call_bot

        rules, state = session.rules, session.state
        try:
            bot = bots_for(session.game).load_bot(bot_name, custom=True)
            return call_bot(rules, bot, rules.view(state, seat), bot_name), ""
        except BotError as exc:
            error = str(exc)
        except Exception as exc:  # call_bot wraps bot errors; anything else is ours, still no crash
            error = f"{type(exc).__name__}: {exc}"
        return None, error

    # --- the end of a step --------------------------------------------------------------

    async def _resolve(self, ui: "GameUI[Any, Any]", session: Session) -> None:
        before = session.state
        try:
            new_session, report = session.resolve()
        except RulesError as exc:
            self.app.notify(f"The turn could not be played: {exc}", severity="error")
            self.app.set_session(Session.start(before, session.game))
            return
        self.app.set_session(new_session)
        self._status("")
        screen = ui.report(before, new_session.state, report)
        if screen is not None:  # a game whose every move is seen as made has nothing to reveal
            await self._show(screen)
            self._status("")
        self._seen()

    def _seen(self) -> None:
        """The last step's report has been shown to its end (saved: resume skips it)."""
        session = self.session
        if session is not None and not session.shown:
            self.app.set_session(attrs.evolve(session, shown=True))

    def _after_game_over(self, choice: str | None) -> None:
        if choice == "quit":
            self.app.exit(0)
            return
        session = self.session
        self.leave()
        if session is not None and choice == "new":
            self.app.new_game(session.rules.settings_of(session.state), session.game)
