"""F1 on the game chooser and on the new-game form shows the rules of the game
the player is looking at, not always Land Rush's."""

from __future__ import annotations

import pytest
from ui_support import settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.screens.chooser import GameChooserScreen
from landrush_tui.screens.help import HelpScreen
from landrush_tui.screens.new_game import NewGameScreen


def _help_title(app: LandRushApp) -> str:
    from textual.widgets import Static

    assert isinstance(app.screen, HelpScreen)
    return str(app.screen.query_one("#help-title", Static).render())


@pytest.mark.parametrize("game", [g for g in registry.GAMES if g != registry.DEFAULT])
async def test_help_on_the_chooser_and_the_form_is_the_chosen_games(game):
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        app.push_screen(GameChooserScreen())
        await settle(app, pilot)
        for _ in range(list(registry.GAMES).index(game)):
            await pilot.press("down")
        await pilot.press("f1")
        await settle(app, pilot)
        assert _help_title(app).startswith(registry.GAMES[game].title)
        await pilot.press("escape")
        await settle(app, pilot)
        app.push_screen(NewGameScreen(game=game))
        await settle(app, pilot)
        await pilot.press("f1")
        await settle(app, pilot)
        assert _help_title(app).startswith(registry.GAMES[game].title)
