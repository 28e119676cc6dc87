"""The Saved games list says which game each entry is, how far it went and who
plays, names as typed; never a file name a player did not choose."""

from __future__ import annotations

from ui_support import listed

from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.saved_games import SavedGamesScreen
from landrush_tui.session import Session
from landrush_tui.simulate import play_game
from landrush_tui.storage import SaveStore

SEATS = (PlayerSpec("Zoë"), PlayerSpec("Ann-Marie"), PlayerSpec("Lu", PlayerKind.AI, "easy"))


def _start(game: str) -> Session:
    rules = registry.get(game)
    values = {f.key: f.default for f in rules.setting_fields()}
    return Session.start(rules.new_game(rules.make_settings(SEATS, 3, **values)), game)


def _lines(screen: SavedGamesScreen) -> list[str]:
    from textual.widgets import OptionList

    box = screen.query_one("#games", OptionList)
    return [str(box.get_option_at_index(i).prompt) for i in range(box.option_count)]


async def test_saves_and_records_name_their_game_and_players(tmp_path):
    store = SaveStore(tmp_path)
    for game in ("circuit", "leyland"):
        store.save(_start(game))
    rules = registry.get("piecepack")
    bots = tuple(PlayerSpec(n, PlayerKind.AI, "easy") for n in ("Pia", "Quinn"))
    finished = play_game(rules.make_settings(bots, 4), game="piecepack")
    store.keep_record(finished, "piecepack")
    app = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await listed(app, pilot)
        app.push_screen(SavedGamesScreen(store))
        await listed(app, pilot)
        lines = _lines(app.screen)
    saves = [line for line in lines if line.startswith("Continue")]
    assert len(saves) == 2 and all("Zoë, Ann-Marie, Lu" in line for line in saves), lines
    assert any("Circuit" in line for line in saves) and any("Ley of the Land" in line for line in saves), lines
    assert any("Round 1" in line for line in saves), lines  # the game's own words for how far it is
    [record] = [line for line in lines if line.startswith("Replay")]
    assert "Landrush for piecepack" in record and "Pia, Quinn" in record, record
    for line in lines:  # no file names (dates, slugs such as "zo")
        assert "2026" not in line and "-zo" not in line, line
