"""A stage of a decision screen counts from when it was painted, not from when
the program began it: on a busy machine the two are far apart."""

from __future__ import annotations

from ui_support import app_with, settle

from landrush_tui.screens.landrush.bid import BidScreen


async def test_a_stage_counts_from_when_it_was_painted(key_gate):
    """Seen in tmux at a load of 14 on two cores: a hand-over passed, Bob's bid
    screen was begun but not yet on the terminal, and an Enter run typed at the
    table that was still showing reviewed and confirmed his zeros."""
    app = app_with("Ann", "Basil:baseline")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        began = key_gate.now
        screen.restage()
        key_gate.advance(1.0)  # the busy machine paints it a second later
        await pilot.pause()
        # A run begun half a second after the stage began: nobody saw the stage yet.
        assert not screen.counts("enter", began + 0.5, began + 0.95)
        # A run begun after the paint, past the grace, is a person's.
        assert screen.counts("enter", began + 1.1, began + 1.6)
