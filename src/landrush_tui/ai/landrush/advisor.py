"""The advisor: what Shark Vera (the hard bot, the strongest) would bid on each
lot, and why, lot by lot.

Each reason says what the lot does to the land (links, grows or starts a
region, or whose land it would grow instead), what it adds to the expected
payouts, and how that compares with the going price the rivals are expected to
bid, so two lots get two different reasons. The suggestion comes from the
player's own seat and random stream, like a bot sitting there: following it
never copies another seat's bids. Pure and deterministic; fast enough to call
whenever a human asks (a few tenths of a second at most, at ten seats).
"""

from __future__ import annotations

from typing import Iterable, Sequence

import attrs

from ...rules.landrush.view import PublicView
from .hard import plan
from .model import seat_stats

ADVISOR = "Shark Vera (hard)"  # whose judgement the advice is


@attrs.frozen
class LotAdvice:
    """Advice on one lot: the suggested bid, the lot's worth and a one-line reason."""

    field: int  # field id
    lot: int  # 1-based position in this turn's resolution order
    bid: int
    value: float  # expected payouts the lot adds (money), compared with a rival getting it
    reason: str
    going: int = 0  # the rivals' expected top bid on this lot
    by: str = ADVISOR


def _what_it_does(
    view: PublicView, f: int, nb: Sequence[Iterable[int]], owners: Sequence[int | None], mine: tuple[int, int, int]
) -> str:
    seat = view.seat
    largest_before = mine[0]
    with_it = list(owners)
    with_it[f] = seat
    after = seat_stats(nb, with_it, seat)[0]
    touches_mine = any(owners[g] == seat for g in nb[f])
    if after > largest_before + 1:
        return f"links your land: region {largest_before}->{after}"
    if after > largest_before:
        if largest_before == 0:
            free = sum(1 for g in nb[f] if owners[g] is None)
            return f"a first field, {free} free beside it"
        return f"grows your largest region to {after}"
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
        name = view.settings.players[who].name[:14]
        return f"would grow {name}'s land to {best}"
    free = sum(1 for g in nb[f] if owners[g] is None)
    return f"apart from your land, {free} free beside it"


def _verdict(bid: int, value: float, going: int) -> str:
    if bid <= 0:
        if value <= 0.5:
            return "adds little: let it go"
        if value <= going:
            return f"worth ~{value:.0f}, less than the ~{going} it should fetch"
        return f"worth ~{value:.0f}; keep the money for better lots"
    if bid > going:
        return f"worth ~{value:.0f}; beats the expected ~{going}"
    return f"worth ~{value:.0f}; a cheap try (expect ~{going})"


def advise(view: PublicView) -> list[LotAdvice]:
    """One LotAdvice per lot of this turn, in lot order (empty when the game is over)."""
    lots = view.lots
    if not lots:
        return []
    decision = plan(view)
    nb = view.board.neighbours
    owners = view.owners
    mine = seat_stats(nb, owners, view.seat)
    out = []
    for j, f in enumerate(lots):
        bid, value, going = decision.bids[j], decision.values[j], decision.going[j]
        what = _what_it_does(view, f, nb, owners, mine)
        tail = "your bids count as 0 (no money)" if not view.can_win else _verdict(bid, value, going)
        out.append(LotAdvice(field=f, lot=j + 1, bid=bid, value=round(value, 1), reason=f"{what}; {tail}", going=going))
    return out
