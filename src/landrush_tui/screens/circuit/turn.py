"""One turn as it happens: dice, the token's walk, the effect in words."""

from __future__ import annotations

import random
from typing import Iterable

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.circuit import board
from ...rules.circuit.game import Rolled, State, TurnEntry, describe_roll
from ...rules.players import verb
from ...widgets.circuit import ring
from ..pace import Pace
from .base import CircuitScreen, RingView, footer_keys


class TurnScreen(CircuitScreen, inherit_bindings=False):
    """One turn shown as it happens: the dice tumble, the token walks space by
    space, the effect is said in words; then it closes by itself (or on Enter).
    Asked for again (F3) it stays on the result until a key closes it."""

    BINDINGS = footer_keys(Binding("enter,space,escape", "skip", "Next", key_display="Enter"))

    def __init__(
        self, before: State, after: State, report: TurnEntry | Rolled, pace: Pace, again: bool = False
    ) -> None:
        super().__init__(before, pace)
        self.after = after
        self.report = report
        self.again = again
        self.frames: list[tuple[ring.Board, str]] = []
        self.done = False

    def compose_body(self) -> Iterable[Widget]:
        yield RingView(id="ring")  # the first frame is drawn before the screen is painted
        yield Static("", id="words")

    def on_mount(self) -> None:
        self.frames = self.turn_frames()
        shown_again = self.again and self._seen_before()
        if self.pace.step <= 0 or shown_again:
            # The fastest pace, or F3: straight to the result. Tumbling dice again
            # would show faces of a roll that is not the one made.
            self.frames = self.frames[-1:]
        if shown_again:
            board_, words = self.frames[-1]
            self.frames[-1] = (board_, f"Again: {words}  Enter closes.")
        self._next()

    def turn_frames(self) -> list[tuple[ring.Board, str]]:
        """The boards (built when drawn: most are skipped at a fast pace) and the
        words of the turn, first to last."""
        r = self.report
        name = self.state.settings.players[r.seat].name
        walked = isinstance(r, TurnEntry) and self.state.rolled is not None  # moved before the buy decision
        frames: list[tuple[ring.Board, str]] = []
        if not walked:
            tumble = random.Random(r.turn)
            rolls = verb(name, "rolls", "roll")
            for _ in range(3):
                faces = [tumble.randint(1, 6), tumble.randint(1, 6)]
                doing = f"{name} {rolls} {ring.dice_text(faces)}"
                frames.append((self.board(self.state, doing=doing), f"{name} {rolls}…"))
            pos = list(self.state.positions)
            dice = f"{name} rolled {ring.dice_text(r.dice)}  {r.dice[0]}+{r.dice[1]}={sum(r.dice)}"
            moves = verb(name, "moves", "move")
            for space in board.passed(r.start, sum(r.dice)):
                pos[r.seat] = space
                frames.append(
                    (
                        self.board(self.state, space, positions=tuple(pos), doing=dice),
                        f"{name} {moves} to {space} {board.space(space).name}.",
                    )
                )
        if isinstance(r, TurnEntry):
            words = ring.last_words(self.after, r)
        else:
            words = describe_roll(self.state.settings.players, r)
        frames.append((self.board(self.after, r.to), words))
        return frames

    def _next(self) -> None:
        if self.done:
            return
        if not self.frames:
            self._close()
            return
        text, words = self.frames.pop(0)
        self.draw(text)
        self.say(words)
        if not self.frames and self.again and self._seen_before():
            return  # asked for again (F3): it waits for a key
        wait = self.pace.step if self.frames else self.pace.hold
        if self.frames and wait <= 0:
            self.frames = self.frames[-1:]  # made fastest meanwhile: straight to the result
        self.set_timer(max(0.005, wait), self._next)

    def _seen_before(self) -> bool:
        """Whether this report was shown to its end before: not so when a game is
        resumed after a quit during it, which then goes on as a report does."""
        session = getattr(self.app, "session", None)
        return session is None or bool(session.shown)

    def action_skip(self) -> None:
        if not self.done:
            self._close()

    def _close(self) -> None:
        """Done: closed now, or when it is on top again (F3 may have put the same
        report over it, and only the screen on top can close)."""
        self.done = True
        if self.app.screen is self:
            self.dismiss(None)

    def on_screen_resume(self) -> None:
        if self.done:
            self.dismiss(None)
