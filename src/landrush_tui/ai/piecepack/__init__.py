"""Bots for Landrush for piecepack. A bot takes a ``PiecepackView`` and answers
``view.what``: a square ``(x, y)`` to ``"opening"``, ``((x, y), size)`` to
``"play"`` (``"pass"`` is answered by the rules without asking). Randomness
comes from ``view.rng`` only, so games replay exactly; nobody sees the seed,
so nobody knows the coming coins.

- ``easy`` (Pebble Pam): a beginner's greed: her biggest pyramid first, on a
  square beside her own pyramids when she can (seven times in ten), else anywhere.
- ``medium`` (Steady Stan): the spec's heuristic: provisional score minus the
  best rival's, tracts with room to grow (tiles whose coin would extend them),
  larges only on long tracts, minus take-over threats, plus take-over chances.
- ``hard`` (Seer Sela): Stan's best few plays, each played out to the end of
  the game in the same random futures (random coins, each rival by a style
  learned from its plays in this game, never from who it is), the one that
  wins most often for her.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Sequence

from ...rules.piecepack import game
from ...rules.piecepack.game import ADJ, AROUND, SIZES, SQUARES, Piece, Stash
from ...rules.piecepack.view import PiecepackView
from ..strength import three_strengths

Bot = Callable[[PiecepackView], Any]
Board = list[Piece | None]
MIN_LEN = {"S": 2, "M": 3, "L": 4}
PTS = {"S": 1, "M": 2, "L": 3}
PURE = {"S": 1, "M": 3, "L": 4}
SIZE_AT = {s: k for k, s in enumerate(SIZES)}
TILE_IDX = [[sq[1] * 8 + sq[0] for sq in game.tile_squares(t)] for t in range(24)]  # squares of a tile


# --- fast tracts on plain lists ---------------------------------------------------------

# Per square its tract number (-1 if empty), the tracts' squares, their owners.
Tracts = tuple[list[int], list[list[int]], list[int]]


def tracts(board: Sequence[Piece | None]) -> Tracts:
    """Per square its tract number (-1 if empty), the tracts' squares, their owners."""
    ids = [-1] * SQUARES
    groups: list[list[int]] = []
    owners: list[int] = []
    for start in range(SQUARES):
        p = board[start]
        if p is None or ids[start] >= 0:
            continue
        k = len(groups)
        owner = p[0]
        ids[start] = k
        group, todo = [start], [start]
        while todo:
            for j in ADJ[todo.pop()]:
                q = board[j]
                if q is not None and ids[j] < 0 and q[0] == owner:
                    ids[j] = k
                    group.append(j)
                    todo.append(j)
        groups.append(group)
        owners.append(owner)
    return ids, groups, owners


def _sizes(board: Sequence[Piece | None], group: list[int]) -> list[str]:
    """The sizes of a tract's pyramids (every square of a tract holds one)."""
    out = []
    for j in group:
        p = board[j]
        assert p is not None, "a tract square is empty"
        out.append(p[1])
    return out


def _points(board: Sequence[Piece | None], group: list[int]) -> int:
    """A tract's pips: what its pyramids score."""
    return sum(PTS[s] for s in _sizes(board, group))


def totals(board: Sequence[Piece | None], stashes: Sequence[Stash], tr: Tracts | None = None) -> list[int]:
    """Every seat's score as if the game ended now (section 6)."""
    ids, groups, owners = tr if tr is not None else tracts(board)
    n = len(stashes)
    pts = [5 if sum(stashes[s]) == 0 else 0 for s in range(n)]
    count = [0] * n
    scoring_one = [False] * n
    for g, o in zip(groups, owners, strict=False):
        sizes = _sizes(board, g)
        big = "L" if "L" in sizes else ("M" if "M" in sizes else "S")
        count[o] += 1
        if len(g) >= MIN_LEN[big]:
            pts[o] += sum(PTS[s] for s in sizes)
            if all(s == sizes[0] for s in sizes):
                pts[o] += PURE[big]
            scoring_one[o] = True
        else:
            scoring_one[o] = False
    for s in range(n):
        if count[s] == 1 and scoring_one[s]:
            pts[s] += 5
    return pts


def square_play(
    board: Sequence[Piece | None], stash: Sequence[int], seat: int, i: int, tr: Tracts
) -> tuple[int, list[int], list[int]] | None:
    """The rule of 5.2 for one empty square, on plain lists: (the length of my tract
    through it, the rival tracts it takes, the size indices I may play there), or None
    where the square touches a rival and no take-over is possible."""
    ids, groups, owners = tr
    mine, theirs = game.beside(ids, owners, seat, i)
    length = 1
    for t in mine:  # plain loops: this runs in every play-out turn
        length += len(groups[t])
    if not theirs:
        return length, [], [k for k in range(3) if stash[k]]
    if not mine:
        return None
    need = [0, 0, 0]
    for t in theirs:
        g = groups[t]
        if length <= len(g):
            return None
        for s in _sizes(board, g):
            need[SIZE_AT[s]] += 1
    return (
        length,
        sorted(theirs),
        [k for k in range(3) if stash[k] and all(stash[z] - (z == k) >= need[z] for z in range(3))],
    )


def plays(
    board: Sequence[Piece | None], stash: Stash, seat: int, tile: int, tr: Tracts | None = None
) -> list[tuple[int, str, list[int]]]:
    """Legal plays on a tile as (square index, size, taken tract numbers)."""
    tr = tr if tr is not None else tracts(board)
    out: list[tuple[int, str, list[int]]] = []
    for i in TILE_IDX[tile]:
        if board[i] is not None:
            continue
        found = square_play(board, stash, seat, i, tr)
        if found is not None:
            _, taken, sizes = found
            out.extend((i, SIZES[k], taken) for k in sizes)
    return out


def play_on(
    board: Board,
    stashes: list[list[int]],
    seat: int,
    move: tuple[int, str, list[int]],
    groups: list[list[int]],
    owners: list[int],
) -> None:
    """Make a play in place (lists)."""
    i, size, taken = move
    board[i] = (seat, size)
    stashes[seat][SIZES.index(size)] -= 1
    for t in taken:
        for j in groups[t]:
            p = board[j]
            assert p is not None
            k = SIZES.index(p[1])
            stashes[owners[t]][k] += 1
            stashes[seat][k] -= 1
            board[j] = (seat, p[1])


# --- easy -------------------------------------------------------------------------------


def easy(view: PiecepackView) -> Any:
    """Pam, a beginner: "larges score most", so she plays her biggest pyramid, on a square
    beside her own pyramids seven times in ten when the tile has one, else anywhere legal."""
    rng = view.rng
    if view.what == game.OPENING:
        return rng.choice(view.opening_squares())
    legal = view.legal_plays()
    top = max(game.PIPS[p.size] for p in legal)
    legal = [p for p in legal if game.PIPS[p.size] == top]
    own = [
        p
        for p in legal
        if any(
            view.board[j] is not None and view.board[j][0] == view.seat  # type: ignore[index]
            for j in ADJ[game.index(p.square)]
        )
    ]
    pick = rng.choice(own if own and rng.random() < 0.7 else legal)
    return (pick.square, pick.size)


# --- medium: the spec's heuristic ---------------------------------------------------------


def threat(board: Sequence[Piece | None], stashes: Sequence[Stash], me: int, tr: Tracts) -> float:
    """The points my tracts could lose to a take-over on the next draws: every
    empty square a rival could take my tract from (1 in 24 per rival turn)."""
    ids, groups, owners = tr
    lost = 0.0
    seen: set[tuple[int, int]] = set()
    for i in range(SQUARES):
        if board[i] is not None:
            continue
        near = [ids[j] for j in ADJ[i] if ids[j] >= 0]
        if not near or all(owners[t] != me for t in near):
            continue
        for rival in {owners[t] for t in near if owners[t] != me}:
            length = 1 + sum(len(groups[t]) for t in set(near) if owners[t] == rival)
            mine = {t for t in near if owners[t] != rival}
            if all(length > len(groups[t]) for t in mine):
                for t in mine:
                    if owners[t] == me and (rival, t) not in seen:
                        seen.add((rival, t))
                        lost += _points(board, groups[t]) + len(groups[t])
    return lost / 24.0


# Stan's weights (tuned by tournaments against Pam, see bench/bench_piecepack.py)
W_LONG, W_SPLIT, W_PROMISE, W_THREAT, W_BIG_SHORT, W_SMALL_LONG = 0.6, 0.8, 0.0, 1.5, 3.0, 0.6
W_FRONT = 4.0
W_OPP = 1.5
W_RACE = 0.0  # per pyramid my stash holds fewer than the rivals' (mean)
W_MOB = 0.0  # per tile I can play on (a plain square) more than the rivals (mean)
TILE_AT = [game.tile_of(game.square_of(i)) for i in range(SQUARES)]


def frontier(board: Sequence[Piece | None], group: list[int], me: int) -> int:
    """How many tiles hold an empty square beside this tract that no rival touches:
    the coins that would let it grow by a plain play."""
    tiles = set()
    for i in group:
        for j in ADJ[i]:
            if board[j] is None and all(board[k] is None or board[k][0] == me for k in ADJ[j]):  # type: ignore[index]
                tiles.add(TILE_AT[j])
    return len(tiles)


def mobility(board: Sequence[Piece | None], n: int, tr: Tracts) -> list[int]:
    """Per seat, how many tiles hold an empty square it could play plainly (no rival
    pyramid beside it): the coins that do not leave the seat without a play."""
    ids, groups, owners = tr
    tiles: list[set[int]] = [set() for _ in range(n)]
    for i in range(SQUARES):
        if board[i] is not None:
            continue
        near = {owners[ids[j]] for j in ADJ[i] if ids[j] >= 0}
        if not near:
            for s in range(n):
                tiles[s].add(TILE_AT[i])
        elif len(near) == 1:
            tiles[next(iter(near))].add(TILE_AT[i])
    return [len(t) for t in tiles]


def opportunity(board: Sequence[Piece | None], me: int, tr: Tracts) -> float:
    """The points I could take over on a coming draw: every empty square beside my
    tract where my tract through it would be longer than every rival tract it touches."""
    ids, groups, owners = tr
    gain = 0.0
    for i in range(SQUARES):
        if board[i] is not None:
            continue
        near = {ids[j] for j in ADJ[i] if ids[j] >= 0}
        mine = [t for t in near if owners[t] == me]
        theirs = [t for t in near if owners[t] != me]
        if not mine or not theirs:
            continue
        length = 1 + sum(len(groups[t]) for t in mine)
        if all(length > len(groups[t]) for t in theirs):
            gain += sum(_points(board, groups[t]) + len(groups[t]) for t in theirs)
    return gain / 24.0


def evaluate(board: Sequence[Piece | None], stashes: Sequence[Stash], me: int, ending: bool = False) -> float:
    """My provisional score minus the best rival's, plus the promise of my
    longest tract, minus threats."""
    tr = tracts(board)
    pts = totals(board, stashes, tr)
    best_rival = max(p for s, p in enumerate(pts) if s != me)
    value = float(pts[me] - best_rival)
    if ending:
        return value
    ids, groups, owners = tr
    mine = [g for g, o in zip(groups, owners, strict=False) if o == me]
    if mine:
        longest = max(len(g) for g in mine)
        value += W_LONG * longest - W_SPLIT * (len(mine) - 1)
        if W_FRONT:
            value += W_FRONT * sum(len(g) * frontier(board, g, me) for g in mine) / 24.0
    # unscored pips still count for something: they will score when the tract grows
    for g, o in zip(groups, owners, strict=False):
        sizes = _sizes(board, g)
        big = "L" if "L" in sizes else ("M" if "M" in sizes else "S")
        if len(g) < MIN_LEN[big]:
            promise = W_PROMISE * sum(PTS[s] for s in sizes) * len(g) / MIN_LEN[big]
            value += promise if o == me else -promise / max(1, len(stashes) - 1)
    value -= W_THREAT * threat(board, stashes, me, tr)
    n = len(stashes)
    if W_RACE:
        value += W_RACE * (sum(sum(stashes[s]) for s in range(n) if s != me) / (n - 1) - sum(stashes[me]))
    if W_MOB:
        mob = mobility(board, n, tr)
        value += W_MOB * (mob[me] - sum(mob[s] for s in range(n) if s != me) / (n - 1))
    if W_OPP:
        value += W_OPP * opportunity(board, me, tr)
    return value


def _after(view: PiecepackView, move: tuple[int, str, list[int]], tr: Tracts) -> tuple[Board, list[Stash]]:
    board = list(view.board)
    stashes = [list(s) for s in view.stashes]
    play_on(board, stashes, view.seat, move, tr[1], tr[2])
    return board, [(a, b, c) for a, b, c in stashes]


def _opening(view: PiecepackView) -> game.Square:
    """Far from the rivals and from the edge: the most empty squares within reach."""
    squares = view.opening_squares()
    board = view.board
    taken = [i for i in range(SQUARES) if board[i] is not None]

    def room(sq: game.Square) -> float:
        x, y = sq
        d = min((abs(x - j % 8) + abs(y - j // 8) for j in taken), default=12)
        edge = min(x, 7 - x, y, 11 - y)
        return min(d, 6) + 0.5 * min(edge, 2) + view.rng.random() * 0.1

    return max(squares, key=room)


def ranked(view: PiecepackView) -> list[tuple[float, tuple[int, str, list[int]]]]:
    """Every legal play with Stan's value, best first (ties keep the board order)."""
    assert view.coin is not None
    tr = tracts(view.board)
    me = view.seat
    moves = plays(view.board, view.stashes[me], me, view.coin, tr)
    out = []
    my_pts = totals(view.board, view.stashes, tr)
    ahead = my_pts[me] >= max(p for s, p in enumerate(my_pts) if s != me)
    for move in moves:
        board, stashes = _after(view, move, tr)
        ending = sum(stashes[me]) == 0
        v = evaluate(board, stashes, me, ending)
        if ending:
            v += 3.0 if ahead else -3.0
        # sizes: larges where the tract is already long, small pieces while it is short
        i, size, _ = move
        t2 = tracts(board)
        length = len(t2[1][t2[0][i]])
        if size == "L" and length < 3:
            v -= W_BIG_SHORT
        elif size == "S" and length >= 4:
            v -= W_SMALL_LONG
        out.append((v, move))
    out.sort(key=lambda vm: -vm[0])
    return out


def _answer(move: tuple[int, str, list[int]]) -> tuple[game.Square, str]:
    return (game.square_of(move[0]), move[1])


def shortlist(view: PiecepackView, cap: int) -> tuple[Any, list[tuple[float, tuple[int, str, list[int]]]]]:
    """The answer when there is nothing to weigh (the opening square, or the one legal
    play) and no plays; else None and Stan's best ``cap`` plays, best first."""
    if view.what == game.OPENING:
        return _opening(view), []
    options = ranked(view)
    if len(options) == 1:
        return _answer(options[0][1]), []
    return None, options[:cap]


def medium(view: PiecepackView) -> Any:
    if view.what == game.OPENING:
        return _opening(view)
    best = ranked(view)
    return _answer(best[0][1])


# --- Sela, the hard bot of sessions 1-3, now for the bench only ("sela@C/R/H"): short random ---
# futures scored by Stan's evaluation. The full play-outs below beat her (see hard).

CANDIDATES = 4
ROLLOUTS = 20
HORIZON = 6  # turns played out after my play


def _quick(board: Board, stashes: list[list[int]], seat: int, tile: int, rng: random.Random) -> bool:
    """A fast rollout policy: take over if possible, else grow my longest
    tract, smaller pieces while short; False if no play."""
    tr = tracts(board)
    st = stashes[seat]
    moves = plays(board, (st[0], st[1], st[2]), seat, tile, tr)
    if not moves:
        return False
    ids, groups, owners = tr
    best, best_v = moves[0], -1e9
    for m in moves:
        i, size, taken = m
        length = 1 + sum(len(groups[t]) for t in {ids[j] for j in ADJ[i] if ids[j] >= 0 and owners[ids[j]] == seat})
        v = float(length + 3 * sum(len(groups[t]) for t in taken))
        v += (PTS[size] if length >= 3 else -PTS[size]) * 0.5 + rng.random()
        if v > best_v:
            best, best_v = m, v
    play_on(board, stashes, seat, best, groups, owners)
    return True


Policy = Callable[[Board, list[list[int]], int, int, random.Random], bool]


def play_out(
    view: PiecepackView, move: Any, coins: Sequence[int], seed: int, policies: Sequence[Policy], tr: Tracts
) -> tuple[Board, list[list[int]], bool, int]:
    """One imagined future: my ``move``, then each seat in turn plays the next coin by
    its policy, until the coins run out or a seat's stash is empty (the game's end).
    Returns the board, the stashes, whether the game ended and the turns played."""
    board = list(view.board)
    stashes = [list(s) for s in view.stashes]
    me, n = view.seat, view.n
    play_on(board, stashes, me, move, tr[1], tr[2])
    rng = random.Random(seed)
    seat, turns = me, 0
    over = sum(stashes[me]) == 0
    for coin in coins:
        if over:
            break
        turns += 1
        seat = (seat + 1) % n
        if policies[seat](board, stashes, seat, coin, rng) and sum(stashes[seat]) == 0:
            over = True
    return board, stashes, over, turns


def sela(view: PiecepackView) -> Any:
    """Sela: Stan's best ``CANDIDATES`` plays, each played out ``HORIZON`` turns in
    ``ROLLOUTS`` random futures with everyone on the quick greedy policy, scored by
    Stan's evaluation."""
    forced, top = shortlist(view, CANDIDATES)
    if forced is not None:
        return forced
    me, n = view.seat, view.n
    tr = tracts(view.board)
    futures = [[view.rng.randrange(24) for _ in range(HORIZON)] for _ in range(ROLLOUTS)]
    seeds = [view.rng.randrange(1 << 30) for _ in range(ROLLOUTS)]
    best, best_v = top[0][1], -1e9
    for static, move in top:
        total = 0.0
        for coins, seed in zip(futures, seeds, strict=False):  # the same futures for every candidate
            board, stashes, over, _ = play_out(view, move, coins, seed, [_quick] * n, tr)
            final = [(a, b, c) for a, b, c in stashes]
            total += evaluate(board, final, me, over)
        value = total / ROLLOUTS + 0.25 * static
        if value > best_v:
            best, best_v = move, value
    return _answer(best)


# --- hard: whole games played out ------------------------------------------------------------


MARGIN = 0.01  # a point of margin over the best rival, against a whole win


def outcome_of(board: Sequence[Piece | None], stashes: Sequence[Stash], me: int, tr: Tracts | None = None) -> float:
    """A finished rollout: my share of the win, a little for the margin (``tr``: the
    board's tracts when known)."""
    pts = totals(board, stashes, tr)
    best = max(pts)
    rival = max(p for s, p in enumerate(pts) if s != me)
    win = 1.0 / pts.count(best) if pts[me] == best else 0.0
    return win + MARGIN * (pts[me] - rival)


# --- fast play-outs: tracts kept up to date play by play -----------------------------------
# A square, once taken, stays taken (a take-over only changes owners), so tracts only ever
# merge: a play joins the new pyramid, my tracts beside it and the tracts it takes into one
# new tract number; the old numbers simply stop being used. No search of the whole board.


class Sim:
    """A board in a play-out: pieces, tract numbers per square, tracts, owners, stashes."""

    __slots__ = ("board", "ids", "groups", "owners", "stashes")

    def __init__(
        self, board: Board, ids: list[int], groups: list[list[int]], owners: list[int], stashes: list[list[int]]
    ) -> None:
        self.board, self.ids, self.groups, self.owners, self.stashes = board, ids, groups, owners, stashes

    def copy(self) -> "Sim":
        return Sim(self.board[:], self.ids[:], self.groups[:], self.owners[:], [st[:] for st in self.stashes])

    def play(self, seat: int, move: tuple[int, str, list[int]]) -> None:
        i, size, taken = move
        board, ids, groups, owners, stashes = self.board, self.ids, self.groups, self.owners, self.stashes
        board[i] = (seat, size)
        mine = stashes[seat]
        mine[SIZES.index(size)] -= 1
        for t in taken:
            theirs = stashes[owners[t]]
            for j in groups[t]:
                p = board[j]
                k = SIZES.index(p[1])  # type: ignore[index]
                theirs[k] += 1
                mine[k] -= 1
                board[j] = (seat, p[1])  # type: ignore[index]
        joined = [i]
        seen = set()
        for j in ADJ[i]:
            t = ids[j]
            if t >= 0 and t not in seen:
                seen.add(t)
                joined += groups[t]
        k = len(groups)
        groups.append(joined)
        owners.append(seat)
        for j in joined:
            ids[j] = k

    def tr(self) -> tuple[list[int], list[list[int]], list[int]]:
        return self.ids, self.groups, self.owners

    def live(self) -> Tracts:
        """The tracts still in use (merged ones left out), as ``tracts`` would find them."""
        used = sorted({k for k in self.ids if k >= 0})
        return self.ids, [self.groups[k] for k in used], [self.owners[k] for k in used]


def sim_of(view: PiecepackView) -> Sim:
    ids, groups, owners = tracts(view.board)
    return Sim(list(view.board), ids, groups, owners, [list(st) for st in view.stashes])


FastPolicy = Callable[[Sim, int, int, random.Random], bool]


def quick_scores(sim: Sim, seat: int, tile: int) -> list[tuple[float, tuple[int, str, list[int]]]]:
    """The quick greedy policy's plays on a ``Sim``, one a square, with their scores: the
    longest tract through the square (a taken pyramid counts 3 more), the largest size
    where that tract is 3+ long, else the smallest."""
    board, groups, tr = sim.board, sim.groups, sim.tr()
    st = sim.stashes[seat]
    out = []
    for i in TILE_IDX[tile]:
        if board[i] is not None:
            continue
        found = square_play(board, st, seat, i, tr)
        if found is None or not found[2]:
            continue
        length, taken, sizes = found
        took = sum(len(groups[t]) for t in taken)
        k = sizes[-1] if length >= 3 else sizes[0]
        out.append((length + 3 * took + (0.5 if length >= 3 else -0.5) * (k + 1), (i, SIZES[k], taken)))
    return out


def quick_fast(sim: Sim, seat: int, tile: int, rng: random.Random) -> bool:
    """The quick greedy policy on a ``Sim`` (``quick_scores``); a random draw breaks ties."""
    best: tuple[int, str, list[int]] | None = None
    best_v = -1e9
    for v, move in quick_scores(sim, seat, tile):
        v += rng.random()
        if v > best_v:
            best, best_v = move, v
    if best is None:
        return False
    sim.play(seat, best)
    return True


def easy_fast(sim: Sim, seat: int, tile: int, rng: random.Random) -> bool:
    """Pam's policy on a ``Sim``."""
    st = sim.stashes[seat]
    board = sim.board
    moves = plays(board, (st[0], st[1], st[2]), seat, tile, sim.tr())
    if not moves:
        return False
    top = max(PTS[m[1]] for m in moves)
    moves = [m for m in moves if PTS[m[1]] == top]
    own = [m for m in moves if any(board[j] is not None and board[j][0] == seat for j in ADJ[m[0]])]  # type: ignore[index]
    pick = rng.choice(own if own and rng.random() < 0.7 else moves)
    sim.play(seat, pick)
    return True


def run_out(
    start: Sim,
    me: int,
    move: tuple[int, str, list[int]],
    coins: Sequence[int],
    seed: int,
    policies: Sequence[FastPolicy],
) -> tuple[Sim, bool, int]:
    """``play_out`` on a ``Sim``: my move, then each seat plays the next coin by its
    policy until the coins run out or a stash is empty."""
    sim = start.copy()
    sim.play(me, move)
    n = len(sim.stashes)
    rng = random.Random(seed)
    seat, turns = me, 0
    over = sum(sim.stashes[me]) == 0
    for coin in coins:
        if over:
            break
        turns += 1
        seat = (seat + 1) % n
        if policies[seat](sim, seat, coin, rng) and sum(sim.stashes[seat]) == 0:
            over = True
    return sim, over, turns


def random_fast(sim: Sim, seat: int, tile: int, rng: random.Random) -> bool:
    """Any legal play, all alike (the catch-all style of the rival model)."""
    st = sim.stashes[seat]
    moves = plays(sim.board, (st[0], st[1], st[2]), seat, tile, sim.tr())
    if not moves:
        return False
    sim.play(seat, rng.choice(moves))
    return True


# --- rivals, learned from their plays in this game -------------------------------------------
# Who a rival is never enters: each rival's play-out policy is a mixture of styles (the
# quick greedy grower, Pam's big-pyramids-first, any legal play), weighted by how well
# each style predicted the plays the rival has made so far.

Key = tuple[int, str]  # (square index, size)


def quick_chances(sim: Sim, seat: int, tile: int) -> dict[Key, float]:
    """``quick_fast``'s chances: its plays within its random tie-break of the best, alike."""
    scored = quick_scores(sim, seat, tile)
    if not scored:
        return {}
    best = max(v for v, _ in scored)
    near = [(m[0], m[1]) for v, m in scored if v >= best - 1.0]
    return {key: 1.0 / len(near) for key in near}


def easy_chances(sim: Sim, seat: int, tile: int, moves: list[tuple[int, str, list[int]]]) -> dict[Key, float]:
    """Pam's chances: her biggest size, beside her own pyramids seven times in ten."""
    board = sim.board
    top = max(PTS[m[1]] for m in moves)
    big = [m for m in moves if PTS[m[1]] == top]
    own = [m for m in big if any(board[j] is not None and board[j][0] == seat for j in ADJ[m[0]])]  # type: ignore[index]
    out: dict[Key, float] = {}
    for m in big:
        p = (0.3 / len(big) + (0.7 / len(own) if m in own else 0.0)) if own else 1.0 / len(big)
        out[(m[0], m[1])] = out.get((m[0], m[1]), 0.0) + p
    return out


STYLES: tuple[tuple[str, FastPolicy, float], ...] = (
    ("quick", quick_fast, 0.5),
    ("easy", easy_fast, 0.25),
    ("any", random_fast, 0.25),
)
STYLE_SLIP = 0.05  # the chance a play fits no style at all


def style_weights(view: PiecepackView) -> dict[int, list[float]]:
    """Per rival, the chances of ``STYLES`` given its plays so far (the game replayed
    from the openings and the public turn log)."""
    n, me = view.n, view.seat
    sim = Sim([None] * SQUARES, [-1] * SQUARES, [], [], [list(game.stash_start(n)) for _ in range(n)])
    for o in view.openings:
        sim.play(o.seat, (game.index(o.square), "M", []))
    logs = {s: [math.log(p) for _, _, p in STYLES] for s in range(n) if s != me}
    for entry in view.history:
        if entry.play is None:
            continue
        seat, i, size = entry.seat, game.index(entry.play.square), entry.play.size
        st = sim.stashes[seat]
        moves = plays(sim.board, (st[0], st[1], st[2]), seat, entry.coin, sim.tr())
        move = next((m for m in moves if m[0] == i and m[1] == size), None)
        if move is None:  # cannot happen with a true log; keep the replay going regardless
            break
        if seat != me and len(moves) > 1:
            keys = {(m[0], m[1]) for m in moves}
            floor = STYLE_SLIP / len(keys)
            chances = (
                quick_chances(sim, seat, entry.coin),
                easy_chances(sim, seat, entry.coin, moves),
                {k: 1.0 / len(keys) for k in keys},
            )
            for j, ch in enumerate(chances):
                logs[seat][j] += math.log((1 - STYLE_SLIP) * ch.get((i, size), 0.0) + floor)
        sim.play(seat, move)
    out = {}
    for s, v in logs.items():
        top = max(v)
        w = [math.exp(x - top) for x in v]
        out[s] = [x / sum(w) for x in w]
    return out


def draw_policies(view: PiecepackView, weights: dict[int, list[float]]) -> list[FastPolicy]:
    """One play-out's policies: each rival's style drawn by its chances, mine the quick one."""
    out: list[FastPolicy] = []
    for s in range(view.n):
        if s == view.seat:
            out.append(quick_fast)
            continue
        r, acc, pick = view.rng.random(), 0.0, STYLES[0][1]
        for (_, policy, _), w in zip(STYLES, weights[s], strict=False):
            acc += w
            if r < acc:
                pick = policy
                break
        out.append(pick)
    return out


ROLLOUTS_TO_END = 64  # rounds of play-outs at most
HARD_CANDIDATES = 6  # Stan's best plays, each played out
HARD_BUDGET = 8_000  # play-out turns a decision may spend (after 4 rounds): worst ~75 ms of CPU


def hard(view: PiecepackView) -> Any:
    """Sela, as she is shipped: ``play_outs`` with her counts."""
    return play_outs(view, ROLLOUTS_TO_END, HARD_CANDIDATES, HARD_BUDGET)


def play_outs(view: PiecepackView, rollouts: int = 64, cap: int = 6, budget: int = 1_000_000) -> Any:
    """Stan's best ``cap`` plays, each played out to the end of the game in up to
    ``rollouts`` random futures (the same coins and policies for every play), every
    rival by a style drawn from what its plays so far say of it (``style_weights``),
    I by the quick greedy one, scored by my share of the win (a little for the margin). Rounds stop
    once ``budget`` play-out turns are spent: a count, not the clock, so a decision
    replays exactly."""
    forced, top = shortlist(view, cap)
    if forced is not None:
        return forced
    me = view.seat
    weights = style_weights(view)
    start = sim_of(view)
    totals_ = [0.0] * len(top)
    steps = done = 0
    while done < rollouts and (done < 4 or steps < budget):
        coins = [view.rng.randrange(24) for _ in range(120)]
        seed = view.rng.randrange(1 << 30)
        policies = draw_policies(view, weights)
        for k, (_static, move) in enumerate(top):
            sim, over, used = run_out(start, me, move, coins, seed, policies)
            steps += used
            totals_[k] += outcome_of(sim.board, [(a, b, c) for a, b, c in sim.stashes], me, sim.live())
        done += 1
    best, best_v = top[0][1], -1e9
    for k, (static, move) in enumerate(top):
        value = totals_[k] / done + 0.002 * static
        if value > best_v:
            best, best_v = move, value
    return _answer(best)


PEOPLE = (
    ("Pebble Pam", "plays her biggest pyramid first, often beside her own"),
    ("Steady Stan", "builds one long tract, watches for take-overs"),
    ("Seer Sela", "plays her best few choices out to the end in random futures"),
)
BOTS, STRENGTHS, TABLE = three_strengths("Landrush for piecepack", (easy, medium, hard), PEOPLE, ("medium", "hard"))


__all__ = ["AROUND", "BOTS", "STRENGTHS", "TABLE", "easy", "hard", "medium"]
