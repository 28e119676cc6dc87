"""Keypress -> repaint on every game's decision screens, measured one way for all
five (printed figures, never asserted; goal: median <= 16 ms).

    python bench/bench_repaint.py                  # every game, 40 keys per figure
    python bench/bench_repaint.py --game leyland --keys 20
    python bench/bench_repaint.py --game landrush --profile 30   # cProfile of the keys

A key is posted as the terminal driver posts it; the time runs to the end of the
last screen update (the compositor's render of the changed regions) before the
app is idle again, each key on an idle app, as a person's keys come. Two clocks:
wall, and the CPU time of the thread that runs the app (``time.thread_time``:
the autosave thread and the other programs on a shared machine are not counted).
"paints per key" counts the screen updates a key caused: a second one comes a
frame (1/60 s) after the first. Headless: the write to a terminal is the
terminal's share. The games' own benches (``--ui``) time other things (a key
to the next screen, a map text built) each their own way.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import statistics
import sys
import time
from typing import Any, Callable

sys.path.insert(0, "tests/support")


class KeyProbe:
    """Times keys on a running app: ``await probe.key(pilot, "tab", changed)``
    posts the key, waits until ``changed()`` differs, then until the app is idle,
    and records wall and CPU seconds to the last screen update."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.painted: list[tuple[float, float]] = []
        self.figures: dict[str, tuple[list[float], list[float]]] = {}
        self.frames: dict[str, list[int]] = {}  # paints per key
        self.profile: cProfile.Profile | None = None
        display = app._display

        def timed_display(screen, renderable):  # type: ignore[no-untyped-def]
            display(screen, renderable)
            if renderable is not None:
                self.painted.append((time.perf_counter(), time.thread_time()))

        app._display = timed_display

    async def key(
        self,
        pilot: Any,
        label: str,
        key: str,
        changed: Callable[[], Any],
        character: str | None = None,
        first: bool = False,
    ) -> None:
        """``first``: to the first update after the change (a key that brings up the
        next screen: what follows it is that screen's own work, a bot's or a pause)."""
        from textual import events

        if character is None and len(key) == 1:
            character = key
        elif key == "enter":
            character = "\r"
        elif key == "tab":
            character = "\t"
        elif key == "escape":
            character = "\x1b"
        before = changed()
        self.painted.clear()
        if self.profile is not None:
            self.profile.enable()
        t, c = time.perf_counter(), time.thread_time()
        self.app.post_message(events.Key(key, character))
        while changed() == before:
            if time.perf_counter() - t > 20:
                raise SystemExit(f"{label}: nothing changed 20 s after {key}")
            await asyncio.sleep(0)
        seen = time.perf_counter()
        if first:
            while not any(p[0] >= seen for p in self.painted):
                if time.perf_counter() - t > 20:
                    raise SystemExit(f"{label}: no repaint 20 s after {key}")
                await asyncio.sleep(0)
            if self.profile is not None:
                self.profile.disable()
            paint = next(p for p in self.painted if p[0] >= seen)
            wall, cpu = self.figures.setdefault(label, ([], []))
            wall.append(paint[0] - t)
            cpu.append(paint[1] - c)
            return
        # Every update the key caused is done once the app has been quiet for a while:
        # the last paint is the one that shows it all. Waited for by sleeping, not by
        # the pilot's pause, which sends a message through every widget and forces a
        # frame of its own (its work was counted in the key's CPU, and its frame came
        # earlier than the screen's own 60-per-second timer would have made it).
        await self.quiet()
        if self.profile is not None:
            self.profile.disable()
        if not self.painted:
            raise SystemExit(f"{label}: {key} changed the screen's state but nothing was repainted")
        wall, cpu = self.figures.setdefault(label, ([], []))
        wall.append(self.painted[-1][0] - t)
        cpu.append(self.painted[-1][1] - c)
        self.frames.setdefault(label, []).append(len(self.painted))

    QUIET = 0.05  # seconds without a paint or a pending message that end a key

    async def quiet(self) -> None:
        """Sleep until nothing is pending (no message in any queue, no widget waiting
        for the screen's update timer) and no paint came for ``QUIET`` seconds. A
        person's next key comes later than that: each key starts on an idle app."""
        app = self.app
        while True:
            seen = len(self.painted)
            await asyncio.sleep(self.QUIET)
            screen = app.screen
            pending = (
                any(not node._message_queue.empty() for node in (app, *screen.walk_children(with_self=True)))
                or screen._dirty_widgets
                or screen._layout_required
                or screen._repaint_required
            )
            if not pending and len(self.painted) == seen:
                return


def line(label: str, wall: list[float], cpu: list[float], frames: list[int] | None = None) -> str:
    def f(xs: list[float]) -> str:
        return f"median {statistics.median(xs) * 1000:6.1f} worst {max(xs) * 1000:6.1f}"

    painted = f", paints per key {statistics.mean(frames):.1f}" if frames else ""
    return f"  {label:44} wall {f(wall)} · CPU {f(cpu)} ms (n={len(wall)}{painted})"


async def settle(app: Any, name: str, pilot: Any) -> Any:
    t = time.perf_counter()
    while type(app.screen).__name__ != name or not app.screen.is_mounted:
        if time.perf_counter() - t > 60:
            raise SystemExit(f"no {name} after 60 s (on {type(app.screen).__name__})")
        await asyncio.sleep(0.01)
    await pilot.pause(0.3)  # the autosave of the last decision is done, as when a person reads
    return app.screen


def _app(state: Any, game: str) -> Any:
    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.base import KeyGate
    from landrush_tui.session import Session

    KeyGate.enabled = False  # the keys come faster than a person's: the gate is not what is timed
    return LandRushApp(session=Session.start(state, game), cursor_blink=False)


async def landrush(keys: int, probe_of: Callable[[Any], KeyProbe], size: tuple[int, int], players: int) -> None:
    from landrush_tui.rules import PlayerKind, PlayerSpec
    from landrush_tui.rules.landrush import Settings, new_game, play_turn

    seats = [PlayerSpec("You")] + [PlayerSpec(f"Bot {i}", PlayerKind.AI, "baseline") for i in range(1, players)]
    state = new_game(Settings(tuple(seats), seed=3))
    state, _ = play_turn(state, [[1 + s] * len(state.lots) for s in range(players)])  # a table to show
    app = _app(state, "landrush")
    probe = probe_of(app)
    tag = f"{size[0]}x{size[1]} {players}p"
    async with app.run_test(size=size) as pilot:
        screen = await settle(app, "BidScreen", pilot)
        box = screen.query_one("#lot-1")
        for _ in range(keys):
            key = "3" if len(box.value) < 3 else "backspace"
            await probe.key(pilot, f"Land Rush {tag} bid: digit/Backspace", key, lambda: box.value)
        for _ in range(keys):
            await probe.key(pilot, f"Land Rush {tag} bid: Tab (next lot)", "tab", lambda: screen.focused)
        for _ in range(keys):
            await probe.key(pilot, f"Land Rush {tag} bid: Shift+Tab", "shift+tab", lambda: screen.focused)
        for _ in range(keys // 2):  # the review and back: Enter shows it, Esc leaves it
            await probe.key(pilot, f"Land Rush {tag} review: Enter / Esc", "enter", lambda: screen.reviewing)
            await probe.key(pilot, f"Land Rush {tag} review: Enter / Esc", "escape", lambda: screen.reviewing)


async def circuit(keys: int, probe_of: Callable[[Any], KeyProbe]) -> None:
    import circuit_helpers

    from landrush_tui.rules import PlayerKind, PlayerSpec
    from landrush_tui.rules.circuit import game

    circuit_helpers.install()
    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "medium")]
    state = game.new_game(game.Settings(players, "optional", None, 3))
    app = _app(state, "circuit")
    probe = probe_of(app)
    deciding = {"RollScreen": "enter", "BuyScreen": "b"}
    async with app.run_test(size=(120, 40)) as pilot:
        app.flow.ui.pace.to_end = True
        n = 0
        while n < keys and not app.session.state.is_over:
            name = type(app.screen).__name__
            if name not in deciding or not app.screen.is_mounted:
                await asyncio.sleep(0.001)
                continue
            screen = await settle(app, name, pilot)
            await probe.key(
                pilot,
                f"Circuit 120x40: {deciding[name]} on {name}",
                deciding[name],
                lambda: app.screen is screen,
                first=True,
            )
            n += 1


async def leyland(keys: int, probe_of: Callable[[Any], KeyProbe], size: tuple[int, int]) -> None:
    from leyland_helpers import played

    from landrush_tui.rules.leyland import game

    state = played(5, 4)  # a mid-game position (the snapshots' one), round 6's bids to come
    bidding = state
    state, _ = game.apply(state, {0: 2, 1: 0, 2: 1, 3: 0})
    tag = f"{size[0]}x{size[1]}"
    app = _app(state, "leyland")
    probe = probe_of(app)
    async with app.run_test(size=size) as pilot:
        screen = await settle(app, "LeylandActionScreen", pilot)
        for _ in range(keys):
            await probe.key(pilot, f"Ley {tag} action: Tab (next seat)", "tab", lambda: screen.focus_seat)
        await pilot.press("a")
        await pilot.pause(0.1)
        await pilot.press("enter")
        await pilot.pause(0.1)
        for _ in range(keys):
            key = "right" if screen.cursor[0] < 2 else "left"
            await probe.key(pilot, f"Ley {tag} placing: arrow", key, lambda: screen.cursor)
            await probe.key(pilot, f"Ley {tag} placing: r (turn)", "r", lambda: screen.rotation)
    app = _app(bidding, "leyland")
    probe = probe_of(app)
    async with app.run_test(size=size) as pilot:
        while type(app.screen).__name__ not in ("HandOverScreen", "LeylandBidScreen"):
            await asyncio.sleep(0.01)
        await pilot.pause(0.2)
        if type(app.screen).__name__ == "HandOverScreen":
            await pilot.press(app.screen.key)
        screen = await settle(app, "LeylandBidScreen", pilot)
        box = screen.query_one("#ley-bid")
        for _ in range(keys):
            key = "1" if len(box.value) < 2 else "backspace"
            await probe.key(pilot, f"Ley {tag} bid: digit/Backspace", key, lambda: box.value)


async def auctionland(keys: int, probe_of: Callable[[Any], KeyProbe]) -> None:
    from landrush_tui.rules.auctionland import game
    from landrush_tui.rules.players import PlayerKind, PlayerSpec

    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "easy")]
    state = game.new_game(game.Settings(players, 8, "visible", 3))
    app = _app(state, "auctionland")
    probe = probe_of(app)
    async with app.run_test(size=(120, 40)) as pilot:
        app.flow.ui.pace.to_end = True
        keymap = {"PlaceScreen": "enter", "CallScreen": "p", "HammerScreen": "s"}
        while type(app.screen).__name__ != "TakeScreen":
            name = type(app.screen).__name__
            if name in keymap and app.screen.is_mounted:
                await pilot.pause(0.05)
                await pilot.press(keymap[name])
            await asyncio.sleep(0.01)
        screen = await settle(app, "TakeScreen", pilot)
        for _ in range(keys):
            key = "right" if screen.cursor < screen.limit else "left"
            await probe.key(pilot, "Auction 120x40 take: arrow", key, lambda: screen.cursor)


async def piecepack(keys: int, probe_of: Callable[[Any], KeyProbe]) -> None:
    from landrush_tui.rules.piecepack import game
    from landrush_tui.rules.players import PlayerKind, PlayerSpec

    players = [PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "medium")]
    state = game.new_game(game.Settings(players, 3))
    app = _app(state, "piecepack")
    probe = probe_of(app)
    async with app.run_test(size=(120, 40)) as pilot:
        app.flow.ui.pace.to_end = True
        screen = await settle(app, "OpeningScreen", pilot)
        for _ in range(keys):
            key = "right" if screen.pick[0] < 2 else "left"
            await probe.key(pilot, "piecepack 120x40 opening: arrow", key, lambda: screen.pick)
        await pilot.press("enter")
        while type(app.screen).__name__ != "PlayScreen":
            if type(app.screen).__name__ == "OpeningScreen" and app.screen.is_mounted:
                await pilot.pause(0.05)
                await pilot.press("enter")
            await asyncio.sleep(0.01)
        screen = await settle(app, "PlayScreen", pilot)
        for _ in range(keys):
            key = "2" if screen.pick == 0 else "1"
            await probe.key(pilot, "piecepack 120x40 play: square key", key, lambda: screen.pick)


GAMES = {
    "landrush": lambda k, p: _all(landrush(k, p, (120, 40), 4), landrush(k, p, (80, 24), 10)),
    "circuit": circuit,
    "leyland": lambda k, p: _all(leyland(k, p, (80, 24)), leyland(k, p, (120, 40))),
    "auctionland": auctionland,
    "piecepack": piecepack,
}


async def _all(*runs: Any) -> None:
    for run in runs:
        await run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=sorted(GAMES), action="append", help="(repeatable; default: all)")
    ap.add_argument("--keys", type=int, default=40, help="keys per figure")
    ap.add_argument("--profile", type=int, default=0, help="print the N costliest functions over the timed keys")
    args = ap.parse_args()
    probes: list[KeyProbe] = []
    profile = cProfile.Profile() if args.profile else None

    def probe_of(app: Any) -> KeyProbe:
        probe = KeyProbe(app)
        probe.profile = profile
        probes.append(probe)
        return probe

    print(
        f"keypress -> repaint (goal: median <= 16 ms); load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    for name in args.game or list(GAMES):
        asyncio.run(GAMES[name](args.keys, probe_of))
        for probe in probes:
            for label, (wall, cpu) in probe.figures.items():
                print(line(label, wall, cpu, probe.frames.get(label)), flush=True)
        probes.clear()
    print(f"  load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(args.profile)
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.profile)


if __name__ == "__main__":
    main()
