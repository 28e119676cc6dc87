"""The real ``landrush`` on a pseudo-terminal under a storm of random keys,
bursts, escape sequences, pastes, resizes and quits (see ``pty_storm.py``):
no exit but 0, no traceback, no frozen screen, no busy idle, no memory growth.

Short by default. The soak: ``LANDRUSH_PTY_KEYS=100000 nice -n 10 python -m
pytest tests/shared/test_pty_storm.py -s`` (memory is sampled every 10,000 keys;
``LANDRUSH_PTY_SEED`` picks another storm). On a failure the last keys, the
screen and the output are saved in the test's temporary folder.
"""

from __future__ import annotations

import os

import pytest

pytestmark = pytest.mark.skipif(
    not os.path.exists("/proc/self/stat") or not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal and /proc"
)

KEYS = int(os.environ.get("LANDRUSH_PTY_KEYS", "1000"))
SEED = int(os.environ.get("LANDRUSH_PTY_SEED", "20261122"))


def test_real_terminal_storm(tmp_path):
    from pty_storm import Storm

    storm = Storm(
        tmp_path / "data",
        KEYS,
        SEED,
        out_dir=tmp_path / "failure",
        sample_every=min(10_000, max(500, KEYS // 2)),
        idle_every=min(5000, max(1000, KEYS // 3)),
        log=print,
    )
    report = storm.run()
    print("\n".join(report.lines()))
    assert report.keys >= KEYS
    assert report.runs >= 1 and report.idle_checks >= 1 and report.memory
    assert report.max_rss < storm.RSS_LIMIT


GAMES = list(__import__("landrush_tui.rules.registry", fromlist=["GAMES"]).GAMES)
# Per game in CI: a short storm, checked for idling once at its end, so each
# game's costs a few seconds (``LANDRUSH_PTY_GAME_KEYS`` makes it a soak).
GAME_KEYS = int(os.environ.get("LANDRUSH_PTY_GAME_KEYS", "300"))


@pytest.mark.parametrize("game", GAMES)
def test_real_terminal_storm_in_every_game(tmp_path, game):
    """The storm, started with ``--game NAME`` on that game's new-game form, its
    keys (add and remove seats, Tab, Enter) weighted up: every registered game
    gets it. Prints the keys sent per game; any crash, traceback or freeze fails."""
    from pty_storm import FORM_KEYS, Storm

    storm = Storm(
        tmp_path / "data",
        GAME_KEYS,
        SEED,
        out_dir=tmp_path / "failure",
        sample_every=GAME_KEYS,
        idle_every=max(GAME_KEYS, 3000),
        log=print,
        game=game,
        mix=FORM_KEYS,
    )
    report = storm.run()
    print("\n".join(report.lines()))
    assert report.game == game and report.keys >= GAME_KEYS and report.runs >= 1 and report.idle_checks >= 1
    assert report.max_rss < storm.RSS_LIMIT


def test_quit_while_the_game_is_starting(tmp_path):
    """Ctrl+Q at moments while the title is being built: exit 0, no traceback (it
    ran the title's on_mount on a screen already pruned: NoMatches, exit 1).
    A Ctrl+Q that arrives before the terminal is in raw mode is taken by the
    terminal itself (XON), so a second one follows if the game is still up."""
    import time

    from pty_storm import TRACEBACK, Game

    for i, delay in enumerate([0.6, 0.75, 0.85, 0.95, 1.1]):
        game = Game(tmp_path / f"data{i}", (100, 30))
        try:
            time.sleep(delay)
            game.send(b"\x11")
            deadline = time.monotonic() + 20
            while game.proc.poll() is None and not game.wait_for(("New game",), 0.2):
                assert time.monotonic() < deadline
            if game.proc.poll() is None:  # the first Ctrl+Q came before raw mode
                time.sleep(0.3)
                game.send(b"\x11")
                game.proc.wait(15)
        finally:
            code = game.close()
        text = game.text()
        assert code == 0 and not TRACEBACK.search(text), (delay, code, text[-1500:].decode("utf-8", "replace"))


def test_ctrl_s_typed_while_the_game_exits_does_not_hang_it(tmp_path):
    """Quit, then Ctrl+S (the new-game form's Start key) again and again while the
    game closes: Textual turned the terminal's flow control back on before its last
    writes, so a Ctrl+S then could stop the output and hang the game at exit."""
    import threading
    import time

    from pty_storm import TRACEBACK, Game

    for i in range(4):
        game = Game(tmp_path / f"data{i}", (200, 60))
        stop = threading.Event()

        def flood(game: Game = game, stop: threading.Event = stop) -> None:
            while not stop.is_set() and game.proc.poll() is None:
                game.send(b"\x13" * 4)
                time.sleep(0.003)

        try:
            assert game.wait_for(("New game",), 20.0)
            time.sleep(0.3)
            game.send(b"\x1bOP")  # the help: a big screen to redraw
            time.sleep(0.2 * i)
            game.send(b"\x11")  # save and quit
            flooder = threading.Thread(target=flood, daemon=True)
            flooder.start()
            try:
                game.proc.wait(10)
            finally:
                stop.set()
                flooder.join(2)
        finally:
            code = game.close()
        assert code == 0 and not TRACEBACK.search(game.text()), (i, code)


def test_window_changes_reach_the_game_coalesced(tmp_path):
    """SIGWINCH resizes are merged (one waits at most, read when handled), and the
    game still follows the window: too small, large again, after a burst of 30."""
    import time

    from pty_storm import Game

    game = Game(tmp_path / "data", (100, 30))
    try:
        assert game.wait_for(("New game",), 20.0)
        for i in range(30):  # a window dragged about
            game.resize(100 + i % 7, 30 + i % 5)
        game.resize(70, 20)
        assert game.wait_for(("Make the window larger",), 10.0), game.display()
        game.resize(120, 40)
        # Until the whole menu is back (on a busy machine the redraw comes in pieces).
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and (
            "Make the window larger" in game.display() or "New game" not in game.display()
        ):
            time.sleep(0.1)
        assert "Make the window larger" not in game.display() and "New game" in game.display()
        game.send(b"\x11")
        game.proc.wait(15)
    finally:
        code = game.close()
    assert code == 0
