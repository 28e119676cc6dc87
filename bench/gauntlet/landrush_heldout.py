"""Land Rush gauntlet, held-out half: opponents the measured bot is judged
against. Fixed before any tuning; bot authors do not read this file.

Each style is a plain bot, ``style(view) -> one bid per lot``, written from the
rules alone; all randomness comes from a hash of the turn and seat.

- timid: about 4% of its money on every lot, up to 10% on a lot that grows its land.
- reckless: 35% of its money on every lot, 60% on a lot that grows its largest region.
- value: prices a lot by its share of the payouts still to come, more when it grows the largest region.
- truthful: bids its estimate of the payout a lot adds (rank gained x turns left); shades it
  by (rivals)/(rivals + 1) at first price, bids it straight at second price.
- follower: bids last turn's median winning price, more on lots beside its land, less elsewhere.
- sniper: puts 45-55% of its money on the one lot it wants most and 0 on the rest.
- saver: bids almost nothing until the last three turns, then spends for the final payout.
- blocker: bids to keep lots away from the rival with the largest region, plus a little for its own growth.
"""

from __future__ import annotations

from typing import Callable, Sequence

from landrush_tui.rules.landrush.view import PublicView

from ._landrush_kit import Land, fit, free_neighbours, largest_of_rivals, last_prices, median, noise, rank_value, rivals

Bot = Callable[[PublicView], Sequence[int]]


def timid(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    return fit(view, [money * (0.10 if mine.gain(f) else 0.07 if mine.touches(f) else 0.04) for f in view.lots])


def reckless(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    return fit(
        view, [money * ((0.60 if mine.gain(f) else 0.35) + 0.05 * noise(view, j)) for j, f in enumerate(view.lots)]
    )


def value(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    unsold = max(1, view.owners.count(None))
    per_field = view.remaining_payout() / unsold
    bids = [per_field * (0.3 + 1.7 * min(mine.gain(f), 2) + (0.3 if mine.touches(f) else 0.0)) for f in view.lots]
    return fit(view, [min(b, 0.7 * view.my_money) for b in bids])


def truthful(view: PublicView) -> list[int]:
    mine, others = Land(view, view.seat), largest_of_rivals(view)
    turns = view.remaining_turns()
    first_price = view.settings.auction_type.value == "first_price"
    m = max(1, len(rivals(view)))
    shade = m / (m + 1) if first_price else 1.0
    bids = []
    for f in view.lots:
        worth = 0.5 * rank_value(view, f, mine, others) * (turns + 4) + 2 + free_neighbours(view, f)
        bids.append(worth * shade)
    return fit(view, bids)


def follower(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    prices = last_prices(view)
    ref = median(prices) if prices else view.my_money / 10
    ref = max(ref, 2.0)
    return fit(view, [ref * (1.5 if mine.gain(f) else 1.2 if mine.touches(f) else 0.6) + 1 for f in view.lots])


def sniper(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    best = max(
        range(len(view.lots)),
        key=lambda j: (
            mine.gain(view.lots[j]),
            mine.touches(view.lots[j]),
            free_neighbours(view, view.lots[j]),
            noise(view, j),
        ),
    )
    bids = [0.0] * len(view.lots)
    bids[best] = view.my_money * (0.45 + 0.10 * noise(view, "aim"))
    return fit(view, bids)


def saver(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    turns = view.remaining_turns()
    if turns > 3:
        return fit(view, [money * (0.04 if mine.touches(f) else 0.02) for f in view.lots])
    order = sorted(range(len(view.lots)), key=lambda j: (-mine.gain(view.lots[j]), -mine.touches(view.lots[j]), j))
    bids = [0.0] * len(view.lots)
    share = 1.0 if turns == 1 else 0.8 / turns
    for rank, j in enumerate(order):
        bids[j] = money * share / (rank + 1)
    return fit(view, bids)


def blocker(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    others = [s for s in range(view.n) if s != view.seat]
    leader = max(others, key=lambda s: (view.largest_region(s), view.money[s], -s))
    theirs = Land(view, leader)
    return fit(
        view,
        [
            money
            * (
                0.05
                + 0.15 * min(theirs.gain(f), 2)
                + (0.08 if theirs.touches(f) else 0.0)
                + 0.10 * min(mine.gain(f), 1)
            )
            for f in view.lots
        ],
    )


STYLES: dict[str, Bot] = {
    "timid": timid,
    "reckless": reckless,
    "value": value,
    "truthful": truthful,
    "follower": follower,
    "sniper": sniper,
    "saver": saver,
    "blocker": blocker,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("value", "follower", "timid", "sniper", "truthful", "reckless", "saver", "blocker"),
    "soft": ("timid", "saver", "follower"),
    "sharp": ("truthful", "value", "blocker", "sniper"),
    "wild": ("reckless", "sniper", "follower", "timid"),
}
