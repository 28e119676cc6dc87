"""Circuit's saves (every step of every game saving and loading back is in
test_files_saves.py): a foreign bot refused, and the real program killed
mid-game resuming as the rules say."""

from __future__ import annotations

import pytest

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session


def optional_game(seed: int) -> Session:
    rules = registry.get("circuit")
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, b) for i, b in enumerate(("easy", "medium", "hard"))]
    return Session.start(rules.new_game(rules.make_settings(players, seed, purchase="optional")), "circuit")


def test_a_save_naming_a_foreign_bot_is_refused() -> None:
    session = optional_game(3)
    doc = savefile.save_of(session, "t", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")
    data = savefile.converter.unstructure(doc)
    data["record"]["settings"]["players"][0]["ai"] = "os:system"
    with pytest.raises(savefile.SaveError, match="built-in bots"):
        savefile.session_of(savefile.from_data(data))


def _until_a_human_is_asked(state):
    """The bots' moves, as the app makes them, until a human is asked (or the end)."""
    from landrush_tui.rules import registry

    rules = registry.get("circuit")
    while not rules.is_over(state):
        ask = rules.to_decide(state)
        seat = ask.seats[0]
        spec = rules.players(state)[seat]
        if not spec.is_ai:
            return state
        bot = bots_for(rules.name).load_bot(spec.ai)
        state, _ = rules.apply(
            state, {seat: bots_for(rules.name).call_bot(rules, bot, rules.view(state, seat), spec.ai)}
        )
    return state


def test_kill_the_real_program_mid_game_and_resume(tmp_path):
    """Issue 14: SIGKILL in the middle of a Circuit game loses nothing: the save is
    whole, and --resume goes on exactly as the rules say (the bots' moves up to the
    human's next decision), then a hang-up saves and exits 0."""
    import signal
    import time

    from terminal import Terminal

    from landrush_tui.storage import SaveStore

    store = SaveStore(tmp_path)
    term = Terminal(tmp_path, "--game", "circuit")
    term.wait_for(b"Players (2 to 6)")
    time.sleep(0.3)
    term.keys(b"\x13")  # Ctrl+S: the default table
    for _ in range(3):  # three of the human's decisions (rolls, buy or not), the bots' turns between
        term.wait_for(b"Enter rolls the dice", b"Buy", timeout=60)
        time.sleep(0.3)
        term.keys("\r")
    time.sleep(0.2)
    assert term.end(signal.SIGKILL) == -signal.SIGKILL
    [info] = store.list()
    saved = store.load(info.path)  # whole, whatever the moment
    assert saved.game == "circuit" and saved.state.history
    expected = _until_a_human_is_asked(saved.state)

    term = Terminal(tmp_path, "--resume")
    term.wait_for(b"Enter rolls the dice", b"Buy", timeout=60)
    deadline = time.monotonic() + 20
    while store.load(info.path).state != expected and time.monotonic() < deadline:
        time.sleep(0.2)
    assert store.load(info.path).state == expected
    assert term.end(signal.SIGHUP) == 0
    term.assert_no_traceback()
    assert store.load(info.path).state == expected
