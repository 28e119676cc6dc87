"""The replay screen: stepping, jumping, the tables, and `landrush replay FILE`."""

from __future__ import annotations

import asyncio
import json

import pytest
from textual.widgets import Input, Static

from landrush_tui import savefile
from landrush_tui.ai.landrush import bot_settings
from landrush_tui.replay_app import ReplayApp, read_game, run_replay
from landrush_tui.rules.landrush import record
from landrush_tui.screens.landrush.replay import ReplayScreen
from landrush_tui.screens.saved_games import Resume
from landrush_tui.session import Session
from landrush_tui.simulate import play_game
from landrush_tui.widgets.landrush.field_map import FieldMap
from landrush_tui.widgets.landrush.turn_details import states_of, turn_details

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
        assert "Turn 3" in details(app)
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
        assert fmap.highlight is not None and "This field: " in note(app)


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
    from textual.widgets import OptionList
    from ui_support import ScreenHost

    from landrush_tui.screens.saved_games import SavedGamesScreen
    from landrush_tui.storage import SaveStore

    store = SaveStore(tmp_path)
    mid = Session.start(states_of(GAME)[2])
    store.save(mid, "alpha")
    store.saves.joinpath("broken.json").write_text("{")
    store.keep_record(GAME)
    results: list = []
    app = ScreenHost(lambda: SavedGamesScreen(store), results.append)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await asyncio.gather(
            *[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True
        )  # the folder is read off the event loop
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
        await asyncio.gather(*[w.wait() for w in screen.app.workers if w.group != "game"], return_exceptions=True)
        await pilot.pause()
        assert not store.saves.joinpath("broken.json").exists() and box.option_count == 2
        assert "Deleted broken.json" in str(screen.query_one("#games-message", Static).render())
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
    assert results == [Resume(store.saves / "alpha.json")]
    assert store.load("alpha") == mid


# --- `landrush replay FILE` without a terminal: the game as plain text --------------


def _landrush(*args: str, timeout: int = 60):
    import subprocess
    import sys

    return subprocess.run(
        [sys.executable, "-m", "landrush_tui", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def test_replay_without_a_terminal_prints_the_game_turn_by_turn(tmp_path):
    """Issue 9 item 14: piped, it drew the UI into the pipe and waited for keys."""
    path = tmp_path / "game.json"
    path.write_text(record.dumps(GAME))
    proc = _landrush("replay", str(path))
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    out = proc.stdout
    assert "\x1b" not in out  # no terminal codes
    names = [p.name for p in GAME.settings.players]
    for report in GAME.history:
        assert f"\nTurn {report.turn}" in out
        for j, sale in enumerate(report.sales):
            assert f"Lot {j + 1}, field {sale.field}: {names[sale.winner]} for {sale.price}" in out
    last = GAME.history[-1]
    for st in last.standings:  # the final standings, with money
        assert any(
            line.split()[:1] == [str(st.rank)] and names[st.seat] in line and line.endswith(str(st.money))
            for line in out.splitlines()
        ), names[st.seat]
    from landrush_tui.rules.landrush import winners

    best = winners(GAME)
    assert f"Result: {names[best[0]]}" in out and str(GAME.money[best[0]]) in out.splitlines()[-2]


def test_replay_text_shows_lowered_bids_ties_and_an_unfinished_game():
    from landrush_tui.rules.landrush.replay_text import game_text

    text = game_text(GAME)
    lowered = any(
        s.effective_bids[i] != r.bids[i][j]
        for r in GAME.history
        for j, s in enumerate(r.sales)
        for i in range(GAME.settings.n)
    )
    assert ("lowered to" in text) == lowered
    assert ("a tie, drawn at random" in text) == any(s.tie for r in GAME.history for s in r.sales)
    half = states_of(GAME)[2]
    assert "The game is not finished: 2 turns played" in game_text(half)


def test_replay_without_a_terminal_refuses_a_broken_file_in_one_line(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(record.dumps(GAME)[:300])
    proc = _landrush("replay", str(path))
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "broken.json" in proc.stderr and "truncated" in proc.stderr


def test_run_replay_returns_the_apps_exit_code(tmp_path, monkeypatch):
    """Issue 15 item 3: the viewer died and the command still exited 0."""
    from landrush_tui import replay_app

    path = tmp_path / "game.json"
    path.write_text(record.dumps(GAME))

    def crash(self, *a, **kw):
        self._return_code = 1

    monkeypatch.setattr(replay_app.ReplayApp, "run", crash)
    assert run_replay(path, terminal=True) == 1


def _golden(name: str):
    from pathlib import Path

    from landrush_tui.rules import registry

    data = json.loads((Path(__file__).parent / "golden" / f"{name}.json").read_text())
    return registry.for_format(data["format"]).load_record(data)


# 10 players: the compact map fits beside the tables at 80x24 where the turn's
# tables are narrow (turns 2 and 4 here), not where lowered bids widen them (1, 3).
@pytest.mark.parametrize(
    "name, together", [("5p_first_adjacent", (True, True, True)), ("10p_first_centre", (False, True, False))]
)
async def test_in_app_replay_at_80x24_never_cuts_a_table(name, together):
    """Issue 9, defect 8: at 80x24 the in-app replay cut its tables (`L…  F…`, a
    price of 500 as `5…`, the footer `esc Clo`). Map and tables now sit side by
    side only when both fit whole; otherwise the tables fill the window and `m`
    swaps to the map. Every table cell is shown in full."""
    from ui_support import screen_text

    from landrush_tui.app import LandRushApp
    from landrush_tui.flow import replay_screen

    state = _golden(name)
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(replay_screen("landrush", state, "golden"))
        await pilot.pause()
        screen = app.screen
        for side_by_side in together:  # a few turns, ties and lowered bids among them
            await pilot.press("right")
            await pilot.pause()
            text = screen_text(app)
            assert "…" not in text, text
            assert "Close" in text  # the footer's last key is whole
            report = screen.states[screen.position].history[-1]
            for sale in report.sales:
                assert str(sale.price) in text
            assert screen.side_by_side is side_by_side
            assert screen.query_one(FieldMap).display is side_by_side
        if not together[-1]:
            assert "m for the map" in title(app)
            await pilot.press("m")
            await pilot.pause()
            assert screen.query_one(FieldMap).display and not screen.query_one("#replay-side").display
            assert "m for the tables" in title(app)
            await pilot.resize_terminal(140, 40)  # room for both again
            await pilot.pause()
            assert screen.side_by_side and screen.query_one(FieldMap).display
            assert screen.query_one("#replay-side").display
