"""The real ``landrush`` in a pseudo-terminal with an Auction Land game: resume
the save of a game a few turns from its end, play by keys, SIGKILL mid-game,
resume with ``--resume``, finish, and compare the kept record with the same
game played without interruption (from its start).

The human's policy depends only on the state (take position 1, place at the
first legal place unrotated, pass every call, sell every lot), so the
uninterrupted game is rebuilt with the rules and the bots. Keys are sent by
what the save file (written after every decision) says is asked now.
"""

from __future__ import annotations

import os
import random
import signal
import time

import pytest
from terminal import Terminal

from landrush_tui.ai.auctionland import BOTS
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTIONLAND
from landrush_tui.rules.auctionland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal")

KEYS = {"take": ("1", "\r"), "place": ("\r",), "call": ("p",), "hammer": ("s",)}
# words each decision screen shows once it is up
SHOWN = {"take": b"you keep $", "place": b"r, Enter", "call": b"Your bid: $", "hammer": b"(s)"}


def policy(state: game.State):
    step = state.step
    if step == "take":
        return 1
    if step == "place":
        x, y = game.legal_places(state)[0]
        return (x, y, 0)
    return game.PASS if step == "call" else game.SELL


def uninterrupted(settings: game.Settings, until=lambda state: state.is_over) -> game.State:
    """The game as the rules play it with the human's policy and the bots, from
    the start up to the first state ``until`` accepts (the end by default)."""
    state = game.new_game(settings)
    while not until(state):
        seat = state.seat
        spec = settings.players[seat]
        decision = BOTS[spec.ai](public_view(state, seat)) if spec.is_ai else policy(state)
        state, _ = game.apply(state, seat, decision)
    return state


def late(state: game.State) -> bool:
    """A few turns from the end, the human to take a tile: far enough from it that
    the decision the kill interrupts is never the game's last (24 decisions left)."""
    return max(len(i) for i in state.islands) >= 9 and state.seat == 0 and state.step == "take"


def decisions(state: game.State) -> int:
    return sum(len(t.actions) for t in state.history) + len(state.actions)


def first_screen(term: Terminal) -> None:
    """Wait for the resumed game's first screen; a move cut short by the kill is
    shown again first (the last turn on the board): close it."""
    deadline = time.monotonic() + 30
    closed = 0.0
    while time.monotonic() < deadline:
        text = term.text()
        again = text.rfind(b" again")
        if any(text.rfind(words) > again for words in SHOWN.values()):
            return
        if again >= 0 and time.monotonic() - closed > 1.0:  # Esc again if the first came too early
            term.escape()
            closed = time.monotonic()
        time.sleep(0.05)


def play(term: Terminal, store: SaveStore, path, stop_after: int | None, deadline: float):
    """Answer the human's decisions by keys until the game is over (or ``stop_after``
    human decisions were sent); returns the last state seen in the save."""
    sent = 0
    last_key = 0.0
    seen = -1
    state = None
    while time.monotonic() < deadline:
        if not path.exists() and store.list_records():  # over: the save became a kept record
            return state, sent
        try:
            state = store.load(path).state
        except Exception:  # written at this very moment: read again
            time.sleep(0.05)
            continue
        if state.is_over:
            return state, sent
        done = decisions(state)
        human = not state.settings.players[state.seat].is_ai
        if human and (done != seen or time.monotonic() - last_key > 3.0):
            if stop_after is not None and sent >= stop_after:
                return state, sent
            if done != seen:  # keys typed before its screen is up would be lost: wait for its words
                try:
                    term.wait_for(SHOWN[state.step], timeout=5)
                except AssertionError:  # drawn before the last mark: the keys go anyway
                    pass
            term.keys(*KEYS[state.step], gap=0.08)
            seen, last_key = done, time.monotonic()
            sent += 1
        time.sleep(0.05)
    tail = term.text()[-1500:].decode("utf-8", "replace")
    raise AssertionError(f"the game did not finish in time (state {state and state.step}, sent {sent}):\n{tail}")


def test_kill_resume_and_finish_like_an_uninterrupted_game(tmp_path):
    rng = random.Random(20261122)
    store = SaveStore(tmp_path)
    # a game of You and Sunny Sam (easy) a few turns from its end, as the rules played
    # it, saved as the app saves it, opened with --resume
    players = (PlayerSpec("You"), PlayerSpec("Sunny Sam", PlayerKind.AI, "easy"))
    start = uninterrupted(game.Settings(players, 7, "hidden", 20261122), until=late)
    path = store.save(Session.start(start, "auctionland"))
    term = Terminal(tmp_path, "--resume")
    deadline = time.monotonic() + 150
    [info] = store.list()
    assert info.path == path
    time.sleep(1.0)
    term.keys("e")  # no pauses after the bots' moves
    # 1. a few decisions by keys, then SIGKILL at a random moment around the next one
    state, sent = play(term, store, info.path, 3, deadline)
    assert sent == 3 and not state.is_over
    term.keys(*KEYS[state.step])
    time.sleep(rng.uniform(0.0, 0.4))
    assert term.end(signal.SIGKILL) == -signal.SIGKILL
    saved = store.load(info.path)  # whole, whatever the moment
    assert decisions(saved.state) >= decisions(state)
    # 2. --resume restores it and plays on to the end
    term = Terminal(tmp_path, "--resume")
    first_screen(term)
    term.keys("e")
    play(term, store, info.path, None, deadline)
    term.wait_for(b"Game over", timeout=60)
    term.quit()
    # 3. the kept record is the uninterrupted game; the save is gone
    assert store.list() == []
    [kept] = store.list_records()
    finished = AUCTIONLAND.loads(kept.path.read_bytes())
    assert finished.is_over and finished == uninterrupted(finished.settings)
