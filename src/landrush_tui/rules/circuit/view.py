"""What a seat sees: everything (nothing is hidden in Circuit) but the seed,
so a bot cannot predict the dice. ``rng`` is the seat's own private stream
for this decision: bots use it for any random choice, so games replay."""

from __future__ import annotations

import random

import attrs

from ..players import PlayerSpec, Seated
from ..rng import seat_turn_seed
from . import game
from .game import Purchase, Rolled, State, TurnEntry


@attrs.frozen
class CircuitView(Seated):
    seat: int
    what: str  # "roll" or "buy"
    players: tuple[PlayerSpec, ...]
    purchase: Purchase
    round_limit: int | None
    colours: tuple[str, ...]
    first: int
    money: tuple[int, ...]
    positions: tuple[int, ...]
    owners: tuple[int | None, ...]
    out: tuple[int, ...]
    turns_taken: tuple[int, ...]
    turn: int
    to_move: int | None
    rolled: Rolled | None
    history: tuple[TurnEntry, ...]
    rng: random.Random = attrs.field(eq=False, repr=False)

    @property
    def remaining(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if s not in self.out)


def public_view(state: State, seat: int) -> CircuitView:
    ask = game.ask_of(state)
    what = ask[1] if ask is not None else ""
    rng = random.Random(
        seat_turn_seed(state.settings.seed, "circuit-bot", seat, state.turn * 2 + (1 if state.rolled else 0))
    )
    s = state.settings
    return CircuitView(
        seat,
        what,
        s.players,
        s.purchase,
        s.round_limit,
        state.colours,
        state.first,
        state.money,
        state.positions,
        state.owners,
        state.out,
        state.turns_taken,
        state.turn,
        state.to_move,
        state.rolled,
        state.history,
        rng,
    )
