"""Bot tournament: win rates per pairing and player count, and decision times.

A pairing "A vs B" at p players seats one A against p - 1 copies of B, with
seat rotation: each board is played p times so that A sits in every seat. The
table shows A's win rate (a win shared by w seats counts 1/w) with a 95% Wilson
interval, par (1/p), and A's mean rank; then the median and worst decision
time of each bot over every decision it made.

    python bench/tournament.py                      # 400 games per cell, 2 processes
    python bench/tournament.py --games 100 --players 4 --pairings hard:medium

This is a script that prints figures, not a test.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time

from landrush_tui.simulate import BotTally, bot_settings, play_game, rotation_schedule, wilson

DEFAULT_PAIRINGS = "hard:medium,hard:easy,medium:easy,hard:baseline,medium:baseline"


def _play_chunk(job):
    """Play some boards of one cell; return the tallies and the decision times."""
    lineup, first_seed, boards = job
    tallies = {name: BotTally(name) for name in dict.fromkeys(lineup)}
    timings: dict[str, list[float]] = {}
    for game_seed, seats, _ in rotation_schedule(lineup, boards * len(lineup), first_seed):
        state = play_game(bot_settings(seats, game_seed), timings=timings)
        for s, name in enumerate(seats):
            tallies[name].add(state, s)
    return lineup, tallies, timings


def _merge(into: dict[str, BotTally], more: dict[str, BotTally]) -> None:
    for name, t in more.items():
        acc = into.setdefault(name, BotTally(name))
        acc.seats += t.seats
        acc.win_points += t.win_points
        acc.sole += t.sole
        acc.shared += t.shared
        acc.money += t.money
        acc.ranks += t.ranks


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per pairing and player count (default 400)")
    parser.add_argument("--players", default="2,4,7", help="player counts (default 2,4,7)")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS,
                        help=f"A:B pairs, one A against the rest B (default {DEFAULT_PAIRINGS})")
    parser.add_argument("--seed", type=int, default=20_000, help="seed of the first board")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)

    counts = [int(p) for p in args.players.split(",")]
    pairs = [tuple(p.split(":")) for p in args.pairings.split(",")]
    jobs, cells = [], []
    for p in counts:
        boards = -(-args.games // p)
        chunk = max(1, -(-boards // (args.processes * 4)))
        for a, b in pairs:
            lineup = (a,) + (b,) * (p - 1)
            cells.append((a, b, p, lineup))
            for start in range(0, boards, chunk):
                jobs.append((lineup, args.seed + start, min(chunk, boards - start)))

    t0 = time.perf_counter()
    results: dict[tuple, dict[str, BotTally]] = {}
    timings: dict[str, list[float]] = {}
    with mp.get_context("fork" if sys.platform != "win32" else "spawn").Pool(args.processes) as pool:
        for lineup, tallies, times in pool.imap_unordered(_play_chunk, jobs):
            _merge(results.setdefault(lineup, {}), tallies)
            for name, ts in times.items():
                timings.setdefault(name, []).extend(ts)
    elapsed = time.perf_counter() - t0

    print(f"Land Rush bot tournament: {args.games}+ games per cell (rounded up to whole seat rotations), "
          f"seeds from {args.seed}, {args.processes} processes, {os.cpu_count()} CPUs, {elapsed:.0f} s")
    print("Pairing 'A vs B' = one A against (players - 1) B; win rate of A, shared wins count 1/winners.")
    print()
    rows = [("pairing", "players", "games", "A win rate", "95% interval", "par", "A mean rank", "A mean money")]
    for a, b, p, lineup in cells:
        t = results[lineup][a]
        lo, hi = wilson(t.win_points, t.seats)
        g = max(t.seats, 1)
        rows.append((f"{a} vs {b}", str(p), str(t.seats), f"{t.rate():.1%}", f"{lo:.1%}..{hi:.1%}",
                     f"{1 / p:.1%}", f"{t.ranks / g:.2f}", f"{t.money / g:.0f}"))
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    for i, r in enumerate(rows):
        print("  ".join(cell.ljust(w) if c == 0 else cell.rjust(w) for c, (cell, w) in enumerate(zip(r, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    print()
    print("Decision time per bot (every decision in the run; CPU shared by the worker processes):")
    for name, ts in sorted(timings.items()):
        ts.sort()
        print(f"  {name:9s} {len(ts):7d} decisions  median {ts[len(ts) // 2] * 1000:7.2f} ms  "
              f"p99 {ts[int(len(ts) * 0.99)] * 1000:7.2f} ms  worst {ts[-1] * 1000:7.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
