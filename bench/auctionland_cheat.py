"""Bench only: how much does luck cap Keen Kai?  A perfect-information Kai ("cheat") that
knows the stack order (the game's only hidden information besides the other seats' money,
which every bot already counts from the public transactions): its look-ahead samples the
tiles that will really come to the market next instead of random unseen ones. Never a
shipped strength.

    python bench/auctionland_cheat.py --players 3 --boards 40 [--ahead 8] [--set LOOK=24000]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))

import landrush_tui.ai.auctionland as AI  # noqa: E402
from landrush_tui.rules.auctionland import game  # noqa: E402
from landrush_tui.rules.auctionland.view import public_view  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402
from landrush_tui.simulate import BotTally, rotated, wilson  # noqa: E402

TRUE: dict[str, list[int]] = {"stack": []}
AHEAD = [8]
honest_sample = AI.sample


def cheat_sample(view, k):
    """The market and the next tiles of the real stack; k draws from them."""
    coming = TRUE["stack"][: AHEAD[0]]
    pool = [t for t, _ in view.market] + coming
    return pool, ([view.rng.randrange(len(pool)) for _ in range(k)] if pool else [])


def cheat(view):
    AI.sample = cheat_sample
    try:
        return AI.hard(view)
    finally:
        AI.sample = honest_sample


def play(seats, seed, market, money):
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, s if s != "cheat" else "hard") for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, market, money, seed))
    bots = {**AI.BOTS, "cheat": cheat}
    while not state.is_over:
        seat = state.seat
        TRUE["stack"] = list(state.stack)
        state, _ = game.apply(state, seat, bots[seats[seat]](public_view(state, seat)))
    return state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="cheat")
    ap.add_argument("--b", default="medium")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--boards", type=int, default=20)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--base", type=int, default=90_000)
    ap.add_argument("--ahead", type=int, default=8)
    ap.add_argument("--set", action="append", default=[])
    args = ap.parse_args()
    AHEAD[0] = args.ahead
    for kv in args.set:
        k, v = kv.split("=")
        old = getattr(AI, k)
        setattr(AI, k, int(v) if isinstance(old, int) and not isinstance(old, bool) else float(v))
    t = BotTally(args.a)
    lineup = [args.a] + [args.b] * (args.players - 1)
    t0 = time.perf_counter()
    for board in range(args.start, args.start + args.boards):
        for shift in range(args.players):
            seats = rotated(lineup, shift)
            st = play(seats, args.base + board, 6 + board % 5, "hidden" if board % 2 else "visible")
            t.seats += 1
            won = game.winners(st)
            if seats.index(args.a) in won:
                t.win_points += 1 / len(won)
    lo, hi = wilson(t.win_points, t.seats)
    p = args.players
    print(args.set, f"ahead {args.ahead}", f"{args.a} vs {args.b} p{p} boards {args.base + args.start}+{args.boards} "
          f"games {t.seats} rate {t.rate():.3f} [{lo:.3f},{hi:.3f}] xpar {t.rate() * p:.2f} [{lo * p:.2f},{hi * p:.2f}] "
          f"wins {t.win_points:.1f} {time.perf_counter() - t0:.0f}s", flush=True)


if __name__ == "__main__":
    main()
