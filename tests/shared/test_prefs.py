"""The theme chosen in the palette is there again after a restart (issue 9)."""

from __future__ import annotations

from landrush_tui import prefs
from landrush_tui.app import LandRushApp


async def test_theme_survives_a_restart(tmp_path):
    app = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.store is not None
        app.theme = "textual-light"
        await pilot.pause()
    assert prefs.load(app.store.root)["theme"] == "textual-light"
    again = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert again.theme == "textual-light"


def test_a_damaged_or_strange_prefs_file_means_defaults(tmp_path):
    (tmp_path / prefs.FILE).write_text("{not json")
    assert prefs.load(tmp_path) == {}
    (tmp_path / prefs.FILE).write_text('["theme"]')
    assert prefs.load(tmp_path) == {}
    (tmp_path / prefs.FILE).write_text('{"theme": 5, "x": "y"}')
    assert prefs.load(tmp_path) == {"x": "y"}
    prefs.save(tmp_path, theme="nord")
    assert prefs.load(tmp_path) == {"theme": "nord", "x": "y"}
