"""An independent checker of Circuit game records, written from
shared/spec/circuit-rules.md alone: it imports nothing of the engine.

``check(data)`` returns a list of problems (empty: the record is right). It
follows the spec's section 9: every roll's move with wrap-around, the landing
effect against the board table and the current owners, the rent (Fleet and
Labor Camp counts, dice sum), partial payment and elimination, the release of
an eliminated seat's plots, the turn order skipping eliminated seats, money
after every turn, the end at the first moment it holds (no turn after it),
the round-limit count and the winners. It also re-derives the setup and the
dice from the named streams (section 4, 5.1).
"""

from __future__ import annotations

import random
from typing import Any

from checker_kit import need as _need
from checker_kit import problems

# number: (name, type, price, rent-or-tax); type R T F L X (spec 3.1)
BOARD = {
    1: ("Harbour Refuge", "R", 0, 0),
    2: ("Salt Marsh", "T", 1000, 600),
    3: ("Birch Hollow", "T", 1200, 700),
    4: ("Northern Fleet", "F", 2500, 0),
    5: ("Flint Ridge", "T", 1400, 800),
    6: ("Toll Gate", "X", 0, 4000),
    7: ("Amber Coast", "T", 1600, 1000),
    8: ("Upland Refuge", "R", 0, 0),
    9: ("Iron Vale", "T", 1800, 1100),
    10: ("Quarry Camp", "L", 2000, 0),
    11: ("Eastern Fleet", "F", 2500, 0),
    12: ("Copper Downs", "T", 2200, 1300),
    13: ("Silver Fjord", "T", 2400, 1400),
    14: ("Gold Steppe", "T", 2600, 1600),
    15: ("Forest Refuge", "R", 0, 0),
    16: ("Ivory Heath", "T", 2800, 1700),
    17: ("Timber Camp", "L", 2000, 0),
    18: ("Southern Fleet", "F", 2500, 0),
    19: ("Crown Heights", "T", 3200, 1900),
    20: ("War Tax", "X", 0, 8000),
    21: ("Imperial Reach", "T", 3600, 2200),
}
BASE_COLOURS = ["red", "blue", "green", "yellow", "magenta", "cyan"]
START = 30000
TOP_KEYS = ["format", "version", "settings", "setup", "turns"]
TURN_KEYS = ["turn", "seat", "dice", "from", "to", "effect", "eliminated", "released", "money"]
EFFECT_KEYS = {
    "rent": ["kind", "space", "owner", "due", "paid"],
    "own": ["kind", "space"],
    "refuge": ["kind", "space"],
    "tax": ["kind", "space", "due", "paid"],
}


def _stream(seed: int, *purpose: object) -> random.Random:
    return random.Random(":".join(["landrush", str(seed), "circuit", *map(str, purpose)]))


def _is_int(v: Any) -> bool:
    return type(v) is int


def check(data: Any) -> list[str]:
    return problems(_check, data)


def _rent(space: int, owners: dict[int, int], dice_sum: int) -> int:
    kind = BOARD[space][1]
    o = owners[space]
    if kind == "T":
        return BOARD[space][3]
    if kind == "F":
        count = sum(1 for s in (4, 11, 18) if owners.get(s) == o)
        return {1: 1000, 2: 2000, 3: 4000}[count]
    count = sum(1 for s in (10, 17) if owners.get(s) == o)
    return dice_sum * {1: 150, 2: 400}[count]


def _check(rec: Any) -> None:
    _need(isinstance(rec, dict), "the record is not an object")
    keys = list(rec)
    _need(keys in (TOP_KEYS, TOP_KEYS + ["result"]), f"top-level keys {keys}")
    _need(rec["format"] == "circuit-record" and rec["version"] == 1, "format/version")
    st = rec["settings"]
    _need(
        list(st)[:1] == ["players"] and [k for k in st if k != "players"] == ["purchase", "round_limit", "seed"],
        f"settings keys {list(st)}",
    )
    players = st["players"]
    _need(isinstance(players, list) and 2 <= len(players) <= 6, "2 to 6 players")
    for p in players:
        _need(
            isinstance(p, dict) and isinstance(p.get("name"), str) and p.get("kind") in ("human", "ai"), f"player {p!r}"
        )
    n = len(players)
    purchase = st["purchase"]
    _need(purchase in ("forced", "optional"), f"purchase {purchase!r}")
    limit = st["round_limit"]
    _need(limit is None or (_is_int(limit) and 10 <= limit <= 200), f"round limit {limit!r}")
    seed = st["seed"]
    _need(_is_int(seed), "seed")
    # setup (spec 4)
    colours = list(BASE_COLOURS)
    _stream(seed, "colours").shuffle(colours)
    first = _stream(seed, "first").randrange(n)
    setup = rec["setup"]
    _need(list(setup) == ["colours", "first", "money"], f"setup keys {list(setup)}")
    _need(setup["colours"] == colours[:n], f"colours {setup['colours']} should be {colours[:n]}")
    _need(setup["first"] == first, f"first seat {setup['first']} should be {first}")
    _need(setup["money"] == START, "start money")
    money = [START] * n
    pos = [1] * n
    owners: dict[int, int] = {}
    out: list[int] = []
    taken = [0] * n
    seat_next = first
    end: str | None = None
    turns = rec["turns"]
    _need(isinstance(turns, list), "turns is not a list")
    for i, t in enumerate(turns, 1):
        where = f"turn {i}"
        _need(end is None, f"{where}: a turn after the end of the game")
        _need(isinstance(t, dict) and list(t) == TURN_KEYS, f"{where}: keys {list(t) if isinstance(t, dict) else t}")
        _need(t["turn"] == i, f"{where}: numbered {t['turn']}")
        p = t["seat"]
        _need(p == seat_next, f"{where}: seat {p} plays, seat {seat_next} should")
        d = t["dice"]
        _need(isinstance(d, list) and len(d) == 2 and all(_is_int(x) and 1 <= x <= 6 for x in d), f"{where}: dice {d}")
        rng = _stream(seed, "dice", i)
        drawn = [rng.randint(1, 6), rng.randint(1, 6)]
        _need(d == drawn, f"{where}: dice {d}, the stream rolls {drawn}")
        s = d[0] + d[1]
        _need(t["from"] == pos[p], f"{where}: from {t['from']}, the token is on {pos[p]}")
        b = (pos[p] - 1 + s) % 21 + 1
        _need(t["to"] == b, f"{where}: to {t['to']}, {pos[p]} + {s} is {b}")
        pos[p] = b
        e = t["effect"]
        _need(isinstance(e, dict), f"{where}: effect")
        name, kind, price, amount = BOARD[b]
        due, receiver, paid = 0, None, 0
        if kind in "TFL" and b not in owners:
            bought = e.get("bought")
            want_keys = ["kind", "space", "price", "bought"] + ([] if bought is True else ["why"])
            _need(
                list(e) == want_keys and e["kind"] == "buy" and e["space"] == b and e["price"] == price,
                f"{where}: {name} is an unowned plot for {price}, effect {e}",
            )
            _need(bought in (True, False), f"{where}: bought {bought!r}")
            if money[p] < price:
                _need(bought is False and e["why"] == "cannot_afford", f"{where}: {money[p]} cannot buy for {price}")
            elif purchase == "forced":
                _need(bought is True, f"{where}: forced purchase with {money[p]} >= {price} must buy")
            else:
                _need(bought is True or e["why"] == "declined", f"{where}: why must be declined")
            if bought:
                money[p] -= price
                owners[b] = p
        elif kind in "TFL" and owners[b] == p:
            _need(e == {"kind": "own", "space": b} and list(e) == EFFECT_KEYS["own"], f"{where}: own plot, {e}")
        elif kind in "TFL":
            due, receiver = _rent(b, owners, s), owners[b]
            _need(
                list(e) == EFFECT_KEYS["rent"]
                and e["kind"] == "rent"
                and e["space"] == b
                and e["owner"] == receiver
                and e["due"] == due,
                f"{where}: rent {due} to {receiver}, {e}",
            )
        elif kind == "X":
            due = amount
            _need(
                list(e) == EFFECT_KEYS["tax"] and e["kind"] == "tax" and e["space"] == b and e["due"] == due,
                f"{where}: tax {due}, {e}",
            )
        else:
            _need(e == {"kind": "refuge", "space": b} and list(e) == EFFECT_KEYS["refuge"], f"{where}: refuge, {e}")
        eliminated = False
        if due:
            paid = min(due, money[p])
            _need(e["paid"] == paid, f"{where}: paid {e['paid']}, should be {paid}")
            eliminated = paid < due
            money[p] -= paid
            if receiver is not None:
                money[receiver] += paid
        _need(t["eliminated"] is eliminated, f"{where}: eliminated {t['eliminated']}, should be {eliminated}")
        released: list[int] = []
        if eliminated:
            released = sorted(sp for sp, o in owners.items() if o == p)
            for sp in released:
                del owners[sp]
            out.append(p)
            money[p] = 0
            pos[p] = 0
        _need(t["released"] == released, f"{where}: released {t['released']}, should be {released}")
        _need(t["money"] == money, f"{where}: money {t['money']}, should be {money}")
        taken[p] += 1
        left = [q for q in range(n) if q not in out]
        if len(left) == 1:
            end = "last_standing"
        elif limit is not None and all(taken[q] >= limit for q in left):
            end = "round_limit"
        else:
            seat_next = next((p + k) % n for k in range(1, n + 1) if (p + k) % n not in out)
    if end is None:
        _need("result" not in rec, "a result while the game is not over")
        return
    _need("result" in rec, f"the game ended ({end}) but there is no result")
    r = rec["result"]
    left = [q for q in range(n) if q not in out]
    if end == "last_standing":
        want = {"end": end, "winners": left, "eliminated": out}
        _need(list(r) == ["end", "winners", "eliminated"], f"result keys {list(r)}")
    else:
        worth = [
            0 if q in out else money[q] + sum(BOARD[sp][2] for sp, o in owners.items() if o == q) for q in range(n)
        ]
        best = max((worth[q], money[q]) for q in left)
        want = {
            "end": end,
            "winners": [q for q in left if (worth[q], money[q]) == best],
            "eliminated": out,
            "net_worth": worth,
        }
        _need(list(r) == ["end", "winners", "eliminated", "net_worth"], f"result keys {list(r)}")
    _need(r == want, f"result {r}, should be {want}")
