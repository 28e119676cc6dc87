"""Ley of the Land bot tuning: one bot against a field of another, seat-rotated,
with the win rate (Wilson 95%) and the mean score margin over the best rival
(a lower-variance signal than wins while tuning). A script, not a test.

    python bench/leyland_tune.py medium:easy --players 2 --boards 60
"""

from __future__ import annotations

import argparse
import statistics
import time

import attrs
import bench_leyland  # bench/bench_leyland.py: its bot game

from landrush_tui.ai import leyland as ai
from landrush_tui.ai.leyland import BOTS
from landrush_tui.rules.leyland import game
from landrush_tui.simulate import rotated, wilson


def medium2(view):
    """Fen's play with Ola's own weights: a cheap check of a change to W_HARD."""
    st, me = view.state, view.seat
    if view.what == "bid":
        order = (me,) + tuple(s for s in range(st.n) if s != me)
        first = attrs.evolve(st, bids=(0,) * st.n, order=order, actions=())

        def value(s, k):
            return ai.estimate(s, k, w=ai.W_HARD)

        return ai.bid_from_gap(st, me, value(first, me), ai._score_options(first, me, value))
    return ai._score_options(st, me, ai.hard_value)[0][2]


def hard_act(view):
    """Ola's action with Fen's bid."""
    return ai.medium_bid(view.state, view.seat) if view.what == "bid" else ai.hard_action(view)


def hard_bid(view):
    """Fen's action with Ola's bid."""
    return ai.hard_bid(view) if view.what == "bid" else ai.greedy_action(view.state, view.seat)


def hard_cheat(view, stack):
    """Bench only, never a strength: Ola whose action look-ahead knows the real stack order."""
    if view.what == "bid":
        return ai.hard_bid(view)
    return ai.hard_action(view, stacks=[stack])


BOTS = dict(BOTS, medium2=medium2, hard_act=hard_act, hard_bid=hard_bid)
CHEATS = {"hard_cheat": hard_cheat}


def _decide(name, view, state):
    return CHEATS[name](view, state.stack) if name in CHEATS else BOTS[name](view)


def play(seats, seed, timings=None):
    """A game of the bench (``bench_leyland.play``) with this script's bots; CPU times
    per (name, what) into ``timings``."""
    times: dict = {}
    state = bench_leyland.play(seats, seed, times, _decide)
    if timings is not None:
        for (name, what, *cpu), ts in times.items():
            if cpu:
                timings.setdefault((name, what), []).extend(ts)
    return state


def pairing(a, b, players, boards, first=70_000, timings=None):
    lineup = [a] + [b] * (players - 1)
    wins, margins, n = 0.0, [], 0
    parts = {"me": [0.0, 0.0, 0.0], "field": [0.0, 0.0, 0.0]}  # money, cubes, bonus summed
    for board in range(boards):
        for shift in range(players):
            seats = rotated(lineup, shift)
            st = play(seats, first + board, timings)
            seat = seats.index(a)
            won = game.winners(st)[0]
            if seat in won:
                wins += 1 / len(won)
            sc = game.scores(st)
            margins.append(sc[seat].total - max(x.total for x in sc if x.seat != seat))
            for x in sc:
                key, k = ("me", 1.0) if x.seat == seat else ("field", 1.0 / (players - 1))
                for j, v in enumerate((x.money, x.cubes, x.bonus)):
                    parts[key][j] += k * v
            n += 1
    PARTS[(a, b, players)] = {k: [v / n for v in vs] for k, vs in parts.items()}
    return wins, n, margins


PARTS: dict = {}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pairings", nargs="+")
    ap.add_argument("--players", default="2")
    ap.add_argument("--boards", type=int, default=30)
    ap.add_argument("--first", type=int, default=70_000)
    ap.add_argument("--times", action="store_true")
    ap.add_argument("--parts", action="store_true", help="mean money / cubes / bonus of the bot and of a field seat")
    ap.add_argument("--set", default="", help="weights of Fen's evaluation (and so of Ola's model of rivals)")
    ap.add_argument("--set2", default="", help="weights of Ola's own evaluation (W_HARD), also used by 'medium2'")
    ap.add_argument("--mod", default="", help="module switches of ai.leyland, e.g. EXACT_LEFT=0")
    args = ap.parse_args()
    for kv in filter(None, args.mod.split(",")):
        k, v = kv.split("=")
        setattr(ai, k, type(getattr(ai, k))(float(v)))
    for kv in filter(None, args.set.split(",")):
        k, v = kv.split("=")
        ai.W[k] = float(v)
    for kv in filter(None, args.set2.split(",")):
        k, v = kv.split("=")
        ai.W_HARD[k] = float(v)
    timings: dict = {}
    for pair in args.pairings:
        a, b = pair.split(":")
        for p in (int(x) for x in args.players.split(",")):
            t0 = time.perf_counter()
            wins, n, margins = pairing(a, b, p, args.boards, args.first, timings)
            lo, hi = wilson(wins, n)
            print(
                f"{a} vs {b} p={p} n={n} win {wins / n:.1%} ({lo:.1%}..{hi:.1%}) x par {wins / n * p:.2f} "
                f"margin {statistics.mean(margins):+.2f}  ({time.perf_counter() - t0:.0f} s)",
                flush=True,
            )
            if args.parts:
                pt = PARTS[(a, b, p)]
                print(
                    "    money/cubes/bonus  %s %.1f %.1f %.1f   field mean %.1f %.1f %.1f"
                    % (a, *pt["me"], *pt["field"]),
                    flush=True,
                )
    if args.times:
        for (name, what), ts in sorted(timings.items()):
            ts.sort()
            print(
                f"  {name} {what}: n={len(ts)} median {ts[len(ts) // 2] * 1000:.1f} ms "
                f"p99 {ts[int(len(ts) * 0.99)] * 1000:.1f} ms worst {ts[-1] * 1000:.1f} ms (CPU)"
            )


if __name__ == "__main__":
    main()
