"""Circuit at two seats: hard's own weighing for a game of two, and variants of it on
the lab table (bench/circuit_lab.py), all on the tuning half only (never the held-out).

At each of hard's two-seat decisions (the weighing of bigger tables, ``hard_all``) the
rest of the game is played once per answer on the same dice; the share difference is
fitted on ``two_seat_features`` by least squares (circuit_learn.fit). The fit is
measured on boards from 50000 and 70000, which the samples (from 1000 and 20000) never
use.

    python bench/circuit_two.py --sample /tmp/a.jsonl --games 800 --first 1000
    python bench/circuit_two.py --fit /tmp/a.jsonl /tmp/b.jsonl --out /tmp/w.json
    python bench/circuit_two.py --bots hard_all,hard,two:/tmp/w.json --players 2 --games 300
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Sequence

from circuit_lab import PRICE, SUITE, TUNING_FIELDS, Policy, Table, _Seen, cell, hard_p, policy
from circuit_learn import fit, sample

from landrush_tui.ai.circuit import WEIGHTS, choices, learned_choice, read_styles, two_seat_features
from landrush_tui.rules.circuit.game import BUY, DECLINE, ROLL
from landrush_tui.rules.circuit.view import CircuitView


def hard_all(view: CircuitView) -> str:
    """The shipped hard with the bigger tables' weighing at two seats too (what hard was
    before it had its own), for the gauntlet: ``--bot circuit_two:hard_all``."""
    if view.what != "buy":
        return ROLL
    styles = read_styles(choices(view), view.seat, view.remaining)
    return BUY if learned_choice(view, styles, WEIGHTS) else DECLINE


def two_phi(g: Table, s: int, b: int) -> list[float]:
    seen = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in g.log]
    return two_seat_features(_Seen(g, s, b), read_styles(seen, s, g.remaining))  # type: ignore[arg-type]


def two_p(weights: Sequence[float]) -> Policy:
    base = hard_p(WEIGHTS)

    def f(g: Table, s: int, b: int) -> bool:
        if g.n != 2:
            return base(g, s, b)
        return sum(k * x for k, x in zip(weights, two_phi(g, s, b), strict=True)) > 0

    return f


def variant(name: str) -> Policy:
    if name.startswith("two:"):
        return two_p(json.load(open(name[4:])))
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
    ap.add_argument("--bots", default="hard_all,hard")
    ap.add_argument("--players", default="2")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--first", type=int, default=50_000)
    args = ap.parse_args()
    if args.sample:
        sample([2], args.games, args.sample, args.first, hard_p(WEIGHTS), two_phi)
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
