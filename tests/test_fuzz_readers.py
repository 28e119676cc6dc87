"""Hostile files: the record and save readers fail only with clean, specific errors.

Random bytes, random JSON, and real documents with random damage (keys deleted,
wrong types, huge or negative numbers, extra keys, shortened lists) go through
record.parse / record.loads / savefile.loads / SaveStore.read. Each either
reads (some damage is harmless) or raises RecordError / SaveError (both
ValueError) with a one-line message; nothing else may escape.
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landrush_tui import record, savefile
from landrush_tui.ai import call_bot, load_bot
from landrush_tui.rules import new_game, public_view
from landrush_tui.savefile import SaveError
from landrush_tui.session import Session
from landrush_tui.simulate import bot_settings, play_game
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
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), BIG,
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
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
