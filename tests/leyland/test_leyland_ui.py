"""Ley of the Land in the app through Pilot: a whole game from the game chooser
at 80x24 against bots (bids and actions by key), a hot-seat game with a
hand-over before every human's secret bid (secrecy checked on the full screen
text), placement by mouse with refusals in words, and the map as the spec's
terminal-map section draws it."""

from __future__ import annotations

import asyncio
import os
import re
import time

import attrs
from leyland_helpers import fresh, simple, worked_example
from ui_support import form_from_the_chooser, random_event, screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.flow import ui_for
from landrush_tui.rules import registry
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.leyland import draw
from landrush_tui.session import Session

DEADLINE = 300.0  # a loop bound, not a speed bar: a loaded machine (load 16 on 2 cores) needed 177 s


async def settle(app, pilot) -> None:
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await pilot.pause(0.02)


def screen_name(app) -> str:
    return type(app.screen).__name__


def once(seen: dict, key: str, app) -> None:
    if key not in seen:
        seen[key] = screen_text(app)


async def play_human(app, pilot, seen: dict, bid_for=lambda name, rnd: 1) -> None:
    """One step of whatever screen is up: bid, act (acquire if possible, else pass), continue."""
    name = screen_name(app)
    scr = app.screen
    if not scr.is_mounted:
        return
    if name == "HandOverScreen":
        once(seen, "handover", app)
        await pilot.press(scr.screen.key)
    elif name == "LeylandBidScreen":
        who = scr.state.names()[scr.seat]
        once(seen, "bid", app)
        if seen.get("keep_bids"):
            seen.setdefault("bid_screens", []).append((who, scr.state.round, screen_text(app)))
        bid = min(bid_for(who, scr.state.round), scr.state.money[scr.seat])
        await pilot.press(*str(bid), "enter")
        await pilot.pause(0.02)
        once(seen, "review", app)
        await pilot.press("enter")
    elif name == "LeylandActionScreen":
        once(seen, "action", app)
        if "acquire" in scr.available:
            await pilot.press("a")
            await pilot.pause(0.02)
            once(seen, "slot", app)
            await pilot.press("enter")
            await pilot.pause(0.02)
            once(seen, "place", app)
            await pilot.press("enter")
        else:
            await pilot.press("p")
    elif name in ("LeylandRevealScreen", "LeylandActedScreen"):
        once(seen, name, app)
        await pilot.press("enter")


def last_round_of(state: game.State) -> game.State:
    """The same game carried on by the rules (the human the simple way, the bot as
    itself) to the start of its last round: the end is then a round of keys away."""
    from landrush_tui.ai.registry import bots_for

    rules = registry.get("leyland")
    table = bots_for("leyland")
    start_of_round = state
    while not state.is_over:
        if state.bidding:
            start_of_round = state
        seats, _ = game.ask_of(state)
        decisions = {}
        for s in seats:
            spec = state.settings.players[s]
            if spec.is_ai:
                decisions[s] = table.call_bot(rules, table.load_bot(spec.ai), rules.view(state, s), spec.ai)
            else:
                decisions[s] = simple(state, s)
        state, _ = game.apply(state, decisions)
    return start_of_round


async def play_to(app, pilot, seen: dict, done) -> None:
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline and not done():
        await settle(app, pilot)
        if not seen.get("paced") and screen_name(app) == "LeylandRevealScreen" and app.screen.is_mounted:
            once(seen, "LeylandRevealScreen", app)
            await pilot.press("plus", "plus", "plus", "a")  # the fastest pace, reveals continue by themselves
            seen["paced"] = True
        await play_human(app, pilot, seen)


async def test_a_whole_game_from_the_chooser_at_80x24():
    """From the chooser, two rounds by keys (every screen of a round seen); then the
    same game, carried on by the rules to its last round, played to game over by keys."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await form_from_the_chooser(app, pilot, "leyland")
        assert len(app.screen.query("SeatRow")) == 4  # you and Sprout Sam, Farmer Fen, Oracle Ola
        for _ in range(2):  # a short game: you and Sprout Sam
            await pilot.click(app.screen.query(".seat-remove").last())
            await pilot.pause(0.1)
        assert len(app.screen.query("SeatRow")) == 2
        await pilot.press("ctrl+s")
        seen: dict = {}
        await play_to(app, pilot, seen, lambda: app.session is not None and app.session.state.round > 2)
        pace = app.flow.ui.pace
        assert seen["paced"] and pace.auto and pace.name == "fastest"
        state = app.session.state
        assert app.session.game == "leyland" and state.n == 2
        assert not state.settings.players[0].is_ai and state.settings.players[1].ai == "easy"
        assert any(d.do == "acquire" and d.seat == 0 for e in state.history for d in e.actions)
        for words in ("Ley of the Land", "Market", "secret", "Bid $"):
            assert words in seen["bid"], words
        assert "Bid $1? Enter confirms" in seen["review"]
        assert re.search(r"Bid \$ ?1 +Confirm\b", seen["review"])  # the button grows with its label, not "Confir"
        assert "A acquire" in seen["action"] and "P pass" in seen["action"]
        assert "fits. Enter places it." in seen["place"]
        assert "Everyone pays their bid" in seen["LeylandRevealScreen"] and "Order:" in seen["LeylandRevealScreen"]
        assert "Make the window larger" not in seen["bid"]
        near_end = last_round_of(state)
        await pilot.press("ctrl+q")
        await pilot.pause()

    app = LandRushApp(cursor_blink=False, session=Session.start(near_end, "leyland"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.flow.ui.pace.auto = True
        seen = {"paced": True}
        await play_to(app, pilot, seen, lambda: screen_name(app) == "GameOverScreen" and app.screen.is_mounted)
        assert screen_name(app) == "GameOverScreen"
        state = app.session.state
        assert state.is_over and state.history[: len(near_end.history)] == near_end.history
        await pilot.pause(0.1)
        over = screen_text(app)
        assert "wins" in over or "win " in over
        assert "largest" in over and "bonus" in over and "total" in over
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_hot_seat_bids_stay_secret_behind_the_hand_over():
    players = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy", PlayerKind.AI, "medium"))
    state = game.new_game(game.Settings(players, 7))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))
    async with app.run_test(size=(80, 24)) as pilot:
        seen: dict = {"keep_bids": True}
        handovers = 0
        paced = False
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline and app.session.state.round < 3:
            await settle(app, pilot)
            if screen_name(app) == "HandOverScreen" and app.screen.is_mounted:
                handovers += 1
                text = screen_text(app)
                assert "Pass the keyboard to" in text and "Bid $" not in text
            if not paced and screen_name(app) == "LeylandBidScreen" and app.screen.is_mounted:
                await pilot.press("plus", "plus", "plus", "a")
                paced = True
            await play_human(app, pilot, seen, bid_for=lambda who, rnd: 7 if who == "Ann" else 3)
        assert app.session.state.round >= 3
        assert handovers >= 4  # before each human's bid, every round
        for who, rnd, text in seen["bid_screens"]:
            if who == "Bo" and rnd == 1:
                # Ann's 7 is confirmed but nobody has paid yet: her money is still 10, no bid shown
                assert re.search(r"Ann\s+\$10 ", text), text
                assert not re.search(r"Ann\s+7", text) and "secret until everyone has bid" in text
        assert app.session.state.history[0].bids[:2] == (7, 3)


async def test_placement_by_mouse_refuses_a_mismatch_in_words_at_120x40():
    state = worked_example(fresh(2))
    bo = PlayerSpec("Bo", PlayerKind.AI, "easy")
    state = attrs.evolve(
        state,
        market=(29, 15, 19, 1, 16),
        settings=attrs.evolve(state.settings, players=(state.settings.players[0], bo)),
    )
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))
    async with app.run_test(size=(120, 40)) as pilot:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and screen_name(app) != "LeylandBidScreen":
            await settle(app, pilot)
        await pilot.press("5", "enter", "enter")  # Ann 5: she acts first
        while time.monotonic() < deadline and screen_name(app) != "LeylandActionScreen":
            await settle(app, pilot)
            if screen_name(app) == "LeylandRevealScreen":
                await pilot.press("enter")
        scr = app.screen
        assert scr.seat == 0
        await pilot.click(".-do-acquire")
        await pilot.pause(0.05)
        # click the market tile in slot 1 (tile 29, GYGY) on the map
        await pilot.click("#ley-map", offset=(draw.MARKET_COL + 1, draw.MARKET_ROW + 1))
        await pilot.pause(0.05)
        assert type(app.screen.stage).__name__ == "Place" and app.screen.slot == 1
        # (0, 0) with rotation 1: E is G against (1, 0)'s W Y -> refused in words
        room = draw.room_for(120, 40)  # the tall map: its spaces' pitch, the middle of one
        mid = room.pitch // 2
        cell = (draw.BOARD_COL + mid, draw.BOARD_ROW + mid)
        await pilot.click("#ley-map", offset=(draw.BOARD_COL + mid, draw.BOARD_ROW + room.pitch + mid))  # (0, 1) first
        await pilot.pause(0.05)
        assert app.screen.cursor == (0, 1)
        while app.screen.rotation != 1:
            await pilot.click(".-rotate")
            await pilot.pause(0.02)
        await pilot.click("#ley-map", offset=cell)
        await pilot.pause(0.05)
        assert app.screen.cursor == (0, 0)
        text = screen_text(app)
        assert "does not fit" in text and "E edge is green" in text
        await pilot.click("#ley-map", offset=cell)  # a second click on a misfit does not place
        await pilot.pause(0.05)
        assert screen_name(app) == "LeylandActionScreen"
        while app.screen.rotation != 0:
            await pilot.click(".-rotate")
            await pilot.pause(0.02)
        assert "fits. Enter places it." in screen_text(app)
        await pilot.click("#ley-map", offset=cell)
        await pilot.pause(0.2)
        await settle(app, pilot)
        e = app.session.state
        done = e.actions[0] if e.actions else e.history[-1].actions[0]
        assert done.do == "acquire" and done.at == (0, 0) and [c.section for c in done.completed] == [0, 1, 3]
        await pilot.press("f1")
        await pilot.pause(0.3)
        help_text = screen_text(app)
        assert "Build the finest 3 x 3 patch" in help_text and "everyone" in help_text


def test_the_map_draws_the_spec_sections():
    state = worked_example(fresh(4))
    lines = [t.plain for t in draw.map_lines(state, focus=0, right="Di to act")]
    assert len(lines) == 20 and all(len(line) <= 79 for line in lines)
    assert lines[0].startswith("Ley of the Land  round 1  bidding  marker: ") and lines[0].endswith("Di to act")
    assert lines[1].startswith(" Market  1    2    3    4    5")
    # Ann's board: the worked example, row by row as the spec's sketch draws it, its
    # columns lettered on the top edge and its rows numbered on the left edge
    assert lines[7].startswith(" +-a-+-b-+-c-+")
    assert lines[8].startswith(" |   |\\Y/|\\G/|") and lines[9].startswith(" 1   |Y+Y|Y+G|")
    assert lines[12].startswith(" |   |\\G/|\\G/|") and lines[13].startswith(" 2   |Y+G|G*G|")
    assert lines[17].startswith(" 3   |   |Y+G|")
    # right of the boards: provisional points, then the sections of the seat in focus
    assert lines[5].endswith("provisional points") and lines[6].endswith("A Ann           27")
    assert "Ann sections" in lines[10] and lines[11].endswith("G b1-2 c1-3    0/4")
    assert lines[5].startswith(" A Ann     $10  B Bo      $10") and lines[6].startswith(" F5+0 W0+0 L13  F0+0")
    assert ui_for("leyland").help_title().startswith("Ley of the Land")


async def test_a_storm_of_keys_and_clicks_never_breaks_a_game():
    """Random keys and clicks (every Ley of the Land key, digits, the help,
    resizes) through a hot-seat game with a bot: no crash, only legal decisions."""
    import random

    players = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy", PlayerKind.AI, "easy"))
    state = game.new_game(game.Settings(players, 13))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))
    rng = random.Random(5)
    keys = [
        "enter",
        "escape",
        "a",
        "f",
        "s",
        "r",
        "i",
        "p",
        "x",
        "plus",
        "minus",
        "tab",
        "left",
        "right",
        "up",
        "down",
        "1",
        "2",
        "3",
        "5",
        "9",
        "backspace",
        "f1",
        "q",
    ] + ["enter", "backspace"] * 6
    async with app.run_test(size=(80, 24)) as pilot:
        events = 1000 if os.environ.get("LANDRUSH_SOAK") else 80
        for i in range(events):
            if app.session is not None and app.session.state.is_over:
                break
            await random_event(pilot, rng, keys, 0.85, 0.12)
            if i % 10 == 9:  # a sensible move now and then, so the storm reaches every screen
                await settle(app, pilot)
                await play_human(app, pilot, {})
        await settle(app, pilot)
        assert app.return_code is None  # still running: nothing crashed
        st = app.session.state
        assert st.history or st.actions or st.bids is not None or any(p is not None for p in app.session.pending), (
            screen_name(app)
        )
        assert record.replay_data(record.record_of(st)).history == st.history
