"""Bot tournament: win rates per pairing and player count, and decision times.

A pairing "A vs B" at p players seats one A against p - 1 copies of B, with
seat rotation: each board is played p times so that A sits in every seat. The
table shows A's win rate (a win shared by w seats counts 1/w) with a 95% Wilson
interval, par (1/p), and A's mean rank; then the median and worst decision
time of each bot over every decision it made.

    python bench/tournament.py                      # 400 games per cell, 2 processes
    python bench/tournament.py --games 100 --players 4 --pairings hard:medium
    python bench/tournament.py --games 120 --players 4 --zoo --pairings none
    python bench/tournament.py --games 120 --players 4 --pairings hard:medium \
        --variants money=200,money=1500,type=second_price,order=small_first

Zoo opponents (independent bots in tests/ai_zoo.py) are named ``zoo.<name>``,
e.g. ``hard:zoo.greedy``; any importable bot is ``module.callable``; ``--zoo`` adds ``hard:zoo.<name>`` for every zoo bot.
A variant changes one setting of every game of a pairing: ``money=N``,
``type=first_price|second_price``, ``order=<auction order>``; ``default`` is
the plain settings. Each pairing is played under every variant given.

This is a script that prints figures, not a test.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time

from landrush_tui.rules import AuctionOrder, AuctionType
from landrush_tui.simulate import BotTally, bot_settings, play_game, rotation_schedule, wilson

# The zoo lives with the tests: it is a yardstick, not a bot offered in the game.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
ZOO_NAMES = ("field", "greedy", "flat", "aggressive", "sniper", "truthful", "web", "random_bidder", "miser", "thrifty",
             "follower")

DEFAULT_PAIRINGS = "hard:medium,hard:easy,medium:easy,hard:baseline,medium:baseline"


def bot_name(name: str) -> str:
    """``zoo.x`` -> the loadable ``ai_zoo:x``; ``module.f`` -> ``module:f``; built-in names stay."""
    if name.startswith("zoo."):
        return f"ai_zoo:{name[4:]}"
    module, dot, attr = name.rpartition(".")
    return f"{module}:{attr}" if dot else name


def variant_kw(variant: str) -> dict:
    """Settings keywords of a variant such as ``money=1500`` or ``type=second_price``."""
    if variant == "default":
        return {}
    key, _, value = variant.partition("=")
    if key == "money":
        return {"start_money": int(value)}
    if key == "type":
        return {"auction_type": AuctionType(value)}
    if key == "order":
        return {"auction_order": AuctionOrder(value)}
    raise SystemExit(f"unknown variant {variant!r}: use money=N, type=..., order=... or default")


def _play_chunk(job):
    """Play some boards of one cell; return the tallies and the decision times."""
    lineup, variant, first_seed, boards = job
    kw = variant_kw(variant)
    tallies = {name: BotTally(name) for name in dict.fromkeys(lineup)}
    timings: dict[str, list[float]] = {}
    for game_seed, seats, _ in rotation_schedule(lineup, boards * len(lineup), first_seed):
        state = play_game(bot_settings([bot_name(x) for x in seats], game_seed, **kw), timings=timings)
        for s, name in enumerate(seats):
            tallies[name].add(state, s)
    return lineup, variant, tallies, {k.replace("ai_zoo:", "zoo."): v for k, v in timings.items()}


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
    parser.add_argument("--zoo", action="store_true", help="add hard:zoo.<name> for every zoo bot")
    parser.add_argument("--variants", default="default",
                        help="comma-separated settings variants, e.g. default,money=200,type=second_price")
    args = parser.parse_args(argv)

    counts = [int(p) for p in args.players.split(",")]
    pairs = [tuple(p.split(":")) for p in args.pairings.split(",") if p and p != "none"]
    if args.zoo:
        pairs += [("hard", f"zoo.{z}") for z in ZOO_NAMES]
    variants = args.variants.split(",")
    for v in variants:
        variant_kw(v)  # reject a typo before any game is played
    jobs, cells = [], []
    for p in counts:
        boards = -(-args.games // p)
        chunk = max(1, -(-boards // (args.processes * 4)))
        for variant in variants:
            for a, b in pairs:
                lineup = (a,) + (b,) * (p - 1)
                cells.append((a, b, p, variant, lineup))
                for start in range(0, boards, chunk):
                    jobs.append((lineup, variant, args.seed + start, min(chunk, boards - start)))

    t0 = time.perf_counter()
    results: dict[tuple, dict[str, BotTally]] = {}
    timings: dict[str, list[float]] = {}
    with mp.get_context("fork" if sys.platform != "win32" else "spawn").Pool(args.processes) as pool:
        for lineup, variant, tallies, times in pool.imap_unordered(_play_chunk, jobs):
            _merge(results.setdefault((lineup, variant), {}), tallies)
            for name, ts in times.items():
                timings.setdefault(name, []).extend(ts)
    elapsed = time.perf_counter() - t0

    print(f"Land Rush bot tournament: {args.games}+ games per cell (rounded up to whole seat rotations), "
          f"seeds from {args.seed}, {args.processes} processes, {os.cpu_count()} CPUs, {elapsed:.0f} s")
    print("Pairing 'A vs B' = one A against (players - 1) B; win rate of A, shared wins count 1/winners.")
    print()
    rows = [("pairing", "settings", "players", "games", "A win rate", "95% interval", "par", "A mean rank",
             "A mean money")]
    for a, b, p, variant, lineup in cells:
        t = results[(lineup, variant)][a]
        lo, hi = wilson(t.win_points, t.seats)
        g = max(t.seats, 1)
        rows.append((f"{a} vs {b}", variant, str(p), str(t.seats), f"{t.rate():.1%}", f"{lo:.1%}..{hi:.1%}",
                     f"{1 / p:.1%}", f"{t.ranks / g:.2f}", f"{t.money / g:.0f}"))
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    for i, r in enumerate(rows):
        print("  ".join(cell.ljust(w) if c < 2 else cell.rjust(w) for c, (cell, w) in enumerate(zip(r, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    print()
    print("Decision time per bot (every decision in the run; CPU shared by the worker processes):")
    for name, ts in sorted(timings.items()):
        ts.sort()
        print(f"  {name:18s} {len(ts):7d} decisions  median {ts[len(ts) // 2] * 1000:7.2f} ms  "
              f"p99 {ts[int(len(ts) * 0.99)] * 1000:7.2f} ms  worst {ts[-1] * 1000:7.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
