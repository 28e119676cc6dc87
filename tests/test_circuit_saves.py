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
