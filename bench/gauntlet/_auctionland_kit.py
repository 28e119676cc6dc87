"""What the Auction Land gauntlet styles read off a public view: the weighted
island score gain of a tile's best placement, the icon awards it would move,
and ``Style``, the one opponent shape every style of both halves is an instance
of (how it prices tiles and how it takes, offers, bids and hammers).

Frozen together with the held-out styles (they call it): changing what a
function here returns changes how held-out opponents play.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from landrush_tui.rules.auctionland import island, tiles
from landrush_tui.rules.auctionland.game import BUY_BACK, CALL, HAMMER, LOT, PASS, PLACE, SELL, TAKE
from landrush_tui.rules.auctionland.island import Placed
from landrush_tui.rules.auctionland.view import AuctionView

Decision = Any
Terrain = tuple[float, float, float]  # weights of beaches, theme park, gardens x houses


@functools.lru_cache(maxsize=4096)
def best_placement(isle: tuple[Placed, ...], tile: int, w: Terrain) -> tuple[float, tuple[int, int, int]]:
    """The weighted terrain gain of the tile's best placement and that placement
    (first in position then rotation order on ties; one rotation per distinct look)."""
    grid = island.grid_of(isle)
    s0 = island.score_island(grid)
    base = w[0] * s0.beaches + w[1] * s0.theme_park + w[2] * s0.gardens_houses
    best = (-1e9, (0, 0, 0))
    for x, y in island.legal_positions(grid):
        seen = set()
        for r in range(4):
            look = tiles.corners(tile, r)
            if look in seen:
                continue
            seen.add(look)
            grid[(x, y)] = (tile, r)
            s = island.score_island(grid)
            v = w[0] * s.beaches + w[1] * s.theme_park + w[2] * s.gardens_houses - base
            if v > best[0]:
                best = (v, (x, y, r))
        grid.pop((x, y), None)
    return best


def icon_gain(view: AuctionView, seat: int, tile: int) -> float:
    """How much the seat's icon awards rise with this tile, against the public counts."""
    icons = tiles.icons(tile)
    if not icons:
        return 0.0
    counts = [island.icon_counts(isle) for isle in view.islands]
    gain = 0
    for i in set(icons):
        row = [c[i] for c in counts]
        before = island.icon_awards(row)[seat]
        row[seat] += icons.count(i)
        gain += island.icon_awards(row)[seat] - before
    return float(gain)


@attrs.frozen
class Style:
    """One opponent style: how it prices tiles and how it takes, offers, bids and hammers."""

    terrain: Terrain = (1.0, 1.0, 1.0)
    icons: float = 1.0
    take: str = "value"  # value | cheap | coins
    lot: str = "least"  # least | most | cheap | icons
    margin: float = 1.0  # bid up to margin x value in dollars
    jump: bool = False  # bid the limit at once rather than $1 over the high bid
    hammer: str = "value"  # value | sell | buy
    buy_margin: float = 1.0  # buy back when value x buy_margin > h + 1

    def value(self, view: AuctionView, seat: int, tile: int) -> float:
        if len(view.islands[seat]) >= island.FULL:
            return 0.0
        terrain, _ = best_placement(view.islands[seat], tile, self.terrain)
        return max(0.0, terrain) + self.icons * icon_gain(view, seat, tile)

    def dollars(self, view: AuctionView, points: float) -> float:
        """Points in dollars: money buys less as the island fills (it is worth nothing at the end)."""
        left = island.FULL - len(view.islands[view.seat])
        return points / (0.4 + 0.6 * left / island.FULL)

    def positions(self, view: AuctionView) -> list[int]:
        return list(range(1, min(len(view.market), view.my_money + 1) + 1))

    def take_key(self, view: AuctionView, p: int) -> float:
        tile, coins = view.market[p - 1]
        cash = coins - (p - 1)
        if self.take == "cheap":
            return -(p - 1) + 0.01 * coins
        if self.take == "coins":
            return float(cash)
        return self.dollars(view, self.value(view, view.seat, tile)) + cash

    def choose_take(self, view: AuctionView) -> int:
        ps = self.positions(view)
        if self.take == "value" and len(ps) > 4:
            # Price the cheapest few and any tile that pays to take; the rest cost too much in skips.
            ps = [p for p in ps if p <= 3 or view.market[p - 1][1] >= p - 1]
        return max(ps, key=lambda p: (self.take_key(view, p), -p))

    def choose_lot(self, view: AuctionView) -> int:
        ps = [p for p in self.positions(view) if p <= 3]
        if self.lot == "cheap":
            return max(ps, key=lambda p: (view.market[p - 1][1] - (p - 1), -p))
        if self.lot == "icons":
            return max(ps, key=lambda p: (tiles.icon_count(view.market[p - 1][0]), -(p - 1), -p))
        sign = 1.0 if self.lot == "most" else -1.0
        return max(
            ps,
            key=lambda p: (
                sign * self.value(view, view.seat, view.market[p - 1][0]) + view.market[p - 1][1] - (p - 1),
                -p,
            ),
        )

    def place(self, view: AuctionView) -> tuple[int, int, int]:
        assert view.tile is not None
        return best_placement(view.islands[view.seat], view.tile, self.terrain)[1]

    def call(self, view: AuctionView) -> int:
        assert view.lot is not None
        limit = min(view.my_money, int(self.margin * self.dollars(view, self.value(view, view.seat, view.lot))))
        if limit <= view.high:
            return PASS
        return limit if self.jump else view.high + 1

    def hammer_choice(self, view: AuctionView) -> str:
        if view.my_money < view.high + 1 or self.hammer == "sell":
            return SELL
        if self.hammer == "buy":
            return BUY_BACK
        assert view.lot is not None
        worth = self.buy_margin * self.dollars(view, self.value(view, view.seat, view.lot))
        return BUY_BACK if worth > view.high + 1 else SELL

    def __call__(self, view: AuctionView) -> Decision:
        if view.what == TAKE:
            return self.choose_lot(view) if view.purpose == LOT else self.choose_take(view)
        if view.what == PLACE:
            return self.place(view)
        if view.what == CALL:
            return self.call(view)
        if view.what == HAMMER:
            return self.hammer_choice(view)
        raise ValueError(f"nothing to decide at {view.what!r}")
