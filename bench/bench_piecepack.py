"""Landrush for piecepack figures: whole bot game times, bot decision times,
keypress-to-repaint in the app, and a tournament (one bot against a field of
another, seat rotation, Wilson 95% intervals).

    python bench/bench_piecepack.py                         # 60 boards per cell
    python bench/bench_piecepack.py --heldout --games 200 --players 3,4,5   # hard vs the held-out half
    python bench/bench_piecepack.py --games 200 --players 2,3,4 --pairings medium:easy

A pairing "A vs B" at p players seats one A against p - 1 copies of B and plays
every board p times so A sits in every seat. This is a script that prints
figures, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

import report  # bench/report.py: the tournament table

from landrush_tui.ai import piecepack as ai
from landrush_tui.ai.piecepack import BOTS
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.simulate import BotTally, rotated

EXTRA = {}  # experimental bots by name, filled below


def bot_of(name):
    """A bot by name; "hard@R/C/B" plays out Stan's best C plays in up to R rounds, B
    play-out turns in all (the shipped 64/6/8000); "sela@C/R/H" is the hard bot of
    sessions 1-3 with C candidates, R rollouts and a horizon of H turns (her defaults
    4, 20, 6); "bot+W=v" a bot with a module weight changed; EXTRA names other trials."""
    if "+" in name:  # "medium+W_OPP=3+W_RACE=1": a bot with module weights changed (for tuning)
        base, *pairs = name.split("+")
        values = {k: float(v) for k, v in (pair.split("=") for pair in pairs)}
        inner = bot_of(base)

        def tuned(view):
            old = {k: getattr(ai, k) for k in values}
            for k, v in values.items():
                setattr(ai, k, v)
            try:
                return inner(view)
            finally:
                for k, v in old.items():
                    setattr(ai, k, v)

        return tuned
    if name.startswith("hard@"):  # "hard@R/C/B": the shipped hard with other counts
        r, c, b = (int(v) for v in name.partition("@")[2].split("/"))
        return lambda view: ai.play_outs(view, r, c, b)
    if name in EXTRA:
        return EXTRA[name]
    if "@" not in name:
        return BOTS[name]
    base, _, params = name.partition("@")
    values = dict(zip(("CANDIDATES", "ROLLOUTS", "HORIZON"), (int(v) for v in params.split("/")), strict=False))

    def bot(view):
        old = {k: getattr(ai, k) for k in values}
        for k, v in values.items():
            setattr(ai, k, v)
        try:
            return ai.sela(view)
        finally:
            for k, v in old.items():
                setattr(ai, k, v)

    return bot


def _easy_uniform(view):
    if view.what == game.OPENING:
        return view.rng.choice(view.opening_squares())
    pick = view.rng.choice(view.legal_plays())
    return (pick.square, pick.size)


def _easy_by_size(extreme):
    """An easy variant: a random square for the ``extreme`` (max or min) size allowed."""

    def bot(view):
        if view.what == game.OPENING:
            return view.rng.choice(view.opening_squares())
        legal = view.legal_plays()
        pips = extreme(game.PIPS[p.size] for p in legal)
        pick = view.rng.choice([p for p in legal if game.PIPS[p.size] == pips])
        return (pick.square, pick.size)

    return bot


# biggest_own is the shipped Pam, kept under the name the notes' tables use
EXTRA.update(
    sela=ai.sela, biggest_own=ai.easy, uniform=_easy_uniform, biggest=_easy_by_size(max), smallest=_easy_by_size(min)
)


def finish(state, seats, me, mine):
    """Play ``state`` to the end: every seat by its bot, seat ``me`` by ``mine``."""
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == game.PASS:
            state, _ = game.apply(state, seat, game.PASS)
            continue
        bot = mine if seat == me else seats[seat]
        state, _ = game.apply(state, seat, bot_of(bot)(public_view(state, seat)))
    return state


def outcome(state, me) -> float:
    """Win first (a shared win less), then the margin over the best rival."""
    totals = [s.total for s in game.scores(state.board, state.stashes)]
    margin = totals[me] - max(t for s, t in enumerate(totals) if s != me)
    win = (1000 / len(state.winners)) if me in state.winners else 0
    return win + margin


def oracle(state, seat, seats, then="medium"):
    """A cheat, for the figures only: it reads the seed, so it knows every coming coin
    and, the bots being deterministic, every coming decision of its rivals. Each legal
    play is played out to the very end (itself then playing ``then``), the best kept.
    What even this bot wins bounds what any fair bot of this one-play look-ahead can."""
    _, what = game.ask_of(state)
    if what == game.OPENING:  # some 60 squares: Stan's opening
        return BOTS["medium"](public_view(state, seat))
    options = [(p.square, p.size) for p in game.legal_plays(state)]
    if len(options) == 1:
        return options[0]
    best, best_v = options[0], -1e9
    for option in options:
        after, _ = game.apply(state, seat, option)
        v = outcome(finish(after, seats, seat, then), seat)
        if v > best_v:
            best, best_v = option, v
    return best


def play(seats, seed, timings, cpu=None):
    """One bot game; each decision's wall time into ``timings`` (and its CPU time,
    ``time.thread_time``, into ``cpu`` when given), by seat name."""
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, s) for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, seed))
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == game.PASS:
            state, _ = game.apply(state, seat, game.PASS)
            continue
        view = public_view(state, seat)
        t0, c0 = time.perf_counter(), time.thread_time()
        if seats[seat].startswith("oracle"):  # "oracle" or "oracle-hard": what it plays after
            decision = oracle(state, seat, seats, seats[seat].partition("-")[2] or "medium")
        else:
            decision = bot_of(seats[seat])(view)
        timings.setdefault(seats[seat], []).append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.setdefault(seats[seat], []).append(time.thread_time() - c0)
        state, _ = game.apply(state, seat, decision)
    return state


def game_times() -> None:
    for n in range(2, 6):
        for bot in ("medium", "hard"):
            times, turns = [], []
            for seed in range(10 if bot == "hard" else 30):
                t0 = time.perf_counter()
                s = play([bot] * n, seed, {})
                times.append(time.perf_counter() - t0)
                turns.append(len(s.history))
            print(
                f"{n} players, {bot} bots: median game {statistics.median(turns):.0f} turns, "
                f"median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms a game",
                flush=True,
            )


def pairing(a: str, b: str, players: int, boards: int, timings) -> BotTally:
    tally = BotTally(a)
    lineup = [a] + [b] * (players - 1)
    for board in range(boards):
        for shift in range(players):
            seats = rotated(lineup, shift)
            state = play(seats, 50_000 + board, timings)
            seat = seats.index(a)
            tally.seats += 1
            if seat in state.winners:
                tally.win_points += 1 / len(state.winners)
                tally.sole += len(state.winners) == 1
                tally.shared += len(state.winners) > 1
            tally.ranks += game.final_ranks(state)[seat]
    return tally


async def ui_times(rounds: int, size: tuple[int, int] = (120, 40)) -> dict[str, list[float]]:
    """Keypress -> repaint on the decision screens: an arrow on the opening screen,
    a size key on the play screen (the map and the words redrawn); Enter -> the next
    screen up. Headless, at ``size`` (the big board at 120x40). Wall times, and the
    process's CPU time for the key screens."""
    import asyncio

    from textual import events

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.base import KeyGate
    from landrush_tui.session import Session

    # The gate holds back an Enter sent the moment a screen appears (a person looks
    # first); a benchmark presses at once, so it runs without the gate.
    KeyGate.enabled = False
    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "medium")]
    state = game.new_game(game.Settings(players, 3))
    app = LandRushApp(session=Session.start(state, "piecepack"), cursor_blink=False)
    times: dict[str, list[float]] = {"opening: arrow -> repainted": [], "play: size key -> repainted": []}
    times["Enter -> next screen up"] = []
    cpu: dict[str, list[float]] = {k: [] for k in times}

    async def timed(screen, key: str, label: str) -> None:
        t, c = time.perf_counter(), time.process_time()
        app.post_message(events.Key(key, key if len(key) == 1 else None))
        await pilot.pause(0)
        while screen._compositor is None or screen._dirty_regions:
            await asyncio.sleep(0)
        times[label].append(time.perf_counter() - t)
        cpu[label].append(time.process_time() - c)

    async with app.run_test(size=size) as pilot:
        app.flow.ui.pace.to_end = True
        for _ in range(rounds):
            while type(app.screen).__name__ not in ("PlayScreen", "OpeningScreen") or not app.screen.is_mounted:
                await asyncio.sleep(0.001)
                if app.session.state.is_over:
                    break
            if app.session.state.is_over:
                break
            screen = app.screen
            if type(screen).__name__ == "PlayScreen":
                for key in ("s", "m", "l"):
                    await timed(screen, key, "play: size key -> repainted")
            else:
                for key in ("right", "left"):
                    await timed(screen, key, "opening: arrow -> repainted")
            t = time.perf_counter()
            app.post_message(events.Key("enter", "\r"))  # as the terminal driver does
            while app.screen is screen or not app.screen.is_mounted:
                await asyncio.sleep(0)
            times["Enter -> next screen up"].append(time.perf_counter() - t)
    # the CPU time of this process too: on a loaded machine the wall time mostly waits
    return {**times, **{f"{k} (CPU)": v for k, v in cpu.items() if v}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=60, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--pairings", default="hard:medium,hard:easy,medium:easy")
    ap.add_argument("--ui", type=int, default=20, help="UI rounds to time (0: none)")
    ap.add_argument("--no-game-times", action="store_true", help="skip the whole-game times")
    report.add_heldout(ap)
    args = ap.parse_args()
    if args.heldout:
        raise SystemExit(report.heldout("piecepack", args.players, args.games))
    if args.ui:
        import asyncio

        for size in ((80, 24), (120, 40)):
            for label, values in asyncio.run(ui_times(args.ui, size)).items():
                if values:
                    print(
                        f"{size[0]}x{size[1]} {label}: median {statistics.median(values) * 1000:.1f} ms, "
                        f"worst {max(values) * 1000:.1f} ms (n={len(values)})",
                        flush=True,
                    )
    if not args.no_game_times:
        game_times()
    timings: dict[str, list[float]] = {}
    print(f"\ntournament, {args.games} boards per cell")
    report.tournament(args.players, args.pairings, lambda a, b, p: pairing(a, b, p, args.games, timings))
    report.decision_times("decision times", sorted(timings.items()))


if __name__ == "__main__":
    main()
