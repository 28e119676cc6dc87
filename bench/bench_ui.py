"""UI timings (printed, never asserted): start-up to the title screen next to a
bare Textual hello-world, a keypress on the bid screen to its repaint (median
and worst), a repaint of the map.

    python bench/bench_ui.py [--runs N] [--keys N] [--only-keys | --only-startup]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time

STARTUP = r"""
import time, asyncio
t0 = time.perf_counter()
{imports}
async def main():
    app = {make_app}
    async with app.run_test(size=(80, 24)) as pilot:
        while not {ready}:
            await asyncio.sleep(0.001)
        print(time.perf_counter() - t0)
asyncio.run(main())
"""

HELLO = dict(
    imports="from textual.app import App\nfrom textual.widgets import Static\n"
    "class Hello(App):\n    def compose(self):\n        yield Static('Hello, world')",
    make_app="Hello()",
    ready="app.screen.query('Static')",
)
LANDRUSH = dict(
    imports="from landrush_tui.app import LandRushApp\nfrom landrush_tui.screens.title import TitleScreen",
    make_app="LandRushApp()",
    ready="isinstance(app.screen, TitleScreen) and app.screen.is_mounted and app.screen.query('#new')",
)


def startup(spec: dict, runs: int) -> list[float]:
    """Seconds from interpreter start of the script to the screen being ready, per fresh process."""
    code = STARTUP.format(**spec)
    out = []
    for _ in range(runs):
        res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        out.append(float(res.stdout.strip().splitlines()[-1]))
    return out


async def bid_and_map(presses: int, repaints: int) -> tuple[list[float], ...]:
    sys.path.insert(0, "tests/support")
    from landrush_tui.app import LandRushApp
    from landrush_tui.rules import PlayerKind, PlayerSpec
    from landrush_tui.rules.landrush import Settings, new_game
    from landrush_tui.screens.landrush.bid import BidScreen
    from landrush_tui.session import Session
    from landrush_tui.widgets.landrush.field_map import FieldMap

    settings = Settings((PlayerSpec("You"), PlayerSpec("Basil", PlayerKind.AI, "baseline")), seed=3)
    app = LandRushApp(session=Session.start(new_game(settings)), cursor_blink=False)
    keys, paints, renders, direct = [], [], [], []
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, BidScreen):
            await pilot.pause()
        await pilot.pause()
        for i in range(presses):
            t = time.perf_counter()
            await pilot.press("1" if i % 4 else "backspace")
            keys.append(time.perf_counter() - t)
        # The same keypress without Pilot's fixed pauses: post the key as the terminal
        # driver does and poll the event loop until the bid box and the sum line changed.
        from textual import events
        from textual.widgets import Static

        box = app.screen.query_one("#lot-1")
        total = app.screen.query_one("#sum", Static)
        box.value = ""  # start from a valid bid, so every key changes the sum too
        await pilot.pause()
        for _ in range(presses):
            before, before_sum = box.value, str(total.render())
            # Type while the box is short, else delete: either way the value and the sum change.
            key = events.Key("2", "2") if len(before) < 3 else events.Key("backspace", None)
            t = time.perf_counter()
            app.post_message(key)
            while box.value == before or str(total.render()) == before_sum:
                await asyncio.sleep(0)
            direct.append(time.perf_counter() - t)
        fmap = app.screen.query_one(FieldMap)
        n = len(fmap.owners)
        for i in range(repaints):
            owners = tuple((i + f) % 3 if (f + i) % 5 == 0 else None for f in range(n))
            t = time.perf_counter()
            fmap.owners = owners
            await pilot.pause()
            paints.append(time.perf_counter() - t)
            t = time.perf_counter()
            for y in range(fmap.size.height):
                fmap.render_line(y)
            renders.append(time.perf_counter() - t)
    return keys, direct, paints, renders


async def key_to_repaint(size: tuple[int, int], players: int, presses: int) -> tuple[list[float], list[float]]:
    """Seconds from a key posted as the terminal driver posts it to the end of the
    first screen update (the compositor's render of the changed regions) that
    shows its effect, on the bid screen: wall-clock and this process's CPU time
    (on a machine shared with other work the wall clock also counts the waits for
    a core). Headless, the update is rendered but not written to a terminal: the
    write is the terminal's share."""
    from textual import events
    from textual.widgets import Static

    from landrush_tui.app import LandRushApp
    from landrush_tui.rules import PlayerKind, PlayerSpec
    from landrush_tui.rules.landrush import Settings, new_game
    from landrush_tui.screens.landrush.bid import BidScreen
    from landrush_tui.session import Session

    seats = [PlayerSpec("You")] + [PlayerSpec(f"Bot {i}", PlayerKind.AI, "baseline") for i in range(1, players)]
    app = LandRushApp(session=Session.start(new_game(Settings(tuple(seats), seed=3))), cursor_blink=False)
    painted: list[tuple[float, float]] = []  # (wall, CPU) at the end of each screen update
    display = app._display

    def timed_display(screen, renderable):  # type: ignore[no-untyped-def]
        display(screen, renderable)
        if renderable is not None:
            painted.append((time.perf_counter(), time.process_time()))

    app._display = timed_display  # type: ignore[method-assign]
    out: list[float] = []
    cpu: list[float] = []
    async with app.run_test(size=size) as pilot:
        while not isinstance(app.screen, BidScreen):
            await pilot.pause()
        await pilot.pause()
        box = app.screen.query_one("#lot-1")
        total = app.screen.query_one("#sum", Static)
        for _ in range(presses):
            before, before_sum = box.value, str(total.render())
            key = events.Key("3", "3") if len(before) < 3 else events.Key("backspace", None)
            painted.clear()
            t, c = time.perf_counter(), time.process_time()
            app.post_message(key)
            while box.value == before or str(total.render()) == before_sum:
                await asyncio.sleep(0)
            # Every update the key caused (the box, the sum, the messages) is done once
            # the app is idle: the last of them is the repaint that shows it all.
            await pilot.pause()
            await pilot.pause()
            assert painted, "the key changed the bid box but nothing was repainted"
            out.append(painted[-1][0] - t)
            cpu.append(painted[-1][1] - c)
    return out, cpu


def ms(values: list[float]) -> str:
    return (
        f"median {statistics.median(values) * 1000:7.1f} ms   min {min(values) * 1000:7.1f} ms   "
        f"max {max(values) * 1000:7.1f} ms   (n={len(values)})"
    )


def report_keys(keys: int) -> None:
    print("keypress -> repaint on the bid screen (goal: median <= 16 ms)")
    print(f"  load average now: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    for size, players in (((80, 24), 2), ((80, 24), 10), ((120, 40), 4)):
        wall, cpu = asyncio.run(key_to_repaint(size, players, keys))
        print(
            f"  {size[0]}x{size[1]}, {players:2} players: wall median {statistics.median(wall) * 1000:6.1f} ms"
            f" worst {max(wall) * 1000:6.1f} ms · CPU median {statistics.median(cpu) * 1000:6.1f} ms"
            f" worst {max(cpu) * 1000:6.1f} ms   (n={len(wall)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per start-up figure")
    parser.add_argument("--keys", type=int, default=60, help="keys per keypress-to-repaint figure")
    parser.add_argument("--only-keys", action="store_true", help="only the keypress-to-repaint figures")
    parser.add_argument("--only-startup", action="store_true", help="only the start-up figures")
    args = parser.parse_args()
    if args.only_keys:
        report_keys(args.keys)
        return
    # Compiled first, as an installed program is (pip compiles on install): with
    # PYTHONDONTWRITEBYTECODE set, every run would otherwise compile the package
    # from source and the figure would be that of a first run.
    import compileall

    import landrush_tui

    compileall.compile_dir(os.path.dirname(landrush_tui.__file__), quiet=1)
    # Interleave so both see the same machine load.
    hello, land = [], []
    for _ in range(args.runs):
        hello += startup(HELLO, 1)
        land += startup(LANDRUSH, 1)
    ratio = statistics.median(land) / statistics.median(hello)
    print("start-up to first interactive screen (headless, fresh process)")
    print(f"  bare Textual hello-world : {ms(hello)}")
    print(f"  Land Rush title screen   : {ms(land)}")
    print(f"  ratio (goal <= 1.3)      : {ratio:.2f}")
    if args.only_startup:
        return
    report_keys(args.keys)
    keys, direct, paints, renders = asyncio.run(bid_and_map(60, 30))
    print("bid screen at 120x40")
    print(f"  keypress via Pilot (incl. its pauses): {ms(keys)}")
    print(f"  keypress -> bid box and sum updated : {ms(direct)}")
    print(f"  map: new owners -> repainted      : {ms(paints)}")
    print(f"  map: render every line            : {ms(renders)}")


if __name__ == "__main__":
    main()
