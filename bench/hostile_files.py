"""Broken and hostile variants of real records and saves, fed to the three readers
(``landrush replay`` = replay_app.read_game, ``--resume`` = SaveStore.read, Saved
games = SaveStore.list). Prints how many were refused cleanly, accepted (and
whether accepting was right), crashed or hung. Asserts nothing; the tests in
tests/test_fuzz_readers.py pin the cases.

    python bench/hostile_files.py [--seed N] [--per-kind N]
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import copy
import json
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path

from landrush_tui import record, savefile
from landrush_tui.reading import ReadError
from landrush_tui.replay_app import read_game
from landrush_tui.rules.landrush import new_board
from landrush_tui.simulate import bot_settings
from landrush_tui.storage import SaveStore

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"


class Hung(BaseException):
    pass


@contextlib.contextmanager
def limit(seconds: float):
    def expired(_s, _f):
        raise Hung()

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def leaves(doc, prefix=()):
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from leaves(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from leaves(v, prefix + (i,))
    else:
        yield prefix


def nodes(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from nodes(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from nodes(v, prefix + (i,))


def at(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def harmless(path: tuple, is_save: bool) -> bool:
    """Damage here may be accepted: a save's name, times and this turn's pending bids
    (any valid bids are a valid save)."""
    return is_save and bool(path) and path[0] in ("name", "created", "updated", "pending")


def variants(rng: random.Random, per_kind: int):
    """(kind, file bytes or a maker, must_refuse) for every variant."""
    bases = []
    for p in sorted(GOLDEN.glob("*.json")):
        doc = json.loads(p.read_text())
        bases.append((p.stem, doc, doc.get("format") == savefile.FORMAT))

    def rec_of(doc, is_save):
        return doc["record"] if is_save else doc

    for name, base, is_save in bases:
        ints = [p for p in leaves(base) if isinstance(at(base, p), int) and not isinstance(at(base, p), bool)]
        for path in rng.sample(ints, min(per_kind, len(ints))):
            for delta in (1, -1):
                doc = copy.deepcopy(base)
                at(doc, path[:-1])[path[-1]] += delta
                yield "number +-1", json.dumps(doc).encode(), not harmless(path, is_save)
        for path in rng.sample(ints, min(per_kind, len(ints))):
            doc = copy.deepcopy(base)
            at(doc, path[:-1])[path[-1]] = rng.choice([10**18, -(10**18), 2**63, 0])
            value = at(doc, path)
            yield "huge or zero number", json.dumps(doc).encode(), not harmless(path, is_save) and value != at(base, path)
        keys = [p for p in nodes(base) if p and isinstance(p[-1], str)]
        for path in rng.sample(keys, min(per_kind, len(keys))):
            doc = copy.deepcopy(base)
            del at(doc, path[:-1])[path[-1]]
            yield "key deleted", json.dumps(doc).encode(), not (is_save and path[0] == "record" and False)
        for path in rng.sample(list(leaves(base)), min(per_kind, len(list(leaves(base))))):
            doc = copy.deepcopy(base)
            v = at(doc, path)
            at(doc, path[:-1])[path[-1]] = str(v) if not isinstance(v, str) else [v]
            yield "type swapped", json.dumps(doc).encode(), True
        text = json.dumps(base).encode()
        for cut in sorted(rng.sample(range(1, len(text) - 1), per_kind)):
            yield "cut short", text[:cut], True
        for enc in ("utf-16", "utf-16-le", "utf-32"):
            yield "UTF-16/32", json.dumps(base).encode(enc), True
        yield "UTF-8 with BOM", b"\xef\xbb\xbf" + text, False
        rec = rec_of(base, is_save)
        for board in ({"width": 0, "height": 10**18, "fields": []}, {"width": 10**18, "height": 1, "fields": []},
                      {"width": 0, "height": 0, "fields": []}, {"width": 100, "height": 100, "fields": []},
                      {"width": 2, "height": 1, "fields": [{"id": 0, "cells": [[0, 0]]}, {"id": 1, "cells": [[1, 0]]}]},
                      {"width": 1, "height": 1, "fields": [{"id": 0, "cells": [[0, 0]]}]}):
            doc = copy.deepcopy(base)
            rec_of(doc, is_save)["board"] = board
            yield "board sizes", json.dumps(doc).encode(), True
        s = rec["settings"]
        other = bot_settings(["baseline"] * len(s["players"]), s["seed"] + 1)
        doc = copy.deepcopy(base)
        b = new_board(other)
        rec_of(doc, is_save)["board"] = record.converter.unstructure(b)
        yield "another seed's board", json.dumps(doc).encode(), True
        for i, bad in enumerate((0, -1)):
            doc = copy.deepcopy(base)
            rec_of(doc, is_save)["version"] = bad
            yield "record version 0/-1", json.dumps(doc).encode(), True
        doc = copy.deepcopy(base)
        rec_of(doc, is_save)["payouts"]["turn"][0] += 1
        yield "payout table", json.dumps(doc).encode(), True
        doc = copy.deepcopy(base)
        rec_of(doc, is_save)["payouts"]["final"].reverse()
        yield "payout table", json.dumps(doc).encode(), True
        if not is_save:
            doc = copy.deepcopy(base)
            del doc["result"]
            yield "finished without result", json.dumps(doc).encode(), True
        for names in (["", None], ["x", "x"], ["Ann", "ANN"]):
            doc = copy.deepcopy(base)
            players = rec_of(doc, is_save)["settings"]["players"]
            players[0]["name"] = names[0]
            if names[1] is not None:
                players[1]["name"] = names[1]
            yield "empty/duplicate names", json.dumps(doc).encode(), True
        doc = copy.deepcopy(base)
        rec_of(doc, is_save)["settings"]["start_money"] = 123
        yield "start money not offered", json.dumps(doc).encode(), True
        for bot in ("base|ine", "os:system", "Hard", "landrush_tui.ai.landrush.easy:easy"):
            doc = copy.deepcopy(base)
            players = rec_of(doc, is_save)["settings"]["players"]
            players[0].update(kind="ai", ai=bot)
            custom = ":" in bot and "|" not in bot
            yield "bot names", json.dumps(doc).encode(), is_save or not custom
        doc = copy.deepcopy(base)
        rec_of(doc, is_save)["settings"]["players"] = [{"name": f"P{i}", "kind": "human"} for i in range(11)]
        yield "11 players", json.dumps(doc).encode(), True
        yield "long number", text.replace(b'"version": 1', b'"version": ' + b"9" * 5000), True
        yield "deep nesting", text[:-1] + b', "x": ' + b"[" * 100000 + b"]" * 100000 + b"}", True
    yield "FIFO", "fifo", True
    yield "device", "device", True
    yield "folder", "folder", True
    yield "9.4 MB", "big", True


def place(folder: Path, i: int, data) -> Path:
    path = folder / f"v{i}.json"
    if data == "fifo":
        os.mkfifo(path)
    elif data == "device":
        os.symlink("/dev/zero", path)
    elif data == "folder":
        path.mkdir()
    elif data == "big":
        with open(path, "wb") as f:
            f.truncate(int(9.4 * 1024 * 1024))
    else:
        path.write_bytes(data)
    return path


def verdict(fn) -> str:
    try:
        with limit(5):
            fn()
    except Hung:
        return "hung"
    except ReadError as exc:
        msg = str(exc)
        return "refused" if msg and "\n" not in msg and "unexpected problem" not in msg else "refused badly"
    except Exception as exc:  # noqa: BLE001
        return f"crashed ({type(exc).__name__})"
    return "accepted"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--per-kind", type=int, default=12)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    tally: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
    wrong: collections.Counter = collections.Counter()
    total = 0
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        store.saves.mkdir(parents=True)
        for i, (kind, data, must_refuse) in enumerate(variants(rng, args.per_kind)):
            path = place(store.saves, i, data)
            is_save = isinstance(data, bytes) and b"landrush-save" in data[:200]
            readers = {"replay": lambda: read_game(path)}
            if is_save or not isinstance(data, bytes):
                readers["resume"] = lambda: store.read(path)
            for reader, fn in readers.items():
                v = verdict(fn)
                total += 1
                tally[(kind, reader)][v] += 1
                if v == "accepted" and must_refuse:
                    wrong[(kind, reader)] += 1
            if not isinstance(data, bytes):
                continue
            path.unlink() if path.is_file() or path.is_symlink() else None
        # Saved games: a folder of every kind of damage at once still lists
        for i, (kind, data, _) in enumerate(variants(random.Random(args.seed), 2)):
            place(store.saves, 100000 + i, data)
        start = time.perf_counter()
        with limit(60):
            listed = store.list()
        list_time = time.perf_counter() - start
    summary: collections.Counter = collections.Counter()
    for (kind, reader), c in sorted(tally.items()):
        summary.update(c)
        extra = f"  ACCEPTED BUT WRONG: {wrong[(kind, reader)]}" if wrong[(kind, reader)] else ""
        print(f"{kind:26} {reader:7} " + ", ".join(f"{k} {n}" for k, n in sorted(c.items())) + extra)
    print(f"\n{total} reads of variants in {time.perf_counter() - t0:.1f} s: " +
          ", ".join(f"{k} {n}" for k, n in sorted(summary.items())) +
          f"; accepted although they had to be refused: {sum(wrong.values())}")
    print(f"Saved games listing of {len(listed)} files (one of each damage): {list_time:.2f} s, "
          f"{sum(1 for i in listed if i.ok)} loadable, {sum(1 for i in listed if not i.ok)} listed with their problem")


if __name__ == "__main__":
    sys.exit(main())
