"""Land Rush gauntlet, tuning half (second set): more opponents a bot author may
read, play against and tune with, aimed at what strong players do at large
tables (7-10 seats) and at two seats. Figures against them are not reported
(the held-out half is for that).

Each style is a plain bot, ``style(view) -> one bid per lot``, written from the
rules alone; all randomness comes from a hash of the turn and seat. A lot's
*value* below is what winning it adds to the seat's expected payouts over the
turns left and the final one (five times a normal turn), every largest region
growing by its share of the lots and the rivals' sizes less certain the further
ahead; a lot that grows a smaller region, or starts one, counts for part of a field.

- value_full: bids the whole value of every lot, capped only by its money.
- value_half: bids 45% of each lot's value.
- value_capped: bids 70% of each lot's value, at most twice its money per turn left on one lot.
- crowd: bids a lot's value shaded by how many rivals' land touches it (alone: 35%, c rivals: c/(c+1)).
- regionist: values growth only: each field a lot adds to its largest region is worth 60% of the top
  payout's lead over the mean, over the payouts left, spread over the fields a seat ends with.
- budgeter: spends 1.3 x its money per turn left, shared out by the lots' values, never above a value.
- late: bids 2% on lots that grow its land until half the game is played, then 85% of value.
- landgrab: in the first third of the game 20% of its money on the lot beside its land or with most
  room, 5% on the rest; then budgets.
- blocker: bids half what a lot would add to the leader's payouts (largest rival region, richest on ties),
  at most three times its money per turn left, or its own 60% value if higher.
- rankchaser: aims at the next payout rank: the step's payout over two turns, split by the fields
  still needed to pass the next larger region, on only as many lots as it takes to get there
  (30% of value on the rest).
- follower: last turn's median price (at most 1.5 x its money per turn left) x 1.2 on lots that grow its
  largest region, x 0.6 beside its land, x 0.3 elsewhere (turn 1: 8% of its money).
- timid: 4% of its money on lots that grow its largest region, 1 on the rest: builds one region slowly.
- patient: builds one region: on the two lots beside its largest region that grow it most (with no
  land, the roomiest) twice and once its money over (turns left + 3), a token elsewhere, never above value.
- allin: picks one lot a turn (most growth, then most room) and bids whatever it takes on it: one
  more than last turn's top bid, as far as twice its money over (turns left + 2) goes, keeping a
  reserve as large as the worst payout's loss; nothing on the rest.
- duelist: a lot is worth its own value plus what it would add to the leading rival: bids 55% of that.
"""

from __future__ import annotations

import math
import statistics
from typing import Callable, Sequence

from landrush_tui.rules.landrush.game import total_turns
from landrush_tui.rules.landrush.view import PublicView

from ._landrush_kit import Land, fit, free_neighbours, largest_of_rivals, last_bids, last_prices, noise

Bot = Callable[[PublicView], Sequence[int]]


def horizon(view: PublicView) -> float:
    """The payouts still to come, counted in normal turns (the final turn counts five)."""
    return view.remaining_payout() / view.settings.pool


def _expected_payout(table: Sequence[int], size: float, others: Sequence[float], spread: float) -> float:
    """The payout a region of ``size`` fields expects against rivals' regions
    ``others`` known only to within ``spread`` fields: each rival is above it
    with a normal chance, and the payout is read off the table at the expected rank."""
    rank = sum(0.5 * (1 + math.erf((o - size) / (spread * math.sqrt(2)))) for o in others)
    low = min(int(rank), len(table) - 1)
    high = min(low + 1, len(table) - 1)
    return table[low] + (table[high] - table[low]) * (rank - low)


def reach(land: Land, field: int) -> float:
    """How many fields ``field`` adds to the seat's largest region, counting a
    part for a lot that grows a smaller region or starts one: it may join the
    largest, or outgrow it, later."""
    gain = land.gain(field)
    if gain:
        return gain
    return 0.2 + 0.5 * min(1.0, land.joined(field) / (land.largest + 1))


def gain_to(view: PublicView, seat: int, land: Land | None = None) -> list[float]:
    """What each lot adds to ``seat``'s expected payouts over the turns left and
    the final one, every region (its own too) growing by its share of the lots
    and the rivals' sizes growing less certain the further ahead."""
    land = land or Land(view, seat)
    others = [view.largest_region(s) for s in range(view.n) if s != seat]
    normal, final = view.payout_table(), view.payout_table(final=True)
    turns = view.remaining_turns()
    # A region grows by about half the lots its seat wins: k / n lots a turn.
    rate = 0.5 * view.settings.lots_per_turn / view.n
    out = []
    for f in view.lots:
        grown = land.largest + reach(land, f)
        total = 0.0
        for t in range(turns):
            table = final if t == turns - 1 else normal
            ahead = [o + rate * t for o in others]
            spread = 0.5 + 0.6 * math.sqrt(t)
            now = land.largest + rate * t
            total += _expected_payout(table, grown + rate * t, ahead, spread) - _expected_payout(
                table, now, ahead, spread
            )
        out.append(max(0.0, total))
    return out


def values(view: PublicView, mine: Land | None = None) -> list[float]:
    """What each lot adds to this seat's expected payouts."""
    return gain_to(view, view.seat, mine)


def sold_share(view: PublicView) -> float:
    """How much of the game has been played: turns done over all turns."""
    return (view.turn - 1) / max(1, total_turns(view.state))


def value_full(view: PublicView) -> list[int]:
    return fit(view, values(view))


def value_half(view: PublicView) -> list[int]:
    return fit(view, [0.45 * v for v in values(view)])


def value_capped(view: PublicView) -> list[int]:
    cap = 2 * view.my_money / max(1, view.remaining_turns())
    return fit(view, [min(0.7 * v, cap) for v in values(view)])


def crowd(view: PublicView) -> list[int]:
    others = [s for s in range(view.n) if s != view.seat and view.money[s] > 0]
    owners = view.owners
    bids = []
    for f, v in zip(view.lots, values(view), strict=True):
        near = {owners[g] for g in view.board.neighbours[f]} & set(others)
        c = len(near)
        bids.append(v * (c / (c + 1) if c else 0.35))
    return fit(view, bids)


def field_worth(view: PublicView) -> float:
    """What one more field in its largest region is worth to a seat: the top
    payout's lead over the mean, over the payouts left, spread over the fields
    a seat ends the game with."""
    table = view.payout_table()
    lead = table[0] - sum(table) / len(table)
    per_seat = max(2.0, len(view.board.fields) / view.n)
    return lead * horizon(view) / per_seat


def regionist(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    worth = 0.6 * field_worth(view)
    return fit(view, [worth * min(2.0, reach(mine, f)) for f in view.lots])


def _spread(view: PublicView, total: float) -> list[int]:
    """``total`` shared out over the lots by what each adds to the seat's
    payouts, never more on a lot than that."""
    worth = values(view)
    whole = sum(worth) or 1.0
    return fit(view, [min(w, total * w / whole) for w in worth])


def budgeter(view: PublicView) -> list[int]:
    return _spread(view, 1.3 * view.my_money / max(1, view.remaining_turns()))


def late(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    if sold_share(view) < 0.5:
        return fit(view, [view.my_money * 0.02 if mine.gain(f) or not mine.regions else 0 for f in view.lots])
    return fit(view, [0.85 * v for v in values(view, mine)])


def landgrab(view: PublicView) -> list[int]:
    if sold_share(view) < 1 / 3:
        mine = Land(view, view.seat)
        best = max(view.lots, key=lambda f: (mine.touches(f), free_neighbours(view, f), noise(view, f)))
        return fit(view, [view.my_money * (0.2 if f == best else 0.05) for f in view.lots])
    return budgeter(view)


def leader(view: PublicView) -> int | None:
    """The rival with the largest region (the richest of equals), if any owns land."""
    rivals = [s for s in range(view.n) if s != view.seat]
    best = max(rivals, key=lambda s: (view.largest_region(s), view.money[s], -s))
    return best if view.largest_region(best) else None


def blocker(view: PublicView) -> list[int]:
    own = [0.6 * v for v in values(view)]
    top = leader(view)
    if top is None:
        return fit(view, own)
    theirs = gain_to(view, top)
    cap = 3 * view.my_money / max(1, view.remaining_turns())
    return fit(view, [max(o, min(0.5 * t, cap)) for o, t in zip(own, theirs, strict=True)])


def rankchaser(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    table = view.payout_table()
    above = sorted(s for s in largest_of_rivals(view) if s >= mine.largest)
    if not above:  # already first: hold the lead with a modest budget
        return _spread(view, view.my_money / max(1, view.remaining_turns()))
    target = above[0]
    rank_now = sum(1 for s in largest_of_rivals(view) if s > mine.largest)
    step = table[max(0, rank_now - 1)] - table[rank_now] if rank_now else table[0] - table[1]
    need = max(1, target + 1 - mine.largest)
    # A rank reached is held for a few turns before the others move.
    per_field = step * min(horizon(view), 2) / need
    # Only as many lots as it takes to get there, those that grow it most first.
    reaches = {f: reach(mine, f) for f in view.lots}
    chosen: set[int] = set()
    reached = 0.0
    for f in sorted(view.lots, key=lambda f: (-reaches[f], noise(view, f))):
        if reached >= need:
            break
        chosen.add(f)
        reached += reaches[f]
    # The rest go for a fraction of their value: not given away.
    worth = values(view, mine)
    return fit(
        view,
        [per_field * min(reaches[f], need) if f in chosen else 0.3 * w for f, w in zip(view.lots, worth, strict=True)],
    )


def follower(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    prices = last_prices(view)
    if not prices:
        return fit(view, [view.my_money * 0.08 for _ in view.lots])
    base = min(statistics.median(prices) + 1, 1.5 * view.my_money / (view.remaining_turns() + 1))
    return fit(view, [base * (1.2 if mine.gain(f) else 0.6 if mine.touches(f) else 0.3) for f in view.lots])


def timid(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    grows = [bool(mine.gain(f)) or not mine.regions for f in view.lots]
    return fit(view, [view.my_money * 0.04 if g else 1 for g in grows])


def patient(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    unit = view.my_money / (view.remaining_turns() + 3)
    if mine.regions:
        wanted = [f for f in view.lots if mine.touches_largest(f)]
    else:
        wanted = list(view.lots)
    # Room counts first, a hash of turn and seat next: seats of this style start apart.
    wanted.sort(key=lambda f: (-mine.gain(f), -free_neighbours(view, f) - 2 * noise(view, f)))
    pay = {f: unit * (2 if i == 0 else 1) for i, f in enumerate(wanted[:2])}
    # Never more than a lot adds to its payouts; elsewhere a token, so nobody takes land for nothing.
    worth = values(view, mine)
    return fit(view, [min(pay.get(f, 0.15 * unit), w) for f, w in zip(view.lots, worth, strict=True)])


def allin(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    reserve = max(0, -min(view.payout_table(final=True))) + 1
    # Equal lots are told apart by a hash of turn and seat, not always the first.
    best = max(view.lots, key=lambda f: (reach(mine, f), free_neighbours(view, f), noise(view, f)))
    # Whatever it takes to win that one lot: one more than last turn's top bid, as far as its
    # turn's budget (twice its money per turn left, a little held back) goes.
    budget = min(view.my_money - reserve, 2 * view.my_money / (view.remaining_turns() + 2))
    seen = last_bids(view)
    stake = min(budget, max(seen) + 1) if seen else budget
    return fit(view, [stake if f == best else 0 for f in view.lots])


def duelist(view: PublicView) -> list[int]:
    own = values(view)
    top = leader(view)
    theirs = gain_to(view, top) if top is not None else [0.0] * len(own)
    return fit(view, [0.55 * (o + t) for o, t in zip(own, theirs, strict=True)])


STYLES: dict[str, Bot] = {
    f.__name__: f
    for f in (
        value_full,
        value_half,
        value_capped,
        crowd,
        regionist,
        budgeter,
        late,
        landgrab,
        blocker,
        rankchaser,
        follower,
        timid,
        patient,
        allin,
        duelist,
    )
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": tuple(STYLES),
    # what strong players at a big table do: value, shading, blocking, chasing ranks
    "bigtable": ("value_capped", "crowd", "blocker", "rankchaser", "budgeter", "follower", "regionist", "late"),
    # the careful and the bold of a two-seat duel
    "duel": ("timid", "duelist", "patient", "value_half", "allin", "late"),
    "value": ("value_full", "value_half", "value_capped", "crowd", "regionist", "duelist"),
}
