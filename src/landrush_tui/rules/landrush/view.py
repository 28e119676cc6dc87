"""What a bot may see: the public view of a game from one seat.

A view holds the game state with its seed replaced by a private number, so a
bot can look at everything public (board, owners, money of all seats, lots, up
next, settings, every bid revealed in earlier turns) and even simulate turns
with the rules functions, but cannot predict the real lot draws or tie-breaks.
Bids of the current turn are never in the state, so no seat sees another's.
"""

from __future__ import annotations

import functools
import operator
import random
from typing import Generic, TypeVar, overload

import attrs

from .. import rng as rngs
from ..board import Board
from .game import can_win, max_bid, payout_table, remaining_payout, remaining_turns, seat_largest_region, seat_regions
from .settings import Settings
from .state import GameState, TurnReport

T = TypeVar("T")


class _OfState(Generic[T]):
    """A view's shortcut to its state's field of the same name."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._get = operator.attrgetter(f"state.{name}")

    @overload
    def __get__(self, view: None, owner: type) -> _OfState[T]: ...

    @overload
    def __get__(self, view: PublicView, owner: type | None = None) -> T: ...

    def __get__(self, view: PublicView | None, owner: type | None = None) -> T | _OfState[T]:
        if view is None:
            return self
        return self._get(view)  # type: ignore[no-any-return]


@attrs.frozen
class PublicView:
    """The game as seat ``seat`` sees it before bidding in turn ``state.turn``.

    ``rng`` is the bot's own random stream, derived from the game's seed, the seat
    and the turn: use it for every random choice so games replay exactly.
    """

    seat: int
    state: GameState
    _rng_seed: int = attrs.field(eq=False, repr=False)
    _rng: random.Random | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def rng(self) -> random.Random:
        """The bot's random stream (made on first use: seeding is not free)."""
        if self._rng is None:
            object.__setattr__(self, "_rng", random.Random(self._rng_seed))
        return self._rng  # type: ignore[return-value]

    # Shortcuts to what bots use most: the state's fields of the same name.
    settings = _OfState[Settings]()
    board = _OfState[Board]()
    owners = _OfState[tuple[int | None, ...]]()
    money = _OfState[tuple[int, ...]]()
    lots = _OfState[tuple[int, ...]]()
    up_next = _OfState[tuple[int, ...]]()
    history = _OfState[tuple[TurnReport, ...]]()
    turn = _OfState[int]()

    @property
    def my_money(self) -> int:
        return self.state.money[self.seat]

    @property
    def max_bid(self) -> int:
        """The most this seat may bid on one lot: its money."""
        return max_bid(self.state, self.seat)

    @property
    def can_win(self) -> bool:
        """False once bankrupt (or without money): every bid then counts as 0."""
        return can_win(self.state, self.seat)

    @property
    def n(self) -> int:
        return self.state.settings.n

    def remaining_turns(self) -> int:
        return remaining_turns(self.state)

    def remaining_payout(self) -> int:
        return remaining_payout(self.state)

    def payout_table(self, final: bool = False) -> tuple[int, ...]:
        return payout_table(self.state.settings, final)

    def regions(self, seat: int | None = None) -> list[list[int]]:
        return seat_regions(self.state, self.seat if seat is None else seat)

    def largest_region(self, seat: int | None = None) -> int:
        return seat_largest_region(self.state, self.seat if seat is None else seat)


@functools.lru_cache(maxsize=64)
def _masked(settings: Settings, seat: int) -> Settings:
    return attrs.evolve(settings, seed=rngs.private_seed(settings.seed, "view", seat))


def public_view(state: GameState, seat: int) -> PublicView:
    """The view of ``state`` for ``seat``, with the seed hidden."""
    s = state
    masked = GameState(
        _masked(s.settings, seat), s.board, s.owners, s.money, s.bankrupt, s.turn, s.lots, s.up_next, s.history
    )
    return PublicView(seat, masked, rngs.seat_turn_seed(s.settings.seed, "bot", seat, s.turn))
