"""Auction Land's bots. A bot takes an ``AuctionView`` and answers ``view.what``:
``take`` -> a market position, ``place`` -> (x, y, rotation), ``call`` -> a bid
or 0 (pass), ``hammer`` -> ``"sell"`` / ``"buy_back"``. They see only the public
view (never the stack order or the seed; with hidden money they count the other
seats' money from the public transactions, as a careful player would).
Randomness comes from ``view.rng`` only, so games replay exactly.

- ``easy`` (Sunny Sam): grabs cheap tiles with coins on them, places greedily,
  bids a little, always sells.
- ``medium`` (Careful Cleo): the spec's heuristic (section 11): a tile is worth
  the best increase of her projected score, converted to dollars at a rate that
  rises towards the end; buys back when the lot is worth more than the price.
- ``hard`` (Keen Kai): Cleo's values plus a look-ahead: each candidate placement
  (and each tile it might take for itself) is played on with sampled future
  tiles drawn from the unseen ones and the market (the public view only). It
  never reads who its rivals are: it learns each rival from its calls, passes
  and hammers in this game (``rivals_of``: the chances of styles from timid to
  reckless, flat bidders to value bidders, fitted to what the rival did).
  Choosing a lot, it replays the rivals' round of calls with their fitted caps;
  bidding, it jumps to the highest bid the auctioneer will likely still buy back
  (only an auctioneer seen buying back) whenever that cash beats the tile. It
  values the 4th tile of a line (a bonus tile) higher than Cleo, counts part of
  a rival's gain against selling a lot, and spends more freely when its money
  outruns the turns left. It counts an icon early in the game at a fraction of
  its value (the races are decided at the end), and keeps a small cash reserve
  (cash in hand is what lets it bait). Its effort is counted in scorings
  (``Work``, at most ``MAX_WORK``), never timed, so a decision is deterministic
  and bounded.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import attrs

from ...rules.auctionland import island, tiles
from ...rules.auctionland.game import BUY_BACK, LOT, PASS, SELL
from ...rules.auctionland.island import Placed
from ...rules.auctionland.view import AuctionView
from ..strength import three_strengths
from .quick import Island

Bot = Callable[[AuctionView], Any]
Grid = dict[tuple[int, int], tuple[int, int]]
ROTATIONS: dict[int, list[int]] = {}


def rotations(tile: int) -> list[int]:
    """The rotations that give different corner layouts."""
    got = ROTATIONS.get(tile)
    if got is None:
        seen: dict[str, int] = {}
        for r in range(4):
            seen.setdefault(tiles.corners(tile, r), r)
        got = ROTATIONS[tile] = list(seen.values())
    return got


# --- counting the public money ------------------------------------------------------


def money_of(view: AuctionView) -> list[int]:
    """Every seat's money, counted from the start money and the public transactions."""
    money = list(view.start_money)
    for actions in (*view.past, view.actions):
        for a in actions:
            if a.act == "take":
                money[a.get("seat")] += a.get("collected") - a.get("paid")
            elif a.act == "hammer" and a.get("payer") is not None:
                money[a.get("payer")] -= a.get("amount")
                money[a.get("payee")] += a.get("amount")
    return money


def icon_table(view: AuctionView) -> list[dict[str, int]]:
    return [island.icon_counts(isl) for isl in view.islands]


# --- valuing a tile -------------------------------------------------------------------


def board_points(grid: Grid) -> float:
    """The island's points without icons, with a nudge for what may still come:
    garden and house areas are worth more the more of the other kind exist."""
    sc = island.score_island(grid)
    return sc.beaches + sc.theme_park + sc.gardens_houses + 0.5 * (sc.gardens + sc.houses)


def icon_gain(
    mine: dict[str, int], others: Sequence[dict[str, int]], tile: int, weight: float = 0.8, close_bonus: float = 2.0
) -> float:
    """What the tile's icons add to my share of the races (20/10/5), with a
    bonus for a close race."""
    gain = 0.0
    for icon in tiles.icons(tile):
        counts = [o[icon] for o in others]
        before = island.icon_awards([mine[icon], *counts])[0]
        after = island.icon_awards([mine[icon] + 1, *counts])[0]
        best = max(counts, default=0)
        close = close_bonus if abs(mine[icon] + 1 - best) <= 1 else close_bonus / 4
        gain += (after - before) * weight + close
    return gain


def placements(
    grid: Grid, tile: int, flooded: Island | None = None, work: "Work | None" = None
) -> list[tuple[float, tuple[int, int, int]]]:
    """(board points after, (x, y, r)) of every distinct legal placement
    (``flooded``: the grid already flooded; ``work`` counts the scorings)."""
    isl = flooded if flooded is not None else Island(grid)
    out = [
        (isl.points_with(x, y, tile, r), (x, y, r)) for x, y in island.legal_positions(grid) for r in rotations(tile)
    ]
    if work is not None:
        work.used += len(out)
    return out


# touching quadrants across each side: (my corner, neighbour's corner) per side N E S W
SIDES = (
    ((0, -1), ((0, 3), (1, 2))),
    ((1, 0), ((1, 0), (2, 3))),
    ((0, 1), ((3, 0), (2, 1))),
    ((-1, 0), ((0, 1), (3, 2))),
)


def matches(grid: Grid, tile: int, d: tuple[int, int, int]) -> int:
    """Easy's cheap taste: quadrants that match their neighbour across a side,
    plus beaches left facing the water."""
    x, y, r = d
    mine = tiles.corners(tile, r)
    score = 0
    for (dx, dy), pairs in SIDES:
        other = grid.get((x + dx, y + dy))
        if other is None:
            score += sum(1 for a, _ in pairs if mine[a] == tiles.BEACH)
            continue
        theirs = tiles.corners(*other)
        score += sum(1 for a, b in pairs if mine[a] == theirs[b])
    return score


def line_bonus(grid: Grid, at: tuple[int, int], bonus_open: bool, worth: float = 4.0) -> float:
    row, col = island.line_counts(grid, at)
    if row == 4 or col == 4:
        return worth if bonus_open else 0.0
    return 0.0


BUILD = 24  # flooding an island costs about as much as 24 scorings of an added tile


@attrs.define
class Work:
    """Scorings done in one decision (an island flood counts BUILD): the hard
    bot sizes its look-ahead by this count, never by the clock, so the same view
    always gets the same decision and a bounded effort."""

    used: int = 0


@attrs.frozen
class Valuer:
    """Tile values for one view (cached per seat and tile)."""

    view: AuctionView
    money: tuple[int, ...]
    grids: tuple[Grid, ...]
    floods: tuple[Island, ...]
    icons: tuple[dict[str, int], ...]
    cache: dict[tuple[int, int], tuple[float, tuple[int, int, int]]] = attrs.field(factory=dict)
    work: Work = attrs.field(factory=Work)

    @classmethod
    def of(cls, view: AuctionView) -> "Valuer":
        grids = tuple(island.grid_of(isl) for isl in view.islands)
        val = cls(view, tuple(money_of(view)), grids, tuple(Island(g) for g in grids), tuple(icon_table(view)))
        val.work.used += BUILD * len(grids)
        return val

    @property
    def base(self) -> tuple[float, ...]:
        return tuple(f.points for f in self.floods)

    def best(self, seat: int, tile: int) -> tuple[float, tuple[int, int, int]]:
        """(points the tile adds for the seat, the placement that does it)."""
        key = (seat, tile)
        if key not in self.cache:
            grid = self.grids[seat]
            if len(grid) >= island.FULL:
                self.cache[key] = (0.0, (0, 0, 0))
            else:
                others = [c for s, c in enumerate(self.icons) if s != seat]
                ic = icon_gain(self.icons[seat], others, tile)
                bonus_open = seat not in self.view.marks
                base = self.floods[seat].points
                opts = [
                    (pts - base + line_bonus(grid, (d[0], d[1]), bonus_open), d)
                    for pts, d in placements(grid, tile, self.floods[seat], self.work)
                ]
                pts, d = max(opts, key=lambda o: o[0])
                self.cache[key] = (pts + ic, d)
        return self.cache[key]

    def rate(self, seat: int) -> float:
        """Dollars per point: low early (money buys positions and auctions), high late."""
        filled = len(self.view.islands[seat])
        return 0.45 + 0.9 * filled / island.FULL

    def dollars(self, seat: int, tile: int) -> float:
        return self.best(seat, tile)[0] * self.rate(seat)


# --- the decisions ----------------------------------------------------------------------


def take_choice(view: AuctionView, val: Valuer, lot_style: bool) -> int:
    me = view.seat
    limit = min(len(view.market), view.my_money + 1)
    best, choice = -1e9, 1
    for p in range(1, limit + 1):
        tile, coins = view.market[p - 1]
        gain = coins - (p - 1)
        if lot_style:
            rivals = [s for s in range(view.n) if s != me and len(view.islands[s]) < island.FULL]
            offers = sorted((min(val.dollars(s, tile), val.money[s]) for s in rivals), reverse=True)
            sale = offers[0] * 0.8 if offers else 0.0
            keep = val.dollars(me, tile)
            worth = max(sale, keep - 1)
        else:
            worth = val.dollars(me, tile)
        score = worth + gain
        if score > best:
            best, choice = score, p
    return choice


def medium(view: AuctionView) -> Any:
    val = Valuer.of(view)
    me = view.seat
    if view.what == "take":
        return take_choice(view, val, view.purpose == LOT)
    if view.what == "place":
        assert view.tile is not None
        return val.best(me, view.tile)[1]
    assert view.lot is not None
    if view.what == "call":
        cap = min(val.dollars(me, view.lot), view.my_money)
        return view.high + 1 if view.high + 1 <= cap else PASS
    assert view.leader is not None
    keep = val.dollars(me, view.lot) + 0.3 * val.dollars(view.leader, view.lot)
    return BUY_BACK if keep > view.high + 1 else SELL


def easy(view: AuctionView) -> Any:
    me = view.seat
    rng = view.rng
    if view.what == "take":
        limit = min(len(view.market), view.my_money + 1, 3)
        scores = [view.market[p - 1][1] - (p - 1) + rng.random() * 2 for p in range(1, limit + 1)]
        return 1 + scores.index(max(scores))
    if view.what == "place":
        tile = view.tile
        assert tile is not None
        grid = island.grid_of(view.islands[me])
        opts = [(x, y, r) for x, y in island.legal_positions(grid) for r in rotations(tile)]
        if rng.random() < 0.3:
            return rng.choice(opts)
        return max(opts, key=lambda d: matches(grid, tile, d))
    if view.what == "call":
        cap = min(view.my_money, 2 + rng.randrange(4))
        return view.high + 1 if view.high + 1 <= cap else PASS
    return SELL


# --- hard: look ahead with sampled future tiles -------------------------------------------

TOP = 4  # placements looked at closely
DEEP = 5  # tiles looked at closely per take
DRAWS = 12  # at most this many sampled future tiles per look
LOOK = 2400  # scorings a look-ahead may use (a deterministic bound on the decision's effort)
# The most scorings any hard decision counts: floods of six islands, Cleo's values of
# at most ten market tiles for six seats (at most 16 positions x 4 rotations each),
# or one seat's values, the close look's placements and LOOK; plus the rivals' fit
# (RECENT auctions, five seats each, a flood and a tile's placements: at most 5300,
# counted as if nothing were cached; the cache makes it a few hundred in a game).
# Measured at load 30 on 2 cores: at most 29 ms of CPU a decision at 6 seats (with the cache).
MAX_WORK = 9400


def draws_for(options: int, grid: Grid, budget: int | None = None) -> int:
    """How many sampled tiles each of ``options`` looks can afford: a look costs
    one flood plus, per sampled tile, its rotations (at most 4) at each legal
    position of the island one tile larger (at most 3 more than now)."""
    per = 4 * (len(island.legal_positions(grid)) + 3)
    k = ((LOOK if budget is None else budget) // max(1, options) - BUILD) // per
    return max(1, min(DRAWS, k))


def future_value(grid: Grid, pool: Sequence[int], draws: Sequence[int], work: Work) -> float:
    """Mean best points gain of placing each sampled future tile on the island."""
    if len(grid) >= island.FULL or not draws:
        return 0.0
    flooded = Island(grid)
    work.used += BUILD
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for x, y in grid:
        rows[y] = rows.get(y, 0) + 1
        cols[x] = cols.get(x, 0) + 1
    total = 0.0
    for t in draws:
        total += max(
            p + (FUTURE_LINE if rows.get(d[1], 0) == 3 or cols.get(d[0], 0) == 3 else 0.0)
            for p, d in placements(grid, pool[t], flooded, work)
        )
    return total / len(draws) - flooded.points


def sample(view: AuctionView, k: int) -> tuple[list[int], list[int]]:
    """The pool of tiles still to come (unseen ones and the market) and k draws from it."""
    pool = view.unseen() + [t for t, _ in view.market]
    return pool, ([view.rng.randrange(len(pool)) for _ in range(k)] if pool else [])


def hard_place(view: AuctionView, val: Valuer) -> tuple[int, int, int]:
    me = view.seat
    assert view.tile is not None
    grid = dict(val.grids[me])
    bonus_open = me not in view.marks
    base = val.base[me]
    opts = sorted(
        (
            (pts - base + line_bonus(grid, (d[0], d[1]), bonus_open, HARD_LINE), d)
            for pts, d in placements(grid, view.tile, val.floods[me], val.work)
        ),
        key=lambda o: -o[0],
    )[:TOP]
    if len(opts) == 1:
        return opts[0][1]
    pool, draws = sample(view, draws_for(len(opts), grid))
    best, choice = -1e9, opts[0][1]
    for now, d in opts:
        grid[(d[0], d[1])] = (view.tile, d[2])
        later = future_value(grid, pool, draws, val.work)
        del grid[(d[0], d[1])]
        score = now + 0.6 * later
        if score > best:
            best, choice = score, d
    return choice


HARD_ICON_WEIGHT, HARD_CLOSE = 0.8, 2.0  # as Cleo's (1.2 / 4.0 and other money rates measured no better)


def deep_values(view: AuctionView, val: Valuer, candidates: Sequence[int]) -> dict[int, float]:
    """Hard's own value of each candidate tile (points): the best of its two best
    placements now plus 0.6 of the mean gain of sampled future tiles on the
    island that results, less that future on the island as it is."""
    me = view.seat
    grid = dict(val.grids[me])
    if len(grid) >= island.FULL:
        return {}
    bonus_open = me not in view.marks
    others = [c for s, c in enumerate(val.icons) if s != me]
    chosen = {}
    for tile in candidates:
        chosen[tile] = sorted(
            (
                (pts - val.base[me] + line_bonus(grid, (d[0], d[1]), bonus_open, HARD_LINE), d)
                for pts, d in placements(grid, tile, val.floods[me], val.work)
            ),
            key=lambda o: -o[0],
        )[:2]
    pool, draws = sample(view, draws_for(1 + sum(len(o) for o in chosen.values()), grid))
    base_later = future_value(grid, pool, draws, val.work)
    out = {}
    for tile, opts in chosen.items():
        best = -1e9
        for now, d in opts:
            grid[(d[0], d[1])] = (tile, d[2])
            best = max(best, now + 0.6 * (future_value(grid, pool, draws, val.work) - base_later))
            del grid[(d[0], d[1])]
        out[tile] = best + icon_gain(val.icons[me], others, tile, HARD_ICON_WEIGHT, HARD_CLOSE) * icon_share(view)
    return out


HARD_LINE = 8.0  # points Kai sees in placing a 4th tile in a row or column while its bonus is open
FUTURE_LINE = 4.0  # the same, for a sampled future tile (an open 3-tile line keeps a bonus in reach)
SPEND = 3.0  # dollars a turn Kai expects to find a use for; more than that lowers a dollar's worth


ICON_LATE = 1.0
ICON_EARLY = 0.3  # share of a tile's icon value Kai counts at the start (1 at the end)


def icon_share(view: AuctionView) -> float:
    """Early in the game an icon race is far from decided: Kai counts ICON_EARLY of
    an icon's value at the start, rising to all of it as the fullest island fills."""
    fullest = max(len(isl) for isl in view.islands)
    return ICON_EARLY + (ICON_LATE - ICON_EARLY) * fullest / island.FULL


def keen_points(view: AuctionView, val: Valuer, tile: int) -> float:
    """Kai's own points for a tile: Cleo's value with its icon part scaled by ``icon_share``."""
    me = view.seat
    pts = val.best(me, tile)[0]
    if ICON_EARLY == ICON_LATE == 1.0 or len(val.grids[me]) >= island.FULL:
        return pts
    others = [c for s, c in enumerate(val.icons) if s != me]
    return pts - (1.0 - icon_share(view)) * icon_gain(val.icons[me], others, tile)


def keen_rate(view: AuctionView, val: Valuer) -> float:
    """Kai's own dollars per point: Cleo's rate, raised when the money left is
    more than the turns left can use (money is worth nothing at the end). The
    game ends when the fullest island fills, after about (its free places / 1.5)
    more turns of Kai's own."""
    fullest = max(len(isl) for isl in view.islands)
    turns = max(1.0, (island.FULL - fullest) / 1.5)
    return val.rate(view.seat) * max(1.0, val.money[view.seat] / turns / SPEND)


RESERVE, RESERVE_W = 6.0, 2.0  # Kai's dollars under RESERVE count RESERVE_W more (``worth``)
BAIT = 2.0  # Kai baits a Cleo's buy-back while BAIT x the bait's cash beats its own worth of the lot
DENY = 0.3  # share of a rival's gain counted as Kai's loss when it sells a lot
KEEP_DENY = 0.4  # the same when Kai weighs a buy-back


# --- rivals, learned from what they do at this table ---------------------------------------
# Nothing about a rival's name or kind is read: each rival's bidding cap and buy-back
# limit are fitted to its own calls, passes and hammers in this game, starting from a
# prior over many styles (timid to reckless, flat bidders to value bidders). A style
# says what a rival would pay for a tile as theta x (the tile's worth to it, by Cleo's
# count of its island at the time) + c dollars.

CAP_THETAS = (0.0, 0.3, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0)
CAP_OFFSETS = (0.0, 1.5, 3.0, 5.0)
# buy-back styles: keeps the lot while phi x its worth + d beats the price (phi 0: never)
KEEP_STYLES = ((0.0, -99.0), (0.5, 0.0), (0.8, 0.0), (1.0, 0.0), (1.0, 2.0), (1.3, 0.0), (1.6, 0.0), (2.0, 1.0))
SOFT = 1.5  # dollars of slack in a style's limit (people are not exact)
SLIP = 0.05  # the chance an observation fits no style at all
RECENT = 12  # auctions looked back at (bounds the counted work of a decision)
BAIT_SURE = 0.7  # the least chance of a buy-back Kai baits at


def _prior(theta: float, c: float) -> float:
    """Broad, with a lean towards value bidders (theta near 1, little offset)."""
    return math.exp(-((theta - 1.0) ** 2) / 1.5 - c / 8.0)


CAP_PRIOR = tuple((t, c, _prior(t, c)) for t in CAP_THETAS for c in CAP_OFFSETS)
KEEP_PRIOR = tuple((f, d, 0.6 if f == 0.0 else 1.0) for f, d in KEEP_STYLES)

_PAST: dict[tuple[Any, ...], float] = {}  # a seat's worth of a tile at a past moment (pure: only a cache)


def past_points(
    isl: Sequence[Placed], tile: int, icons: Sequence[dict[str, int]], seat: int, work: "Work | None" = None
) -> float:
    """Cleo's points for ``tile`` to a seat with island ``isl`` and these icon counts
    (``work`` counts the scorings as if nothing were cached: the bound holds cold)."""
    key = (tuple(isl), tile, tuple(tuple(sorted(c.items())) for c in icons), seat)
    got = _PAST.get(key)
    if got is None:
        if len(_PAST) > 20000:
            _PAST.clear()
        grid = island.grid_of(isl)
        if len(grid) >= island.FULL:
            got = 0.0
        else:
            flooded = Island(grid)
            base = flooded.points
            best = max(pts - base + line_bonus(grid, (d[0], d[1]), True) for pts, d in placements(grid, tile, flooded))
            got = best + icon_gain(icons[seat], [c for s, c in enumerate(icons) if s != seat], tile)
        _PAST[key] = got
    if work is not None and len(isl) < island.FULL:
        work.used += BUILD + 4 * len(island.legal_positions(island.grid_of(isl)))
    return got


def _soft(x: float) -> float:
    """The chance a limit ``x`` dollars above the price lets the seat go on."""
    return SLIP + (1 - 2 * SLIP) / (1.0 + math.exp(-max(-30.0, min(30.0, x / SOFT))))


@attrs.frozen
class Rivals:
    """Per rival: posterior weights over the cap styles and the buy-back styles, and
    how many buy-backs it has been seen to make."""

    caps: dict[int, list[float]]
    keeps: dict[int, list[float]]
    buybacks: dict[int, int]

    def cap(self, seat: int, worth: float, money: float) -> float:
        """The expected most the seat calls for a lot worth ``worth`` dollars to it."""
        w = self.caps[seat]
        return sum(p * min(max(0.0, t * worth + c), money) for (t, c, _), p in zip(CAP_PRIOR, w, strict=False))

    def buys_back(self, seat: int, worth: float, high: int) -> float:
        """The chance the seat, as auctioneer, buys back a lot worth ``worth`` at ``high``."""
        w = self.keeps[seat]
        return sum(p for (f, d, _), p in zip(KEEP_PRIOR, w, strict=False) if f * worth + d > high + 1)


def _normal(logs: list[float]) -> list[float]:
    top = max(logs)
    w = [math.exp(x - top) for x in logs]
    total = sum(w)
    return [x / total for x in w]


def rivals_of(view: AuctionView, work: "Work | None" = None) -> Rivals:
    """Fit every rival's styles to its calls, passes and hammers in the last RECENT
    auctions (the islands, icons and money of each moment counted from the public log)."""
    n, me = view.n, view.seat
    isl: list[list[Placed]] = [[] for _ in range(n)]
    money = list(view.start_money)
    cap_log = {s: [math.log(p) for _, _, p in CAP_PRIOR] for s in range(n) if s != me}
    keep_log = {s: [math.log(p) for _, _, p in KEEP_PRIOR] for s in range(n) if s != me}
    seen = {s: 0 for s in range(n) if s != me}
    turns = (*view.past, view.actions)
    lots = [k for k, acts in enumerate(turns) if any(a.act == "take" and a.get("for") == LOT for a in acts)]
    recent = set(lots[-RECENT:])
    for k, actions in enumerate(turns):
        auctioneer, lot, high = -1, -1, 0
        for a in actions:
            if a.act == "take":
                money[a.get("seat")] += a.get("collected") - a.get("paid")
                if a.get("for") == LOT:
                    auctioneer, lot, high = a.get("seat"), a.get("tile"), 0
            elif a.act == "place":
                isl[a.get("seat")].append(Placed(a.get("tile"), tuple(a.get("at")), a.get("rotation")))
            elif k in recent and a.act == "call" and a.get("seat") != me and not a.get("forced"):
                s = a.get("seat")
                icons = [island.icon_counts(i) for i in isl]
                worth = past_points(isl[s], lot, icons, s, work) * (0.45 + 0.9 * len(isl[s]) / island.FULL)
                bid = a.get("bid")
                for j, (t, c, _) in enumerate(CAP_PRIOR):
                    cap = min(t * worth + c, money[s])
                    cap_log[s][j] += math.log(_soft(cap - bid + 0.5) if bid is not None else _soft(high + 0.5 - cap))
                if bid is not None:
                    high = bid
            elif a.act == "call" and a.get("bid") is not None:
                high = a.get("bid")
            elif a.act == "hammer" and a.get("payer") is not None:
                h = a.get("high")
                if k in recent and auctioneer != me and money[auctioneer] >= h + 1:
                    icons = [island.icon_counts(i) for i in isl]
                    worth = past_points(isl[auctioneer], lot, icons, auctioneer, work) * (
                        0.45 + 0.9 * len(isl[auctioneer]) / island.FULL
                    )
                    back = a.get("choice") == BUY_BACK
                    seen[auctioneer] += back
                    for j, (f, d, _) in enumerate(KEEP_PRIOR):
                        x = f * worth + d - (h + 1)
                        keep_log[auctioneer][j] += math.log(_soft(x) if back else _soft(-x))
                money[a.get("payer")] -= a.get("amount")
                money[a.get("payee")] += a.get("amount")
    return Rivals({s: _normal(v) for s, v in cap_log.items()}, {s: _normal(v) for s, v in keep_log.items()}, seen)


def rival_cap(view: AuctionView, val: Valuer, seat: int, tile: int, rivals: Rivals) -> float:
    """The most a rival is expected to call on ``tile``: its fitted styles applied to
    Cleo's dollars for the tile on its island now, within its counted money."""
    return rivals.cap(seat, val.dollars(seat, tile), val.money[seat])


def run_auction(view: AuctionView, val: Valuer, tile: int, caps: dict[int, float]) -> tuple[int | None, int]:
    """(leader, high) of the spec's round of calls (6.2) when every bidder raises by one
    while the raise is within its cap (``caps``; a seat without one passes)."""
    n = view.n
    order = [(view.active + k) % n for k in range(1, n)]
    ins = list(order)
    high, leader = 0, None
    i = 0
    while any(s != leader for s in ins):  # ends: each call raises (up to a finite cap) or drops out
        s = order[i % len(order)]
        i += 1
        if s not in ins or s == leader:
            continue
        if high + 1 <= caps.get(s, 0.0):
            high, leader = high + 1, s
        else:
            ins.remove(s)
    return leader, high


def worth(money: float) -> float:
    """Kai's worth of holding ``money``: a dollar is a dollar, and each dollar under
    RESERVE counts RESERVE_W more (cash in hand is what lets Kai bait a Cleo's buy-back,
    which pays the bait back with a dollar more)."""
    return money + RESERVE_W * min(max(money, 0.0), RESERVE)


def cost(money: float, pay: float) -> float:
    """What paying ``pay`` (negative: receiving) out of ``money`` costs Kai."""
    return worth(money) - worth(money - pay)


def auction_outcome(view: AuctionView, val: Valuer, tile: int, rivals: Rivals, money: int | None = None) -> float:
    """Hard as auctioneer: what offering ``tile`` is worth in dollars, with every
    rival calling up to its fitted cap (replayed call by call); then sell, or buy back
    (``money``: Kai's money once the lot is taken, skips paid and coins collected)."""
    me = view.seat
    if money is None:
        money = val.money[me]
    rate = keen_rate(view, val)
    caps = {s: rival_cap(view, val, s, tile, rivals) for s in range(view.n) if s != me}
    leader, price = run_auction(view, val, tile, caps)
    mine = keen_points(view, val, tile) * rate
    if leader is None:
        return mine
    back = mine - cost(money, price + 1) if money >= price + 1 else -1e9
    # a sold tile's points go to a rival: count a share of them against the sale
    given = DENY * val.best(leader, tile)[0] * rate
    return max(-cost(money, -price) - given, back)


def hard_take(view: AuctionView, val: Valuer) -> int:
    if view.purpose == LOT:
        limit = min(len(view.market), view.my_money + 1)
        m = view.my_money
        rivals = rivals_of(view, val.work)
        scores = [
            auction_outcome(view, val, view.market[p - 1][0], rivals, m - (p - 1) + view.market[p - 1][1])
            - cost(m, p - 1 - view.market[p - 1][1])
            for p in range(1, limit + 1)
        ]
        return 1 + scores.index(max(scores))
    limit = min(len(view.market), view.my_money + 1)
    extra = {p: -cost(view.my_money, p - 1 - view.market[p - 1][1]) for p in range(1, limit + 1)}
    # Cleo's values pick the few positions worth a closer look (a bounded, deterministic effort)
    rate = keen_rate(view, val)
    quick = sorted(extra, key=lambda p: -(val.best(view.seat, view.market[p - 1][0])[0] * rate + extra[p]))[:DEEP]
    values = deep_values(view, val, [view.market[p - 1][0] for p in quick])
    best = {p: values[view.market[p - 1][0]] * rate + extra[p] for p in quick}
    return max(sorted(best), key=lambda p: best[p])


def hard(view: AuctionView) -> Any:
    val = Valuer.of(view)
    if view.what == "take":
        return hard_take(view, val)
    if view.what == "place":
        return hard_place(view, val)
    assert view.lot is not None
    mine = keen_points(view, val, view.lot) * keen_rate(view, val)
    if view.what == "call":
        # the auctioneer buys back when its use of the lot beats the bid + 1: the highest
        # bid it is still likely to buy back (the bait) is paid back with $1 more, tile-free.
        # Only an auctioneer seen buying back is baited. Below keep - 1 Kai never keeps the
        # tile anyway, so the bait's cash (bait + 1) beats bidding for the tile unless the
        # tile is worth more than that cash plus the lowest price the auctioneer sells at.
        a = view.active
        m = view.my_money
        rivals = rivals_of(view, val.work)
        if rivals.buybacks.get(a, 0) > 0:
            worth_a = val.dollars(a, view.lot)
            bait = min(val.money[a] - 1, m)
            while bait > view.high and rivals.buys_back(a, worth_a, bait) < BAIT_SURE:
                bait -= 1
            if bait > view.high and BAIT * -cost(m, -(bait + 1)) > mine:
                return bait
        return view.high + 1 if view.high + 1 <= m and cost(m, view.high + 1) <= mine else PASS
    assert view.leader is not None
    keep = mine + KEEP_DENY * val.dollars(view.leader, view.lot)
    return BUY_BACK if keep > cost(view.my_money, view.high + 1) else SELL


PEOPLE = (
    ("Sunny Sam", "grabs cheap tiles with coins on them, bids a little"),
    ("Careful Cleo", "values every tile by the points it adds; buys back"),
    ("Keen Kai", "looks ahead with sampled tiles; bids to be bought out"),
)
BOTS, STRENGTHS, TABLE = three_strengths("Auction Land", (easy, medium, hard), PEOPLE)
