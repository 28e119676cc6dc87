"""On the bid screen, h asks the advisor and ? opens the help, as the help promises
(issue 9, item 4: both used to be typed into the bid box)."""

from __future__ import annotations

from textual.widgets import Input
from ui_support import on_bid_screen

from landrush_tui.screens.help import HelpScreen


async def test_h_and_question_mark_work_while_a_bid_box_has_the_focus():
    async with on_bid_screen("You", "Ted:medium", size=(100, 30), seed=3) as (app, pilot, screen):
        assert isinstance(app.focused, Input)
        box = app.focused
        await pilot.press("4", "h")
        await pilot.pause()
        assert box.value == "4" and screen.query_one("#hint-box").display  # the advisor is asked
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and box.value == "4"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("2")
        assert box.value == "42"  # digits still go in
