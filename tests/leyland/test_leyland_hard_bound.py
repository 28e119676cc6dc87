"""Ley of the Land's hard: a decision's counted work (positions estimated) stays under
its bound, on the dearest positions there are: a first-round bid at four seats, where
nothing is known of the rivals and every likely scenario of their bids buys another
order, and a look through the next round that would run past the bound."""

from __future__ import annotations

import copy

from leyland_helpers import bots, played, simple

from landrush_tui.ai import leyland as ai
from landrush_tui.rules.leyland import game
from landrush_tui.rules.leyland.view import public_view


def _work(view, monkeypatch=None, **consts):
    for k, v in consts.items():
        monkeypatch.setattr(ai, k, v)
    start = ai._WORK[0]
    answer = ai.hard(copy.deepcopy(view))
    return ai._WORK[0] - start, answer


def test_a_first_bid_at_four_seats_stays_near_the_bound():
    """Before any bid is seen, each rival's bid is spread over several coins, so four
    scenarios are likely and each bid of hers buys up to four orders, each a whole round
    played out (about 500 positions at four seats). She weighs bids of 0 and 1 on as
    many of the likeliest scenarios as fit under the bound, so the decision stays within
    it (plus the one round played before it is known what a round costs): about 600
    positions on these boards, where both bids taking every scenario cost up to 1900."""
    worst = 0
    for seed in (3, 8, 21):
        state = game.new_game(game.Settings(bots("hard", "medium", "medium", "easy"), seed))
        asked, what = game.ask_of(state)
        assert 0 in asked and what == "bid"
        view = public_view(state, 0)
        assert len(ai.bid_scenarios(view.state, 0)) == ai.SCENARIOS
        work, bid = _work(view)
        assert 0 <= bid <= state.money[0]
        worst = max(worst, work)
    assert worst <= ai.FIRST_BUDGET + 600, worst


def test_a_look_that_would_pass_the_bound_is_given_up(monkeypatch):
    """A look through the next round is started only when the dearest look so far says it
    fits; and one that runs past the bound anyway is dropped there (its answer is the one
    of the round played out), so the bound is passed by one seat's choice at most."""
    state = played(2)  # round 3 at four seats, everyone playing the simple way
    while game.ask_of(state) != ((0,), "action"):
        state, _ = game.apply(state, {s: simple(state, s) for s in game.ask_of(state)[0]})
    view = public_view(state, 0)
    assert view.what == "action"
    first, plain = _work(view, monkeypatch, LOOK_SAMPLES=0, FIRST_BUDGET=10**6)
    looked, _ = _work(view, monkeypatch, LOOK_SAMPLES=2, LOOK_BUDGET=10**6, FIRST_BUDGET=10**6)
    assert looked > first + 200
    # foresight off: the look starts, and is given up a little past the bound
    bound = first + 100
    work, answer = _work(view, monkeypatch, LOOK_SAMPLES=2, LOOK_BUDGET=bound, LOOK_FORESEE=0.0)
    one_choice = state.n * len(ai.candidates(state, 0)) + state.n * 40
    assert bound < work <= bound + one_choice, (first, work)
    assert answer == plain
    assert ai._LIMIT[0] == float("inf")  # the bound is a decision's own
