"""The tournament table and the decision-time lines the sibling games' bench scripts print
(one layout for all four: a pairing per row with its Wilson interval and x par), and the
``--heldout`` table every game's bench prints through the gauntlet's runner."""

from __future__ import annotations

import argparse
import time
from typing import Callable, Iterable, Sequence

from landrush_tui.simulate import BotTally, wilson


def tournament(players: str, pairings: str, play: Callable[[str, str, int], BotTally]) -> None:
    """Play and print every pairing ``A:B`` of ``pairings`` at every table size of ``players``
    (both comma-separated); ``play(a, b, p)`` plays one cell."""
    print(
        f"{'pairing':<16} {'p':>2} {'games':>6} {'win rate':>9} {'95% interval':>15} {'par':>6} {'x par':>6} "
        f"{'mean rank':>9}"
    )
    for p in (int(x) for x in players.split(",")):
        for pair in pairings.split(","):
            a, b = pair.split(":")
            t0 = time.perf_counter()
            t = play(a, b, p)
            lo, hi = wilson(t.win_points, t.seats)
            par = 1 / p
            print(
                f"{a + ' vs ' + b:<16} {p:>2} {t.seats:>6} {t.rate():>9.1%} {lo:>7.1%}..{hi:<7.1%} "
                f"{par:>6.1%} {t.rate() / par:>6.2f} {t.ranks / t.seats:>9.2f}   ({time.perf_counter() - t0:.0f} s)",
                flush=True,
            )


def decision_times(title: str, rows: Iterable[tuple[str, list[float]]]) -> None:
    """One line per (label, times): count, median, p99 and worst."""
    print(f"\n{title}:")
    for label, times in rows:
        ordered = sorted(times)
        print(
            f"  {label}: {len(times)} decisions, median {ordered[len(ordered) // 2] * 1000:.2f} ms, "
            f"p99 {ordered[int(len(ordered) * 0.99)] * 1000:.1f} ms, worst {ordered[-1] * 1000:.1f} ms"
        )


def add_heldout(ap: argparse.ArgumentParser) -> None:
    ap.add_argument(
        "--heldout",
        action="store_true",
        help="instead: hard against every field of the gauntlet's held-out half, a row per field "
        "and table size with its 95%% interval and x par (--games per cell)",
    )


def heldout(game: str, players: str, games: int, settings: Sequence[str] = ()) -> int:
    """Print hard's table against the held-out half of ``game``'s gauntlet, as
    ``bench/gauntlet/run.py`` does (seats rotated, boards from seed 1000)."""
    from gauntlet import run  # bench/gauntlet/run.py; bench/ is on the path of every bench script

    argv = ["--game", game, "--bot", "hard", "--half", "heldout", "--players", players, "--games", str(games)]
    for pair in settings:
        argv += ["--set", pair]
    return run.main(argv)
