"""CPU time (time.thread_time) of each piecepack bot's decisions, in bot games at 2 to 5
seats: median, p90 and worst, which the load of the machine does not inflate as it does
the wall clock.

    python bench/piecepack_cpu.py --seeds 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench_piecepack  # noqa: E402  (its bot games, timed)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args()
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}
    for n in range(2, 6):
        for seed in range(args.seeds):
            bench_piecepack.play((["hard", "medium", "easy"] * 2)[:n], 900 + seed, wall, cpu)
    for name in ("easy", "medium", "hard"):
        c, w = sorted(cpu[name]), sorted(wall[name])
        print(
            f"{name}: {len(c)} decisions, CPU median {statistics.median(c) * 1000:.1f} ms, "
            f"p90 {c[int(len(c) * 0.9)] * 1000:.1f} ms, worst {c[-1] * 1000:.1f} ms; "
            f"wall median {statistics.median(w) * 1000:.1f} ms, worst {w[-1] * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
