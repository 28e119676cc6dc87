"""Circuit through the shared save file, kept records, Saved games and replay:
every step of a game saves and loads back to the same session, a roll waiting
for its buy decision included."""

from __future__ import annotations

import pytest

from landrush_tui import savefile
from landrush_tui.replay_app import read_named_game, run_replay
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import GameSaver, SaveStore


def optional_game(seed: int) -> Session:
    rules = registry.get("circuit")
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, b) for i, b in enumerate(("easy", "medium", "hard"))]
    return Session.start(rules.new_game(rules.make_settings(players, seed, purchase="optional")), "circuit")


@pytest.mark.parametrize("seed", [1, 2])
def test_every_step_saves_and_loads_back_the_same_session(seed: int, tmp_path) -> None:
    session = optional_game(seed)
    rules = session.rules
    bots = [rules.load_bot(p.ai) for p in rules.players(session.state)]
    steps, mid_turn = 0, 0
    saver = GameSaver(SaveStore(tmp_path))
    while not session.is_over and steps < 400:
        text = savefile.dumps(savefile.save_of(session, "t", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"))
        assert savefile.loads(text) == session
        mid_turn += '"pending":["roll"]' in text
        assert saver(session) is not None and saver.error is None
        seat = session.next_seat
        session = session.submit(seat, rules.call_bot(bots[seat], rules.view(session.state, seat)))
        if session.ready:
            session, _ = session.resolve()
        steps += 1
    assert mid_turn > 0  # some saves held a roll waiting for its buy decision
    if session.is_over:
        assert saver(session) is not None and saver.error is None
        [kept] = SaveStore(tmp_path).list_records()
        assert kept.error is None and kept.players == tuple(p.name for p in rules.players(session.state))
        name, state = read_named_game(kept.path)
        assert name == "circuit" and state == session.state
        assert run_replay(kept.path, terminal=False) == 0  # the game as text


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
        bot = rules.load_bot(spec.ai)
        state, _ = rules.apply(state, {seat: rules.call_bot(bot, rules.view(state, seat), spec.ai)})
    return state


def test_kill_the_real_program_mid_game_and_resume(tmp_path):
    """Issue 14: SIGKILL in the middle of a Circuit game loses nothing: the save is
    whole, and --resume goes on exactly as the rules say (the bots' moves up to the
    human's next decision), then a hang-up saves and exits 0."""
    import signal
    import time

    from test_kill_resume import Terminal

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
