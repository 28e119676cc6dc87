"""Bench only: Keen Kai's decision times by decision kind, CPU (time.thread_time) and wall,
with its counted work (scorings), in games of hard + (n - 1) mediums.

    python bench/auctionland_times.py --players 6 --games 3
"""

from __future__ import annotations

import argparse
import collections
import os
import time

import landrush_tui.ai.auctionland as A
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.auctionland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--field", default="medium")
    args = ap.parse_args()
    last: list[A.Valuer] = []
    made = A.Valuer.of.__func__  # type: ignore[attr-defined]

    def counting(cls, view):
        val = made(cls, view)
        last.append(val)
        return val

    A.Valuer.of = classmethod(counting)  # type: ignore[method-assign]
    stats: dict[str, list[tuple[int, float, float]]] = collections.defaultdict(list)
    for seed in range(args.games):
        seats = ["hard"] + [args.field] * (args.players - 1)
        players = [PlayerSpec(f"{s} {i}", PlayerKind.AI, s) for i, s in enumerate(seats)]
        st = game.new_game(game.Settings(players, 6 + seed % 5, "hidden" if seed % 2 else "visible", 500 + seed))
        while not st.is_over:
            seat = st.seat
            v = public_view(st, seat)
            last.clear()
            c0, w0 = time.thread_time(), time.perf_counter()
            d = A.BOTS[seats[seat]](v)
            cpu, wall = time.thread_time() - c0, time.perf_counter() - w0
            if seat == 0:
                key = v.what + ("/" + v.purpose if v.what == "take" else "")
                stats[key].append((last[0].work.used if last else 0, cpu, wall))
                stats["all"].append((last[0].work.used if last else 0, cpu, wall))
            st, _ = game.apply(st, seat, d)
    print(f"hard + {args.players - 1} x {args.field}, {args.games} games, load {os.getloadavg()[0]:.1f}")
    for k, xs in sorted(stats.items()):
        w = sorted(x[0] for x in xs)
        c = sorted(x[1] for x in xs)
        t = sorted(x[2] for x in xs)
        print(
            f"  {k:12} n={len(xs):4} work med {w[len(w) // 2]} max {w[-1]}  cpu med {c[len(c) // 2] * 1000:.1f} "
            f"max {c[-1] * 1000:.0f} ms  wall med {t[len(t) // 2] * 1000:.1f} max {t[-1] * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
