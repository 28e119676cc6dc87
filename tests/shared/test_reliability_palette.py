"""The command palette's system commands fit the game: Screenshot saves where a
folder exists (not ~/Downloads) and says where; Keys opens a window over the
screen (the board keeps its size) that Esc closes; and the palette never
offers Ctrl+C as "Copy selected text" (Ctrl+C saves and quits)."""

from __future__ import annotations

import pytest
from textual.command import CommandPalette
from ui_support import app_with, new_game_form, on_bid_screen, screen_text, settle

from landrush_tui.app import LandRushApp
from landrush_tui.commands import LandRushCommands


def system_command(app, title: str):
    [command] = [c for c in app.get_system_commands(app.screen) if c.title == title]
    return command


async def test_screenshot_is_saved_in_the_data_folder_without_a_downloads_folder(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()  # no Downloads in it
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)
    app = LandRushApp(data_dir=tmp_path / "data", saving=True, cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(50):
            await pilot.pause(0.05)
            if app.store is not None:
                break
        system_command(app, "Screenshot").callback()
        await pilot.pause(0.4)
        shots = list((tmp_path / "data").rglob("*.svg"))
        assert len(shots) == 1 and "<svg" in shots[0].read_text(encoding="utf-8")
        told = [n.message for n in app._notifications]
        assert any(str(shots[0]) in m for m in told), told
    assert not (home / "Downloads").exists()


async def test_screenshot_without_saving_goes_to_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "nowhere"))
    monkeypatch.chdir(tmp_path)
    async with on_bid_screen("Ann", "Bob:baseline") as (app, pilot, _):
        system_command(app, "Screenshot").callback()
        await pilot.pause(0.4)
        [shot] = list(tmp_path.glob("*.svg"))
        assert any(str(shot) in n.message or shot.name in n.message for n in app._notifications)


async def test_a_screenshot_that_cannot_be_written_says_so(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("x")
    async with on_bid_screen("Ann", "Bob:baseline") as (app, pilot, _):
        app.store = type("S", (), {"root": tmp_path / "file"})()  # a data folder that is a file
        system_command(app, "Screenshot").callback()
        await pilot.pause(0.4)
        assert any("Could not save the screenshot" in n.message for n in app._notifications)
        app.store = None


async def test_keys_opens_over_the_board_and_escape_closes_it():
    async with on_bid_screen("Ann", "Bob:baseline", size=(80, 24)) as (app, pilot, bid):
        board = bid.query_one("#field-map") if bid.query("#field-map") else None
        width_before = board.size.width if board is not None else None
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"keys")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert type(app.screen).__name__ == "KeysScreen"
        text = screen_text(app)
        assert "Keys of this screen" in text and "Hint" in text and "Save and quit" in text
        assert not bid.query("HelpPanel")  # nothing squeezed into the bid screen
        if board is not None:
            assert board.size.width == width_before
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is bid


@pytest.mark.parametrize("where", ["title", "new game", "bid"])
async def test_the_palette_does_not_offer_ctrl_c_as_copy(where):
    app = app_with("Ann", "Bob:baseline") if where == "bid" else LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        if where == "new game":
            await new_game_form(app, pilot)
        commands = LandRushCommands(app.screen)._commands()
        assert commands
        labels = [label for label, _, _ in commands]
        keys = [help_text for _, help_text, _ in commands]
        assert not any("copy" in label.lower() for label in labels), labels
        assert "key: ctrl+c" not in keys
        assert len(set(keys) - {"key: F1 or ?"}) == len(keys) - 1  # no key offered for two commands
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"copy")
        await pilot.pause(0.5)
        assert "Copy selected text" not in screen_text(app)
