"""The new-game form never cuts a name or a seed silently (issue 9, item 10)."""

from __future__ import annotations

from textual.widgets import Button, Input
from ui_support import new_game_form, screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.screens.new_game import MAX_NAME, SeatRow


async def test_a_long_name_and_a_long_seed_are_refused_with_a_word_not_cut():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await new_game_form(app, pilot)
        name = screen.query(SeatRow)[0].query_one(".seat-name", Input)
        name.value = "Maximilian the Third"  # 20 characters
        await pilot.pause()
        assert name.value == "Maximilian the Third"  # kept as typed
        assert f"Seat 1's name is longer than {MAX_NAME} characters." in " ".join(screen_text(app).split())
        assert screen.query_one("#start", Button).disabled
        name.value = "Max"
        seed = screen.query_one("#seed", Input)
        seed.value = "12345678901234567890123456"
        await pilot.pause()
        assert seed.value == "12345678901234567890123456"
        assert "The seed has at most 18 digits." in screen_text(app)
        assert screen.query_one("#start", Button).disabled
        seed.value = "999999999999999999"
        await pilot.pause()
        assert not screen.query_one("#start", Button).disabled
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.session is not None and app.session.state.settings.seed == 999999999999999999


async def test_the_form_says_nothing_of_the_window_when_the_map_fits_80x24_at_every_table():
    """The compact map fits 80x24 with 10 players: the form no longer asks for a
    larger window, and it still would below what the map needs."""
    from landrush_tui.flow import ui_for

    ui = ui_for("landrush")
    assert all(ui.window_needed(n) == (80, 24) for n in range(2, 11))
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n", "enter")
        await pilot.pause()
        for _ in range(6):
            await pilot.press("ctrl+n")
            await pilot.pause()
        assert "needs a window" not in screen_text(app)


async def test_ctrl_r_removes_the_focused_seat_says_which_and_keeps_the_focus_near():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await new_game_form(app, pilot)
        rows = list(screen.query(SeatRow))
        names = [r.name_value for r in rows]
        rows[1].query_one(".seat-name", Input).focus()
        await pilot.press("ctrl+r")
        await pilot.pause()
        left = [r.name_value for r in screen.query(SeatRow)]
        assert left == names[:1] + names[2:]  # the seat that had the focus, not the last
        assert app.focused is screen.query(SeatRow)[1].query_one(".seat-name", Input)  # its successor
        assert any(f"Removed seat 2 ({names[1]})." in n.message for n in app._notifications)
