"""An independent checker of Ley of the Land records, written from the spec
(shared/spec/leyland-rules.md, sections 3-6 and 9) alone: it imports nothing
of the engine. ``check(record)`` returns a list of problems ([] = valid).

It verifies what the spec's record section lists: the setup draws, bids
within money, the action order, each action's availability (exclusive
actions, legal placement with matching edges, centre first), completion cubes
(sections, diamonds, special bonus), Frolic/Sow eligibility, capacity and the
shortfall choice, Reap's section, Invest's last-seat rule, the discard, the
refill from the recorded stack, every seat's figures after each round, the
end condition, scores and tie-breaks.
"""

from __future__ import annotations

import random
from typing import Any

from checker_kit import need as expect
from checker_kit import problems

PATTERNS = ["GGGG"] * 4 + ["YYYY"] * 4 + ["GGGY"] * 7 + ["YYYG"] * 7 + ["GGYY"] * 7 + ["GYGY"] * 7
DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))


def colour(tile: int, rot: int, side: int) -> str:
    # unrotated c_i lands on side (i + r) mod 4
    return PATTERNS[tile][(side - rot) % 4]


def neighbour(x: int, y: int, side: int):
    nx, ny = x + DIRS[side][0], y + DIRS[side][1]
    return (nx, ny) if 0 <= nx < 3 and 0 <= ny < 3 else None


def fit_problem(board: dict, tile: int, x: int, y: int, rot: int) -> str | None:
    if not (0 <= x < 3 and 0 <= y < 3) or rot not in (0, 1, 2, 3) or (x, y) in board:
        return "bad space or rotation"
    if not board:
        return None if (x, y) == (1, 1) else "first tile not in the centre"
    touch = False
    for side in range(4):
        nb = neighbour(x, y, side)
        if nb is None or nb not in board:
            continue
        touch = True
        t2, r2 = board[nb]
        if colour(tile, rot, side) != colour(t2, r2, (side + 2) % 4):
            return "edge colours differ"
    return None if touch else "not adjacent"


def all_sections(board: dict) -> list[dict]:
    """Sections as dicts: id, colour, triangles (set), open, diamonds, special."""
    tri = {}
    for (x, y), (t, r) in board.items():
        for side in range(4):
            tri[(x, y, side)] = colour(t, r, side)
    seen = set()
    out = []
    for start in sorted(tri, key=lambda k: 4 * (3 * k[1] + k[0]) + k[2]):
        if start in seen:
            continue
        col = tri[start]
        group = {start}
        todo = [start]
        seen.add(start)
        while todo:
            x, y, s = todo.pop()
            links = [(x, y, (s + 1) % 4), (x, y, (s + 3) % 4)]
            nb = neighbour(x, y, s)
            if nb is not None and nb in board:
                links.append((nb[0], nb[1], (s + 2) % 4))
            for k in links:
                if k in tri and k not in seen and tri[k] == col:
                    seen.add(k)
                    group.add(k)
                    todo.append(k)
        opened = False
        facing = 0
        for x, y, s in group:
            nb = neighbour(x, y, s)
            if nb is None:
                continue
            if nb in board:
                facing += 1
            else:
                opened = True
        spaces = {(x, y) for x, y, _ in group}
        special = sum(1 for sp in spaces if (col == "G" and board[sp][0] < 4) or (col == "Y" and 4 <= board[sp][0] < 8))
        ids = [4 * (3 * y + x) + s for x, y, s in group]
        out.append(
            {
                "id": min(ids),
                "colour": col,
                "size": len(group),
                "open": opened,
                "diamonds": facing // 2,
                "special": special,
                "spaces": spaces,
            }
        )
    return out


def check(rec: Any) -> list[str]:
    return problems(_check, rec)


def _check(rec: Any) -> None:
    expect(rec["format"] == "leyland-record" and rec["version"] == 1, "format/version")
    players = rec["settings"]["players"]
    n = len(players)
    expect(2 <= n <= 4, "2-4 players")
    seed = rec["settings"]["seed"]
    expect(type(seed) is int, "seed")
    stack = list(range(36))
    random.Random(f"landrush:{seed}:leyland:stack").shuffle(stack)
    marker = random.Random(f"landrush:{seed}:leyland:first").randrange(n)
    setup = rec["setup"]
    expect(setup["stack"] == stack, "setup.stack is not the seed's shuffle")
    expect(setup["market"] == stack[:5], "setup.market")
    expect(setup["marker"] == marker, "setup.marker")
    market: list = stack[:5]
    pile = stack[5:]
    money = [10] * n
    faerie = [0] * n
    wheat = [0] * n
    boards: list[dict] = [{} for _ in range(n)]
    placed: list[dict] = [{} for _ in range(n)]  # section id -> [colour, cubes, capacity]
    over = False
    end = None
    for k, rnd in enumerate(rec["rounds"]):
        where = f"round {k + 1}"
        expect(not over, f"{where} after the end")
        expect(rnd["round"] == k + 1 and rnd["marker"] == marker, f"{where}: round number or marker")
        expect(all(slot is not None for slot in market), f"{where}: a round started with an empty slot")
        bids = rnd["bids"]
        expect(
            len(bids) == n and all(type(b) is int and 0 <= b <= money[s] for s, b in enumerate(bids)),
            f"{where}: bids out of range",
        )
        order = sorted(range(n), key=lambda s: (-bids[s], (s - marker) % n))
        expect(rnd["order"] == order, f"{where}: order")
        for s in range(n):
            money[s] -= bids[s]
        last = order[-1]
        taken: set = set()
        acquired = False
        expect(len(rnd["actions"]) == n, f"{where}: one action per seat")
        for seat, a in zip(order, rnd["actions"], strict=False):
            expect(a["seat"] == seat, f"{where}: action out of order")
            do = a["do"]
            if do in ("frolic", "sow", "reap", "invest"):
                expect(do not in taken, f"{where}: {do} taken twice")
                taken.add(do)
            if do == "acquire":
                expect(
                    list(a) == ["seat", "do", "slot", "tile", "at", "rotation", "completed"], f"{where}: acquire keys"
                )
                slot, tile = a["slot"], a["tile"]
                expect(1 <= slot <= 5 and market[slot - 1] == tile and tile is not None, f"{where}: slot/tile")
                board = boards[seat]
                expect(len(board) < 9, f"{where}: full board acquires")
                x, y = a["at"]
                expect(fit_problem(board, tile, x, y, a["rotation"]) is None, f"{where}: illegal placement")
                market[slot - 1] = None
                board[(x, y)] = (tile, a["rotation"])
                done = [s for s in all_sections(board) if not s["open"] and (x, y) in s["spaces"]]
                want = [
                    {
                        "section": s["id"],
                        "colour": s["colour"],
                        "triangles": s["size"],
                        "diamonds": s["diamonds"],
                        "special": s["special"],
                        "cubes": s["diamonds"] + s["special"],
                    }
                    for s in sorted(done, key=lambda s: s["id"])
                ]
                expect(a["completed"] == want, f"{where}: completed sections {a['completed']} != {want}")
                for s in done:
                    expect(s["id"] not in placed[seat], f"{where}: a section completed twice")
                    placed[seat][s["id"]] = [s["colour"], 0, s["diamonds"]]
                    if s["colour"] == "G":
                        faerie[seat] += s["diamonds"] + s["special"]
                    else:
                        wheat[seat] += s["diamonds"] + s["special"]
                acquired = True
            elif do in ("frolic", "sow"):
                col = "G" if do == "frolic" else "Y"
                reserve = faerie if do == "frolic" else wheat
                eligible = sorted(i for i, p in placed[seat].items() if p[0] == col and p[1] < p[2])
                chosen = a["sections"]
                expect(chosen == sorted(set(chosen)) and set(chosen) <= set(eligible), f"{where}: {do} sections")
                if reserve[seat] >= len(eligible):
                    expect(chosen == eligible, f"{where}: {do} must cover every eligible section")
                else:
                    expect(len(chosen) == reserve[seat], f"{where}: {do} shortfall choice size")
                for i in chosen:
                    placed[seat][i][1] += 1
                reserve[seat] -= len(chosen)
                if do == "frolic":
                    expect(
                        list(a) == ["seat", "do", "sections", "gained"] and a["gained"] == len(chosen),
                        f"{where}: frolic gain",
                    )
                    money[seat] += len(chosen)
                else:
                    expect(list(a) == ["seat", "do", "sections"], f"{where}: sow keys")
            elif do == "reap":
                with_wheat = [i for i, p in placed[seat].items() if p[0] == "Y" and p[1] > 0]
                if a["section"] is None:
                    expect(not with_wheat and a["gained"] == 0, f"{where}: reap must take a cube")
                else:
                    expect(a["section"] in with_wheat and a["gained"] == 3, f"{where}: reap section")
                    placed[seat][a["section"]][1] -= 1
                    money[seat] += 3
            elif do == "invest":
                want_gain = 2 * bids[seat] if seat == last else 0
                expect(a["gained"] == want_gain, f"{where}: invest gain")
                money[seat] += want_gain
            else:
                expect(a == {"seat": seat, "do": "pass"}, f"{where}: unknown action {a!r}")
        discarded = None
        if not acquired:
            discarded = market[0]
            market[0] = None
        expect(rnd["discarded"] == discarded, f"{where}: discarded")
        refill = []
        run_out = False
        for i in range(5):
            if market[i] is None:
                if pile:
                    market[i] = pile.pop(0)
                    refill.append([i + 1, market[i]])
                else:
                    run_out = True
        expect(rnd["refill"] == refill, f"{where}: refill")
        expect(rnd["market"] == market, f"{where}: market")
        expect(rnd["stack_left"] == len(pile), f"{where}: stack_left")
        for s in range(n):
            want_seat = {
                "money": money[s],
                "faerie": faerie[s],
                "wheat": wheat[s],
                "placed": [
                    {"section": i, "colour": p[0], "cubes": p[1], "capacity": p[2]}
                    for i, p in sorted(placed[s].items())
                ],
                "tiles": len(boards[s]),
            }
            expect(rnd["seats"][s] == want_seat, f"{where}: seat {s} figures")
        full = any(len(b) == 9 for b in boards)
        over = full or run_out
        end = "board_full" if full else "stock_out" if run_out else None
        expect(rnd["game_over"] == over, f"{where}: game_over")
        if not over:
            marker = (marker + 1) % n
    if not over:
        expect("result" not in rec, "a result before the end")
        return
    res = rec["result"]
    expect(res["end"] == end, "result.end")
    largest = [max((s["size"] for s in all_sections(b)), default=0) for b in boards]
    top = max(largest)
    k = largest.count(top)
    scores = []
    totals = []
    for s in range(n):
        cubes = faerie[s] + wheat[s] + sum(p[1] for p in placed[s].values())
        bonus = 12 // k if top > 0 and largest[s] == top else 0
        totals.append(money[s] + cubes + bonus)
        scores.append(
            {"seat": s, "money": money[s], "cubes": cubes, "largest": largest[s], "bonus": bonus, "total": totals[-1]}
        )
    expect(res["scores"] == scores, "result.scores")
    w = [s for s in range(n) if totals[s] == max(totals)]
    tiebreak = None
    if len(w) > 1:
        tiebreak = "shared"
        for name, vals in (("largest", largest), ("faerie", faerie), ("wheat", wheat), ("money", money)):
            best = max(vals[s] for s in w)
            w = [s for s in w if vals[s] == best]
            if len(w) == 1:
                tiebreak = name
                break
    expect(res["winners"] == w and res["tiebreak"] == tiebreak, "result.winners / tiebreak")
