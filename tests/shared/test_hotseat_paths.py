"""Privacy on the side paths: with two humans at the keyboard, help (F1, ?), the
last report (F3) and the command palette opened on a hand-over never open the
waiting seat's private screen; closing them leaves the hand-over where it was,
and only the named seat's key passes it."""

from __future__ import annotations

import pytest
from hotseat_mash import game_app
from ui_support import settle

from landrush_tui.screens.handover import HandOverScreen

# The games whose first decision of a fresh two-human game is private.
GAMES = ["landrush", "leyland"]
SIDE_PATHS = [("f1", "escape"), ("question_mark", "escape"), ("f3", "escape"), ("ctrl+p", "escape")]


async def _at_hand_over(app, pilot) -> HandOverScreen:
    for _ in range(10):
        await settle(app, pilot)
        if isinstance(app.screen, HandOverScreen):
            break
    assert isinstance(app.screen, HandOverScreen), type(app.screen).__name__
    return app.screen


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("opener", "closer"), SIDE_PATHS)
async def test_a_side_path_opened_on_a_hand_over_comes_back_to_it(game, opener, closer):
    app = game_app(game, humans=2, bots=1)
    async with app.run_test(size=(100, 32)) as pilot:
        hand_over = await _at_hand_over(app, pilot)
        seat = hand_over.seat
        await pilot.press(opener)
        await settle(app, pilot)
        assert app.screen is not hand_over or opener == "f3"  # F3 before any turn: a notice only
        for _ in range(3):  # a hurried player closes it and goes on pressing Enter
            await pilot.press(closer)
            await settle(app, pilot)
            await pilot.press("enter")
            await settle(app, pilot)
            if app.screen is hand_over:
                break
        assert app.screen is hand_over, type(app.screen).__name__
        assert app.session.pending[seat] is None, "a decision was made past the hand-over"
        await pilot.press(hand_over.key)
        await settle(app, pilot)
        assert not isinstance(app.screen, HandOverScreen) and app.screen.seat == seat
