"""Rookie Rosa, the easy bot: plausible, naive bids a newcomer can beat.

She likes lots that touch her own land and spreads a slice of her money over
the turns left, with a good deal of whim. She does not watch the others, does
not save up for the big final payout and never shades her bids.
"""

from __future__ import annotations

from ...rules.landrush.view import PublicView


def easy(view: PublicView) -> list[int]:
    limit = view.max_bid
    lots = view.lots
    if limit <= 0 or not view.can_win:  # bids of a bankrupt seat would count as 0
        return [0] * len(lots)
    rng = view.rng
    seat, owners, neighbours = view.seat, view.owners, view.board.neighbours
    turns = max(view.remaining_turns(), 1)
    per_turn = limit / turns
    bids = []
    for f in lots:
        near = neighbours[f]
        mine = sum(1 for g in near if owners[g] == seat)
        liking = 0.6 + 0.9 * min(mine, 2) + rng.uniform(-0.4, 0.6)
        if rng.random() < 0.15:  # sometimes she simply overlooks a lot
            liking = 0.0
        bids.append(max(0, min(limit, int(per_turn * liking))))
    return bids
