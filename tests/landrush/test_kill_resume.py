"""The real ``landrush`` in a pseudo-terminal: play by keys, kill it (SIGKILL,
SIGHUP), resume with ``--resume``, finish, and compare with an uninterrupted game.

The human's bids depend only on the turn number, so the uninterrupted game can
be rebuilt with ``play_turn``: same seed, the same human bids, and the bots'
bids from their public views. The kept record must equal it exactly.
"""

from __future__ import annotations

import os
import random
import signal
import time

import attrs
import pytest
from terminal import WAIT, Terminal, run_replay

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.rules.landrush import (
    GameState,
    new_game,
    play_turn,
    public_view,
    record,
    remaining_turns,
    total_turns,
)
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal")


def human_bids(turn: int, lots: int) -> list[int]:
    """What the test types on each turn (small: the human never goes bankrupt)."""
    return [(turn * 7 + j * 3) % 10 for j in range(lots)]


def bots_play(session: Session) -> Session:
    """Let the bots bid until a human must (or the turn resolves), as the App does."""
    state = session.state
    while not state.is_over:
        if session.ready:
            return session.resolve()[0]
        seat = session.next_seat
        spec = state.settings.players[seat]
        if not spec.is_ai:
            return session
        session = session.submit(seat, call_bot(load_bot(spec.ai), public_view(state, seat), spec.ai))
    return session


def uninterrupted(settings) -> GameState:
    state = new_game(settings)
    while not state.is_over:
        bids = []
        for seat, spec in enumerate(settings.players):
            if spec.is_ai:
                bids.append(call_bot(load_bot(spec.ai), public_view(state, seat), spec.ai))
            else:
                bids.append(human_bids(state.turn, len(state.lots)))
        state, _ = play_turn(state, bids)
    return state


def play_turn_by_keys(term: Terminal, turn: int, lots: int, last: bool) -> None:
    """On the bid screen of ``turn``: type, review, confirm; then skip through the reveal."""
    for j, bid in enumerate(human_bids(turn, lots)):
        if j:
            term.keys("\t")
        term.keys(str(bid))
    term.keys("\r", "\r", gap=0.15)  # review, confirm
    term.wait_for(b"Final auctions" if last else f"Auctions of turn {turn}".encode())
    term.escape()  # skip to the payouts
    term.keys(" ")


def test_kill_hangup_resume_and_finish_like_an_uninterrupted_game(tmp_path):
    rng = random.Random(20240607)
    store = SaveStore(tmp_path)

    # 1. A new game from the title, default seats (You and three AIs), two turns by keys.
    term = Terminal(tmp_path)
    term.wait_for(b"New game")
    time.sleep(0.3)
    term.keys("n")
    term.wait_for(b"which game?")
    time.sleep(0.3)
    term.keys(b"\r")
    term.wait_for(b"Players (2 to 10)")
    time.sleep(0.3)
    term.keys(b"\x13")  # Ctrl+S: start
    term.wait_for(b"secret bids, turn 1 of")
    [info] = store.list()
    session = store.load(info.path)
    lots = len(session.state.lots)
    for turn in (1, 2):
        time.sleep(0.2)
        play_turn_by_keys(term, turn, lots, last=False)
        term.wait_for(f"secret bids, turn {turn + 1} of".encode())

    # 2. Turn 3: confirm the bids and SIGKILL at a random moment around the autosave.
    time.sleep(0.2)
    for j, bid in enumerate(human_bids(3, lots)):
        term.keys(*(["\t"] if j else []), str(bid))
    term.keys("\r", "\r", gap=0.1)
    time.sleep(rng.uniform(0.0, 0.5))
    assert term.end(signal.SIGKILL) == -signal.SIGKILL
    saved = store.load(info.path)  # whole, whatever the moment
    assert saved.state.turn in (3, 4) and len(saved.state.history) == saved.state.turn - 1

    # 3. --resume restores it; it continues exactly as the rules say; SIGHUP saves and exits cleanly.
    # At the bid screen every reveal has been seen (a reveal cut short shows again first).
    expected = attrs.evolve(bots_play(saved), shown=True)
    term = Terminal(tmp_path, "--resume")
    turn = expected.state.turn
    if (
        term.wait_for(f"secret bids, turn {turn} of".encode(), b"Auctions of turn ")
        != f"secret bids, turn {turn} of".encode()
    ):
        term.escape()  # the interrupted reveal of the turn before: to its payout, then on
        term.keys(" ")
        term.wait_for(f"secret bids, turn {turn} of".encode())
    time.sleep(0.3)
    term.keys(str(human_bids(turn, lots)[0]))  # typed but not confirmed: not a bid
    assert term.end(signal.SIGHUP) == 0
    term.assert_no_traceback()
    assert store.load(info.path) == expected

    # 4. The middle turns as the uninterrupted game plays them (the same human bids),
    # written to the save by the rules; then resume again and play the last two by keys.
    ahead = store.load(info.path)
    while remaining_turns(ahead.state) > 2:
        ahead = bots_play(ahead.submit(0, human_bids(ahead.state.turn, len(ahead.state.lots))))
    store.save(attrs.evolve(ahead, shown=True), name=info.path.stem)
    term = Terminal(tmp_path, "--resume")
    while True:
        marker = term.wait_for(b"secret bids, turn ", b"Game over")
        if marker == b"Game over":
            break
        now = store.load(info.path).state  # saved before the bid screen is shown
        time.sleep(0.15)
        play_turn_by_keys(term, now.turn, len(now.lots), last=now.turn == total_turns(now))
    term.quit()

    # 5. The kept record is the uninterrupted game; the save is gone.
    assert store.list() == []
    [kept] = store.list_records()
    finished = record.loads(kept.path.read_bytes())
    assert finished.is_over and len(finished.history) == total_turns(finished) >= 4
    assert finished == uninterrupted(finished.settings)


def test_landrush_replay_in_a_terminal_steps_and_quits(tmp_path):
    """``landrush replay FILE`` on a kept record: steps through turns, q quits with 0;
    a broken file prints one line naming it and exits 2."""
    from landrush_tui.ai.landrush import bot_settings
    from landrush_tui.simulate import play_game

    path = tmp_path / "game.json"
    path.write_text(record.dumps(play_game(bot_settings(["baseline"] * 3, 4))), encoding="utf-8")
    term = Terminal(tmp_path, "replay", str(path))
    term.wait_for(b"start")
    time.sleep(0.3)
    term.keys("\x1b[C")  # right arrow: turn 1
    term.wait_for(b"turn 1 of")
    term.keys(b"\x1b[F")  # End: the last turn
    term.wait_for(b"The game is over")
    term.quit(wait=0)

    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "landrush-record"')
    done = run_replay(broken, WAIT)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "broken.json" in lines[0] and "Traceback" not in done.stderr


def test_resume_with_a_broken_save_starts_on_the_title_with_one_line(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    broken = saves / "cut.json"
    broken.write_bytes(b'{"format": "landrush-save", "version": 1, "name": "cut", "pend')
    before = broken.read_bytes()
    term = Terminal(tmp_path, "--resume")
    term.wait_for(b"cut.json")  # the notice names the file ...
    assert b"truncated" in term.text() and b"New game" in term.text()  # ... the problem; the menu is up
    term.quit()
    assert broken.read_bytes() == before
