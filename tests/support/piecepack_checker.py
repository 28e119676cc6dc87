"""An independent checker of piecepack game records, written from the spec
(shared/spec/piecepack-rules.md, sections 4-6 and 9) alone: it imports
nothing of the engine. ``problems(data)`` lists what is wrong with a record
(empty: the record is good)."""

from __future__ import annotations

import random
from typing import Any

import checker_kit
from checker_kit import need as _need

W, H = 8, 12
SZ = ("S", "M", "L")


def _coin(seed: int, t: int) -> int:
    return random.Random(f"landrush:{seed}:piecepack:coin:{t}").randrange(24)


def _sides(x: int, y: int) -> list[tuple[int, int]]:
    return [(a, b) for a, b in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if 0 <= a < W and 0 <= b < H]


def _tile(k: int) -> list[tuple[int, int]]:
    c, r = k % 4, k // 4
    return [(2 * c, 2 * r), (2 * c + 1, 2 * r), (2 * c, 2 * r + 1), (2 * c + 1, 2 * r + 1)]


def _groups(board: dict[tuple[int, int], tuple[int, str]]) -> list[tuple[int, list[tuple[int, int]]]]:
    """Tracts as (owner, squares in (y, x) order), by first square."""
    seen: set[tuple[int, int]] = set()
    out = []
    for sq in sorted(board, key=lambda s: (s[1], s[0])):
        if sq in seen:
            continue
        owner = board[sq][0]
        todo, group = [sq], []
        seen.add(sq)
        while todo:
            cur = todo.pop()
            group.append(cur)
            for nb in _sides(*cur):
                if nb in board and nb not in seen and board[nb][0] == owner:
                    seen.add(nb)
                    todo.append(nb)
        out.append((owner, sorted(group, key=lambda s: (s[1], s[0]))))
    return out


def _judge(
    board: dict, stash: list[int], seat: int, sq: tuple[int, int], size: str, groups: list | None = None
) -> tuple[bool, list]:
    """(legal, taken tracts as (owner, squares)) for placing ``size`` on ``sq``."""
    if sq in board or stash[SZ.index(size)] == 0:
        return False, []
    groups = groups if groups is not None else _groups(board)
    where = {s: k for k, (_, g) in enumerate(groups) for s in g}
    touching = {where[nb] for nb in _sides(*sq) if nb in where}
    mine = [k for k in touching if groups[k][0] == seat]
    rivals = [k for k in touching if groups[k][0] != seat]
    if not rivals:
        return True, []
    t_len = 1 + sum(len(groups[k][1]) for k in mine)
    if any(t_len <= len(groups[k][1]) for k in rivals):
        return False, []
    left = list(stash)
    left[SZ.index(size)] -= 1
    for k in rivals:
        for s in groups[k][1]:
            left[SZ.index(board[s][1])] -= 1
    if min(left) < 0:
        return False, []
    taken = sorted(((groups[k][0], groups[k][1]) for k in rivals), key=lambda g: (g[0], g[1][0][1], g[1][0][0]))
    return True, taken


def _can_play(board: dict, stash: list[int], seat: int, tile: int, groups: list | None = None) -> bool:
    groups = groups if groups is not None else _groups(board)
    return any(_judge(board, stash, seat, sq, s, groups)[0] for sq in _tile(tile) for s in SZ)


def _score(board: dict, stash: list[int], seat: int) -> dict[str, Any]:
    tracts = [g for o, g in _groups(board) if o == seat]
    pure = pyr = 0
    listed = []
    scoring_count = 0
    for g in tracts:
        sizes = [board[s][1] for s in g]
        largest = "L" if "L" in sizes else "M" if "M" in sizes else "S"
        ok = len(g) >= {"L": 4, "M": 3, "S": 2}[largest]
        if ok:
            scoring_count += 1
            pyr += sum({"S": 1, "M": 2, "L": 3}[s] for s in sizes)
            if len(set(sizes)) == 1:
                pure += {"S": 1, "M": 3, "L": 4}[largest]
        listed.append({"squares": [[x, y] for x, y in g], "length": len(g), "largest": largest, "scoring": ok})
    empty = 5 if sum(stash) == 0 else 0
    single = 5 if len(tracts) == 1 and scoring_count == 1 else 0
    return {
        "seat": seat,
        "stash_empty": empty,
        "single_tract": single,
        "pure_tracts": pure,
        "pyramids": pyr,
        "total": empty + single + pure + pyr,
        "tracts": listed,
    }


def _invariant(board: dict) -> None:
    for (x, y), (seat, _) in board.items():
        for nb in _sides(x, y):
            _need(nb not in board or board[nb][0] == seat, f"pyramids of two seats side by side at {(x, y)} {nb}")


def check(data: Any) -> None:
    """Raise Bad with the first problem found."""
    _need(isinstance(data, dict), "not an object")
    _need(data.get("format") == "piecepack-record" and data.get("version") == 1, "format/version")
    s = data.get("settings")
    _need(isinstance(s, dict) and isinstance(s.get("players"), list) and type(s.get("seed")) is int, "settings")
    n, seed = len(s["players"]), s["seed"]
    _need(2 <= n <= 5, "2-5 players")
    k = 5 if n <= 3 else 4
    _need(data.get("stash_start") == {"S": k, "M": k, "L": k}, "stash_start")
    stashes = [[k, k, k] for _ in range(n)]
    board: dict[tuple[int, int], tuple[int, str]] = {}
    setup = data.get("setup")
    _need(isinstance(setup, dict), "setup")
    first = random.Random(f"landrush:{seed}:piecepack:first").randrange(n)
    _need(setup.get("first") == first, "first seat")
    openings = setup.get("openings")
    _need(isinstance(openings, list) and len(openings) <= n, "openings")
    for i, o in enumerate(openings):
        _need(o.get("seat") == (first + i) % n, f"opening {i} seat")
        x, y = o["square"]
        _need(0 <= x < W and 0 <= y < H and (x, y) not in board, f"opening {i} square")
        around = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
        _need(not any(a in board for a in around), f"opening {i} touches a pyramid (corners count)")
        board[(x, y)] = (o["seat"], "M")
        stashes[o["seat"]][1] -= 1
    turns = data.get("turns")
    _need(isinstance(turns, list), "turns")
    _need(not turns or len(openings) == n, "turns before the openings are done")
    end = None
    for i, t in enumerate(turns):
        _need(end is None, f"turn {i + 1} after the end")
        num = i + 1
        seat = (first + i) % n
        _need(list(t) == ["turn", "seat", "coin", "play", "no_play", "stashes"], f"turn {num} keys")
        _need(t["turn"] == num and t["seat"] == seat, f"turn {num} number/seat")
        coin = _coin(seed, num)
        _need(t["coin"] == coin, f"turn {num} coin {t['coin']} is not {coin}")
        play = t["play"]
        if play is None:
            _need(not _can_play(board, stashes[seat], seat, coin), f"turn {num}: no play although one was legal")
            full = all(sq in board for sq in _tile(coin))
            _need(t["no_play"] == ("tile_full" if full else "blocked"), f"turn {num}: wrong no-play reason")
        else:
            _need(t["no_play"] is None, f"turn {num}: play and no_play")
            sq = tuple(play["square"])
            size = play["size"]
            _need(sq in [tuple(q) for q in _tile(coin)], f"turn {num}: square not on the drawn tile")
            _need(size in SZ, f"turn {num}: size")
            ok, taken = _judge(board, stashes[seat], seat, sq, size)  # type: ignore[arg-type]
            _need(ok, f"turn {num}: illegal play {sq} {size}")
            want = [{"owner": o, "squares": [[x, y] for x, y in g]} for o, g in taken]
            _need(play["takeovers"] == want, f"turn {num}: takeovers {play['takeovers']} are not {want}")
            board[sq] = (seat, size)  # type: ignore[index]
            stashes[seat][SZ.index(size)] -= 1
            for owner, g in taken:
                for q in g:
                    z = SZ.index(board[q][1])
                    stashes[owner][z] += 1
                    stashes[seat][z] -= 1
                    board[q] = (seat, board[q][1])
        _invariant(board)
        want_st = [{"S": a, "M": b, "L": c} for a, b, c in stashes]
        _need(t["stashes"] == want_st, f"turn {num}: stashes {t['stashes']} are not {want_st}")
        if sum(stashes[seat]) == 0:
            end = "stash_empty"
        elif not any(
            sum(stashes[p]) and _can_play(board, stashes[p], p, tile, groups)
            for groups in [_groups(board)]
            for p in range(n)
            for tile in range(24)
        ):
            end = "no_plays_left"
    _need(data.get("end") == end, f"end {data.get('end')!r} is not {end!r}")
    if end is None:
        _need("result" not in data, "a result before the end")
        return
    scores = [_score(board, stashes[p], p) for p in range(n)]
    best = max(sc["total"] for sc in scores)
    want_result = {"scores": scores, "winners": [p for p in range(n) if scores[p]["total"] == best]}
    _need(data.get("result") == want_result, "result differs")


def problems(data: Any) -> list[str]:
    return checker_kit.problems(check, data)
