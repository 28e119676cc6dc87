"""Circuit in the app through Pilot: a whole game from the game chooser at
80x24 (rolls by key, then play to the end), the optional-purchase prompts by
key and by mouse at 120x40, and the ring as the spec's terminal map draws it."""

from __future__ import annotations

import asyncio
import time

import circuit_helpers
from circuit_helpers import position
from ui_support import random_event, screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.chooser import GameChooserScreen
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.screens.new_game import NewGameScreen
from landrush_tui.session import Session
from landrush_tui.widgets.circuit import ring


async def settle(app, pilot) -> None:
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await pilot.pause(0.02)


def screen_name(app) -> str:
    return type(app.screen).__name__


async def test_a_game_from_the_chooser_at_80x24():
    """The chooser, the form's default table, the first rolls by keys (then e: no
    more animations, but a human's roll stays theirs)."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameChooserScreen)
        names = [o.prompt for o in app.screen.query_one("OptionList").options] if app.screen.query("OptionList") else []
        await pilot.press(*["down"] * (list(circuit_helpers.registry.GAMES).index("circuit")), "enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and app.screen.game == "circuit", names
        assert len(app.screen.query("SeatRow")) == 4  # you and Lucky Lu, Prudent Pia, Oracle Olaf
        await pilot.press("ctrl+s")
        rolls = 0
        seen = ""
        for _ in range(3000):
            await settle(app, pilot)
            if screen_name(app) == "RollScreen" and app.screen.is_mounted:
                if rolls == 0:
                    seen = screen_text(app)
                    await pilot.press("plus", "plus", "plus")  # the fastest animations
                if rolls == 3:
                    break
                rolls += 1
                await pilot.press(*(("e", "enter") if rolls == 3 else ("enter",)))
        assert "Make the window larger" not in seen
        for words in (
            "Circuit",
            "to roll",
            "Harbour Refuge",
            "(back to 1)",
            "Imperial Reach",
            "War Tax",
            "Enter rolls",
        ):
            assert words in seen, words
        state = app.session.state
        assert app.session.game == "circuit" and rolls == 3
        assert state.settings.players[0].kind is PlayerKind.HUMAN
        assert sum(t.seat == 0 for t in state.history) == 3  # and the fourth roll screen is up


def near_the_end(players, seed: int, turns_left: int) -> game.State:
    """A forced-purchase game the rules play until ``turns_left`` turns before its end."""
    state = game.new_game(game.Settings(players, "forced", None, seed))
    end = state
    while not end.is_over:
        end, _ = game.apply(end, end.to_move, "roll")
    for _ in range(len(end.history) - turns_left):
        state, _ = game.apply(state, state.to_move, "roll")
    return state


async def test_the_end_of_a_game_by_keys_at_80x24():
    """The last turns of the default table's game played by keys to game over, its
    chart, and q to quit."""
    players = (
        PlayerSpec("You"),
        PlayerSpec("Lucky Lu", PlayerKind.AI, "easy"),
        PlayerSpec("Prudent Pia", PlayerKind.AI, "medium"),
        PlayerSpec("Oracle Olaf", PlayerKind.AI, "hard"),
    )
    state = near_the_end(players, 7, 10)  # seed 7: You roll five of the last ten turns and win
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.flow.ui.pace.speed = 3  # the fastest animations
        rolls = 0
        for _ in range(300):
            await settle(app, pilot)
            if isinstance(app.screen, GameOverScreen):
                break
            if screen_name(app) == "RollScreen" and app.screen.is_mounted:
                rolls += 1
                await pilot.press("enter")
        assert isinstance(app.screen, GameOverScreen)
        state = app.session.state
        assert state.is_over and rolls == 5 and len(state.history) == len(near_the_end(players, 7, 0).history)
        await pilot.pause(0.1)
        assert "win" in screen_text(app)
        await pilot.press("m")  # the chart instead of the final ring
        await pilot.pause(0.1)
        assert "Net worth over" in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_optional_purchase_by_key_and_mouse_at_120x40():
    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "medium"))
    state = game.new_game(game.Settings(players, "optional", 10, 7))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    decisions = []
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(2000):
            await settle(app, pilot)
            name = screen_name(app)
            if isinstance(app.screen, GameOverScreen):
                break
            if name == "RollScreen" and app.screen.is_mounted:
                if not decisions:
                    await pilot.press("plus", "plus", "plus")  # the fastest animation
                if len(decisions) % 2:
                    await pilot.click("#roll")
                else:
                    await pilot.press("enter")
                decisions.append("roll")
            elif name == "BuyScreen" and app.screen.is_mounted:
                text = screen_text(app)
                assert "buy it for" in text and "Decline" in text
                choice = ("b", "d", "#buy", "#decline")[sum(d != "roll" for d in decisions) % 4]
                if choice.startswith("#"):
                    await pilot.click(choice)
                else:
                    await pilot.press(choice)
                decisions.append(choice)
        assert isinstance(app.screen, GameOverScreen)
        state = app.session.state
        assert state.is_over and state.end in ("round_limit", "last_standing")
        ann = [t for t in state.history if t.seat == 0]
        assert len(ann) == sum(d == "roll" for d in decisions)
        asked = [t.effect for t in ann if t.effect.kind == "buy" and t.effect.why != "cannot_afford"]
        assert {e.bought for e in asked} == {True, False}  # both answers reached the rules


def test_the_ring_draws_the_spec_map():
    st = position(
        3,
        money=(9300, 7400, 15600),
        positions=(18, 13, 1),
        owners={2: 0, 3: 1, 4: 2, 7: 2, 9: 0, 10: 1, 11: 2, 12: 0, 13: 1, 16: 2, 18: 2, 19: 0},
    )
    lines = [t.plain for t in ring.ring_lines(st)]
    assert len(lines) == 13 and all(len(line) == 79 for line in lines)
    assert lines[1].startswith(" | 1 R Harbour Refuge") and "|<-|" in lines[1] and "(back to 1)" in lines[1]
    assert lines[2] == " | 2 T Salt Marsh      r600  A        |  |21 T Imperial Reach $3600           |"
    # the spec's own rows (section 8), character for character
    assert " | 4 F Northern Fleet r4000  C        |" in lines[4]
    assert " |10 L Quarry Camp     x150  B        |" in lines[10]
    assert "|18 F Southern Fleet r4000  C  A     |" in lines[5]
    assert " | 1 R Harbour Refuge           C     |<-|      (back to 1)                   |" == lines[1]
    seats = [t.plain for t in ring.seat_lines(st)]
    assert seats[0].startswith(" A Ann") and "worth  17500" in seats[0] and "on 18" in seats[0]
    six = position(6, out=(4,))
    rows = [t.plain for t in ring.seat_lines(six)]
    # a row naming the columns, three rows of two seats, a line on what worth is
    assert len(rows) == 5 and all(len(r) <= 79 for r in rows) and "out" in rows[2]
    assert rows[0].split() == ["money", "plots", "worth", "on"] * 2


async def test_six_seats_fit_80x24():
    players = tuple(PlayerSpec(n, PlayerKind.AI, "easy") for n in ("Ann", "Bo", "Cy", "Di", "Ed")) + (
        PlayerSpec("Flo"),
    )
    state = game.new_game(game.Settings(players, "forced", None, 3))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        # Five bots' animated turns come first: wait for Flo's roll by the clock, not a count.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            await settle(app, pilot)
            if screen_name(app) == "RollScreen" and app.screen.is_mounted:
                break
        text = screen_text(app)
        for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Enter rolls", "Imperial Reach"):
            assert name in text, name
        await pilot.press("f1")
        await pilot.pause(0.2)
        help_text = screen_text(app)
        assert "Race around a ring of 21 spaces" in help_text


async def test_a_storm_of_keys_and_clicks_never_breaks_a_game():
    """Random keys and clicks (every Circuit key, the help, resizes) through a
    hot-seat optional-purchase game with a bot: no crash, only legal decisions."""
    import random

    players = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy", PlayerKind.AI, "hard"))
    state = game.new_game(game.Settings(players, "optional", 10, 11))
    for _ in range(12):  # the storm begins in the middle of the game, the rules having played its start
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    start = len(state.history)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    rng = random.Random(5)
    keys = ["enter", "space", "b", "d", "y", "a", "e", "plus", "minus", "escape", "r", "tab", "f1", "x", "1"]
    async with app.run_test(size=(80, 24)) as pilot:
        app.flow.ui.pace.speed = 3  # the fastest animations: the keys, not the pauses, are the test
        for i in range(200):
            if app.session is not None and app.session.state.is_over:
                break
            await random_event(pilot, rng, keys, 0.8, 0.15)
            if i % 25 == 0:
                await settle(app, pilot)
        await settle(app, pilot)
        assert app.return_code is None  # still running: nothing crashed
        history = app.session.state.history
        assert len(history) > start and all(t.turn == k + 1 for k, t in enumerate(history))


async def test_a_seat_called_you_wins_as_you_do():
    """Seen in a tmux game: game over said "You wins: the last one standing"."""
    import attrs

    state = game.new_game(game.Settings((PlayerSpec("You"), PlayerSpec("Bo")), "forced", None, 1))
    state = attrs.evolve(state, out=(1,), money=(state.money[0], 0), end="last_standing", winners=(0,), to_move=None)
    app = LandRushApp(session=Session.start(state, "circuit"), cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "You win: the last one standing" in text and "You wins" not in text
