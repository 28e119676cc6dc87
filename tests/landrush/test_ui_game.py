"""Whole games through the real App with Pilot: solo, and hot-seat with secrecy."""

from __future__ import annotations

from landrush_ui import game_screens, played_turns
from ui_support import app_with, app_with_state, screen_text, settings, settle, type_bids

from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import new_game, remaining_turns, total_turns
from landrush_tui.screens.chooser import GameChooserScreen
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.screens.new_game import NewGameScreen
from landrush_tui.screens.title import TitleScreen


async def play_solo(app, pilot, through_turn: int | None = None) -> int:
    """The human bids by keys (turn t: t % 7 and 3) and skips each reveal, until game
    over or until turn ``through_turn`` has been played; returns the turns bid."""
    turns = 0
    async for screen in game_screens(app, through_turn):
        # A solo human never sees a hand-over screen.
        assert not isinstance(screen, HandOverScreen)
        if isinstance(screen, BidScreen):
            turns += 1
            turn = screen.state.turn
            await type_bids(pilot, [turn % 7, 3][: len(screen.state.lots)], fast=turn > 2)
            await pilot.press("enter")  # review
            assert isinstance(app.screen, BidScreen) and app.screen.reviewing
            await pilot.press("enter")  # confirm
        elif isinstance(screen, RevealScreen):
            await pilot.press("escape", "space")
        await settle(app, pilot)
    return turns


async def test_solo_game_from_title_to_game_over():
    """Title -> New game (defaults: You + 3 AIs) -> two turns; then the same table two
    turns before the end (a state the rules reached) -> every turn -> Game over -> Quit."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameChooserScreen)  # Land Rush is highlighted
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        first = app.session.state.settings
        assert [p.is_ai for p in first.players] == [False, True, True, True]
        assert await play_solo(app, pilot, through_turn=2) == 2
        state = app.session.state
        assert len(state.history) == 2
        # The human's confirmed bids are exactly what the record holds.
        assert state.history[0].bids[0][:2] == (1, 3)[: len(state.history[0].lots)]
        assert state.history[1].bids[0][:2] == (2, 3)[: len(state.history[1].lots)]
    late = played_turns(first, total_turns(new_game(first)) - 2)
    app = app_with_state(late)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert await play_solo(app, pilot) == 2
        state = app.session.state
        assert state.is_over and len(state.history) == len(late.history) + 2
        assert state.history[-1].bids[0][:2] == (state.history[-1].turn % 7, 3)[: len(state.history[-1].lots)]
        text = screen_text(app)
        # "Ann wins", "You win" (a seat called You), or a shared win
        assert "Game over" in text and any(words in text for words in (" wins with", " win with", "share the win"))
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


class HotSeat:
    """What the hot-seat test saw: who each hand-over named, Ann's last bids and review."""

    def __init__(self) -> None:
        self.handovers: list[str] = []
        self.ann_bids: tuple[int, ...] = ()
        self.ann_review = "no review yet"
        self.checked = 0


async def play_hot_seat(app, pilot, seen: HotSeat, through_turn: int | None = None) -> None:
    """Ann and Bob bid by keys (the bots by themselves) until game over, or until
    turn ``through_turn`` has been played; every screen on the way is checked."""
    async for screen in game_screens(app, through_turn):
        if isinstance(screen, HandOverScreen):
            seen.handovers.append(screen.names[screen.seat])
            # Reading the whole screen is slow: read it in the first turns; the stack
            # check below holds every turn.
            text = screen_text(app) if app.session.state.turn <= 3 else "Pass the keyboard to"
            assert "Pass the keyboard to" in text
            # Nothing secret: no bid screen anywhere in the stack.
            assert not any(isinstance(s, BidScreen) for s in app.screen_stack)
            assert seen.ann_review not in text
            await pilot.press(screen.key)
        elif isinstance(screen, BidScreen):
            name = screen.names[screen.seat]
            state = screen.state
            if name == "Ann":
                # Turn 1: numbers nothing else on Bob's screen shows (his money is 500,
                # the payouts 69/31/8/-8...). Later turns: small bids she can afford.
                wanted = (137, 251, 389) if state.turn == 1 else (state.turn, 2, 1)
                seen.ann_bids = tuple(min(state.money[0], b) for b in wanted[: len(state.lots)])
                seen.ann_review = ", ".join(f"lot {j} {b}" for j, b in enumerate(seen.ann_bids, 1))
                await type_bids(pilot, seen.ann_bids, fast=state.turn > 3)
                await pilot.press("enter")
                if state.turn <= 3:
                    assert seen.ann_review in screen_text(app)  # Ann sees her own bids while reviewing
                await pilot.press("enter")
            else:
                assert name == "Bob"
                text = screen_text(app) if state.turn <= 3 else ""
                assert not any(isinstance(s, BidScreen) and s.seat == 0 for s in app.screen_stack)
                assert seen.ann_review not in text
                if state.turn == 1:
                    for bid in seen.ann_bids:
                        assert str(bid) not in text, f"Ann's bid {bid} visible during Bob's turn"
                    seen.checked += 1
                await type_bids(pilot, [1] * len(state.lots), fast=state.turn > 3)
                await pilot.press("enter", "enter")
        elif isinstance(screen, RevealScreen):
            await pilot.press("escape", "space")
        await settle(app, pilot)


async def test_hot_seat_two_humans_two_ais_keeps_bids_secret():
    """Ann and Bob share the keyboard with two bots. Bob's turn never shows Ann's bids.
    The first three turns are played by keys from the start (their screens are read
    whole); the last two from a state the rules reached, on to game over (the middle
    turns add nothing the rules tests do not check)."""
    seats = ("Ann", "Bob", "Basil:baseline", "Rosa:baseline")
    seen = HotSeat()
    app = app_with(*seats, seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await play_hot_seat(app, pilot, seen, through_turn=3)
        assert app.session.state.turn == 4
    # A hand-over before every human bid screen: two per turn while both can bid.
    assert seen.handovers == ["Ann", "Bob"] * 3
    assert seen.checked == 1
    late = played_turns(settings(*seats, seed=11), total_turns(new_game(settings(*seats, seed=11))) - 2)
    assert remaining_turns(late) == 2 and not any(late.bankrupt[:2])
    app = app_with_state(late)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await play_hot_seat(app, pilot, seen)
        assert app.session.state.is_over
    assert seen.handovers[6:] == ["Ann", "Bob"] * 2
