"""Land Rush at 80x24 with 10 seats: the payout step of the reveal has no room for
the map beside every payout row, so the map of the turn's sales is one key away
(m, named on the screen) and m again brings the payouts back."""

from __future__ import annotations

from textual.widgets import Static
from ui_support import screen_text, settings, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import new_game, play_turn
from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.session import Session
from landrush_tui.widgets.landrush.field_map import ENLARGE, FieldMap


async def test_the_map_is_one_named_key_away_from_the_payouts():
    names = ["You"] + [f"Bot{i}:baseline" for i in range(1, 10)]
    state = new_game(settings(*names, seed=8))
    bids = [[10 + s] * len(state.lots) for s in range(10)]
    after, report = play_turn(state, bids)
    app = LandRushApp(session=Session.start(after), cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.push_screen(RevealScreen(state, report, None))
        await pilot.pause()
        await pilot.press("escape")  # straight to the payouts
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RevealScreen) and screen.step == screen.last_step
        fmap = screen.query_one(FieldMap)
        standings = screen.query_one("#standings", Static)
        assert not fmap.display or fmap.size.height == 0
        assert standings.display and all(f" {name}" in screen_text(app) for name in ("You", "Bot9"))
        assert "m: the map" in screen_text(app)

        await pilot.press("m")
        await pilot.pause()
        assert fmap.display and fmap.size.height > 0 and not standings.display
        drawn = "".join(fmap.render_line(y).text for y in range(fmap.size.height))
        assert ENLARGE not in drawn
        for sale in report.sales:  # every field sold this turn is on it, with its owner's mark
            assert fmap.owners[sale.field] == sale.winner
        assert "m: the payouts again" in screen_text(app)

        await pilot.press("m")
        await pilot.pause()
        assert standings.display and (not fmap.display or fmap.size.height == 0)
        await pilot.press("space")  # the reveal goes on from either view
        await pilot.pause()
        assert not isinstance(app.screen, RevealScreen)
