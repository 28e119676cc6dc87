"""Session: the game between decisions (state + bids confirmed this turn)."""

import pytest

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.rules import InvalidBid, RulesError
from landrush_tui.rules.landrush import new_game, play_turn
from landrush_tui.session import Session


def start(n=3, seed=11):
    return Session.start(new_game(bot_settings(["baseline"] * n, seed)))


def test_seats_bid_in_any_order_and_the_turn_resolves_when_all_have():
    s = start()
    k = len(s.state.lots)
    s = s.submit(2, [5] * k)
    assert s.waiting_for == (0, 1) and s.next_seat == 0 and not s.ready
    s = s.submit(0, [1] * k).submit(1, [0] * k)
    assert s.ready
    after, report = s.resolve()
    expected, expected_report = play_turn(s.state, [[1] * k, [0] * k, [5] * k])
    assert after.state == expected and report == expected_report
    assert after.pending == (None, None, None)


def test_a_seat_cannot_confirm_twice_in_one_turn():
    s = start()
    k = len(s.state.lots)
    s = s.submit(0, [1] * k)
    with pytest.raises(RulesError, match="already confirmed"):
        s.submit(0, [2] * k)


def test_invalid_bids_are_refused_and_the_session_is_unchanged():
    s = start()
    k = len(s.state.lots)
    with pytest.raises(InvalidBid, match="seat 1 .* lot 2"):
        s.submit(1, [0, 10_000] + [0] * (k - 2))
    assert s.pending == (None, None, None)


def test_resolving_early_names_the_seats_still_to_bid():
    s = start()
    with pytest.raises(RulesError, match=r"\[1, 2\]"):
        s.submit(0, [0] * len(s.state.lots)).resolve()
