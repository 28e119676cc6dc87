"""A lost terminal: the real ``landrush`` whose input ends (the pty's master
closed under it with no signal, stdin at end of file) saves the game as on
SIGHUP and exits 0 within a second, on every screen; without a terminal at all
it says so in one line and exits 2 before drawing anything.

The program runs in a new session without a controlling terminal, so closing
the master sends it no SIGHUP: only its input tells it the terminal is gone.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from terminal import WAIT, Output, open_pty, start

from landrush_tui.storage import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal")

GONE_WITHIN = 2.0  # seconds from the lost terminal to the process gone


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", "rb") as f:
        rest = f.read().decode().rsplit(")", 1)[1].split()
    return (int(rest[11]) + int(rest[12])) / os.sysconf("SC_CLK_TCK")


def wait_gone(proc: subprocess.Popen, lost_at: float, cpu_before: float) -> tuple[int, float, float]:
    """Wait for the process; (exit code, seconds after the loss, CPU seconds used meanwhile)."""
    deadline = lost_at + GONE_WITHIN
    while time.monotonic() < deadline:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            took = time.monotonic() - lost_at
            proc.returncode = os.waitstatus_to_exitcode(status)
            return proc.returncode, took, usage.ru_utime + usage.ru_stime - cpu_before
        time.sleep(0.01)
    cpu = cpu_seconds(proc.pid) - cpu_before
    proc.kill()
    proc.wait()
    raise AssertionError(f"still running {GONE_WITHIN} s after the terminal was lost ({cpu:.2f} s of CPU meanwhile)")


def type_keys(master: int, *keys: bytes) -> None:
    for key in keys:
        os.write(master, key)
        time.sleep(0.2)


# Each screen: the keys that reach it from the title, each with the text that shows it worked.
TO_BIDS = [(b"n", "which game?"), (b"\r", "Players (2 to 10)"), (b"\x13", "secret bids, turn 1 of")]
SCREENS = {
    "title": [],
    "new game": TO_BIDS[:1],
    # Turn 1's box covers the sum in a short window: the review shows the typed bid.
    "bid": [*TO_BIDS, (b"7", ""), (b"\r", "Review: lot 1 7")],
    "help over the bid screen": [*TO_BIDS, (b"\x1bOP", "rules and keys")],
    "reveal": [*TO_BIDS, (b"5", ""), (b"\r", "Review: lot 1 5"), (b"\r", "Auctions of turn 1")],
}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_pty_master_closed_without_a_signal_saves_and_exits(tmp_path, screen):
    master, slave = open_pty()
    proc = start(tmp_path, slave, slave)
    os.close(slave)
    out = Output(master)
    try:
        at = out.wait_for("New game", proc)
        for key, marker in SCREENS[screen]:
            time.sleep(0.3)
            type_keys(master, key)
            at = out.wait_for(marker, proc, at)
        time.sleep(0.5)
        store = SaveStore(tmp_path)
        saves = store.list() if store.saves.exists() else []
        before = {s.path: s.path.stat().st_mtime_ns for s in saves}
        cpu_before = cpu_seconds(proc.pid)
        lost_at = out.close()  # the terminal window is gone; no SIGHUP is sent
        code, took, cpu = wait_gone(proc, lost_at, cpu_before)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        out.close()
    print(f"{screen}: exit {code} {took:.2f} s after the terminal was lost, {cpu:.2f} s CPU meanwhile")
    assert code == 0
    assert took < GONE_WITHIN and cpu < 1.0
    if screen in ("title", "new game"):
        assert before == {}
    else:  # the game in progress was written again on the way out, as on SIGHUP, and loads
        [info] = store.list()
        assert info.path.stat().st_mtime_ns > before[info.path]
        state = store.load(info.path).state
        if screen == "reveal":  # the turn is resolved before its reveal is shown
            assert state.turn == 2 and state.history[0].bids[0][0] == 5
        else:
            assert state.turn == 1 and not state.history


def test_stdin_at_end_of_file_while_the_screen_lives_saves_and_exits(tmp_path):
    """Input from one terminal that closes, output to another that stays: the
    game sees end of file on its input, saves, restores the screen and exits 0."""
    in_master, in_slave = open_pty()
    out_master, out_slave = open_pty()
    proc = start(tmp_path, in_slave, out_slave)
    os.close(in_slave)
    os.close(out_slave)
    out, keyboard = Output(out_master), Output(in_master)
    try:
        at = out.wait_for("New game", proc)
        time.sleep(0.3)
        type_keys(in_master, b"n")
        at = out.wait_for("which game?", proc, at)
        time.sleep(0.3)
        type_keys(in_master, b"\r")  # Land Rush, highlighted in the game chooser
        at = out.wait_for("Players (2 to 10)", proc, at)
        time.sleep(0.3)
        type_keys(in_master, b"\x13")
        out.wait_for("secret bids, turn 1 of", proc, at)
        time.sleep(0.5)
        [info] = SaveStore(tmp_path).list()
        before = info.path.stat().st_mtime_ns
        cpu_before = cpu_seconds(proc.pid)
        lost_at = keyboard.close()  # the input reaches end of file
        code, took, cpu = wait_gone(proc, lost_at, cpu_before)
        time.sleep(0.2)
        text = out.text()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        keyboard.close()
        out.close()
    print(f"stdin at EOF: exit {code} {took:.2f} s after, {cpu:.2f} s CPU meanwhile")
    assert code == 0 and took < GONE_WITHIN and cpu < 1.0
    assert "Traceback" not in text and "Error" not in text, text[-1500:]
    assert info.path.stat().st_mtime_ns > before
    assert SaveStore(tmp_path).load(info.path).state.turn == 1


@pytest.mark.parametrize("where", ["no terminal at all", "stdin at end of file, a terminal for output"])
def test_landrush_without_a_terminal_says_so_and_exits_2(tmp_path, where):
    """Started with its input not a terminal, ``landrush`` explains in one line
    (on stderr) and exits 2 at once: it neither draws into a pipe nor waits."""
    if where == "no terminal at all":
        done = subprocess.run(
            [sys.executable, "-m", "landrush_tui", "--data-dir", str(tmp_path)],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=WAIT,
        )
        err = done.stderr
        assert done.stdout == ""
    else:
        master, slave = open_pty()
        with open(os.devnull, "rb") as null:
            proc = start(tmp_path, null.fileno(), slave)
        os.close(slave)
        out = Output(master)
        t0 = time.monotonic()
        try:
            proc.wait(WAIT)
        finally:
            if proc.poll() is None:
                proc.kill()
        time.sleep(0.2)
        out.close()
        done = subprocess.CompletedProcess(proc.args, proc.returncode)
        err = out.text()
        assert time.monotonic() - t0 < WAIT
    lines = err.strip().splitlines()
    assert done.returncode == 2
    assert len(lines) == 1 and "needs a terminal" in lines[0] and len(lines[0]) <= 100, err
    assert not (tmp_path / "saves").exists()  # nothing was started
