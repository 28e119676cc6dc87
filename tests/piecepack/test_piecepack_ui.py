"""Landrush for piecepack in the app through Pilot: a whole solo game against
the bots from the game chooser at 80x24, a hot-seat game by keys and mouse at
120x40 (nothing is hidden, so no hand-over ever), the take-over preview, a
no-play turn, the tracts panel and game over."""

from __future__ import annotations

import asyncio

import attrs
import piecepack_helpers as h
from piecepack_helpers import position, screen_text, tract
from ui_support import form_from_the_chooser

from landrush_tui.app import LandRushApp
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.widgets.piecepack import board


async def settle(app, pilot) -> None:
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await pilot.pause(0.02)


def name_of(app) -> str:
    return type(app.screen).__name__


def click_offset(sq: tuple[int, int], scale: board.Scale = board.SMALL) -> tuple[int, int]:
    """Where a square is drawn inside the map widget."""
    return board.where(sq, scale)


async def test_a_solo_game_from_the_chooser_at_80x24():
    """From the title through the chooser and the form into the game: the opening,
    a play and a turn's report, each read on the screen."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await form_from_the_chooser(app, pilot, "piecepack")
        assert len(app.screen.query("SeatRow")) == 3  # you, Steady Stan, Seer Sela
        await pilot.press("ctrl+s")
        seen: dict[str, str] = {}
        plays = 0
        for _ in range(300):
            await settle(app, pilot)
            name = name_of(app)
            if "PlayScreen" in seen and "TurnScreen" in seen:
                break  # all it reads is on the screens by now; no bot is thinking on a play screen
            if not app.screen.is_mounted:
                continue
            if name == "HandOverScreen":
                raise AssertionError("nothing is hidden: no hand-over")
            if name in ("OpeningScreen", "PlayScreen", "TurnScreen") and name not in seen:
                await pilot.pause(0.2)  # the footer is rebuilt a moment after the screen (coalesced)
                seen[name] = screen_text(app)
                continue  # the screen may have moved on meanwhile: look again
            if name == "OpeningScreen":
                # Reports at the normal pace: at the fastest, a busy machine's settle
                # can outlast a report, and the loop would never see one.
                await pilot.press("right", "enter")
            elif name == "PlayScreen":
                plays += 1
                await pilot.press("enter")
        play = seen["PlayScreen"]
        for words in (
            "Landrush (piecepack)",
            "Suns",
            "Moons",
            "Crowns",
            "Arms",
            "Null",
            "Ace",
            "coin:",
            "S  M  L score*",
            "provisional",
            "Tile ",
            "Enter",
            "1-4",
            "S/M/L",
            "You:",
        ):
            assert words in play, (words, play)
        assert "Make the window larger" not in play
        assert "place your opening medium" in seen["OpeningScreen"]
        state = app.session.state
        assert app.session.game == "piecepack" and not state.in_openings and state.to_move == 0
        assert state.settings.players[0].kind is PlayerKind.HUMAN


def near_the_end(players, seed: int, left: int) -> game.State:
    """A game the bots (medium) played up to ``left`` turns before their own end."""
    from landrush_tui.ai.piecepack import medium
    from landrush_tui.rules.piecepack.series import steps
    from landrush_tui.rules.piecepack.view import public_view

    bots = game.Settings(tuple(PlayerSpec(p.name, PlayerKind.AI, "medium") for p in players), seed)
    state = game.new_game(bots)
    while not state.is_over:
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, game.PASS if what == game.PASS else medium(public_view(state, seat)))
    played = steps(state)
    at = played[max(len(played) - left - 1, state.n - 1)][0]
    return attrs.evolve(at, settings=game.Settings(tuple(players), seed))


async def test_a_solo_game_ends_by_keys_on_the_shared_game_over_at_80x24():
    players = (PlayerSpec("You"), PlayerSpec("Steady Stan", PlayerKind.AI, "medium"))
    app = LandRushApp(cursor_blink=False, session=Session.start(near_the_end(players, 5, 6), "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("e")  # no more reports: play to the end
        for _ in range(300):
            await settle(app, pilot)
            name = name_of(app)
            if name == "GameOverScreen" or not app.screen.is_mounted:
                if name == "GameOverScreen":
                    break
                continue
            if name == "PlayScreen":
                await pilot.press("enter")
            elif name == "TurnScreen" and getattr(app.screen, "wait", False):
                await pilot.press("enter")
        assert name_of(app) == "GameOverScreen", name_of(app)
        assert app.session.state.is_over
        await pilot.pause(0.1)
        over = screen_text(app)
        assert "pyramids" in over and "total" in over and " win" in over and "New game" in over, over
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_hot_seat_by_keys_and_mouse_at_120x40():
    """Two humans at one keyboard, the end of a game (the start played by bots)."""
    state = near_the_end((PlayerSpec("Ann"), PlayerSpec("Bo")), 21, 6)
    played_before = len(state.history)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "piecepack"))
    clicks = keys = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("e")  # no reports between the turns
        for _ in range(400):
            await settle(app, pilot)
            name = name_of(app)
            assert name != "HandOverScreen"
            if name == "GameOverScreen":
                break
            if not app.screen.is_mounted:
                continue
            scr = app.screen
            if name == "PlayScreen":
                legal = [i for i in scr.infos if i.legal]
                if (clicks + keys) % 2:
                    sq = legal[-1].square
                    if sq != scr.infos[scr.pick].square:  # a click on the chosen square would play it
                        await pilot.click("#map", offset=click_offset(sq, board.BIG))
                    size = legal[-1].sizes[-1]
                    await pilot.click(f"#size-{size}")
                    await pilot.click("#play")
                    clicks += 1
                else:
                    k = [i.square for i in scr.infos].index(legal[0].square)
                    await pilot.press(str(k + 1), legal[0].sizes[0].lower(), "enter")
                    keys += 1
            elif name == "TurnScreen":
                await pilot.press("enter")
        assert name_of(app) == "GameOverScreen"
        assert clicks >= 2 and keys >= 2
        st = app.session.state
        mine = [t for t in st.history[played_before:] if t.play is not None]
        assert len(mine) == clicks + keys


async def test_the_take_over_preview_names_the_tracts_before_the_player_confirms(monkeypatch):
    pieces = (
        tract(0, "S", (3, 1), (3, 2), (3, 3)) + tract(1, "M", (4, 4), (5, 4)) + tract(2, "L", (3, 5), (3, 6), (3, 7))
    )
    state = position(pieces)
    h.with_coin(monkeypatch, game.tile_of((3, 4)))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert name_of(app) == "PlayScreen"
        await pilot.press("2")  # NE = (3, 4): the take-over square
        await pilot.pause()
        text = screen_text(app)
        assert "takes over Bo's 2 + Cy's 3" in text and "2 NE: S M L takes 5 of Bo, Cy" in text
        assert app.screen.marks().taken == {(4, 4), (5, 4), (3, 5), (3, 6), (3, 7)}
        await pilot.press("x")  # a key that means nothing: nothing happens
        await pilot.press("l")
        await pilot.pause()
        assert "large" in screen_text(app)
        await pilot.press("enter")
        await settle(app, pilot)
        after = app.session.state
        assert after.history[-1].play.takeovers and after.stashes[1] == (5, 5, 5)


def at_a_no_play_turn(monkeypatch) -> LandRushApp:
    """All humans; seat 0's first coin names a tile its own tract fills, seat 1's does not."""
    state = position(tract(0, "M", (0, 0), (1, 0), (0, 1), (1, 1)))
    h.with_coin(monkeypatch, 0, 5)
    return LandRushApp(cursor_blink=False, session=Session.start(state, "piecepack"))


async def until_no_play_report(app, pilot) -> None:
    for _ in range(20):
        await settle(app, pilot)
        if name_of(app) == "TurnScreen":
            break
    assert name_of(app) == "TurnScreen" and app.screen.wait


async def test_a_no_play_turn_says_why_and_continues_on_enter(monkeypatch):
    app = at_a_no_play_turn(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_no_play_report(app, pilot)
        text = screen_text(app)
        assert "no play (the tile is full)" in text and "Enter continues" in text, text
        await pilot.pause(1.5)
        assert name_of(app) == "TurnScreen"  # a human's no-play waits for Enter
        await pilot.press("enter")
        for _ in range(10):
            await settle(app, pilot)
        assert name_of(app) == "PlayScreen" and app.screen.seat == 1


async def test_an_enter_typed_as_a_decision_screen_appears_decides_nothing(monkeypatch, key_gate):
    """An Enter pressed twice to get past a report (or to hurry the bots along) must not
    play the next player's default square unseen: for a moment after the play screen
    appears Enter does nothing (Play shows dimmed); then it plays."""
    app = at_a_no_play_turn(monkeypatch)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_no_play_report(app, pilot)
        await pilot.press("enter")  # past the report
        for _ in range(10):
            await settle(app, pilot)
            if name_of(app) == "PlayScreen":
                break
        assert name_of(app) == "PlayScreen" and app.screen.seat == 1
        before = app.session.state
        key_gate.advance(0.1)
        await pilot.press("enter")  # one too many, at once
        await pilot.pause(0.05)
        assert name_of(app) == "PlayScreen" and app.session.state is before
        key_gate.advance(1.0)
        await pilot.press("enter")  # now deliberately
        for _ in range(10):
            await settle(app, pilot)
        # Bo's play is made (the no-play turn after it may follow by itself)
        history = app.session.state.history
        assert len(history) > len(before.history) and history[len(before.history)].seat == 1


async def test_illegal_choices_are_not_offered_and_say_why(monkeypatch):
    board_only = position(tract(0, "S", (0, 0), (1, 0)), stashes=[(3, 5, 0), (5, 5, 5), (5, 5, 5)])
    h.with_coin(monkeypatch, 1)
    app = LandRushApp(cursor_blink=False, session=Session.start(board_only, "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert name_of(app) == "PlayScreen"
        assert app.screen.query_one("#size-L").disabled  # no large left: not offered
        await pilot.press("l")
        await pilot.pause()
        assert "no large left" in screen_text(app)
        await pilot.click("#map", offset=click_offset((7, 11)))  # off the drawn tile
        await pilot.pause()
        assert "Only the drawn tile" in screen_text(app)
        await pilot.press("t")  # the tracts panel: what each tract scores now
        await pilot.pause()
        assert "Tracts now" in screen_text(app) and "SS:3" in screen_text(app)
        await pilot.press("t")
        await pilot.pause()
        assert "Log" in screen_text(app)
