"""Saves and records on disk: folders, atomic writes, listing broken files, kills."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from landrush_tui import storage
from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.rules.landrush import new_game, public_view, record
from landrush_tui.session import Session
from landrush_tui.storage import GameSaver, SaveError, SaveStore, data_dir

BOT = load_bot("baseline")


def fresh(seed: int = 3, n: int = 3) -> Session:
    return Session.start(new_game(bot_settings(["baseline"] * n, seed)))


def step(session: Session) -> Session:
    """One decision: the next seat's bot bids, or the turn resolves."""
    if session.ready:
        return session.resolve()[0]
    seat = session.next_seat
    return session.submit(seat, call_bot(BOT, public_view(session.state, seat)))


def finished(seed: int = 3, n: int = 3) -> Session:
    s = fresh(seed, n)
    while not s.state.is_over:
        s = step(s)
    return s


# --- the data folder ---------------------------------------------------------


def test_xdg_data_home_is_respected(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "landrush-tui"


def test_override_wins_over_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir(tmp_path / "mine") == tmp_path / "mine"


def test_relative_or_empty_xdg_falls_back_to_platform_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")
    d = data_dir()
    assert d.is_absolute() and d.name == "landrush-tui" and "relative/path" not in str(d)
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_dir().name == "landrush-tui"


# --- saving, loading, listing, deleting --------------------------------------


def test_save_load_roundtrip_with_pending_bids(tmp_path):
    store = SaveStore(tmp_path)
    s = step(step(fresh()))  # two seats confirmed
    path = store.save(s, "mine")
    assert path == tmp_path / "saves" / "mine.json"
    assert store.load("mine") == s
    assert store.load(path) == s
    assert store.load(str(path)) == s
    assert [p.name for p in (tmp_path / "saves").iterdir()] == ["mine.json"]  # no temp files left


def test_list_shows_good_and_broken_files_without_touching_them(tmp_path):
    store = SaveStore(tmp_path)
    store.save(fresh(1), "a")
    store.save(step(fresh(2)), "b")
    saves = tmp_path / "saves"
    bad = {
        "empty.json": b"",
        "cut.json": (saves / "a.json").read_bytes()[:200],
        "foreign.json": b'{"format": "other", "version": 1}',
        "newer.json": json.dumps({**json.loads((saves / "a.json").read_text()), "version": 7}).encode(),
        "binary.json": bytes(range(256)),
    }
    for name, data in bad.items():
        (saves / name).write_bytes(data)
    (saves / "folder.json").mkdir()
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in saves.iterdir() if p.is_file()}

    infos = {i.name: i for i in store.list()}
    assert set(infos) == {"a", "b", "empty", "cut", "foreign", "newer", "binary", "folder"}
    assert infos["a"].ok and infos["a"].turn == 1 and len(infos["a"].players) == 3
    assert infos["b"].waiting_for == (1, 2)
    for name in ("empty", "cut", "foreign", "newer", "binary", "folder"):
        err = infos[name].error
        assert err and "\n" not in err and f"{name}.json" in err, err
    assert "truncated" in infos["cut"].error
    assert "newer" in infos["newer"].error
    for name in bad:
        with pytest.raises(SaveError, match=name):
            store.load(name[:-5])
    after = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in saves.iterdir() if p.is_file()}
    assert after == before
    assert store.latest().name in {"a", "b"}


def test_missing_folder_lists_nothing(tmp_path):
    store = SaveStore(tmp_path / "nope")
    assert store.list() == [] and store.latest() is None and store.list_records() == []
    with pytest.raises(SaveError, match="no such saved game"):
        store.load("ghost")


def test_latest_is_the_most_recently_saved(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    stamps = iter(["2024-01-01T00:00:00+00:00", "2024-01-03T00:00:00+00:00", "2024-01-02T00:00:00+00:00"])
    monkeypatch.setattr(storage, "now", lambda: next(stamps))
    for name in ("old", "new", "mid"):
        store.save(fresh(), name)
    assert [i.name for i in store.list()] == ["new", "mid", "old"]
    assert store.latest().name == "new"


def test_delete(tmp_path):
    store = SaveStore(tmp_path)
    store.save(fresh(), "x")
    store.delete("x")
    store.delete("x")  # already gone: fine
    assert store.list() == []
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    with pytest.raises(SaveError, match="not in the saved-games folder"):
        store.delete(outside)
    assert outside.exists()


@pytest.mark.parametrize("name", ["../evil", "", ".hidden", "a b", "x" * 200, "con/x"])
def test_unsafe_names_are_refused(tmp_path, name):
    with pytest.raises(SaveError):
        SaveStore(tmp_path).save(fresh(), name)


# --- atomic writes -------------------------------------------------------------


def test_crash_mid_write_keeps_the_old_save(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    old = fresh()
    store.save(old, "g")
    original = (tmp_path / "saves" / "g.json").read_bytes()

    def die(*_a, **_k):
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "fsync", die)  # the crash comes after part of the data is written
    with pytest.raises(OSError):
        store.save(step(old), "g")
    monkeypatch.undo()
    assert (tmp_path / "saves" / "g.json").read_bytes() == original
    assert store.load("g") == old
    assert [p.name for p in (tmp_path / "saves").iterdir()] == ["g.json"]


def test_half_written_temp_file_is_ignored(tmp_path):
    """A kill between write and rename leaves only a hidden temp file behind."""
    store = SaveStore(tmp_path)
    store.save(fresh(), "g")
    (tmp_path / "saves" / ".g.json.abc.tmp").write_text('{"format": "landrush-save", "ver')
    assert [i.name for i in store.list()] == ["g"]


KILL_CHILD = r"""
import signal
import sys
from pathlib import Path
signal.signal(signal.SIGHUP, signal.SIG_DFL)  # a hangup kills it even when the tests run under nohup
from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.rules.landrush import new_game, public_view
from landrush_tui.session import Session
from landrush_tui.ai.landrush import bot_settings
from landrush_tui.storage import GameSaver, SaveStore
bot = load_bot("baseline")
saver = GameSaver(SaveStore(Path(sys.argv[1])), "victim")
while True:  # play the same game forever, autosaving every decision
    s = Session.start(new_game(bot_settings(["baseline"] * 4, 21)))
    while not s.state.is_over:
        if s.ready:
            s = s.resolve()[0]
        else:
            s = s.submit(s.next_seat, call_bot(bot, public_view(s.state, s.next_seat)))
        saver(s)
        print("saved", flush=True)
"""


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGHUP])
def test_killed_at_random_moments_the_save_always_loads(tmp_path, sig):
    import random

    rng = random.Random(sig)
    for _attempt in range(6):
        child = subprocess.Popen(
            [sys.executable, "-c", KILL_CHILD, str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        assert child.stdout.readline().strip() == b"saved"
        time.sleep(rng.uniform(0.0, 0.15))
        child.send_signal(sig)
        child.wait(timeout=10)
        child.stdout.close()
        store = SaveStore(tmp_path)
        infos = store.list()
        if not infos:  # killed just after the game ended and its save was cleared
            assert store.list_records()
            continue
        assert [i.name for i in infos] == ["victim"]
        assert infos[0].ok, infos[0].error
        s = store.load("victim")
        while not s.state.is_over:  # the resumed game carries on to its end
            s = step(s)
        assert s.state == finished(21, 4).state


# --- autosave -----------------------------------------------------------------


def test_game_saver_keeps_one_file_then_a_record(tmp_path):
    store = SaveStore(tmp_path)
    saver = GameSaver(store)
    s = fresh()
    paths = set()
    while not s.state.is_over:
        paths.add(saver(s))
        assert saver.error is None
        assert store.load(saver.name) == s
        s = step(s)
    assert len(paths) == 1
    created = json.loads(next(iter(paths)).read_text())["created"]
    assert created
    rec_path = saver(s)
    assert rec_path == saver.record_path and rec_path.parent == tmp_path / "records"
    assert store.list() == []  # the finished game's save is gone; its record is kept
    assert record.loads(rec_path.read_text()) == s.state


def test_game_saver_resume_continues_the_same_file(tmp_path):
    store = SaveStore(tmp_path)
    saver = GameSaver(store)
    s = step(step(step(fresh())))
    saver(s)
    created = json.loads(store.path_of(saver.name).read_text())["created"]
    again, loaded = GameSaver.resume(store)  # latest
    assert loaded == s and again.name == saver.name
    again(step(loaded))
    assert [i.name for i in store.list()] == [saver.name]
    assert json.loads(store.path_of(saver.name).read_text())["created"] == created
    assert store.load(saver.name) == step(s)


def test_resume_with_nothing_saved_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="no saved game to continue"):
        GameSaver.resume(SaveStore(tmp_path))


def test_resume_from_a_path_elsewhere_saves_into_the_folder(tmp_path):
    elsewhere = SaveStore(tmp_path / "other")
    p = elsewhere.save(step(fresh()), "x")
    store = SaveStore(tmp_path / "main")
    saver, s = GameSaver.resume(store, p)
    saver(step(s))
    assert p.exists() and store.latest() is not None and store.latest().path.parent == store.saves


def test_game_saver_reports_write_failures_and_never_raises(tmp_path):
    (tmp_path / "saves").write_text("a file where the folder should be")
    saver = GameSaver(SaveStore(tmp_path))
    assert saver(fresh()) is None
    assert saver.error and "could not save" in saver.error and "\n" not in saver.error


def test_save_now_rewrites_the_last_session(tmp_path):
    store = SaveStore(tmp_path)
    saver = GameSaver(store)
    assert saver.save_now() is None
    s = step(fresh())
    saver(s)
    store.path_of(saver.name).unlink()
    assert saver.save_now() is not None
    assert store.load(saver.name) == s


def test_on_hangup_saves_then_exits_even_if_saving_fails():
    calls = []

    def bad_save():
        calls.append("save")
        raise OSError("gone")

    handler = storage.on_hangup(bad_save, lambda: calls.append("exit"))
    with pytest.raises(OSError):
        handler()
    assert calls == ["save", "exit"]


# --- records --------------------------------------------------------------------


def test_keep_record_is_idempotent_and_never_overwrites(tmp_path):
    store = SaveStore(tmp_path)
    a, b = finished(3), finished(4)
    pa = store.keep_record(a.state)
    assert store.keep_record(a.state) == pa
    pb = store.keep_record(b.state)
    assert pa != pb
    assert record.loads(pa.read_text()) == a.state and record.loads(pb.read_text()) == b.state
    infos = store.list_records()
    assert {i.path for i in infos} == {pa, pb}
    assert all(i.error is None and i.turns > 0 and i.winners for i in infos)
    (store.records / "junk.json").write_text("{")
    junk = [i for i in store.list_records() if i.name == "junk"]
    assert junk and "junk.json" in junk[0].error


def test_a_save_is_replaced_only_by_one_that_reads_back(tmp_path, monkeypatch):
    """Issue 15 item 3: a file is replaced only after its successor was checked."""
    from landrush_tui import savefile

    store = SaveStore(tmp_path)
    s = fresh()
    path = store.save(s, "g")
    before = path.read_bytes()
    later = step(step(s))
    real = savefile.dumps
    monkeypatch.setattr(savefile, "dumps", lambda save: real(save)[:-40])  # a broken encoder
    with pytest.raises(SaveError, match="last save is kept"):
        store.save(later, "g")
    assert path.read_bytes() == before
    saver = GameSaver(store, "g")
    assert saver(later) is None and "last save is kept" in saver.error
    assert path.read_bytes() == before
    monkeypatch.undo()
    assert saver(later) == path and store.load("g") == later


def test_latest_replays_only_up_to_the_newest_save_that_loads(tmp_path, monkeypatch):
    """Issue 8 item 7: latest() replayed every save to pick one."""
    from landrush_tui import savefile

    store = SaveStore(tmp_path)
    stamps = iter(f"2024-01-0{d}T00:00:00+00:00" for d in range(1, 9))
    monkeypatch.setattr(storage, "now", lambda: next(stamps))
    for name in ("a", "b", "c", "d", "e"):
        store.save(fresh(), name)
    (store.saves / "zz.json").write_text("{")  # broken, and newest by file time
    replayed = []
    real = savefile.session_of
    monkeypatch.setattr(savefile, "session_of", lambda save: replayed.append(save.name) or real(save))
    info, skipped = store.latest_and_skipped()
    assert info.name == "e" and replayed == ["e"]
    assert [i.name for i in skipped] == ["zz"] and "truncated" in skipped[0].error
