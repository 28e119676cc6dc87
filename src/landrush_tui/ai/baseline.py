"""The baseline bot: a simple, steady bidder used as a yardstick.

It values a lot by how much it would grow its largest region (a lot touching
its own land is worth more) and spreads a fixed share of its money over the
lots in proportion to those values.
"""

from __future__ import annotations

from ..rules.landrush.view import PublicView


def baseline(view: PublicView) -> list[int]:
    limit = view.max_bid
    if limit <= 0:
        return [0] * len(view.lots)
    seat, owners, neighbours = view.seat, view.owners, view.board.neighbours
    turns = max(view.remaining_turns(), 1)
    budget = limit / turns * 1.5
    weights = []
    for f in view.lots:
        near = neighbours[f]
        mine = sum(1 for g in near if owners[g] == seat)
        free = sum(1 for g in near if owners[g] is None)
        weights.append(1.0 + 2.0 * mine + 0.25 * free)
    total = sum(weights)
    return [min(limit, int(budget * w / total * len(weights) / 2)) for w in weights]
