"""What a seat may know (spec 8): everything public, never the stack order or
the seed; with hidden money only its own total (the other totals are None,
while every transaction stays in ``actions`` / ``past``, as at a real table).
``rng`` is the seat's own private stream for this decision: bots draw from it
only, so games replay."""

from __future__ import annotations

import random

import attrs

from ..players import PlayerSpec, Seated
from ..rng import seat_turn_seed
from . import game, tiles
from .game import Action, State
from .island import Placed


@attrs.frozen
class AuctionView(Seated):
    seat: int
    what: str  # take | place | call | hammer
    players: tuple[PlayerSpec, ...]
    market_size: int
    hidden: bool
    first: int
    start_money: tuple[int, ...]
    money: tuple[int | None, ...]  # None: hidden from this seat
    market: tuple[tuple[int, int], ...]
    stack_left: int
    islands: tuple[tuple[Placed, ...], ...]
    boxed: tuple[int, ...]
    turn: int
    active: int
    purpose: str
    tile: int | None
    stage: str
    lot: int | None
    high: int
    leader: int | None
    ins: tuple[int, ...]
    last_caller: int | None  # the seat that called last this round (None before the first call)
    marks: tuple[int, ...]
    actions: tuple[Action, ...]  # this turn so far
    past: tuple[tuple[Action, ...], ...]  # every finished turn's actions
    rng: random.Random = attrs.field(eq=False, repr=False)

    @property
    def my_money(self) -> int:
        m = self.money[self.seat]
        assert m is not None
        return m

    @property
    def bidders(self) -> tuple[int, ...]:
        return tuple((self.active + k) % self.n for k in range(1, self.n))

    def unseen(self) -> list[int]:
        """Tiles not yet seen by anyone: the stack, in no particular order."""
        seen = {t for t, _ in self.market} | {p.tile for isl in self.islands for p in isl} | set(self.boxed)
        for t in (self.lot, self.tile):
            if t is not None:
                seen.add(t)
        return [t for t in tiles.ALL_TILES if t not in seen]


def public_view(state: State, seat: int) -> AuctionView:
    ask = game.ask_of(state)
    what = ask[1] if ask is not None else ""
    decisions = sum(len(t.actions) for t in state.history) + len(state.actions)
    rng = random.Random(seat_turn_seed(state.settings.seed, "auctionland-bot", seat, decisions))
    s = state.settings
    money: tuple[int | None, ...] = tuple(m if (not s.hidden or i == seat) else None for i, m in enumerate(state.money))
    return AuctionView(
        seat,
        what,
        s.players,
        s.market_size,
        s.hidden,
        state.first,
        state.start_money,
        money,
        state.market,
        len(state.stack),
        state.islands,
        state.boxed,
        state.turn,
        state.active,
        state.purpose,
        state.tile,
        state.stage,
        state.lot,
        state.high,
        state.leader,
        state.ins,
        state.caller,
        state.marks,
        state.actions,
        tuple(t.actions for t in state.history),
        rng,
    )
