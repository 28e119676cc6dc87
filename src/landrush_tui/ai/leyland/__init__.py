"""Ley of the Land's bots. A bot takes a ``LeylandView`` and answers
``view.what``: a whole-number bid to ``"bid"``, an ``Action`` to
``"action"``. They see only the public view (no seed, the stack's order
hidden, no bid of this round before the reveal) and draw any randomness from
``view.rng``, so games replay exactly.

- ``easy`` (Sprout Sam): bids a coin now and then, grabs the tile that pays
  the most cubes right now (a bigger field only breaks near-ties), frolics and
  reaps when that pays.
- ``medium`` (Farmer Fen): the spec's heuristic (section 10): values every
  action by the points it adds (cubes now, growth of the largest section, open
  land that can still close), bids only what acting first is worth, invests
  when it expects to be last.
- ``hard`` (Oracle Ola): plays the rest of the round out for each bid and each
  action it considers, every rival acting as Fen would and bidding as it has bid
  so far in this game (``BidModel``: styles from timid to reckless and followers,
  weighted by how well they predicted the rival's revealed bids; who the rival is
  never enters), and keeps the choice that leaves it furthest ahead of the best
  rival; its best few actions (and, when the rivals' bids are foreseeable, its
  best few bids) are also played through the next round, over two orders of the
  unseen tiles drawn from its own stream, within a fixed count of positions.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import itertools
import math
from typing import Any, Callable, Iterable, Iterator

import attrs

from ...rules.leyland import game, tiles
from ...rules.leyland.game import ACQUIRE, EXCLUSIVE, FROLIC, INVEST, PASS, REAP, SOW, Action, State
from ...rules.leyland.tiles import GREEN, YELLOW
from ...rules.leyland.view import LeylandView
from ..strength import three_strengths

Bot = Callable[[LeylandView], Any]


# --- what a position is worth ------------------------------------------------------


# The caches keep about the boards of the game in play (a game asks 1,000-2,500 new
# ones): a cache that kept every game's boards grew the objects each full collection
# of the garbage collector scans, and a collection falls in some decision.
CACHE = 8192
_count = functools.lru_cache(maxsize=CACHE)(tiles.tiles_on)


def _progress(state: State) -> float:
    """0 at the start, 1 when the game is about to end (a board nearly full or the stock low)."""
    most = max(_count(b) for b in state.boards)
    return min(1.0, max(most / 9, (31 - len(state.stack)) / 31))


def rounds_left(state: State) -> int:
    """Rounds still to start after this one: a board gains at most a tile a round
    (so the game ends when the fullest board, counting the tile its seat may still
    take this round, reaches 9), and the stock gives out after about (stack / seats)
    more rounds."""
    if state.is_over:
        return 0
    counts = [_count(b) for b in state.boards]
    if 9 in counts:
        return 0
    if state.bids is None or not EXACT_LEFT:
        most = max(counts)
        by_board = 9 - most - 1 if state.bids is None or EXACT_LEFT else 9 - most
    else:
        acted = {d.seat for d in state.actions}
        by_board = min(9 - c - (0 if s in acted else 1) for s, c in enumerate(counts))
    return max(0, min(by_board, len(state.stack) // state.n + 1))


#: False: the old count (one round too many in the action phase), kept for the bench's comparison.
EXACT_LEFT = True


#: The evaluation's weights (kept in one place so the tuning script can try others).
W = {
    "grow": 2.5,
    "scale0": 1.0,
    "scale": 1.2,
    "sharp": 2.5,
    "potential": 0.9,
    "late_potential": 0.5,
    "space": 0.5,
    "growth": 0.3,
    "far": 1.0,
}
#: Ola's own weights (she models rivals with ``W``, as Fen plays): she counts the open
#: land that can still close at more of its worth (potential 1.5, Fen 0.9).
W_HARD = dict(W, potential=1.5, deep=0.0)


@functools.lru_cache(maxsize=CACHE)
def open_spaces(board: tiles.Board) -> tuple[int, ...]:
    """Per section (in id order), how many distinct empty spaces its open sides face."""
    out = []
    for sec in tiles._sections(board):
        adj = set()
        for t in sec.triangles:
            i, side = divmod(t, 4)
            f = tiles.facing(*tiles.xy(i), side)
            if f is not None and board[tiles.index(*f)] is None:
                adj.add(f)
        out.append(len(adj))
    return tuple(out)


@functools.lru_cache(maxsize=CACHE)
def reach(board: tiles.Board, left: int, grow: float = 2.5) -> float:
    """How big the board's largest section may grow: each section's triangles plus
    about ``grow`` for each empty space its open sides face, as many spaces as rounds are left."""
    best = 0.0
    for sec, adj in zip(tiles._sections(board), open_spaces(board), strict=False):
        best = max(best, len(sec.triangles) + grow * min(adj, left))
    return best


def estimate(
    state: State,
    seat: int,
    bigs: list[float] | None = None,
    w: dict[str, float] = W,
    timing: tuple[int, float] | None = None,
) -> float:
    """Points the seat can count on, with a guess at the bonus and at the land still open.

    Every diamond of a full board ends up as a cube, so open diamonds count
    nearly in full (less as the end nears); the 12-point bonus is a smooth bet
    on the largest section (as far as it can still grow) staying ahead, sharper
    as fewer rounds are left."""
    _WORK[0] += 1
    if state.is_over:
        return float(game.scores(state)[seat].total)
    left, late = timing if timing is not None else (rounds_left(state), _progress(state))
    if bigs is None:
        bigs = [reach(b, left, w["grow"]) for b in state.boards]
    mine = bigs[seat]
    best_other = max(b for s, b in enumerate(bigs) if s != seat)
    x = (mine - best_other) / (w["scale0"] + w["scale"] * left)
    bonus = 12.0 / (1.0 + math.exp(-w["sharp"] * x))
    board = state.boards[seat]
    potential = _open_worth(board, left, w["far"]) * (w["potential"] - w["late_potential"] * late)
    room_g, room_y, placed_y, placed_all = _placed_parts(state.placed[seat])
    faerie = state.faerie[seat] * (1.0 + (0.4 if room_g else 0.0) * (1 - late))
    wheat = state.wheat[seat] * (1.0 + (0.6 if room_y else 0.0) * (1 - late))
    placed = placed_all + 0.8 * placed_y * (1 - late)
    free = 9 - _count(board)
    space_bonus = w["space"] * free * (1 - late)
    growth = w["growth"] * tiles.largest(board) * (1 - late)
    return state.money[seat] + faerie + wheat + placed + bonus + potential + space_bonus + growth


#: Positions estimated so far (the unit of work Ola's look-ahead is bounded by: a count,
#: not the clock, so a decision replays exactly).
_WORK = [0]
#: The count at which a look through the next round is given up (no bound outside a look).
_LIMIT = [math.inf]


class _Spent(Exception):
    """A look through the next round reached the decision's bound: it is dropped unfinished."""


@contextlib.contextmanager
def _looking(start: int) -> Iterator[None]:
    """Looks through the next round under the bound of the decision begun at count
    ``start``: one that reaches it is given up there, and none after it is started."""
    _LIMIT[0] = start + LOOK_BUDGET
    try:
        yield
    except _Spent:
        pass
    finally:
        _LIMIT[0] = math.inf


def _spend() -> None:
    """Give up the look under way once the decision has estimated as many positions as it may
    (checked before each seat's choice, so the bound is passed by one choice at most)."""
    if _WORK[0] > _LIMIT[0]:
        raise _Spent


@functools.lru_cache(maxsize=CACHE)
def _placed_parts(placed: tuple[game.Placed, ...]) -> tuple[int, int, int, int]:
    """Room left for green and for yellow cubes, yellow cubes placed, all cubes placed."""
    return (
        sum(p.capacity - p.cubes for p in placed if p.colour == GREEN),
        sum(p.capacity - p.cubes for p in placed if p.colour == YELLOW),
        sum(p.cubes for p in placed if p.colour == YELLOW),
        sum(p.cubes for p in placed),
    )


@functools.lru_cache(maxsize=CACHE)
def _open_worth(board: tiles.Board, left: int, far: float) -> float:
    """The cubes the board's open sections would give if they closed: land still open
    pays only if it closes, so a section facing more empty spaces than rounds are
    left counts at ``far`` of its worth."""
    return sum(
        (s.diamonds + s.special) * (1.0 if adj <= left else far)
        for s, adj in zip(tiles._sections(board), open_spaces(board), strict=False)
        if s.open
    )


def relative(state: State, seat: int, w: dict[str, float] = W) -> float:
    """My estimate minus the best rival's: denial counts too."""
    left = rounds_left(state)
    timing = (left, _progress(state))
    bigs = [reach(b, left, w["grow"]) for b in state.boards]
    ests = [estimate(state, s, bigs, w, timing) for s in range(state.n)]
    return ests[seat] - max(e for s, e in enumerate(ests) if s != seat)


# --- the options of a seat -----------------------------------------------------------


_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


@functools.lru_cache(maxsize=CACHE)
def placements(board: tiles.Board, colours: str) -> tuple[tuple[int, int, int], ...]:
    """``tiles.legal_placements`` of a tile with these unrotated colours, in the same
    order, without building the refusal words of every misfit (bots and the
    tests' random players ask this hundreds of thousands of times)."""
    if all(sp is None for sp in board):
        return tuple((1, 1, r) for r in range(4))
    out = []
    for i in range(9):
        if board[i] is not None:
            continue
        x, y = i % 3, i // 3
        need: list[tuple[int, str]] = []
        for side, (dx, dy) in enumerate(_STEPS):
            nx, ny = x + dx, y + dy
            if 0 <= nx < 3 and 0 <= ny < 3:
                other = board[3 * ny + nx]
                if other is not None:
                    need.append((side, tiles.side_colour(other[0], other[1], (side + 2) % 4)))
        if not need:
            continue
        for r in range(4):
            if all(colours[(side - r) % 4] == c for side, c in need):
                out.append((x, y, r))
    return tuple(out)


def frolic_choice(state: State, seat: int, colour: str, reserve: int) -> tuple[int, ...]:
    options = game.eligible(state, seat, colour)
    return options[: min(reserve, len(options))]


def candidates(state: State, seat: int) -> list[Action]:
    """Every legal action (every placement of every market tile; Frolic / Sow
    onto the lowest-id eligible sections when short; Reap from the fullest)."""
    out: list[Action] = []
    board = state.boards[seat]
    taken = state.taken
    avail = [a for a in EXCLUSIVE if a not in taken]  # as game.available, with the quick placements
    if any(t is not None and placements(board, tiles.TILE_COLOURS[t]) for t in state.market):
        seen: set[tuple[int, str, int, int]] = set()
        for slot, tile in enumerate(state.market, 1):
            if tile is None:
                continue
            for x, y, r in placements(board, tiles.TILE_COLOURS[tile]):
                key = (tile if tile >= 8 else -1 - (tile // 4), tiles.rotated(tile, r), x, y)
                if key in seen:  # the same colours on the same space: one is enough
                    continue
                seen.add(key)
                out.append(Action(ACQUIRE, slot, (x, y), r))
    if FROLIC in avail:
        out.append(Action(FROLIC, sections=frolic_choice(state, seat, GREEN, state.faerie[seat])))
    if SOW in avail:
        out.append(Action(SOW, sections=frolic_choice(state, seat, YELLOW, state.wheat[seat])))
    if REAP in avail:
        wheat = game.wheat_sections(state, seat)
        out.append(Action(REAP, section=wheat[0] if wheat else None))
    if INVEST in avail:
        out.append(Action(INVEST))
    out.append(Action(PASS))
    return out


def after(state: State, seat: int, action: Action) -> State:
    """The state after the seat's action: the bots build only actions the rules accept
    as they are (see ``candidates``), so the check is skipped."""
    return game.apply_checked(state, seat, action)[0]


def _score_options(state: State, seat: int, value: Callable[[State, int], float]) -> list[tuple[float, int, Action]]:
    scored = []
    for i, a in enumerate(candidates(state, seat)):
        scored.append((value(after(state, seat, a), seat), -i, a))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return scored


def greedy_action(state: State, seat: int) -> Action:
    """Fen's action: the one whose resulting position puts it furthest ahead of
    the best rival (its own gain, and what it denies)."""
    return _score_options(state, seat, relative)[0][2]


# --- easy ----------------------------------------------------------------------------------


def easy_action(state: State, me: int, noise: Callable[[], float] | None = None) -> Action:
    """Sam's action: Frolic when it places two cubes or more, Reap when it can,
    else the tile that pays the most cubes at once (a bigger field and ``noise``,
    a coin toss, only break near-ties), else Sow, else Pass."""
    best, best_gain = None, -1.0
    base_big = tiles.largest(state.boards[me])
    for a in candidates(state, me):
        if a.do != ACQUIRE:
            continue
        s2 = after(state, me, a)
        gain = (
            s2.faerie[me]
            + s2.wheat[me]
            - state.faerie[me]
            - state.wheat[me]
            + EASY_GROW * (tiles.largest(s2.boards[me]) - base_big)
            + (noise() * 0.5 if noise else 0.25)
        )
        if gain > best_gain:
            best, best_gain = a, gain
    avail = game.available(state, me)
    if FROLIC in avail and min(state.faerie[me], len(game.eligible(state, me, GREEN))) >= 2:
        return Action(FROLIC, sections=frolic_choice(state, me, GREEN, state.faerie[me]))
    if REAP in avail and game.wheat_sections(state, me):
        return Action(REAP, section=game.wheat_sections(state, me)[0])
    if best is not None:
        return best
    if SOW in avail and state.wheat[me] and game.eligible(state, me, YELLOW):
        return Action(SOW, sections=frolic_choice(state, me, YELLOW, state.wheat[me]))
    return Action(PASS)


#: How much Sam cares for a bigger field beside the cubes (per triangle): little, a
#: beginner's eye is on the cubes (0.3 before: Fen beat him only at 2x par, 4 seats).
EASY_GROW = 0.1


def easy(view: LeylandView) -> Any:
    st, me = view.state, view.seat
    if view.what == "bid":
        r = view.rng.random()
        bid = 0 if r < 0.6 else 1 if r < 0.9 else 2
        return min(bid, st.money[me])
    return easy_action(st, me, view.rng.random)


# --- medium ------------------------------------------------------------------------------


def probe(state: State, seat: int) -> tuple[float, list[tuple[float, int, Action]]]:
    """The seat's options as if it acted first this round, best first, and the
    worth of its position before acting."""
    order = (seat,) + tuple(s for s in range(state.n) if s != seat)
    first = attrs.evolve(state, bids=(0,) * state.n, order=order, actions=())
    return estimate(first, seat), _score_options(first, seat, estimate)


def _resource(a: Action) -> tuple[str, Any]:
    """What an action uses up for later seats: its market slot, or the exclusive action."""
    return ("slot", a.slot) if a.do == ACQUIRE else ("do", a.do if a.do in game.EXCLUSIVE else None)


def bid_from_gap(state: State, seat: int, base: float, scored: list[tuple[float, int, Action]]) -> int:
    """Bid what acting first is worth: the gap between the best option now and the
    best one that does not need the same tile or exclusive action."""
    money = state.money[seat]
    if money == 0:
        return 0
    best_v, _, best_a = scored[0]
    used = _resource(best_a)
    second = base
    for v, _, a in scored[1:]:
        if _resource(a) != used:
            second = v
            break
    gap = best_v - max(second, base)
    late = _progress(state)
    if gap < 1.5:
        return 0
    return max(0, min(money, int(gap / (2.0 if late < 0.7 else 3.0)), 4))


def medium_bid(state: State, seat: int) -> int:
    base, scored = probe(state, seat)
    return bid_from_gap(state, seat, base, scored)


def medium(view: LeylandView) -> Any:
    st, me = view.state, view.seat
    if view.what == "bid":
        return medium_bid(st, me)
    return greedy_action(st, me)


# --- hard: the rest of the round played out ---------------------------------------------


def hard_value(state: State, seat: int) -> float:
    return relative(state, seat, W_HARD)


def model_action(state: State, seat: int) -> Action:
    """How Ola expects a rival to act: as Fen would (the spec's sensible player). Who the
    rival is never enters: its bids are learned from what it bid (``BidModel``)."""
    return greedy_action(state, seat)


# --- rivals' bids, learned from the bids revealed in this game ---------------------------
# A style predicts a bid from what the table shows: a level plus a share of the money in
# hand (timid to reckless, frugal to spendthrift), or the last round's top bid plus an
# offset (followers). Each rival's styles are weighted by how well they predicted its
# revealed bids; a style's bid is blurred by a kernel (people are not exact).

LEVELS = (0.0, 1.0, 2.0, 3.0)
SHARES = (0.0, 0.1, 0.25, 0.4)
FOLLOW = (-1.0, 0.0, 1.0)
BLUR = 0.7  # the kernel's width in coins
BID_SLIP = 0.03  # the chance of a bid no style explains
BID_TOP = 2  # each rival's most likely bids kept as scenarios (bounds the work)

#: (kind, a, b, prior weight): kind "m": a + b x money; kind "f": last top bid + a;
#: kind "g": what acting first was worth to the rival (Fen's gap bid) + a
STYLES: tuple[tuple[str, float, float, float], ...] = (
    tuple(("m", lv, sh, 1.0 / (1.0 + lv + 4 * sh)) for lv in LEVELS for sh in SHARES)
    + tuple(("f", off, 0.0, 0.5) for off in FOLLOW)
    + (("g", 0.0, 0.0, 2.0), ("g", 1.0, 0.0, 0.5))
)


def _style_bid(style: tuple[str, float, float, float], money: int, last_top: int, gap: int) -> float:
    kind, a, b, _ = style
    return a + b * money if kind == "m" else last_top + a if kind == "f" else gap + a


def _kernel(centre: float, money: int) -> list[float]:
    """A style's chances of each bid 0..money (at most 6 coins considered)."""
    top = min(money, 6)
    w = [math.exp(-abs(k - centre) / BLUR) for k in range(top + 1)]
    total = sum(w)
    return [(1 - BID_SLIP) * x / total + BID_SLIP / (top + 1) for x in w]


def round_starts(state: State) -> list[State]:
    """The public position at the start of each finished round (before its bids),
    rebuilt from the round log: boards from the tiles acquired, figures and market
    from the round before (the first market from what the first round took and refilled)."""
    h = state.history
    if not h:
        return []
    market = list(h[0].market)
    for slot, _ in h[0].refill:
        market[slot - 1] = None
    for d in h[0].actions:
        if d.do == ACQUIRE and d.slot is not None:
            market[d.slot - 1] = d.tile
    if h[0].discarded is not None:
        market[0] = h[0].discarded
    n = state.n
    boards = [tiles.EMPTY_BOARD] * n
    out = []
    for r, entry in enumerate(h):
        if r == 0:
            s = attrs.evolve(
                state,
                stack=(0,) * (h[0].stack_left + len(h[0].refill)),
                market=tuple(market),
                marker=entry.marker,
                money=(game.START_MONEY,) * n,
                faerie=(0,) * n,
                wheat=(0,) * n,
                boards=tuple(boards),
                placed=((),) * n,
                round=1,
                bids=None,
                order=(),
                actions=(),
                history=(),
                end=None,
            )
        else:
            prev = h[r - 1]
            s = attrs.evolve(
                state,
                stack=(0,) * prev.stack_left,
                market=prev.market,
                marker=entry.marker,
                money=tuple(f.money for f in prev.seats),
                faerie=tuple(f.faerie for f in prev.seats),
                wheat=tuple(f.wheat for f in prev.seats),
                boards=tuple(boards),
                placed=tuple(f.placed for f in prev.seats),
                round=entry.round,
                bids=None,
                order=(),
                actions=(),
                history=h[:r],
                end=None,
            )
        out.append(s)
        for d in entry.actions:
            if d.do == ACQUIRE and d.tile is not None and d.at is not None and d.rotation is not None:
                boards[d.seat] = tiles.place(boards[d.seat], d.tile, d.at[0], d.at[1], d.rotation)
    return out


_GAPS: dict[tuple[Any, ...], int] = {}  # Fen's bid for a seat at a past round start (pure: only a cache)


def past_gap(s: State, seat: int) -> int:
    key = (seat, s.round, s.boards, s.market, s.money, s.faerie, s.wheat, s.placed, len(s.stack))
    got = _GAPS.get(key)
    if got is None:
        if len(_GAPS) > 20000:
            _GAPS.clear()
        got = _GAPS[key] = medium_bid(s, seat)
    return got


@attrs.frozen
class BidModel:
    """Per rival, the posterior weights of ``STYLES`` given its revealed bids."""

    weights: dict[int, list[float]]
    last_top: int

    @classmethod
    def of(cls, state: State, me: int) -> "BidModel":
        work = _WORK[0]  # the fit is not part of a decision's counted search (it is cached)
        logs = {s: [math.log(st[3]) for st in STYLES] for s in range(state.n) if s != me}
        last_top = 1
        for entry, start in zip(state.history, round_starts(state), strict=False):
            for s in logs:
                b = entry.bids[s]
                money = start.money[s]
                if money <= 0:
                    continue
                gap = past_gap(start, s)
                for j, st in enumerate(STYLES):
                    probs = _kernel(_style_bid(st, money, last_top, gap), money)
                    logs[s][j] += math.log(probs[min(b, len(probs) - 1)])
            last_top = max(entry.bids)
        _WORK[0] = work
        weights = {}
        for s, v in logs.items():
            top = max(v)
            w = [math.exp(x - top) for x in v]
            total = sum(w)
            weights[s] = [x / total for x in w]
        return cls(weights, last_top)

    def gap_weight(self, seat: int) -> float:
        return sum(w for st, w in zip(STYLES, self.weights[seat], strict=False) if st[0] == "g")

    def chances(self, seat: int, money: int, gap: int = 0) -> list[float]:
        """The rival's chances of bidding 0..min(money, 6) (``gap``: Fen's bid for it now)."""
        out = [0.0] * (min(money, 6) + 1)
        for st, w in zip(STYLES, self.weights[seat], strict=False):
            if w < 1e-4:
                continue
            for k, p in enumerate(_kernel(_style_bid(st, money, self.last_top, gap), money)):
                out[k] += w * p
        return out

    def likely(self, seat: int, money: int, gap: int = 0) -> int:
        if money <= 0:
            return 0
        c = self.chances(seat, money, gap)
        return c.index(max(c))


def _situation(s: State, seat: int) -> tuple[Any, ...]:
    """All a seat's choice depends on. Money is left out: an option adds the same
    to it whatever it was (only Invest's gain depends on the bid, which is in)."""
    bid = s.bids[seat] if s.bids is not None and s.last_seat == seat else -1
    acted = tuple(sorted(d.seat for d in s.actions))
    return (seat, s.market, s.taken, acted, s.boards, s.faerie, s.wheat, s.placed, bid, len(s.stack))


@attrs.define
class Memo:
    """Choices remembered within one decision: the playouts of several bids meet
    the same situations again. Actions and bids apart, so each has its type."""

    actions: dict[tuple[Any, ...], Action] = attrs.Factory(dict)
    bids: dict[tuple[Any, ...], int] = attrs.Factory(dict)


def _memo(memo: Memo | None, s: State, seat: int, choose: Callable[[State, int], Action], who: str = "model") -> Action:
    """``choose(s, seat)``, remembered within one decision (the playouts of several
    bids meet the same situations again)."""
    if memo is None:
        return choose(s, seat)
    key = (who,) + _situation(s, seat)
    actions = memo.actions
    if key not in actions:
        actions[key] = choose(s, seat)
    return actions[key]


def _ola_move(s: State, me: int) -> Action:
    return _score_options(s, me, hard_value)[0][2]


def _finish_round(state: State, memo: Memo | None = None) -> State:
    """Every seat still to act this round acts as modelled."""
    s = state
    while not s.is_over and s.bids is not None:
        _spend()
        seat = s.to_act
        assert seat is not None
        s = after(s, seat, _memo(memo, s, seat, model_action))
    return s


def ahead_gain(state: State, me: int) -> float:
    """The next-round part of Ola's worth of a round's end (weighted by ``deep``, the
    chance the tile is still there for her): the gain of her best placement next
    round among the tiles left in the market (the refills are unknown: left out).
    Money does not change it, so a bid's cost can be added afterwards."""
    deep = W_HARD.get("deep", 0.0)
    if deep <= 0 or state.is_over or not state.history:
        return 0.0
    v = hard_value(state, me)
    market = list(state.market)
    for slot, _ in state.history[-1].refill:
        market[slot - 1] = None
    order = (me,) + tuple(s for s in range(state.n) if s != me)
    nxt = attrs.evolve(state, market=tuple(market), bids=(0,) * state.n, order=order, actions=())
    best = v
    for a in candidates(nxt, me):
        if a.do == ACQUIRE:
            best = max(best, hard_value(after(nxt, me, a), me))
    return deep * (best - v)


def looking_ahead(state: State, me: int) -> float:
    """Ola's worth of a round's end: her evaluation plus the next-round part."""
    return hard_value(state, me) + ahead_gain(state, me)


def bid_scenarios(st: State, me: int, model: BidModel | None = None) -> list[tuple[dict[int, int], float]]:
    """The rivals' likely bids with their chances: each rival's ``BID_TOP`` likeliest
    bids by its learned styles, every combination with its chance (the rarest left out)."""
    model = model or BidModel.of(st, me)
    per: list[tuple[int, list[tuple[int, float]]]] = []
    for s in range(st.n):
        if s == me:
            continue
        if st.money[s] <= 0:
            per.append((s, [(0, 1.0)]))
            continue
        gap = medium_bid(st, s) if model.gap_weight(s) > 0.02 else 0
        c = model.chances(s, st.money[s], gap)
        best = sorted(range(len(c)), key=lambda k: (-c[k], k))[:BID_TOP]
        per.append((s, [(k, c[k]) for k in best]))
    merged: dict[tuple[int, ...], float] = {}
    for combo in itertools.product(*(opts for _, opts in per)):
        p = 1.0
        for _, q in combo:
            p *= q
        key = tuple(b for b, _ in combo)
        merged[key] = merged.get(key, 0.0) + p
    others = [s for s, _ in per]
    likely = sorted(merged.items(), key=lambda kv: (-kv[1], kv[0]))[:SCENARIOS]
    kept = [(key, p) for key, p in likely if p >= RARE * sum(merged.values())]
    total = sum(p for _, p in kept)
    return [(dict(zip(others, key, strict=False)), p / total) for key, p in kept]


#: Scenarios of the rivals' bids less likely than this are not played out.
RARE = 0.03
#: At most this many scenarios of the rivals' bids are played out (the likeliest).
SCENARIOS = 4
#: The bid look-ahead runs when the likeliest scenario of the rivals' bids has this chance.
LOOK_SURE = 0.5


def _fits(start: int, foreseen: int, bound: int) -> bool:
    """Whether work foreseen to estimate ``foreseen`` more positions keeps the decision
    that began at count ``start`` within ``bound``: checked before the work, not after."""
    return _WORK[0] - start + foreseen <= bound


def hard_bid(view: LeylandView) -> int:
    """Ola's bid: the rivals' likely bids (Fen's as Fen would bid, Sam's each with
    its chance), then for each bid of her own the whole round played out in the
    order it buys, everyone acting as modelled and Ola taking her best move; the
    bid whose expected worth (her lead over the best rival) is highest wins (ties:
    the lower bid). A round is played out once per order bought: other bids that
    buy the same order change only the money. No round is started that the dearest
    one so far says would pass ``FIRST_BUDGET`` (bids of 0 and 1 are always weighed,
    on as many of the likeliest scenarios as fit)."""
    st, me = view.state, view.seat
    start = _WORK[0]
    money = st.money[me]
    if money == 0:
        return 0
    model = BidModel.of(st, me)
    scenarios = bid_scenarios(st, me, model)
    played: dict[tuple[int, ...], tuple[State, tuple[int, ...], float]] = {}
    memo = Memo()
    round_work = 0

    def bids_of(b: int, rivals: dict[int, int]) -> tuple[int, ...]:
        return tuple(b if s == me else rivals[s] for s in range(st.n))

    def key_of(bids: tuple[int, ...]) -> tuple[int, ...]:
        order = game.bid_order(bids, st.marker)
        return order + (bids[me] if order[-1] == me else -1,)

    def play(bids: tuple[int, ...], key: tuple[int, ...]) -> None:
        nonlocal round_work
        w0 = _WORK[0]
        s, _ = game.apply_bids(st, dict(enumerate(bids)))
        while s.to_act is not None and s.to_act != me:
            s = after(s, s.to_act, _memo(memo, s, s.to_act, model_action))
        if s.to_act == me:
            s = after(s, me, _memo(memo, s, me, _ola_move, "ola"))
        end = _finish_round(s, memo)
        played[key] = (end, bids, ahead_gain(end, me))
        round_work = max(round_work, _WORK[0] - w0)

    def unplayed(
        bs: Iterable[int], among: list[tuple[dict[int, int], float]]
    ) -> dict[tuple[int, ...], tuple[int, ...]]:
        new: dict[tuple[int, ...], tuple[int, ...]] = {}
        for b in bs:
            for rivals, _ in among:
                bids = bids_of(b, rivals)
                key = key_of(bids)
                if key not in played and key not in new:
                    new[key] = bids
        return new

    first_bids = bids_of(0, scenarios[0][0])
    play(first_bids, key_of(first_bids))
    kept = 1
    while kept < len(scenarios) and _fits(
        start, round_work * len(unplayed((0, 1), scenarios[: kept + 1])), FIRST_BUDGET
    ):
        kept += 1
    if kept < len(scenarios):
        weight = sum(p for _, p in scenarios[:kept])
        scenarios = [(rivals, p / weight) for rivals, p in scenarios[:kept]]
    best_bid, best_v = 0, float("-inf")
    firsts: list[tuple[float, int, tuple[int, ...]]] = []
    for b in range(0, min(money, 5) + 1):
        new = unplayed((b,), scenarios)
        if b >= 2 and not _fits(start, round_work * len(new), FIRST_BUDGET):
            break  # a bounded effort: the dearest bids are left out first
        for key, bids in new.items():
            play(bids, key)
        total = 0.0
        for rivals, p in scenarios:
            bids = bids_of(b, rivals)
            key = key_of(bids)
            end, used, gain = played[key]
            if used != bids:
                end = attrs.evolve(end, money=tuple(m + u - x for m, u, x in zip(end.money, used, bids, strict=False)))
            total += p * (hard_value(end, me) + gain)
        total -= W_HARD.get("bidcost", 0.0) * b
        firsts.append((total, b, key))
        if total > best_v + 1e-9:
            best_bid, best_v = b, total
    if LOOK_BID <= 0 or LOOK_SAMPLES <= 0 or scenarios[0][1] < LOOK_SURE:
        return best_bid
    # The rivals' bids are foreseen (one scenario is likely enough): the best few orders
    # are also played through the next round, over sampled orders of the unseen tiles.
    keys: dict[tuple[int, ...], tuple[float, int]] = {}
    for total, b, key in firsts:
        if key not in keys or total > keys[key][0] + 1e-9:
            keys[key] = (total, b)
    top = sorted(keys.values(), key=lambda t: (-t[0], t[1]))[:LOOK_BID]
    if len(top) < 2:
        return best_bid
    stacks = []
    for _ in range(LOOK_SAMPLES):
        face_down = list(st.stack)
        view.rng.shuffle(face_down)
        stacks.append(tuple(face_down))
    rivals = scenarios[0][0]
    best_bid, best_v, last = top[0][1], float("-inf"), int(LOOK_FORESEE * round_work * len(stacks))
    with _looking(start):
        for _, b in sorted(top, key=lambda t: (-t[0], t[1])):
            if not _fits(start, last, LOOK_BUDGET):
                break
            w0 = _WORK[0]
            bids = bids_of(b, rivals)
            v = 0.0
            for drawn in stacks:
                s, _ = game.apply_bids(attrs.evolve(st, stack=drawn), dict(enumerate(bids)))
                while s.to_act is not None and s.to_act != me:
                    s = after(s, s.to_act, _memo(memo, s, s.to_act, model_action))
                if s.to_act == me:
                    s = after(s, me, _memo(memo, s, me, _ola_move, "ola"))
                v += line_value(_next_round(_finish_round(s, memo), me, memo, model), me)
            last = max(last, _WORK[0] - w0)
            if v > best_v + 1e-9:
                best_bid, best_v = b, v
    return best_bid


#: How many of Ola's best bids (each buying another order) are played through the next
#: round too, when every rival's bid is known (0: none).
LOOK_BID = 3


def _bid_key(s: State, seat: int) -> tuple[Any, ...]:
    return ("bid", seat, s.market, s.boards, s.faerie, s.wheat, s.placed, s.money, s.marker, len(s.stack))


def _next_round(s: State, me: int, memo: Memo, model: BidModel | None = None) -> State:
    """The next round played out: every rival bids its likeliest learned bid and acts as
    modelled, Ola bids as Fen would (a cheap stand-in for her own bid) and takes her best move."""
    if s.is_over or s.bids is not None:
        return s
    model = model or BidModel.of(s, me)
    bids: dict[int, int] = {}
    for k in range(s.n):
        _spend()
        key = _bid_key(s, k)
        if key not in memo.bids:
            gap = medium_bid(s, k) if k == me or model.gap_weight(k) > 0.02 else 0
            memo.bids[key] = gap if k == me else model.likely(k, s.money[k], gap)
        bids[k] = memo.bids[key]
    s, _ = game.apply_bids(s, bids)
    while s.to_act is not None:
        _spend()
        seat = s.to_act
        if seat == me:
            s = after(s, me, _memo(memo, s, me, _ola_move, "ola"))
        else:
            s = after(s, seat, _memo(memo, s, seat, model_action))
    return s


def line_value(s: State, me: int) -> float:
    """A line's worth to Ola: her lead over the best rival, or with ``WIN_SCALE`` the
    chance that it holds (a logistic of the lead)."""
    v = hard_value(s, me)
    if WIN_SCALE > 0:
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, v / WIN_SCALE))))
    return v


#: Ola's action look-ahead: the ``LOOK_TOP`` best actions (after the round played out)
#: are also played through the next round, for ``LOOK_SAMPLES`` orders of the unseen
#: tiles drawn from her own stream (0: off).
LOOK_SAMPLES = 2
LOOK_TOP = 4
#: Only actions within this many points of the best (after the round) are looked at further.
LOOK_GAP = 100.0
#: No further action (or bid) is looked at when the positions a decision has estimated,
#: plus as many as the dearest look so far took, would pass this count; a look that runs
#: past it anyway is given up there (so the count is passed by one seat's choice at most).
LOOK_BUDGET = 1000
#: The first look of a decision is foreseen to cost this many times the dearest round
#: played out before it, per sampled order of the tiles (0: not foreseen, always taken).
LOOK_FORESEE = 1.0
#: No further option (or bid) has its round played out when the dearest round so far says
#: the decision would pass this count (two options, or bids of 0 and 1, always are: the
#: bids on as many of the likeliest scenarios of the rivals' bids as fit).
FIRST_BUDGET = 600
#: > 0: a line is worth the chance of winning, a logistic of the lead over this scale.
WIN_SCALE = 0.0


def hard_action(view: LeylandView, stacks: list[tuple[int, ...]] | None = None) -> Action:
    """Ola's action: her 8 best options by her evaluation, each with the rest of the
    round played out as modelled; the ``LOOK_TOP`` best of those also played through
    the next round (everyone bidding and acting as modelled) for each of
    ``LOOK_SAMPLES`` orders of the unseen tiles (``stacks``: given orders, the bench's
    perfect-information check), until ``LOOK_BUDGET`` positions have been estimated.
    The best total over the samples wins (ties: the better one after the round)."""
    st, me = view.state, view.seat
    start = _WORK[0]
    shortlist = _score_options(st, me, hard_value)[:8]
    memo = Memo()
    model = BidModel.of(st, me)
    first = []
    round_work = 0
    for i, (_, _, a) in enumerate(shortlist):
        if i >= 2 and not _fits(start, round_work, FIRST_BUDGET):
            break  # a bounded effort: the options her evaluation likes least are left out first
        w0 = _WORK[0]
        v = looking_ahead(_finish_round(after(st, me, a), memo), me)
        round_work = max(round_work, _WORK[0] - w0)
        first.append((v, -i, a))
    first.sort(key=lambda t: (t[0], t[1]), reverse=True)
    if stacks is None:
        if LOOK_SAMPLES <= 0 or len(first) < 2:
            return first[0][2]
        stacks = []
        for _ in range(LOOK_SAMPLES):
            face_down = list(st.stack)
            view.rng.shuffle(face_down)
            stacks.append(tuple(face_down))
    # the first look is foreseen to cost a round played out per sampled order of the tiles
    best, best_v, last = first[0][2], float("-inf"), int(LOOK_FORESEE * round_work * len(stacks))
    with _looking(start):
        for v, _, a in first[:LOOK_TOP]:
            if v < first[0][0] - LOOK_GAP or not _fits(start, last, LOOK_BUDGET):
                break
            w0 = _WORK[0]
            total = 0.0
            for drawn in stacks:
                s = _finish_round(after(attrs.evolve(st, stack=drawn), me, a), memo)
                total += line_value(_next_round(s, me, memo, model), me)
            last = max(last, _WORK[0] - w0)
            if total > best_v + 1e-9:
                best, best_v = a, total
    return best


def hard(view: LeylandView) -> Any:
    # The look-ahead builds many short-lived states. A full collection that happens to
    # fall inside a decision scans the whole process (the game's history included) and
    # doubled the worst decision (4 seats vs mediums: 207 ms of CPU, 118 ms without the
    # collector). The search makes no cycles of its own, so reference counting frees its
    # states at once; the collector is only paused, and the decision is the same.
    paused = gc.isenabled()
    if paused and not gc.get_freeze_count():
        # Whatever the process holds at Ola's first decision (modules, the rules'
        # tables, the app's screens) is collected once and then left out of every
        # later full collection, which falls in some decision: it then scans only
        # what was made since, not the whole process.
        gc.collect()
        gc.freeze()
    gc.disable()
    try:
        return hard_bid(view) if view.what == "bid" else hard_action(view)
    finally:
        if paused:
            gc.enable()


PEOPLE = (
    ("Sprout Sam", "bids a coin now and then, grabs the tile that pays cubes at once"),
    ("Farmer Fen", "values each action by points, bids what going first is worth"),
    ("Oracle Ola", "plays this round and the next out for its best bids and actions"),
)
BOTS, STRENGTHS, TABLE = three_strengths("Ley of the Land", (easy, medium, hard), PEOPLE)
