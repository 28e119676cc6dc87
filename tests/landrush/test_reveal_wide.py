"""The reveal shows every lot's bids beside the map, 5 lots and 10 players too (issue 9, item 1)."""

from __future__ import annotations

import pytest
from ui_support import screen_text, settings, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import new_game, play_turn
from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.session import Session


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
@pytest.mark.parametrize("seats", [5, 10])
async def test_every_lot_column_and_the_footnote_are_shown(seats: int, size: tuple[int, int]):
    names = ["You"] + [f"Bot{i}:baseline" for i in range(1, seats)]
    state = new_game(settings(*names, seed=8))
    k = len(state.lots)
    # Big bids for everyone, so some are lowered (the footnote) and wide numbers must fit.
    bids = [[max(state.money[s] - 1, 0) if j else state.money[s] for j in range(k)] for s in range(seats)]
    after, report = play_turn(state, bids)
    app = LandRushApp(session=Session.start(after), cursor_blink=False)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        app.push_screen(RevealScreen(state, report, None))
        await pilot.pause()
        for _ in range(k):
            await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        header = next(line for line in text.splitlines() if "Bids on" in line or "Bids" in line)
        assert header.split()[-k:] == [str(j) for j in range(1, k + 1)], header
        assert "* lowered to the bidder's money" in " ".join(text.split())
