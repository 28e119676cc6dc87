"""Storage wired into the real App: autosave, Continue, --resume, Saved games,
broken saves on the title, quitting with the game saved, the palette guard."""

from __future__ import annotations

import json

from textual.command import CommandPalette
from ui_support import (
    finished_state,
    game_app,
    key_event,
    listed,
    screen_text,
    settings,
    settle,
    title_notice,
    type_bids,
)

from landrush_tui import savefile
from landrush_tui.app import LandRushApp
from landrush_tui.rules.landrush import new_game
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.help import HelpScreen
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.landrush.replay import ReplayScreen
from landrush_tui.screens.landrush.table import TableScreen
from landrush_tui.screens.saved_games import SavedGamesScreen
from landrush_tui.screens.title import MenuItem, TitleScreen
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore


def hot_seat(seed: int = 5) -> Session:
    """Ann and Bob (humans) and a baseline bot; Ann has confirmed her bids."""
    s = Session.start(new_game(settings("Ann", "Bob", "Basil:baseline", seed=seed)))
    return s.submit(0, [3] * len(s.state.lots))


async def test_every_confirmed_bid_and_turn_is_saved_and_continue_restores_it(tmp_path):
    store = SaveStore(tmp_path)
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.new_game(settings("Ann", "Bob", "Basil:baseline", seed=9))
        await pilot.pause()
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        [info] = store.list()
        assert store.load(info.path) == app.session and app.session.pending == (None,) * 3
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        await type_bids(pilot, [4] * len(app.session.state.lots))
        await pilot.press("enter", "enter")  # review, confirm
        await settle(app, pilot)
        assert app.session.pending[0] is not None
        assert store.load(info.path) == app.session  # the confirmed bid is on disk already
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
    saved = store.load(info.path)

    again = game_app(tmp_path)
    async with again.run_test(size=(80, 24)) as pilot:
        await listed(again, pilot)  # the Continue check runs in a worker
        title = again.screen
        assert isinstance(title, TitleScreen) and title.can_continue
        assert title.query_one("#continue", MenuItem).display
        await pilot.press("c")
        await settle(again, pilot)
        assert again.session == saved  # Ann's confirmed bids are back
        # Bob is next: Ann is not asked again.
        assert isinstance(again.screen, HandOverScreen) and again.screen.seat == 1
        await pilot.press(again.screen.key)
        await settle(again, pilot)
        await type_bids(pilot, [2] * len(again.session.state.lots))
        await pilot.press("enter", "enter")
        await settle(again, pilot)
        # The bot bid and the turn resolved: the save moved on by one whole turn.
        assert again.session.state.turn == 2 and store.load(info.path) == again.session


async def test_resume_option_restores_the_exact_session(tmp_path):
    store = SaveStore(tmp_path)
    session = hot_seat()
    store.save(session, "mine")
    app = game_app(tmp_path, resume="mine")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.session == session
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 1
        assert any(isinstance(s, TableScreen) for s in app.screen_stack)


async def test_broken_latest_save_gives_a_one_line_notice_and_the_app_still_starts(tmp_path):
    store = SaveStore(tmp_path)
    store.save(hot_seat(), "good")
    text = (store.saves / "good.json").read_text()
    broken = {
        "cut": text[: len(text) // 2],
        "newer": json.dumps({**json.loads(text), "version": savefile.VERSION + 1}),
        "foreign": '{"format": "something-else"}',
    }
    for name, body in broken.items():
        (store.saves / "good.json").unlink(missing_ok=True)
        path = store.saves / f"{name}.json"
        path.write_text(body)
        before = path.read_bytes()
        app = game_app(tmp_path, resume="")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen) and app.session is None
            notice = title_notice(app)
            assert f"{name}.json" in notice and "\n" not in notice.strip()
            assert {"cut": "truncated", "newer": "newer", "foreign": "not a saved game of this program"}[name] in notice
            assert not app.screen.can_continue
            await pilot.press("n", "enter")  # and the game still starts
            await pilot.pause()
            await pilot.press("escape")
        assert path.read_bytes() == before  # kept untouched
        path.unlink()


async def test_resume_skips_a_broken_newer_save_and_says_so(tmp_path):
    store = SaveStore(tmp_path)
    store.save(hot_seat(), "good")
    (store.saves / "zbroken.json").write_text('{"format": "landrush-save", "version": 1')  # newest
    app = game_app(tmp_path, resume="")
    notes = []
    app.notify = lambda message, **kw: notes.append(message)  # run_test hides toasts
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.session == store.load("good")
    assert any("zbroken.json" in n and "truncated" in n for n in notes), notes


async def test_resume_a_missing_name_says_so_on_the_title(tmp_path):
    app = game_app(tmp_path, resume="nosuch")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert "no such saved game" in title_notice(app) and "nosuch.json" in title_notice(app)


async def test_saved_games_from_the_title_resume_delete_and_replay(tmp_path):
    store = SaveStore(tmp_path)
    store.save(hot_seat(1), "one")
    store.save(hot_seat(2), "two")
    finished = finished_state("You", "Basil:baseline")
    store.keep_record(finished)
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#saved", MenuItem).display
        await pilot.press("s")
        await listed(app, pilot)
        screen = app.screen
        assert isinstance(screen, SavedGamesScreen)
        box = screen.query_one("#games")
        prompts = [str(box.get_option_at_index(i).prompt) for i in range(box.option_count)]
        assert sum(p.startswith("Continue Land Rush") for p in prompts) == 2 and "Replay" in screen_text(app)
        # the record opens in the replay, Escape comes back
        rec = next(i for i in range(box.option_count) if screen.entries[box.get_option_at_index(i).id][0] == "record")
        box.highlighted = rec
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.states[-1] == finished
        await pilot.press("end", "escape")
        await pilot.pause()
        assert app.screen is screen
        # delete the highlighted save with d d
        box.highlighted = 0
        victim = screen.entries[box.get_option_at_index(0).id][1].name
        await pilot.press("d", "d")
        await listed(app, pilot)
        assert not (store.saves / f"{victim}.json").exists()
        survivor = ({"one", "two"} - {victim}).pop()
        # resume the other one
        box.highlighted = next(
            i for i in range(box.option_count) if screen.entries[box.get_option_at_index(i).id][0] == "save"
        )
        await pilot.press("enter")
        await settle(app, pilot)
        assert app.session == store.load(survivor)
        assert isinstance(app.screen, HandOverScreen)
        # keeps saving to the same file
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        await pilot.press("enter", "enter")
        await settle(app, pilot)
        assert store.load(survivor) == app.session and [i.name for i in store.list()] == [survivor]


async def test_escape_from_saved_games_returns_to_the_title(tmp_path):
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await listed(app, pilot)
        assert "No saved games or records yet" in screen_text(app)
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.return_code is None


async def test_ctrl_c_on_the_bid_screen_saves_and_quits(tmp_path):
    store = SaveStore(tmp_path)
    store.save(hot_seat(), "g")
    app = game_app(tmp_path, resume="g")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        assert isinstance(app.screen, BidScreen)
        session = app.session
        (store.saves / "g.json").unlink()  # quitting writes it again
        await pilot.press("1", "ctrl+c")
        await pilot.pause()
    assert app.return_code == 0
    assert store.load("g") == session  # unconfirmed typing is not a bid


async def test_title_menu_fits_80x24_with_every_entry_and_a_long_notice(tmp_path):
    store = SaveStore(tmp_path)
    store.save(hot_seat(), "good")
    (store.saves / "zz.json").write_text("{")
    app = game_app(tmp_path, resume="zz")
    async with app.run_test(size=(80, 24)) as pilot:
        await listed(app, pilot)
        title = app.screen
        assert title.can_continue and "zz.json" in title_notice(app)
        region = title.region
        for button in title.query("#menu-box MenuItem").results(MenuItem):
            assert button.display and region.contains_region(button.region), button.id
        notice = title.query_one("#title-notice")
        assert region.contains_region(notice.region) and notice.region.height >= 1
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert title.query_one("#logo").display and title.query_one("#tagline").display


def burst(app, *keys: str) -> None:
    """Keys as a terminal delivers a fast typist's: all queued before any is handled."""
    for key in keys:
        app._driver.process_message(key_event(key))


async def test_palette_survives_enter_twice_and_never_pops_the_screen_below():
    """Textual 8.2 raised ScreenStackError (title) or silently popped the bid
    screen (in a game, leaving it stuck) when Enter reached the palette twice
    before it closed."""
    title_app = LandRushApp(cursor_blink=False)
    async with title_app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.press("ctrl+p")
            await pilot.pause()
            assert isinstance(title_app.screen, CommandPalette)
            burst(title_app, *"Rules", "enter", "enter", "enter")
            await pilot.pause()
            await pilot.pause()
            assert [type(s) for s in title_app.screen_stack] == [TitleScreen, HelpScreen]
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(title_app.screen, TitleScreen) and len(title_app.screen_stack) == 1
    assert title_app.return_code is None or title_app.return_code == 0

    game = LandRushApp(session=Session.start(new_game(settings("You", "Basil:baseline"))), cursor_blink=False)
    async with game.run_test(size=(80, 24)) as pilot:
        await settle(game, pilot)
        bid = game.screen
        assert isinstance(bid, BidScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        burst(game, *"Rules", "enter", "enter")
        await pilot.pause()
        await pilot.pause()
        assert game.screen_stack[-2:] == [bid, game.screen] and isinstance(game.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert game.screen is bid and game.session.pending == (None, None)


async def test_the_resume_notice_is_one_short_line_naming_the_file_not_its_folder(tmp_path):
    """Issue 15 item 8: the notice began with the full path and wrapped over 3-4 lines."""
    store = SaveStore(tmp_path)
    name = "20260101-120000-you-rookie-rosa-steady-ted-shark-vera"
    text = savefile.dumps(savefile.save_of(hot_seat(), name, "a", "b"))
    (store.saves).mkdir(parents=True, exist_ok=True)
    (store.saves / f"{name}.json").write_text(text[: len(text) // 2])
    app = game_app(tmp_path, resume="")
    async with app.run_test(size=(80, 24)) as pilot:
        await listed(app, pilot)
        notice = title_notice(app).strip()
        assert "\n" not in notice and len(notice) <= 56, notice
        assert str(tmp_path) not in notice and "truncated" in notice and name[:8] in notice, notice


async def test_the_title_lists_saves_off_the_event_loop(tmp_path, monkeypatch):
    """Issue 8 item 7: the Continue check read (and replayed) every save on the event loop."""
    import threading

    store = SaveStore(tmp_path)
    store.save(hot_seat(), "g")
    seen = []

    def spying(name):
        real = getattr(SaveStore, name)

        def spy(self):
            seen.append((name, threading.current_thread() is threading.main_thread()))
            return real(self)

        monkeypatch.setattr(SaveStore, name, spy)

    spying("latest_and_skipped")
    spying("list")
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await listed(app, pilot)
        assert app.screen.can_continue
        await pilot.press("s")
        await listed(app, pilot)
        assert "Continue" in screen_text(app)
    assert {n for n, _ in seen} == {"latest_and_skipped", "list"}, seen
    assert not any(on_loop for _, on_loop in seen), seen
