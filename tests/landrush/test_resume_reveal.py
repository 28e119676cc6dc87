"""Quitting during the reveal never skips that turn's results (issue 9, item 3)."""

from __future__ import annotations

from ui_support import game_app, settings, settle, type_bids

from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.storage import SaveStore


async def test_quit_during_the_reveal_then_resume_shows_that_reveal_first(tmp_path):
    store = SaveStore(tmp_path)
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.new_game(settings("You", "Basil:baseline", seed=12))
        await pilot.pause()
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        await type_bids(pilot, [5] * len(app.session.state.lots))
        await pilot.press("enter", "enter")  # review, confirm
        await settle(app, pilot)
        assert isinstance(app.screen, RevealScreen) and app.screen.report.turn == 1
        [info] = store.list()
        assert store.load(info.path).shown is False  # the turn is played, its reveal not yet seen
        await pilot.press("ctrl+q")
        await pilot.pause()
    turn1 = store.load(info.path).state.history[0]

    again = game_app(tmp_path)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await settle(again, pilot)
        reveal = again.screen
        assert isinstance(reveal, RevealScreen) and reveal.report == turn1
        await pilot.press("escape", "space")  # to the payout, then on
        await settle(again, pilot)
        assert not isinstance(again.screen, RevealScreen)
        assert store.load(info.path).shown is True  # seen now: a later resume goes straight on
        assert again.session.state.turn == 2
        await pilot.press("f3")  # and the last turn's reveal stays one key away
        await pilot.pause()
        assert isinstance(again.screen, RevealScreen) and again.screen.report == turn1
        depth = len(again.screen_stack)
        await pilot.press("f3")  # on that reveal: no second copy on top
        await pilot.pause()
        assert len(again.screen_stack) == depth and again.screen.report == turn1
