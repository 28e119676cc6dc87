"""The baseline bot: a simple, steady bidder used as a yardstick.

It values a lot by how much it would grow its largest region (a lot touching
its own land is worth more) and spreads a fixed share of its money over the
lots in proportion to those values.
"""

from __future__ import annotations

from ...rules.landrush.view import PublicView
from .style import vary


def baseline(view: PublicView) -> list[int]:
    limit = view.max_bid
    if not view.can_win:
        return [0] * len(view.lots)
    seat, owners, neighbours = view.seat, view.owners, view.board.neighbours
    budget = limit / max(view.remaining_turns(), 1) * 1.5
    weights = []
    for f in view.lots:
        w = 1.0
        for g in neighbours[f]:
            o = owners[g]
            if o == seat:
                w += 2.0
            elif o is None:
                w += 0.25
        weights.append(w)
    scale = budget * len(weights) / 2 / sum(weights)
    return vary(view, [min(limit, int(w * scale)) for w in weights], limit)
