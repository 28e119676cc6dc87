"""Bench only: a sibling game's bot against fields of plain opponent styles that are
not the project's own bots (written here from the games' rules, simply), seats
rotated, with the share of wins (a shared win counts 1/winners), its 95% Wilson
interval, x par, and the measured bot's CPU per decision (median, worst).

    python bench/siblings_field.py --game auctionland --players 2,3,4,6 --games 24 --fields styles,own

The styles are deliberately unlike the bots: timid and reckless value bidders, flat
bidders, seats that never or always buy back (Auction Land); seats that never bid or
spend a third of their money (Ley of the Land); random and smallest-first players
(piecepack). Every seat has the same neutral name and kind.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(__file__))

from landrush_tui.ai import auctionland as al  # noqa: E402
from landrush_tui.ai import leyland as ley  # noqa: E402
from landrush_tui.ai.registry import bots_for  # noqa: E402
from landrush_tui.rules import registry  # noqa: E402
from landrush_tui.rules.auctionland.game import BUY_BACK, PASS, SELL  # noqa: E402
from landrush_tui.rules.piecepack import game as ppgame  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402
from landrush_tui.simulate import wilson  # noqa: E402

# --- Auction Land styles ---------------------------------------------------------------


def _al_bidder(share: float, flat: float | None, hammer: str) -> Any:
    def bot(view: Any) -> Any:
        if view.what in ("take", "place"):
            return al.medium(view)
        val = al.Valuer.of(view)
        worth = val.dollars(view.seat, view.lot)
        if view.what == "call":
            cap = min(flat if flat is not None else share * worth, view.my_money)
            return view.high + 1 if view.high + 1 <= cap else PASS
        if hammer == "always":
            return BUY_BACK
        if hammer == "never":
            return SELL
        return BUY_BACK if share * worth > view.high + 1 else SELL

    return bot


al_timid = _al_bidder(0.5, None, "never")
al_reckless = _al_bidder(1.5, None, "always")
al_flat = _al_bidder(1.0, 4.0, "never")
al_keen = _al_bidder(1.2, None, "worth")

# --- Ley of the Land styles ---------------------------------------------------------------


def ley_zero(view: Any) -> Any:
    return 0 if view.what == "bid" else ley.greedy_action(view.state, view.seat)


def ley_spender(view: Any) -> Any:
    if view.what == "bid":
        return view.state.money[view.seat] // 3
    return ley.greedy_action(view.state, view.seat)


def ley_grabber(view: Any) -> Any:
    if view.what == "bid":
        return min(2, view.state.money[view.seat])
    return ley.easy_action(view.state, view.seat)


# --- piecepack styles -------------------------------------------------------------------


def pp_random(view: Any) -> Any:
    if view.what == ppgame.OPENING:
        return view.rng.choice(view.opening_squares())
    pick = view.rng.choice(view.legal_plays())
    return (pick.square, pick.size)


def pp_small(view: Any) -> Any:
    """Smallest pyramid first, beside the most of its own pieces."""
    if view.what == ppgame.OPENING:
        return view.opening_squares()[0]
    legal = view.legal_plays()
    small = min(ppgame.PIPS[p.size] for p in legal)

    def own(p: Any) -> int:
        return sum(
            1 for j in ppgame.ADJ[ppgame.index(p.square)] if view.board[j] is not None and view.board[j][0] == view.seat
        )

    pick = max((p for p in legal if ppgame.PIPS[p.size] == small), key=own)
    return (pick.square, pick.size)


HERE = "siblings_field"
FIELDS: dict[str, dict[str, tuple[str, ...]]] = {
    "auctionland": {
        "styles": (f"{HERE}:al_timid", f"{HERE}:al_reckless", f"{HERE}:al_flat", f"{HERE}:al_keen"),
        "own": ("medium", "easy", "medium"),
    },
    "leyland": {
        "styles": (f"{HERE}:ley_zero", f"{HERE}:ley_spender", f"{HERE}:ley_grabber"),
        "own": ("medium", "easy", "medium"),
    },
    "piecepack": {
        "styles": (f"{HERE}:pp_random", f"{HERE}:pp_small", "medium", "easy"),
        "own": ("medium", "easy", "medium"),
    },
}


def one(job: tuple[str, str, int, int, int, tuple[str, ...]]) -> tuple[float, list[float]]:
    game, bot, n, seed, shift, rivals = job
    rules = registry.get(game)
    names = list(rivals[:shift]) + [bot] + list(rivals[shift:])
    players = [PlayerSpec(f"Seat {i + 1}", PlayerKind.AI, k) for i, k in enumerate(names)]
    bots = [bots_for(rules.name).load_bot(k, custom=True) for k in names]
    state = rules.new_game(rules.make_settings(players, seed))
    cpu: list[float] = []
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for s in ask.seats:
            view = rules.view(state, s)
            c0 = time.thread_time()
            decisions[s] = bots_for(rules.name).call_bot(rules, bots[s], view, names[s])
            if s == shift:
                cpu.append(time.thread_time() - c0)
        state, _ = rules.apply(state, decisions)
    w = rules.winners(state)
    return (1.0 / len(w) if shift in w else 0.0), cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", required=True, choices=list(FIELDS))
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--players", default="3,4")
    ap.add_argument("--games", type=int, default=24, help="games per cell, rounded up to whole rotations")
    ap.add_argument("--fields", default="styles,own")
    ap.add_argument("--seed", type=int, default=4000)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    print(f"{args.game}: {args.bot} vs plain fields (field, seats, games, share, 95%, x par, cpu median/worst ms)")
    with multiprocessing.Pool(min(2, args.jobs)) as pool:
        for field in args.fields.split(","):
            styles = FIELDS[args.game][field]
            for n in (int(x) for x in args.players.split(",")):
                boards = -(-args.games // n)
                jobs = [
                    (
                        args.game,
                        args.bot,
                        n,
                        args.seed + b,
                        shift,
                        tuple(styles[(b + i) % len(styles)] for i in range(n - 1)),
                    )
                    for b in range(boards)
                    for shift in range(n)
                ]
                t0 = time.perf_counter()
                got = pool.map(one, jobs)
                wins = sum(w for w, _ in got)
                cpu = sorted(c for _, cs in got for c in cs)
                lo, hi = wilson(wins, len(got))
                print(
                    f"{field:7} {n}  {len(got):4}  {wins / len(got):6.1%}  {lo:6.1%}..{hi:6.1%}  "
                    f"{wins / len(got) * n:5.2f}  {statistics.median(cpu) * 1000:6.1f} {cpu[-1] * 1000:6.1f}"
                    f"  ({time.perf_counter() - t0:.0f} s)",
                    flush=True,
                )


if __name__ == "__main__":
    main()
