"""A game in progress between the players' decisions: the rules state plus the
bids already confirmed this turn.

This is what the App drives and what a save file stores. It holds no secret
beyond those confirmed bids, which the UI never shows to another player.
"""

from __future__ import annotations

from typing import Sequence

import attrs

from .rules import GameState, TurnReport, play_turn, validate_seat_bids
from .rules.errors import RulesError


@attrs.frozen
class Session:
    state: GameState
    # Confirmed bids this turn per seat; None = still to bid.
    pending: tuple[tuple[int, ...] | None, ...] = attrs.field(converter=tuple)

    @classmethod
    def start(cls, state: GameState) -> "Session":
        return cls(state, (None,) * state.settings.n)

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Seats that have not yet confirmed their bids this turn."""
        return tuple(s for s, b in enumerate(self.pending) if b is None)

    @property
    def next_seat(self) -> int | None:
        w = self.waiting_for
        return w[0] if w else None

    @property
    def ready(self) -> bool:
        return not self.state.is_over and all(b is not None for b in self.pending)

    def submit(self, seat: int, bids: Sequence[int]) -> "Session":
        """Record a seat's confirmed bids (checked by the rules; InvalidBid if not)."""
        if self.pending[seat] is not None:
            raise RulesError(f"seat {seat} has already confirmed bids this turn")
        row = validate_seat_bids(self.state, seat, bids)
        return attrs.evolve(self, pending=self.pending[:seat] + (row,) + self.pending[seat + 1:])

    def resolve(self) -> tuple["Session", TurnReport]:
        """Play the turn once every seat has bid."""
        if not self.ready:
            raise RulesError(f"still waiting for bids from seats {list(self.waiting_for)}")
        state, report = play_turn(self.state, self.pending)  # type: ignore[arg-type]
        return Session.start(state), report
