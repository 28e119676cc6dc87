"""Broken records and saves of every game are refused in one line, through every
way a file comes in, and never changed.

The files are real (bots' games, a game in progress with a human seat) damaged
deterministically (tests/support/files_broken.py). The many go through the readers in
this process, as ``landrush replay FILE`` (replay_app.read_named_game) and
``--resume NAME`` (GameSaver.resume on the saves folder) call them; a few go
through the real program: ``landrush replay`` (exit code 2, one line on
stderr), ``--resume NAME`` and the Saved games screen (Pilot).
"""

from __future__ import annotations

import collections
import hashlib
from pathlib import Path

import files_broken as fb
import pytest
from terminal import run_replay

from landrush_tui import savefile
from landrush_tui.replay_app import read_named_game
from landrush_tui.rules import registry
from landrush_tui.storage import GameSaver, SaveStore

PER_KIND = 6  # ~230 variants per game and kind of file: every kind of damage, quick enough for CI


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def try_all(game: str, is_save: bool, tmp_path: Path) -> tuple[collections.Counter[str], list[str]]:
    """Every variant through both readers: the tally and what went wrong."""
    doc = fb.real_save(game) if is_save else fb.real_record(game)
    store = SaveStore(tmp_path)
    store.saves.mkdir(parents=True)
    tally: collections.Counter[str] = collections.Counter()
    wrong = []
    for i, v in enumerate(fb.variants(game, doc, is_save, per_kind=PER_KIND)):
        path = store.saves / f"v{i}.json"
        path.write_bytes(v.data)
        before = digest(path)
        ways = [("replay", lambda path=path: read_named_game(path))]
        if is_save:
            ways.append(("resume", lambda path=path: GameSaver.resume(store, path.stem)))
        for way, read in ways:
            result, msg = fb.outcome(read)
            tally["tried"] += 1
            tally[result] += 1
            if result in ("traceback", "hung") or (result == "accepted" and v.must_refuse):
                wrong.append(f"{way} {v.kind} v{i}: {result} {msg}")
            elif result == "refused" and way == "replay" and path.name not in msg:
                wrong.append(f"{way} {v.kind} v{i}: the line does not name the file: {msg}")
        if digest(path) != before:
            wrong.append(f"{v.kind} v{i}: the file changed")
        path.unlink()
    return tally, wrong


@pytest.mark.parametrize("is_save", [False, True], ids=["record", "save"])
@pytest.mark.parametrize("game", fb.GAMES)
def test_broken_files_are_refused_in_one_line(game: str, is_save: bool, tmp_path: Path) -> None:
    tally, wrong = try_all(game, is_save, tmp_path)
    assert tally["tried"] > 150
    assert not wrong, f"{len(wrong)} of {tally['tried']}: " + "\n".join(wrong[:15])


@pytest.mark.parametrize("game", fb.GAMES)
def test_the_real_files_read(game: str) -> None:
    """The undamaged files read: the damage, not the base, is what is refused."""
    rules = registry.get(game)
    assert rules.dumps(rules.loads(fb.encode(fb.real_record(game)))) == rules.dumps(
        rules.loads(rules.dumps(rules.loads(fb.encode(fb.real_record(game)))))
    )
    assert savefile.loads(fb.encode(fb.real_save(game))) == fb.save_session(game)


@pytest.mark.parametrize("game", fb.GAMES)
def test_files_that_are_no_files_are_refused_without_blocking(game: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    specials = fb.special_files(store.saves, fb.encode(fb.real_save(game)))
    for kind, path in specials.items():
        for way, read in (
            ("replay", lambda path=path: read_named_game(path)),
            ("resume", lambda path=path: GameSaver.resume(store, path.stem)),
        ):
            result, msg = fb.outcome(read, 10)
            assert result == "refused", (kind, way, result, msg)
    infos = {i.name: i for i in store.list()}
    for kind, path in specials.items():
        if path.stem in infos:  # listed (the folder and the symlinks may not match the glob's idea of a file)
            assert infos[path.stem].error and "\n" not in infos[path.stem].error, kind


# --- the real program ----------------------------------------------------------------------

# A few kinds through the real program (each run starts Python and Textual).
CLI_KINDS = {
    False: ("cut short", "decisions reordered", "outcome contradicted"),
    True: ("seat without kind", "module:callable bot", "wrong version"),
}


def cli_sample(game: str) -> list[tuple[str, bytes]]:
    """One variant of each of a few kinds, of the record and of the save."""
    out = []
    for is_save, doc in ((False, fb.real_record(game)), (True, fb.real_save(game))):
        seen = set()
        for v in fb.variants(game, doc, is_save, per_kind=2):
            if v.kind in CLI_KINDS[is_save] and v.kind not in seen and v.must_refuse:
                seen.add(v.kind)
                out.append((f"{'save' if is_save else 'record'} {v.kind}", v.data))
    return out


@pytest.mark.parametrize("game", fb.GAMES)
def test_landrush_replay_refuses_broken_files_in_one_line(game: str, tmp_path: Path, capsys) -> None:
    """The first file through the real program, the others through the same
    command line in this process (a program start per file costs a second)."""
    from landrush_tui import cli

    for i, (kind, data) in enumerate(cli_sample(game)):
        path = tmp_path / f"broken-{i}.json"
        path.write_bytes(data)
        if i == 0:
            done = run_replay(path, 60)
            code, err = done.returncode, done.stderr
        else:
            code = cli.main(["replay", str(path)])
            err = capsys.readouterr().err
        lines = err.strip().splitlines()
        assert code == 2, (kind, code, err)
        assert len(lines) == 1 and path.name in lines[0] and "Traceback" not in err, (kind, err)
        assert path.read_bytes() == data


@pytest.mark.parametrize("game", fb.GAMES)
async def test_resume_and_saved_games_screen_name_broken_saves(game: str, tmp_path: Path) -> None:
    """``--resume NAME`` of a broken save leaves the title up with one line naming
    the file and the problem; the Saved games screen lists every broken save
    with its line, and Enter on one says it again instead of opening it."""
    from textual.widgets import Static

    from landrush_tui.app import LandRushApp
    from landrush_tui.screens.saved_games import SavedGamesScreen
    from landrush_tui.screens.title import TitleScreen

    saves = tmp_path / "saves"
    saves.mkdir()
    sample = [(k, d) for k, d in cli_sample(game) if k.startswith("save")]
    for i, (_, data) in enumerate(sample):
        (saves / f"broken-{i}.json").write_bytes(data)
    before = {p.name: digest(p) for p in saves.iterdir()}
    app = LandRushApp(data_dir=tmp_path, saving=True, resume="broken-0")
    async with app.run_test(size=(100, 30)) as pilot:
        notice = ""
        for _ in range(200):
            await pilot.pause(0.05)
            if isinstance(app.screen, TitleScreen):
                notice = str(app.screen.query_one("#title-notice", Static).render())
                if notice:
                    break
        assert isinstance(app.screen, TitleScreen) and "broken-0" in notice and "\n" not in notice, notice
        assert app.saver is None  # nothing was resumed
        app.action_saved_games()
        screen = None
        for _ in range(200):
            await pilot.pause(0.05)
            if isinstance(app.screen, SavedGamesScreen) and len(app.screen.entries) >= len(sample):
                screen = app.screen
                break
        assert screen is not None
        infos = [info for kind, info in screen.entries.values() if kind == "save"]
        assert len(infos) == len(sample) and all(i.error and "\n" not in i.error for i in infos)
        await pilot.press("enter")  # a broken save: its line again, nothing opened
        await pilot.pause(0.2)
        assert app.screen is screen and app.saver is None
    assert {p.name: digest(p) for p in saves.iterdir()} == before


@pytest.mark.parametrize("game", fb.GAMES)
def test_real_resume_of_a_broken_save_stays_on_the_title_with_one_line(game: str, tmp_path: Path) -> None:
    """``landrush --data-dir D --resume NAME`` in a terminal: the title names the
    file under the menu, q quits with 0, no traceback, the file is unchanged."""
    from terminal import Terminal

    saves = tmp_path / "saves"
    saves.mkdir()
    kind, data = next((k, d) for k, d in cli_sample(game) if k == "save seat without kind")
    path = saves / "broken.json"
    path.write_bytes(data)
    term = Terminal(tmp_path, "--resume", "broken")
    term.wait_for(b"broken.json", timeout=60)  # the notice names the file (its problem: the Pilot test above)
    assert b"not valid" in term.text() and b"New game" in term.text()  # the menu is up
    term.quit(wait=0)
    assert path.read_bytes() == data
