"""Broken and hostile variants of real records and saves of every game, fed to
the readers the player reaches them through (``landrush replay`` =
replay_app.read_named_game, ``--resume NAME`` = GameSaver.resume on the saves
folder, Saved games = SaveStore.list). Prints per game how many files were
tried, refused in one line, accepted (rightly: the damage left a valid game),
accepted wrongly, crashed, hung or were changed. Asserts nothing; the
tests in tests/test_files_broken.py pin the cases with fewer variants.

    python bench/hostile_files.py [--seed N] [--per-kind N] [--games landrush,circuit]
"""

from __future__ import annotations

import argparse
import collections
import copy
import hashlib
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import files_broken as fb  # noqa: E402  (the tests' engine of broken files)

from landrush_tui import savefile  # noqa: E402
from landrush_tui.ai.landrush import bot_settings  # noqa: E402
from landrush_tui.replay_app import read_named_game  # noqa: E402
from landrush_tui.rules import registry  # noqa: E402
from landrush_tui.rules.landrush import new_board, record  # noqa: E402
from landrush_tui.storage import GameSaver, SaveStore  # noqa: E402

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"


def leaves(doc, prefix=()):
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from leaves(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from leaves(v, prefix + (i,))
    else:
        yield prefix


def harmless(path: tuple, is_save: bool) -> bool:
    """Damage here may be accepted: a save's name, times and this turn's pending bids
    (any valid bids are a valid save)."""
    return is_save and bool(path) and path[0] in ("name", "created", "updated", "pending")


def landrush_variants(rng: random.Random, per_kind: int):
    """Land Rush's own damage (boards, payout tables, names, bots), on the golden
    records and save: (kind, file bytes or a special file's name, must_refuse)."""
    bases = []
    for p in sorted(GOLDEN.glob("*.json")):
        doc = json.loads(p.read_text())
        bases.append((p.stem, doc, doc.get("format") == savefile.FORMAT))

    def rec_of(doc, is_save):
        return doc["record"] if is_save else doc

    for _name, base, is_save in bases:
        ints = [p for p in leaves(base) if isinstance(fb.at(base, p), int) and not isinstance(fb.at(base, p), bool)]
        for path in rng.sample(ints, min(per_kind, len(ints))):
            for delta in (1, -1):
                doc = copy.deepcopy(base)
                fb.at(doc, path[:-1])[path[-1]] += delta
                yield "number +-1", json.dumps(doc).encode(), not harmless(path, is_save)
        for path in rng.sample(ints, min(per_kind, len(ints))):
            doc = copy.deepcopy(base)
            fb.at(doc, path[:-1])[path[-1]] = rng.choice([10**18, -(10**18), 2**63, 0])
            value = fb.at(doc, path)
            yield (
                "huge or zero number",
                json.dumps(doc).encode(),
                not harmless(path, is_save) and value != fb.at(base, path),
            )
        keys = [p for p in fb.nodes(base) if p and isinstance(p[-1], str)]
        for path in rng.sample(keys, min(per_kind, len(keys))):
            doc = copy.deepcopy(base)
            del fb.at(doc, path[:-1])[path[-1]]
            yield "key deleted", json.dumps(doc).encode(), not (is_save and path[0] == "record" and False)
        for path in rng.sample(list(leaves(base)), min(per_kind, len(list(leaves(base))))):
            doc = copy.deepcopy(base)
            v = fb.at(doc, path)
            fb.at(doc, path[:-1])[path[-1]] = str(v) if not isinstance(v, str) else [v]
            yield "type swapped", json.dumps(doc).encode(), True
        text = json.dumps(base).encode()
        for cut in sorted(rng.sample(range(1, len(text) - 1), per_kind)):
            yield "cut short", text[:cut], True
        for enc in ("utf-16", "utf-16-le", "utf-32"):
            yield "UTF-16/32", json.dumps(base).encode(enc), True
        yield "UTF-8 with BOM", b"\xef\xbb\xbf" + text, False
        rec = rec_of(base, is_save)
        for board in (
            {"width": 0, "height": 10**18, "fields": []},
            {"width": 10**18, "height": 1, "fields": []},
            {"width": 0, "height": 0, "fields": []},
            {"width": 100, "height": 100, "fields": []},
            {"width": 2, "height": 1, "fields": [{"id": 0, "cells": [[0, 0]]}, {"id": 1, "cells": [[1, 0]]}]},
            {"width": 1, "height": 1, "fields": [{"id": 0, "cells": [[0, 0]]}]},
        ):
            doc = copy.deepcopy(base)
            rec_of(doc, is_save)["board"] = board
            yield "board sizes", json.dumps(doc).encode(), True
        s = rec["settings"]
        other = bot_settings(["baseline"] * len(s["players"]), s["seed"] + 1)
        doc = copy.deepcopy(base)
        b = new_board(other)
        rec_of(doc, is_save)["board"] = record.converter.unstructure(b)
        yield "another seed's board", json.dumps(doc).encode(), True
        for _i, bad in enumerate((0, -1)):
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


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def try_file(store: SaveStore, path: Path, is_save: bool) -> tuple[str, str]:
    """The worst outcome over the readers a file of this kind reaches."""
    results = [fb.outcome(lambda: read_named_game(path), 10)]
    if is_save:
        results.append(fb.outcome(lambda: GameSaver.resume(store, path.stem), 10))
    order = ("hung", "traceback", "accepted", "refused")
    return min(results, key=lambda r: order.index(r[0]))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--per-kind", type=int, default=12)
    ap.add_argument("--games", default=",".join(registry.GAMES))
    args = ap.parse_args()
    rows = []
    problems: list[str] = []
    t0 = time.perf_counter()
    for game in args.games.split(","):
        tally: collections.Counter[str] = collections.Counter()
        with tempfile.TemporaryDirectory() as tmp:
            store = SaveStore(Path(tmp))
            store.saves.mkdir(parents=True)
            sources = [(False, v) for v in fb.variants(game, fb.real_record(game), False, args.seed, args.per_kind)]
            sources += [(True, v) for v in fb.variants(game, fb.real_save(game), True, args.seed, args.per_kind)]
            if game == "landrush":
                sources += [
                    (isinstance(d, bytes) and b"landrush-save" in d[:200], fb.Variant(k, d, m))
                    for k, d, m in landrush_variants(random.Random(args.seed), args.per_kind)
                    if isinstance(d, bytes)
                ]
            for i, (is_save, v) in enumerate(sources):
                path = store.saves / f"v{i}.json"
                path.write_bytes(v.data)
                before = digest(path)
                result, msg = try_file(store, path, is_save)
                tally["files"] += 1
                if result == "accepted":
                    result = "accepted wrongly" if v.must_refuse else "accepted rightly"
                tally[result] += 1
                if result in ("accepted wrongly", "traceback", "hung"):
                    problems.append(f"{game} {'save' if is_save else 'record'} {v.kind}: {result} {msg}")
                if digest(path) != before:
                    tally["changed"] += 1
                path.unlink()
            specials = fb.special_files(Path(tmp) / "special", fb.encode(fb.real_save(game)))
            for kind, path in specials.items():
                result, msg = try_file(store, path, True)
                tally["files"] += 1
                tally["accepted wrongly" if result == "accepted" else result] += 1
                if result != "refused":
                    problems.append(f"{game} {kind}: {result} {msg}")
            # Saved games: the listing of a folder of broken saves, one of each kind
            for i, v in enumerate(fb.variants(game, fb.real_save(game), True, args.seed, 1)):
                (store.saves / f"w{i}.json").write_bytes(v.data)
            with fb.time_limit(120):
                listed = store.list()
            tally["listed"] = len(listed)
            tally["listed broken"] = sum(1 for i in listed if not i.ok and "\n" not in (i.error or ""))
        rows.append((game, tally))
    print(
        "| game | files | refused in one line | accepted rightly | accepted wrongly | tracebacks | hangs "
        "| files changed | Saved games: listed / with their problem |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for game, t in rows:
        print(
            f"| {registry.entry(game).title} | {t['files']} | {t['refused']} | {t['accepted rightly']} "
            f"| {t['accepted wrongly']} | {t['traceback']} | {t['hung']} | {t['changed']} "
            f"| {t['listed']} / {t['listed broken']} |"
        )
    print(f"\n{time.perf_counter() - t0:.0f} s")
    for line in problems[:40]:
        print(line)


if __name__ == "__main__":
    sys.exit(main())
