"""A fast Circuit table on plain lists, for measuring and tuning buy/decline policies.

The rules are those of ``rules/circuit/game.py`` and the dice are the real ones
(``stream(seed, "circuit", "dice", t)``), so a board here is the same board as in the
engine: ``--check`` plays medium and easy both ways and compares money and winners;
hard and the tuning half's styles (ported below) were checked the same way. A policy
is ``f(g, seat, number) -> bool`` (buy?), ``g`` the ``Table``. Bots by name: easy,
medium, hard, always, never, R<reserve> (buys keeping at least that), the tuning
half's styles, w:<file> (hard with weights from circuit_learn.py), cheat (sees the
future dice: each answer played to the real end, keeps the better), oracle (every
sequence of its own answers on the real future: the ceiling) and fair<K> (K roll-outs
on random dice with a perfect model of the rivals). A field is a gauntlet field name,
a policy, or policies joined by + (dealt to the rival seats as run.py deals them).

    python bench/circuit_lab.py --check --games 30
    python bench/circuit_lab.py --bots cheat,oracle --field medium,easy --players 2,3,4,6 --games 100
    python bench/circuit_lab.py --bots hard,medium --field tuning --players 3 --games 150
    python bench/circuit_lab.py --suite --bots hard,medium,R8000 --players 2,3,4,6 --games 60
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
import zlib
from typing import Callable, Sequence

from landrush_tui.ai.circuit import learned_choice, medium_choice, read_styles
from landrush_tui.rules.circuit import board, game
from landrush_tui.rules.circuit.board import Kind
from landrush_tui.rules.rng import seat_turn_seed
from landrush_tui.simulate import rotated, wilson

dice_of = functools.lru_cache(maxsize=1 << 20)(game.dice_of)
SP = board.SPACES
KIND = [sp.kind for sp in SP]
PRICE = [sp.price for sp in SP]
RENT = [sp.rent for sp in SP]
TAX = [sp.tax for sp in SP]


class Table:
    def __init__(self, n: int, seed: int, optional: bool = True, limit: int | None = None) -> None:
        self.n, self.seed, self.optional, self.limit = n, seed, optional, limit
        self.money = [game.START_MONEY] * n
        self.pos = [1] * n
        self.owners: list[int | None] = [None] * 21
        self.out: list[int] = []
        self.taken = [0] * n
        self.turn = 1
        self.first = game.stream(seed, "circuit", "first").randrange(n)
        self.to_move: int | None = self.first
        self.winners: tuple[int, ...] = ()
        self.log: list[tuple[int, int, int, int, bool]] = []  # (turn, seat, money before, space, bought)
        self.pre: Table | None = None
        self.fake: list[int] | None = None  # dice sums from turn fake0 on, instead of the real dice
        self.fake0 = 0
        self.keep_pre = True  # play-outs turn it off: nobody replays from their steps

    def clone(self) -> "Table":
        c = Table.__new__(Table)
        c.__dict__.update(self.__dict__)
        c.pre = None
        c.money, c.pos, c.owners, c.out, c.taken = (
            list(self.money),
            list(self.pos),
            list(self.owners),
            list(self.out),
            list(self.taken),
        )
        c.log = list(self.log)
        return c

    @property
    def remaining(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.out]

    def worth(self, s: int) -> int:
        if s in self.out:
            return 0
        return self.money[s] + sum(PRICE[i] for i, o in enumerate(self.owners) if o == s)

    def step(self, decide: Callable[["Table", int, int], bool]) -> None:
        p = self.to_move
        assert p is not None
        d = self.fake[self.turn - self.fake0] if self.fake else sum(dice_of(self.seed, self.turn))
        b = (self.pos[p] - 1 + d) % 21 + 1
        if (
            self.keep_pre
            and self.optional
            and self.owners[b - 1] is None
            and PRICE[b - 1]
            and self.money[p] >= PRICE[b - 1]
        ):
            self.pre = self.clone()  # the table before this step (the cheat replays from it)
        self.pos[p] = b
        i = b - 1
        k = KIND[i]
        due, to = 0, None
        if k is Kind.TAX:
            due = TAX[i]
        elif k is not Kind.REFUGE:
            o = self.owners[i]
            if o is None:
                if self.money[p] >= PRICE[i]:
                    buy = True
                    if self.optional:
                        self.dice_sum = d
                        buy = decide(self, p, b)
                        self.log.append((self.turn, p, self.money[p], b, buy))
                    if buy:
                        self.money[p] -= PRICE[i]
                        self.owners[i] = p
            elif o != p:
                due, to = board.rent(b, self.owners, d), o
        if due:
            paid = min(due, self.money[p])
            self.money[p] -= paid
            if to is not None:
                self.money[to] += paid
            if paid < due:
                self.out.append(p)
                self.money[p] = 0
                self.pos[p] = 0
                for j, o in enumerate(self.owners):
                    if o == p:
                        self.owners[j] = None
        self.taken[p] += 1
        self.turn += 1
        left = self.remaining
        if len(left) == 1:
            self.winners, self.to_move = tuple(left), None
            return
        if self.limit is not None and all(self.taken[s] >= self.limit for s in left):
            best = max((self.worth(s), self.money[s]) for s in left)
            self.winners = tuple(s for s in left if (self.worth(s), self.money[s]) == best)
            self.to_move = None
            return
        self.to_move = next((p + j) % self.n for j in range(1, self.n + 1) if (p + j) % self.n not in self.out)


Policy = Callable[[Table, int, int], bool]


def reserve_policy(r: int) -> Policy:
    def f(g: Table, s: int, b: int) -> bool:
        return g.money[s] - PRICE[b - 1] >= r

    return f


def medium_p(g: Table, s: int, b: int) -> bool:
    return medium_choice(g.money[s], g.owners, s, b, len(g.remaining))


def easy_p(g: Table, s: int, b: int) -> bool:
    if g.money[s] - PRICE[b - 1] < 1500:
        return False
    rng = random.Random(seat_turn_seed(g.seed, "circuit-bot", s, g.turn * 2 + 1))
    return rng.random() < 0.85


def _worst_rival_rent(g: Table, s: int) -> int:
    worst = 0
    for i, o in enumerate(g.owners):
        if o is not None and o != s:
            worst = max(worst, board.rent(i + 1, g.owners, 12))
    return worst


def _crc(g: Table, s: int, *salt: object) -> float:
    return zlib.crc32(repr((g.turn, s, salt)).encode()) / 2**32


# The tuning half of the gauntlet (bench/gauntlet/circuit_tuning.py), on the lab table.
TUNING: dict[str, Policy] = {
    "reserve_small": lambda g, s, b: g.money[s] - PRICE[b - 1] >= 3000,
    "reserve_big": lambda g, s, b: g.money[s] - PRICE[b - 1] >= 15000,
    "cheap_only": lambda g, s, b: PRICE[b - 1] <= 2000 and g.money[s] - PRICE[b - 1] >= 1000,
    "set_collector": lambda g, s, b: KIND[b - 1] in (Kind.FLEET, Kind.CAMP) or g.money[s] - PRICE[b - 1] >= 10000,
    "danger_reserve": lambda g, s, b: g.money[s] - PRICE[b - 1] >= _worst_rival_rent(g, s) + 4000,
    "rich_buyer": lambda g, s, b: (
        g.money[s] >= sum(g.money[r] for r in g.remaining if r != s) / max(1, len(g.remaining) - 1)
        or PRICE[b - 1] <= 1400
    ),
    "half_coin": lambda g, s, b: _crc(g, s, "buy") < 0.5,
}
TUNING_FIELDS = {
    **{name: (name,) for name in TUNING},
    "mixed": (
        "danger_reserve",
        "reserve_small",
        "cheap_only",
        "set_collector",
        "half_coin",
        "rich_buyer",
        "reserve_big",
    ),
    "buyers": ("reserve_small", "set_collector", "half_coin"),
    "careful": ("reserve_big", "danger_reserve", "cheap_only"),
}

POLICIES: dict[str, Policy] = {
    **TUNING,
    "medium": medium_p,
    "easy": easy_p,
    "always": lambda g, s, b: True,
    "never": lambda g, s, b: False,
}


def policy(name: str) -> Policy:
    if name in POLICIES:
        return POLICIES[name]
    if name.startswith("w:"):  # weights from a json file written by circuit_learn.py fit --out
        return hard_p(json.load(open(name[2:])))
    if name == "hard":
        return hard_p()
    if name.startswith("R"):
        return reserve_policy(int(name[1:]))
    raise SystemExit(f"unknown policy {name}")


def finish(g: Table, seats: list[Policy], me: int, base: Policy) -> Table:
    dec = lambda t, s, b: base(t, s, b) if s == me else seats[s](t, s, b)  # noqa: E731
    while g.to_move is not None:
        g.step(dec)
    return g


def outcome(g: Table, me: int) -> tuple[float, int, int]:
    share = 1 / len(g.winners) if me in g.winners else 0.0
    gone = g.out.index(me) if me in g.out else len(g.out)
    return share, gone, g.worth(me)


class Choose(Exception):
    pass


def cheat_policy(seats_ref: list[list[Policy]], bases: tuple[Policy, ...]) -> Policy:
    """Sees the future: plays each answer out to the real end (the field's real bots,
    my answers afterwards by each base policy) and keeps the best real ending."""

    def f(g: Table, s: int, b: int) -> bool:
        seats = seats_ref[0]
        best, key = True, None
        for choice in (True, False):
            for base in bases:
                h = g.pre.clone()
                forced = [choice]

                def dec(t, x, y, forced=forced, base=base):
                    if x == s:
                        if forced:
                            return forced.pop()
                        return base(t, x, y)
                    return seats[x](t, x, y)

                while h.to_move is not None:
                    h.step(dec)
                k = outcome(h, s)
                if key is None or k > key:
                    best, key = choice, k
        return best

    return f


def oracle_value(g: Table, seats: list[Policy], me: int, budget: list[int]) -> float:
    """The best share ``me`` can reach from the start of ``g``'s next step over every
    sequence of its own answers (dice and the field's answers known)."""
    while g.to_move is not None:
        if g.to_move == me:
            pre = g.clone()
            asked = []

            def dec(t, x, y):
                asked.append(1)
                return True

            g.step(dec)
            if asked:
                best = oracle_value(g, seats, me, budget)
                if best < 1.0:
                    h = pre
                    h.step(lambda t, x, y: False)
                    best = max(best, oracle_value(h, seats, me, budget))
                return best
        else:
            g.step(lambda t, x, y: seats[x](t, x, y))
        budget[0] -= 1
        if budget[0] < 0:
            raise Choose
    return 1 / len(g.winners) if me in g.winners else 0.0


def fair_rollout(seats_ref: list[list[Policy]], base: Policy, k: int, horizon: int = 400) -> Policy:
    """Not a cheat on the dice: plays each answer out ``k`` times on random dice (the same
    dice for both answers), the field's seats by their real policies (a perfect model of
    the rivals) and mine by ``base``; keeps the answer with the better mean share."""

    def f(g: Table, s: int, b: int) -> bool:
        seats = seats_ref[0]
        rng = random.Random(g.seed * 7919 + g.turn)
        score = [0.0, 0.0]
        for _ in range(k):
            fake = [int(rng.random() * 6) + int(rng.random() * 6) + 2 for _ in range(horizon + 80)]
            for ci, choice in enumerate((True, False)):
                h = g.pre.clone()
                h.fake, h.fake0 = fake, g.turn
                h.limit = h.taken[s] + horizon // max(1, len(h.remaining)) - 1 if h.limit is None else h.limit
                forced = [choice]

                def dec(t, x, y, forced=forced):
                    if x == s:
                        return forced.pop() if forced else base(t, x, y)
                    return seats[x](t, x, y)

                while h.to_move is not None:
                    h.step(dec)
                score[ci] += 1 / len(h.winners) if s in h.winners else 0.0
        return score[0] >= score[1]

    return f


class _Seen:
    """The few things hard reads off a view, from the lab table."""

    def __init__(self, g: Table, s: int, b: int) -> None:
        self.seat, self.money, self.owners, self.positions = s, g.money, g.owners, g.pos
        self.remaining, self.turn, self.n = g.remaining, g.turn, g.n
        self.rolled = self
        self.to = b


def hard_p(weights: Sequence[float] | None = None) -> Policy:
    """hard (or hard with other weights, the same at every table size) on the lab table."""

    def f(g: Table, s: int, b: int) -> bool:
        seen = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in g.log]
        return learned_choice(_Seen(g, s, b), read_styles(seen, s, g.remaining), weights)  # type: ignore[arg-type]

    return f


def play(seats: list[Policy], seed: int, optional: bool = True, limit: int | None = None) -> Table:
    g = Table(len(seats), seed, optional, limit)
    dec = lambda t, s, b: seats[s](t, s, b)  # noqa: E731
    while g.to_move is not None:
        g.step(dec)
    return g


def cell(
    bot: Policy | str,
    field: list[Policy],
    p: int,
    boards: int,
    first: int = 50_000,
    limit: int | None = None,
    steps: int = 300_000,
) -> tuple[float, int, int]:
    """One bot against p - 1 field seats (cycled from ``field``), seats rotated.
    ``bot`` may be "cheat" or "oracle" (the exhaustive search; boards it cannot
    settle within ``steps`` are counted, and scored as the cheat would)."""
    ref: list[list[Policy]] = [[]]
    cheat = cheat_policy(ref, (POLICIES["always"], medium_p))
    if isinstance(bot, str) and bot.startswith("fair"):
        me_bot = fair_rollout(ref, medium_p, int(bot[4:]))
    else:
        me_bot = cheat if isinstance(bot, str) else bot
    pts, seats, unsettled = 0.0, 0, 0
    for b in range(boards):
        lineup = [me_bot] + [field[(b + i) % len(field)] for i in range(p - 1)]
        for shift in range(p):
            s = rotated(lineup, shift)
            ref[0] = s
            me = shift % p
            seats += 1
            if bot == "oracle":
                try:
                    pts += oracle_value(Table(p, first + b, True, limit), s, me, [steps])
                    continue
                except Choose:
                    unsettled += 1
            g = play(s, first + b, True, limit)
            if me in g.winners:
                pts += 1 / len(g.winners)
    return pts, seats, unsettled


def check(boards: int) -> None:
    """The lab table against the engine: same money after every game, medium and easy seats."""
    from landrush_tui.ai.circuit import BOTS
    from landrush_tui.rules.circuit.view import public_view
    from landrush_tui.rules.players import PlayerKind, PlayerSpec

    for seed in range(boards):
        names = ["medium", "easy", "medium", "easy"][: 2 + seed % 3]
        players = [PlayerSpec(f"p{i}", PlayerKind.AI, "medium") for i in range(len(names))]
        st = game.new_game(game.Settings(players, "optional", 30 if seed % 2 else None, seed))
        while not st.is_over:
            seat, what = game.ask_of(st)
            dec = "roll" if what == "roll" else BOTS[names[seat]](public_view(st, seat))
            st, _ = game.apply(st, seat, dec)
        g = play([policy(x) for x in names], seed, True, 30 if seed % 2 else None)
        assert g.money == list(st.money) and g.winners == st.winners and g.turn == st.turn, seed
    print(f"{boards} boards: the lab table plays exactly as the engine")


SUITE = (
    "medium",
    "easy",
    "mixed",
    "buyers",
    "careful",
    "reserve_small",
    "danger_reserve",
    "rich_buyer",
    "set_collector",
)


def suite(bots: list[str], players: list[int], boards: int) -> None:
    """Each bot over the same boards of every field of SUITE: mean x par per table size."""
    for bot in bots:
        row = []
        for p in players:
            xs = []
            for field in SUITE:
                pts, n, _ = cell(policy(bot), [policy(x) for x in TUNING_FIELDS.get(field, (field,))], p, boards)
                xs.append(pts / n * p)
            row.append(f"p{p} {sum(xs) / len(xs):.3f} [" + " ".join(f"{x:.2f}" for x in xs) + "]")
        print(f"{bot:<40} " + "  ".join(row), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    flags: dict[str, dict] = {
        "--check": dict(action="store_true", help="play --games boards here and in the engine: the same?"),
        "--suite": dict(action="store_true", help="mean x par over the fields " + ",".join(SUITE)),
        "--bots": dict(default="medium,always", help="policies, cheat, oracle or fairK (K roll-outs)"),
        "--field": dict(default="medium,easy", help="fields (a gauntlet field, a policy, or a+b mixed)"),
        "--players": dict(default="3,4"),
        "--games": dict(type=int, default=200, help="boards per cell, each played once per seat"),
        "--limit": dict(type=int, default=0, help="round limit (0: none)"),
        "--steps": dict(type=int, default=300_000, help="oracle: turns searched per board at most"),
    }
    for flag, kw in flags.items():
        ap.add_argument(flag, **kw)
    args = ap.parse_args()
    if args.suite:
        suite(args.bots.split(","), [int(x) for x in args.players.split(",")], args.games)
        return
    if args.check:
        check(args.games)
        return
    for p in map(int, args.players.split(",")):
        fields = args.field.split(",")
        if fields == ["tuning"]:
            fields = ["+".join(v) for v in TUNING_FIELDS.values()]
        for field in fields:
            fp = [policy(x) for x in TUNING_FIELDS.get(field, field.split("+"))]
            for bot in args.bots.split(","):
                t0 = time.perf_counter()
                pts, n, un = cell(
                    bot if bot in ("cheat", "oracle") or bot.startswith("fair") else policy(bot),
                    fp,
                    p,
                    args.games,
                    limit=args.limit or None,
                    steps=args.steps,
                )
                lo, hi = wilson(pts, n)
                print(
                    f"{bot:>10} vs {field:<14} p={p} {n:>5} {pts / n:6.1%} ({lo:.1%}..{hi:.1%}) "
                    f"x{pts / n * p:.2f} [{lo * p:.2f}..{hi * p:.2f}] ({time.perf_counter() - t0:.0f}s)"
                    + (f" {un} unsettled (scored as cheat)" if un else ""),
                    flush=True,
                )
        sys.stdout.flush()


if __name__ == "__main__":
    main()
