"""Keys that arrive in one burst (fast typing, a script, a multiplexer) land where
they would when typed slowly: Tab moves on before the next digit, Enter sees them all."""

from textual import events

from test_ui_support import app_with, settle

from landrush_tui.screens.landrush.bid import BidScreen


def burst(app, keys: list[str]) -> None:
    """Queue every key at once, as a terminal read of several bytes does."""
    for key in keys:
        char = key if len(key) == 1 else None
        app.post_message(events.Key(key, char))


async def test_bids_typed_in_one_burst_fill_each_lot_and_review_sees_them():
    app = app_with("You", "Basil:baseline")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        burst(app, ["4", "7", "tab", "3", "0", "tab", "2", "0", "enter"])
        await settle(app, pilot)
        assert [box.value for box in screen.query(".lot-bid")] == ["47", "30", "20"]
        assert screen.reviewing
        assert screen.bids() == ([47, 30, 20], ["", "", ""])
