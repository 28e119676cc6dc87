"""The save format: a save taken at any moment resumes into the identical game."""

from __future__ import annotations

import json
import random

import pytest

from landrush_tui import savefile
from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.rules.landrush import AuctionOrder, AuctionType, new_game, public_view, record
from landrush_tui.savefile import SaveError
from landrush_tui.session import Session

BOT = load_bot("baseline")


def decide(session: Session, seat: int, style: random.Random | None) -> list[int]:
    """A bot's bids, or (style given) random bids that often tie, like careless humans."""
    if style is None:
        return call_bot(BOT, public_view(session.state, seat))
    top = max(session.state.money[seat], 0) if not session.state.bankrupt[seat] else 0
    return [min(top, style.choice([0, 0, 1, 5, 10, top // 3, top])) for _ in session.state.lots]


def play_out(session: Session, chooser) -> Session:
    while not session.state.is_over:
        for seat in session.waiting_for:
            session = session.submit(seat, chooser(session, seat))
        session, _ = session.resolve()
    return session


def roundtrip(session: Session) -> Session:
    doc = savefile.dumps(savefile.save_of(session, "test", "2020-01-01T00:00:00+00:00", "2020-01-01T00:00:00+00:00"))
    return savefile.loads(doc)


SETUPS = [
    (3, 11, AuctionType.FIRST_PRICE, AuctionOrder.RANDOM, False),
    (5, 12, AuctionType.SECOND_PRICE, AuctionOrder.ADJACENT_FIRST, True),
    (2, 13, AuctionType.FIRST_PRICE, AuctionOrder.GO_WEST, True),
    (9, 14, AuctionType.SECOND_PRICE, AuctionOrder.CENTRE_FIRST, False),
]


@pytest.mark.parametrize("n, seed, auction_type, order, tie_prone", SETUPS)
def test_save_at_every_step_resumes_the_identical_game(n, seed, auction_type, order, tie_prone):
    settings = bot_settings(["baseline"] * n, seed, 350, auction_type, order)

    def chooser_for(run_seed):
        # Random bids come from a stream keyed by the game position, so the
        # uninterrupted run and every resumed run make the same choices.
        def choose(session, seat):
            style = random.Random(f"{run_seed}:{session.state.turn}:{seat}") if tie_prone else None
            return decide(session, seat, style)

        return choose

    choose = chooser_for(seed)
    reference = play_out(Session.start(new_game(settings)), choose)
    assert reference.state.is_over

    # Walk the same game; at every step save, load and play the rest from the copy.
    session, steps = Session.start(new_game(settings)), 0
    while True:
        copy = roundtrip(session)
        assert copy == session
        assert play_out(copy, choose) == reference
        steps += 1
        if session.state.is_over:
            break
        if session.ready:
            session, _ = session.resolve()
        else:
            seat = session.waiting_for[-1]  # out of seat order on purpose
            session = session.submit(seat, choose(session, seat))
    assert steps > 2 * reference.state.turn  # every seat's confirmation and every turn was a step
    if tie_prone:
        assert any(sale.tie for t in reference.state.history for sale in t.sales)


def test_save_document_is_versioned_and_holds_a_record():
    session = Session.start(new_game(bot_settings(["baseline"] * 3, 5)))
    session = session.submit(1, [3, 0, 2])
    data = json.loads(savefile.dumps(savefile.save_of(session, "g", "a", "b")))
    assert data["format"] == "landrush-save" and data["version"] == 1
    assert data["pending"] == [None, [3, 0, 2], None]
    assert data["record"]["format"] == "landrush-record"
    assert record.replay(record.parse(json.dumps(data["record"]))) == session.state
    assert (data["name"], data["created"], data["updated"]) == ("g", "a", "b")


def _doc(session: Session, **changes) -> str:
    data = json.loads(savefile.dumps(savefile.save_of(session, "g", "a", "b")))
    data.update(changes)
    return json.dumps(data)


@pytest.fixture
def midgame() -> Session:
    s = Session.start(new_game(bot_settings(["baseline"] * 3, 9)))
    return s.submit(0, [1, 2, 3])


@pytest.mark.parametrize(
    "change, words",
    [
        ({"format": "something-else"}, "not a saved game of this program"),
        ({"format": "landrush-record"}, "game record, not a saved game"),
        ({"version": 2}, "newer version of this program"),
        ({"version": "1"}, "not a whole number"),
        ({"version": 0}, "does not exist"),
        ({"pending": [None, None]}, "for 2 seats, the game has 3"),
        ({"pending": [[1, 2, 3], [99999, 0, 0], None]}, "seat 1 is not valid"),
        ({"pending": [[1, 2], None, None]}, "seat 0 is not valid"),
        ({"pending": [[-1, 0, 0], None, None]}, "negative"),
        ({"pending": "x"}, "damaged"),
        ({"name": 5}, "damaged"),
        ({"record": [1]}, "damaged"),
        ({"record": {"format": "landrush-record", "version": 1}}, "game inside is not valid"),
    ],
)
def test_bad_documents_give_specific_one_line_errors(midgame, change, words):
    with pytest.raises(SaveError) as err:
        savefile.loads(_doc(midgame, **change))
    assert words in str(err.value)
    assert "\n" not in str(err.value)


def test_tampered_history_is_refused(midgame):
    data = json.loads(_doc(midgame))
    s2, _ = midgame.submit(1, [0, 0, 0]).submit(2, [0, 0, 0]).resolve()
    data = json.loads(_doc(s2))
    data["record"]["turns"][0]["sales"][0]["price"] += 1
    with pytest.raises(SaveError, match="not valid"):
        savefile.loads(json.dumps(data))


@pytest.mark.parametrize(
    "text, words",
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b"\xff\xfe\x00garbage", "not text"),
        (b'{"format": "landrush-save", "vers', "truncated"),
        (b'{"format": }', "not valid JSON"),
        (b"[1, 2]", "expected a JSON object"),
        (b"[" * 100000, "nested too deeply"),
        (b"1" * 5000, "far too long"),
    ],
)
def test_unreadable_bytes_are_named(text, words):
    with pytest.raises(SaveError, match=words):
        savefile.loads(text)


def test_truncated_real_save_at_every_length(midgame):
    doc = _doc(midgame).encode()
    for cut in range(0, len(doc) - 1, max(1, len(doc) // 300)):
        with pytest.raises(SaveError) as err:
            savefile.loads(doc[:cut])
        assert "\n" not in str(err.value)
