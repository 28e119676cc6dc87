"""Pooling gauntlet runs: the interval by runs widens when the runs disagree
more than independent games would (their boards favour one side), and is not
given under three runs."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

pool = importlib.import_module("gauntlet_pool")


def _run(tmp_path: Path, name: str, games: int, share: float) -> str:
    path = tmp_path / name
    row = f"value  4  {games}  {share:.1%}  0%..100%  {share * 4:.2f}  1.0  2.0  1.0  2.0"
    path.write_text(f"title\n{row}\n")
    return str(path)


def test_runs_that_disagree_widen_the_interval(tmp_path, capsys):
    paths = [_run(tmp_path, f"r{i}.txt", 20, s) for i, s in enumerate([0.2, 0.8, 0.2, 0.8])]
    assert pool.main(paths) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "95% by runs" in lines[0]
    cols = next(line for line in lines if line.startswith("value")).split()
    assert cols[2:4] == ["80", "50.0%"]
    wilson_lo, runs_lo = (float(c.split("..")[0].rstrip("%")) for c in cols[4:6])
    assert runs_lo < wilson_lo - 5  # 4 runs at 20% and 80%: far wider than 80 independent games


def test_runs_that_agree_give_a_narrow_interval():
    lo, hi = pool.by_runs([(20, 10.0)] * 5)
    assert (lo, hi) == (0.5, 0.5)
    assert pool.by_runs([(20, 10.0), (20, 4.0)]) is None
