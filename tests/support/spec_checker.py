"""An independent checker of Land Rush game records.

Written only from the two spec files (``landrush-rules.md`` and
``game-record.md``), never from the engine: it must not import
``landrush_tui`` so that it stays a second opinion. ``check_record(data)``
takes a record already parsed from JSON (a dict) and returns a list of
problems, each a sentence naming the turn, lot or seat; empty means valid.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Callable

FORMAT = "landrush-record"
VERSION = 1
START_MONEY = (200, 350, 500, 700, 1000, 1500)
AUCTION_TYPES = ("first_price", "second_price")
AUCTION_ORDERS = ("random", "go_west", "small_first", "large_first", "adjacent_first", "edge_first", "centre_first")
BOARD_WIDTH = 9


class _Stop(Exception):
    """The record is too broken to check any further."""


# ---- numbers derived from n (spec: "Derived numbers") ----------------------------


def lots_per_turn(n: int) -> int:
    return 3 + (n - 2) // 3


def board_size(n: int) -> tuple[int, int]:
    return BOARD_WIDTH, round(2.3 * lots_per_turn(n))


def field_count(width: int, height: int) -> int:
    """Each merge joins two fields into one, so cells - int(0.4 x cells) are left."""
    cells = width * height
    return cells - int(0.4 * cells)


def payout_table(n: int, final: bool = False) -> list[int]:
    """Weights (n - r)^2, the last one lowered by max((n - 2) / 2, 0); exact
    fractions so that the only rounding is the spec's own round()."""
    pool = 25 * n * (5 if final else 1)
    weights = [Fraction((n - r) ** 2) for r in range(1, n + 1)]
    weights[-1] -= max(Fraction(n - 2, 2), Fraction(0))
    total = sum(weights)
    return [round(w * pool / total) for w in weights]


# ---- board geometry --------------------------------------------------------------


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def connected(cells: set[tuple[int, int]]) -> bool:
    """Whether the cells form one edge-connected group."""
    if not cells:
        return False
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if c in cells and c not in seen:
                seen.add(c)
                todo.append(c)
    return len(seen) == len(cells)


def field_neighbours(fields: list[list[tuple[int, int]]]) -> list[set[int]]:
    """For each field, the fields sharing at least one cell edge with it."""
    at = {cell: i for i, cells in enumerate(fields) for cell in cells}
    out: list[set[int]] = [set() for _ in fields]
    for i, cells in enumerate(fields):
        for x, y in cells:
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                j = at.get(c)
                if j is not None and j != i:
                    out[i].add(j)
    return out


def largest_region(owner_of: list[int | None], seat: int, neighbours: list[set[int]]) -> int:
    """Size in FIELDS (not cells) of the seat's largest edge-connected group."""
    mine = {i for i, o in enumerate(owner_of) if o == seat}
    best, seen = 0, set()
    for start in mine:
        if start in seen:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            f = todo.pop()
            size += 1
            for g in neighbours[f]:
                if g in mine and g not in seen:
                    seen.add(g)
                    todo.append(g)
        best = max(best, size)
    return best


# ---- auction order keys (spec: "A turn", step 1) ---------------------------------


def order_key(
    order: str,
    width: int,
    height: int,
    fields: list[list[tuple[int, int]]],
    neighbours: list[set[int]],
    taken: set[int],
) -> Callable[[int], Any]:
    """The key of a field id for an auction order (smaller first). ``taken`` is
    the set of owned fields and current lots at the moment of the draw."""
    if order == "go_west":
        return lambda f: -max(x for x, _ in fields[f])
    if order == "small_first":
        return lambda f: len(fields[f])
    if order == "large_first":
        return lambda f: -len(fields[f])
    if order == "adjacent_first":
        return lambda f: 0 if neighbours[f] & taken else 1
    if order == "edge_first":

        def edge(f: int) -> int:
            xs = [x for x, _ in fields[f]]
            ys = [y for _, y in fields[f]]
            return min(min(xs), width - 1 - max(xs), min(ys), height - 1 - max(ys))

        return edge
    if order == "centre_first":
        # Cell (x, y) has its centre at (x + 1/2, y + 1/2); the board's centre is
        # (width / 2, height / 2). Doubling everything keeps the key in integers.
        return lambda f: min(abs(2 * x + 1 - width) + abs(2 * y + 1 - height) for x, y in fields[f])
    return lambda f: 0  # random: no order to check


# ---- the checker -----------------------------------------------------------------


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class _Checker:
    def __init__(self, data: Any):
        self.data = data
        self.problems: list[str] = []

    def bad(self, msg: str) -> None:
        self.problems.append(msg)

    def need(self, ok: bool, msg: str) -> None:
        """A structural requirement without which nothing after makes sense."""
        if not ok:
            self.bad(msg)
            raise _Stop

    def run(self) -> list[str]:
        try:
            self.check_top()
            self.check_settings()
            self.check_board()
            self.check_payouts()
            self.check_turns()
        except _Stop:
            pass
        except Exception as exc:  # a malformed record must give a problem, not a crash
            self.bad(f"malformed record: {type(exc).__name__}: {exc}")
        return self.problems

    # -- header and settings --

    def check_top(self) -> None:
        d = self.data
        self.need(isinstance(d, dict), "the record is not a JSON object")
        for key in ("format", "version", "settings", "board", "payouts", "turns"):
            self.need(key in d, f"missing key {key!r}")
        if d["format"] != FORMAT:
            self.bad(f"format is {d['format']!r}, not {FORMAT!r}")
        if not _is_int(d["version"]) or d["version"] != VERSION:
            self.bad(f"version is {d['version']!r}, not {VERSION}")

    def check_settings(self) -> None:
        s = self.data["settings"]
        self.need(isinstance(s, dict), "settings is not an object")
        for key in ("players", "start_money", "auction_type", "auction_order", "seed"):
            self.need(key in s, f"settings: missing key {key!r}")
        players = s["players"]
        self.need(isinstance(players, list) and 2 <= len(players) <= 10, "settings.players must list 2 to 10 players")
        for i, p in enumerate(players):
            if not isinstance(p, dict) or not isinstance(p.get("name"), str):
                self.bad(f"settings.players[{i}] needs a name")
                continue
            if p.get("kind") not in ("human", "ai"):
                self.bad(f"settings.players[{i}]: kind {p.get('kind')!r} is not human or ai")
            if p.get("kind") == "ai" and not (isinstance(p.get("ai"), str) and p["ai"]):
                self.bad(f"settings.players[{i}]: an AI needs a strength or bot name")
        self.n = len(players)
        self.need(
            _is_int(s["start_money"]) and s["start_money"] > 0,
            f"settings.start_money {s['start_money']!r} is not a positive whole number",
        )
        if s["start_money"] not in START_MONEY:
            self.bad(f"settings.start_money {s['start_money']} is not one of {START_MONEY}")
        self.need(s["auction_type"] in AUCTION_TYPES, f"settings.auction_type {s['auction_type']!r} is unknown")
        self.need(s["auction_order"] in AUCTION_ORDERS, f"settings.auction_order {s['auction_order']!r} is unknown")
        if not _is_int(s["seed"]):
            self.bad(f"settings.seed {s['seed']!r} is not a whole number")
        self.start_money = s["start_money"]
        self.auction_type = s["auction_type"]
        self.order = s["auction_order"]
        self.k = lots_per_turn(self.n)

    # -- board --

    def check_board(self) -> None:
        b = self.data["board"]
        self.need(
            isinstance(b, dict) and all(key in b for key in ("width", "height", "fields")),
            "board needs width, height and fields",
        )
        w, h = b["width"], b["height"]
        self.need(_is_int(w) and _is_int(h) and w > 0 and h > 0, "board width and height must be positive")
        if (w, h) != board_size(self.n):
            self.bad(f"board is {w}x{h}, but {self.n} players play on {board_size(self.n)[0]}x{board_size(self.n)[1]}")
        fields = b["fields"]
        self.need(isinstance(fields, list) and fields, "board.fields must be a non-empty list")
        cells_of: list[list[tuple[int, int]]] = []
        owner_cell: dict[tuple[int, int], int] = {}
        for i, f in enumerate(fields):
            self.need(
                isinstance(f, dict) and f.get("id") == i,
                f"board.fields[{i}]: ids must run 0..m-1 in order (found {f.get('id') if isinstance(f, dict) else f!r})",
            )
            cells = f.get("cells")
            self.need(isinstance(cells, list) and cells, f"field {i}: no cells")
            cs = []
            for c in cells:
                self.need(
                    isinstance(c, list) and len(c) == 2 and all(_is_int(v) for v in c),
                    f"field {i}: cell {c!r} is not [x, y]",
                )
                x, y = c
                if not (0 <= x < w and 0 <= y < h):
                    self.bad(f"field {i}: cell {c} is off the {w}x{h} board")
                if (x, y) in owner_cell:
                    self.bad(f"cell {c} is in fields {owner_cell[(x, y)]} and {i}")
                owner_cell[(x, y)] = i
                cs.append((x, y))
            if not connected(set(cs)):
                self.bad(f"field {i}: its cells are not edge-connected")
            cells_of.append(cs)
        missing = [(x, y) for x in range(w) for y in range(h) if (x, y) not in owner_cell]
        if missing:
            self.bad(f"cells {missing[:5]} belong to no field")
        if len(fields) != field_count(w, h):
            self.bad(f"board has {len(fields)} fields; a {w}x{h} board must have {field_count(w, h)}")
        self.width, self.height = w, h
        self.fields = cells_of
        self.m = len(cells_of)
        self.neighbours = field_neighbours(cells_of)

    # -- payouts --

    def check_payouts(self) -> None:
        p = self.data["payouts"]
        self.need(isinstance(p, dict) and "turn" in p and "final" in p, "payouts needs turn and final tables")
        self.turn_table = payout_table(self.n)
        self.final_table = payout_table(self.n, final=True)
        if p["turn"] != self.turn_table:
            self.bad(f"payouts.turn is {p['turn']}, the formula gives {self.turn_table}")
        if p["final"] != self.final_table:
            self.bad(f"payouts.final is {p['final']}, the formula gives {self.final_table}")

    # -- turns --

    def check_draw(self, where: str, ids: Any, available: set[int], taken: set[int]) -> None:
        """Lots drawn from ``available``: min(k, |available|) distinct fields, and
        unless the order is random, the smallest keys in non-decreasing order."""
        self.need(isinstance(ids, list) and all(_is_int(f) for f in ids), f"{where}: not a list of field ids")
        want = min(self.k, len(available))
        if len(ids) != want:
            self.bad(f"{where}: {len(ids)} lots, expected {want} (k={self.k}, {len(available)} fields to draw from)")
        if len(set(ids)) != len(ids):
            self.bad(f"{where}: a field is drawn twice in {ids}")
        outside = [f for f in ids if f not in available]
        if outside:
            self.bad(f"{where}: fields {outside} were not available (sold, or already a current lot)")
            return
        if self.order == "random" or not ids:
            return
        key = order_key(self.order, self.width, self.height, self.fields, self.neighbours, taken)
        keys = [key(f) for f in ids]
        if keys != sorted(keys):
            self.bad(f"{where}: lots {ids} are not in {self.order} order (keys {keys})")
        rest = [key(f) for f in available - set(ids)]
        if rest and max(keys) > min(rest):
            better = [f for f in available - set(ids) if key(f) < max(keys)]
            self.bad(f"{where}: lots {ids} skip fields {sorted(better)[:5]} with smaller {self.order} keys")

    def check_turns(self) -> None:
        turns = self.data["turns"]
        self.need(isinstance(turns, list), "turns must be a list")
        n, k = self.n, self.k
        owners: list[int | None] = [None] * self.m
        money = [self.start_money] * n
        bankrupt = [False] * n
        for t, turn in enumerate(turns, start=1):
            where = f"turn {t}"
            self.need(isinstance(turn, dict), f"{where}: not an object")
            for key in ("turn", "lots", "up_next", "bids", "sales", "standings", "final"):
                self.need(key in turn, f"{where}: missing key {key!r}")
            if turn["turn"] != t:
                self.bad(f"{where}: numbered {turn['turn']!r}")
            unsold = {i for i, o in enumerate(owners) if o is None}
            self.need(bool(unsold), f"{where}: the game was already over")
            lots = turn["lots"]
            # The lots of turn t were drawn from the fields unsold now (turn t-1's
            # lots were excluded then and are sold now); the fields owned now are
            # exactly the owned fields plus current lots at that draw.
            taken = set(range(self.m)) - unsold
            self.check_draw(f"{where} lots", lots, unsold, taken)
            self.need(len(set(lots)) == len(lots) and set(lots) <= unsold, f"{where}: cannot resolve these lots")
            if t > 1 and turns[t - 2].get("up_next") != lots:
                self.bad(f"{where}: lots {lots} differ from turn {t - 1}'s up_next {turns[t - 2].get('up_next')}")
            start_money = list(money)
            self.check_bids(where, turn["bids"], lots, start_money, bankrupt)
            bids = turn["bids"]
            sales = turn["sales"]
            self.need(
                isinstance(sales, list) and len(sales) == len(lots),
                f"{where}: {len(sales) if isinstance(sales, list) else '?'} sales for {len(lots)} lots",
            )
            bid_sum = [0] * n
            for j, (field, sale) in enumerate(zip(lots, sales, strict=False)):
                self.check_sale(f"{where} lot {j + 1}", field, sale, [row[j] for row in bids], money, bankrupt)
                for s in range(n):
                    bid_sum[s] += sale["effective_bids"][s]
                owners[field] = sale["winner"]
            unsold_after = {i for i, o in enumerate(owners) if o is None}
            last = not unsold_after
            self.check_standings(where, turn["standings"], owners, money, bid_sum, last)
            for s in range(n):
                money[s] = turn["standings"][s]["money"]
                if money[s] <= 0:
                    bankrupt[s] = True
            if turn["final"] is not last:
                self.bad(
                    f"{where}: final is {turn['final']!r}, but {'no' if last else len(unsold_after)} fields are unsold"
                )
            if last:
                if turn["up_next"] != []:
                    self.bad(f"{where}: the last turn announces up_next {turn['up_next']}")
                if t != len(turns):
                    self.bad(f"{where}: the game is over but {len(turns) - t} more turns are recorded")
                    return
                if t != math.ceil(self.m / k):
                    self.bad(f"the game took {t} turns; {self.m} fields at {k} a turn take {math.ceil(self.m / k)}")
            elif t == len(turns):
                # Unfinished record: the announced lots are the next draw.
                self.check_draw(f"{where} up_next", turn["up_next"], unsold_after, set(range(self.m)) - unsold_after)
        self.check_result(owners, money)

    def check_bids(self, where: str, bids: Any, lots: list[int], money: list[int], bankrupt: list[bool]) -> None:
        self.need(isinstance(bids, list) and len(bids) == self.n, f"{where}: bids must have one row per seat")
        for s, row in enumerate(bids):
            self.need(
                isinstance(row, list) and len(row) == len(lots),
                f"{where}: seat {s} must bid once per lot ({len(lots)} bids)",
            )
            for j, b in enumerate(row):
                self.need(_is_int(b), f"{where}: seat {s} lot {j + 1}: bid {b!r} is not a whole number")
                if b < 0:
                    self.bad(f"{where}: seat {s} lot {j + 1}: bid {b} is negative")
                if b > max(money[s], 0):
                    self.bad(f"{where}: seat {s} lot {j + 1}: bid {b} is more than the seat's money {money[s]}")

    def check_sale(
        self, where: str, field: int, sale: Any, bids: list[int], money: list[int], bankrupt: list[bool]
    ) -> None:
        n = self.n
        self.need(
            isinstance(sale, dict)
            and all(key in sale for key in ("field", "effective_bids", "winner", "price", "tie")),
            f"{where}: sale lacks keys",
        )
        if sale["field"] != field:
            self.bad(f"{where}: sale of field {sale['field']} but the lot is field {field}")
        # Before each lot every bid is lowered to the bidder's money now (0 when bankrupt).
        expected = [0 if bankrupt[s] else max(0, min(bids[s], money[s])) for s in range(n)]
        eff = sale["effective_bids"]
        if eff != expected:
            self.bad(f"{where}: effective bids {eff}, expected {expected} (bids {bids}, money {money})")
        winner = sale["winner"]
        self.need(_is_int(winner) and 0 <= winner < n, f"{where}: winner {winner!r} is not a seat")
        top = max(expected)
        if expected[winner] != top:
            self.bad(f"{where}: seat {winner} won with {expected[winner]} but the highest bid is {top}")
        tie = expected.count(top) > 1
        if sale["tie"] is not tie:
            self.bad(f"{where}: tie is {sale['tie']!r}, expected {tie} (effective bids {expected})")
        if self.auction_type == "first_price":
            price = expected[winner]
        else:
            price = sorted(expected, reverse=True)[1]
        if sale["price"] != price:
            self.bad(f"{where}: price {sale['price']}, expected {price} ({self.auction_type}, bids {expected})")
        money[winner] -= price

    def check_standings(
        self, where: str, standings: Any, owners: list[int | None], money: list[int], bid_sum: list[int], last: bool
    ) -> None:
        n = self.n
        self.need(isinstance(standings, list) and len(standings) == n, f"{where}: standings need one entry per seat")
        keys = ("seat", "money_before_payout", "largest_region", "fields", "bid_sum", "rank", "payout", "money")
        table = self.final_table if last else self.turn_table
        for s, st in enumerate(standings):
            self.need(isinstance(st, dict) and all(key in st for key in keys), f"{where}: standing {s} lacks keys")
            expect = {
                "seat": s,
                "money_before_payout": money[s],
                "largest_region": largest_region(owners, s, self.neighbours),
                "fields": sum(1 for o in owners if o == s),
                "bid_sum": bid_sum[s],
            }
            for key, value in expect.items():
                if st[key] != value:
                    self.bad(f"{where}: seat {s} {key} is {st[key]!r}, expected {value}")
        ranks = [st["rank"] for st in standings]
        self.need(sorted(ranks) == list(range(1, n + 1)), f"{where}: ranks {ranks} are not 1..{n}")

        # Larger region, more fields, higher bid sum, LESS money; the rest is random.
        def merit(s: int) -> tuple[int, int, int, int]:
            return (-expect_region[s], -expect_fields[s], -bid_sum[s], money[s])

        expect_region = [largest_region(owners, s, self.neighbours) for s in range(n)]
        expect_fields = [sum(1 for o in owners if o == s) for s in range(n)]
        by_rank = sorted(range(n), key=lambda s: ranks[s])
        for a, b in zip(by_rank, by_rank[1:], strict=False):
            if merit(a) > merit(b):
                self.bad(
                    f"{where}: seat {a} (rank {ranks[a]}, {merit(a)}) is ranked above seat {b} "
                    f"(rank {ranks[b]}, {merit(b)}) (keys: -region, -fields, -bid sum, money)"
                )
        for s, st in enumerate(standings):
            pay = table[st["rank"] - 1]
            if st["payout"] != pay:
                self.bad(
                    f"{where}: seat {s} at rank {st['rank']} got {st['payout']}, the "
                    f"{'final' if last else 'turn'} table pays {pay}"
                )
            if st["money"] != money[s] + pay:
                self.bad(f"{where}: seat {s} money {st['money']}, expected {money[s]} + {pay}")

    def check_result(self, owners: list[int | None], money: list[int]) -> None:
        over = all(o is not None for o in owners)
        result = self.data.get("result")
        if not over:
            if result is not None:
                self.bad("a result is recorded but the game is not over")
            return
        self.need(
            isinstance(result, dict) and "money" in result and "winners" in result,
            "the game is over but the record has no result (money, winners)",
        )
        if result["money"] != money:
            self.bad(f"result.money is {result['money']}, the turns give {money}")
        best = max(money)
        winners = [s for s, m in enumerate(money) if m == best]
        if result["winners"] != winners:
            self.bad(f"result.winners is {result['winners']}, expected {winners} (money {money})")


def check_record(data: dict) -> list[str]:
    """Every way ``data`` (a parsed game record) breaks the spec; [] if none."""
    return _Checker(data).run()
