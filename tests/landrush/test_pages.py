"""Land Rush's legend (k) and log (g): readable at 80x24, and the log is public:
it never shows a bid of the turn under way, even one already confirmed, nor the
seed."""

from __future__ import annotations

from landrush_ui import played_turns
from textual.widgets import Input
from ui_support import app_with_state, screen_text, settings, settle

from landrush_tui.rules.landrush import new_game
from landrush_tui.rules.landrush.ruleset import RULES
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.landrush import LandRushUI
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.pages import legend_text, log_text
from landrush_tui.screens.page import PageScreen
from landrush_tui.widgets.palette import player_marks


def test_the_legend_names_every_mark_and_column_in_lines_that_fit_80_columns():
    words = LandRushUI(RULES).legend()
    assert words == legend_text()
    assert all(len(line) <= 76 for line in words.splitlines())  # the page's border and padding
    for meaning in ("next turn's lots", "paid 33", "Heavy outline", "Rgn", "Fld", "Last", "lowered", "Price"):
        assert meaning in words


def test_the_log_tells_played_turns_and_hides_the_turn_under_way():
    state = played_turns(settings("Ann", "Bob", "Basil:baseline", seed=918273645), 2)
    text = log_text(state).plain
    assert "Turn 1 of" in text and "Turn 2 of" in text and "Turn 3 of" in text
    assert "under way" in text and "secret until everyone has bid" in text
    assert "seed" not in text.lower() and str(state.settings.seed) not in text
    assert all(len(line) <= 76 for line in text.splitlines())
    first = state.history[0]
    sale = first.sales[0]
    mark = player_marks(state.settings.names)[sale.winner]
    assert f"Lot 1:  {mark}  {state.settings.names[sale.winner]}" in text
    assert "No turn has been played yet" in log_text(new_game(state.settings)).plain


async def test_g_on_the_next_hand_over_does_not_show_bids_already_confirmed():
    """Ann confirms 413 on lot 1; at Bob's hand-over g shows the log (turns 1-2
    played) and k the legend, at 80x24, and neither holds 413."""
    state = played_turns(settings("Ann", "Bob", "Basil:baseline", seed=918273645), 2)
    app = app_with_state(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 0
        await pilot.press("4", "1", "3", "enter", "enter")
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen)
        scroll = app.screen.query_one("#page")
        for _ in range(50):  # the log opens at its end, once it has been laid out
            if scroll.max_scroll_y and scroll.scroll_y == scroll.max_scroll_y:
                break
            await pilot.pause(0.05)
        page = screen_text(app)
        assert "under way" in page and "413" not in page
        await pilot.press("home")
        await pilot.pause()
        page = screen_text(app)
        assert "the game so far" in page and "Turn 1 of" in page
        await pilot.press("g")  # the key that opened it closes it
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen)
        page = screen_text(app)
        assert "what the board shows" in page and "THE MAP" in page and "413" not in page
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)


async def test_k_and_g_work_while_typing_a_bid():
    """The bid boxes have the focus on the bid screen: k and g still open the legend
    and the log (a letter typed in a box never reached the App), and type nothing."""
    state = played_turns(settings("You", "Basil:baseline", seed=918273645), 1)
    app = app_with_state(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        bid = app.screen
        assert isinstance(bid, BidScreen)
        await pilot.press("4", "k")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen) and "THE MAP" in screen_text(app)
        await pilot.press("escape", "g")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen) and "under way" in screen_text(app)
        await pilot.press("escape", "2")
        await pilot.pause()
        assert app.screen is bid and bid.query_one("#lot-1", Input).value == "42"
