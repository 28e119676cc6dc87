"""How long saving and loading take (prints figures; asserts nothing).

Autosave runs after every confirmed bid set and every turn, on the UI thread,
so a save must stay well under a frame (~16 ms) on an ordinary disk. Loading
replays the whole record, so it is measured at the end of the longest games.

    python bench/bench_storage.py [--folder DIR]   (default: a temporary folder)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from landrush_tui import savefile
from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.rules.landrush import new_game, public_view
from landrush_tui.session import Session
from landrush_tui.storage import GameSaver, SaveStore


def sessions(n: int, seed: int) -> list[Session]:
    """Every Session of a bot game: one per confirmed seat and per turn."""
    bot = load_bot("baseline")
    s = Session.start(new_game(bot_settings(["baseline"] * n, seed)))
    out = [s]
    while not s.state.is_over:
        if s.ready:
            s = s.resolve()[0]
        else:
            s = s.submit(s.next_seat, call_bot(bot, public_view(s.state, s.next_seat)))
        out.append(s)
    return out


def ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[int(0.95 * (len(values) - 1))]
    return f"median {statistics.median(values) * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms   max {values[-1] * 1000:6.2f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=None, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    root = args.folder or Path(tempfile.mkdtemp(prefix="landrush-bench-"))
    store = SaveStore(root)
    print(f"folder: {root}")
    for n in (2, 4, 7, 10):
        steps = sessions(n, seed=100 + n)
        game_over = steps[-1]
        last_open = steps[-2]  # the fullest save: every turn but the last played
        doc = savefile.dumps(savefile.save_of(last_open, "x", "t", "t"))
        saver = GameSaver(store)
        save_times = []
        for s in steps:
            t = time.perf_counter()
            saver(s)
            save_times.append(time.perf_counter() - t)
            assert saver.error is None, saver.error
        name = "bench-load"
        store.save(last_open, name)
        load_times = []
        for _ in range(20):
            t = time.perf_counter()
            loaded = store.load(name)
            load_times.append(time.perf_counter() - t)
        assert loaded == last_open
        encode = []
        for _ in range(20):
            t = time.perf_counter()
            savefile.dumps(savefile.save_of(last_open, "x", "t", "t"))
            encode.append(time.perf_counter() - t)
        print(
            f"{n:2d} players, {len(game_over.state.history):2d} turns, {len(steps):3d} autosaves, "
            f"largest save {len(doc) / 1024:5.1f} KiB"
        )
        print(f"   autosave (encode + atomic write + fsync): {ms(save_times)}")
        print(f"   encode only:                             {ms(encode)}")
        print(f"   load (read + parse + replay + re-bid):   {ms(load_times)}")
        store.delete(name)
    for count in (10, 50):
        listing = SaveStore(root / f"list-{count}")
        s = sessions(4, 7)[-2]
        for i in range(count):
            listing.save(s, f"g{i}")
        t = time.perf_counter()
        infos = listing.list()
        took = time.perf_counter() - t
        print(f"list {len(infos)} saves (each fully loaded to check it): {took * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
