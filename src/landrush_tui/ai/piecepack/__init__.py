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
- ``hard`` (Seer Sela): Stan's best few plays, each played out in the same
  short random futures (random coins, everyone playing a quick greedy
  policy), the one that ends best for her.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

import attrs

from ...rules.piecepack import game
from ...rules.piecepack.game import ADJ, AROUND, SIZES, SQUARES, Piece, Stash
from ...rules.piecepack.view import PiecepackView

Bot = Callable[[PiecepackView], Any]
Board = list[Piece | None]
MIN_LEN = {"S": 2, "M": 3, "L": 4}
PTS = {"S": 1, "M": 2, "L": 3}
PURE = {"S": 1, "M": 3, "L": 4}


# --- fast tracts on plain lists ---------------------------------------------------------


def tracts(board: Sequence[Piece | None]) -> tuple[list[int], list[list[int]], list[int]]:
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


def totals(board: Sequence[Piece | None], stashes: Sequence[Stash], tr: Any = None) -> list[int]:
    """Every seat's score as if the game ended now (section 6)."""
    ids, groups, owners = tr if tr is not None else tracts(board)
    n = len(stashes)
    pts = [5 if sum(stashes[s]) == 0 else 0 for s in range(n)]
    count = [0] * n
    scoring_one = [False] * n
    for g, o in zip(groups, owners):
        sizes = [board[i][1] for i in g]  # type: ignore[index]
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


def plays(board: Sequence[Piece | None], stash: Stash, seat: int, tile: int,
          tr: Any = None) -> list[tuple[int, str, list[int]]]:
    """Legal plays on a tile as (square index, size, taken tract numbers)."""
    ids, groups, owners = tr if tr is not None else tracts(board)
    out: list[tuple[int, str, list[int]]] = []
    for sq in game.tile_squares(tile):
        i = sq[1] * 8 + sq[0]
        if board[i] is not None:
            continue
        mine: set[int] = set()
        theirs: set[int] = set()
        for j in ADJ[i]:
            t = ids[j]
            if t >= 0:
                (mine if owners[t] == seat else theirs).add(t)
        if not theirs:
            out.extend((i, s, []) for k, s in enumerate(SIZES) if stash[k])
            continue
        if not mine:
            continue
        length = 1 + sum(len(groups[t]) for t in mine)
        if any(length <= len(groups[t]) for t in theirs):
            continue
        need = [0, 0, 0]
        for t in theirs:
            for j in groups[t]:
                need[SIZES.index(board[j][1])] += 1  # type: ignore[index]
        taken = sorted(theirs)
        for k, s in enumerate(SIZES):
            if stash[k] and all(stash[z] - (z == k) >= need[z] for z in range(3)):
                out.append((i, s, taken))
    return out


def play_on(board: Board, stashes: list[list[int]], seat: int, move: tuple[int, str, list[int]],
            groups: list[list[int]], owners: list[int]) -> None:
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
    own = [p for p in legal if any(view.board[j] is not None and view.board[j][0] == view.seat  # type: ignore[index]
                                   for j in ADJ[game.index(p.square)])]
    pick = rng.choice(own if own and rng.random() < 0.7 else legal)
    return (pick.square, pick.size)


# --- medium: the spec's heuristic ---------------------------------------------------------


def threat(board: Sequence[Piece | None], stashes: Sequence[Stash], me: int, tr: Any) -> float:
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
                        lost += sum(PTS[board[j][1]] for j in groups[t]) + len(groups[t])  # type: ignore[index]
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


def mobility(board: Sequence[Piece | None], n: int, tr: Any) -> list[int]:
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


def opportunity(board: Sequence[Piece | None], me: int, tr: Any) -> float:
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
            gain += sum(PTS[board[j][1]] + 1 for t in theirs for j in groups[t])  # type: ignore[index]
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
    mine = [g for g, o in zip(groups, owners) if o == me]
    if mine:
        longest = max(len(g) for g in mine)
        value += W_LONG * longest - W_SPLIT * (len(mine) - 1)
        if W_FRONT:
            value += W_FRONT * sum(len(g) * frontier(board, g, me) for g in mine) / 24.0
    # unscored pips still count for something: they will score when the tract grows
    for g, o in zip(groups, owners):
        sizes = [board[i][1] for i in g]  # type: ignore[index]
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


def _after(view: PiecepackView, move: tuple[int, str, list[int]], tr: Any) -> tuple[Board, list[Stash]]:
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


def medium(view: PiecepackView) -> Any:
    if view.what == game.OPENING:
        return _opening(view)
    best = ranked(view)
    return _answer(best[0][1])


# --- hard: short random futures -------------------------------------------------------------

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


def play_out(view: PiecepackView, move: Any, coins: Sequence[int], seed: int, policies: Sequence[Policy],
             tr: Any) -> tuple[Board, list[list[int]], bool, int]:
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


def hard(view: PiecepackView) -> Any:
    """Sela: Stan's best ``CANDIDATES`` plays, each played out ``HORIZON`` turns in
    ``ROLLOUTS`` random futures with everyone on the quick greedy policy, scored by
    Stan's evaluation."""
    if view.what == game.OPENING:
        return _opening(view)
    options = ranked(view)
    if len(options) == 1:
        return _answer(options[0][1])
    top = options[:CANDIDATES]
    me, n = view.seat, view.n
    tr = tracts(view.board)
    futures = [[view.rng.randrange(24) for _ in range(HORIZON)] for _ in range(ROLLOUTS)]
    seeds = [view.rng.randrange(1 << 30) for _ in range(ROLLOUTS)]
    best, best_v = top[0][1], -1e9
    for static, move in top:
        total = 0.0
        for coins, seed in zip(futures, seeds):  # the same futures for every candidate
            board, stashes, over, _ = play_out(view, move, coins, seed, [_quick] * n, tr)
            final = [(a, b, c) for a, b, c in stashes]
            total += evaluate(board, final, me, over)
        value = total / ROLLOUTS + 0.25 * static
        if value > best_v:
            best, best_v = move, value
    return _answer(best)


# --- an experiment the bench runs ("mc@R/C/B"), not a strength: rollouts to the end ---------
# with a model of each rival. Unbudgeted (worst ~0.2 s of CPU, too slow for busy cores) it
# beat Sela on the same boards; held to Sela's time it did not (figures: notes/piecepack.md).


def _easy_like(board: Board, stashes: list[list[int]], seat: int, tile: int, rng: random.Random) -> bool:
    """Pam's policy on lists: any legal play, 70% of the time one beside her own."""
    tr = tracts(board)
    st = stashes[seat]
    moves = plays(board, (st[0], st[1], st[2]), seat, tile, tr)
    if not moves:
        return False
    own = [m for m in moves if any(board[j] is not None and board[j][0] == seat for j in ADJ[m[0]])]  # type: ignore[index]
    pick = rng.choice(own if own and rng.random() < 0.7 else moves)
    play_on(board, stashes, seat, pick, tr[1], tr[2])
    return True


def outcome_of(board: Sequence[Piece | None], stashes: Sequence[Stash], me: int) -> float:
    """A finished rollout: my share of the win, a little for the margin."""
    pts = totals(board, stashes)
    best = max(pts)
    rival = max(p for s, p in enumerate(pts) if s != me)
    win = 1.0 / pts.count(best) if pts[me] == best else 0.0
    return win + 0.01 * (pts[me] - rival)


def mc(view: PiecepackView, rollouts: int = 24, cap: int = 8, budget: int = 4000) -> Any:
    """Stan's best ``cap`` plays, each played out to the end of the game up to
    ``rollouts`` times (the same random coins for each), rivals by a model of their
    strength; rounds stop once ``budget`` rollout turns are spent (a bound on the
    time that does not depend on the clock, so the choice replays)."""
    if view.what == game.OPENING:
        return _opening(view)
    options = ranked(view)
    if len(options) == 1:
        return _answer(options[0][1])
    top = options[:cap]
    me, n = view.seat, view.n
    policies = [_easy_like if (p.ai == "easy") else _quick for p in view.players]
    policies[me] = _quick
    tr = tracts(view.board)
    totals_ = [0.0] * len(top)
    steps = 0
    done = 0
    while done < rollouts and (done < 4 or steps < budget):
        coins = [view.rng.randrange(24) for _ in range(120)]
        seed = view.rng.randrange(1 << 30)
        for k, (static, move) in enumerate(top):
            board, stashes, over, used = play_out(view, move, coins, seed, policies, tr)
            steps += used
            totals_[k] += outcome_of(board, [(a, b, c) for a, b, c in stashes], me)
        done += 1
    best, best_v = top[0][1], -1e9
    for k, (static, move) in enumerate(top):
        value = totals_[k] / done + 0.002 * static
        if value > best_v:
            best, best_v = move, value
    return _answer(best)


@attrs.frozen
class PiecepackStrength:
    key: str
    title: str
    persona: str
    blurb: str


STRENGTHS = (
    PiecepackStrength("easy", "Easy", "Pebble Pam", "plays her biggest pyramid first, often beside her own"),
    PiecepackStrength("medium", "Medium", "Steady Stan", "builds one long tract, watches for take-overs"),
    PiecepackStrength("hard", "Hard", "Seer Sela", "plays her best few choices out in short random futures"),
)
BOTS: dict[str, Any] = {"easy": easy, "medium": medium, "hard": hard}

__all__ = ["AROUND", "BOTS", "STRENGTHS", "easy", "hard", "medium"]
