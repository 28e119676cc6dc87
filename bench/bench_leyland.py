"""Ley of the Land figures: whole bot game times, bot decision times, the
keypress-to-repaint time of the screens, and a tournament (one bot against a
field of another, seat rotation, Wilson 95% intervals).

    python bench/bench_leyland.py                          # 40 boards per cell
    python bench/bench_leyland.py --heldout --games 200 --players 3,4   # hard vs the held-out half
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


CHARACTERS = {"tab": "\t"}


async def ui_times(steps: int) -> dict[str, list[float]]:
    """A key on each decision screen -> the screen repainted (80x24, headless, four
    seats mid-game): on the action screen Tab (the next seat's sections), a move of
    the tile being placed and a turn of it; on the secret bid screen a digit typed.
    Also one map text built."""
    import asyncio

    from textual import events

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.base import KeyGate
    from landrush_tui.screens.leyland import draw
    from landrush_tui.session import Session

    players = [PlayerSpec(n) for n in ("Ann", "Bo", "Cy", "Di")]
    state = game.new_game(game.Settings(players, 11))
    while state.round < 6:  # a mid-game position
        asked, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: BOTS["medium"](public_view(state, s)) for s in asked})
    bidding = state
    state, _ = game.apply(state, {0: 2, 1: 0, 2: 1, 3: 0})
    out: dict[str, list[float]] = {}

    async def timed(app, pilot, label: str, key: str, changed) -> None:
        before = changed()
        t = time.perf_counter()
        app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))  # as a terminal does
        while changed() == before:
            if time.perf_counter() - t > 10:
                raise SystemExit(f"{label}: nothing changed 10 s after {key}")
            await asyncio.sleep(0)
        await pilot.pause(0)
        out.setdefault(label, []).append(time.perf_counter() - t)

    async def screen_up(app, name: str) -> None:
        t = time.perf_counter()
        while type(app.screen).__name__ != name or not app.screen.is_mounted:
            if time.perf_counter() - t > 30:
                raise SystemExit(f"no {name} after 30 s (on {type(app.screen).__name__})")
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)

    KeyGate.enabled = False  # keys come faster than a person's here; the gate is not what is timed

    app = LandRushApp(session=Session.start(state, "leyland"), cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await screen_up(app, "LeylandActionScreen")
        screen = app.screen
        for _ in range(steps):
            await timed(app, pilot, "action screen: Tab -> repainted", "tab", lambda: screen.focus_seat)
        await pilot.press("a")
        await asyncio.sleep(0.1)
        await pilot.press("enter")
        await asyncio.sleep(0.1)
        for _ in range(steps):
            key = "right" if screen.cursor[0] < 2 else "left"  # a move that is never stopped by the edge
            await timed(app, pilot, "placing a tile: arrow -> repainted", key, lambda: screen.cursor)
            await timed(app, pilot, "placing a tile: r (turn) -> repainted", "r", lambda: screen.rotation)
    app = LandRushApp(session=Session.start(bidding, "leyland"), cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while type(app.screen).__name__ not in ("HandOverScreen", "LeylandBidScreen"):
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.2)
        if type(app.screen).__name__ == "HandOverScreen":
            await pilot.press(app.screen.key)
        await screen_up(app, "LeylandBidScreen")
        box = app.screen.query_one("#ley-bid")
        for _ in range(steps):
            await timed(app, pilot, "secret bid: digit -> repainted", "1", lambda: box.value)
            await pilot.press("backspace")
    for i in range(steps):
        t = time.perf_counter()
        draw.map_lines(state, i % 4)
        out.setdefault("map text built", []).append(time.perf_counter() - t)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--pairings", default="hard:medium,hard:easy,medium:easy")
    ap.add_argument("--ui", type=int, default=30, help="UI steps to time (0: none)")
    report.add_heldout(ap)
    args = ap.parse_args()
    if args.heldout:
        raise SystemExit(report.heldout("leyland", args.players, args.games))
    if args.ui:
        import asyncio

        for label, values in asyncio.run(ui_times(args.ui)).items():
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
