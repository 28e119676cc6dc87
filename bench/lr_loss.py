"""Find and trace Land Rush games a bot loses, on the tuning half
(``tuning``, ``tuning2``) or the author's sparring styles (``spar``), seats
rotated, one process:

    python bench/lr_loss.py --cells tuning:jitter:2,spar:nibble:2 --games 40 [--bot lr_var:new]
    python bench/lr_loss.py --cells tuning:jitter:2 --trace 1003:1

The first form prints every game the bot did not win outright (board seed,
its seat, its share) with where its money went: spent on lots, paid out, the
fields and largest region it ended with, and the same for the winner. The
second replays one game (seed, seat of the bot) turn by turn: the bot's bids
and what each lot was worth to it (hard's ``plan``), the rivals' bids, who won
at what price, and everyone's money and largest region.
"""

from __future__ import annotations

import argparse
import sys
import types
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr_spar  # noqa: E402
from gauntlet import run  # noqa: E402

from landrush_tui.ai.landrush import hard as H  # noqa: E402
from landrush_tui.ai.registry import bots_for  # noqa: E402
from landrush_tui.rules import registry  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402
from landrush_tui.simulate import rotated  # noqa: E402


def _register_spar() -> None:
    module = types.ModuleType("landrush_spar")
    module.STYLES = lr_spar.STYLES  # type: ignore[attr-defined]
    module.FIELDS = lr_spar.FIELDS  # type: ignore[attr-defined]
    run._loaded[("half", "landrush_spar")] = module


def game(job: run.Job, trace: bool = False) -> tuple[Any, float]:
    """Play one game of ``job``; return the final state and the bot's share."""
    rules = registry.get("landrush")
    styles = run._cached(("half", f"landrush_{job.half}"), lambda: run.gauntlet("landrush", job.half))
    bot = run._cached(("bot", f"landrush:{job.bot}"), lambda: bots_for("landrush").load_bot(job.bot, custom=True))
    names = ["BOT"] + list(run.rivals_of(styles.FIELDS[job.field], job.n, job.board))
    lineup: list[Any] = [bot] + [styles.STYLES[s] for s in names[1:]]
    seat_bots = rotated(lineup, job.shift)
    seat_names = rotated(names, job.shift)
    me = job.shift
    players = [PlayerSpec(f"Seat {i + 1}", PlayerKind.AI, "gauntlet") for i in range(job.n)]
    state = rules.new_game(rules.make_settings(players, job.seed, **job.values))
    if trace:
        print(f"seed {job.seed}, bot in seat {me}; seats: {', '.join(seat_names)}")
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        values: list[float] = []
        for s in ask.seats:
            forced = rules.forced(state, s)
            if forced is not None:
                decisions[s] = forced[0]
                continue
            view = rules.view(state, s)
            decisions[s] = bots_for("landrush").call_bot(rules, seat_bots[s], view, "x")
            if trace and s == me:
                values = H.plan(rules.view(state, s)).values
        before = state
        state, _ = rules.apply(state, decisions)
        if trace and state.history and state.history[-1] is not before.last_report:
            _turn(state.history[-1], me, values)
    won = rules.winners(state)
    return state, (1 / len(won) if me in won else 0.0)


def _turn(rep: Any, me: int, values: list[float]) -> None:
    worth = " ".join(f"{v:.0f}" for v in values)
    print(f"turn {rep.turn}{' (final)' if rep.final else ''}: lots {list(rep.lots)}, worth to bot [{worth}]")
    for s, bids in enumerate(rep.bids):
        st = rep.standings[s]
        tag = "BOT" if s == me else f"s{s}"
        print(
            f"  {tag:>4} bids {list(bids)!s:<28} region {st.largest_region:>2} fields {st.fields:>2}"
            f" rank {st.rank} payout {st.payout:>4} money {st.money}"
        )
    print(
        "  sold: " + ", ".join(f"{x.field}->{'BOT' if x.winner == me else f's{x.winner}'}@{x.price}" for x in rep.sales)
    )


def summary(state: Any, seat: int) -> str:
    spent = sum(x.price for rep in state.history for x in rep.sales if x.winner == seat)
    paid = sum(rep.standings[seat].payout for rep in state.history)
    last = state.history[-1].standings[seat]
    return f"money {state.money[seat]:>4} spent {spent:>4} payouts {paid:>4} fields {last.fields:>2} region {last.largest_region:>2}"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--cells", required=True, help="half:field:seats,...")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--trace", default="", help="seed:seat of one game to replay turn by turn")
    args = ap.parse_args()
    _register_spar()
    values = run._values("landrush", [])
    for half, field, n in (c.split(":") for c in args.cells.split(",")):
        if args.trace:
            seed, shift = (int(x) for x in args.trace.split(":"))
            job = run.Job("landrush", half, args.bot, field, int(n), seed - args.seed, seed, shift, values)
            state, share = game(job, trace=True)
            print(f"share {share}; bot: {summary(state, shift)}")
            continue
        points, games = 0.0, 0
        for job in run.schedule("landrush", half, args.bot, [field], [int(n)], args.games, args.seed, values):
            state, share = game(job)
            points += share
            games += 1
            if share < 1:
                best = max(range(job.n), key=lambda s: state.money[s])
                print(
                    f"  {half}:{field}:{n} seed {job.seed} seat {job.shift} share {share:.2f}\n"
                    f"     bot:    {summary(state, job.shift)}\n     winner: {summary(state, best)}",
                    flush=True,
                )
        print(
            f"{half}:{field}:{n}: {points:.1f}/{games} = {points / games:.1%} ({points / games * int(n):.2f}x par)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
