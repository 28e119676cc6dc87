"""Screen variants of Land Rush's hard bot over every field of the tuning sets
at one table size: per variant, each field's x par, the lowest and the mean.

    python bench/lr15_screen.py --bots lr15_var:shipped,lr15_var:nowhole --games 40 --seed 15000 --players 4
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from gauntlet import run  # noqa: E402
from gauntlet_pool import cells  # noqa: E402


def cell_table(bot: str, half: str, players: int, games: int, seed: int, jobs: int) -> dict[str, float]:
    """x par per field of ``half`` for ``bot`` (read as ``bench/gauntlet_pool.py`` reads a run)."""
    buf = io.StringIO()
    argv = ["--game", "landrush", "--bot", bot, "--half", half, "--players", str(players)]
    argv += ["--games", str(games), "--seed", str(seed), "--jobs", str(jobs)]
    with contextlib.redirect_stdout(buf):
        run.main(argv)
    return {f"{half}:{field}": wins / n_games * n for (field, n), (n_games, wins, _) in cells(buf.getvalue()).items()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bots", required=True)
    ap.add_argument("--halves", default="tuning,tuning2,tuning3")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=15000)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    for bot in args.bots.split(","):
        cells: dict[str, float] = {}
        for half in args.halves.split(","):
            cells.update(cell_table(bot, half, args.players, args.games, args.seed, args.jobs))
        low = sorted(cells.items(), key=lambda kv: kv[1])[:6]
        mean = sum(cells.values()) / len(cells)
        print(f"{bot}: mean {mean:.2f} low " + " ".join(f"{k}={v:.2f}" for k, v in low), flush=True)
        print("  " + " ".join(f"{k.split(':')[1]}={v:.2f}" for k, v in cells.items()), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
