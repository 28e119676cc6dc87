"""The immutable game state and the report of a resolved turn."""

from __future__ import annotations

import attrs

from ..board import Board
from .auction import Sale
from .settings import Settings


@attrs.frozen
class Standing:
    """One seat's figures after a turn: what it was ranked by, and its payout."""

    seat: int
    money_before_payout: int
    largest_region: int
    fields: int
    bid_sum: int
    rank: int
    payout: int
    money: int


@attrs.frozen
class TurnReport:
    """Everything that happened in one turn, as the game record stores it."""

    turn: int
    lots: tuple[int, ...]
    up_next: tuple[int, ...]
    bids: tuple[tuple[int, ...], ...]  # per seat, as submitted, one per lot
    sales: tuple[Sale, ...]
    standings: tuple[Standing, ...]  # in seat order
    final: bool

    def ranking(self) -> list[int]:
        """Seats from rank 1 down."""
        return [s.seat for s in sorted(self.standings, key=lambda s: s.rank)]


@attrs.frozen
class GameState:
    """A game between turns. ``turn`` is the number of the turn about to be
    played; ``lots`` are its lots and ``up_next`` the next turn's. Random draws
    come from streams derived from ``settings.seed`` and the turn number, so this
    state is all that is needed to continue."""

    settings: Settings
    board: Board
    owners: tuple[int | None, ...]
    money: tuple[int, ...]
    bankrupt: tuple[bool, ...]
    turn: int
    lots: tuple[int, ...]
    up_next: tuple[int, ...]
    history: tuple[TurnReport, ...] = ()

    @property
    def is_over(self) -> bool:
        return not self.lots

    @property
    def unsold(self) -> tuple[int, ...]:
        return tuple(i for i, o in enumerate(self.owners) if o is None)

    @property
    def last_report(self) -> TurnReport | None:
        return self.history[-1] if self.history else None
