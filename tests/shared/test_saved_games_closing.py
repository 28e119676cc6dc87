"""The saved-games list never breaks when its widgets are gone: keys can open
and close the screen so fast that its mount handler runs on a screen already
torn down (found by the real-terminal storm under load)."""

from __future__ import annotations

from textual.widgets import OptionList

from landrush_tui.app import LandRushApp
from landrush_tui.screens.saved_games import SavedGamesScreen
from landrush_tui.storage import SaveStore


async def test_reading_and_filling_a_torn_down_list_does_nothing(tmp_path):
    app = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = SavedGamesScreen(SaveStore(tmp_path))
        app.push_screen(screen)
        await pilot.pause(0.3)
        await screen.query_one("#games-message").remove()
        await screen.query_one("#games", OptionList).remove()
        screen.refresh_list()  # what its mount handler does
        screen._fill([], [])  # what the finished read does
        await pilot.pause(0.3)
        assert app.screen is screen
    assert app.return_code in (0, None)
