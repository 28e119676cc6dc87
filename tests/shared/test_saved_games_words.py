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


LONG = ("Zoë Ångström", "Ann-Marie Okoro", "Bartholomew K", "Quinn O'Hara")


async def _replay_heading(tmp_path, game: str) -> tuple[str, str]:
    """Opens the game's one record from Saved games at 80x24: the replay's
    heading as shown, and the record's file name."""
    from ui_support import screen_text

    store = SaveStore(tmp_path)
    rules = registry.get(game)
    bots = tuple(PlayerSpec(n, PlayerKind.AI, "easy") for n in LONG[: rules.max_players])
    values = {f.key: f.default for f in rules.setting_fields()}
    path = store.keep_record(play_game(rules.make_settings(bots, 5, **values), game=game), game)
    app = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await listed(app, pilot)
        app.push_screen(SavedGamesScreen(store))
        await listed(app, pilot)
        await pilot.press("enter")
        for _ in range(40):
            await pilot.pause(0.05)
            if not isinstance(app.screen, SavedGamesScreen):
                break
        await pilot.pause(0.1)
        return screen_text(app), path.stem


async def test_a_replay_from_saved_games_is_headed_by_the_game_and_its_players_as_typed(tmp_path):
    text, stem = await _replay_heading(tmp_path, "circuit")
    flat = " ".join(text.split())  # the heading wraps at 80 columns rather than cut a name
    assert "Replay of Circuit" in flat, text
    for name in LONG:
        assert name in flat, (name, text)
    assert stem not in flat and "json" not in flat, text
