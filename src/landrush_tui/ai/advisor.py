"""The advisor: what Steady Ted (the medium bot) would bid on each lot, and why.

Pure and fast: the bid screen may call it every time a human asks.
"""

from __future__ import annotations

import attrs

from ..rules.landrush.view import PublicView
from .medium import medium_bids
from .model import seat_stats


@attrs.frozen
class LotAdvice:
    """Advice on one lot: the suggested bid, the lot's worth and a one-line reason."""

    field: int  # field id
    lot: int  # 1-based position in this turn's resolution order
    bid: int
    value: float  # expected payouts the lot adds (money), compared with a rival getting it
    reason: str


def _what_it_does(view: PublicView, f: int, nb, owners, mine: tuple[int, int, int]) -> str:
    seat = view.seat
    largest_before = mine[0]
    with_it = list(owners)
    with_it[f] = seat
    after = seat_stats(nb, with_it, seat)[0]
    touches_mine = any(owners[g] == seat for g in nb[f])
    if after > largest_before + 1:
        return f"links your land: largest region {largest_before} -> {after}"
    if after > largest_before:
        if largest_before == 0:
            return "your first field"
        return f"joins your largest region: {largest_before} -> {after}"
    if touches_mine:
        return "grows a smaller region of yours"
    # Whose region would it grow instead?
    best, who = 0, None
    for t in range(view.n):
        if t == seat or view.state.bankrupt[t]:
            continue
        if any(owners[g] == t for g in nb[f]):
            with_it[f] = t
            size = seat_stats(nb, with_it, t)[0]
            if size > best:
                best, who = size, t
    if who is not None:
        name = view.settings.players[who].name
        return f"would grow {name}'s land to {best}"
    return "stands apart from your land"


def advise(view: PublicView) -> list[LotAdvice]:
    """One LotAdvice per lot of this turn, in lot order (empty when the game is over)."""
    lots = view.lots
    if not lots:
        return []
    bids, values = medium_bids(view)
    nb = view.board.neighbours
    owners = view.owners
    mine = seat_stats(nb, owners, view.seat)
    turns = view.remaining_turns()
    horizon = "in the final payout" if turns <= 1 else f"over {turns} turns"
    out = []
    for j, (f, bid, value) in enumerate(zip(lots, bids, values)):
        what = _what_it_does(view, f, nb, owners, mine)
        if not view.can_win:
            tail = "your bids count as 0 (no money)"
        elif value <= 0.5:
            tail = "adds little to your payouts"
        else:
            tail = f"worth ~{value:.0f} {horizon}"
        out.append(LotAdvice(field=f, lot=j + 1, bid=bid, value=round(value, 1), reason=f"{what}; {tail}"))
    return out
