"""``landrush replay FILE`` of every game closes cleanly on Esc or q, also
where the game has no replay screen of its own and its story is told in words
(the text replay is then the app's only screen: dismissing it used to raise
ScreenStackError)."""

from __future__ import annotations

import pytest
from ui_support import key_event

from landrush_tui.flow import replay_screen
from landrush_tui.replay_app import ReplayApp
from landrush_tui.rules import registry
from landrush_tui.simulate import play_game, table_settings


def finished_game(name: str):
    """A whole game of three easy bots (every game has one), quick to play."""
    return play_game(table_settings(name, ["easy"] * 3, 7), game=name)


@pytest.mark.parametrize("name", list(registry.GAMES))
@pytest.mark.parametrize("keys", [["escape"], ["q"], ["escape", "q", "escape", "escape"]])
async def test_replay_app_closes_cleanly_for_every_game(name, keys):
    app = ReplayApp(finished_game(name), f"Replay of {name}", name)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in keys:  # all queued before the first is handled: a burst
            app._driver.process_message(key_event(key))
        await pilot.pause()
    assert app.return_code == 0


@pytest.mark.parametrize("name", list(registry.GAMES))
async def test_a_pushed_replay_of_every_game_closes_once(name):
    """Inside the game app the replay is pushed over other screens: Esc closes
    it and leaves the screen below."""
    from ui_support import ScreenHost

    closed: list = []
    app = ScreenHost(lambda: replay_screen(name, finished_game(name), "Replay"), closed.append)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(3):
            app._driver.process_message(key_event("escape"))
        await pilot.pause()
        assert closed == [None] and app.return_code is None and len(app.screen_stack) == 1


@pytest.mark.parametrize("name", list(registry.GAMES))
def test_real_landrush_replay_closes_on_escape_with_exit_0(tmp_path, name):
    """The real ``landrush replay FILE`` in a pty: Esc ends it with exit 0 and no traceback."""
    import os
    import time

    from terminal import Output, open_pty, start

    path = tmp_path / "r.json"
    path.write_text(registry.get(name).dumps(finished_game(name)), encoding="utf-8")
    master, slave = open_pty(100, 30)
    proc = start(tmp_path, slave, slave, "replay", str(path))
    os.close(slave)
    out = Output(master)
    try:
        out.wait_for("Replay of r.json", proc)
        time.sleep(0.5)
        os.write(master, b"\x1b")
        code = proc.wait(20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        time.sleep(0.1)
        out.close()
    assert code == 0 and "Traceback" not in out.text(), out.text()[-1500:]
