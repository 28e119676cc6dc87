"""Steady Ted, the medium bot: bids what each lot is worth to him.

A lot's worth is the difference it makes to his expected payouts over the
remaining turns (through his largest region and so his rank, the big final
payout included), compared with the lot going to the rival it helps most. In a
first-price auction he bids a share of that worth; in a second-price one he
bids it in full. His money is spread over the turns left: when the lots are
worth more than a turn's budget, all his bids shrink alike, so the best lot
gets the budget and the others their share of it (never one flat cap). When nothing seems worth
anything he still puts a token on each lot (more on lots next to his land), as
a player with money would. He never bids money he needs to survive a last place.
"""

from __future__ import annotations

from ...rules.landrush.view import PublicView
from .model import Position, lot_values, reserve
from .style import vary

# Two yardsticks pull apart here. Against six heuristic-field bidders at 7 seats (84
# boards, seats rotated) 0.4 of worth within 1.5 turns' money bought no land at all (0.0
# fields a game: a miser, not a player); 0.5 within 3 turns won 21.4% (par 14.3%) but made
# a table of nine such bidders too bold for Shark Vera (she fell to 1.7-8% at 10 seats).
# 0.5 within 2 turns: 15.5% at 7 seats against the field with ~2 fields a game, and hard
# still wins 2.5-2.9x par against it at 4-10 seats. 0.7 or more buys dearly and falls
# below par against the field at 7-10 seats.
FIRST_PRICE_SHARE = 0.5  # bid this share of a lot's worth when paying one's own bid
BUDGET_TURNS = 2.0  # at most this many turns' share of the money on one lot
ROOM = 0.04  # a lot's worth moves by this share per free neighbour more or less than the average lot
TOKEN_SHARE = 0.08  # a token bid: this share of the money per turn, times the lot's liking


def _liking(pos: Position, f: int) -> float:
    """How a lot looks at a glance: its own neighbours count most, then free land."""
    own = sum(1 for g in pos.nb[f] if pos.owners[g] == pos.seat)
    free = sum(1 for g in pos.nb[f] if pos.owners[g] is None)
    return 1.0 + own + 0.3 * free


def medium_bids(view: PublicView) -> tuple[list[int], list[float]]:
    """The medium bot's bids and the values they come from (for the advisor)."""
    lots = view.lots
    limit = view.max_bid
    if limit <= 0 or not lots or not view.can_win:  # a bankrupt seat's bids count as 0
        return [0] * len(lots), [0.0] * len(lots)
    pos = Position(view)
    values = lot_values(pos, view.seat)
    turns = max(pos.turns, 1)
    spendable = max(limit - reserve(pos), 0)
    # Money is what buys the land still to come: spend it over the turns left.
    budget = spendable * min(1.0, BUDGET_TURNS / turns)
    share = FIRST_PRICE_SHARE if pos.first_price else 1.0
    # Room to grow: of two lots the model prices alike, the one with more free
    # land beside it is the better start.
    free = [sum(1 for g in pos.nb[f] if pos.owners[g] is None) for f in lots]
    mean_free = sum(free) / len(free)
    raw = [max(v, 0.0) * share * (1.0 + ROOM * (c - mean_free)) for v, c in zip(values, free, strict=False)]
    top = max(raw)
    if top > budget:
        # More worth than this turn's budget: scale every bid down alike, so the
        # best lot gets the budget and the others keep their share of it.
        raw = [r * budget / top for r in raw]
    if not any(r >= 1 for r in raw):
        # Nothing looks worth money: a token on each lot, as a player still in the game would.
        per_turn = limit / turns
        raw = [max(1.0, TOKEN_SHARE * per_turn * _liking(pos, f)) for f in lots]
    bids = vary(view, [int(r) for r in raw], limit)
    return bids, values


def medium(view: PublicView) -> list[int]:
    return medium_bids(view)[0]
