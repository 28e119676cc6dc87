"""The new-game form (shared by every game) survives any burst of keys: a key
that removes a row, adds one or closes the form, queued behind another that
does the same, finds the form as it is then (no NoMatches, no StopIteration);
and a pasted name that is too long is taken with a word, not refused with a bell."""

from __future__ import annotations

import random

import pytest
from textual import events
from textual.widgets import Button, Input, Static
from ui_support import key_event

from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.screens.new_game import MAX_NAME, NewGameScreen, SeatRow

GAMES = list(registry.GAMES)


def burst(app, *keys: str) -> None:
    """Keys as a terminal delivers a fast typist's: all queued before any is handled."""
    for key in keys:
        app._driver.process_message(key_event(key))


async def open_form(game: str, pilot, app) -> NewGameScreen:
    for _ in range(400):  # up to 20 s on a busy machine
        await pilot.pause(0.05)
        # Rows mount their fields a moment after the rows themselves: wait for them.
        form = app.screen
        if (
            isinstance(form, NewGameScreen)
            and form.query(SeatRow)
            and all(row.query(".seat-name") and row.query(".seat-remove") for row in form.query(SeatRow))
        ):
            return form
    raise AssertionError(f"no new-game form for {game}: {app.screen!r}")


@pytest.mark.parametrize("game", GAMES)
async def test_enter_on_a_remove_button_and_ctrl_r_in_one_burst(game):
    """``landrush --game NAME`` at 80x24, Tab x4 to seat 2's Remove, then Enter
    and Ctrl+R together: both removals ask for the same row; the second finds
    it gone (its button's row no longer there) and does nothing."""
    app = LandRushApp(cursor_blink=False, game=game)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        form = await open_form(game, pilot, app)
        before = [r.name_value for r in form.query(SeatRow)]
        for _ in range(4):
            await pilot.press("tab")
        button = app.focused
        assert isinstance(button, Button) and button.has_class("seat-remove"), button
        row = next(a for a in button.ancestors if isinstance(a, SeatRow))
        assert row is form.query(SeatRow)[1]  # seat 2's Remove
        burst(app, "enter", "ctrl+r")
        for _ in range(5):
            await pilot.pause()
        after = [r.name_value for r in form.query(SeatRow)]
        # Seat 2 went; Ctrl+R then removed the seat that took the focus, or nothing.
        assert before[1] not in after and len(after) >= max(len(before) - 2, registry.get(game).min_players)
        assert app.screen is form
    assert app.return_code in (None, 0)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("closing", ["escape", "ctrl+s"])
async def test_ctrl_n_bursts_around_a_closing_key(game, closing):
    """Ctrl+N in a burst with the key that closes the form queued among them:
    adds after the close find no form, and do nothing."""
    app = LandRushApp(cursor_blink=False, game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_form(game, pilot, app)
        burst(app, "ctrl+n", "ctrl+n", closing, "ctrl+n", "ctrl+r", "ctrl+n", "ctrl+n")
        for _ in range(8):
            await pilot.pause()
        assert not isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+q")
    assert app.return_code == 0


STORM_KEYS = (
    ["ctrl+n"] * 4
    + ["ctrl+r"] * 4
    + ["enter", "tab", "tab", "shift+tab", "space", "down", "up", "a", "backspace", "escape", "ctrl+s"]
)


@pytest.mark.parametrize("game", GAMES)
async def test_random_bursts_on_the_form(game):
    """Random bursts of the form's keys, each queued at once: never a crash."""
    rng = random.Random(f"form-{game}")
    app = LandRushApp(cursor_blink=False, game=game)
    sent = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(12):
            if not isinstance(app.screen, NewGameScreen):
                if app.screen_stack and len(app.screen_stack) > 1:
                    break  # a game started: the form's work is done
                app.new_game(game=game)
            await open_form(game, pilot, app)
            keys = [rng.choice(STORM_KEYS) for _ in range(rng.randint(3, 15))]
            burst(app, *keys)
            sent += len(keys)
            for _ in range(6):
                await pilot.pause()
    print(f"{game}: {sent} keys in bursts, no crash")


@pytest.mark.parametrize("game", ["landrush", "leyland"])
async def test_a_pasted_name_that_is_too_long_is_taken_with_a_word(game):
    app = LandRushApp(cursor_blink=False, game=game)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        form = await open_form(game, pilot, app)
        name = form.query(SeatRow)[0].query_one(".seat-name", Input)
        name.focus()
        name.value = ""
        await pilot.pause()
        long = "Maximilian the Third of Arden"
        name.post_message(events.Paste(long + "\nsecond line"))
        await pilot.pause()
        assert name.value == long  # never cut; the first line of the paste, as Textual takes it
        told = " ".join(n.message for n in app._notifications)
        assert f"a name has at most {MAX_NAME}" in told, told
        errors = str(form.query_one("#errors", Static).render())
        assert f"Seat 1's name is longer than {MAX_NAME} characters." in " ".join(errors.split())
        assert form.query_one("#start", Button).disabled
        name.value = ""
        name.post_message(events.Paste("Max"))  # a paste that fits goes in as usual, without a word
        await pilot.pause()
        assert name.value == "Max" and not form.query_one("#start", Button).disabled


@pytest.mark.parametrize("game", ["landrush", "auctionland"])
@pytest.mark.parametrize(
    "then", [["escape"], ["ctrl+s"], ["ctrl+r", "ctrl+r", "escape"], ["enter", "ctrl+n", "escape"]]
)
async def test_enter_on_add_seat_then_a_closing_key_in_one_burst(game, then):
    """The Add seat button pressed (Enter) and, in the same burst, keys that
    remove rows or close the form: the add, still mounting its row when the
    form went, must not look for the form's parts ('#add-seat')."""
    app = LandRushApp(cursor_blink=False, game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(game, pilot, app)
        form.query_one("#add-seat", Button).focus()
        await pilot.pause()
        burst(app, "enter", *then)
        for _ in range(8):
            await pilot.pause()
        await pilot.press("ctrl+q")
    assert app.return_code == 0
