"""Broken game files of every game, made deterministically from real ones.

``real_record(game)`` is a whole game played by bots, ``real_save(game)`` a game
in progress (a human seat and bots, stopped mid-game) as the app saves it.
``variants(game, doc, is_save, seed)`` damages one of them in every way a file
can be broken (cut short, bytes flipped, bad UTF-8, wrong types, keys missing,
wrong format or version, huge and negative numbers, deep nesting, ids out of
range, decisions duplicated or reordered, outcomes contradicting the
decisions, a save naming a ``module:callable`` bot) and says for each whether
a reader must refuse it or may accept it (damage in a seat's name, say, leaves
a valid game). ``special_files`` makes the files that are not files of a game
at all: a FIFO, symlinks, a folder, a huge sparse file.

Used by tests/test_files_broken.py and bench/hostile_files.py.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import os
import random
import signal
from pathlib import Path
from typing import Any, Callable, Iterator, NamedTuple

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.simulate import play_game, table_settings

GAMES = tuple(registry.GAMES)
# Keys whose values name a seat, a field, a tile, a slot...: set out of range they must be refused.
ID_KEYS = {
    "seat",
    "owner",
    "winner",
    "first",
    "active",
    "marker",
    "field",
    "tile",
    "slot",
    "space",
    "section",
    "position",
    "from",
    "to",
    "turn",
    "round",
    "id",
}

# Keys under which a record logs a decision (not an outcome).
DECISION_KEYS = {
    "bids",
    "rotation",
    "at",
    "slot",
    "position",
    "bid",
    "choice",
    "sections",
    "section",
    "square",
    "size",
    "do",
    "act",
}


class Variant(NamedTuple):
    kind: str
    data: bytes
    must_refuse: bool  # False: the damage may leave a valid game (a seat's new name)


@functools.cache
def real_record(game: str) -> dict[str, Any]:
    """A finished game of easy and medium bots, as its record."""
    rules = registry.get(game)
    state = play_game(table_settings(game, ["easy", "medium", "easy"], 11), game=game)
    return json.loads(rules.dumps(state))  # type: ignore[no-any-return]


@functools.cache
def save_session(game: str, steps: int = 14) -> Session:
    """A game with a human seat and two bots, ``steps`` decisions in (a bot
    decides for the human too)."""
    rules = registry.get(game)
    players = [PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "easy"), PlayerSpec("Cy", PlayerKind.AI, "medium")]
    session = Session.start(rules.new_game(rules.make_settings(players, 23)), game)
    bots = [bots_for(rules.name).load_bot(p.ai or "easy") for p in players]
    for _ in range(steps):
        seat = session.next_seat
        if seat is None:
            break
        session = session.submit(
            seat, bots_for(rules.name).call_bot(rules, bots[seat], rules.view(session.state, seat))
        )
        if session.ready:
            session, _ = session.resolve()
        if session.is_over:
            raise AssertionError(f"{game}: the game ended within {steps} steps; take fewer")
    return session


@functools.cache
def real_save(game: str) -> dict[str, Any]:
    save = savefile.save_of(save_session(game), "broken", "2026-01-01T00:00:00+00:00", "2026-01-01T00:00:00+00:00")
    return json.loads(savefile.dumps(save))  # type: ignore[no-any-return]


def encode(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


# --- where in a document --------------------------------------------------------------

Path_ = tuple[Any, ...]


def nodes(doc: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    yield prefix
    if type(doc) is dict:
        for k, v in doc.items():
            yield from nodes(v, prefix + (k,))
    elif type(doc) is list:
        for i, v in enumerate(doc):
            yield from nodes(v, prefix + (i,))


def at(doc: Any, path: Path_) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def put(doc: Any, path: Path_, value: Any) -> Any:
    doc = copy.deepcopy(doc)
    at(doc, path[:-1])[path[-1]] = value
    return doc


def record_path(is_save: bool) -> Path_:
    return ("record",) if is_save else ()


def harmless(path: Path_, is_save: bool) -> bool:
    """Damage here may leave a valid game: a seat's name (a record's bots too:
    a record may name any bot), a save's own name and times, and a save's
    confirmed decisions of this step (other valid decisions are a valid save)."""
    rec = path[1:] if is_save and path[:1] == ("record",) else path
    if is_save and path[:1] in (("name",), ("created",), ("updated",), ("pending",)):
        return True
    if len(rec) >= 4 and rec[:2] == ("settings", "players") and rec[3] == "name":
        return True
    return not is_save and len(rec) >= 4 and rec[:2] == ("settings", "players") and rec[3] == "ai"


def _sample(rng: random.Random, items: list[Any], n: int) -> list[Any]:
    return items if len(items) <= n else rng.sample(items, n)


def decision_lists(rec: dict[str, Any]) -> list[Path_]:
    """Paths (inside the record) of the lists of decisions: the turns or rounds,
    and each one's own list of actions or bids."""
    out: list[Path_] = []
    for top in ("turns", "rounds"):
        if isinstance(rec.get(top), list) and len(rec[top]) >= 2:
            out.append((top,))
            for i, entry in enumerate(rec[top]):
                for inner in ("actions", "bids"):
                    if isinstance(entry, dict) and isinstance(entry.get(inner), list) and len(entry[inner]) >= 2:
                        out.append((top, i, inner))
    return out


def variants(game: str, doc: dict[str, Any], is_save: bool, seed: int = 1, per_kind: int = 12) -> Iterator[Variant]:
    """Broken variants of ``doc`` (a record, or a save when ``is_save``)."""
    rng = random.Random(f"{game}:{is_save}:{seed}")
    base = encode(doc)
    rp = record_path(is_save)
    rec = at(doc, rp)
    all_nodes = [p for p in nodes(doc) if p]
    leaves = [p for p in all_nodes if type(at(doc, p)) not in (dict, list)]
    ints = [p for p in leaves if type(at(doc, p)) is int]

    # Cut short, bytes flipped, bad UTF-8.
    for cut in sorted(rng.sample(range(1, len(base) - 1), per_kind)):
        yield Variant("cut short", base[:cut], True)
    for pos in rng.sample(range(len(base)), per_kind * 2):
        flipped = bytearray(base)
        flipped[pos] ^= 1 << rng.randrange(8)
        yield Variant("byte flipped", bytes(flipped), _flip_must_refuse(doc, bytes(flipped), is_save))
    yield Variant("bad UTF-8", base[: len(base) // 2] + b"\xff\xfe" + base[len(base) // 2 :], True)
    yield Variant("UTF-16", json.dumps(doc).encode("utf-16"), True)
    yield Variant("empty", b"", True)

    # Wrong types: whole numbers as 1.0, true, "1"; text as a number; lists and objects swapped.
    for path in _sample(rng, leaves, per_kind * 2):
        v = at(doc, path)
        for bad in _wrong_types(v):
            yield Variant("wrong type", encode(put(doc, path, bad)), not harmless(path, is_save) or type(v) is str)
    for path in _sample(rng, [p for p in all_nodes if type(at(doc, p)) in (dict, list)], per_kind):
        v = at(doc, path)
        yield Variant(
            "wrong type",
            encode(put(doc, path, list(v.values()) if type(v) is dict else {"0": v})),
            not harmless(path, is_save),
        )

    # Missing keys.
    keys = [p for p in all_nodes if isinstance(p[-1], str)]
    optional = {rp + ("pending",), ("shown",)}
    for path in _sample(rng, keys, per_kind * 2):
        d = copy.deepcopy(doc)
        del at(d, path[:-1])[path[-1]]
        yield Variant("key missing", encode(d), path not in optional)

    # Wrong format or version (the save's and its record's).
    heads = [()] + ([("record",)] if is_save else [])
    for head in heads:
        for fmt in ("", "landrush-record" if game != "landrush" else "circuit-record", "landrush-save-x", None, 1):
            if head == () and is_save and fmt == "landrush-record":
                continue
            yield Variant("wrong format", encode(put(doc, head + ("format",), fmt)), True)
        for version in (0, 2, -1, 1.0, True, "1", None, [1], 10**40):
            yield Variant("wrong version", encode(put(doc, head + ("version",), version)), True)

    # Huge and negative numbers.
    for path in _sample(rng, ints, per_kind * 2):
        for bad in (10**18, -1, -(10**18), 2**63, 10**40, -(10**400)):
            if bad != at(doc, path):
                yield Variant(
                    "huge or negative",
                    encode(put(doc, path, bad)) if bad != -(10**400) else _huge_literal(doc, path),
                    not harmless(path, is_save),
                )

    # Deep nesting: a value wrapped deep, and a document that is nothing but brackets.
    for path in _sample(rng, leaves, 3):
        yield Variant(
            "deep nesting", encode(put(doc, path, functools.reduce(lambda x, _: [x], range(200), at(doc, path)))), True
        )
    yield Variant("deep nesting", b"[" * 100_000 + b"]" * 100_000, True)
    yield Variant("deep nesting", b'{"a":' * 50_000 + b"1" + b"}" * 50_000, True)

    # Ids out of range.
    ids = [p for p in ints if isinstance(p[-1], str) and p[-1] in ID_KEYS and not harmless(p, is_save)]
    ids += [p for p in ints if len(p) >= 2 and p[-2] in ("winners", "order", "openings")]
    for path in _sample(rng, ids, per_kind * 2):
        for bad in (len(rec["settings"]["players"]), 99, -1):
            if bad != at(doc, path):
                yield Variant("id out of range", encode(put(doc, path, bad)), True)

    # Decisions duplicated or reordered.
    for lst in _sample(rng, decision_lists(rec), per_kind):
        path = rp + lst
        items = at(doc, path)
        k = rng.randrange(len(items))
        yield Variant("decision duplicated", encode(put(doc, path, items[: k + 1] + items[k:])), True)
        j = rng.randrange(len(items) - 1)
        swapped = items[:j] + [items[j + 1], items[j]] + items[j + 2 :]
        if swapped != items:
            yield Variant("decisions reordered", encode(put(doc, path, swapped)), True)
        if items[::-1] != items:
            yield Variant("decisions reversed", encode(put(doc, path, items[::-1])), True)
        yield Variant(
            "decision dropped",
            encode(put(doc, path, items[:k] + items[k + 1 :])),
            lst != ("turns",) and lst != ("rounds",) or k != len(items) - 1 or "result" in rec,
        )

    # Outcomes contradicting the decisions: any recorded figure changed by one,
    # winners changed. (A decision changed may be another valid game: a
    # rotation of a tile that looks the same turned.)
    figures = [
        p
        for p in ints
        if p[: len(rp)] == rp and not harmless(p, is_save) and p[len(rp)] in ("turns", "rounds", "result")
    ]
    for path in _sample(rng, figures, per_kind * 2):
        decision = any(k in DECISION_KEYS for k in path if isinstance(k, str))
        yield Variant(
            "decision changed" if decision else "outcome contradicted",
            encode(put(doc, path, at(doc, path) + 1)),
            not decision,
        )
    if "result" in rec:
        n = len(rec["settings"]["players"])
        won = rec["result"]["winners"]
        others = [s for s in range(n) if [s] != won]
        yield Variant("outcome contradicted", encode(put(doc, rp + ("result", "winners"), others[:1])), True)

    # The seats: reversed (seats are alike to the rules, so only a save, where
    # the bots would run in other seats, must hold them as they were... and a
    # record cannot tell), a seat's kind or bot missing, a human with a bot.
    players = rp + ("settings", "players")
    seats = at(doc, players)
    yield Variant("seats reversed", encode(put(doc, players, seats[::-1])), False)
    for i, p in enumerate(seats):
        p_path = players + (i,)
        yield Variant("seat without kind", encode(put(doc, p_path, {k: v for k, v in p.items() if k != "kind"})), True)
        if p.get("kind") == "ai":
            yield Variant(
                "AI seat without ai", encode(put(doc, p_path, {k: v for k, v in p.items() if k != "ai"})), True
            )
            yield Variant("human seat with ai", encode(put(doc, p_path, {**p, "kind": "human"})), True)
            if is_save:
                yield Variant("module:callable bot", encode(put(doc, p_path, {**p, "ai": "os:system"})), True)
                yield Variant("module:callable bot", encode(put(doc, p_path, {**p, "ai": "ai_zoo:first"})), True)
        else:
            yield Variant("seat without kind", encode(put(doc, p_path, {"name": p["name"], "ai": "easy"})), True)
    yield Variant("seats duplicated", encode(put(doc, players, seats + seats[:1])), True)


def _wrong_types(v: Any) -> list[Any]:
    if type(v) is bool:
        return [int(v), str(v).lower()]
    if type(v) is int:
        return [float(v), bool(v) if v in (0, 1) else True, str(v)]
    if type(v) is str:
        return [0, [v]]
    if v is None:
        return [0, "null"]
    return [str(v)]


def _huge_literal(doc: Any, path: Path_) -> bytes:
    """A number of 400 digits, written into the text (Python would refuse to make it)."""
    marker = "__HUGE__"
    return encode(put(doc, path, marker)).replace(f'"{marker}"'.encode(), b"-" + b"9" * 400)


def _flip_must_refuse(doc: Any, flipped: bytes, is_save: bool) -> bool:
    """A flipped bit must be refused unless the document still reads as JSON and
    differs from the original only where damage is harmless."""
    try:
        new = json.loads(flipped.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return True
    if is_save and type(new) is dict and "shown" in doc and "shown" not in new:
        # "shown" renamed into a key the save format ignores (more keys are
        # welcome): the same game, its last reveal taken as watched
        new = {**{k: v for k, v in new.items() if k in doc}, "shown": doc["shown"]}
        new = {k: new[k] for k in doc if k in new}
    diff = _diff(doc, new)
    return diff is None or not all(harmless(p, is_save) for p in diff)


def _diff(a: Any, b: Any, prefix: Path_ = ()) -> list[Path_] | None:
    """The paths where two JSON values differ (None: their shapes differ)."""
    if type(a) is not type(b):
        return [prefix]
    if type(a) is dict:
        if list(a) != list(b):
            return None
        out: list[Path_] = []
        for k in a:
            d = _diff(a[k], b[k], prefix + (k,))
            if d is None:
                return None
            out += d
        return out
    if type(a) is list:
        if len(a) != len(b):
            return None
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            d = _diff(x, y, prefix + (i,))
            if d is None:
                return None
            out += d
        return out
    return [] if a == b else [prefix]


# --- files that are no game files -------------------------------------------------------


def special_files(folder: Path, valid: bytes) -> dict[str, Path]:
    """A FIFO, a looping and a dangling symlink, a folder, a 2 GB sparse file,
    each named like a save (``<kind>.json``) in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    out["fifo"] = fifo
    loop = folder / "loop.json"
    os.symlink(loop.name, loop)
    out["looping symlink"] = loop
    dangling = folder / "dangling.json"
    os.symlink("no-such-file.json", dangling)
    out["dangling symlink"] = dangling
    sub = folder / "folder.json"
    sub.mkdir()
    out["folder"] = sub
    sparse = folder / "sparse.json"
    with open(sparse, "wb") as f:
        f.write(valid[:100])
        f.truncate(2 * 1024**3)
    out["huge sparse file"] = sparse
    return out


class Hung(BaseException):
    """A read that took longer than its limit."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Hung raised in the main thread if the block takes longer than ``seconds``."""

    def expired(_s: int, _f: Any) -> None:
        raise Hung()

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def outcome(read: Callable[[], Any], seconds: float = 20.0) -> tuple[str, str]:
    """("refused", message) for a ValueError of one line, ("accepted", ""),
    ("traceback", what escaped) or ("hung", "")."""
    try:
        with time_limit(seconds):
            read()
    except Hung:
        return "hung", ""
    except ValueError as exc:
        msg = str(exc)
        if not msg or "\n" in msg or "unexpected problem" in msg or "Traceback" in msg:
            return "traceback", f"{type(exc).__name__}: {msg!r}"
        return "refused", msg
    except Exception as exc:  # noqa: BLE001 - this is what the test looks for
        return "traceback", f"{type(exc).__name__}: {exc}"
    return "accepted", ""
