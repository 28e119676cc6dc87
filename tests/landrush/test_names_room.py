"""In a wide window the tables beside the map show whole names: at 120x40 no
name of up to 14 characters (the form's limit) is cut on the bid screen's table,
the reveal or game over; at 80x24 they are cut, and stay distinct."""

from __future__ import annotations

from landrush_ui import played_turns
from ui_support import app_with_state, finished_state, screen_text, settings, settle

from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.game_over import GameOverScreen
from landrush_tui.screens.landrush.reveal import RevealScreen

NAMES = ["You"] + [f"Steady Teddy {i}" for i in range(1, 10)]  # 14 characters each
SEATS = [NAMES[0]] + [f"{name}:baseline" for name in NAMES[1:]]


def whole_names(text: str) -> list[str]:
    return [name for name in NAMES[1:] if name in text]


async def test_the_bid_screen_table_and_the_reveal_show_whole_names_at_120x40_only():
    state = played_turns(settings(*SEATS), 1)
    app = app_with_state(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen)
        assert whole_names(screen_text(app)) == NAMES[1:]  # the table of everyone, always shown here
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("t")  # the table of everyone, in a short window
        await pilot.pause()
        text = screen_text(app)
        assert whole_names(text) == [] and "Steady…1" in text and "Steady…9" in text
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.press(*"12", "enter", "enter")
        await settle(app, pilot)
        assert isinstance(app.screen, RevealScreen)
        await pilot.press("space")
        await pilot.pause()
        assert whole_names(screen_text(app)) == NAMES[1:]  # the bids on lot 1, a row each


async def test_game_over_ranks_whole_names_at_120x40():
    app = app_with_state(finished_state(*SEATS))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert whole_names(screen_text(app)) == NAMES[1:]
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        text = screen_text(app)
        assert len(whole_names(text)) <= 1 and "Steady…" in text  # only the winner's line names one whole
