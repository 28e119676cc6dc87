"""The lot order is a rule of the game chosen on the new-game form (not only
read in F1): picked there by keys, it is the order of the game that starts."""

from __future__ import annotations

from textual.widgets import Select
from ui_support import new_game_form, screen_text, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush.help import ORDER_TEXT
from landrush_tui.rules.landrush.settings import AuctionOrder
from landrush_tui.screens.landrush.bid import BidScreen


async def test_the_form_offers_the_lot_order_and_the_game_keeps_it():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await new_game_form(app, pilot)
        labels = [str(label.render()) for label in form.query(".option-label")]
        order = labels.index("Lot order")
        assert "Lot order" in screen_text(app) and ORDER_TEXT[AuctionOrder.RANDOM] in screen_text(app)
        box = form.query_one(f"#opt-{order}", Select)
        box.focus()
        await pilot.press("enter", "down", "enter")  # open the list, the next order, take it
        await pilot.pause()
        assert "Go west" in screen_text(app) and ORDER_TEXT[AuctionOrder.GO_WEST][:30] in screen_text(app)
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen)
        assert app.session.state.settings.auction_order is AuctionOrder.GO_WEST
