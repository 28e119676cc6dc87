"""Settings of a Land Rush game and the numbers derived from them."""

from __future__ import annotations

import enum
import math

import attrs

from ..errors import InvalidSettings
from ..players import PlayerSpec, Seated, seat_tuple
from .auction import AuctionType

START_MONEY_CHOICES = (200, 350, 500, 700, 1000, 1500)
MIN_PLAYERS, MAX_PLAYERS = 2, 10
BOARD_WIDTH = 9
POOL_PER_PLAYER = 25
FINAL_MULTIPLIER = 5


class AuctionOrder(enum.Enum):
    """How the lots of a turn are chosen and ordered."""

    RANDOM = "random"
    GO_WEST = "go_west"  # fields reaching furthest east first
    SMALL_FIRST = "small_first"  # fewest cells first
    LARGE_FIRST = "large_first"  # most cells first
    ADJACENT_FIRST = "adjacent_first"  # touching an owned field or a current lot first
    EDGE_FIRST = "edge_first"  # edge to centre
    CENTRE_FIRST = "centre_first"  # centre to edge


def _check_players(
    _inst: object, _attr: attrs.Attribute[tuple[PlayerSpec, ...]], players: tuple[PlayerSpec, ...]
) -> None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise InvalidSettings(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    for p in players:
        if p.is_ai and not p.ai:
            raise InvalidSettings(f"AI player {p.name!r} needs a strength or bot name")


def _check_money(_inst: object, _attr: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise InvalidSettings(f"start money must be a positive whole number, not {value!r}")


def _check_seed(_inst: object, _attr: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSettings(f"the seed must be a whole number, not {value!r}")


@attrs.frozen(cache_hash=True)
class Settings(Seated):
    """Everything chosen before a game starts. The same settings (seed included)
    and the same bids give the same game."""

    players: tuple[PlayerSpec, ...] = attrs.field(converter=seat_tuple, validator=_check_players)
    start_money: int = attrs.field(default=500, validator=_check_money)
    auction_type: AuctionType = AuctionType.FIRST_PRICE
    auction_order: AuctionOrder = AuctionOrder.RANDOM
    seed: int = attrs.field(default=0, validator=_check_seed)

    @property
    def names(self) -> list[str]:
        """The seats' names, in seat order."""
        return [p.name for p in self.players]

    @property
    def lots_per_turn(self) -> int:
        """k = 3 + (n - 2) // 3: 3 lots for 2-4 players, 4 for 5-7, 5 for 8-10."""
        return 3 + (self.n - 2) // 3

    @property
    def board_size(self) -> tuple[int, int]:
        """9 columns by round(2.3 k) rows: 9x7, 9x9 or 9x12."""
        return BOARD_WIDTH, round(2.3 * self.lots_per_turn)

    @property
    def merges(self) -> int:
        """How many times two fields are merged: int(0.4 x cells)."""
        w, h = self.board_size
        return int(0.4 * w * h)

    @property
    def pool(self) -> int:
        """Money paid out after a normal turn: 25 per player."""
        return POOL_PER_PLAYER * self.n

    @property
    def final_pool(self) -> int:
        """The last turn pays five times the normal pool."""
        return FINAL_MULTIPLIER * self.pool


def turns_for(fields: int, k: int) -> int:
    return math.ceil(fields / k)
