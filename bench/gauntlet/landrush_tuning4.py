"""Land Rush gauntlet, tuning half (fourth set): market followers and adaptive
players meant to be hard to beat at four seats. A bot author may read, play
against and tune with them; figures against them are not reported (the held-out
half is for that).

Each style is a plain bot, ``style(view) -> one bid per lot``, written from the
rules alone; all randomness comes from a hash of the turn and seat. They read
the market from what every turn reveals: every seat's bid on every lot (as
lowered to its money) and who won. A lot is sorted by what it does for a seat:
it *grows* the seat's largest region (any lot does while the seat owns
nothing), lies *beside* its land, or lies *away*. A past lot's *price to win*
for a seat is one more than the highest bid of the other seats on it. The
*leading rival* is the rival with the largest region, when that is at least as
large as the seat's own.

What a seat means to spend a turn, its *budget*, is its money and an even share
of the normal payouts still to come, over the turns left and one more. A lot's
*worth* is the payout its largest region's rank would gain, rivals standing
still or one field on, over the normal turns left (each further turn counted
a tenth less) and the final payout; half a rank step a turn on a lot beside its
land that does not grow the largest region, a quarter away; never above 2.5
budgets.

The followers and adaptive players bid a share of their budget on every lot on
the first turn (no market yet), and on the last turn the final payout each lot
would gain them (only the final ranking is left to play for). In between they
take the price they follow no higher than 2.5 budgets (2 for mirror_last) and
*shape* it by the lot's kind: times 1 where it grows their largest region, 0.8
beside, 0.6 away, unless a line says otherwise; some bid more on a lot that
would grow the leading rival's region (*deny*).

- clear_follow: per lot, the median price to win (for itself) of the last two turns' lots of the same
  kind for it; deny 1.3.
- smooth_follow: an exponential average (half new, half old) of every turn's mean price to win, shaped
  1.4 / 1.0 / 0.7, deny 1.4; 80% of the final gain on the last turn.
- ratchet: last turn's median price to win times a level replayed from its history: 25% up after a
  turn it lost a lot that would have grown its region and won none, 10% down after a turn it won one
  (kept between 0.4 and 3); deny 1.3.
- rival_notch: a notch (8% and one) over the highest bid that the rival that won most lots in the
  last three turns made last turn on lots of the same kind for that rival; deny 1.0.
- mean_bid: the mean of the non-zero bids revealed last turn, half as much again for each rival
  whose land the lot touches; deny 1.0.
- payback: one more than last turn's top price, never above the lot's worth.
- focus: 1.3 times the median price of the last two turns on the one or two lots that grow its
  largest region most and on any that would grow the leading rival's; half that on the rest.
- crowd_follow: one over the mean price to win of the last three turns' lots that touched the land of as
  many seats as this lot does (itself counted when beside it), or of fewer; deny 1.3.
- mirror: guesses each rival's bid on each lot as that rival's mean bid over the last two turns on
  lots of the same kind for it, and bids 1.3 times the highest guess, and one.
- mirror_top: one over the highest bid any rival made in the last two turns on lots of the same
  kind for that rival.
- mirror_last: 1.15 times the highest bid any rival made last turn on lots of the same kind for
  that rival, and one, shaped 1 / 0.7 / 0.4.
- mirror_deny: 1.2 times mirror's highest guess, and one, shaped 1 / 0.6 / 0.3, but in full on any
  lot that would grow the leading rival's region.
- saver: the lot's worth over the root of one and the rivals with land whose largest region it would
  grow, keeping back the final turn's loss and 15% of its money; the final gain on the last turn.
- value_deny: the lot's worth, or 70% of its worth to the rival with the largest region when it
  would grow that region, whichever is more; the final gain on the last turn.
- follow_value: last turn's median price to win (for itself), but no less than 80% and no more
  than 130% of the lot's worth; the final gain on the last turn.

Measured (the styles were chosen on boards from seed 14000 to 15999 only): the
share of the wins as a multiple of par (1 / seats), on boards from seed 15000, of
hard and of medium; 80 games a field for hard at four seats, 40 for medium, 42
for both at seven. The set is meant for four seats: at seven, six ratchets bid
each other's money away while hard keeps its own (smooth_follow, rival_notch and
clear_follow are weak there too)::

                       four seats     seven seats
    field            hard  medium    hard  medium
    clear_follow     1.60    0.50    3.83    1.17
    smooth_follow    1.75    0.70    4.67    3.67
    ratchet          2.25    2.00    6.67    6.00
    rival_notch      1.95    1.10    4.17    2.17
    mean_bid         2.25    0.90    3.50    0.33
    payback          2.35    1.50    2.50    5.00
    focus            0.80    0.10    2.67    2.33
    crowd_follow     1.35    0.50    2.33    0.00
    mirror           0.33    0.00    0.17    0.33
    mirror_top       0.80    0.40    3.00    0.00
    mirror_last      0.90    0.80    1.33    0.00
    mirror_deny      1.05    1.00    1.92    0.17
    saver            1.35    1.00    1.17    0.67
    value_deny       1.35    0.00    1.00    1.83
    follow_value     1.20    0.70    1.67    0.00
    follow_mix       1.15    0.70    1.00    1.00
    adapt_mix        0.80    0.00    0.50    0.00
    value_mix        1.35    0.50    1.50    0.83
    mixed            1.45    0.00    0.92    0.17
    (all fields)     1.37    0.65    2.34    1.35
"""

from __future__ import annotations

import statistics
from typing import Callable, Sequence

from landrush_tui.rules.landrush.view import PublicView
from landrush_tui.rules.regions import regions

from ._landrush_kit import Land, fit, median, noise

Bot = Callable[[PublicView], Sequence[int]]

GROWS, BESIDE, AWAY = 2, 1, 0
# A payout a turn further ahead counts this much less: the rivals move meanwhile.
AHEAD = 0.9


# --- the market, rebuilt from what every turn revealed ---------------------------


class Past:
    """One sold lot: the turn it was sold in, its field, the bids of every seat
    (lowered to their money), the winner, the price, and what the lot was for
    each seat (``GROWS``, ``BESIDE`` or ``AWAY``) and how many seats' land it
    touched."""

    __slots__ = ("turn", "field", "bids", "winner", "price", "kind", "touched")

    def __init__(
        self,
        turn: int,
        field: int,
        bids: tuple[int, ...],
        winner: int,
        price: int,
        kind: list[int],
        touched: int,
    ) -> None:
        self.turn, self.field, self.bids, self.winner, self.price = turn, field, bids, winner, price
        self.kind, self.touched = kind, touched

    def to_win(self, seat: int) -> int:
        """What ``seat`` would have had to bid to win it: one over every other bid."""
        return 1 + max((b for s, b in enumerate(self.bids) if s != seat), default=0)


def kind_of(view: PublicView, owners: Sequence[int | None], seat: int, field: int) -> int:
    """What ``field`` is for ``seat`` with the board owned as ``owners``."""
    mine = regions(view.board, tuple(owners), seat)
    if not mine:
        return GROWS
    near = view.board.neighbours[field]
    touched = [r for r in mine if any(g in near for g in r)]
    if 1 + sum(len(r) for r in touched) > len(mine[0]):
        return GROWS
    return BESIDE if touched else AWAY


def market(view: PublicView, turns: int) -> list[Past]:
    """The lots of the last ``turns`` turns, rebuilt from the revealed history."""
    owners: list[int | None] = [None] * len(view.board.fields)
    out: list[Past] = []
    first = len(view.history) - turns
    neighbours = view.board.neighbours
    for i, report in enumerate(view.history):
        if i >= first:
            for sale in report.sales:
                kind = [kind_of(view, owners, s, sale.field) for s in range(view.n)]
                touched = len({owners[g] for g in neighbours[sale.field] if owners[g] is not None})
                out.append(Past(i, sale.field, sale.effective_bids, sale.winner, sale.price, kind, touched))
        for sale in report.sales:
            owners[sale.field] = sale.winner
    return out


# --- what a lot is worth to a seat, and what it can spend -----------------------


def _pay(table: Sequence[int], size: int, others: Sequence[int]) -> float:
    """The payout of a region of ``size`` fields among the rivals' ``others``
    (ties counted half way between the ranks they share)."""
    above = sum(1 for o in others if o > size)
    level = sum(1 for o in others if o == size)
    return (table[above] + table[above + level]) / 2


def spendable(view: PublicView, seat: int | None = None) -> float:
    """Its money and an even share of the normal payouts still to come."""
    seat = view.seat if seat is None else seat
    turns = view.remaining_turns()
    return float(view.money[seat] + max(0, turns - 1) * view.settings.pool / view.n)


def budget(view: PublicView) -> float:
    """What it means to spend a turn: what it can spend over the turns left and
    one more (the money kept at the end is the score)."""
    return spendable(view) / (view.remaining_turns() + 1)


def worth(view: PublicView, seat: int | None = None) -> list[float]:
    """Per lot: the payout its largest region's rank would gain, rivals still or
    one field on, over the normal turns left (each further one counted
    ``AHEAD`` times less) and the final payout; a lot that does not grow the
    largest region counts half a rank step a turn beside its land (it may join
    up later), a quarter away. Never above 2.5 times its budget."""
    seat = view.seat if seat is None else seat
    land = Land(view, seat)
    others = [view.largest_region(s) for s in range(view.n) if s != seat]
    normal, final = view.payout_table(), view.payout_table(final=True)
    t = view.remaining_turns()
    weights = sum(AHEAD**i for i in range(max(0, t - 1)))
    last = AHEAD ** max(0, t - 1)
    step = (normal[0] - normal[-1]) / max(1, view.n - 1)
    cap = 2.5 * spendable(view, seat) / (t + 1)
    out = []
    for f in view.lots:
        size = land.joined(f)
        if size > land.largest:
            gain = 0.0
            for d in (0, 1):
                grown = [o + d for o in others]
                gain += weights * (_pay(normal, size, grown) - _pay(normal, land.largest, grown))
                gain += last * (_pay(final, size, grown) - _pay(final, land.largest, grown))
            value = max(gain / 2, step)
        else:
            value = (0.5 if land.touches(f) else 0.25) * step * (1 + weights)
        out.append(min(value, cap))
    return out


def final_gain(view: PublicView) -> list[float]:
    """Per lot: the final payout its largest region's rank would gain with the
    lot, the rivals standing still."""
    land = Land(view, view.seat)
    others = [view.largest_region(s) for s in range(view.n) if s != view.seat]
    final = view.payout_table(final=True)
    return [max(0.0, _pay(final, land.joined(f), others) - _pay(final, land.largest, others)) for f in view.lots]


def kinds_now(view: PublicView, seat: int | None = None) -> list[int]:
    """What each lot is for ``seat`` now: ``GROWS``, ``BESIDE`` or ``AWAY``."""
    seat = view.seat if seat is None else seat
    return [kind_of(view, view.owners, seat, f) for f in view.lots]


def rivals_beside(view: PublicView, field: int) -> int:
    owners = view.owners
    return len({owners[g] for g in view.board.neighbours[field] if owners[g] is not None} - {view.seat})


def leader(view: PublicView) -> int | None:
    """The rival with the largest region (the richer of equals), if its region
    is at least as large as this seat's and it owns land."""
    others = [s for s in range(view.n) if s != view.seat]
    lead = max(others, key=lambda s: (view.largest_region(s), view.money[s], -s))
    size = view.largest_region(lead)
    return lead if size and size >= view.largest_region() else None


def spread(
    view: PublicView,
    base: Sequence[float],
    shape: tuple[float, float, float] = (1.0, 0.8, 0.6),
    cap: float = 2.5,
    deny: float = 0.0,
) -> list[int]:
    """A follower's bids: the price it follows per lot, no higher than ``cap``
    times its budget, times the factor of the lot's kind for it (``shape``:
    grows, beside, away), or ``deny`` when higher on a lot that would grow the
    region of the rival that leads it."""
    top = cap * budget(view)
    factor = {GROWS: shape[0], BESIDE: shape[1], AWAY: shape[2]}
    lead = leader(view) if deny else None
    blocks = kinds_now(view, lead) if lead is not None else [AWAY] * len(view.lots)
    return fit(
        view,
        [
            min(b, top) * max(factor[k], deny if d == GROWS else 0.0)
            for b, k, d in zip(base, kinds_now(view), blocks, strict=True)
        ],
    )


def closing(view: PublicView, share: float) -> list[int] | None:
    """On the last turn: ``share`` of the final payout each lot would gain it
    (the market no longer matters, only the final ranking); None before."""
    if view.remaining_turns() != 1:
        return None
    return fit(view, [share * g for g in final_gain(view)])


def opening(view: PublicView, share: float) -> list[int]:
    """On the first turn (no market yet): ``share`` of its budget on every lot."""
    return fit(view, [share * budget(view)] * len(view.lots))


# --- followers of the market ------------------------------------------------------


def clear_follow(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    past = market(view, 2)
    if not past:
        return opening(view, 1.5)
    me = view.seat
    base = []
    for k in kinds_now(view):
        alike = [p.to_win(me) for p in past if p.kind[me] == k] or [p.to_win(me) for p in past]
        base.append(median(alike))
    return spread(view, base, deny=1.3)


def smooth_follow(view: PublicView) -> list[int]:
    if (last := closing(view, 0.8)) is not None:
        return last
    if not view.history:
        return opening(view, 1.2)
    past = market(view, len(view.history))
    level = 0.0
    for turn in range(len(view.history)):
        now = statistics.fmean(p.to_win(view.seat) for p in past if p.turn == turn)
        level = 0.5 * level + 0.5 * now if turn else now
    return spread(view, [level] * len(view.lots), (1.4, 1.0, 0.7), deny=1.4)


def ratchet(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.0)
    level = 1.0
    owners: list[int | None] = [None] * len(view.board.fields)
    for report in view.history:
        lost = won = False
        for sale in report.sales:
            if kind_of(view, owners, view.seat, sale.field) == GROWS:
                if sale.winner == view.seat:
                    won = True
                elif sale.effective_bids[view.seat] > 0:
                    lost = True
        for sale in report.sales:
            owners[sale.field] = sale.winner
        level *= 1.25 if lost and not won else 0.9 if won else 1.0
        level = min(3.0, max(0.4, level))
    base = median([p.to_win(view.seat) for p in market(view, 1)])
    return spread(view, [base * level] * len(view.lots), deny=1.3)


def rival_notch(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    past = market(view, 3)
    if not past:
        return opening(view, 1.5)
    wins = [0] * view.n
    for p in past:
        wins[p.winner] += 1
    others = [s for s in range(view.n) if s != view.seat]
    lead = max(others, key=lambda s: (wins[s], view.money[s], -s))
    recent = [p for p in past if p.turn == len(view.history) - 1]
    base = []
    for k in kinds_now(view, lead):
        alike = [p.bids[lead] for p in recent if p.kind[lead] == k] or [p.bids[lead] for p in recent]
        base.append(1.08 * max(alike) + 1)
    return spread(view, base, deny=1.0)


def mean_bid(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.5)
    every = [b for p in market(view, 1) for b in p.bids if b]
    base = statistics.fmean(every) if every else 0.0
    return spread(view, [base * (1 + 0.5 * rivals_beside(view, f)) for f in view.lots], deny=1.0)


def payback(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.0)
    top = max(s.price for s in view.history[-1].sales) + 1
    return fit(view, [min(top, w) for w in worth(view)])


def focus(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    prices = [s.price for r in view.history[-2:] for s in r.sales]
    price = min(1.3 * median(prices), 2.5 * budget(view)) if prices else 1.5 * budget(view)
    land = Land(view, view.seat)
    gains = [land.gain(f) if land.regions else 1 for f in view.lots]
    growing = [j for j, g in enumerate(gains) if g]
    order = sorted(growing, key=lambda j: (-gains[j], noise(view, "focus", j)))
    chosen = set(order[:2])
    lead = leader(view)
    if lead is not None:
        # A lot that grows the leading rival's region is worth as much to stop.
        chosen |= {j for j, k in enumerate(kinds_now(view, lead)) if k == GROWS}
    return fit(view, [price if j in chosen else 0.5 * price for j in range(len(view.lots))])


def crowd_follow(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    past = market(view, 3)
    if not past:
        return opening(view, 1.5)
    kinds = kinds_now(view)
    base = []
    for f, k in zip(view.lots, kinds, strict=True):
        near = rivals_beside(view, f) + (k != AWAY)
        alike = [p.to_win(view.seat) for p in past if p.touched == near] or [
            p.to_win(view.seat) for p in past if p.touched <= near
        ]
        base.append(statistics.fmean(alike) + 1 if alike else budget(view))
    return spread(view, base, deny=1.3)


# --- adaptive players: they guess each rival's bid --------------------------------


def rival_guess(view: PublicView, turns: int, top: bool) -> list[float]:
    """Per lot, the highest bid a rival is guessed to make: per rival, the mean
    (or with ``top`` the highest) of its bids in the last ``turns`` turns on
    lots of the same kind for it (any lot when it met none), no more than its
    money."""
    past = market(view, turns)
    out = [0.0] * len(view.lots)
    for s in range(view.n):
        if s == view.seat or view.state.bankrupt[s]:
            continue
        for j, k in enumerate(kinds_now(view, s)):
            alike = [p.bids[s] for p in past if p.kind[s] == k] or [p.bids[s] for p in past]
            if alike:
                guess = max(alike) if top else statistics.fmean(alike)
                out[j] = max(out[j], min(guess, view.money[s]))
    return out


def mirror(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.5)
    return spread(view, [1.3 * g + 1 for g in rival_guess(view, 2, top=False)])


def mirror_top(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.5)
    return spread(view, [g + 1 for g in rival_guess(view, 2, top=True)])


def mirror_last(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.5)
    return spread(view, [1.15 * g + 1 for g in rival_guess(view, 1, top=True)], (1.0, 0.7, 0.4), 2.0)


def mirror_deny(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    if not view.history:
        return opening(view, 1.5)
    bids = spread(view, [1.2 * g + 1 for g in rival_guess(view, 2, top=False)], (1.0, 0.6, 0.3))
    lead = leader(view)
    if lead is None:
        return bids
    # The leader's growing lots are bid as if they grew its own region.
    full = spread(view, [1.2 * g + 1 for g in rival_guess(view, 2, top=False)], (1.0, 1.0, 1.0))
    return [max(b, f) if k == GROWS else b for b, f, k in zip(bids, full, kinds_now(view, lead), strict=True)]


# --- careful value bidders ----------------------------------------------------------


def saver(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    keep = max(0, -min(view.payout_table(final=True))) + 0.15 * view.my_money
    room = max(0.0, view.my_money - keep)
    bids = []
    for f, w in zip(view.lots, worth(view), strict=True):
        rivals = sum(
            1
            for s in range(view.n)
            if s != view.seat and view.largest_region(s) and kind_of(view, view.owners, s, f) == GROWS
        )
        bids.append(min(room, w / (1 + rivals) ** 0.5))
    return fit(view, bids)


def value_deny(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    own = worth(view)
    others = [s for s in range(view.n) if s != view.seat]
    lead = max(others, key=lambda s: (view.largest_region(s), view.money[s], -s))
    if not view.largest_region(lead):
        return fit(view, own)
    theirs = worth(view, lead)
    kinds = kinds_now(view, lead)
    return fit(view, [max(w, 0.7 * d if k == GROWS else 0) for w, d, k in zip(own, theirs, kinds, strict=True)])


def follow_value(view: PublicView) -> list[int]:
    if (last := closing(view, 1.0)) is not None:
        return last
    past = market(view, 1)
    clear = median([p.to_win(view.seat) for p in past]) if past else 0
    return fit(view, [min(max(0.8 * w, clear), 1.3 * w) for w in worth(view)])


FOLLOW: tuple[Bot, ...] = (clear_follow, smooth_follow, ratchet, rival_notch, mean_bid, payback, focus, crowd_follow)
ADAPT: tuple[Bot, ...] = (mirror, mirror_top, mirror_last, mirror_deny)
VALUE: tuple[Bot, ...] = (saver, value_deny, follow_value)

STYLES: dict[str, Bot] = {f.__name__: f for f in (*FOLLOW, *ADAPT, *VALUE)}


def _names(family: tuple[Bot, ...]) -> tuple[str, ...]:
    return tuple(f.__name__ for f in family)


FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "follow_mix": _names(FOLLOW),
    "adapt_mix": _names(ADAPT),
    "value_mix": _names(VALUE),
    # every style, the families interleaved so a small table meets each family soon
    "mixed": (
        "clear_follow",
        "mirror",
        "saver",
        "smooth_follow",
        "mirror_top",
        "value_deny",
        "ratchet",
        "mirror_last",
        "follow_value",
        "rival_notch",
        "mirror_deny",
        "mean_bid",
        "payback",
        "focus",
        "crowd_follow",
    ),
}
