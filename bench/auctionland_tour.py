"""Auction Land tuning runner: one pairing at one table size on a range of boards, with
``--set NAME=VALUE`` to try a constant of the bots' module (bench only, not a test).

    python bench/auctionland_tour.py --a hard --b medium --players 3 --boards 20 [--set SPEND=2]

Boards are seeds ``--base + board`` (the bench's own boards are 60000 + board; tuning uses
90000 + board so the final figures come from boards the tuning never saw); market 6-10 and
hidden / visible money alternate per board as in the bench; each board is played once per
seat rotation.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any, Callable, Iterator

sys.path.insert(0, os.path.dirname(__file__))
import bench_auctionland as B  # noqa: E402

import landrush_tui.ai.auctionland as AI  # noqa: E402
from landrush_tui.rules.auctionland import game  # noqa: E402
from landrush_tui.simulate import BotTally, rotated, wilson  # noqa: E402


def options(a: str = "hard", doc: str | None = None) -> argparse.ArgumentParser:
    """The options every Auction Land tuning script takes: one pairing, a table size,
    a range of boards, and ``--set NAME=VALUE`` on the bots' module."""
    ap = argparse.ArgumentParser(description=doc)
    ap.add_argument("--a", default=a)
    ap.add_argument("--b", default="medium")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--boards", type=int, default=20)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--base", type=int, default=90_000)
    ap.add_argument("--set", action="append", default=[])
    return ap


def apply_sets(sets: list[str]) -> None:
    """``NAME=VALUE``: set a constant of the bots' module (an int stays an int)."""
    for kv in sets:
        k, v = kv.split("=")
        old = getattr(AI, k)
        setattr(AI, k, int(v) if isinstance(old, int) and not isinstance(old, bool) else float(v))


def games(args: argparse.Namespace, play: Callable[..., Any]) -> Iterator[tuple[list[str], Any]]:
    """Every board once per seat rotation, as the bench plays them (market 6-10 and
    hidden / visible money alternating by board): (seats, finished state)."""
    lineup = [args.a] + [args.b] * (args.players - 1)
    for board in range(args.start, args.start + args.boards):
        for shift in range(args.players):
            seats = rotated(lineup, shift)
            yield seats, play(seats, args.base + board, 6 + board % 5, "hidden" if board % 2 else "visible")


def tally(args: argparse.Namespace, play: Callable[..., Any]) -> str:
    """Play ``games`` and say the pairing's win rate, interval and x par in one line."""
    t = BotTally(args.a)
    t0 = time.perf_counter()
    for seats, st in games(args, play):
        t.seats += 1
        won = game.winners(st)
        if seats.index(args.a) in won:
            t.win_points += 1 / len(won)
    lo, hi = wilson(t.win_points, t.seats)
    p = args.players
    return (
        f"{args.a} vs {args.b} p{p} boards {args.base + args.start}+{args.boards} games {t.seats} "
        f"rate {t.rate():.3f} [{lo:.3f},{hi:.3f}] xpar {t.rate() * p:.2f} [{lo * p:.2f},{hi * p:.2f}] "
        f"wins {t.win_points:.1f} {time.perf_counter() - t0:.0f}s"
    )


def main() -> None:
    args = options().parse_args()
    apply_sets(args.set)
    timings: dict[str, list[float]] = {}
    line = tally(args, lambda seats, seed, market, money: B.play(seats, seed, market, money, timings))
    print(args.set, line, flush=True)
    for name, ts in timings.items():
        ts = sorted(ts)
        print(f"  {name} n={len(ts)} med {ts[len(ts) // 2] * 1000:.1f}ms worst {ts[-1] * 1000:.0f}ms")


if __name__ == "__main__":
    main()
