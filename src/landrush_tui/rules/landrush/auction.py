"""Sealed-bid auctions of several lots, resolved one lot after another.

Reusable by any rule set that sells lots to the highest secret bid.
"""

from __future__ import annotations

import enum
from typing import Sequence

import attrs

from ..rng import Draws


class AuctionType(enum.Enum):
    FIRST_PRICE = "first_price"  # the winner pays their own bid
    SECOND_PRICE = "second_price"  # the winner pays the second-highest bid


@attrs.frozen
class Sale:
    """The outcome of one lot: bids after lowering, the winner, the price paid,
    and whether the winner was drawn among equal highest bids."""

    field: int
    effective_bids: tuple[int, ...]
    winner: int
    price: int
    tie: bool


def sell_lots(
    lots: Sequence[int],
    bids: Sequence[Sequence[int]],
    money: list[int],
    can_bid: Sequence[bool],
    auction_type: AuctionType,
    rng: Draws,
) -> list[Sale]:
    """Sell ``lots`` in order; ``money`` is updated in place as winners pay.

    Before each lot every bid is lowered to the bidder's money at that moment
    (never below 0; seats that cannot bid, e.g. bankrupt ones, bid 0). The highest
    bid wins, equal highest bids are drawn uniformly at random, and every lot is
    sold, even for 0. First price: the winner pays their bid; second price: the
    second-highest lowered bid. No one else pays.
    """
    seats = range(len(money))
    first_price = auction_type is AuctionType.FIRST_PRICE
    sales = []
    for j, field in enumerate(lots):
        eff = []
        for s in seats:
            b, m = bids[s][j], money[s]
            eff.append(0 if not can_bid[s] or m <= 0 else (b if b < m else m))
        top = max(eff)
        tied = [s for s in seats if eff[s] == top]
        winner = tied[0] if len(tied) == 1 else rng.choice(tied)
        if first_price:
            price = top
        else:
            price = sorted(eff, reverse=True)[1] if len(eff) > 1 else 0
        money[winner] -= price
        sales.append(Sale(field, tuple(eff), winner, price, len(tied) > 1))
    return sales
