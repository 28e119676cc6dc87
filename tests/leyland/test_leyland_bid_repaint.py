"""A digit in Ley of the Land's bid box is painted in one frame with the words it
changes: they came a frame (1/60 s) later, through the box's Changed message, which
doubled the wall time of every digit in bench/bench_repaint.py."""

from __future__ import annotations

from ui_support import painted_frames, post_key, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.leyland import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.leyland.bid import LeylandBidScreen
from landrush_tui.session import Session


async def test_a_digit_and_its_words_are_painted_in_one_frame(monkeypatch):
    players = (PlayerSpec("You"), PlayerSpec("Bot", PlayerKind.AI, "easy"))
    state = game.new_game(game.Settings(players, 11))
    app = LandRushApp(session=Session.start(state, "leyland"), cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, LeylandBidScreen)
        await pilot.pause(0.3)
        frames = painted_frames(monkeypatch)
        # "9" is more than the $10 allowed only with a second digit: "99" changes the words.
        for key in ("9", "9", "backspace"):
            await post_key(app, frames, key)
            assert len(frames) == 1, (key, frames)
        assert app.screen.query_one("#ley-bid").value == "9"  # type: ignore[attr-defined]
