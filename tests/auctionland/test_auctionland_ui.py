"""Auction Land in the app through Pilot: started from the game chooser at
80x24; a whole game solo against bots by keys and mouse; a hot-seat game with
hidden money (hand-overs before every private screen and only then, no other
seat's money ever on screen); visible money (no hand-overs, money by the
names); and the map as the spec's terminal-map section draws it."""

from __future__ import annotations

import asyncio
import re
import time

from auctionland_helpers import position, tiles_at
from ui_support import form_from_the_chooser, screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.auctionland import draw
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.session import Session

DECIDE = ("TakeScreen", "PlaceScreen", "CallScreen", "HammerScreen")
PRIVATE = ("TakeScreen", "CallScreen", "HammerScreen")


async def settle(app, pilot) -> None:
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await pilot.pause(0.02)


def shown(app, full: bool = False) -> str:
    """The text of every widget on the screen (the SVG export splits styled runs
    apart, so it is added only with ``full``: negative checks on the whole terminal)."""
    from textual.widgets import Button, Static

    parts = []
    for w in app.screen.query("*"):
        if isinstance(w, Static) and w.display:
            c = w.content
            parts.append(c.plain if hasattr(c, "plain") else str(c))
        elif isinstance(w, Button):
            parts.append(str(w.label))
    return "\n".join(parts) + ("\n" + screen_text(app) if full else "")


def screen_name(app) -> str:
    return type(app.screen).__name__


def app_for(players, seed: int = 3, market: int = 6, money: str = "hidden") -> LandRushApp:
    state = game.new_game(game.Settings(players, market, money, seed))
    return LandRushApp(cursor_blink=False, session=Session.start(state, "auctionland"))


async def answer(app, pilot, k: int, mouse: bool = False) -> None:
    """A legal answer to the decision screen on top, by key (or by mouse)."""
    name = screen_name(app)
    if name == "TakeScreen":
        if mouse:
            await pilot.click("#take")
        else:
            await pilot.press("right" if k % 3 == 1 else "left", "enter")
    elif name == "PlaceScreen":
        if k % 2:
            await pilot.press("r")
        if mouse:
            await pilot.click("#place")
        else:
            await pilot.press("enter")
    elif name == "CallScreen":
        if mouse:
            if k % 2 == 0:
                await pilot.click("#more")
                await pilot.click("#less")
            await pilot.click("#pass" if k % 2 else "#bid")
        else:
            await pilot.press("p" if k % 3 == 0 else "enter")
    elif name == "HammerScreen":
        await pilot.press("b" if k % 2 else "s")


async def test_start_from_the_chooser_at_80x24():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await form_from_the_chooser(app, pilot, "auctionland")
        await pilot.press("ctrl+s")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and screen_name(app) not in DECIDE:
            await settle(app, pilot)
            if screen_name(app) == "MoveScreen":
                await pilot.press("e")
        assert screen_name(app) in DECIDE
        text = shown(app)
        assert "Make the window larger" not in text
        for words in ("Auction Land", "Market", "1 free", "gavel", "P0 L0 M0"):
            assert words in text, words
        assert app.session.game == "auctionland"
        await pilot.press("f1")
        await pilot.pause(0.3)
        assert "paradise island" in screen_text(app)  # this game's help, via help_markdown


def late_in_a_game(players, seed: int, market: int = 6, tiles: int = 13) -> game.State:
    """A game the rules played (each seat's decisions by the easy bot) up to the
    human's first build once some island holds ``tiles`` tiles: a few turns from the end."""
    from landrush_tui.ai.auctionland import BOTS
    from landrush_tui.rules.auctionland.view import public_view

    state = game.new_game(game.Settings(players, market, "hidden", seed))
    while not (
        max(len(i) for i in state.islands) >= tiles
        and state.seat == 0
        and state.step == "take"
        and state.purpose == "build"
    ):
        seat = state.seat
        assert seat is not None, "the game ended first"
        state, _ = game.apply(state, seat, BOTS["easy"](public_view(state, seat)))
    return state


async def test_a_whole_game_solo_against_bots_by_keys_and_mouse():
    """The last turns of a solo game, every decision screen answered by keys or
    the mouse, to the shared game over and its Quit button."""
    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "easy"))
    state = late_in_a_game(players, seed=4)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "auctionland"))
    seen: set[str] = set()
    k = 0
    async with app.run_test(size=(80, 24)) as pilot:
        app.flow.ui.pace.to_end = True  # no pauses after the bot's moves
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            await settle(app, pilot)
            name = screen_name(app)
            if isinstance(app.screen, GameOverScreen):
                break
            if name in DECIDE and app.screen.is_mounted:
                if name not in seen:
                    text = shown(app)
                    assert "Make the window larger" not in text
                    if name == "PlaceScreen":
                        assert "++" in text or "(0,0)" in text
                    if name == "TakeScreen":
                        assert "private to Ann" in text and "you keep $" in text
                seen.add(name)
                await answer(app, pilot, k, mouse=k % 4 == 3)
                k += 1
        assert isinstance(app.screen, GameOverScreen), screen_name(app)
        state = app.session.state
        assert state.is_over and {"TakeScreen", "PlaceScreen"} <= seen
        over = screen_text(app)
        for words in ("Game over", "beach", "park", "GxH", "total", "money", "Peace", "Love", "Music"):
            assert words in over, words
        await pilot.click("#quit")
        await pilot.pause()
    assert app.return_code == 0


async def test_hot_seat_hidden_money_hands_over_before_private_screens_only():
    players = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy", PlayerKind.AI, "easy"))
    app = app_for(players, seed=8)
    handovers = 0
    decisions = 0
    last_human = None
    handed = None
    async with app.run_test(size=(80, 24)) as pilot:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and decisions < 18:
            await settle(app, pilot)
            name = screen_name(app)
            if name == "MoveScreen":
                await pilot.press("e")
                continue
            state = app.session.state
            text = shown(app, full=name == "HandOverScreen" or decisions % 6 == 0)
            names = ["Ann", "Bo", "Cy"]
            if name == "HandOverScreen":
                handovers += 1
                seat = state.seat
                assert f"Pass the keyboard to {names[seat]}" in text
                assert "private to" not in text and not re.search(r"Ann \$|Bo \$|Cy \$", text)
                assert last_human != seat  # never a hand-over to the seat whose private screen was last
                handed = seat
                await pilot.press(app.screen.key)
                await settle(app, pilot)
                assert screen_name(app) in PRIVATE
                continue
            if name in DECIDE and app.screen.is_mounted:
                seat = app.screen.seat
                if name in PRIVATE:
                    assert f"private to {names[seat]}: ${state.money[seat]}" in text
                    others = [names[s] for s in range(3) if s != seat]
                    assert all(f"private to {o}" not in text for o in others)
                    if last_human != seat:  # after a public placement too (spec 8, amended)
                        assert handed == seat, "a private screen without a hand-over after someone else's move"
                else:
                    assert "private to" not in text
                assert not re.search(r"[A-F] (Ann|Bo|Cy) \$\d", text)  # no money by the names
                last_human, handed = (seat if name in PRIVATE else None), None
                await answer(app, pilot, decisions)
                decisions += 1
            elif name == "AuctionTable":
                assert "private to" not in text
        assert handovers >= 3 and decisions >= 18


async def test_visible_money_has_no_hand_overs_and_shows_money():
    players = (PlayerSpec("Ann"), PlayerSpec("Bo"))
    app = app_for(players, seed=9, money="visible")
    async with app.run_test(size=(120, 40)) as pilot:
        for k in range(12):
            await settle(app, pilot)
            name = screen_name(app)
            assert name != "HandOverScreen"
            if name == "TakeScreen":
                text = shown(app)
                st = app.session.state
                assert f"Ann ${st.money[0]}" in text and f"Bo ${st.money[1]}" in text
            if name in DECIDE:
                await answer(app, pilot, k, mouse=k % 3 == 0)


async def test_refused_input_is_said_on_the_screen_and_changes_nothing():
    st = position(2, money=(2, 9), islands={0: tiles_at([(0, 0), (1, 0), (2, 0), (3, 0)])})
    app = LandRushApp(cursor_blink=False, session=Session.start(st, "auctionland"))
    async with app.run_test(size=(80, 24)) as pilot:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and screen_name(app) != "TakeScreen":
            await settle(app, pilot)
            if screen_name(app) == "HandOverScreen":
                await pilot.press(app.screen.key)
        before = app.session.state
        await pilot.press("9")  # beyond the market
        await pilot.pause(0.1)
        assert "market has only" in shown(app)
        await pilot.press("5")  # $4 of skips with $2
        await pilot.pause(0.1)
        assert "in skips" in shown(app) and app.session.state == before and screen_name(app) == "TakeScreen"
        await pilot.press("enter")
        while time.monotonic() < deadline and screen_name(app) != "PlaceScreen":
            await settle(app, pilot)
        placing = app.session.state
        assert app.screen.cursor == (0, -1)
        await pilot.press("down", "enter")  # (0, 0) holds a tile
        await pilot.pause(0.1)
        assert screen_name(app) == "PlaceScreen" and "Not there" in shown(app) and "already holds" in shown(app)
        assert app.session.state == placing
        await pilot.press("down", "r", "enter")  # (0, 1) is legal
        await settle(app, pilot)
        assert app.session.state.islands[0][-1].at == (0, 1) and app.session.state.islands[0][-1].rotation == 1


def test_the_map_draws_the_spec_sketch_parts():
    st = position(6, money=(9, 9, 9, 9, 9, 9))
    st, _ = game.apply(st, 0, 3)
    st, _ = game.apply(st, 0, (0, 0, 1))
    st, _ = game.apply(st, 0, 6)
    st, _ = game.apply(st, 1, 1)
    lines = draw.board_text(st, private=2).plain.split("\n")
    assert len(lines) <= 21 and all(len(line) <= 80 for line in lines)
    assert lines[0].startswith("Auction Land  turn 1  gavel: A Ann  auction")
    assert "private to Cy: $9" in lines[0]
    assert lines[1].startswith(" Market 1 free 2      3")
    assert "high: $1 B Bo" in lines[6] and "to call: C Cy" in lines[6]
    assert "A Ann" in lines[7] and "F Flo" in lines[7]
    assert lines[8].count("+--------+") == 6
    assert "P0 L0 M0" in lines[18]
    public = draw.board_text(st).plain
    assert "private" not in public and "$9" not in public
