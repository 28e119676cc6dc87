"""Circuit at two seats: hard's own weighing for a game of two, and variants of it on
the lab table (bench/circuit_lab.py), all on the tuning half only (never the held-out).

At each of hard's two-seat decisions (the weighing of bigger tables, ``hard_all``) the
rest of the game is played once per answer on the same dice; the share difference is
fitted on ``two_seat_features`` by least squares (circuit_learn.fit). The fit is
measured on boards from 50000 and 70000, which the samples (from 1000 and 20000) never
use. ``rules``: hard with a richer model of each rival (a reserve, a price cap, sets
first) for the chance it takes the plot.

    python bench/circuit_two.py --sample /tmp/a.jsonl --games 800 --first 1000
    python bench/circuit_two.py --fit /tmp/a.jsonl /tmp/b.jsonl --out /tmp/w.json
    python bench/circuit_two.py --bots hard_all,hard,two:/tmp/w.json,rules --players 2 --games 300
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Sequence

from circuit_lab import KIND, PRICE, SUITE, TUNING_FIELDS, Policy, Table, _Seen, cell, hard_p, outcome, policy
from circuit_learn import fit

from landrush_tui.ai.circuit import WEIGHTS, features, read_styles, two_seat_features
from landrush_tui.rules.circuit.board import Kind

CAPS = (1400, 2000, 2600, 99_999)
RESERVES = tuple(range(0, 24001, 1000))


def rule_buys(rule: tuple[int, int, bool], left: int, number: int) -> bool:
    reserve, cap, sets = rule
    if sets and KIND[number - 1] in (Kind.FLEET, Kind.CAMP):
        return left >= 0
    return PRICE[number - 1] <= cap and left >= reserve


RULES = [(r, c, s) for r in RESERVES for c in CAPS for s in (False, True)]


def read_rules(seen: Sequence[tuple[int, int, bool, int]], me: int, remaining: Sequence[int]) -> dict[int, tuple]:
    """Each rival's rule (reserve, price cap, sets first) that explains most of its
    choices, ties to the simplest near the prior; with its miss rate."""
    by: dict[int, list[tuple[int, bool, int]]] = {}
    for seat, left, bought, number in seen:
        by.setdefault(seat, []).append((left, bought, number))
    out = {}
    for s in remaining:
        if s == me:
            continue
        obs = by.get(s, [])
        if not obs:
            out[s] = ((6000, 99_999, False), 0.3)
            continue
        best = min(
            RULES,
            key=lambda rule: (
                sum(rule_buys(rule, left, n) != b for left, b, n in obs),
                rule[1] != 99_999,
                rule[2],
                abs(rule[0] - 6000),
            ),
        )
        wrong = sum(rule_buys(best, left, n) != b for left, b, n in obs)
        out[s] = (best, (wrong + 1) / (len(obs) + 2))
    return out


def rules_p(weights: Sequence[float] = WEIGHTS) -> Policy:
    """hard with the take feature from the richer rival model."""

    def f(g: Table, s: int, b: int) -> bool:
        seen3 = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in g.log]
        seen4 = [(x, m - PRICE[sp - 1], bought, sp) for _, x, m, sp, bought in g.log]
        phi = features(_Seen(g, s, b), read_styles(seen3, s, g.remaining))  # type: ignore[arg-type]
        model = read_rules(seen4, s, g.remaining)
        take = 0.0
        for r, (rule, miss) in model.items():
            money = g.money[r]
            if money < PRICE[b - 1]:
                continue
            take += 1 - miss if rule_buys(rule, money - PRICE[b - 1], b) else miss
        phi[8] = take / (take + 1.0)
        return sum(k * x for k, x in zip(weights, phi, strict=False)) > 0

    return f


def two_phi(g: Table, s: int, b: int) -> list[float]:
    seen = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in g.log]
    return two_seat_features(_Seen(g, s, b), read_styles(seen, s, g.remaining))  # type: ignore[arg-type]


def two_p(weights: Sequence[float]) -> Policy:
    base = hard_p(WEIGHTS)

    def f(g: Table, s: int, b: int) -> bool:
        if len(g.remaining) != 2:
            return base(g, s, b)
        return sum(k * x for k, x in zip(weights, two_phi(g, s, b), strict=True)) > 0

    return f


def sample(boards: int, out: str, first: int, base: Policy) -> None:
    """At each of the base bot's two-seat decisions, the rest of the game played once
    per answer (same dice): the share difference, with the features."""
    fields = [*TUNING_FIELDS.values(), ("medium",), ("easy",)]
    with open(out, "a") as f:
        for fi, field in enumerate(fields):
            rivals = [policy(x) for x in field]
            for bd in range(boards):
                seed = first + 1000 * fi + bd
                me = bd % 2
                seats: list[Policy] = [rivals[bd % len(rivals)]]
                seats.insert(me, base)

                def probe(g: Table, s: int, sp: int, seats: list[Policy] = seats) -> bool:
                    shares = []
                    for choice in (True, False):
                        assert g.pre is not None
                        h = g.pre.clone()
                        forced = [choice]

                        def dec(t: Table, x: int, y: int, forced: list[bool] = forced) -> bool:
                            if x == s:
                                return forced.pop() if forced else base(t, x, y)
                            return seats[x](t, x, y)

                        while h.to_move is not None:
                            h.step(dec)
                        shares.append(outcome(h, s)[0])
                    f.write(json.dumps([2, shares[0] - shares[1], two_phi(g, s, sp)]) + "\n")
                    return base(g, s, sp)

                play_seats = list(seats)
                play_seats[me] = probe
                g = Table(2, seed)
                while g.to_move is not None:
                    g.step(lambda t, x, y: play_seats[x](t, x, y))
            f.flush()
            print(f"field {'+'.join(field)} done", flush=True)


def variant(name: str) -> Policy:
    if name.startswith("two:"):
        return two_p(json.load(open(name[4:])))
    if name == "rules":
        return rules_p()
    if name == "hard":
        return hard_p()
    if name == "hard_all":  # the weighing of three seats and more, at two seats too
        return hard_p(WEIGHTS)
    return policy(name)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sample", help="write two-seat samples here (jsonl) and stop")
    ap.add_argument("--fit", nargs="*", help="fit weights to these samples, write them to --out")
    ap.add_argument("--out")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--bots", default="hard,rules")
    ap.add_argument("--players", default="2")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--first", type=int, default=50_000)
    args = ap.parse_args()
    if args.sample:
        sample(args.games, args.sample, args.first, hard_p(WEIGHTS))
        return
    if args.fit:
        fit(args.fit, args.ridge, args.out)
        return
    for bot in args.bots.split(","):
        for p in map(int, args.players.split(",")):
            t0 = time.perf_counter()
            xs = []
            for field in SUITE:
                pts, n, _ = cell(
                    variant(bot), [policy(x) for x in TUNING_FIELDS.get(field, (field,))], p, args.games, args.first
                )
                xs.append(pts / n * p)
            print(
                f"{bot:<24} p{p} {sum(xs) / len(xs):.3f} [" + " ".join(f"{x:.2f}" for x in xs) + "]"
                f" ({time.perf_counter() - t0:.0f}s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
