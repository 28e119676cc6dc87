"""The replay screen: stepping, jumping, the tables, and `landrush replay FILE`."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input, Static

from landrush_tui import record, savefile
from landrush_tui.screens.replay import ReplayApp, ReplayScreen, read_game, run_replay, states_of, turn_details
from landrush_tui.session import Session
from landrush_tui.simulate import bot_settings, play_game
from landrush_tui.widgets.field_map import FieldMap

GAME = play_game(bot_settings(["baseline"] * 3, 5))
TURNS = len(GAME.history)


def title(app) -> str:
    return str(app.screen.query_one("#replay-title", Static).render())


def note(app) -> str:
    return str(app.screen.query_one("#replay-message", Static).render())


def plain(renderable, width: int = 43) -> str:
    from rich.console import Console

    console = Console(width=width, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def details(app) -> str:
    return plain(app.screen.query_one("#replay-details", Static).content)


def check_shown(app) -> None:
    """What is on screen is the position's state."""
    screen = app.screen
    state = screen.states[screen.position]
    fmap = screen.query_one(FieldMap)
    assert fmap.owners == state.owners
    if screen.position == 0:
        assert "start" in title(app) and fmap.lots == state.lots
    else:
        assert f"turn {screen.position} of {TURNS}" in title(app)
        assert fmap.prices == {s.field: s.price for s in state.history[-1].sales}


def test_states_of_rebuilds_every_turn():
    states = states_of(GAME)
    assert len(states) == TURNS + 1
    assert states[-1] == GAME
    assert [s.turn for s in states] == list(range(1, TURNS + 2))
    assert states_of(record.parse(record.dumps(GAME))) == states


def test_details_show_bids_sales_and_negative_payouts_in_red():
    from rich.console import Console

    states = states_of(GAME)
    report = GAME.history[0]
    group = turn_details(states, 1)
    text = plain(group)
    assert "Turn 1" in text and "Bids" in text and "Sales" in text and "Payout" in text
    for seat_bids in report.bids:
        for b in seat_bids:
            assert str(b) in text
    worst = min(report.standings, key=lambda s: s.payout)
    assert worst.payout < 0
    console = Console(width=43, color_system="truecolor")
    red = [seg for seg in console.render(group) if seg.text.strip() == str(worst.payout)]
    assert red and all(seg.style and seg.style.color and seg.style.color.name == "red" for seg in red)


async def test_step_back_jump_and_ends():
    app = ReplayApp(GAME)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.position == 0
        check_shown(app)
        await pilot.press("right", "right", "n")
        assert screen.position == 3
        check_shown(app)
        assert f"Turn 3" in details(app)
        await pilot.press("left")
        assert screen.position == 2
        check_shown(app)
        await pilot.press("end")
        assert screen.position == TURNS
        check_shown(app)
        assert "over" in details(app)
        await pilot.press("right")
        assert screen.position == TURNS and "last turn" in note(app)
        await pilot.press("home")
        assert screen.position == 0 and note(app) == ""
        await pilot.press("left")
        assert screen.position == 0 and "start of the game" in note(app)


async def test_jump_to_a_turn_and_refuse_bad_numbers():
    app = ReplayApp(GAME)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        box = screen.query_one("#replay-jump", Input)
        assert not box.display and app.focused is None
        await pilot.press("j")
        assert box.display and app.focused is box
        await pilot.press("9", "9", "enter")
        assert screen.position == 0 and f"0 to {TURNS}" in note(app) and box.display
        await pilot.press("x", "4", "enter")  # letters are not taken
        assert screen.position == 4 and not box.display and app.focused is None
        check_shown(app)
        await pilot.press("g", "enter")  # empty: refused, nothing changes
        assert screen.position == 4 and box.display
        await pilot.press("escape")  # closes the prompt only
        assert not box.display and app.is_running
        await pilot.press("right")
        assert screen.position == 5


async def test_escape_closes_the_standalone_replay():
    app = ReplayApp(GAME)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0


async def test_click_a_field_names_it():
    app = ReplayApp(GAME)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("end")
        fmap = app.screen.query_one(FieldMap)
        geo_w, geo_h = fmap.content_size
        clicked = False
        for y in range(geo_h):
            for x in range(geo_w):
                if fmap.field_at_offset(x, y) is not None:
                    await pilot.click(FieldMap, offset=(x, y))
                    clicked = True
                    break
            if clicked:
                break
        assert clicked
        assert fmap.highlight is not None and f"Field {fmap.highlight}" in note(app)


async def test_the_screen_fits_80x24_with_the_map_drawn():
    app = ReplayApp(GAME)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("right")
        fmap = app.screen.query_one(FieldMap)
        assert fmap._layout() is not None  # not the "enlarge the window" notice


def test_run_replay_bad_files_give_one_line_and_code_2(tmp_path, capsys):
    cases = {
        "missing.json": None,
        "empty.json": b"",
        "junk.json": b"\x00\x01garbage",
        "other.json": b'{"format": "spreadsheet"}',
        "deep.json": b"[" * 100000,
        "digits.json": b"9" * 5000,
    }
    for name, data in cases.items():
        path = tmp_path / name
        if data is not None:
            path.write_bytes(data)
        assert run_replay(path) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and name in err and "Traceback" not in err, err
        assert err.startswith("landrush replay: ")


def test_read_game_takes_records_and_saves(tmp_path):
    rec = tmp_path / "game.json"
    rec.write_text(record.dumps(GAME))
    assert read_game(rec) == GAME
    mid = Session.start(states_of(GAME)[3]).submit(0, [0, 0, 0])
    save = tmp_path / "save.json"
    save.write_text(savefile.dumps(savefile.save_of(mid, "s", "a", "b")))
    assert read_game(save) == mid.state


async def test_saved_games_screen_lists_resumes_deletes_and_replays(tmp_path):
    from textual.app import App
    from textual.widgets import OptionList

    from landrush_tui.screens.replay import SavedGamesScreen
    from landrush_tui.storage import SaveStore

    store = SaveStore(tmp_path)
    mid = Session.start(states_of(GAME)[2])
    store.save(mid, "alpha")
    store.saves.joinpath("broken.json").write_text("{")
    store.keep_record(GAME)
    results = []

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(SavedGamesScreen(store), results.append)

    app = Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        box = screen.query_one("#games", OptionList)
        assert box.option_count == 3
        kinds = [screen.entries[box.get_option_at_index(i).id][0] for i in range(3)]
        assert kinds.count("save") == 2 and kinds.count("record") == 1
        # the broken save: Enter shows its problem, d d deletes it
        broken = next(i for i in range(3) if screen.entries[box.get_option_at_index(i).id][1].error)
        box.highlighted = broken
        await pilot.press("enter")
        assert "broken.json" in str(screen.query_one("#games-message", Static).render())
        assert store.saves.joinpath("broken.json").exists()  # looking never touches it
        await pilot.press("d")
        assert store.saves.joinpath("broken.json").exists()
        await pilot.press("d")
        assert not store.saves.joinpath("broken.json").exists() and box.option_count == 2
        # the record opens the replay on top; Escape comes back
        rec = next(i for i in range(2) if screen.entries[box.get_option_at_index(i).id][0] == "record")
        box.highlighted = rec
        await pilot.press("enter")
        assert isinstance(app.screen, ReplayScreen) and app.screen.states[-1] == GAME
        await pilot.press("escape")
        assert app.screen is screen
        # the good save resumes
        box.highlighted = 1 - rec
        await pilot.press("enter")
        await pilot.pause()
    assert results == [("resume", store.saves / "alpha.json")]
    assert store.load("alpha") == mid
