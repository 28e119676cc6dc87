"""Whose move is it: the game's flow between screens.

The App owns the session; this module decides what comes next (an AI seat's
bids, a hand-over, a human's bid screen, the reveal, game over) and asks the
App to change the session through ``App.set_session``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import GameState, TurnReport, can_win, public_view
from .rules.errors import RulesError
from .session import Session

if TYPE_CHECKING:
    from .app import LandRushApp

THINKING_DELAY = 0.3  # seconds before a "thinking" spinner appears for a slow bot


def humans(state: GameState) -> list[int]:
    return [s for s, p in enumerate(state.settings.players) if not p.is_ai]


class GameFlow:
    """Drives one game on top of the title screen: table screen below, one
    decision screen at a time above it."""

    def __init__(self, app: "LandRushApp") -> None:
        self.app = app
        self.table = None
        self._thinking_timer = None

    @property
    def session(self) -> Session | None:
        return self.app.session

    def names(self) -> list[str]:
        assert self.session is not None
        return [p.name for p in self.session.state.settings.players]

    # --- starting ------------------------------------------------------------------

    def start(self, session: Session) -> None:
        """Begin (or resume) a game: show the table, then ask for the next move."""
        from .screens.table import TableScreen

        self.app.set_session(session)
        self.table = TableScreen(session.state)
        self.app.push_screen(self.table)
        self.app.call_after_refresh(self.next)

    def _status(self, text: str, thinking: bool = False) -> None:
        if self.table is not None and self.session is not None:
            self.table.show(self.session.state, text, thinking)

    # --- the next decision -------------------------------------------------------------

    def next(self) -> None:
        """Ask for whatever the game needs now."""
        session = self.session
        if session is None or self.table is None:
            return
        state = session.state
        if state.is_over:
            self._game_over()
            return
        if session.ready:
            self._resolve()
            return
        seat = session.next_seat
        assert seat is not None
        spec = state.settings.players[seat]
        if spec.is_ai:
            self._ask_bot(seat)
        elif not can_win(state, seat):  # bankrupt (or penniless): every bid would count as 0
            self.app.notify(f"{spec.name} is bankrupt and bids 0 on every lot this turn.", timeout=4)
            self._submit(seat, [0] * len(state.lots))
        elif len(humans(state)) > 1:
            self._hand_over(seat)
        else:
            self._bid_screen(seat)

    def _submit(self, seat: int, bids: list[int]) -> None:
        session = self.session
        assert session is not None
        try:
            self.app.set_session(session.submit(seat, bids))
        except RulesError as exc:  # the screens check first; never let it reach the player raw
            self.app.notify(f"Those bids were not accepted: {exc}", severity="error")
        self.app.call_later(self.next)

    # --- humans ----------------------------------------------------------------------

    def _hand_over(self, seat: int) -> None:
        from .screens.handover import HandOverScreen

        state = self.session.state  # type: ignore[union-attr]
        self._status(f"Waiting for {self.names()[seat]}.")
        self.app.push_screen(HandOverScreen(self.names(), seat, state.turn),
                             lambda _: self._bid_screen(seat))

    def _bid_screen(self, seat: int) -> None:
        from .screens.bid import BidScreen

        state = self.session.state  # type: ignore[union-attr]
        self._status(f"{self.names()[seat]} is bidding.")
        self.app.push_screen(BidScreen(state, seat), lambda bids: self._submit(seat, bids))

    # --- bots -------------------------------------------------------------------------

    def _ask_bot(self, seat: int) -> None:
        state = self.session.state  # type: ignore[union-attr]
        name = self.names()[seat]
        self._status(f"{name} is choosing bids…")
        self._thinking_timer = self.app.set_timer(
            THINKING_DELAY, lambda: self._status(f"{name} is thinking…", thinking=True))
        spec = state.settings.players[seat]
        self.app.run_worker(lambda: self._bot_thread(state, seat, spec.ai or ""), thread=True,
                            group="bots", exit_on_error=False)

    def _bot_thread(self, state: GameState, seat: int, bot_name: str) -> None:
        """Runs off the UI thread: a slow bot never freezes the screen."""
        from .ai import BotError, call_bot, load_bot

        try:
            bids, error = call_bot(load_bot(bot_name), public_view(state, seat), bot_name), ""
        except BotError as exc:
            bids, error = [0] * len(state.lots), str(exc)
        except Exception as exc:  # call_bot wraps bot errors; anything else is ours, still no crash
            bids, error = [0] * len(state.lots), f"{type(exc).__name__}: {exc}"
        self.app.call_from_thread(self._bot_done, state, seat, bids, error)

    def _bot_done(self, state: GameState, seat: int, bids: list[int], error: str) -> None:
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None
        if self.session is None or self.session.state != state:
            return  # the game moved on (new game, quit) while the bot thought
        if error:
            self.app.notify(f"{self.names()[seat]} could not bid ({error}); it bids 0 this turn.",
                            severity="warning", timeout=6)
        self._submit(seat, bids)

    # --- turn end ---------------------------------------------------------------------

    def _resolve(self) -> None:
        from .screens.reveal import RevealScreen

        session = self.session
        assert session is not None
        before = session.state
        previous = before.last_report
        new_session, report = session.resolve()
        self.app.set_session(new_session)
        self._status("")
        self.app.push_screen(RevealScreen(before, report, previous), lambda _: self._after_reveal())

    def _after_reveal(self) -> None:
        self._status("")
        self.next()

    def _game_over(self) -> None:
        from .screens.game_over import GameOverScreen

        state = self.session.state  # type: ignore[union-attr]
        self._status("Game over.")
        self.app.push_screen(GameOverScreen(state), self._after_game_over)

    def _after_game_over(self, choice: str | None) -> None:
        if choice == "quit":
            self.app.exit(0)
            return
        settings = self.session.state.settings if self.session else None
        self.leave()
        self.app.new_game(settings)

    def leave(self) -> None:
        """Back to the title screen (the game stays in the session until replaced)."""
        self.table = None
        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        self.app.refresh_continue()
