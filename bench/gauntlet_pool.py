"""Pool several outputs of ``bench/gauntlet/run.py`` (runs on disjoint boards,
e.g. ``--seed 1000`` and ``--seed 1010``) into one table: games and wins add
up, the share, its 95% Wilson interval and x par are recomputed; decision
times are the worst of the runs' medians and worsts.

The Wilson interval treats every game as independent, but the games of a run
share its few boards (at four seats, 20 games are 5 boards with the seats
rotated), and a board can favour one side. So the table also gives a 95%
interval from the runs themselves (their spread around the pooled share, each
run one cluster): with three runs or more, the wider of the two is the honest one.

    python bench/gauntlet_pool.py run_a.txt run_b.txt

A run stopped part way counts too: each cell's progress line (printed as the
cell ends, "... (95 s)") is read like its row in the final table.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from landrush_tui.simulate import _text_table, wilson  # noqa: E402


def cells(text: str) -> dict[tuple[str, int], tuple[int, float, list[float]]]:
    """(field, seats) -> (games, wins, [median ms, worst ms, cpu median ms, cpu worst ms]) of a run's table."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 12 and parts[-2].startswith("(") and parts[-1] == "s)":
            parts = parts[:-2]  # a progress line: the cell's row and the time so far
        if len(parts) != 10 or not (parts[1].isdigit() and parts[2].isdigit() and parts[3].endswith("%")):
            continue  # the title, the header and the notes
        field, n, games, share = parts[0], int(parts[1]), int(parts[2]), float(parts[3].rstrip("%")) / 100
        out[field, n] = (games, share * games, [float(x) for x in parts[-4:]])
    return out


def by_runs(runs: list[tuple[int, float]], z: float = 1.96) -> tuple[float, float] | None:
    """95% interval of the pooled share with each run as one cluster (games,
    wins): the cluster-robust variance of a ratio, sum((w - p g)^2) / G^2 with
    the k / (k - 1) correction. None under three runs."""
    k = len(runs)
    if k < 3:
        return None
    games = sum(g for g, _ in runs)
    p = sum(w for _, w in runs) / games
    var = sum((w - p * g) ** 2 for g, w in runs) / games**2 * k / (k - 1)
    half = z * math.sqrt(var)
    return max(0.0, p - half), min(1.0, p + half)


def main(paths: list[str]) -> int:
    total: dict[tuple[str, int], tuple[int, float, list[float]]] = {}
    runs: dict[tuple[str, int], list[tuple[int, float]]] = {}
    for path in paths:
        for key, (g, w, t) in cells(Path(path).read_text()).items():
            g0, w0, t0 = total.get(key, (0, 0.0, [0.0] * 4))
            total[key] = (g0 + g, w0 + w, [max(a, b) for a, b in zip(t0, t, strict=True)])
            runs.setdefault(key, []).append((g, w))
    rows = [
        (
            "field",
            "seats",
            "games",
            "share",
            "95% interval",
            "95% by runs",
            "x par",
            "cpu median ms (worst run)",
            "cpu worst ms",
        )
    ]
    by_n: dict[int, tuple[int, float]] = {}
    for (field, n), (g, w, t) in sorted(total.items(), key=lambda kv: (kv[0][1], list(total).index(kv[0]))):
        lo, hi = wilson(w, g)
        spread = by_runs(runs[field, n])
        rows.append(
            (
                field,
                str(n),
                str(g),
                f"{w / g:.1%}",
                f"{lo:.1%}..{hi:.1%}",
                f"{spread[0]:.1%}..{spread[1]:.1%}" if spread else "-",
                f"{w / g * n:.2f}",
                f"{t[2]:.1f}",
                f"{t[3]:.1f}",
            )
        )
        g0, w0 = by_n.get(n, (0, 0.0))
        by_n[n] = (g0 + g, w0 + w)
    for n, (g, w) in by_n.items():
        lo, hi = wilson(w, g)
        rows.append(
            ("(all fields)", str(n), str(g), f"{w / g:.1%}", f"{lo:.1%}..{hi:.1%}", "", f"{w / g * n:.2f}", "", "")
        )
    print("\n".join(_text_table(rows, left=1)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
