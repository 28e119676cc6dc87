"""Every game through the shared save file, kept records and replay: at every
step of a bots' game the save loads back to the same session (a step under
way included: Land Rush's confirmed bids, Circuit's roll waiting for its buy
decision, Ley of the Land's secret bids and round under way, Auction Land's
actions of the turn so far), the autosave writes it, and the kept record of
the finished game reads back as the game and replays as text."""

from __future__ import annotations

import json
from typing import Any

import pytest

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.replay_app import read_named_game, run_replay
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import GameSaver, SaveStore

STAMP = "2026-01-01T00:00:00Z"
# Settings other than the defaults, where a game has a variant whose saves differ.
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "circuit": [{"purchase": "optional"}, {"purchase": "optional", "round_limit": 20}],
    "auctionland": [{"market_size": 6, "money": "hidden"}, {"market_size": 6, "money": "visible"}],
}
# Games whose every decision is a whole step (a piecepack play is the turn): no save holds one under way.
WHOLE_STEPS = {"piecepack"}
CASES = [
    (game, seed, values)
    for game in registry.GAMES
    for seed, values in zip((1, 2), VARIANTS.get(game, [{}, {}]), strict=False)
]


def under_way(text: str) -> bool:
    """Whether a save holds a step under way (decisions not yet in the record)."""
    data = json.loads(text)
    return any(p is not None for p in data["pending"]) or "pending" in data["record"]


@pytest.mark.parametrize("game,seed,values", CASES, ids=[f"{g}-{s}" for g, s, _ in CASES])
def test_every_step_saves_and_loads_back_the_same_session(
    game: str, seed: int, values: dict[str, Any], tmp_path
) -> None:
    rules = registry.get(game)
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, b) for i, b in enumerate(("easy", "medium", "easy"))]
    session = Session.start(rules.new_game(rules.make_settings(players, seed, **values)), game)
    bots = [bots_for(rules.name).load_bot(p.ai or "") for p in players]
    saver = GameSaver(SaveStore(tmp_path))
    steps = mid_step = 0
    while not session.is_over:
        text = savefile.dumps(savefile.save_of(session, "t", STAMP, STAMP))
        assert savefile.loads(text) == session, f"step {steps}"
        mid_step += under_way(text)
        if steps % 3 == 0:  # the autosave's own checks (read back, built-in bots), not every step: they replay
            assert saver(session) is not None and saver.error is None
        seat = session.next_seat
        assert seat is not None
        session = session.submit(
            seat, bots_for(rules.name).call_bot(rules, bots[seat], rules.view(session.state, seat))
        )
        if session.ready:
            session, _ = session.resolve()
        steps += 1
        assert steps < 5000
    assert mid_step > 0 or game in WHOLE_STEPS
    assert saver(session) is not None and saver.error is None
    [kept] = SaveStore(tmp_path).list_records()
    assert kept.error is None and kept.players == tuple(p.name for p in players)
    name, state = read_named_game(kept.path)
    assert name == game and state == session.state
    assert run_replay(kept.path, terminal=False) == 0  # the game as text
