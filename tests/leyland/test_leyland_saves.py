"""Ley of the Land's saves (every step of every game saving and loading back
is in test_files_saves.py): a broken or foreign save is refused, and the real program killed mid-game resumes and finishes exactly as
an uninterrupted game would."""

from __future__ import annotations

import signal
import time

import pytest

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.replay_app import read_named_game
from landrush_tui.rules import registry
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.leyland.game import PASS, Action
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.storage import GameSaver, SaveStore

STAMP = "2026-01-01T00:00:00Z"


def bot_session(seed: int, seats=("easy", "medium", "hard")) -> Session:
    rules = registry.get("leyland")
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, b) for i, b in enumerate(seats)]
    return Session.start(rules.new_game(rules.make_settings(players, seed)), "leyland")


def test_a_save_naming_a_foreign_bot_or_a_changed_action_is_refused() -> None:
    session = bot_session(3)
    doc = savefile.save_of(session, "t", STAMP, STAMP)
    data = savefile.converter.unstructure(doc)
    data["record"]["settings"]["players"][0]["ai"] = "os:system"
    with pytest.raises(savefile.SaveError, match="built-in bots"):
        savefile.session_of(savefile.from_data(data))
    session = session.submit(0, 2).submit(1, 0).submit(2, 1)
    session, _ = session.resolve()
    rules = session.rules
    seat = session.next_seat
    session = session.submit(seat, Action(PASS))
    session, _ = session.resolve()
    data = savefile.converter.unstructure(savefile.save_of(session, "t", STAMP, STAMP))
    assert data["record"]["pending"]["actions"] == [{"seat": seat, "do": "pass"}]
    data["record"]["pending"]["actions"][0]["do"] = "invest"
    with pytest.raises(savefile.SaveError, match="differs"):
        savefile.session_of(savefile.from_data(data))
    data["record"]["pending"]["bids"][0] = 11
    with pytest.raises(savefile.SaveError):
        savefile.session_of(savefile.from_data(data))
    # a secret bid beyond the seat's money is refused too
    fresh = bot_session(4)
    data = savefile.converter.unstructure(savefile.save_of(fresh, "t", STAMP, STAMP))
    data["pending"] = [99, None, None]
    with pytest.raises(savefile.SaveError, match="seat 0"):
        savefile.session_of(savefile.from_data(data))
    assert rules.name == "leyland"


# --- the real program, killed and resumed ------------------------------------------------------


def human_bid(round_: int, money: int) -> int:
    return min(round_ % 3 or 1, money)  # 1, 2, 1, 1, 2, 1, ...


def uninterrupted(settings: game.Settings, until_round: int = 0) -> game.State:
    """The same game with nobody quitting: the human bids by the rule above and always
    passes (to the start of round ``until_round`` if given, else to the end)."""
    rules = registry.get("leyland")
    state = game.new_game(settings)
    while not state.is_over and not (state.round == until_round and state.bidding):
        seats, what = game.ask_of(state)
        decisions = {}
        for s in seats:
            spec = settings.players[s]
            if spec.is_ai:
                decisions[s] = bots_for(rules.name).call_bot(
                    rules, bots_for(rules.name).load_bot(spec.ai), rules.view(state, s), spec.ai
                )
            elif what == "bid":
                decisions[s] = human_bid(state.round, state.money[s])
            else:
                decisions[s] = Action(PASS)
        state, _ = game.apply(state, decisions)
    return state


def next_marker(term, markers: tuple[bytes, ...], timeout: float = 60.0, nudge=None) -> bytes:
    """The marker that shows first after the last one handled (earliest in the output).
    ``nudge`` is called every few seconds meanwhile (a key typed before a loaded
    machine mounted its screen is ignored by the game: it is typed again)."""
    deadline = time.monotonic() + timeout
    next_nudge = time.monotonic() + 4
    while time.monotonic() < deadline:
        if nudge is not None and time.monotonic() > next_nudge:
            nudge()
            next_nudge = time.monotonic() + 4
        text = term.text()
        found = [(text.find(m, term.mark), m) for m in markers]
        found = [(at, m) for at, m in found if at >= 0]
        if found:
            at, m = min(found)
            term.mark = at + len(m)
            return m
        if term.proc.poll() is not None:
            break
        time.sleep(0.05)
    raise AssertionError(f"none of {markers} appeared; tail: {term.text()[-800:]!r}")


AGAIN = b"Enter closes"
WAITING = b"Enter continues to the actions."


def play_by_keys(term, until: bytes, limit: float = 240.0, auto: bool = True) -> None:
    """Bid and pass on the human's screens (auto-continue is on: reveals close by
    themselves), until ``until`` shows. A screen's words can be drawn again (a
    repaint), so the test expects each round's bid and action once, in turn."""
    deadline = time.monotonic() + limit
    want: tuple[bytes, ...] = (b"secret bid for round ", b"choose an action")
    next_round: int | None = None
    again: tuple = ()
    again_marker: tuple[bytes, ...] = (AGAIN,)

    def nudge() -> None:
        if again:
            term.keys(*again, gap=0.2)

    while time.monotonic() < deadline:
        waiting = () if auto else (WAITING,)
        seen = next_marker(term, want + (until,) + again_marker + waiting, nudge=nudge)
        if seen == until:
            return
        time.sleep(0.1)
        if seen == WAITING:  # a reveal waiting for Enter (auto-play is off after a resume)
            if not auto:
                term.keys("+", "+", "+", "a")  # auto-play: it continues by itself
                auto = True
            continue
        if seen == AGAIN:  # the last step shown again after a resume: it waits for a key
            if not auto:  # the pace keys there too (a report screen has no Acquire)
                term.keys("+", "+", "+", "a")
                auto = True
            time.sleep(0.2)
            term.keys("\r")
            again_marker = ()  # once: a repaint of the same screen shows it again
            continue
        if seen.startswith(b"secret bid for round "):
            tail = term.text()[term.mark - len(seen) : term.mark + 30].decode("utf-8", "replace")
            tail = tail[len("secret bid for round ") :]
            round_ = int(tail.split(",")[0])
            money = int(tail.split("$0-$")[1].split(" ")[0])
            if not auto:  # the pace keys on a bid screen (on the action screen "a" acquires)
                term.keys("+", "+", "+", "a")
                auto = True
            term.keys(*str(human_bid(round_, money)))
            term.keys("\r", "\r", gap=0.15)
            again = ("\r",)  # review / confirm again if the screen was not ready
            want = (b"choose an action",)
            next_round = round_ + 1
        else:
            term.keys("p")
            again = ("p",)
            want = (f"secret bid for round {next_round},".encode() if next_round else b"secret bid for round ",)
        time.sleep(0.1)
    raise AssertionError(f"{until!r} never came")


FIRST = 6  # the round the program first shows: the rounds before are the rules' own


def test_killed_mid_game_resumes_and_finishes_like_an_uninterrupted_game(tmp_path):
    """A saved two-seat game (you and Sprout Sam), its first rounds played by the rules,
    resumed in the real program: a round by keys, SIGKILL after a confirmed bid,
    resumed again and played to the end."""
    from terminal import Terminal

    store = SaveStore(tmp_path)
    players = (PlayerSpec("You"), PlayerSpec("Sprout Sam", PlayerKind.AI, "easy"))
    settings = game.Settings(players, 20261122)
    saver = GameSaver(store)
    start = uninterrupted(settings, until_round=FIRST)
    assert start.round == FIRST and not start.is_over
    assert saver(Session.start(start, "leyland")) is not None and saver.error is None

    term = Terminal(tmp_path, "--resume")
    try:
        term.wait_for(f"secret bid for round {FIRST}".encode())
        time.sleep(0.5)
        term.keys("+", "+", "+", "a")  # the fastest pace, reveals continue by themselves
        term.mark = 0
        play_by_keys(term, f"secret bid for round {FIRST + 1}".encode())
        time.sleep(0.3)
        money = uninterrupted(settings, until_round=FIRST + 1).money[0]
        term.keys(*str(human_bid(FIRST + 1, money)), "\r", "\r", gap=0.1)
        time.sleep(0.4)
        assert term.end(signal.SIGKILL) == -signal.SIGKILL
    finally:
        if term.proc.poll() is None:
            term.end(signal.SIGKILL)
    [info] = store.list()
    saved = store.load(info.path)  # whole, whatever the moment
    assert saved.game == "leyland" and saved.state.round == FIRST + 1 and not saved.state.is_over

    term = Terminal(tmp_path, "--resume")
    try:
        term.wait_for(b"Ley of the Land")
        time.sleep(0.5)
        play_by_keys(term, b"n New game", auto=False)
        term.assert_no_traceback()
        term.keys("q")
        term.end()
    finally:
        if term.proc.poll() is None:
            term.end(signal.SIGKILL)
    [kept] = store.list_records()
    name, state = read_named_game(kept.path)
    assert name == "leyland" and state.is_over
    assert record.record_of(state) == record.record_of(uninterrupted(settings))
