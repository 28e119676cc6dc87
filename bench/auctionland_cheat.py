"""Bench only: how much does luck cap Keen Kai?  A perfect-information Kai ("cheat") that
knows the stack order (the game's only hidden information besides the other seats' money,
which every bot already counts from the public transactions): its look-ahead samples the
tiles that will really come to the market next instead of random unseen ones. Never a
shipped strength.

    python bench/auctionland_cheat.py --players 3 --boards 40 [--ahead 8] [--set LOOK=24000]
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import auctionland_tour as tour  # noqa: E402  (the options, boards and tally of the tuning runs)

import landrush_tui.ai.auctionland as AI  # noqa: E402
from landrush_tui.rules.auctionland import game  # noqa: E402
from landrush_tui.rules.auctionland.view import public_view  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402

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
    ap = tour.options(a="cheat")
    ap.add_argument("--ahead", type=int, default=8)
    args = ap.parse_args()
    AHEAD[0] = args.ahead
    tour.apply_sets(args.set)
    print(args.set, f"ahead {args.ahead}", tour.tally(args, play), flush=True)


if __name__ == "__main__":
    main()
