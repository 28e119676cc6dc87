"""How long the field map takes to repaint; prints figures, asserts nothing.

    /work/venv/bin/python bench/bench_map.py

For each terminal size: a cached repaint (every line asked again, nothing
changed), a repaint after a state change (owners, lots and prices differ:
the styled lines are rebuilt from the cached geometry), and a cold repaint
(new geometry too, as after a resize or a new board).
"""

from __future__ import annotations

import asyncio
import statistics
import time

from textual.app import App, ComposeResult

from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.landrush import Settings, max_bid, new_game, play_turn
from landrush_tui.rules.rng import stream
from landrush_tui.widgets.landrush import field_map as fm
from landrush_tui.widgets.landrush.field_map import FieldMap

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]


def game(n: int, turns: int):
    state = new_game(Settings(players=tuple(PlayerSpec(x) for x in NAMES[:n]), seed=11))
    rng = stream(11, "bench-map")
    states = [state]
    for _ in range(turns):
        bids = [[rng.randrange(0, max(1, max_bid(state, s) // 4)) for _ in state.lots] for s in range(n)]
        state, _ = play_turn(state, bids)
        states.append(state)
    return states


class Bench(App):
    def __init__(self, state):
        super().__init__()
        self.state = state

    def compose(self) -> ComposeResult:
        yield FieldMap(self.state.board, NAMES[: self.state.settings.n])


def timed(fn, repeat: int) -> float:
    """Median milliseconds of ``fn()``."""
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    return statistics.median(samples)


async def measure(n: int, size: tuple[int, int]) -> None:
    states = game(n, 6)
    app = Bench(states[0])
    async with app.run_test(size=size) as pilot:
        m = app.query_one(FieldMap)
        m.show_state(states[-1])
        await pilot.pause()
        height = m.content_size.height

        def repaint():
            for y in range(height):
                m.render_line(y)

        repaint()
        cached = timed(repaint, 200)
        flip = iter(range(10**9))

        def changed():
            m.show_state(states[1 + next(flip) % (len(states) - 1)])
            repaint()

        after_change = timed(changed, 50)

        def cold():
            fm.geometry.cache_clear()
            m._lines = None
            repaint()

        cold_ms = timed(cold, 20)
        geo, _, _ = m._layout()
    w, h = size
    print(
        f"{n:2d} players {w:3d}x{h:<3d} map {geo.width}x{geo.height} cell {geo.w}x{geo.h}: "
        f"cached {cached:.3f} ms, after state change {after_change:.2f} ms, cold {cold_ms:.2f} ms"
    )


async def main() -> None:
    for n, size in [(4, (80, 24)), (4, (200, 60)), (10, (100, 30)), (10, (200, 60))]:
        await measure(n, size)


if __name__ == "__main__":
    asyncio.run(main())
