"""An independent checker of Auction Land game records, written from
shared/spec/auctionland-rules.md alone: it imports nothing of the engine.

``check(data)`` returns a list of problems (empty: the record is right). It
follows the spec's section 10: the setup re-derived from the seed (4), every
take (p - 1 <= money, paid, coins collected, close-up; 5.1), every placement
(legality within 4 x 4, row and column counts, the once-per-turn bonus and
why one is lost; 5.2), the turn's order of steps (build, lot, calls,
hammer, lot placement; 6), the call order and every bid's bounds and forced
pass (6.2), the hammer (buy-back affordable, the forced sale, payments; 6.3),
the refill from the recorded stack and the end (6.4), the per-turn money and
market, and every score figure and the winners (7).
"""

from __future__ import annotations

import json
import random
from typing import Any

from checker_kit import need, problems

LAYOUTS = [
    "BBBB",
    "TTTT",
    "GGGG",
    "HHHH",
    "BBBT",
    "BBBG",
    "BBBH",
    "TTTB",
    "TTTG",
    "TTTH",
    "BBTT",
    "BBGG",
    "BBHH",
    "TTGG",
    "TTHH",
    "GGHH",
    "BBGH",
    "TTGH",
    "BBTG",
    "BBTH",
    "TTBG",
    "TTBH",
    "BTBT",
    "BTGH",
    "BTBG",
    "TBTH",
    "BBBT",
]
ICON_NAMES = ["P", "L", "M"]
BEACH = [0, 2, 4, 7, 10, 13, 17, 21, 25, 30, 35, 40, 45, 50, 55, 60, 65]
PARK = [0, 1, 3, 6, 10, 15, 21, 28, 36, 44, 52, 60, 68, 76, 84, 92, 100]
TOP_KEYS = ["format", "version", "settings", "setup", "turns"]
TURN_KEYS = ["turn", "active", "actions", "refill", "money", "market", "stack_left", "game_over"]
ACTION_KEYS = {
    "take": ["act", "seat", "for", "position", "tile", "paid", "collected"],
    "place": ["act", "seat", "tile", "at", "rotation", "row", "column", "bonus"],
    "call": ["act", "seat", "bid", "forced"],
    "hammer": ["act", "leader", "high", "choice", "payer", "payee", "amount"],
    "box": ["act", "seat", "tile"],
    "bonus_lost": ["act", "seat", "reason"],
}
SCORE_KEYS = [
    "seat",
    "beach_tiles",
    "beaches",
    "park_tiles",
    "theme_park",
    "gardens",
    "houses",
    "gardens_houses",
    "icons",
    "icon_points",
    "total",
    "money",
]


def icons_of(tile: int) -> list[str]:
    layout, v = divmod(tile, 4)
    a = layout % 3
    chosen = [[], [a], [(a + 1) % 3], [a, (a + 2) % 3]][v]
    return [ICON_NAMES[i] for i in chosen]


def terrain(tile: int, rotation: int, corner: int) -> str:
    # placed with rotation r, q_i lies at corner (i + r) mod 4
    return LAYOUTS[tile // 4][(corner - rotation) % 4]


def is_int(v: Any) -> bool:
    return type(v) is int


def check(data: Any) -> list[str]:
    return problems(lambda d: Checker(d).run(), data)


class Checker:
    def __init__(self, data: Any) -> None:
        self.data = data

    # --- setup ------------------------------------------------------------------

    def run(self) -> None:
        d = self.data
        need(isinstance(d, dict), "not an object")
        keys = list(d)
        need(keys in (TOP_KEYS, TOP_KEYS + ["result"]), f"top-level keys {keys}")
        need(d["format"] == "auctionland-record" and d["version"] == 1, "format / version")
        s = d["settings"]
        need(list(s) == ["players", "market_size", "money", "seed"], "settings keys")
        self.n = n = len(s["players"])
        need(2 <= n <= 6, "2 to 6 players")
        self.m = m = s["market_size"]
        need(m in (6, 7, 8, 9, 10), "market size")
        need(s["money"] in ("hidden", "visible"), "money setting")
        seed = s["seed"]
        need(is_int(seed), "seed")
        first = random.Random(f"landrush:{seed}:auctionland:first").randrange(n)
        stack = list(range(108))
        random.Random(f"landrush:{seed}:auctionland:stack").shuffle(stack)
        setup = d["setup"]
        need(list(setup) == ["first", "money", "stack", "market"], "setup keys")
        need(setup["first"] == first, f"first seat {setup['first']} is not the seed's {first}")
        need(setup["money"] == [10 + 2 * ((i - first) % n) for i in range(n)], "start money")
        need(setup["stack"] == stack, "the stack is not the seed's shuffle")
        drawn = stack[:m]
        market = sorted(drawn, key=lambda t: len(icons_of(t)))  # stable
        need(setup["market"] == market, "the opening market is not the icon-sorted draw")
        self.stack = stack[m:]
        self.market: list[list[int]] = [[t, 0] for t in market]
        self.money = list(setup["money"])
        self.total = sum(self.money)
        self.islands: list[dict[tuple[int, int], tuple[int, int]]] = [{} for _ in range(n)]
        self.order: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        active = first
        over = False
        turns = d["turns"]
        need(isinstance(turns, list), "turns")
        for k, t in enumerate(turns):
            need(not over, f"turn {k + 1} after the end")
            need(list(t) == TURN_KEYS, f"turn {k + 1} keys")
            need(t["turn"] == k + 1 and t["active"] == active, f"turn {k + 1}: number or active seat")
            over = self.turn(t, active, k + 1)
            active = (active + 1) % n
        if over:
            need("result" in d, "a finished game needs its result")
            self.result(d["result"])
        else:
            need("result" not in d, "a result before the end")

    # --- one turn ------------------------------------------------------------------

    def turn(self, t: dict[str, Any], a: int, number: int) -> bool:
        self.where = f"turn {number}"
        self.acts = list(t["actions"])
        self.i = 0
        self.marked: set[int] = set()
        for act in self.acts:
            need(isinstance(act, dict) and act.get("act") in ACTION_KEYS, f"{self.where}: unknown action {act!r}")
            need(list(act) == ACTION_KEYS[act["act"]], f"{self.where}: keys of {act!r}")
        need(self.market, f"{self.where}: a turn began with an empty market")
        # 6.1 build
        tile = self.take(a, "build")
        self.place(a, tile)
        # 6.2 auction
        if self.market:
            lot = self.take(a, "lot")
            leader, high = self.bidding(a)
            h = self.next("hammer")
            if leader is None:
                need(
                    h
                    == {
                        "act": "hammer",
                        "leader": None,
                        "high": 0,
                        "choice": "no_bids",
                        "payer": None,
                        "payee": None,
                        "amount": 0,
                    },
                    f"{self.where}: no bids hammer {h}",
                )
                gets = a
            else:
                need(h["leader"] == leader and h["high"] == high, f"{self.where}: hammer leader / high")
                if h["choice"] == "sell":
                    need((h["payer"], h["payee"], h["amount"]) == (leader, a, high), f"{self.where}: sale payment")
                    gets = leader
                else:
                    need(h["choice"] == "buy_back", f"{self.where}: hammer choice {h['choice']}")
                    need(self.money[a] >= high + 1, f"{self.where}: buy-back not affordable")
                    need(
                        (h["payer"], h["payee"], h["amount"]) == (a, leader, high + 1),
                        f"{self.where}: buy-back payment",
                    )
                    gets = a
                if self.money[a] < high + 1:
                    need(h["choice"] == "sell", f"{self.where}: the sale must follow")
                self.money[h["payer"]] -= h["amount"]
                self.money[h["payee"]] += h["amount"]
                need(min(self.money) >= 0, f"{self.where}: money below 0")
            self.place(gets, lot)
        need(self.i == len(self.acts), f"{self.where}: actions after the turn's end: {self.acts[self.i :]}")
        # 6.4 end of turn
        full = any(len(isl) == 16 for isl in self.islands)
        refill: list[int] = []
        if not full:
            while len(self.market) < self.m and self.stack:
                tile = self.stack.pop(0)
                refill.append(tile)
                self.market.append([tile, 0])
        over = full or not self.market
        need(t["refill"] == refill, f"{self.where}: refill {t['refill']} should be {refill}")
        need(t["money"] == self.money, f"{self.where}: money {t['money']} should be {self.money}")
        need(t["market"] == self.market, f"{self.where}: market {t['market']} should be {self.market}")
        need(t["stack_left"] == len(self.stack), f"{self.where}: stack_left")
        need(t["game_over"] is over, f"{self.where}: game_over should be {over}")
        need(sum(self.money) + sum(c for _, c in self.market) == self.total, f"{self.where}: money not conserved")
        return over

    def next(self, act: str) -> dict[str, Any]:
        need(self.i < len(self.acts), f"{self.where}: missing a {act} action")
        got = self.acts[self.i]
        need(got["act"] == act, f"{self.where}: action {self.i + 1} is {got['act']}, expected {act}")
        self.i += 1
        return got

    def take(self, seat: int, why: str) -> int:
        t = self.next("take")
        p = t["position"]
        need(t["seat"] == seat and t["for"] == why, f"{self.where}: take by {t['seat']} for {t['for']}")
        need(is_int(p) and 1 <= p <= len(self.market), f"{self.where}: position {p} not in the market")
        need(p - 1 <= self.money[seat], f"{self.where}: seat {seat} cannot pay ${p - 1} of skips")
        tile, coins = self.market[p - 1]
        need(t["tile"] == tile and t["paid"] == p - 1 and t["collected"] == coins, f"{self.where}: take {t}")
        self.money[seat] -= p - 1
        for k in range(p - 1):
            self.market[k][1] += 1
        self.money[seat] += coins
        del self.market[p - 1]
        return tile

    def legal(self, seat: int) -> set[tuple[int, int]]:
        isl = self.islands[seat]
        if not isl:
            return {(0, 0)}
        out = set()
        for x, y in isl:
            for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if p in isl:
                    continue
                xs = [q[0] for q in isl] + [p[0]]
                ys = [q[1] for q in isl] + [p[1]]
                if max(xs) - min(xs) <= 3 and max(ys) - min(ys) <= 3:
                    out.add(p)
        return out

    def place(self, seat: int, tile: int) -> None:
        isl = self.islands[seat]
        if len(isl) == 16:
            b = self.next("box")
            need(b["seat"] == seat and b["tile"] == tile, f"{self.where}: box {b}")
            return
        pl = self.next("place")
        need(pl["seat"] == seat and pl["tile"] == tile, f"{self.where}: place by {pl['seat']} of {pl['tile']}")
        at = pl["at"]
        need(isinstance(at, list) and len(at) == 2 and all(is_int(v) for v in at), f"{self.where}: at {at}")
        pos = (at[0], at[1])
        need(pos in self.legal(seat), f"{self.where}: {pos} is not a legal place for seat {seat}")
        need(pl["rotation"] in (0, 1, 2, 3), f"{self.where}: rotation")
        isl[pos] = (tile, pl["rotation"])
        self.order[seat].append({"tile": tile, "at": [pos[0], pos[1]], "rotation": pl["rotation"]})
        row = sum(1 for q in isl if q[1] == pos[1])
        col = sum(1 for q in isl if q[0] == pos[0])
        need(pl["row"] == row and pl["column"] == col, f"{self.where}: row / column counts {pl}")
        earns = (row == 4 or col == 4) and seat not in self.marked
        need(pl["bonus"] is earns, f"{self.where}: bonus should be {earns}")
        if not earns:
            return
        self.marked.add(seat)
        if len(isl) == 16:
            lost = self.next("bonus_lost")
            need(lost == {"act": "bonus_lost", "seat": seat, "reason": "island_full"}, f"{self.where}: {lost}")
        elif not self.market:
            lost = self.next("bonus_lost")
            need(lost == {"act": "bonus_lost", "seat": seat, "reason": "market_empty"}, f"{self.where}: {lost}")
        else:
            tile = self.take(seat, "bonus")
            self.place(seat, tile)

    def bidding(self, a: int) -> tuple[int | None, int]:
        bidders = [(a + k) % self.n for k in range(1, self.n)]
        ins = list(bidders)
        high, leader, prev = 0, None, None
        while True:
            still = [s for s in bidders if s in ins]
            if not still or still == [leader]:
                return leader, high
            start = 0 if prev is None else bidders.index(prev) + 1
            caller = next(
                bidders[(start + k) % len(bidders)]
                for k in range(len(bidders))
                if bidders[(start + k) % len(bidders)] in ins and bidders[(start + k) % len(bidders)] != leader
            )
            c = self.next("call")
            need(c["seat"] == caller, f"{self.where}: seat {c['seat']} called, seat {caller} was due")
            if self.money[caller] <= high:
                need(c["bid"] is None and c["forced"] is True, f"{self.where}: seat {caller} must pass by force")
                ins.remove(caller)
            elif c["bid"] is None:
                need(c["forced"] is False, f"{self.where}: a forced pass with money above the high bid")
                ins.remove(caller)
            else:
                b = c["bid"]
                need(
                    is_int(b) and high < b <= self.money[caller] and c["forced"] is False,
                    f"{self.where}: bid {b} out of bounds (high {high}, money {self.money[caller]})",
                )
                high, leader = b, caller
            prev = caller

    # --- the result ------------------------------------------------------------------

    def result(self, r: dict[str, Any]) -> None:
        need(list(r) == ["scores", "winners", "islands"], "result keys")
        need(r["islands"] == self.order, "result islands differ from the placements")
        counts = [{k: 0 for k in ICON_NAMES} for _ in range(self.n)]
        for s in range(self.n):
            for tile, _ in self.islands[s].values():
                for ic in icons_of(tile):
                    counts[s][ic] += 1
        pts = [{k: 0 for k in ICON_NAMES} for _ in range(self.n)]
        for ic in ICON_NAMES:
            for s in range(self.n):
                c = counts[s][ic]
                if c:
                    rank = 1 + sum(1 for o in range(self.n) if counts[o][ic] > c)
                    pts[s][ic] = {1: 20, 2: 10, 3: 5}.get(rank, 0)
        totals = []
        need(len(r["scores"]) == self.n, "one score per seat")
        for s in range(self.n):
            sc = r["scores"][s]
            need(list(sc) == SCORE_KEYS, "score keys")
            bt, park, gardens, houses = self.island_figures(self.islands[s])
            gh = gardens * houses
            total = BEACH[bt] + PARK[park] + gh + sum(pts[s].values())
            want = {
                "seat": s,
                "beach_tiles": bt,
                "beaches": BEACH[bt],
                "park_tiles": park,
                "theme_park": PARK[park],
                "gardens": gardens,
                "houses": houses,
                "gardens_houses": gh,
                "icons": counts[s],
                "icon_points": pts[s],
                "total": total,
                "money": self.money[s],
            }
            need(json.dumps(sc) == json.dumps(want), f"score of seat {s}: {sc} should be {want}")
            totals.append((total, self.money[s]))
        best = max(totals)
        need(r["winners"] == [s for s in range(self.n) if totals[s] == best], "winners")

    @staticmethod
    def island_figures(isl: dict[tuple[int, int], tuple[int, int]]) -> tuple[int, int, int, int]:
        outer = {0: ((0, -1), (-1, 0)), 1: ((0, -1), (1, 0)), 2: ((0, 1), (1, 0)), 3: ((0, 1), (-1, 0))}
        beach_tiles = 0
        for (x, y), (tile, r) in isl.items():
            if any(
                terrain(tile, r, c) == "B" and any((x + dx, y + dy) not in isl for dx, dy in outer[c]) for c in range(4)
            ):
                beach_tiles += 1
        quads: dict[tuple[int, int], str] = {}
        offs = {0: (0, 0), 1: (1, 0), 2: (1, 1), 3: (0, 1)}
        for (x, y), (tile, r) in isl.items():
            for c, (dx, dy) in offs.items():
                quads[(2 * x + dx, 2 * y + dy)] = terrain(tile, r, c)
        seen: set[tuple[int, int]] = set()
        park, gardens, houses = 0, 0, 0
        for q, kind in quads.items():
            if q in seen:
                continue
            group = [q]
            seen.add(q)
            k = 0
            while k < len(group):
                gx, gy = group[k]
                k += 1
                for nb in ((gx + 1, gy), (gx - 1, gy), (gx, gy + 1), (gx, gy - 1)):
                    if nb not in seen and quads.get(nb) == kind:
                        seen.add(nb)
                        group.append(nb)
            if kind == "T":
                park = max(park, len({(gx // 2, gy // 2) for gx, gy in group}))
            elif kind == "G":
                gardens += 1
            elif kind == "H":
                houses += 1
        return beach_tiles, park, gardens, houses
