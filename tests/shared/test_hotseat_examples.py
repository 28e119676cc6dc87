"""The cases found in play at one keyboard, replayed key for key: runs of Enter
that used to decide for players who had not seen their screen, and a hand-over
that named a seat by another letter than the board. The key gate runs on the
test's clock (``key_gate``): the spacings are exact. One case runs on real time."""

from __future__ import annotations

import asyncio

from hotseat_mash import game_app
from ui_support import app_with, screen_text, settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules import PlayerKind, PlayerSpec
from landrush_tui.rules.landrush import Settings, new_game
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.game_over import GameOverScreen
from landrush_tui.session import Session


async def look_and_press(pilot, clock, *keys: str) -> None:
    """A person who looks at the screen first (a second), then types ``keys``."""
    clock.advance(1.0)
    for key in keys:
        await pilot.press(key)
        clock.advance(0.05)
    await pilot.pause()


async def run_of(app, pilot, clock, key: str, count: int, apart: float) -> None:
    for _ in range(count):
        clock.advance(apart)
        await pilot.press(key)
        await settle(app, pilot)


async def bid_deliberately(app, pilot, clock, bid: str = "1") -> None:
    if isinstance(app.screen, HandOverScreen):
        await look_and_press(pilot, clock, app.screen.key)
        await settle(app, pilot)
    assert isinstance(app.screen, BidScreen)
    await look_and_press(pilot, clock, *bid)
    await look_and_press(pilot, clock, "enter")  # review
    await look_and_press(pilot, clock, "enter")  # confirm
    await settle(app, pilot)


async def test_landrush_hot_seat_enters_at_cyds_hand_over_open_nothing(key_gate):
    """Bob confirms; Cyd's hand-over appears; an Enter 1.0 s later and three Enters
    0.15 s apart after that used to open Cyd's bid screen, review zeros and confirm them."""
    app = app_with("Ann", "Bob", "Cyd", "Basil:baseline")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await bid_deliberately(app, pilot, key_gate)  # Ann
        await bid_deliberately(app, pilot, key_gate)  # Bob
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 2
        key_gate.advance(1.0)
        await pilot.press("enter")  # Bob, once more, a second after his confirm
        await settle(app, pilot)
        await run_of(app, pilot, key_gate, "enter", 3, 0.15)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 2
        assert app.session.pending[2] is None
        assert "press C" in " ".join(screen_text(app).split())  # the way on is on the screen
        await look_and_press(pilot, key_gate, "c")  # Cyd, deliberately
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 2


async def test_landrush_solo_enters_through_the_reveal_confirm_no_bids(key_gate):
    """Start money 200: after turn 1, seven Enters 0.25 s apart to hurry the reveal
    used to review and confirm turn 2's bids as 0 0 0."""
    state = new_game(
        Settings((PlayerSpec("You"), PlayerSpec("Basil", PlayerKind.AI, "baseline")), start_money=200, seed=7)
    )
    app = LandRushApp(session=Session.start(state), cursor_blink=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await bid_deliberately(app, pilot, key_gate, "5")
        await run_of(app, pilot, key_gate, "enter", 7, 0.25)
        for _ in range(20):  # whatever the reveal still shows, the run goes on
            if isinstance(app.screen, BidScreen):
                break
            await run_of(app, pilot, key_gate, "enter", 1, 0.25)
        assert isinstance(app.screen, BidScreen) and app.session.state.turn == 2
        await run_of(app, pilot, key_gate, "enter", 3, 0.25)
        assert isinstance(app.screen, BidScreen) and app.session.pending[0] is None
        assert not app.screen.reviewing


async def test_landrush_enters_through_the_final_reveal_start_no_new_game(key_gate):
    """Enters 0.25 s apart through the final reveal used to press game over's
    focused "New game" and then submit the new-game form."""
    from ui_support import finished_state

    from landrush_tui.rules.landrush import play_turn

    done = finished_state("You", "Basil:baseline")
    state = new_game(done.settings)  # the same game up to its last turn
    while len(state.history) < len(done.history) - 1:
        state, _ = play_turn(state, done.history[len(state.history)].bids)
    app = LandRushApp(session=Session.start(state), cursor_blink=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await bid_deliberately(app, pilot, key_gate, "1")
        for _ in range(40):
            if isinstance(app.screen, GameOverScreen):
                break
            await run_of(app, pilot, key_gate, "enter", 1, 0.25)
        assert isinstance(app.screen, GameOverScreen)
        await run_of(app, pilot, key_gate, "enter", 6, 0.25)
        assert isinstance(app.screen, GameOverScreen)  # the winner is still shown
        await look_and_press(pilot, key_gate, "n")  # a deliberate key does start a new game
        await settle(app, pilot)
        assert not isinstance(app.screen, GameOverScreen)


async def test_an_enter_run_from_game_over_opens_the_form_but_starts_nothing(key_gate):
    """Seen in tmux: a run of Enters begun on game over pressed its focused "New
    game", and the rest of the run submitted the new-game form: a new game ran
    that nobody had set up. The form shows; only a key of a new run starts."""
    from ui_support import finished_state

    from landrush_tui.screens.new_game import NewGameScreen

    done = finished_state("Ann", "Bob")
    app = LandRushApp(session=Session.start(done), cursor_blink=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen)
        key_gate.advance(1.0)  # the winner has been seen
        await run_of(app, pilot, key_gate, "enter", 4, 0.25)
        for _ in range(2):
            await run_of(app, pilot, key_gate, "enter", 1, 0.25)
            await run_of(app, pilot, key_gate, "space", 1, 0.25)
        assert isinstance(app.screen, NewGameScreen)
        # The run's Spaces did not replace the first name (its box selects it on focus).
        assert [spec.name for spec in app.screen.settings().players] == ["Ann", "Bob"]
        assert app.session is not None and app.session.state is done
        await look_and_press(pilot, key_gate, "enter")  # a deliberate Enter starts it
        await settle(app, pilot)
        assert not isinstance(app.screen, NewGameScreen)
        assert app.session is not None and app.session.state is not done


async def test_auctionland_enters_at_bos_hand_over_bid_nothing(key_gate):
    """Five Enters 0.15 s apart at Bo's hand-over used to make him bid $3."""
    app = game_app("auctionland", 2, 1)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(60):
            await settle(app, pilot)
            if isinstance(app.screen, HandOverScreen) and app.screen.seat == 1:
                break
            name = type(app.screen).__name__
            if isinstance(app.screen, HandOverScreen):
                await look_and_press(pilot, key_gate, app.screen.key)
            elif name in ("TakeScreen", "PlaceScreen"):
                await look_and_press(pilot, key_gate, "enter")
            elif name == "CallScreen":
                await look_and_press(pilot, key_gate, "p")
            elif name == "HammerScreen":
                await look_and_press(pilot, key_gate, "s")
            else:
                await run_of(app, pilot, key_gate, "enter", 1, 0.3)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        before = app.session
        await run_of(app, pilot, key_gate, "enter", 5, 0.15)
        assert isinstance(app.screen, HandOverScreen) and app.session == before


async def test_leyland_enters_every_035_s_and_on_the_action_screen_decide_nothing(key_gate):
    """Ley of the Land, hot seat (two humans and a bot), seed 7: Enter every 0.35 s,
    24 times, used to confirm $0 bids for both humans, skip the reveal and play
    Acquire for both; three Enters 0.6 s apart on the action screen acquired slot 1
    and placed the tile."""
    app = game_app("leyland", 2, 1, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        key_gate.advance(1.0)
        await run_of(app, pilot, key_gate, "enter", 24, 0.35)
        assert app.session.state.bidding and app.session.pending[:2] == (None, None)
        for _ in range(2):  # both humans bid, deliberately
            await look_and_press(pilot, key_gate, app.screen.key)
            await settle(app, pilot)
            await look_and_press(pilot, key_gate, "1")
            await look_and_press(pilot, key_gate, "enter")  # review
            await look_and_press(pilot, key_gate, "enter")  # confirm
            await settle(app, pilot)
        for _ in range(40):  # on through the reveal and the bot's action, by a run
            if type(app.screen).__name__ == "LeylandActionScreen":
                break
            await run_of(app, pilot, key_gate, "enter", 1, 0.6)
        assert type(app.screen).__name__ == "LeylandActionScreen"
        screen, state = app.screen, app.session.state
        await run_of(app, pilot, key_gate, "enter", 3, 0.6)
        assert app.screen is screen and app.session.state == state  # no slot, no placement


async def test_circuit_buy_prompt_and_rolls_wait_for_their_own_player(key_gate):
    """Circuit, hot-seat, optional purchase: an Enter 0.05 s after the buy prompt
    appeared bought the plot; Enter every 0.2 s rolled and bought for both humans;
    Bea's `a` (auto-play) rolled for Ann."""
    from landrush_tui.rules.circuit import game

    players = (PlayerSpec("Ann"), PlayerSpec("Bea"))
    state = game.new_game(game.Settings(players, "optional", 10, 11))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert type(app.screen).__name__ == "RollScreen" and app.screen.seat == 0
        await look_and_press(pilot, key_gate, "enter")  # Ann rolls
        for k in range(30):  # Enter every 0.2 s (and Bea's a, for auto-play)
            await run_of(app, pilot, key_gate, "a" if k == 3 else "enter", 1, 0.2)
        screen = app.screen
        name = type(screen).__name__
        # Ann's buy prompt waits for Ann; else Bea's roll waits for Bea.
        assert (name, screen.seat) in (("BuyScreen", 0), ("RollScreen", 1)), name
        state = app.session.state
        await run_of(app, pilot, key_gate, "enter", 5, 0.05)
        assert app.screen is screen and app.session.state == state


async def test_a_hand_over_marks_the_seat_as_the_board_does():
    """Ley of the Land and Auction Land: the hand-over said "C Christine" where the
    board says "A Chri"."""
    from landrush_tui.rules.leyland import game as ley

    for game_name in ("leyland", "auctionland"):
        players = (PlayerSpec("Christine"), PlayerSpec("Ann"), PlayerSpec("Cy", PlayerKind.AI, "easy"))
        if game_name == "leyland":
            state = ley.new_game(ley.Settings(players, 7))
        else:
            from landrush_tui.rules.auctionland import game as auc

            state = auc.new_game(auc.Settings(players, 6, "hidden", 7))
        app = LandRushApp(cursor_blink=False, session=Session.start(state, game_name))
        async with app.run_test(size=(100, 32)) as pilot:
            for _ in range(40):
                await settle(app, pilot)
                if isinstance(app.screen, HandOverScreen):
                    break
                await asyncio.sleep(0.05)
            assert isinstance(app.screen, HandOverScreen)
            await pilot.pause(0.2)  # drawn
            seat = app.screen.seat
            mark = "AB"[seat]
            assert app.screen.mark == mark, (game_name, app.screen.mark)
            assert app.screen.tag.plain == f"{mark} {players[seat].name}"  # as draw.py's board tag
            from textual.widgets import Static

            help_line = " ".join(str(app.screen.query_one("#handover-help", Static).render()).split())
            assert f"press {mark} (your letter)" in help_line


async def test_real_time_a_run_of_enters_across_a_hand_over_decides_nothing(real_key_gate):
    """The same gate on real time (the keys' own times): Ann confirms and keeps
    pressing Enter 0.2 s apart; Bob's hand-over stays up; Bob's letter passes it."""
    app = app_with("Ann", "Bob", "Basil:baseline")
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        await asyncio.sleep(0.7)
        await pilot.press("a")
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 0
        await asyncio.sleep(0.9)
        await pilot.press("2", "enter")
        await asyncio.sleep(0.9)
        await pilot.press("enter")  # confirmed
        for _ in range(6):
            await asyncio.sleep(0.2)
            await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        await asyncio.sleep(0.9)
        await pilot.press("b")
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 1
