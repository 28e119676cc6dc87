"""What a seat (or a bot) sees: the public game. Everything is open except
the stack's order and the seed (spec 7): the view's state carries seed 0, no
setup stack, and the face-down tiles sorted by id (which tiles are left is
public: all 36 minus those seen). While bidding, nobody's bid of this round
is in it. ``rng`` is the seat's own private stream for this decision."""

from __future__ import annotations

import random

import attrs

from ..rng import seat_turn_seed
from . import game
from .game import State


@attrs.frozen
class LeylandView:
    seat: int
    what: str  # "bid" or "action"
    state: State  # masked: seed 0, stack sorted, no setup stack
    rng: random.Random = attrs.field(eq=False, repr=False)

    @property
    def n(self) -> int:
        return self.state.n


def masked(state: State) -> State:
    settings = attrs.evolve(state.settings, seed=0)
    return attrs.evolve(state, settings=settings, setup_stack=(), stack=tuple(sorted(state.stack)))


def public_view(state: State, seat: int) -> LeylandView:
    ask = game.ask_of(state)
    what = ask[1] if ask is not None else ""
    step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))
    rng = random.Random(seat_turn_seed(state.settings.seed, "leyland-bot", seat, step))
    return LeylandView(seat, what, masked(state), rng)
