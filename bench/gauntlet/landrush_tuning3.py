"""Land Rush gauntlet, tuning half (third set): value bidders whose bids fall as
the land runs out, followers of the market and blockers, in many flavours. A bot
author may read, play against and tune with them; figures against them are not
reported (the held-out half is for that).

Each style is a plain bot, ``style(view) -> one bid per lot``, written from the
rules alone; all randomness comes from a hash of the turn and seat. The styles
reckon a lot's worth in different ways:

- *payout worth*: the payout rank a lot would gain its largest region, over the
  rivals standing still or growing a field or two, times the payouts left
  (the final one five times), each turn ahead counted for less;
- *next-rank worth*: only the step to the next payout rank up, over a few turns,
  shared by the fields still needed to get there;
- *acre worth*: the pools left (the final one counted as a normal one) over the
  fields left, more for a lot that grows its largest region;
- *plain worth*: its fields beside the lot, plus one, times its money per turn left
  (one more turn counted, for the money it ends with) and half the top payout
  (half that on a lot away from its land).

Four followers (median, top, second, kind) take the price they follow no higher
than what they can spend a turn (their money and an even share of the normal
payouts to come, over the turns left and one more) before scaling it by what
the lot does for their land; above four seats they shade it by the root of
4 / seats (the more bidders, the more the highest of them overpays).

- fade_steep: 95% of each lot's payout worth at the start, falling with the square of the land left.
- fade_gentle: plain worth on every lot, its share falling in a straight line from 90% to 35% as the land goes.
- fade_steps: on its best two lots only, 85% of payout worth in the first third, 55% in the second, 25% after.
- fade_top: on its one best lot only, next-rank worth, its share falling with the root of the land left.
- reserve: 80% of payout worth on every lot, never touching a reserve of the final turn's loss and 15% of
  the start money.
- pacer: twice what it can spend a turn, shared by the square of acre worth (the best lot counted three
  times), never above a lot's acre worth.
- median_follow: last turn's median price, x 1.5 on lots that grow its largest region, x 0.8 beside its
  land, x 0.25 elsewhere (turn 1: 6% of its money).
- top_follow: one more than last turn's top price on the one lot that grows its largest region most
  (then has most room), 40% of that on the other lots that grow it or lie beside its land, 20% elsewhere.
- second_follow: last turn's second-highest price x 1.3 on lots that grow its largest region, x 0.6 beside
  its land, x 0.3 elsewhere.
- kind_follow: the mean price of the last three turns' lots of the same kind (beside their buyer's land or
  not), x 1.25 on lots that grow its largest region, x 0.6 on the rest.
- capped_follow: 1.1 x last turn's median price, never above the lot's payout worth.
- sniper: a little over (5% and one) the dearest lot of the same size in the last two turns, when its acre
  worth allows; half its acre worth when not.
- block_region: on lots that would grow the largest region of the rival with the largest region, 60%
  of the payout worth they would gain (at most twice its money per turn); half its own payout worth
  elsewhere, or there when higher.
- block_rich: on lots that would grow the richest rival's largest region, one more than last turn's top
  price (at most a quarter of its money); plain worth elsewhere, or there when higher.
- block_far: only when the largest rival region is two fields or half again ahead of every other, 80% of
  the payout worth a lot would gain that rival (or half its own, when higher); otherwise half its own
  payout worth.
- founder: in the first 40% of the game, 40% of its money on the lot that grows its one region most
  (or the roomiest) and 10% on others that grow it; then it stops bidding.
"""

from __future__ import annotations

import statistics
from typing import Callable, Sequence

from landrush_tui.rules.landrush.game import total_turns
from landrush_tui.rules.landrush.view import PublicView

from ._landrush_kit import Land, fit, free_neighbours, last_prices, noise, rank_value

Bot = Callable[[PublicView], Sequence[int]]

# A payout a turn further ahead counts this much less: the rivals move meanwhile.
KEEP = 0.85


# --- what the land and the game's clock say ------------------------------------


def land_left(view: PublicView) -> float:
    """The share of the fields still unsold, from 1 at the start towards 0."""
    return float(view.owners.count(None) / len(view.board.fields))


def per_turn(view: PublicView) -> float:
    """Its money over the turns left and one more: the money kept at the end
    is the score, so the last turn is not a time to spend it all."""
    return float(view.my_money / (view.remaining_turns() + 1))


def afford(view: PublicView) -> float:
    """What it can spend a turn: its money and an even share of the normal
    payouts still to come, over the turns left and one more (the final payout
    comes after the last bids, and the money kept is the score)."""
    turns = view.remaining_turns()
    return float((view.my_money + max(0, turns - 1) * view.settings.pool / view.n) / (turns + 1))


def weighted_turns(view: PublicView) -> float:
    """The payouts left in normal turns, the final one five times, each turn
    ahead counted ``KEEP`` times less than the one before."""
    t = view.remaining_turns()
    if not t:
        return 0.0
    return float(sum(KEEP**i for i in range(t - 1)) + 5 * KEEP ** (t - 1))


def rival_sizes(view: PublicView, seat: int) -> list[int]:
    return [view.largest_region(s) for s in range(view.n) if s != seat]


def growth(land: Land, field: int) -> float:
    """How many fields a lot adds to the largest region; a lot on a smaller
    region or on fresh ground counts for a part (it may be joined up later)."""
    gain = land.gain(field)
    if gain:
        return gain
    if not land.regions:
        return 1.0
    return 0.3 if land.touches(field) else 0.15


# --- the four reckonings of a lot's worth ---------------------------------------


def payout_worth(view: PublicView, seat: int | None = None) -> list[float]:
    """Per lot: the payout gained by the rank its region would reach, with the
    rivals standing still, one field on and two fields on (averaged), times the
    payouts left, counted less the further ahead. A lot that does not grow the
    largest region is worth a part of a field's step."""
    seat = view.seat if seat is None else seat
    land = Land(view, seat)
    others = rival_sizes(view, seat)
    table = view.payout_table()
    step = (table[0] - table[-1]) / max(1, view.n - 1)
    turns = weighted_turns(view)
    out = []
    for f in view.lots:
        if land.gain(f):
            gained = sum(rank_value(view, f, land, [o + d for o in others]) for d in (0, 1, 2)) / 3
        else:
            gained = step * (growth(land, f) if not land.regions else 0.5 * growth(land, f))
        out.append(max(0.0, gained) * turns)
    return out


def next_rank_worth(view: PublicView) -> list[float]:
    """Per lot: the step up to the next payout rank over at most three turns,
    shared by the fields still needed to reach it (holding first place counts
    the step from second to first)."""
    land = Land(view, view.seat)
    others = rival_sizes(view, view.seat)
    table = view.payout_table()
    rank = sum(1 for o in others if o > land.largest)
    step = table[rank - 1] - table[rank] if rank else table[0] - table[1]
    above = [o for o in others if o >= land.largest]
    need = max(1, min(above) + 1 - land.largest) if above else 1
    span = min(3, view.remaining_turns()) + (4 if view.remaining_turns() <= 1 else 0)
    return [step * span * min(growth(land, f), need) / need for f in view.lots]


def acre_worth(view: PublicView, land: Land | None = None) -> list[float]:
    """Per lot: the pools left over the fields left (the final pool counted as a
    normal one: a field or two seldom moves a region far enough to take it),
    one and a half times on a lot that grows its largest region, 0.8 beside its
    land, 0.4 elsewhere."""
    land = land or Land(view, view.seat)
    acre = view.remaining_turns() * view.settings.pool / max(1, view.owners.count(None))
    return [acre * (1.5 if land.gain(f) or not land.regions else 0.8 if land.touches(f) else 0.4) for f in view.lots]


def plain_worth(view: PublicView, land: Land | None = None) -> list[float]:
    """Per lot: (its fields beside the lot + 1) x (its money per turn left and
    half the top payout); half that on a lot beside none of its land, once it
    has land."""
    land = land or Land(view, view.seat)
    unit = per_turn(view) + view.payout_table()[0] / 2
    out = []
    for f in view.lots:
        beside = sum(1 for g in view.board.neighbours[f] if g in land.region_of)
        out.append(unit * (1 + beside) if beside or not land.regions else 0.5 * unit)
    return out


def best_lots(view: PublicView, worth: Sequence[float], count: int) -> set[int]:
    """The indexes of the ``count`` lots worth most (a hash of turn and seat
    tells equal lots apart)."""
    order = sorted(range(len(worth)), key=lambda j: (-worth[j], noise(view, "best", j)))
    return set(order[:count])


# --- value bidders whose share falls as the land runs out ------------------------


def fade_steep(view: PublicView) -> list[int]:
    share = 0.1 + 0.85 * land_left(view) ** 2
    return fit(view, [share * w for w in payout_worth(view)])


def fade_gentle(view: PublicView) -> list[int]:
    share = 0.35 + 0.55 * land_left(view)
    return fit(view, [share * w for w in plain_worth(view)])


def fade_steps(view: PublicView) -> list[int]:
    left = land_left(view)
    share = 0.85 if left > 2 / 3 else 0.55 if left > 1 / 3 else 0.25
    worth = payout_worth(view)
    chosen = best_lots(view, worth, 2)
    return fit(view, [share * w if j in chosen else 0 for j, w in enumerate(worth)])


def fade_top(view: PublicView) -> list[int]:
    share = 0.3 + 0.6 * land_left(view) ** 0.5
    worth = next_rank_worth(view)
    chosen = best_lots(view, worth, 1)
    return fit(view, [share * w if j in chosen else 0 for j, w in enumerate(worth)])


# --- value bidders that mind their money ---------------------------------------


def reserve(view: PublicView) -> list[int]:
    keep = max(0, -min(view.payout_table(final=True))) + 0.15 * view.settings.start_money
    room = max(0.0, view.my_money - keep)
    return fit(view, [min(0.8 * w, room) for w in payout_worth(view)])


def pacer(view: PublicView) -> list[int]:
    worth = acre_worth(view)
    # Not every bid wins: it bids twice what it means to spend.
    budget = 2 * afford(view)
    # The budget leans on the lots worth most: shared by the square of worth,
    # the best lot counted three times.
    best = best_lots(view, worth, 1)
    weights = [w * w * (3 if j in best else 1) for j, w in enumerate(worth)]
    whole = sum(weights) or 1.0
    return fit(view, [min(w, budget * x / whole) for w, x in zip(worth, weights, strict=True)])


# --- followers of the market ----------------------------------------------------


def shaped(view: PublicView, land: Land, field: int, grows: float, beside: float, away: float) -> float:
    """One of three factors by what a lot does for its land: grows its largest
    region (any lot does, before it owns land), lies beside it, or neither."""
    return grows if land.gain(field) or not land.regions else beside if land.touches(field) else away


def follow(view: PublicView, base: Sequence[float], grows: float, beside: float, away: float) -> list[int]:
    """A follower's bids: the price it follows, per lot, taken no higher than
    what it can spend a turn, then scaled by what the lot does for its land."""
    land, cap = Land(view, view.seat), afford(view)
    # The more bidders, the more the highest of them overpays: shade at big tables.
    shade = min(1.0, (4 / view.n) ** 0.5)
    return fit(
        view,
        [
            shade * min(b, cap) * shaped(view, land, f, grows, beside, away)
            for f, b in zip(view.lots, base, strict=True)
        ],
    )


def median_follow(view: PublicView) -> list[int]:
    prices = last_prices(view)
    base = statistics.median(prices) if prices else 0.06 * view.my_money
    return follow(view, [base] * len(view.lots), 1.5, 0.8, 0.25)


def top_follow(view: PublicView) -> list[int]:
    prices = last_prices(view)
    base = max(prices) + 1 if prices else 0.1 * view.my_money
    bids = follow(view, [base] * len(view.lots), 1.0, 0.4, 0.2)
    # The full price only on the one lot it wants most; 40% on the other lots that grow its region.
    land = Land(view, view.seat)
    want = best_lots(view, [growth(land, f) + 0.1 * free_neighbours(view, f) for f in view.lots], 1)
    return [
        b if j in want or not land.gain(f) else int(0.4 * b)
        for j, (f, b) in enumerate(zip(view.lots, bids, strict=True))
    ]


def second_follow(view: PublicView) -> list[int]:
    prices = sorted(last_prices(view), reverse=True)
    base = prices[1] if len(prices) > 1 else prices[0] if prices else 0.08 * view.my_money
    return follow(view, [base] * len(view.lots), 1.3, 0.6, 0.3)


def past_sales(view: PublicView, turns: int) -> list[tuple[int, bool, int]]:
    """The lots of the last ``turns`` turns as (price, whether it lay beside its
    buyer's land when bid for, its cells), rebuilt from the revealed history."""
    owners: dict[int, int] = {}
    out: list[tuple[int, bool, int]] = []
    first = len(view.history) - turns
    neighbours = view.board.neighbours
    for i, report in enumerate(view.history):
        before = dict(owners)
        for sale in report.sales:
            owners[sale.field] = sale.winner
            if i >= first:
                beside = any(before.get(g) == sale.winner for g in neighbours[sale.field])
                out.append((sale.price, beside, view.board.fields[sale.field].size))
    return out


def kind_follow(view: PublicView) -> list[int]:
    sales = past_sales(view, 3)
    land = Land(view, view.seat)
    base = []
    for f in view.lots:
        beside = land.touches(f)
        alike = [p for p, b, _ in sales if b == beside] or [p for p, _, _ in sales]
        base.append(statistics.fmean(alike) if alike else 0.07 * view.my_money)
    return follow(view, base, 1.25, 0.6, 0.6)


def capped_follow(view: PublicView) -> list[int]:
    prices = last_prices(view)
    base = 1.1 * statistics.median(prices) if prices else 0.08 * view.my_money
    return fit(view, [min(base, w) for w in payout_worth(view)])


def _size_kind(cells: int) -> int:
    return 0 if cells == 1 else 1 if cells <= 3 else 2


def sniper(view: PublicView) -> list[int]:
    sales = past_sales(view, 2)
    land = Land(view, view.seat)
    bids = []
    for f, w in zip(view.lots, acre_worth(view, land), strict=True):
        kind = _size_kind(view.board.fields[f].size)
        alike = [p for p, _, c in sales if _size_kind(c) == kind] or [p for p, _, _ in sales]
        over = 1.05 * max(alike) + 1 if alike else 0.5 * w
        bids.append(over if over <= w else 0.5 * w)
    return fit(view, bids)


# --- blockers -------------------------------------------------------------------


def region_leader(view: PublicView) -> int | None:
    """The rival with the largest region (the richer of equals), if any owns land."""
    rivals = [s for s in range(view.n) if s != view.seat]
    best = max(rivals, key=lambda s: (view.largest_region(s), view.money[s], -s))
    return best if view.largest_region(best) else None


def block_region(view: PublicView) -> list[int]:
    own = payout_worth(view)
    top = region_leader(view)
    if top is None:
        return fit(view, [0.5 * w for w in own])
    theirs = Land(view, top)
    denied = payout_worth(view, top)
    cap = 2 * per_turn(view)
    return fit(
        view,
        [
            max(0.5 * w, min(0.6 * d, cap)) if theirs.gain(f) else 0.5 * w
            for f, w, d in zip(view.lots, own, denied, strict=True)
        ],
    )


def block_rich(view: PublicView) -> list[int]:
    rivals = [s for s in range(view.n) if s != view.seat]
    rich = max(rivals, key=lambda s: (view.money[s], view.largest_region(s), -s))
    theirs = Land(view, rich)
    prices = last_prices(view)
    stop = min(max(prices) + 1 if prices else 0.1 * view.my_money, 0.25 * view.my_money)
    own = plain_worth(view)
    return fit(
        view,
        [max(stop, w) if theirs.regions and theirs.gain(f) else w for f, w in zip(view.lots, own, strict=True)],
    )


def block_far(view: PublicView) -> list[int]:
    own = payout_worth(view)
    top = region_leader(view)
    if top is not None:
        lead = view.largest_region(top)
        rest = max(view.largest_region(s) for s in range(view.n) if s != top)
        if lead >= rest + 2 or lead >= 1.5 * max(rest, 1):
            theirs = Land(view, top)
            denied = payout_worth(view, top)
            return fit(
                view,
                [
                    max(0.5 * w, 0.8 * d) if theirs.gain(f) else 0.5 * w
                    for f, w, d in zip(view.lots, own, denied, strict=True)
                ],
            )
    return fit(view, [0.5 * w for w in own])


# --- a region builder that stops ------------------------------------------------


def founder(view: PublicView) -> list[int]:
    if view.turn > 0.4 * total_turns(view.state):
        return [0] * len(view.lots)
    land = Land(view, view.seat)
    best = max(view.lots, key=lambda f: (land.gain(f), free_neighbours(view, f), noise(view, f)))
    money = view.my_money
    return fit(
        view,
        [money * (0.4 if f == best else 0.1 if land.gain(f) else 0.0) for f in view.lots],
    )


# The families, each dealt as a mixed field of its own.
VALUE: tuple[Bot, ...] = (fade_steep, fade_gentle, fade_steps, fade_top, reserve, pacer, sniper)
FOLLOW: tuple[Bot, ...] = (median_follow, top_follow, second_follow, kind_follow, capped_follow)
BLOCK: tuple[Bot, ...] = (block_region, block_rich, block_far)

STYLES: dict[str, Bot] = {f.__name__: f for f in (*VALUE, *FOLLOW, *BLOCK, founder)}


def _names(family: tuple[Bot, ...]) -> tuple[str, ...]:
    return tuple(f.__name__ for f in family)


FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "value_mix": _names(VALUE),
    "follow_mix": _names(FOLLOW),
    "block_mix": _names(BLOCK),
    # every style, the families interleaved so a small table meets each family soon
    "mixed": (
        "fade_steep",
        "median_follow",
        "block_region",
        "pacer",
        "kind_follow",
        "fade_steps",
        "block_far",
        "top_follow",
        "reserve",
        "founder",
        "capped_follow",
        "fade_gentle",
        "block_rich",
        "sniper",
        "second_follow",
        "fade_top",
    ),
}
