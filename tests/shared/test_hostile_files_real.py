"""Issue 15 with the real ``landrush`` in a pseudo-terminal: hostile files in the
saves folder or named on the command line never freeze it; q still quits."""

from __future__ import annotations

import copy
import json
import os
import signal
import subprocess
import sys
import time

import pytest
from terminal import WAIT, Terminal

from landrush_tui import savefile
from landrush_tui.ai.landrush import bot_settings
from landrush_tui.rules.landrush import new_game
from landrush_tui.session import Session

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and a POSIX pseudo-terminal")


def huge_board_save() -> str:
    """A save whose board declares 10**18 rows (the grid loop never ended)."""
    s = Session.start(new_game(bot_settings(["baseline"] * 3, 5)))
    doc = json.loads(savefile.dumps(savefile.save_of(s, "huge", "t0", "t1")))
    doc = copy.deepcopy(doc)
    doc["record"]["board"] = {"width": 0, "height": 10**18, "fields": []}
    return json.dumps(doc)


def test_a_fifo_and_a_huge_board_in_saves_leave_the_title_working(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    os.mkfifo(saves / "fifo.json")
    (saves / "huge.json").write_text(huge_board_save())
    before = (saves / "huge.json").read_bytes()
    term = Terminal(tmp_path, "--resume")
    term.wait_for(b"huge.json", b"fifo.json")  # one is named under the menu ...
    assert b"New game" in term.text()
    term.quit()  # ... and q still quits
    assert (saves / "huge.json").read_bytes() == before and (saves / "fifo.json").exists()


def test_plain_start_with_a_fifo_in_saves_and_sigterm(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    os.mkfifo(saves / "fifo.json")
    term = Terminal(tmp_path)
    term.wait_for(b"New game")
    time.sleep(0.5)
    assert term.end(signal.SIGTERM) == 0
    term.assert_no_traceback()


@pytest.mark.parametrize("kind", ["huge", "fifo"])
def test_replay_of_a_hostile_file_answers_in_one_line(tmp_path, kind):
    path = tmp_path / f"{kind}.json"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.write_text(huge_board_save())
    t0 = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "landrush_tui", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=WAIT,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2 and time.monotonic() - t0 < WAIT
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and path.name in lines[0] and "Traceback" not in done.stderr, done.stderr
