"""A/B runs of Land Rush hard variants (``bench/lr_var.py``) on a few chosen
cells of the gauntlet's tuning half and the author's sparring styles
(``bench/lr_spar.py``), one process, seats rotated:

    python bench/lr_ab.py --bots lr_var:base,lr_var:new --games 12 \
        --cells tuning:copycat:4,spar:block:7
"""

from __future__ import annotations

import argparse
import sys
import time
import types
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr_spar  # noqa: E402
from gauntlet import run  # noqa: E402

CELLS = (
    "tuning:copycat:4,tuning:sharp:7,tuning:mixed:7,tuning:formula:10,tuning:builder:4,"
    "spar:follow:2,spar:follow:4,spar:block:2,spar:block:7,spar:block:10,spar:worth:4,spar:worth:7"
)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bots", default="lr_var:base,lr_var:new")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--cells", default=CELLS)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    module = types.ModuleType("landrush_spar")
    module.STYLES = lr_spar.STYLES  # type: ignore[attr-defined]
    module.FIELDS = lr_spar.FIELDS  # type: ignore[attr-defined]
    run._loaded[("half", "landrush_spar")] = module
    values = run._values("landrush", [])
    cells = [c.split(":") for c in args.cells.split(",")]
    for bot in args.bots.split(","):
        t0 = time.perf_counter()
        parts, xs, cpu = [], [], []
        for half, field, n in cells:
            cell = run.Cell(field, int(n))
            for job in run.schedule("landrush", half, bot, [field], [int(n)], args.games, args.seed, values):
                cell.add(run.play(job))
            x = cell.points / cell.games * int(n)
            xs.append(x)
            cpu += cell.cpu
            parts.append(f"{half[0]}:{field}:{n}={x:.2f}")
            print(f"  {bot} {parts[-1]}", flush=True)
        cpu.sort()
        print(
            f"{bot}: mean x par {sum(xs) / len(xs):.2f}  "
            + " ".join(parts)
            + f"  cpu med {cpu[len(cpu) // 2] * 1000:.0f} ms worst {cpu[-1] * 1000:.0f} ms"
            + f"  ({time.perf_counter() - t0:.0f} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
