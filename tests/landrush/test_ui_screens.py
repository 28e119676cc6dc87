"""New-game validation, bid validation, help from every screen, tiny terminals."""

from __future__ import annotations

from textual.widgets import Button, Input, Select, Static
from ui_support import app_with, finished_state, new_game_form, on_bid_screen, screen_text, settle

from landrush_tui.app import LandRushApp
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.help import HelpScreen
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.game_over import GameOverScreen
from landrush_tui.screens.landrush.reveal import RevealScreen
from landrush_tui.screens.new_game import NewGameScreen, SeatRow
from landrush_tui.screens.title import TitleScreen
from landrush_tui.session import Session


async def test_new_game_defaults_and_validation_block_start():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n", "enter")  # New game, then Land Rush in the game chooser
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        rows = screen.query(SeatRow)
        assert len(rows) == 4
        assert rows[0].name_value == "You" and rows[0].kind_value == "human"
        ai_names = [r.name_value for r in rows[1:]]
        assert len(set(ai_names)) == 3 and all(r.kind_value != "human" for r in rows[1:])
        start = screen.query_one("#start", Button)
        assert not start.disabled

        # Empty name: shown inline, Start blocked, Ctrl+S does nothing.
        rows[1].query_one(".seat-name", Input).value = ""
        await pilot.pause()
        assert start.disabled
        assert "Seat 2 needs a name." in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and app.session is None

        # Duplicate names (case does not matter).
        rows[1].query_one(".seat-name", Input).value = "you"
        await pilot.pause()
        assert start.disabled
        assert "same name" in screen_text(app)

        # Fixed: Start works again.
        rows[1].query_one(".seat-name", Input).value = "Zed"
        await pilot.pause()
        assert not start.disabled

        # Down to two seats; the third remove is refused.
        for _ in range(3):
            await pilot.press("ctrl+r")
            await pilot.pause()
        assert len(screen.query(SeatRow)) == 2
        assert all(b.disabled for b in screen.query(".seat-remove").results(Button))

        # The seed box takes digits only; letters never arrive.
        seed = screen.query_one("#seed", Input)
        seed.focus()
        await pilot.press("4", "x", "2")
        assert seed.value == "42"

        # Switching a seat to human renames its default AI name.
        rows = screen.query(SeatRow)
        rows[1].query_one(".seat-kind", Select).value = "human"
        await pilot.pause()
        assert rows[1].name_value.startswith("Player")

        await pilot.press("ctrl+s")
        await settle(app, pilot)
        settings = app.session.state.settings
        assert settings.seed == 42 and settings.n == 2
        # Ctrl+R removed the focused seat ("You") first, then the others in turn.
        assert [p.is_ai for p in settings.players] == [True, False]


async def test_an_ai_seats_style_is_whole_in_its_tooltip_when_the_row_cuts_it():
    """At 80 columns the style line ends in an ellipsis; hovering shows it whole,
    and it follows the seat's strength (a human seat has none)."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game_form(app, pilot)
        rows = screen.query(SeatRow)
        strengths = {s.key: s.blurb for s in rows[1].strengths}
        style = rows[1].query_one(".seat-style")
        assert style.tooltip == strengths[rows[1].kind_value]
        assert rows[0].query_one(".seat-style").tooltip is None  # the human seat
        rows[1].query_one(".seat-kind", Select).value = "human"
        await pilot.pause()
        assert style.tooltip is None
        rows[1].query_one(".seat-kind", Select).value = "hard"
        await pilot.pause()
        assert style.tooltip == strengths["hard"]


async def test_new_game_back_returns_to_title():
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n", "enter")  # New game, then Land Rush in the game chooser
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.session is None


async def test_bid_entry_rejects_letters_and_too_much_money():
    async with on_bid_screen(size=(80, 24)) as (app, pilot, screen):
        box = screen.query_one("#lot-1", Input)
        await pilot.press("a", "b")  # refused by the box itself
        assert box.value == ""
        box.value = "1a"  # what the box refuses is still caught before confirming
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and not screen.reviewing
        assert "digits only" in screen_text(app)
        assert app.session.pending == (None, None)

        box.value = ""
        await pilot.press("9", "9", "9")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and not screen.reviewing
        assert "at most 500" in screen_text(app)

        # Fix it, review, go back and change, then confirm.
        box.value = "12"
        await pilot.press("down", "3", "4")
        assert screen.query_one("#lot-2", Input).value == "34"
        await pilot.press("enter")
        assert screen.reviewing
        await pilot.press("escape")
        assert not screen.reviewing
        await pilot.press("end", "5")  # focus selects the whole bid; End keeps it
        assert box.value == "125"
        await pilot.press("enter", "enter")
        await settle(app, pilot)
        assert app.session.state.history[0].bids[0][:2] == (125, 34)


async def test_clicking_a_lot_focuses_its_input_and_focus_highlights_it():
    from landrush_tui.widgets.landrush.field_map import FieldMap

    async with on_bid_screen(size=(120, 40)) as (app, pilot, screen):
        fmap = screen.query_one(FieldMap)
        lots = screen.state.lots
        assert fmap.highlight == lots[0]
        await pilot.press("tab")
        assert fmap.highlight == lots[1]
        screen.post_message(FieldMap.FieldClicked(fmap, lots[2], 3))
        await pilot.pause()
        assert app.focused is screen.query_one("#lot-3")
        assert fmap.highlight == lots[2]


async def test_hint_without_or_with_advisor_never_crashes():
    async with on_bid_screen() as (app, pilot, _):
        await pilot.press("f2")
        await settle(app, pilot)
        text = screen_text(app)
        assert "No advisor available" in text or "Lot 1: bid" in text or "advisor" in text.lower()


async def _help_round_trip(app, pilot) -> None:
    before = app.screen
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen), f"no help from {before!r}"
    assert "rules and keys" in screen_text(app)
    assert "How to play Land Rush" in app.screen.query_one("#help-text").source
    await pilot.press("escape")
    await pilot.pause()
    assert app.screen is before


async def test_help_from_every_screen():
    app = app_with("Ann", "Bob", "Basil:baseline")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen)
        await _help_round_trip(app, pilot)
        await pilot.press("question_mark")  # "?" works too
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "This game" in screen_text(app)  # the current game's numbers first
        await pilot.press("escape")
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen)
        await _help_round_trip(app, pilot)
        await pilot.press("enter", "enter")
        await settle(app, pilot)
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        await pilot.press("enter", "enter")
        await settle(app, pilot)
        assert isinstance(app.screen, RevealScreen)
        await _help_round_trip(app, pilot)

    over = LandRushApp(session=Session.start(finished_state("You", "Basil:baseline")), cursor_blink=False)
    async with over.run_test(size=(80, 24)) as pilot:
        await settle(over, pilot)
        assert isinstance(over.screen, GameOverScreen)
        await _help_round_trip(over, pilot)

    title = LandRushApp(cursor_blink=False)
    async with title.run_test(size=(80, 24)) as pilot:
        await _help_round_trip(title, pilot)
        await pilot.press("n", "enter")  # New game, then Land Rush in the game chooser
        await pilot.pause()
        await _help_round_trip(title, pilot)


async def test_tiny_terminal_says_make_larger_and_recovers():
    async with on_bid_screen(size=(80, 24)) as (app, pilot, screen):
        await pilot.press("4")
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        assert screen.has_class("-tiny")
        text = " ".join(screen_text(app).split())  # the notice wraps
        assert "Make the window larger" in text and "40x12" in text and "Ctrl+Q saves and quits" in text
        # The notice says what happens to keys: they are dropped, not kept for later.
        assert "keys wait" not in text and "other keys do nothing (they are not kept for later)" in text
        await pilot.press("x", "space", "tab", "5", "enter")  # dropped: nothing happens unseen
        assert app.screen is screen and screen.query_one("#lot-1", Input).value == "4"
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not screen.has_class("-tiny")
        assert "Make the window larger" not in screen_text(app)
        assert screen.query_one("#lot-1", Input).value.startswith("4")
        assert screen.focused is screen.query_one("#lot-1", Input)  # the focus is back where it was


async def test_tiny_title_keys_wait_and_ctrl_q_still_quits():
    """Issue 9, defect 13: at 60x18 the notice says which key works; the menu's keys
    do nothing unseen (no new game behind the notice); Ctrl+Q quits."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.pause()
        title = app.screen
        assert isinstance(title, TitleScreen) and title.has_class("-tiny")
        assert "Ctrl+Q saves and quits" in " ".join(screen_text(app).split())
        await pilot.press("n", "r", "f1")
        await pilot.pause()
        assert app.screen is title
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.resize_terminal(60, 18)
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code in (None, 0)


async def test_an_enter_typed_before_the_hand_over_appeared_passes_nothing(key_gate):
    """Issue 9, defect 5: Ann confirms and presses Enter once more at once; that Enter
    must not open Bob's secret bid screen while Ann still holds the keyboard. Only
    an Enter after the hand-over has been up a moment passes it."""
    clock = key_gate
    app = app_with("Ann", "Bob", "Basil:baseline")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        clock.advance(0.7)
        await pilot.press("a")  # Ann, deliberately (her letter: Enter never passes a hand-over)
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 0
        clock.advance(1.0)
        await pilot.press("1", "enter")  # bid, review
        clock.advance(1.0)
        await pilot.press("enter")  # confirm
        clock.advance(0.1)
        await pilot.press("enter")  # and one Enter too many
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        clock.advance(0.3)
        await pilot.press("b")  # Bob's letter, but the hand-over has been up only 0.3 s: nothing
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        clock.advance(1.0)
        await pilot.press("enter")  # Enter, even later: nothing
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        clock.advance(1.0)
        await pilot.press("b")  # Bob, deliberately
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen) and app.screen.seat == 1


async def test_the_bid_screen_shows_the_table_at_a_glance():
    """Issue 9 (what players miss): every player's money, largest region, fields and
    last payout while bidding: always in a tall window, with t at 80x24."""
    from ui_support import app_with_state, settings

    from landrush_tui.ai.landrush import call_bot, load_bot
    from landrush_tui.rules.landrush import new_game, play_turn, public_view

    state = new_game(settings("You", "Basil:baseline", "Vera:baseline", "Otto:baseline"))
    bot = load_bot("baseline")
    for _ in range(2):
        state, report = play_turn(state, [call_bot(bot, public_view(state, s)) for s in range(4)])
    app = app_with_state(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        assert screen.query_one("#glance-box").display and screen.query_one("#payouts").display
        text = screen_text(app)
        assert "The table" in text
        for st in report.standings:
            row = next(
                line
                for line in text.splitlines()
                if f" {state.settings.names[st.seat]} " in f" {line} " and str(state.money[st.seat]) in line
            )
            assert str(st.largest_region) in row and str(st.fields) in row
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.query_one("#glance-box").display and screen.query_one("#payouts").display
        await pilot.press("t")
        await pilot.pause()
        assert screen.query_one("#glance-box").display and not screen.query_one("#payouts").display
        assert screen.query_one("#lot-1", Input).value == ""  # t is a key, never typed into the bid
        await pilot.press("t")
        await pilot.pause()
        assert not screen.query_one("#glance-box").display and screen.query_one("#payouts").display


async def test_the_first_turn_shows_how_a_turn_goes_and_the_real_payouts_left():
    """Issue 9: a rules box on turn 1 (lot order, how a lot is sold, the payout rows),
    where later turns show the table; "payouts left" is what the tables really pay."""
    async with on_bid_screen("You", "Basil:baseline", "Vera:baseline", size=(120, 40)) as (app, pilot, _):
        text = " ".join(screen_text(app).split())
        assert "How a turn goes" in text and app.screen.query_one("#glance-box").display
        box = " ".join(str(app.screen.query_one("#glance", Static).render()).split())  # as it wraps or not
        assert "lots sell in order" in box and "pays what they bid" in box
        assert "payouts left 1286" in text  # 12 turns x 76 + the last turn's 374


async def test_a_bankrupt_human_can_watch_the_rest_of_the_game_at_once():
    """Issue 9 (what players miss): once every human is bankrupt, the reveal offers
    e (play to the end): the bots' remaining turns are played without a reveal
    each, only the final one and game over are shown."""
    import time

    import attrs
    from ui_support import app_with_state, settings

    from landrush_tui.rules.landrush import new_game

    state = new_game(settings("You", "Basil:baseline", "Vera:baseline"))
    state = attrs.evolve(state, money=(0,) + state.money[1:], bankrupt=(True,) + state.bankrupt[1:])
    app = app_with_state(state)
    reveals = []
    async with app.run_test(size=(100, 30)) as pilot:
        deadline = time.monotonic() + 80
        while not isinstance(app.screen, RevealScreen):
            assert time.monotonic() < deadline
            await settle(app, pilot)
        screen = app.screen
        assert screen.watching and "e: play the rest" not in screen_text(app)
        await pilot.press("escape")  # to the payouts, where e is offered
        await pilot.pause()
        assert "e: play the rest of the game at once" in " ".join(screen_text(app).split())
        await pilot.press("e")
        while not isinstance(app.screen, GameOverScreen):
            assert time.monotonic() < deadline, f"stuck on {app.screen!r}"
            if isinstance(app.screen, RevealScreen) and app.screen not in reveals:
                reveals.append(app.screen)
                assert app.screen.report.final  # only the last turn is still revealed
                await pilot.press("escape", "space")
            await settle(app, pilot)
        assert len(reveals) == 1 and app.session.state.is_over


def test_the_glance_table_fits_the_side_panel_with_long_names_and_ten_players():
    """Seen in play: with longer names the rank column was squeezed to nothing."""
    from rich.console import Console

    from landrush_tui.widgets.landrush.standings import glance_table

    names = ["Shark Vera", "Rookie Rosa", "Steady Ted", "Abcdefghijklmn"] + [f"Player {i}" for i in range(6)]
    console = Console(width=40, record=True, file=open("/dev/null", "w"))
    console.print(glance_table(None, [500] * 10, names, 0))
    lines = console.export_text().splitlines()
    rows = [line for line in lines if line.strip().startswith("-") or line.strip()[:1].isdigit()]
    assert len(rows) == 10 and all(len(line) <= 40 for line in lines)
    assert all("500" in row for row in rows)


async def test_the_hand_over_names_what_the_next_screen_is_for():
    """Noticed while adding Auction Land: every game's hand-over spoke of secret bids.
    It says what the game's own ask says (``Ask.act``)."""
    from rich.text import Text

    from landrush_tui.rules import registry
    from landrush_tui.rules.players import PlayerSpec

    seats = [PlayerSpec("Ann"), PlayerSpec("Bob")]
    acts = set()
    for game in registry.GAMES:
        rules = registry.get(game)
        ask = rules.to_decide(rules.new_game(rules.make_settings(seats, 1)))
        assert ask is not None
        acts.add(ask.act)
    assert {"enter your secret bids", "enter your secret bid", "take a tile from the market"} <= acts
    for words in acts:
        app = LandRushApp(cursor_blink=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.push_screen(HandOverScreen(["Ann", "Bob"], 1, "Turn 3", words, Text(" B  Bob")))
            await pilot.pause()
            from textual.widgets import Static

            help_line = str(app.screen.query_one("#handover-help", Static).render())
            assert "Pass the keyboard to Bob" in " ".join(screen_text(app).split()) and f"to {words}." in help_line
