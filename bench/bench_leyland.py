"""Ley of the Land figures: whole bot game times, bot decision times, the
keypress-to-repaint time of the screens, and a tournament (one bot against a
field of another, seat rotation, Wilson 95% intervals).

    python bench/bench_leyland.py                          # 40 boards per cell
    python bench/bench_leyland.py --games 100 --players 2,3,4 --ui 0

A pairing "A vs B" at p players seats one A against p - 1 copies of B and plays
every board p times so A sits in every seat; a shared win counts 1/k. Par is
1/p. This is a script that prints figures, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

import report  # bench/report.py: the tournament table

from landrush_tui.ai.leyland import BOTS
from landrush_tui.rules.leyland import game
from landrush_tui.rules.leyland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.simulate import BotTally, rotated


def play(seats, seed, timings, decide=None):
    """One bot game; each decision's wall and CPU time into ``timings`` by (seat name,
    what) and (seat name, what, "cpu"). ``decide(name, view, state)`` answers for a
    seat (default: the bot of that name; the tuning script adds its own)."""
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, s) for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, seed))
    while not state.is_over:
        asked, what = game.ask_of(state)
        decisions = {}
        for seat in asked:
            view = public_view(state, seat)
            t0, c0 = time.perf_counter(), time.process_time()
            decisions[seat] = BOTS[seats[seat]](view) if decide is None else decide(seats[seat], view, state)
            timings.setdefault((seats[seat], what), []).append(time.perf_counter() - t0)
            timings.setdefault((seats[seat], what, "cpu"), []).append(time.process_time() - c0)
        state, _ = game.apply(state, decisions)
    return state


def game_times() -> None:
    for n in range(2, 5):
        times, rounds = [], []
        for seed in range(20):
            t0 = time.perf_counter()
            s = play(["medium"] * n, seed, {})
            times.append(time.perf_counter() - t0)
            rounds.append(len(s.history))
        print(
            f"{n} players, medium bots: median game {statistics.median(rounds):.0f} rounds (max {max(rounds)}), "
            f"median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms a game"
        )


def pairing(a: str, b: str, players: int, boards: int, timings) -> BotTally:
    tally = BotTally(a)
    lineup = [a] + [b] * (players - 1)
    for board in range(boards):
        for shift in range(players):
            seats = rotated(lineup, shift)
            state = play(seats, 70_000 + board, timings)
            seat = seats.index(a)
            won = game.winners(state)[0]
            tally.seats += 1
            if seat in won:
                tally.win_points += 1 / len(won)
                tally.sole += len(won) == 1
                tally.shared += len(won) > 1
            tally.ranks += game.final_ranks(state)[seat]
    return tally


async def ui_times(steps: int) -> tuple[list[float], list[float], list[float]]:
    """A key on the action screen -> the screen repainted (Tab: the sections panel
    of the next seat); one map text built; one map Static updated and repainted
    (80x24, headless)."""
    import asyncio

    from textual import events

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.leyland import draw
    from landrush_tui.screens.leyland.base import LeyMap
    from landrush_tui.session import Session

    players = [PlayerSpec(n) for n in ("Ann", "Bo", "Cy", "Di")]
    state = game.new_game(game.Settings(players, 11))
    while state.round < 6:  # a mid-game position
        asked, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: BOTS["medium"](public_view(state, s)) for s in asked})
    state, _ = game.apply(state, {0: 2, 1: 0, 2: 1, 3: 0})
    app = LandRushApp(session=Session.start(state, "leyland"), cursor_blink=False)
    keys, builds, paints = [], [], []
    async with app.run_test(size=(80, 24)) as pilot:
        while type(app.screen).__name__ != "LeylandActionScreen" or not app.screen.is_mounted:
            await asyncio.sleep(0.01)
        m = app.screen.query_one("#ley-map", LeyMap)
        for _ in range(steps):
            before = m._render_cache if hasattr(m, "_render_cache") else None
            t = time.perf_counter()
            app.post_message(events.Key("tab", "\t"))  # as the terminal driver does, without Pilot's pauses
            focus = app.screen.focus_seat
            while app.screen.focus_seat == focus:
                await asyncio.sleep(0)
            await pilot.pause(0)
            keys.append(time.perf_counter() - t)
            del before
        for i in range(steps):
            t = time.perf_counter()
            text = draw.map_lines(state, i % 4)
            builds.append(time.perf_counter() - t)
            t = time.perf_counter()
            m.update("\n".join(x.plain for x in text))
            await pilot.pause(0)
            paints.append(time.perf_counter() - t)
    return keys, builds, paints


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--pairings", default="hard:medium,hard:easy,medium:easy")
    ap.add_argument("--ui", type=int, default=30, help="UI steps to time (0: none)")
    args = ap.parse_args()
    if args.ui:
        import asyncio

        keys, builds, paints = asyncio.run(ui_times(args.ui))
        for label, values in (
            ("Tab on the action screen -> repainted", keys),
            ("map text built", builds),
            ("map updated -> repainted", paints),
        ):
            print(
                f"{label}: median {statistics.median(values) * 1000:.1f} ms, "
                f"worst {max(values) * 1000:.1f} ms (n={len(values)})"
            )
    game_times()
    timings: dict = {}
    print(f"\ntournament, {args.games} boards per cell")
    report.tournament(args.players, args.pairings, lambda a, b, p: pairing(a, b, p, args.games, timings))
    report.decision_times(
        "decision times",
        (
            (f"{key[0]} {key[1]} ({'CPU' if len(key) > 2 else 'wall'} time)", times)
            for key, times in sorted(timings.items())
        ),
    )


if __name__ == "__main__":
    main()
