"""The new-game form at 80x24: a setting's help is shown whole, however long the
chosen option's words (the lot orders' were cut to one line of the row)."""

from __future__ import annotations

from textual.widgets import Select, Static
from ui_support import new_game_form

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import AuctionOrder
from landrush_tui.rules.landrush.help import ORDER_TEXT


def shown(widget: Static) -> str:
    """The words the widget draws in the lines its row shows, as one string (a row
    lower than its help cuts the help's last lines)."""
    rows = min(widget.size.height, widget.parent.size.height)  # type: ignore[union-attr]
    return " ".join(widget.render_line(y).text.strip() for y in range(rows)).strip()


async def test_every_lot_order_help_is_whole_at_80x24():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game_form(app, pilot)
        i = next(i for i, f in enumerate(screen.fields) if f.key == "auction_order")
        select = screen.query_one(f"#opt-{i}", Select)
        words = screen.query_one(f"#opt-{i}-help", Static)
        for j, choice in enumerate(screen.fields[i].choices):
            select.value = j
            await pilot.pause()
            assert shown(words) == ORDER_TEXT[choice.value], choice.value
        assert ORDER_TEXT[AuctionOrder.GO_WEST] in {ORDER_TEXT[c.value] for c in screen.fields[i].choices}

