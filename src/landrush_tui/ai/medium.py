"""Steady Ted, the medium bot: bids what a lot is worth to him.

A lot's worth is the difference it makes to his expected payouts over the
remaining turns (through his largest region and so his rank, the big final
payout included), compared with the lot going to the rival it helps most. In a
first-price auction he bids a fixed share of that worth; in a second-price one
he bids it in full. He never bids money he needs to survive a last place.
"""

from __future__ import annotations

from ..rules.landrush.view import PublicView
from .model import Position, lot_values, reserve

FIRST_PRICE_SHARE = 0.7  # bid this share of a lot's worth when paying one's own bid
BUDGET_TURNS = 2.5  # at most this many turns' share of the money on one lot


def medium_bids(view: PublicView) -> tuple[list[int], list[float]]:
    """The medium bot's bids and the values they come from (for the advisor)."""
    lots = view.lots
    limit = view.max_bid
    if limit <= 0 or not lots or not view.can_win:  # a bankrupt seat's bids count as 0
        return [0] * len(lots), [0.0] * len(lots)
    pos = Position(view)
    values = lot_values(pos, view.seat)
    spendable = max(limit - reserve(pos), 0)
    # Money is what buys the land still to come: spend it over the turns left.
    spendable = int(spendable * min(1.0, BUDGET_TURNS / max(pos.turns, 1)))
    share = FIRST_PRICE_SHARE if pos.first_price else 1.0
    bids = [max(0, min(spendable, int(v * share))) for v in values]
    return bids, values


def medium(view: PublicView) -> list[int]:
    return medium_bids(view)[0]
