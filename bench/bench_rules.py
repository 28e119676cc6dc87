"""Rules engine timings: prints figures, asserts nothing.

    python bench/bench_rules.py

Microseconds to create a game and to resolve one turn; milliseconds for whole
4- and 10-player games of baseline bots (board creation included); peak memory.
"""

from __future__ import annotations

import statistics
import time
import tracemalloc

from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.rules.landrush import new_game, play_turn, public_view


def best_of(fn, repeat: int, number: int) -> tuple[float, float]:
    """(best, median) seconds per call over ``repeat`` batches of ``number`` calls."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t) / number)
    return min(times), statistics.median(times)


def whole_game(n: int, seed: int) -> None:
    settings = bot_settings(["baseline"] * n, seed)
    bot = load_bot("baseline")
    state = new_game(settings)
    seats = range(n)
    while not state.is_over:
        state, _ = play_turn(state, [call_bot(bot, public_view(state, s), "baseline") for s in seats])


def main() -> None:
    seeds = iter(range(10**9))
    s4 = bot_settings(["baseline"] * 4, 7)
    best, med = best_of(lambda: new_game(bot_settings(["baseline"] * 4, next(seeds))), 5, 200)
    print(f"create a 4-player game (board included): best {best * 1e6:8.1f} µs   median {med * 1e6:8.1f} µs")

    state = new_game(s4)
    bids = [[10, 20, 30]] * 4
    best, med = best_of(lambda: play_turn(state, bids), 5, 500)
    print(f"resolve one 4-player turn:                best {best * 1e6:8.1f} µs   median {med * 1e6:8.1f} µs")

    s10 = bot_settings(["baseline"] * 10, 7)
    state10 = new_game(s10)
    bids10 = [[10, 20, 30, 40, 50]] * 10
    best, med = best_of(lambda: play_turn(state10, bids10), 5, 200)
    print(f"resolve one 10-player turn:               best {best * 1e6:8.1f} µs   median {med * 1e6:8.1f} µs")

    view = public_view(state, 0)
    bot = load_bot("baseline")
    best, med = best_of(lambda: public_view(state, 0), 5, 500)
    print(f"public view for one seat:                 best {best * 1e6:8.1f} µs   median {med * 1e6:8.1f} µs")
    best, med = best_of(lambda: call_bot(bot, view, "baseline"), 5, 500)
    print(f"baseline bot decision:                    best {best * 1e6:8.1f} µs   median {med * 1e6:8.1f} µs")

    for n in (4, 10):
        best, med = best_of(lambda: whole_game(n, next(seeds)), 5, 20)
        print(f"whole {n:2d}-player game of baseline bots:  best {best * 1e3:8.2f} ms   median {med * 1e3:8.2f} ms")

    tracemalloc.start()
    whole_game(10, 1)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak memory of a whole 10-player game:    {peak / 1024:8.0f} KiB (tracemalloc)")


if __name__ == "__main__":
    main()
