"""Keys that arrive in one burst (fast typing, a script, a multiplexer) land where
they would when typed slowly: Tab moves on before the next digit, Enter sees them all."""

from landrush_ui import burst
from ui_support import on_bid_screen, settle


async def test_bids_typed_in_one_burst_fill_each_lot_and_review_sees_them():
    async with on_bid_screen(size=(120, 40)) as (app, pilot, screen):
        burst(app, ["4", "7", "tab", "3", "0", "tab", "2", "0", "enter"])
        await settle(app, pilot)
        assert [box.value for box in screen.query(".lot-bid")] == ["47", "30", "20"]
        assert screen.reviewing
        assert screen.bids() == ([47, 30, 20], ["", "", ""])


async def test_editing_keys_in_a_burst_apply_in_the_order_typed():
    """Backspace, Left, Home and Delete used to act after the digits typed behind them
    in a burst: "5 0 8 BSpace BSpace BSpace 6 0" gave 50 (typed slowly: 60) and
    "1 2 Left 9" gave 129 (slowly: 192)."""
    async with on_bid_screen(size=(120, 40)) as (app, pilot, screen):
        boxes = list(screen.query(".lot-bid"))
        burst(
            app,
            [
                "5",
                "0",
                "8",
                "backspace",
                "backspace",
                "backspace",
                "6",
                "0",
                "tab",
                "1",
                "2",
                "left",
                "9",
                "tab",
                "3",
                "4",
                "home",
                "delete",
                "7",
                "end",
                "backspace",
                "8",
            ],
        )
        await settle(app, pilot)
        assert [box.value for box in boxes] == ["60", "192", "78"]
        burst(app, ["shift+tab", "end", "backspace", "backspace", "backspace", "2", "5", "enter"])
        await settle(app, pilot)
        assert screen.reviewing and screen.bids()[0] == [60, 25, 78]  # "cleared lot 2, typed 25"
