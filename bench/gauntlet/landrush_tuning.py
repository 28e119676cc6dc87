"""Land Rush gauntlet, tuning half: opponents a bot author may read, play
against and tune with. Figures against them are not reported (the held-out
half is for that).

Each style is a plain bot, ``style(view) -> one bid per lot``, written from the
rules alone; all randomness comes from a hash of the turn and seat.

- frugal: 8% of its money on lots beside its land, 1 on the rest.
- spendthrift: bids one and a half times its money in all, spread by how much each lot grows its land.
- formula: money / (lots left to sell) x (1 + its fields beside the lot): a fixed formula.
- builder: 30% on lots that grow its largest region, 10% beside other land, 0 elsewhere.
- early: spends hard (40-50%) in the first third of the game, 5% after.
- jitter: a random 0-30% of its money on each lot.
- copycat: last turn's highest bid (at most half its money), less on lots away from its land.
- grabber: wants many fields: its money spread evenly over every lot still to be sold, x 1.5.
"""

from __future__ import annotations

from typing import Callable, Sequence

from landrush_tui.rules.landrush.game import total_turns
from landrush_tui.rules.landrush.view import PublicView

from ._landrush_kit import Land, fit, free_neighbours, last_bids, noise

Bot = Callable[[PublicView], Sequence[int]]


def frugal(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    return fit(view, [view.my_money * 0.08 if mine.touches(f) else 1 for f in view.lots])


def spendthrift(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    weights = [1 + 2 * min(mine.gain(f), 2) + mine.touches(f) for f in view.lots]
    total = 1.5 * view.my_money
    return fit(view, [total * w / sum(weights) for w in weights])


def formula(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    lots_left = max(1, view.owners.count(None))
    unit = view.my_money / lots_left
    return fit(view, [unit * (1 + sum(1 for g in view.board.neighbours[f] if g in mine.region_of)) for f in view.lots])


def builder(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    if not mine.regions:
        best = max(view.lots, key=lambda f: (free_neighbours(view, f), -f))
        return fit(view, [money * 0.2 if f == best else 0 for f in view.lots])
    return fit(view, [money * (0.3 if mine.touches_largest(f) else 0.1 if mine.touches(f) else 0.0) for f in view.lots])


def early(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    if view.turn <= total_turns(view.state) / 3:
        return fit(view, [money * (0.5 if mine.touches(f) else 0.4) for f in view.lots])
    return fit(view, [money * 0.05 for _ in view.lots])


def jitter(view: PublicView) -> list[int]:
    return fit(view, [view.my_money * 0.3 * noise(view, j) for j in range(len(view.lots))])


def copycat(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    seen = last_bids(view)
    top = min(max(seen) if seen else view.my_money / 8, view.my_money / 2)
    return fit(view, [top * (1.0 if mine.touches(f) else 0.7) for f in view.lots])


def grabber(view: PublicView) -> list[int]:
    lots_left = max(1, view.owners.count(None))
    return fit(view, [1.5 * view.my_money / lots_left + 1 for _ in view.lots])


STYLES: dict[str, Bot] = {
    f.__name__: f for f in (frugal, spendthrift, formula, builder, early, jitter, copycat, grabber)
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("formula", "copycat", "frugal", "builder", "jitter", "spendthrift", "early", "grabber"),
    "soft": ("frugal", "grabber", "jitter"),
    "sharp": ("builder", "formula", "copycat", "early"),
}
