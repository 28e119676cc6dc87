"""Auction Land figures: whole bot game times, bot decision times, keypress to
repaint in the app, and a tournament (one bot against a field of another, seat
rotation, Wilson 95% intervals).

    python bench/bench_auctionland.py                          # 40 boards per cell
    python bench/bench_auctionland.py --heldout --games 200 --players 3,4,6   # hard vs the held-out half
    python bench/bench_auctionland.py --games 100 --players 3,4 --ui 0

A pairing "A vs B" at p players seats one A against p - 1 copies of B and plays
every board p times so A sits in every seat (par = 1/p). This is a script that
prints figures, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

import report  # bench/report.py: the tournament table

from landrush_tui.ai.auctionland import BOTS
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.auctionland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.simulate import BotTally, rotated


def play(seats, seed, market, money, timings):
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, s) for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, market, money, seed))
    while not state.is_over:
        seat = state.seat
        view = public_view(state, seat)
        t0 = time.perf_counter()
        decision = BOTS[seats[seat]](view)
        timings.setdefault(seats[seat], []).append(time.perf_counter() - t0)
        state, _ = game.apply(state, seat, decision)
    return state


def game_times() -> None:
    for n in (2, 4, 6):
        times, turns = [], []
        for seed in range(10):
            t0 = time.perf_counter()
            s = play(["medium"] * n, seed, 8, "hidden", {})
            times.append(time.perf_counter() - t0)
            turns.append(len(s.history))
        print(
            f"{n} players, medium bots: median game {statistics.median(turns):.0f} turns, "
            f"median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms a game",
            flush=True,
        )


def pairing(a: str, b: str, players: int, boards: int, timings) -> BotTally:
    tally = BotTally(a)
    lineup = [a] + [b] * (players - 1)
    for board in range(boards):
        market = 6 + board % 5
        money = "hidden" if board % 2 else "visible"
        for shift in range(players):
            seats = rotated(lineup, shift)
            state = play(seats, 60_000 + board, market, money, timings)
            seat = seats.index(a)
            tally.seats += 1
            won = game.winners(state)
            if seat in won:
                tally.win_points += 1 / len(won)
                tally.sole += len(won) == 1
                tally.shared += len(won) > 1
            tally.ranks += game.final_ranks(state)[seat]
    return tally


async def ui_times(rounds: int) -> tuple[list[float], list[float], list[float]]:
    """A key on a decision screen -> the next screen up (mounted); one cursor key
    on the take screen -> the map repainted (120x40, headless): wall time, and the
    cursor key's CPU time in this process (what a busy machine does not inflate)."""
    import asyncio

    from textual import events

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.base import KeyGate
    from landrush_tui.session import Session

    # A deciding key counts only once its screen has been up a moment (the key gate):
    # a key posted the instant a screen mounts was dropped and this loop waited for ever.
    KeyGate.enabled = False

    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "easy")]
    state = game.new_game(game.Settings(players, 8, "visible", 3))
    app = LandRushApp(session=Session.start(state, "auctionland"), cursor_blink=False)
    keys, moves, cpu = [], [], []
    keymap = {"TakeScreen": "enter", "PlaceScreen": "enter", "CallScreen": "p", "HammerScreen": "s"}
    async with app.run_test(size=(120, 40)) as pilot:
        app.flow.ui.pace.to_end = True  # no pauses after the bot's moves
        while len(keys) < rounds and not app.session.state.is_over:
            name = type(app.screen).__name__
            if name not in keymap or not app.screen.is_mounted:
                await asyncio.sleep(0.001)
                continue
            screen = app.screen
            if name == "TakeScreen" and len(moves) < rounds:
                # A person reads the screen before moving: the autosave of the last
                # decision (a thread) is done by then, so it is not counted here.
                await pilot.pause(0.3)
                t, c = time.perf_counter(), time.process_time()
                app.post_message(events.Key("right", None))
                await pilot.pause(0)
                moves.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
                app.post_message(events.Key("left", None))
                await pilot.pause(0)
            t = time.perf_counter()
            key = keymap[name]
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
            while (
                app.screen is screen
                or not app.screen.is_mounted
                or type(app.screen).__name__ not in (*keymap, "AuctionOverScreen")
            ):
                await asyncio.sleep(0)
                if app.session.state.is_over:
                    break
            keys.append(time.perf_counter() - t)
    return keys, moves, cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="3,4")
    ap.add_argument("--pairings", default="hard:medium,hard:easy,medium:easy")
    ap.add_argument("--ui", type=int, default=20, help="UI decisions to time (0: none)")
    report.add_heldout(ap)
    args = ap.parse_args()
    if args.heldout:
        raise SystemExit(report.heldout("auctionland", args.players, args.games))
    if args.ui:
        import asyncio

        keys, moves, cpu = asyncio.run(ui_times(args.ui))
        for label, values in (
            ("key on a decision screen -> next screen up (includes the bot's move and the autosave)", keys),
            ("cursor key on the take screen -> map repainted", moves),
            ("the same cursor key, CPU time of this process", cpu),
        ):
            if values:
                print(
                    f"{label}: median {statistics.median(values) * 1000:.1f} ms, "
                    f"worst {max(values) * 1000:.1f} ms (n={len(values)})",
                    flush=True,
                )
    game_times()
    timings: dict[str, list[float]] = {}
    print(f"\ntournament, market 6-10, money hidden / visible alternating, {args.games} boards per cell")
    report.tournament(args.players, args.pairings, lambda a, b, p: pairing(a, b, p, args.games, timings))
    report.decision_times("decision times (all decisions)", sorted(timings.items()))


if __name__ == "__main__":
    main()
