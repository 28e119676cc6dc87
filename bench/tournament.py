"""Bot tournament: win rates per pairing and table size, and decision times.

A pairing "A vs B" at p players seats one A against p - 1 copies of B (a field
of one type); "A vs mixed" seats A against a mix of every other bot in turn
(easy, baseline, medium, the heuristic field and zoo bots: see MIXED). Seats
rotate: each board is played p times so that A sits in every seat. The table
shows A's win rate (a win shared by w seats counts 1/w) with a 95% Wilson
interval and par (1/p); then one line per opponent with a column per table
size, like issue 10's table; then each bot's median and worst decision time
per table size.

    python bench/tournament.py                       # hard and medium vs the field, 2/4/7/10
    python bench/tournament.py --heldout --games 200 --players 2,4,7,10   # hard vs the held-out half
    python bench/tournament.py --games 100 --players 4 --pairings hard:medium
    python bench/tournament.py --games 60 --players 2,4,7,10 --zoo --pairings hard:mixed
    python bench/tournament.py --games 120 --players 4 --pairings hard:medium \\
        --variants money=200,money=1500,type=second_price,order=small_first

Zoo opponents (independent bots in tests/ai_zoo.py) are named ``zoo.<name>``,
e.g. ``hard:zoo.field`` (the heuristic field of issue 10); any importable bot is
``module.callable``; ``--zoo`` adds ``hard:zoo.<name>`` for every zoo bot.
A variant changes one setting of every game of a pairing: ``money=N``,
``type=first_price|second_price``, ``order=<auction order>``; ``default`` is
the plain settings. Each pairing is played under every variant given.

The games are played here with the rules alone (new_game, play_turn); only
the Wilson interval comes from the simulator. This is a script that prints figures, not a test.
Run it niced on a shared machine: ``nice -n 15 python bench/tournament.py ...``.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time
from pathlib import Path

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.rules.landrush import (
    AuctionOrder,
    PlayerKind,
    PlayerSpec,
    Settings,
    new_game,
    play_turn,
    public_view,
)
from landrush_tui.rules.landrush.auction import AuctionType
from landrush_tui.simulate import wilson  # the one Wilson interval of the project

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:  # also when loaded by path, not run as a script
    sys.path.insert(0, str(BENCH))

import report  # noqa: E402 bench/report.py: the held-out table (--heldout)

# The zoo lives with the tests: it is a yardstick, not a bot offered in the game.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "support"))
ZOO_NAMES = (
    "field",
    "field_bold",
    "greedy",
    "flat",
    "aggressive",
    "sniper",
    "truthful",
    "web",
    "random_bidder",
    "miser",
    "thrifty",
    "follower",
)
# The mixed field, dealt round the table in this order after the bot measured.
MIXED = (
    "medium",
    "zoo.field",
    "easy",
    "zoo.greedy",
    "baseline",
    "zoo.thrifty",
    "zoo.field_bold",
    "zoo.truthful",
    "zoo.follower",
)

DEFAULT_PAIRINGS = "hard:zoo.field,hard:mixed,medium:zoo.field"


def bot_name(name: str) -> str:
    """``zoo.x`` -> the loadable ``ai_zoo:x``; ``module.f`` -> ``module:f``; built-in names stay."""
    if name.startswith("zoo."):
        return f"ai_zoo:{name[4:]}"
    module, dot, attr = name.rpartition(".")
    return f"{module}:{attr}" if dot else name


def lineup_for(a: str, b: str, p: int) -> tuple[str, ...]:
    if b == "mixed":
        others = [m for m in MIXED if m != a] or list(MIXED)
        return (a,) + tuple(others[i % len(others)] for i in range(p - 1))
    return (a,) + (b,) * (p - 1)


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


def play(seats: list[str], seed: int, kw: dict, timings: dict[str, list[float]]) -> tuple[int, ...]:
    """One game between bots; returns the final money per seat."""
    players = [PlayerSpec(f"{name} {i + 1}", PlayerKind.AI, bot_name(name)) for i, name in enumerate(seats)]
    state = new_game(Settings(players, seed=seed, **kw))
    bots = [load_bot(bot_name(name)) for name in seats]
    while not state.is_over:
        bids = []
        for s, bot in enumerate(bots):
            view = public_view(state, s)
            t0 = time.perf_counter()
            bids.append(call_bot(bot, view, seats[s]))
            timings.setdefault(seats[s], []).append(time.perf_counter() - t0)
        state, _ = play_turn(state, bids)
    return state.money


def _play_chunk(job):
    """Play some boards of one cell, each with A in every seat; return A's
    (seat-games, win points, money, rank sum) and the decision times."""
    lineup, variant, first_seed, boards = job
    kw = variant_kw(variant)
    p = len(lineup)
    timings: dict[str, list[float]] = {}
    games = points = money = ranks = 0
    for b in range(boards):
        for shift in range(p):
            seats = [lineup[(i - shift) % p] for i in range(p)]
            final = play(seats, first_seed + b, kw, timings)
            best = max(final)
            top = [s for s in range(p) if final[s] == best]
            games += 1
            points += 1 / len(top) if shift in top else 0.0
            money += final[shift]
            ranks += 1 + sum(1 for m in final if m > final[shift])
    return lineup, variant, (games, points, money, ranks), timings


def _text(rows: list[tuple[str, ...]], left: int) -> list[str]:
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    out = [
        "  ".join(
            cell.ljust(w) if c < left else cell.rjust(w) for c, (cell, w) in enumerate(zip(r, widths, strict=False))
        )
        for r in rows
    ]
    out.insert(1, "  ".join("-" * w for w in widths))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--games",
        type=int,
        default=200,
        help="games per pairing and table size, rounded up to whole seat rotations (default 200)",
    )
    parser.add_argument("--players", default="2,4,7,10", help="table sizes (default 2,4,7,10)")
    parser.add_argument(
        "--pairings",
        default=DEFAULT_PAIRINGS,
        help=f"A:B pairs, one A against the rest B or 'mixed' (default {DEFAULT_PAIRINGS})",
    )
    parser.add_argument("--seed", type=int, default=20_000, help="seed of the first board")
    parser.add_argument("--processes", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--zoo", action="store_true", help="add hard:zoo.<name> for every zoo bot")
    parser.add_argument(
        "--variants",
        default="default",
        help="comma-separated settings variants, e.g. default,money=200,type=second_price",
    )
    report.add_heldout(parser)
    args = parser.parse_args(argv)
    if args.heldout:
        return report.heldout("landrush", args.players, args.games)

    counts = [int(p) for p in args.players.split(",")]
    pairs = [tuple(p.split(":")) for p in args.pairings.split(",") if p and p != "none"]
    if args.zoo:
        pairs += [("hard", f"zoo.{z}") for z in ZOO_NAMES if ("hard", f"zoo.{z}") not in pairs]
    variants = args.variants.split(",")
    for v in variants:
        variant_kw(v)  # reject a typo before any game is played
    jobs, cells = [], []
    for p in counts:
        boards = -(-args.games // p)
        chunk = max(1, -(-boards // (args.processes * 4)))
        for variant in variants:
            for a, b in pairs:
                lineup = lineup_for(a, b, p)
                cells.append((a, b, p, variant, lineup))
                if any(c[3:] == (variant, lineup) for c in cells[:-1]):
                    continue  # the same games as an earlier cell (e.g. "mixed" at 2 players is one bot)
                for start in range(0, boards, chunk):
                    jobs.append((lineup, variant, args.seed + start, min(chunk, boards - start)))

    t0 = time.perf_counter()
    results: dict[tuple, list[float]] = {}
    timings: dict[tuple[str, int], list[float]] = {}
    if args.processes > 1:
        pool = mp.get_context("fork" if sys.platform != "win32" else "spawn").Pool(args.processes)
        done = pool.imap_unordered(_play_chunk, jobs)
    else:
        pool, done = None, map(_play_chunk, jobs)
    for lineup, variant, tally, times in done:
        acc = results.setdefault((lineup, variant), [0, 0.0, 0, 0])
        for i, x in enumerate(tally):
            acc[i] += x
        for name, ts in times.items():
            timings.setdefault((name, len(lineup)), []).extend(ts)
    if pool is not None:
        pool.close()
        pool.join()
    elapsed = time.perf_counter() - t0

    print(
        f"Land Rush bot tournament: {args.games}+ games per cell (whole seat rotations), seeds from {args.seed}, "
        f"{args.processes} process(es), {os.cpu_count()} CPUs, {elapsed:.0f} s"
    )
    print(
        "'A vs B' = one A against (players - 1) B; 'mixed' = against a mix of other bots. "
        "Win rate of A; a shared win counts 1/winners."
    )
    print()
    rows = [
        (
            "pairing",
            "settings",
            "players",
            "games",
            "A win rate",
            "95% interval",
            "par",
            "x par",
            "mean rank",
            "mean money",
        )
    ]
    summary: dict[tuple[str, str, str], dict[int, str]] = {}
    for a, b, p, variant, lineup in cells:
        games, points, money, ranks = results[(lineup, variant)]
        lo, hi = wilson(points, games)
        rate = points / max(games, 1)
        rows.append(
            (
                f"{a} vs {b}",
                variant,
                str(p),
                str(games),
                f"{rate:.1%}",
                f"{lo:.1%}..{hi:.1%}",
                f"{1 / p:.1%}",
                f"{rate * p:.2f}",
                f"{ranks / max(games, 1):.2f}",
                f"{money / max(games, 1):.0f}",
            )
        )
        summary.setdefault((a, b, variant), {})[p] = f"{rate:.1%} ({lo:.1%}-{hi:.1%})"
    print("\n".join(_text(rows, left=2)))
    print()
    head = ("A", "field", "settings") + tuple(f"{p} players" for p in counts)
    srows = [head]
    for (a, b, variant), by_p in summary.items():
        srows.append((a, b, variant) + tuple(by_p.get(p, "") for p in counts))
    srows.append(("par", "", "") + tuple(f"{1 / p:.1%}" for p in counts))
    print("\n".join(_text(srows, left=3)))
    print()
    print("Decision time per bot and table size (every decision in the run; wall time on a shared CPU):")
    for (name, p), ts in sorted(timings.items(), key=lambda x: (x[0][1], x[0][0])):
        ts.sort()
        print(
            f"  {p:2d} players  {name:18s} {len(ts):7d} decisions  median {ts[len(ts) // 2] * 1000:7.2f} ms  "
            f"p99 {ts[int(len(ts) * 0.99)] * 1000:7.2f} ms  worst {ts[-1] * 1000:7.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
