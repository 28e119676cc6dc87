"""Sealed-bid auctions of several lots, resolved one lot after another.

Reusable by any rule set that sells lots to the highest secret bid.
"""

from __future__ import annotations

import enum
import random
from typing import Sequence

import attrs


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
    rng: random.Random,
) -> list[Sale]:
    """Sell ``lots`` in order; ``money`` is updated in place as winners pay.

    Before each lot every bid is lowered to the bidder's money at that moment
    (never below 0; seats that cannot bid, e.g. bankrupt ones, bid 0). The highest
    bid wins, equal highest bids are drawn uniformly at random, and every lot is
    sold, even for 0. First price: the winner pays their bid; second price: the
    second-highest lowered bid. No one else pays.
    """
    seats = range(len(money))
    sales = []
    for j, field in enumerate(lots):
        eff = tuple(
            (b if b < m else (m if m > 0 else 0)) if ok else 0
            for b, m, ok in zip((bids[s][j] for s in seats), money, can_bid)
        )
        top = max(eff)
        tied = [s for s in seats if eff[s] == top]
        winner = tied[0] if len(tied) == 1 else rng.choice(tied)
        if auction_type is AuctionType.FIRST_PRICE:
            price = top
        else:
            price = sorted(eff, reverse=True)[1] if len(eff) > 1 else 0
        money[winner] -= price
        sales.append(Sale(field, eff, winner, price, len(tied) > 1))
    return sales
