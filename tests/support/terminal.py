"""The real ``landrush`` on a pseudo-terminal, for the tests that play it by keys,
kill it, lose its terminal or mash keys at it: open a pty, start the program on
it, collect what it writes (as text, without escape sequences)."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path
from typing import Callable

WAIT = 20.0  # start-up and steps on a busy machine
ANSI = re.compile(rb"\x1b(\[[0-9;?<>=$!]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78])")


def open_pty(cols: int = 100, rows: int = 30) -> tuple[int, int]:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return master, slave


def read_until_closed(master: int, take: Callable[[bytes], None]) -> None:
    """Hand each chunk the program writes to ``take`` until it closes the terminal
    (EIO or end of file). Run in a thread of its own."""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the program closed the terminal
            return
        if not chunk:
            return
        take(chunk)


def start(
    data_dir: Path, stdin: int, stdout: int, *args: str, gate: bool = False, env: dict[str, str] | None = None
) -> subprocess.Popen:
    """``landrush`` on the given terminal ends, as a player's shell starts it (plus ``env``)."""
    # The pty's size, not the test runner's; stdout and stderr buffered as in a
    # player's shell (a developer's or CI's shell may set PYTHONUNBUFFERED, which hid
    # a failing flush at exit).
    dropped = ("TEXTUAL", "COLUMNS", "LINES", "PYTHONUNBUFFERED")
    env = {**{k: v for k, v in os.environ.items() if k not in dropped}, "TERM": "xterm-256color", **(env or {})}
    if not gate:  # a script types faster than a person could decide
        env["LANDRUSH_KEY_GATE"] = "off"
    return subprocess.Popen(
        [sys.executable, "-m", "landrush_tui", "--data-dir", str(data_dir), *args],
        stdin=stdin,
        stdout=stdout,
        stderr=stdout,
        env=env,
        start_new_session=True,
        close_fds=True,
    )


class Output:
    """Collects what the program writes to a pty master, as text (no escapes)."""

    def __init__(self, master: int) -> None:
        self.master = master
        self.raw = bytearray()
        self.lock = threading.Lock()
        self.closing = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        import select

        while not self.closing.is_set():
            if not select.select([self.master], [], [], 0.02)[0]:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            with self.lock:
                self.raw += chunk
        self.closing.wait()
        os.close(self.master)

    def close(self) -> float:
        """Close the master (from the reading thread: a close() while another
        thread is blocked reading the fd would not end the terminal until the
        read returns). Returns the moment it was closed."""
        self.closing.set()
        self.thread.join(5)
        return time.monotonic()

    def text(self) -> str:
        with self.lock:
            raw = bytes(self.raw)
        return ANSI.sub(b"", raw).decode("utf-8", "replace")

    def wait_for(self, marker: str, proc: subprocess.Popen, since: int = 0) -> int:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            at = self.text().find(marker, since)
            if at >= 0:
                return at + len(marker)
            assert proc.poll() is None, f"exited {proc.returncode} before {marker!r}:\n{self.text()[-1500:]}"
            time.sleep(0.05)
        raise AssertionError(f"{marker!r} did not appear:\n{self.text()[-1500:]}")


class PtyProgram:
    """``landrush`` started on a new pseudo-terminal of ``size`` (``start``'s
    ``gate`` and ``env``); from then on a thread hands each chunk it writes to
    ``_take``, under ``lock``. A subclass sets up what ``_take`` fills first."""

    def __init__(
        self, data_dir: Path, size: tuple[int, int], *args: str, gate: bool = False, env: dict[str, str] | None = None
    ) -> None:
        master, slave = open_pty(*size)
        self.proc = start(data_dir, slave, slave, *args, gate=gate, env=env)
        os.close(slave)
        self.master = master
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=read_until_closed, args=(master, self._take), daemon=True)
        self.reader.start()

    def _take(self, chunk: bytes) -> None:
        raise NotImplementedError


class Terminal(PtyProgram):
    """``landrush`` running in a pseudo-terminal of 80x24, its output collected;
    the key gate off (a script types faster than a person could decide)."""

    def __init__(self, data_dir: Path, *args: str) -> None:
        self.raw = bytearray()
        self.mark = 0  # screen text before this offset has been waited for already
        super().__init__(data_dir, (80, 24), *args, env={"COLUMNS": "80", "LINES": "24"})

    def _take(self, chunk: bytes) -> None:
        with self.lock:
            self.raw += chunk

    def text(self) -> bytes:
        with self.lock:
            return ANSI.sub(b"", bytes(self.raw))

    def wait_for(self, *markers: bytes, timeout: float = WAIT) -> bytes:
        """Wait until one of the markers appears after the last one waited for."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.text()
            for marker in markers:
                at = text.find(marker, self.mark)
                if at >= 0:
                    self.mark = at + len(marker)
                    return marker
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        tail = self.text()[-1500:].decode("utf-8", "replace")
        raise AssertionError(f"none of {markers} appeared (exit {self.proc.poll()}); screen tail:\n{tail}")

    def keys(self, *keys: str | bytes, gap: float = 0.05) -> None:
        for key in keys:
            os.write(self.master, key.encode() if isinstance(key, str) else key)
            time.sleep(gap)

    def escape(self) -> None:
        # A lone ESC is told apart from an escape sequence by the pause after it.
        self.keys(b"\x1b", gap=0.25)

    def end(self, sig: int | None = None, timeout: float = WAIT) -> int:
        if sig is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            code = self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            self.reader.join(2)
            os.close(self.master)
        return code

    def assert_no_traceback(self) -> None:
        text = self.text()
        assert b"Traceback" not in text and b"Error:" not in text, text[-2000:].decode("utf-8", "replace")

    def quit(self, wait: float = 0.3) -> None:
        """q on a screen it quits (the title, game over): the program ends with 0 and
        writes no traceback. ``wait`` first lets the screen come up to take keys."""
        time.sleep(wait)
        self.keys("q")
        assert self.end() == 0
        self.assert_no_traceback()


def run_replay(path: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``landrush replay PATH`` with no terminal at all: its exit code and words."""
    return subprocess.run(
        [sys.executable, "-m", "landrush_tui", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
