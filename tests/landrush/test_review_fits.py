"""At 80x24 with ten players the review of the bids (and what Enter and Esc do
then) is on screen: the lots give up their blank lines when the payout schedule
and the review would not fit below them."""

from __future__ import annotations

from landrush_ui import played_turns
from ui_support import app_with_state, screen_text, settings, settle

from landrush_tui.screens.landrush.bid import BidScreen

BOTS = ("Basil", "Vera", "Otto", "Ida", "Nell", "Rex", "Tess", "Umar", "Wim")


async def test_the_review_is_on_screen_at_80x24_with_ten_players():
    state = played_turns(settings("You", *(f"{name}:baseline" for name in BOTS)), 1)
    app = app_with_state(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and len(state.lots) == 5
        await pilot.press("1", "7", "enter")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert app.screen.reviewing
        assert "Review: lot 1 17" in text and "Enter = confirm these bids" in text
        assert "Lot 5" in text and "Last" in text  # every lot and the payout schedule still shown
