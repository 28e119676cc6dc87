"""Landrush for piecepack through the shared save file, kept records, replay,
``landrush simulate`` and the real program (every step of every game saving
and loading back is in test_files_saves.py): a game killed mid-way resumes exactly where it was and goes on as the rules say."""

from __future__ import annotations

import json
import signal
import time

from cli_runs import simulated_records
from terminal import Terminal

from landrush_tui import savefile
from landrush_tui.ai.piecepack import BOTS
from landrush_tui.rules import registry
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore
from landrush_tui.widgets.piecepack import board


def test_a_save_naming_a_foreign_bot_is_refused() -> None:
    import pytest

    rules = registry.get("piecepack")
    session = Session.start(
        rules.new_game(rules.make_settings([PlayerSpec("Ann"), PlayerSpec("X", PlayerKind.AI, "easy")], 3)), "piecepack"
    )
    data = savefile.converter.unstructure(
        savefile.save_of(session, "t", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")
    )
    data["record"]["settings"]["players"][1]["ai"] = "os:system"
    with pytest.raises(savefile.SaveError, match="built-in bots"):
        savefile.session_of(savefile.from_data(data))


def test_simulate_plays_piecepack_from_the_command_line(capsys, tmp_path) -> None:
    text, files = simulated_records(capsys, tmp_path / "rec", "piecepack", "easy,medium,hard", 2, 4)
    assert "2 game(s)" in text and "medium" in text
    assert len(files) == 2 and json.loads(files[0].read_text())["format"] == "piecepack-record"


def human(state: game.State) -> object:
    """What Enter alone does on the human's screens."""
    seat, what = game.ask_of(state)
    if what == game.OPENING:
        return board.default_opening(state)
    if what == game.PASS:
        return game.PASS
    k, size = board.default_play(game.tile_info(state.board, state.stashes[seat], seat, state.coin))
    return (game.tile_squares(state.coin)[k], size)


def continue_as_the_rules_say(state: game.State, enters: int) -> game.State:
    """Bots play; the human presses Enter ``enters`` times: each plays the
    screen's default, or continues after a no-play turn of the human's (which the
    rules made before the Enter)."""
    while not state.is_over:
        seat, what = game.ask_of(state)
        spec = state.settings.players[seat]
        if spec.is_ai:
            decision = game.PASS if what == game.PASS else BOTS[spec.ai](public_view(state, seat))
            state, _ = game.apply(state, seat, decision)
        elif what == game.PASS:
            state, _ = game.apply(state, seat, game.PASS)
            if enters == 0:
                return state
            enters -= 1
        else:
            if enters == 0:
                return state
            enters -= 1
            state, _ = game.apply(state, seat, human(state))
    return state


# A fixed seed, so a failure replays: You, Steady Stan (medium) and Seer Sela (hard),
# You first; turns 8 and 12 each take over tracts of two rivals in one play (the
# long take-over line that once ran off the 80 columns).
KILL_SEED = 20261126


def test_kill_the_real_program_mid_game_and_resume(tmp_path) -> None:
    store = SaveStore(tmp_path)
    players = (
        PlayerSpec("You"),
        PlayerSpec("Steady Stan", PlayerKind.AI, "medium"),
        PlayerSpec("Seer Sela", PlayerKind.AI, "hard"),
    )
    path = store.save(Session.start(game.new_game(game.Settings(players, KILL_SEED)), "piecepack"))
    term = Terminal(tmp_path, "--resume")  # the new game's save, as the app writes it
    term.wait_for(b"place your opening medium")
    time.sleep(0.6)  # a decision screen takes Enter once it has been up 0.4 s (GameScreen.CONFIRM_GRACE)
    term.keys("e")  # no reports: straight on
    for _ in range(4):
        term.keys("\r", gap=0.1)
        term.wait_for(b"Enter plays", b"Enter continues")
        time.sleep(0.6)
    term.keys("\r", gap=0.02)
    time.sleep(0.15)
    assert term.end(signal.SIGKILL) == -signal.SIGKILL
    [info] = store.list()
    assert info.path == path
    saved = store.load(info.path)  # whole, whatever the moment
    assert saved.game == "piecepack" and len(saved.state.history) >= 3
    expected = continue_as_the_rules_say(saved.state, 0)  # bots answer until the human is asked

    term = Terminal(tmp_path, "--resume")
    if term.wait_for(b"Enter plays", b"Enter continues", b"Again:") == b"Again:":
        # killed during a report: the resume shows it again first, until a key
        time.sleep(0.6)
        term.keys("\r")
        term.wait_for(b"Enter plays", b"Enter continues")
    time.sleep(0.6)
    now = store.load(info.path).state
    assert now == expected, (len(now.history), len(expected.history), len(saved.state.history))
    term.keys("\r")
    after = continue_as_the_rules_say(expected, 1)
    deadline = time.monotonic() + 40  # the bots' turns are shown at the normal pace
    while store.load(info.path).state != after and time.monotonic() < deadline:
        time.sleep(0.2)
    assert term.end(signal.SIGHUP) == 0
    term.assert_no_traceback()
    assert store.load(info.path).state == after
