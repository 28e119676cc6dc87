"""Circuit figures: whole bot game times, bot decision times, and a tournament
(one bot against a field of another, seat rotation, Wilson 95% intervals).

    python bench/bench_circuit.py                       # 120 boards per cell, 2-6 players
    python bench/bench_circuit.py --heldout --games 200 --players 2,3,4,6   # hard vs the held-out half
    python bench/bench_circuit.py --games 40 --players 2,4 --purchase optional

A pairing "A vs B" at p players seats one A against p - 1 copies of B and plays
every board p times so A sits in every seat. With forced purchase no bot has a
choice (every bot only rolls), so every pairing scores exactly par (each board is
won by the same seat in all p rotations): the tournament uses optional purchase.
bench/circuit_cheat.py shows how far above par any bot could get (not twice par).
This is a script that prints figures, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

import report  # bench/report.py: the tournament table

from landrush_tui.ai.circuit import BOTS
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.simulate import BotTally, rotated


def play(seats, seed, purchase, limit, timings):
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, s) for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, purchase, limit, seed))
    while not state.is_over:
        seat, what = game.ask_of(state)
        view = public_view(state, seat)
        t0 = time.thread_time()  # CPU, not wall: the machine's cores are shared
        decision = BOTS[seats[seat]](view)
        if what == "buy":
            timings.setdefault(seats[seat], []).append(time.thread_time() - t0)
        state, _ = game.apply(state, seat, decision)
    return state


def game_times(purchase: str) -> None:
    for n in range(2, 7):
        times, turns = [], []
        for seed in range(30):
            t0 = time.perf_counter()
            s = play(["medium"] * n, seed, purchase, None, {})
            times.append(time.perf_counter() - t0)
            turns.append(len(s.history))
        print(
            f"{n} players, medium bots, {purchase}: median game {statistics.median(turns):.0f} turns, "
            f"median {statistics.median(times) * 1000:.1f} ms, worst {max(times) * 1000:.1f} ms a game"
        )


def pairing(a: str, b: str, players: int, boards: int, purchase: str, limit, timings) -> BotTally:
    tally = BotTally(a)
    lineup = [a] + [b] * (players - 1)
    for board in range(boards):
        for shift in range(players):
            seats = rotated(lineup, shift)
            state = play(seats, 50_000 + board, purchase, limit, timings)
            seat = seats.index(a)
            tally.seats += 1
            if seat in state.winners:
                tally.win_points += 1 / len(state.winners)
                tally.sole += len(state.winners) == 1
                tally.shared += len(state.winners) > 1
            tally.ranks += game.final_ranks(state)[seat]
    return tally


async def ui_times(rounds: int) -> tuple[list[float], list[float], list[float]]:
    """A key on a decision screen (Enter on the roll prompt, b or d on the buy
    prompt) -> the next screen mounted and painted; one ring text built; the
    table's ring updated and repainted (120x40, headless)."""
    import asyncio
    import sys

    sys.path.insert(0, "tests/support")
    import circuit_helpers

    circuit_helpers.install()
    from textual import events

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.base import KeyGate
    from landrush_tui.session import Session
    from landrush_tui.widgets.circuit import ring

    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "medium")]
    state = game.new_game(game.Settings(players, "optional", None, 3))
    app = LandRushApp(session=Session.start(state, "circuit"), cursor_blink=False)
    keys, builds, paints = [], [], []
    deciding = ("RollScreen", "BuyScreen")
    KeyGate.enabled = False  # the keys here come in one quick run, which the gate would hold back
    async with app.run_test(size=(120, 40)) as pilot:
        app.flow.ui.pace.speed = 3
        while len(keys) < rounds and not app.session.state.is_over:
            while not (type(app.screen).__name__ in deciding and app.screen.is_mounted and app.screen.settled()):
                await asyncio.sleep(0.001)
                if app.session.state.is_over:
                    break
            if app.session.state.is_over:
                break
            screen = app.screen
            key = (
                ("enter", "\r")
                if type(screen).__name__ == "RollScreen"
                else ("b", "b")
                if len(keys) % 2
                else ("d", "d")
            )
            t = time.perf_counter()
            app.post_message(events.Key(*key))  # as the terminal driver does, without Pilot's pauses
            while app.screen is screen or not app.screen.is_mounted:
                await asyncio.sleep(0)
            await asyncio.sleep(0)  # the new screen's first paint
            keys.append(time.perf_counter() - t)
        st = app.session.state
        await pilot.pause(0.2)
        table = app.flow.table
        static = table.query_one("#ring") if table is not None and table.is_mounted else None  # a RingView
        for i in range(rounds if static is not None else 0):
            t = time.perf_counter()
            text = ring.board_text(st, highlight=1 + i % 21)
            builds.append(time.perf_counter() - t)
            t = time.perf_counter()
            static.update(text)
            await pilot.pause(0)
            paints.append(time.perf_counter() - t)
    return keys, builds, paints


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=120, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="2,3,4,5,6")
    ap.add_argument("--purchase", default="optional")
    ap.add_argument("--round-limit", type=int, default=0)
    ap.add_argument("--pairings", default="hard:medium,hard:easy,medium:easy")
    ap.add_argument("--ui", type=int, default=30, help="UI rounds to time (0: none)")
    report.add_heldout(ap)
    args = ap.parse_args()
    if args.heldout:
        raise SystemExit(
            report.heldout(
                "circuit",
                args.players,
                args.games,
                [f"purchase={args.purchase}"] + ([f"round_limit={args.round_limit}"] if args.round_limit else []),
            )
        )
    if args.ui:
        import asyncio

        keys, builds, paints = asyncio.run(ui_times(args.ui))
        for label, values in (
            ("key on a decision screen (roll, buy) -> next screen painted", keys),
            ("ring text built", builds),
            ("ring updated -> repainted", paints),
        ):
            if values:
                print(
                    f"{label}: median {statistics.median(values) * 1000:.1f} ms, "
                    f"worst {max(values) * 1000:.1f} ms (n={len(values)})"
                )
    game_times("forced")
    limit = args.round_limit or None
    timings: dict[str, list[float]] = {}
    print(f"\ntournament, {args.purchase} purchase, round limit {limit or 'none'}, {args.games} boards per cell")
    report.tournament(
        args.players, args.pairings, lambda a, b, p: pairing(a, b, p, args.games, args.purchase, limit, timings)
    )
    report.decision_times("buy/decline decision times (CPU)", sorted(timings.items()))


if __name__ == "__main__":
    main()
