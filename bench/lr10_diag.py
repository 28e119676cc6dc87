"""Where Land Rush's hard bot loses money at a big table: for each lot she
wins, what she paid against the top rival bid (first price: the excess over
top + 1 is money left on the table) and what the lot was worth to her; for
every lot, where the real top rival bid fell among the tops she imagined
(its quantile: 0.5 on average if her model of the rivals is calibrated).

    python bench/lr10_diag.py --cells tuning2:crowd:10,tuning2:bigtable:10 --games 20 [--bot lr10_var:new]
"""

from __future__ import annotations

import argparse
import bisect
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr_loss  # noqa: E402
from gauntlet import run  # noqa: E402

from landrush_tui.ai.landrush import hard as H  # noqa: E402
from landrush_tui.ai.registry import bots_for  # noqa: E402

FACTORS: list[tuple[int, float]] = []
SEEN: list[tuple[int, int, list[list[int]], list[int], list[float]]] = []  # turn, seat, tops per lot, bids, values


def _recording(name: str) -> Any:
    inner = bots_for("landrush").load_bot(name, custom=True)
    real = H.imagine_rival_bids
    real_cal = H.calibration

    def cal(*a: Any) -> float:
        f = real_cal(*a)
        FACTORS.append((a[0].state.turn, f))
        return f

    H.calibration = cal

    def bot(view: Any) -> list[int]:
        caught: list[Any] = []

        def spy(*a: Any) -> Any:
            out = real(*a)
            caught.append(out)
            return out

        H.imagine_rival_bids = spy
        try:
            bids = list(inner(view))
        finally:
            H.imagine_rival_bids = real
        tops: list[list[int]] = []
        if caught:
            rb = caught[0]
            for j in range(len(view.lots)):
                tops.append(sorted(max(r[t][j] for t in range(view.n) if t != view.seat) for r in rb))
        SEEN.append((view.state.turn, view.seat, tops, bids, []))
        return bids

    return bot


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--cells", required=True)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=5000)
    args = ap.parse_args()
    lr_loss._register_spar()
    values = run._values("landrush", [])
    run._loaded[("bot", f"landrush:{args.bot}")] = _recording(args.bot)
    for half, field, n in (c.split(":") for c in args.cells.split(",")):
        qs: list[float] = []
        won = paid = excess = 0
        points = 0.0
        games = 0
        by_turn: dict[int, list[int]] = {}
        for job in run.schedule("landrush", half, args.bot, [field], [int(n)], args.games, args.seed, values):
            SEEN.clear()
            state, share = lr_loss.game(job)
            points += share
            games += 1
            me = job.shift
            seen = {t: (tops, bids) for t, s, tops, bids, _ in SEEN if s == me}
            for rep in state.history:
                if rep.turn not in seen:
                    continue
                tops, _ = seen[rep.turn]
                for j, sale in enumerate(rep.sales):
                    top = max(rep.bids[t][j] for t in range(job.n) if t != me)
                    if tops:
                        qs.append(bisect.bisect_left(tops[j], top) / len(tops[j]))
                    if sale.winner == me:
                        won += 1
                        paid += sale.price
                        excess += max(sale.price - top - 1, 0)
                        by_turn.setdefault(rep.turn, []).append(sale.price)
        qs.sort()
        by: dict[int, list[float]] = {}
        for t, f in FACTORS:
            by.setdefault(t, []).append(f)
        FACTORS.clear()
        print(
            "   her scale by turn (median): "
            + " ".join(f"{t}:{sorted(v)[len(v) // 2]:.2f}" for t, v in sorted(by.items()))
        )
        q = qs[len(qs) // 2] if qs else float("nan")
        below = sum(1 for x in qs if x < 0.5) / max(len(qs), 1)
        print(
            f"{half}:{field}:{n}: {points:.1f}/{games} x par {points / games * int(n):.2f}; lots won {won / games:.1f}/game,"
            f" paid {paid / games:.0f}/game, over the top rival bid {excess / games:.0f}/game;"
            f" real top's quantile in her tops: median {q:.2f}, below median {below:.0%}",
            flush=True,
        )
        print(
            "   paid by turn (per game): " + " ".join(f"{t}:{sum(v) / games:.0f}" for t, v in sorted(by_turn.items()))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
