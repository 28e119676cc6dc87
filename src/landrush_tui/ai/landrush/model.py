"""What fields are worth: a fast, shared model of the game for the bots.

Everything here works on plain lists (no attrs objects in the hot paths) so the
bots can evaluate many positions within their time budget.

The model: a seat's payout each turn depends on its rank, and rank depends
mostly on the size of its largest region. We call a seat's *score* its largest
region plus a little for its field count (the first tie-break). For the turns
still to come, a seat's rank is uncertain; we treat each rival's score as
noisy, with more noise the further ahead we look, and turn the pairwise chances
of being ahead into a distribution of ranks. The expected payouts summed over
the remaining turns (the last one from the five-fold final pool) tell what a
position is worth to a seat; a field's value is the difference it makes.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence, cast

from ...rules.landrush.view import PublicView

FIELD_TIEBREAK = 0.02  # more fields wins ties of equal largest region
GROWTH = 0.8  # how much of the expected future growth of a region we credit
SPREAD = 1.0  # uncertainty of a region's size per sqrt(expected fields gained) (the medium bot's; see Position)


class Position:
    """A snapshot of the public game as plain lists, from one seat's side."""

    __slots__ = (
        "seat",
        "n",
        "k",
        "nb",
        "owners",
        "money",
        "bankrupt",
        "turns",
        "tab",
        "ftab",
        "first_price",
        "unsold",
        "lots",
        "up_next",
        "pace",
        "spread",
        "own_cap",
        "own_rate",
    )

    def __init__(
        self,
        view: PublicView,
        lots_shared: bool = False,
        spread: float = SPREAD,
        own_cap: float = 2.0,
        own_pace: float = 0.0,
    ) -> None:
        """``lots_shared``: rivals share only the lots the seat leaves them (see
        below); ``spread``: how unsure the forecast of region sizes is (see
        ``expected_payouts``); ``own_cap``: the most the seat counts on winning
        later, in even shares of the lots a turn (its wealth, see ``wealth``,
        is at most 2); ``own_pace``: how far (0..1) the seat's own expected
        growth is held down to the pace it has shown (see ``own_rate``)."""
        st = view.state
        settings = st.settings
        self.seat = view.seat
        self.n = settings.n
        self.k = settings.lots_per_turn
        self.nb = [tuple(s) for s in st.board.neighbours]
        self.owners = list(st.owners)
        self.money = list(st.money)
        self.bankrupt = list(st.bankrupt)
        self.turns = view.remaining_turns()
        self.tab = view.payout_table(False)
        self.ftab = view.payout_table(True)
        self.first_price = settings.auction_type.value == "first_price"
        self.unsold = sum(1 for o in self.owners if o is None)
        self.lots = list(st.lots)
        self.up_next = list(st.up_next)
        self.spread = spread
        self.own_cap = own_cap
        self.pace = pace(view, self.n, self.k)
        # The fields a turn the seat counts on winning later: the even share by
        # its wealth (its growth is its choice), or, with ``own_pace``, no more
        # than it has been winning: a seat that keeps putting its land off to
        # later turns does not get it later either.
        even = self.k / self.n * min(wealth(self.money, self.bankrupt)[self.seat], own_cap)
        self.own_rate = even - own_pace * max(even - self.pace[self.seat], 0.0)
        if lots_shared:
            # The lots a turn are k: what I take, the rivals do not. My own
            # share is my choice (the even share by wealth, as in
            # expected_payouts); the rest goes to the rivals as they have
            # split it lately. A rival that won everything so far thus keeps
            # only what I leave it, not the whole table.
            mine = self.own_rate
            others = sum(p for t, p in enumerate(self.pace) if t != self.seat)
            if others > 0:
                scale = max(self.k - mine, 0.0) / others
                self.pace = [p if t == self.seat else p * scale for t, p in enumerate(self.pace)]


PACE_PRIOR = 2.0  # turns' worth of weight of the even share (k/n fields a turn, by wealth) before any is seen
PACE_RECENT = 0.8  # weight of a turn's purchases per turn of age


def pace(view: PublicView, n: int, k: int) -> list[float]:
    """Fields each seat is expected to win per turn from now: what it has won
    lately (recent turns count more), starting from the even share of k/n
    scaled by its wealth. At a big table the lots go to a few bold seats, not
    evenly to all: rivals that keep buying keep growing. (Used for the rivals;
    a seat's own growth is its choice, see expected_payouts.)"""
    rich = wealth(view.state.money, view.state.bankrupt)
    won = [PACE_PRIOR * k / n * r for r in rich]
    weight = PACE_PRIOR
    history = view.history
    last = len(history)
    for i, report in enumerate(history):
        w = PACE_RECENT ** (last - 1 - i)
        weight += w
        for sale in report.sales:
            won[sale.winner] += w
    return [x / weight for x in won]


def seat_stats(nb: Sequence[Iterable[int]], owners: Sequence[int | None], seat: int) -> tuple[int, int, int]:
    """(largest region, unsold fields touching it, fields owned) of one seat."""
    mine = {i for i, o in enumerate(owners) if o == seat}
    count = len(mine)
    best, best_front = 0, 0
    while mine:
        start = mine.pop()
        todo, size, front = [start], 1, set()
        while todo:
            for g in nb[todo.pop()]:
                if g in mine:
                    mine.discard(g)
                    size += 1
                    todo.append(g)
                elif owners[g] is None:
                    front.add(g)
        if size > best or (size == best and len(front) > best_front):
            best, best_front = size, len(front)
    return best, best_front, count


def all_stats(pos: Position, owners: Sequence[int | None]) -> list[tuple[int, int, int]]:
    return [seat_stats(pos.nb, owners, s) for s in range(pos.n)]


def _logistic(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def wealth(money: Sequence[int], bankrupt: Sequence[bool]) -> list[float]:
    """How fast each seat can buy land, relative to the average seat (0..2)."""
    live = [max(m, 0) if not b else 0 for m, b in zip(money, bankrupt, strict=False)]
    avg = sum(live) / len(live) or 1.0
    return [min(m / avg, 2.0) for m in live]


def _reach(largest: int, front: int, growth: float) -> float:
    """How large a seat's largest region may get with ``growth`` fields more: the
    region grows through the unsold land touching it (plus one, for a link), or
    a new region started on any unsold field outgrows it. A seat without land
    thus may grow as much as any, and a boxed-in region is not a ceiling."""
    return max(largest + min(growth, front + 1), growth)


def expected_payouts(
    pos: Position,
    stats: Sequence[tuple[int, int, int]],
    seat: int,
    turns: int,
    start_h: int = 0,
    money: Sequence[int] | None = None,
) -> float:
    """Expected payouts to ``seat`` over ``turns`` turns, the last one final.

    ``start_h`` shifts the noise horizon, e.g. when the first counted turn is
    the one after next. Rivals grow at their pace (what they won lately), the
    seat itself at the even share by its wealth; a region grows through the
    unsold land touching it, or a new region outgrows it (see ``_reach``).
    """
    n, k = pos.n, pos.k
    tab, ftab = pos.tab, pos.ftab
    rate = k / n  # fields a seat gains per turn on average
    total = 0.0
    my_l, my_front, my_f = stats[seat]
    rich = pos.pace if money is None else [k / n * r for r in wealth(money, pos.bankrupt)]
    # Our own growth is our choice, not a habit to extrapolate: the even share,
    # by wealth (what the money could buy), as for every seat before the pace.
    if money is None and seat == pos.seat:
        my_rich = pos.own_rate
    else:
        my_rich = k / n * min(wealth(pos.money if money is None else money, pos.bankrupt)[seat], pos.own_cap)
    for h in range(turns):
        hh = h + start_h
        sigma = 0.1 + pos.spread * math.sqrt(hh * rate)
        grow = GROWTH * hh
        mine = _reach(my_l, my_front, grow * my_rich) + FIELD_TIEBREAK * my_f
        dp = [1.0] + [0.0] * (n - 1)  # dp[c]: chance that c rivals rank ahead
        used = 1
        for t in range(n):
            if t == seat:
                continue
            size, front, f = stats[t]
            other = _reach(size, front, grow * rich[t]) + FIELD_TIEBREAK * f
            p = _logistic((other - mine) / sigma * 1.7)
            q = 1.0 - p
            for c in range(used, 0, -1):
                dp[c] = dp[c] * q + dp[c - 1] * p
            dp[0] *= q
            used += 1
        table = ftab if h == turns - 1 else tab
        total += sum(d * v for d, v in zip(dp, table, strict=False))
    return total


def _touches(pos: Position, seat: int, f: int) -> bool:
    owners = pos.owners
    return any(owners[g] == seat for g in pos.nb[f])


def lot_value(pos: Position, seat: int, f: int, stats: list[tuple[int, int, int]] | None = None) -> float:
    """What owning field ``f`` is worth to ``seat`` in expected payouts, compared
    with the field going to the rival it would help most."""
    owners = pos.owners
    stats = stats if stats is not None else all_stats(pos, owners)
    turns = max(pos.turns, 1)
    saved = owners[f]
    # Who else would want it most: the rival whose region it grows most.
    best_t, best_gain, best_st = None, 0.0, None
    for t in range(pos.n):
        if t == seat or pos.bankrupt[t]:
            continue
        owners[f] = t
        st = seat_stats(pos.nb, owners, t)
        g = st[0] - stats[t][0] + 0.1 * (st[1] - stats[t][1])
        if best_t is None or g > best_gain:
            best_t, best_gain, best_st = t, g, st
    owners[f] = seat
    mine = list(stats)
    mine[seat] = seat_stats(pos.nb, owners, seat)
    owners[f] = saved
    # Taking the field also takes it from the rivals' room to grow.
    for t in range(pos.n):
        if t != seat and _touches(pos, t, f):
            size, fr, c = stats[t]
            mine[t] = (size, max(fr - 1, 0), c)
    gain_me = expected_payouts(pos, mine, seat, turns)
    theirs = list(stats)
    if best_t is not None:
        theirs[best_t] = cast("tuple[int, int, int]", best_st)  # set together with best_t
    if _touches(pos, seat, f):
        size, fr, c = stats[seat]
        theirs[seat] = (size, max(fr - 1, 0), c)
    return gain_me - expected_payouts(pos, theirs, seat, turns)


def lot_values(pos: Position, seat: int) -> list[float]:
    stats = all_stats(pos, pos.owners)
    return [lot_value(pos, seat, f, stats) for f in pos.lots]


def reserve(pos: Position) -> int:
    """Money to keep back so the worst payout cannot bankrupt the seat."""
    worst = min(pos.ftab if pos.turns <= 1 else pos.tab)
    return max(-worst, 0) + 1
