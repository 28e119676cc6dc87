"""Every game: the real ``landrush`` in a pseudo-terminal playing a bots' game is
killed (SIGKILL, SIGHUP, SIGTERM) at seeded random moments and resumed with
``--resume`` each time; every save it leaves loads, and the game it holds,
played on by the same bots, ends with exactly the record of the game played
without interruption.

(Playing on to the end inside the program takes minutes at the bots' pace on
a busy machine, so the end is played by the rules here; test_kill_resume.py
and test_auctionland_kill_resume.py play to the end by keys, a human seat
included.)
"""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

import pytest
from terminal import Terminal

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal")

# The key that lets the bots play on without pauses or Enter, per game.
FAST = {"landrush": "a", "circuit": "e", "piecepack": "e", "leyland": "x", "auctionland": "e"}
KILLS = (signal.SIGKILL, signal.SIGHUP, signal.SIGTERM)


def bots_game(game: str) -> Session:
    rules = registry.get(game)
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, strength) for i, strength in enumerate(("easy", "medium", "easy"))]
    return Session.start(rules.new_game(rules.make_settings(players, 31)), game)


def play_on(session: Session) -> Session:
    """The bots play the game to its end, as the app asks them."""
    rules = session.rules
    bots = [bots_for(rules.name).load_bot(p.ai or "") for p in rules.players(session.state)]
    while not session.is_over:
        if session.ready:
            session, _ = session.resolve()
            continue
        seat = session.next_seat
        assert seat is not None
        session = session.submit(
            seat, bots_for(rules.name).call_bot(rules, bots[seat], rules.view(session.state, seat))
        )
    return session


@pytest.mark.parametrize("game", list(registry.GAMES))
def test_killed_at_random_moments_and_resumed_the_game_ends_as_if_uninterrupted(game: str, tmp_path: Path) -> None:
    rng = random.Random(f"kill:{game}")
    store = SaveStore(tmp_path)
    start = bots_game(game)
    rules = start.rules
    whole = rules.dumps(play_on(start).state)
    path = store.save(start)
    for sig in KILLS:
        term = Terminal(tmp_path, "--resume")
        term.wait_for(b"palette", timeout=60)  # the game's screen is up (its footer), signal handlers set
        time.sleep(rng.uniform(0.2, 1.0))
        term.keys(FAST[game])
        time.sleep(rng.uniform(0.2, 2.5))
        code = term.end(sig)
        assert code == (-signal.SIGKILL if sig == signal.SIGKILL else 0), (signal.Signals(sig).name, code)
        if sig != signal.SIGKILL:
            term.assert_no_traceback()
        if not path.exists():  # the bots finished it: the kept record is the game
            [kept] = store.list_records()
            assert kept.path.read_text(encoding="utf-8") == whole
            return
        saved = store.load(path)  # whole, whatever the moment
        assert rules.dumps(play_on(saved).state) == whole, signal.Signals(sig).name
