"""Hostile input on the replay screen: thousands of seeded random keys, clicks
and resizes. No exception may escape and what is shown must always match the
position (reproducible: the seed is in the test id).

``hammer`` is written for any screen: it takes the app, a random stream and a
check to run every so often, so the game screens can reuse it.
"""

from __future__ import annotations

import random
from typing import Callable

import pytest
from textual.widgets import Input, Static
from ui_support import drive_random_event, key_event

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.replay_app import ReplayApp
from landrush_tui.screens.landrush.replay import ReplayScreen
from landrush_tui.simulate import play_game
from landrush_tui.widgets.landrush.field_map import FieldMap

KEYS = [
    "right",
    "left",
    "home",
    "end",
    "j",
    "g",
    "n",
    "p",
    "l",
    "h",
    "space",
    "backspace",
    "enter",
    "escape",
    "tab",
    "shift+tab",
    "up",
    "down",
    "pageup",
    "pagedown",
    "q",
    "x",
    "?",
    "ctrl+p",
] + list("0123456789") * 2
SIZES = [(80, 24), (120, 40), (60, 20), (40, 12), (100, 30), (200, 60), (20, 5)]


async def hammer(
    app,
    pilot,
    rng: random.Random,
    count: int,
    check: Callable[[], None],
    keys=KEYS,
    sizes=SIZES,
    every: int = 20,
    spare_rows: int = 0,
) -> None:
    """Send ``count`` random keys (70%), clicks (20%) and resizes (10%).

    ``spare_rows`` bottom rows get no clicks (the Footer, whose keys may close the app).

    Events go through the driver like a real terminal's, in bursts of
    ``every`` without waiting in between (a player mashing keys does not wait
    either); after each burst the app settles and ``check`` runs.
    """
    await pilot.pause()  # let pending screen pushes land first
    for i in range(count):
        drive_random_event(app, rng, keys, sizes, 0.7, 0.9, spare_rows=spare_rows)
        if i % every == every - 1:
            await pilot.pause()
            if app.return_code is not None:  # closed by a key or the palette's Quit: stop
                return
            check()


def replay_check(app) -> Callable[[], None]:
    def check() -> None:
        screen = app.screen
        if not isinstance(screen, ReplayScreen):
            # the standalone replay has no command palette or other screens
            raise AssertionError(f"unexpected screen {screen!r}")
        assert 0 <= screen.position <= screen.last
        state = screen.states[screen.position]
        assert screen.query_one(FieldMap).owners == state.owners
        title = str(screen.query_one("#replay-title", Static).render())
        assert ("start" in title) if screen.position == 0 else (f"turn {screen.position} of" in title)
        box = screen.query_one("#replay-jump", Input)
        assert box.display == box.can_focus  # the prompt is focusable exactly when it is shown

    return check


@pytest.mark.parametrize("seed", [1, 3])  # 4 and 8 players: six sit between them
async def test_random_keys_clicks_and_resizes(seed):
    game = play_game(bot_settings(["baseline"] * (2 + seed * 2), seed))
    app = ReplayApp(game)
    rng = random.Random(seed)
    async with app.run_test(size=(100, 30)) as pilot:
        check = replay_check(app)
        # escape and q close the standalone replay, and so does the Footer's Close: not in this storm
        calm = [k for k in KEYS if k not in ("escape", "q")]
        await hammer(app, pilot, rng, 2000, check, keys=calm, spare_rows=1)
        await pilot.pause()
        assert app.return_code is None  # still open: all 2000 events were taken
        check()


async def test_storm_ends_cleanly_when_closed():
    game = play_game(bot_settings(["baseline"] * 3, 7))
    app = ReplayApp(game)
    rng = random.Random(7)
    async with app.run_test(size=(90, 28)) as pilot:
        check = replay_check(app)
        rounds = 0
        while app.return_code is None and rounds < 40:
            await hammer(app, pilot, rng, 50, check)
            rounds += 1
    assert app.return_code == 0  # escape or q closed it, cleanly


async def test_pushed_replay_closes_once_on_a_burst_of_escapes():
    """Inside the game app the replay is pushed over other screens: a burst of
    Escapes closes it once and leaves the screen below alone."""
    from ui_support import ScreenHost

    game = play_game(bot_settings(["baseline"] * 3, 2))
    closed: list = []
    app = ScreenHost(lambda: ReplayScreen(game), closed.append)
    async with app.run_test(size=(90, 28)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        for _ in range(4):
            app._driver.process_message(key_event("escape"))
        await pilot.pause()
        assert closed == [None] and not isinstance(app.screen, ReplayScreen)
        assert app.return_code is None and len(app.screen_stack) == 1
