"""Where Ley of the Land's worst decision times come from: the garbage collector.

    python bench/leyland_gc.py --games 40 --players 4 --half tuning --seed 7000

Plays the gauntlet's games one after another in one process (as ``run.py``
does), times each of hard's decisions in CPU (``time.thread_time``), and logs
every full collection of the garbage collector: how long it took, how many
objects the process tracked then, and whether it fell inside a decision. It
prints the decisions' median and worst, the worst decisions with the
collections inside them, and the full collections' durations.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent / "gauntlet"))

import run  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--half", default="tuning")
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--sections-cache", type=int, default=0, help="try the rules' sections cache at this size")
    a = ap.parse_args()
    if a.sections_cache:
        import functools

        from landrush_tui.rules.leyland import tiles

        tiles._sections = functools.lru_cache(maxsize=a.sections_cache)(tiles._sections.__wrapped__)
    full: list[tuple[float, int, bool, int]] = []
    started = [0.0]
    inside = [False]

    def log(phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            started[0] = time.thread_time()
        else:
            took = time.thread_time() - started[0]
            full.append((took, len(gc.get_objects()), inside[0], info["collected"]))

    gc.callbacks.append(log)
    original = run.time.thread_time
    fields = list(run.gauntlet("leyland", a.half).FIELDS)
    jobs = [j for j in run.schedule("leyland", a.half, "hard", fields, [a.players], a.games, a.seed, {})]
    jobs = jobs[: a.games]
    cpu: list[float] = []

    class Clock:
        # run.play reads the CPU clock just before and after each timed call
        flip = False

        def __call__(self) -> float:
            Clock.flip = not Clock.flip
            inside[0] = Clock.flip
            return original()

    run.time.thread_time = Clock()  # type: ignore[assignment]
    for job in jobs:
        cpu += run.play(job).cpu
    run.time.thread_time = original
    ms = sorted(c * 1000 for c in cpu)
    print(f"{len(jobs)} games, {len(cpu)} decisions: CPU median {statistics.median(ms):.1f} ms, worst {ms[-5:]}")
    from landrush_tui.rules.leyland import tiles as t

    print("sections cache:", t._sections.cache_info())
    print("full collections (ms, tracked objects, inside a decision):")
    for d, n, i, c in full:
        print(f"  {d * 1000:7.1f} ms {n:8d} tracked {c:8d} collected {'inside' if i else ''}")
    import collections

    print(collections.Counter(type(o).__name__ for o in gc.get_objects()).most_common(8))


if __name__ == "__main__":
    main()
