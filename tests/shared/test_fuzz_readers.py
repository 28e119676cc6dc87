"""Hostile files: the record and save readers fail only with clean, specific errors.

Random bytes, random JSON, and real documents with random damage (keys deleted,
wrong types, huge or negative numbers, extra keys, shortened lists) go through
record.parse / record.loads / savefile.loads / SaveStore.read. Each either
reads (some damage is harmless) or raises RecordError / SaveError (both
ValueError) with a one-line message; nothing else may escape.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import signal
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from terminal import run_replay

from landrush_tui import savefile
from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.ai.landrush import bot_settings as _bot_settings
from landrush_tui.rules.landrush import new_board, new_game, play_turn, public_view, record
from landrush_tui.savefile import SaveError
from landrush_tui.session import Session
from landrush_tui.simulate import play_game
from landrush_tui.storage import SaveStore

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RECORD_DOC = json.loads(record.dumps(play_game(bot_settings(["baseline"] * 3, 4))))


def _midgame_save() -> dict:
    bot = load_bot("baseline")
    s = Session.start(new_game(bot_settings(["baseline"] * 4, 8)))
    for _ in range(2):
        s = s.submit(0, call_bot(bot, public_view(s.state, 0)))
        s = s.submit(1, call_bot(bot, public_view(s.state, 1)))
        s = s.submit(2, call_bot(bot, public_view(s.state, 2)))
        s = s.submit(3, call_bot(bot, public_view(s.state, 3)))
        s, _ = s.resolve()
    s = s.submit(2, call_bot(bot, public_view(s.state, 2)))
    return json.loads(savefile.dumps(savefile.save_of(s, "fuzz", "t0", "t1")))


SAVE_DOC = _midgame_save()


def check_clean(exc: BaseException, kind: type[ValueError]) -> None:
    assert isinstance(exc, kind), f"{type(exc).__name__}: {exc}"
    msg = str(exc)
    assert msg and "\n" not in msg, repr(msg)
    assert "unexpected problem" not in msg, msg  # SaveStore's last-resort wording means a reader bug
    assert "Traceback" not in msg
    # Issue 15 item 8: wording of the libraries underneath never reaches a player.
    for internal in ("expected Board", "invalid value @", "set_int_max_str_digits", "invalid value for type"):
        assert internal not in msg, msg


def read_record(data: str | bytes) -> None:
    try:
        record.parse(data)
    except record.RecordError as exc:
        check_clean(exc, record.RecordError)
        return
    try:
        record.loads(data)
    except record.RecordError as exc:
        check_clean(exc, record.RecordError)


def read_save(data: str | bytes) -> None:
    try:
        savefile.loads(data)
    except SaveError as exc:
        check_clean(exc, SaveError)


# --- JSON strategies -----------------------------------------------------------------

BIG = st.sampled_from([10**18, -(10**18), 2**63, 10**300, -1, 0, 1])
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    BIG,
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
)
json_values = st.recursive(
    leaves,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)),
    max_leaves=25,
)


def paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths(v, prefix + (i,))


def at(doc, path):
    for p in path:
        doc = doc[p]
    return doc


@st.composite
def damaged(draw, base: dict):
    """A real document with one to four random injuries."""
    doc = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 4))):
        all_paths = list(paths(doc))
        path = draw(st.sampled_from(all_paths[1:] if len(all_paths) > 1 else all_paths))
        if not path:
            break
        parent, key = at(doc, path[:-1]), path[-1]
        how = draw(st.sampled_from(["delete", "replace", "big", "negative", "extra", "shorten", "swap_type"]))
        if how == "delete":
            del parent[key]
        elif how == "replace":
            parent[key] = draw(json_values)
        elif how == "big":
            parent[key] = draw(BIG)
        elif how == "negative":
            v = parent[key]
            parent[key] = -abs(v) - 1 if isinstance(v, int) and not isinstance(v, bool) else -1
        elif how == "extra":
            target = parent if isinstance(parent, dict) else doc
            target[draw(st.text(min_size=1, max_size=8))] = draw(json_values)
        elif how == "shorten":
            v = parent[key]
            if isinstance(v, list) and v:
                parent[key] = v[: draw(st.integers(0, len(v) - 1))]
            else:
                parent[key] = []
        else:  # the same value with another JSON type
            v = parent[key]
            parent[key] = str(v) if not isinstance(v, str) else (int(v) if v.isdigit() else [v])
    return doc


# --- readers over random input --------------------------------------------------------


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data):
    read_record(data)
    read_save(data)


@FUZZ
@given(json_values)
def test_random_json(value):
    text = json.dumps(value)
    read_record(text)
    read_save(text)


@FUZZ
@given(json_values)
def test_random_json_with_the_right_header(value):
    body = value if isinstance(value, dict) else {"x": value}
    read_record(json.dumps({**body, "format": "landrush-record", "version": 1}))
    read_save(json.dumps({**body, "format": "landrush-save", "version": 1}))


@FUZZ
@given(damaged(RECORD_DOC))
def test_damaged_records(doc):
    read_record(json.dumps(doc))


@FUZZ
@given(damaged(SAVE_DOC))
def test_damaged_saves(doc):
    read_save(json.dumps(doc))


@FUZZ
@given(st.integers(0, len(json.dumps(SAVE_DOC))), st.binary(max_size=20))
def test_cut_and_spliced_saves(cut, junk):
    text = json.dumps(SAVE_DOC).encode()
    read_save(text[:cut])
    read_save(text[:cut] + junk + text[cut:])


def test_undamaged_documents_read():
    """The bases of the fuzzing are valid, so damage is what the tests exercise."""
    assert record.loads(json.dumps(RECORD_DOC)).is_over
    assert savefile.loads(json.dumps(SAVE_DOC)).pending[2] is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.binary(max_size=300), damaged(SAVE_DOC).map(lambda d: json.dumps(d).encode())))
def test_store_read_names_the_file_and_leaves_it_alone(tmp_path_factory, data):
    store = SaveStore(tmp_path_factory.mktemp("fuzz"))
    store.saves.mkdir(parents=True)
    path = store.saves / "victim.json"
    path.write_bytes(data)
    try:
        store.read("victim")
    except SaveError as exc:
        check_clean(exc, SaveError)
        assert str(path) in str(exc)
    infos = store.list()
    assert len(infos) == 1 and (infos[0].error is None or "victim.json" in infos[0].error)
    assert path.read_bytes() == data


# --- inputs that once escaped record.parse as RecursionError / ValueError ----------

HOSTILE_TEXTS = [
    pytest.param("[" * 100000, id="deep-nesting"),
    pytest.param("1" * 5000, id="5000-digit-number"),
]


@pytest.mark.parametrize("text", HOSTILE_TEXTS)
def test_record_parse_turns_hostile_text_into_a_record_error(text):
    with pytest.raises(record.RecordError) as info:
        record.parse(text)
    check_clean(info.value, record.RecordError)


# --- issue 15: broken and hostile files ------------------------------------------------
#
# Each case below was accepted, hung or crashed before the bounded reader and the
# record checks. Records and saves go through the same cases: the save wraps the
# damaged record (``in_save``), so one rule holds for both.


class Hung(BaseException):
    """Not an Exception, so no reader's `except Exception` can swallow it."""


@contextlib.contextmanager
def within(seconds: float):
    """Fail (instead of hanging the suite) if the block takes longer than ``seconds``;
    the alarm repeats, in case a reader caught the first one."""

    def expired(_sig, _frame):
        raise Hung(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def in_save(rec: dict) -> dict:
    """The midgame save with ``rec`` as its game (pending bids cleared to fit any game)."""
    n = len(rec["settings"]["players"]) if isinstance(rec.get("settings"), dict) else 4
    return {**copy.deepcopy(SAVE_DOC), "record": rec, "pending": [None] * n}


def refused(rec: dict, *words: str) -> None:
    """The record is refused, alone and inside a save, with a clean line holding ``words``."""
    with within(10):
        with pytest.raises(record.RecordError) as info:
            record.loads(json.dumps(rec))
        with pytest.raises(SaveError) as save_info:
            savefile.loads(json.dumps(in_save(rec)))
    for exc, kind in ((info.value, record.RecordError), (save_info.value, SaveError)):
        check_clean(exc, kind)
        for w in words:
            assert w in str(exc), str(exc)


def unfinished_record() -> dict:
    rec = copy.deepcopy(RECORD_DOC)
    rec["turns"] = rec["turns"][:2]
    del rec["result"]
    return rec


HUGE_BOARDS = [
    pytest.param({"width": 0, "height": 10**18, "fields": []}, id="0-by-10**18"),
    pytest.param({"width": 10**18, "height": 1, "fields": []}, id="10**18-by-1"),
    pytest.param({"width": 10**6, "height": 10**6, "fields": [{"id": 0, "cells": [[0, 0]]}]}, id="10**12-cells"),
    pytest.param({"width": 100, "height": 100, "fields": []}, id="10000-cells"),
    pytest.param({"width": -9, "height": -7, "fields": []}, id="negative"),
]


@pytest.mark.parametrize("board", HUGE_BOARDS)
def test_huge_declared_board_sizes_are_refused_at_once(board):
    """Item 1: the grid loop ran over a declared height of 10**18 and ignored signals."""
    rec = unfinished_record()
    rec["board"] = board
    refused(rec, "board")  # inside refused's hang guard: a loop over the declared size never ends


def test_the_board_bounds_hold_for_any_caller_of_the_rules():
    import random

    from landrush_tui.rules.board import Board, generate_board

    with within(5):
        with pytest.raises(ValueError, match="not possible"):
            Board(0, 10**18, ())
        with pytest.raises(ValueError, match="not possible"):
            generate_board(10**9, 10**9, 0, random.Random(1))


@pytest.mark.parametrize(
    "board",
    [
        pytest.param({"width": 0, "height": 0, "fields": []}, id="0x0"),
        pytest.param({"width": 9, "height": 7, "fields": []}, id="no-fields"),
    ],
)
def test_empty_boards_are_refused(board):
    """Item 3: an empty board with no turns and a result was accepted (and as a save,
    --resume deleted the save, then crashed)."""
    rec = copy.deepcopy(RECORD_DOC)
    rec["board"], rec["turns"] = board, []
    rec["result"] = {"money": [500, 500, 500], "winners": [0, 1, 2]}
    refused(rec, "board")


def test_board_problems_say_what_is_wrong():
    """Item 8: every board problem used to read `expected Board @ record.board`."""
    cases = {
        "no fields": {"width": 9, "height": 7, "fields": []},
        "has no width": {"height": 7, "fields": []},
        "cells must be [x, y] pairs": {"width": 9, "height": 7, "fields": [{"id": 0, "cells": [[0]]}]},
        "do not cover": {"width": 9, "height": 7, "fields": [{"id": 0, "cells": [[0, 0]]}]},
    }
    for words, board in cases.items():
        rec = copy.deepcopy(RECORD_DOC)
        rec["board"] = board
        refused(rec, words)
        with pytest.raises(record.RecordError) as info:
            record.loads(json.dumps(rec))
        assert "expected Board" not in str(info.value)


def test_wrong_payout_tables_are_refused():
    """Item 4: the payouts table was never checked."""
    rec = copy.deepcopy(RECORD_DOC)
    rec["payouts"]["turn"][0] += 1
    refused(rec, "payout table")
    rec = copy.deepcopy(RECORD_DOC)
    rec["payouts"]["final"] = rec["payouts"]["final"][::-1]
    refused(rec, "final payout table")


@pytest.mark.parametrize("version", [0, -1])
def test_record_versions_below_1_are_refused(version):
    rec = copy.deepcopy(RECORD_DOC)
    rec["version"] = version
    refused(rec, f"record version {version} does not exist")


def test_a_finished_record_needs_its_result():
    rec = copy.deepcopy(RECORD_DOC)
    del rec["result"]
    with pytest.raises(record.RecordError, match="no result"):
        record.loads(json.dumps(rec))


def _game_on(board_seed: int, seed: int) -> dict:
    """A whole game played by the rules on another seed's board."""
    settings = _bot_settings(["baseline"] * 3, seed)
    state = new_game(settings, new_board(_bot_settings(["baseline"] * 3, board_seed)))
    bot = load_bot("baseline")
    while not state.is_over:
        state, _ = play_turn(state, [call_bot(bot, public_view(state, s)) for s in range(3)])
    return json.loads(record.dumps(state))


def _tiny_board(width: int, height: int, cells) -> dict:
    rec = unfinished_record()
    rec["turns"] = []
    rec["board"] = {"width": width, "height": height, "fields": [{"id": i, "cells": c} for i, c in enumerate(cells)]}
    return rec


@pytest.mark.parametrize(
    "rec",
    [
        pytest.param(_game_on(99, 4), id="another-seeds-board"),
        pytest.param(_tiny_board(2, 1, [[[0, 0]], [[1, 0]]]), id="2x1"),
        pytest.param(_tiny_board(1, 1, [[[0, 0]]]), id="1x1"),
        pytest.param(
            _tiny_board(9, 7, [[[x, y] for y in range(7) for x in range(9) if (x, y) != (8, 6)], [[8, 6]]]),
            id="one-big-field",
        ),
    ],
)
def test_a_records_board_must_be_the_one_its_seed_makes(rec):
    refused(rec, "is not the one seed")


def test_a_field_whose_cells_do_not_touch_is_refused():
    rec = unfinished_record()
    fields = rec["board"]["fields"]
    single = [f for f in fields if len(f["cells"]) == 1]
    a, b = single[0], single[-1]
    a["cells"].append(b["cells"][0])  # two cells far apart
    fields.remove(b)
    for i, f in enumerate(sorted(fields, key=lambda f: f["id"])):
        f["id"] = i
    refused(rec)


@pytest.mark.parametrize("name", ["base|ine", "", "Baseline", "os:system"])
def test_a_save_names_built_in_bots_only(name):
    """Item 4/5: one flipped bit made a seat that bids 0 every turn; a
    package.module:callable in a save was imported and called on --resume."""
    doc = copy.deepcopy(SAVE_DOC)
    doc["record"]["settings"]["players"][1]["ai"] = name
    with pytest.raises(SaveError) as info:
        savefile.loads(json.dumps(doc))
    check_clean(info.value, SaveError)


def test_a_save_never_imports_the_module_its_bot_names(tmp_path, monkeypatch):
    probe = tmp_path / "landrush_probe_mod.py"
    marker = tmp_path / "imported"
    probe.write_text(f"open({str(marker)!r}, 'w').close()\ndef bot(view):\n    return [0] * len(view.lots)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    doc = copy.deepcopy(SAVE_DOC)
    doc["record"]["settings"]["players"][1]["ai"] = "landrush_probe_mod:bot"
    path = tmp_path / "sent.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="may name only the built-in bots"):
        SaveStore(tmp_path / "data").read(path)
    assert not marker.exists() and "landrush_probe_mod" not in sys.modules


def test_records_may_name_any_bot_but_an_ai_seat_names_one():
    """A record is never played, only shown: `landrush simulate` records with a
    package.module:callable bot stay readable, and so does any other bot name
    (the seat codec every game shares); a save is held to the built-in bots
    where it is loaded. An AI seat without a bot name is damage."""
    rec = copy.deepcopy(RECORD_DOC)
    rec["settings"]["players"][0]["ai"] = "tests.ai_zoo:thrifty"
    assert record.loads(json.dumps(rec)).is_over
    rec["settings"]["players"][0]["ai"] = "base|ine"
    assert record.loads(json.dumps(rec)).settings.players[0].ai == "base|ine"
    rec["settings"]["players"][0]["ai"] = " "
    refused(rec, "an AI seat needs a strength or bot name")


@pytest.mark.parametrize(
    "change, words",
    [
        ({0: ""}, "seat 1 has no name"),
        ({0: "   "}, "seat 1 has no name"),
        ({2: "baseline 1"}, "same name"),
        ({2: "BASELINE 1"}, "same name"),
    ],
)
def test_records_need_named_distinct_seats(change, words):
    """Item 9: the new-game form forbids these; records and saves did not."""
    rec = copy.deepcopy(RECORD_DOC)
    for seat, name in change.items():
        rec["settings"]["players"][seat]["name"] = name
    refused(rec, words)


def test_records_need_a_start_money_the_game_offers():
    rec = unfinished_record()
    rec["settings"]["start_money"] = 123
    rec["turns"] = []
    refused(rec, "start money 123 is not one the game offers")


def test_too_many_players_says_so():
    rec = unfinished_record()
    rec["settings"]["players"] = [{"name": f"P{i}", "kind": "human"} for i in range(11)]
    refused(rec, "2 to 10 players, not 11")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32"])
def test_one_text_rule_for_records_and_saves(encoding):
    """Item 9: a UTF-16 record was accepted while a UTF-16 save was refused."""
    for doc, read, kind in ((RECORD_DOC, record.loads, record.RecordError), (SAVE_DOC, savefile.loads, SaveError)):
        with pytest.raises(kind, match="not text in UTF-8"):
            read(json.dumps(doc).encode(encoding))


def test_a_utf8_byte_order_mark_is_fine_for_both():
    assert record.loads(("\ufeff" + json.dumps(RECORD_DOC)).encode()).is_over
    assert savefile.loads(("\ufeff" + json.dumps(SAVE_DOC)).encode()).pending[2] is not None


def test_cut_short_records_and_saves_read_the_same():
    """Item 8: a cut-short record said `Expecting ',' delimiter`, a save "truncated"."""
    for doc, read, kind in ((RECORD_DOC, record.loads, record.RecordError), (SAVE_DOC, savefile.loads, SaveError)):
        text = json.dumps(doc)
        with pytest.raises(kind, match="truncated"):
            read(text[: len(text) // 2])


@pytest.mark.parametrize("digits", [31, 5000, 100000])
def test_long_numbers_are_named_without_python_internals(digits):
    for doc, read, kind in ((RECORD_DOC, record.loads, record.RecordError), (SAVE_DOC, savefile.loads, SaveError)):
        text = json.dumps({**doc, "version": 1}).replace('"version": 1', '"version": ' + "7" * digits)
        with pytest.raises(kind) as info:
            read(text)
        assert "set_int_max_str_digits" not in str(info.value) and f"{digits} digits" in str(info.value)


@pytest.mark.parametrize("deep", [33, 500, 100000])
def test_deep_nesting_is_refused_for_both(deep):
    text = json.dumps({**RECORD_DOC, "x": "@"}).replace('"@"', "[" * deep + "]" * deep)
    with pytest.raises(record.RecordError, match="nested too deeply"):
        record.parse(text)
    text = json.dumps({**SAVE_DOC, "x": "@"}).replace('"@"', "[" * deep + "]" * deep)
    with pytest.raises(SaveError, match="nested too deeply"):
        savefile.parse(text)


# --- files that are not regular, or too large ---------------------------------------


def _store_with(tmp_path, name="fifo.json"):
    store = SaveStore(tmp_path)
    store.saves.mkdir(parents=True)
    return store, store.saves / name


def test_a_fifo_in_saves_is_listed_as_broken_never_waited_on(tmp_path):
    """Item 2: a FIFO named *.json in saves/ froze a plain `landrush` at the title."""
    store, fifo = _store_with(tmp_path)
    os.mkfifo(fifo)
    store.save(Session.start(new_game(_bot_settings(["baseline"] * 3, 2))), "good")
    with within(5):
        with pytest.raises(SaveError, match="not a regular file") as info:
            store.read(fifo)
        infos = {i.name: i for i in store.list()}
        assert store.latest().name == "good"
    check_clean(info.value, SaveError)
    assert "not a regular file" in infos["fifo"].error and infos["good"].ok
    (tmp_path / "records").mkdir()
    os.mkfifo(tmp_path / "records" / "r.json")
    with within(5):
        [rec] = store.list_records()
    assert "not a regular file" in rec.error


def test_devices_and_folders_are_not_read(tmp_path):
    from landrush_tui import reading

    with within(5):
        with pytest.raises(reading.ReadError, match="not a regular file"):
            reading.read_bytes("/dev/zero")
        with pytest.raises(reading.ReadError, match="folder"):
            reading.read_bytes(tmp_path)


def test_replay_of_a_fifo_answers_at_once(tmp_path):
    """`landrush replay fifo.json` blocked forever."""
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    proc = run_replay(fifo, 30)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "not a regular file" in lines[0], proc.stderr


def test_a_large_file_is_refused_by_its_size_in_words(tmp_path):
    """Item 8: a 9.4 MB save read "(8388609 bytes)"."""
    store, path = _store_with(tmp_path, "big.json")
    with open(path, "wb") as f:
        f.truncate(int(9.4 * 1024 * 1024))
    with within(5):
        with pytest.raises(SaveError) as info:
            store.read(path)
    msg = str(info.value)
    assert "9.4 MB" in msg and "bytes" not in msg, msg


def test_a_save_error_names_the_file_shortly(tmp_path):
    """Item 8: the title's notice began with the full path and wrapped over 3-4 lines."""
    store, path = _store_with(tmp_path, "20260101-120000-you-rookie-rosa-steady-ted.json")
    text = json.dumps(SAVE_DOC)
    path.write_text(text[:100])
    with pytest.raises(SaveError) as info:
        store.read(path)
    short = info.value.short()
    assert len(short) <= 76 and str(tmp_path) not in short and path.name[:20] in short, short
    assert "truncated" in short


def test_a_save_is_kept_when_the_finished_game_does_not_check_out(tmp_path, monkeypatch):
    """Item 3: the save was deleted before the record was known to be good."""
    from landrush_tui.storage import GameSaver

    store = SaveStore(tmp_path)
    bot = load_bot("baseline")
    s = Session.start(new_game(_bot_settings(["baseline"] * 2, 6)))
    saver = GameSaver(store)
    saver(s)
    while not s.state.is_over:
        for seat in s.waiting_for:
            s = s.submit(seat, call_bot(bot, public_view(s.state, seat)))
        s, _ = s.resolve()
        if not s.state.is_over:
            saver(s)
    [before] = store.list()
    monkeypatch.setattr(record, "loads", lambda text: (_ for _ in ()).throw(record.RecordError("boom")))
    assert saver(s) is None and "boom" in saver.error
    assert [i.name for i in store.list()] == [before.name]  # the save is still there
    monkeypatch.undo()
    assert saver(s) is not None and store.list() == []


def test_messages_fit_one_line_for_every_damaged_record():
    """No message carries cattrs' internal wording or runs past a line and a half."""
    rng = __import__("random").Random(15)
    for _ in range(200):
        doc = copy.deepcopy(RECORD_DOC)
        path = rng.choice(list(paths(doc))[1:])
        parent = at(doc, path[:-1])
        parent[path[-1]] = rng.choice([None, "x", -1, 10**18, [], {}, 1.5])
        try:
            record.loads(json.dumps(doc))
        except record.RecordError as exc:
            msg = str(exc)
            check_clean(exc, record.RecordError)
            assert len(msg) <= 200 and "expected Board" not in msg and "invalid value @" not in msg, msg
