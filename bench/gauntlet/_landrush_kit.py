"""What the Land Rush gauntlet styles read off a public view: regions, what a
lot adds to a seat's largest region, last turn's prices, a deterministic hash.

Frozen together with the held-out styles (they call it): changing what a
function here returns changes how held-out opponents play.
"""

from __future__ import annotations

import zlib
from typing import Sequence

from landrush_tui.rules.landrush.view import PublicView


def noise(view: PublicView, *salt: object) -> float:
    """A number in [0, 1) fixed by the turn, the seat and ``salt``: the styles'
    only randomness, so a style answers the same view the same way."""
    return zlib.crc32(repr((view.turn, view.seat, salt)).encode()) / 2**32


class Land:
    """One seat's regions: which region each owned field is in, and sizes."""

    def __init__(self, view: PublicView, seat: int) -> None:
        self.regions = view.regions(seat)  # largest first
        self.region_of = {f: i for i, r in enumerate(self.regions) for f in r}
        self.largest = len(self.regions[0]) if self.regions else 0
        self.neighbours = view.board.neighbours

    def joined(self, field: int) -> int:
        """The size (in fields) of the region ``field`` would be part of if this seat won it."""
        touched = {self.region_of[g] for g in self.neighbours[field] if g in self.region_of}
        return 1 + sum(len(self.regions[i]) for i in touched)

    def gain(self, field: int) -> int:
        """How much winning ``field`` would grow this seat's largest region."""
        return max(0, self.joined(field) - self.largest)

    def touches(self, field: int) -> bool:
        return any(g in self.region_of for g in self.neighbours[field])

    def touches_largest(self, field: int) -> bool:
        return bool(self.regions) and any(self.region_of.get(g) == 0 for g in self.neighbours[field])


def free_neighbours(view: PublicView, field: int) -> int:
    """Unsold fields beside ``field``: room to grow a region from it."""
    owners = view.owners
    return sum(1 for g in view.board.neighbours[field] if owners[g] is None)


def last_prices(view: PublicView) -> list[int]:
    """What the winners paid for last turn's lots (empty on turn 1)."""
    if not view.history:
        return []
    return [s.price for s in view.history[-1].sales]


def last_bids(view: PublicView) -> list[int]:
    """Every bid revealed last turn, all seats and lots (empty on turn 1)."""
    if not view.history:
        return []
    return [b for row in view.history[-1].bids for b in row]


def median(values: Sequence[int]) -> float:
    ordered = sorted(values)
    m = len(ordered)
    if not m:
        return 0.0
    return ordered[m // 2] if m % 2 else (ordered[m // 2 - 1] + ordered[m // 2]) / 2


def rivals(view: PublicView) -> list[int]:
    """The other seats that can still bid (not bankrupt, money left)."""
    return [s for s in range(view.n) if s != view.seat and not view.state.bankrupt[s] and view.money[s] > 0]


def fit(view: PublicView, bids: Sequence[float]) -> list[int]:
    """Whole bids between 0 and the seat's money."""
    top = view.max_bid
    return [min(top, max(0, int(b))) for b in bids]


def largest_of_rivals(view: PublicView) -> list[int]:
    """Every other seat's largest region, in fields."""
    return [view.largest_region(s) for s in range(view.n) if s != view.seat]


def rank_value(view: PublicView, field: int, mine: Land, others: Sequence[int]) -> float:
    """Payout gained per remaining turn by winning ``field``, if the rivals'
    largest regions (``others``) stood still: the payout of the rank the grown
    region would take minus that of the rank now (ties counted half way)."""
    table = view.payout_table()

    def payout(size: int) -> float:
        above = sum(1 for o in others if o > size)
        level = sum(1 for o in others if o == size)
        return (table[above] + table[above + level]) / 2

    return payout(max(mine.largest, mine.joined(field))) - payout(mine.largest)
