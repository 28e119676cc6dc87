"""Bench only: mean score parts, tiles, money and margins of one pairing (Auction Land).

python bench/auctionland_diag.py --players 3 --boards 20 [--set NAME=VALUE]
"""

from __future__ import annotations

import collections
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import auctionland_tour as tour  # noqa: E402  (the options, boards and --set of the tuning runs)
import bench_auctionland as B  # noqa: E402

from landrush_tui.rules.auctionland import game  # noqa: E402


def main() -> None:
    args = tour.options().parse_args()
    tour.apply_sets(args.set)
    a, b, p = args.a, args.b, args.players
    agg: dict[str, dict[str, list[float]]] = {a: collections.defaultdict(list), b: collections.defaultdict(list)}
    margins, filler = [], collections.Counter()
    for seats, st in tour.games(args, lambda seats, seed, market, money: B.play(seats, seed, market, money, {})):
        sc = game.scores_of(st)
        me = seats.index(a)
        best_other = max(sc[s].total for s in range(p) if s != me)
        margins.append(sc[me].total - best_other)
        full = [s for s in range(p) if len(st.islands[s]) >= 16]
        tag = "a" if me in full else ("b" if full else "none")
        filler[tag] += 1
        filler[tag + ("-won" if sc[me].total > best_other else "-lost")] += 1
        bonus = [0] * p
        lost = [0] * p
        for turn in st.history:
            for act in turn.actions:
                if act.act == "take" and act.get("for") == "bonus":
                    bonus[act.get("seat")] += 1
                if act.act == "bonus_lost":
                    lost[act.get("seat")] += 1
        for s, who in enumerate(seats):
            g = agg[who]
            g["bonus"].append(bonus[s])
            g["bonus_lost"].append(lost[s])
            f = sc[s].figures
            g["tiles"].append(len(st.islands[s]))
            g["money"].append(st.money[s])
            g["beach"].append(f.beaches)
            g["park"].append(f.theme_park)
            g["gh"].append(f.gardens_houses)
            g["icons"].append(sum(sc[s].icon_points))
            g["total"].append(sc[s].total)
    print(
        args.set,
        f"{a} vs {b} p{p} games {len(margins)} win {sum(m > 0 for m in margins)} "
        f"margin mean {statistics.mean(margins):.1f} median {statistics.median(margins):.1f} "
        f"sd {statistics.pstdev(margins):.1f} filled {dict(filler)}",
    )
    for who, g in agg.items():
        print(
            " ",
            who,
            {k: round(statistics.mean(v), 1) for k, v in g.items()},
            "sd total",
            round(statistics.pstdev(g["total"]), 1),
        )


if __name__ == "__main__":
    main()
