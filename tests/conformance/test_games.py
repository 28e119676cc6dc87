"""Every game of the collection, and the toy game of the tests, checked the same
way through the rule-set seam (OpenSpiel's ``random_sim_test``): bots play
whole games at every seat count; at every step the game saves and loads, its
record replays, decisions survive JSON, views hide what the spec hides and
illegal decisions are refused without changing anything."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.errors import RulesError
from landrush_tui.session import Session

from .support import (
    GAME_NAMES,
    HIDDEN,
    SEED,
    Played,
    bot_game,
    bot_of,
    comparable,
    json_trip,
    legal_decisions,
    new_state,
    rules_of,
    seat_counts,
    with_seed,
    without_draws,
)


def _cases() -> list[Any]:
    return [pytest.param(game, n, id=f"{game}-{n}") for game in GAME_NAMES for n in seat_counts(game)]


def _games() -> list[Any]:
    return [pytest.param(g, id=g) for g in GAME_NAMES]


def checkpoints(played: Played, most: int = 25) -> list[int]:
    """The steps checked in full: every one in a short game, else an even spread
    (the first and last always) so a long game costs no more than a short one."""
    n = len(played.steps)
    if n <= most:
        return list(range(n))
    stride = -(-n // most)
    return sorted({*range(0, n, stride), n - 1})


# --- play -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "seats"), _cases())
def test_bots_play_a_whole_game_through_the_session(game, seats):
    rules = rules_of(game)
    played = bot_game(game, seats)
    final = played.final
    assert rules.is_over(final) and rules.to_decide(final) is None
    won = rules.winners(final)
    assert won and set(won) <= set(range(seats))
    scores = rules.scores(final)
    assert len(scores) == seats and all(type(s) is int for s in scores)
    assert len(rules.final_ranks(final)) == seats

    session = Session.start(new_state(game, seats), game)
    for step in played.steps:
        assert session.state == step.state and session.ask == step.ask
        assert step.ask.seats and set(step.ask.seats) <= set(range(seats))
        before = session.state
        for seat in step.ask.seats:
            session = session.submit(seat, step.decisions[seat])
            # A confirmed decision waits in the session: the state (all a view is made of) is unchanged.
            assert session.state is before
        session, _ = session.resolve()
    assert session.state == final and session.is_over and session.ask is None


@pytest.mark.parametrize(("game", "seats"), _cases())
def test_decisions_survive_json(game, seats):
    rules = rules_of(game)
    for step in bot_game(game, seats).steps:
        for seat, d in step.decisions.items():
            text = json.dumps(rules.decision_to_json(d))
            back = rules.decision_from_json(json.loads(text))
            assert rules.check(step.state, seat, back) == rules.check(step.state, seat, d), (step.ask, d, back)


@pytest.mark.parametrize(("game", "seats"), _cases())
def test_the_same_seed_and_decisions_give_the_same_game_byte_for_byte(game, seats):
    rules = rules_of(game)
    played = bot_game(game, seats)
    state = new_state(game, seats)
    for step in played.steps:
        state, _ = rules.apply(state, dict(step.decisions))
    assert rules.dumps(state) == rules.dumps(played.final)
    assert rules.dumps(state).encode() == rules.dumps(bot_game.__wrapped__(game, seats).final).encode()


# --- files ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "seats"), _cases())
def test_every_step_saves_loads_and_replays_to_the_same_game(game, seats):
    rules = rules_of(game)
    played = bot_game(game, seats)
    # Every step (up to 40) at the smallest table; a spread at the others (a check replays the whole record).
    for i in checkpoints(played, 40 if seats == rules.min_players else 6):
        step = played.steps[i]
        state = step.state
        data = rules.record_data(state)
        for builtin in (False, True):
            assert rules.load_record(json_trip(data)) == state, (i, builtin)
        if "pending" not in data:  # a record holds finished steps only; a save adds the step under way
            assert rules.loads(rules.dumps(state)) == state, i
        # A save with this step's first decision confirmed reads back as the same session.
        session = Session.start(state, game)
        for part in (session, session.submit(step.ask.seats[0], step.decisions[step.ask.seats[0]])):
            text = savefile.dumps(savefile.save_of(part, "conformance", "2026-01-01", "2026-01-01"))
            assert savefile.loads(text) == part, i

    final = played.final
    for back in (
        rules.load_record(json_trip(rules.record_data(final))),
        rules.loads(rules.dumps(final)),
    ):
        assert back == final
        assert rules.winners(back) == rules.winners(final) and rules.scores(back) == rules.scores(final)
    over = Session.start(final, game)
    assert savefile.loads(savefile.dumps(savefile.save_of(over, "done", "2026-01-01", "2026-01-01"))) == over


# --- what a seat sees -----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "seats"), _cases())
def test_a_view_hides_the_seed_and_what_the_spec_hides(game, seats):
    rules = rules_of(game)
    played = bot_game(game, seats)
    hidden = HIDDEN.get(game, {})
    tried = dict.fromkeys(hidden, 0)
    for i in [*checkpoints(played, 12), None]:
        state = played.final if i is None else played.steps[i].state
        for seat in range(seats):
            view = rules.view(state, seat)
            assert str(SEED) not in repr(view), (i, seat)
            other = rules.view(with_seed(state, SEED + 1), seat)
            assert without_draws(game, comparable(game, other)) == without_draws(game, comparable(game, view)), (
                i,
                seat,
                "seed",
            )
            for what, change in hidden.items():
                changed = change(state, seat)
                if changed is None:
                    continue
                tried[what] += 1
                assert changed != state
                assert comparable(game, rules.view(changed, seat)) == comparable(game, view), (i, seat, what)
    assert all(tried.values()), tried  # every hidden part was there to hide at least once


# --- refusals -------------------------------------------------------------------------------

GARBAGE: tuple[Any, ...] = (
    None,
    "",
    "x",
    "bogus decision",
    10**30,
    -(10**30),
    -1,
    1.5,
    [[1]],
    [[[]]],
    {},
    {"do": None},
    [None],
    object(),
)


def out_of_range(decision: Any) -> list[Any]:
    """Values of a legal decision's shape that no rules allow (huge, negative, wrong length)."""
    if type(decision) is int:
        return [decision + 10**9, -1 - decision]
    if isinstance(decision, (tuple, list)) and decision and all(type(v) is int for v in decision):
        return [
            type(decision)([10**9] * len(decision)),
            type(decision)([-1] * len(decision)),
            type(decision)([*decision, 0]),
            type(decision)(),
        ]
    return []


def probe_steps(played: Played) -> list[int]:
    """The first step of every kind of ask, and a step from the middle."""
    first: dict[str, int] = {}
    for i, step in enumerate(played.steps):
        first.setdefault(step.ask.what, i)
    return sorted({*first.values(), len(played.steps) // 2})


def refused(session: Session, seat: int, decision: Any) -> None:
    rules = session.rules
    before = rules.dumps(session.state)
    with pytest.raises(RulesError):
        session.submit(seat, decision)
    with pytest.raises(RulesError):
        rules.check(session.state, seat, decision)
    assert rules.dumps(session.state) == before


@pytest.mark.parametrize("game", _games())
def test_illegal_decisions_are_refused_and_change_nothing(game):
    rules = rules_of(game)
    seats = rules.min_players
    played = bot_game(game, seats)
    kinds: dict[str, list[Any]] = {}
    for step in played.steps:
        kinds.setdefault(step.ask.what, []).extend(step.decisions.values())

    for i in probe_steps(played):
        step = played.steps[i]
        session = Session.start(step.state, game)
        copy = attrs.evolve(session)
        seat = step.ask.seats[0]
        legal = step.decisions[seat]
        for other in range(seats):
            if other not in step.ask.seats:  # a seat not asked, with a decision legal for the asked one
                refused(session, other, legal)
        for bad in (*GARBAGE, *out_of_range(legal)):
            refused(session, seat, bad)
        shapes = {type(d) for d in kinds[step.ask.what]}
        for what, examples in kinds.items():
            for d in examples[:3]:
                if what != step.ask.what and type(d) not in shapes:  # another kind of decision
                    refused(session, seat, d)
        done = session.submit(seat, legal)  # a seat decides once a step
        with pytest.raises(RulesError):
            done.submit(seat, legal)
        assert session == copy

    over = Session.start(played.final, game)
    for seat in range(seats):
        for d in (played.steps[-1].decisions[played.steps[-1].ask.seats[0]], *GARBAGE[:4]):
            refused(over, seat, d)


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=5) | st.tuples(inner, inner) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=12,
)


@pytest.mark.parametrize("game", _games())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_value_is_refused_with_a_rules_error_or_taken_as_a_legal_decision(game, data):
    rules = rules_of(game)
    played = bot_game(game, rules.min_players)
    step = played.steps[data.draw(st.sampled_from(probe_steps(played)), label="step")]
    seat = data.draw(st.sampled_from(step.ask.seats), label="seat")
    value = data.draw(JSONISH, label="decision")
    session = Session.start(step.state, game)
    before = rules.dumps(step.state)
    try:
        checked = rules.check(step.state, seat, value)
    except RulesError:
        with pytest.raises(RulesError):
            session.submit(seat, value)
    else:  # accepted: then it plays like any legal decision
        assert session.submit(seat, value).pending[seat] == checked
        assert rules.check(step.state, seat, checked) == checked
    assert rules.dumps(step.state) == before


@pytest.mark.parametrize("game", _games())
# No shrinking: a failing walk is reported as found (the toy's expected failure stays cheap).
@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    phases=(Phase.explicit, Phase.reuse, Phase.generate),
)
@given(data=st.data())
def test_random_legal_decisions_play_on_and_the_game_still_reads_back(game, data):
    """Where a game lists its legal decisions, any of them is accepted (bots decide
    elsewhere); after a stretch of such play the record reads back the same game."""
    rules = rules_of(game)
    seats = rules.min_players
    bots = [bots_for(rules.name).load_bot(bot_of(game)) for _ in range(seats)]
    session = Session.start(new_state(game, seats, data.draw(st.integers(0, 2**32), label="seed")), game)
    listed = 0
    for _ in range(40):
        ask = session.ask
        if ask is None:
            break
        for seat in ask.seats:
            legal = legal_decisions(game, session.state, ask.what)
            if legal:
                decision = data.draw(st.sampled_from(legal), label=ask.what)
                listed += 1
            else:
                decision = bots_for(rules.name).call_bot(
                    rules, bots[seat], rules.view(session.state, seat), bot_of(game)
                )
            session = session.submit(seat, decision)
        session, _ = session.resolve()
    if game not in ("landrush", "leyland"):  # those two list no decisions: bots played there
        assert listed
    back = rules.load_record(json_trip(rules.record_data(session.state)))
    assert back == session.state
