"""CPU time (time.thread_time) of each piecepack bot's decisions, in bot games at 2 to 5
seats: median, p90 and worst, which the load of the machine does not inflate as it does
the wall clock.

    python bench/piecepack_cpu.py --seeds 3
"""

from __future__ import annotations

import argparse
import statistics
import time

from landrush_tui.ai.piecepack import BOTS
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args()
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}
    for n in range(2, 6):
        for seed in range(args.seeds):
            names = (["hard", "medium", "easy"] * 2)[:n]
            state = game.new_game(game.Settings([PlayerSpec(f"b{i}", PlayerKind.AI, b) for i, b in enumerate(names)],
                                                900 + seed))
            while not state.is_over:
                seat, what = game.ask_of(state)
                if what == game.PASS:
                    state, _ = game.apply(state, seat, game.PASS)
                    continue
                view = public_view(state, seat)
                t0, w0 = time.thread_time(), time.perf_counter()
                decision = BOTS[names[seat]](view)
                cpu.setdefault(names[seat], []).append(time.thread_time() - t0)
                wall.setdefault(names[seat], []).append(time.perf_counter() - w0)
                state, _ = game.apply(state, seat, decision)
    for name in ("easy", "medium", "hard"):
        c, w = sorted(cpu[name]), sorted(wall[name])
        print(f"{name}: {len(c)} decisions, CPU median {statistics.median(c) * 1000:.1f} ms, "
              f"p90 {c[int(len(c) * 0.9)] * 1000:.1f} ms, worst {c[-1] * 1000:.1f} ms; "
              f"wall median {statistics.median(w) * 1000:.1f} ms, worst {w[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
