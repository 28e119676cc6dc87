"""Ley of the Land's record and save-file decisions at their edges (spec 9): the
decisions as JSON, a round under way, and the one-line refusals of what is not
a record. Written from surviving mutants; pure and quick."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest
from leyland_helpers import acting, bot_game, fresh

from landrush_tui.rules import record_kit as kit
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.leyland.game import ACQUIRE, FROLIC, INVEST, PASS, REAP, SOW, Action
from landrush_tui.rules.leyland.record import LeylandRecordError
from landrush_tui.rules.leyland.ruleset import RULES as LEYLAND

ACTIONS = [
    Action(ACQUIRE, 3, (0, 2), 1),
    Action(FROLIC),
    Action(FROLIC, sections=(6, 21)),
    Action(SOW, sections=()),
    Action(REAP),
    Action(REAP, section=12),
    Action(INVEST),
    Action(PASS),
]


def test_decisions_keep_their_shape_through_json():
    """Spec 9 and the save file: a bid is a number, an action an object with only
    the fields it uses; reading it back gives the same decision."""
    assert record.decision_to_json(4) == 4 and record.decision_from_json(4) == 4
    assert record.decision_to_json(Action(ACQUIRE, 3, (0, 2), 1)) == {
        "do": "acquire",
        "slot": 3,
        "at": [0, 2],
        "rotation": 1,
    }
    assert record.decision_to_json(Action(FROLIC, sections=(6, 21))) == {"do": "frolic", "sections": [6, 21]}
    assert record.decision_to_json(Action(REAP, section=12)) == {"do": "reap", "section": 12}
    assert record.decision_to_json(Action(PASS)) == {"do": "pass"}
    for a in ACTIONS:
        text = json.dumps(record.decision_to_json(a))
        assert record.decision_from_json(json.loads(text)) == a


@pytest.mark.parametrize(
    "bad",
    [
        "4",
        4.0,
        None,
        [],
        {"do": "dance"},
        {"slot": 1},
        {"do": "pass", "extra": 1},
        {"do": "acquire", "slot": 1, "at": [1], "rotation": 0},
        {"do": "acquire", "at": "1,1"},
        {"do": "frolic", "sections": 6},
        {"do": "sow", "sections": "6"},
    ],
)
def test_a_decision_that_is_neither_bid_nor_action_is_refused(bad):
    """Save files: a stored decision is a bid (a whole number) or an action object."""
    with pytest.raises(LeylandRecordError):
        record.decision_from_json(bad)


def test_a_round_under_way_is_kept_and_replayed():
    """Spec 9 (the record of a game in the middle of a round): the revealed bids,
    the order and the actions so far; the secret bids of a bidding phase never."""
    state = acting(fresh(3), [2, 0, 1])
    assert record.pending_data(fresh(3)) is None  # still bidding: nothing revealed
    state, _ = game.apply_action(state, 0, Action(PASS))
    pending = record.pending_data(state)
    assert pending == {
        "round": 1,
        "marker": state.marker,
        "bids": [2, 0, 1],
        "order": [0, 2, 1],
        "actions": [{"seat": 0, "do": "pass"}],
    }
    data = record.record_of(state)
    assert "pending" not in data and "result" not in data
    data["pending"] = pending
    again = record.replay_data(json.loads(json.dumps(data)))
    assert again.bids == (2, 0, 1) and again.actions == state.actions and again.to_act == 2
    over = bot_game(("easy", "easy"), 3)
    assert record.pending_data(over) is None
    data = record.record_of(over)
    data["pending"] = {"round": 99, "marker": 0, "bids": [0, 0], "order": [0, 1], "actions": []}
    with pytest.raises(LeylandRecordError, match="after the end of the game"):
        record.replay_data(data)


def round_under_way(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A two-seat record whose first round's bids are in, with these actions so far."""
    state = acting(fresh(2), [1, 0])
    pending = {"round": 1, "marker": state.marker, "bids": [1, 0], "order": [0, 1], "actions": actions}
    return {**record.record_of(state), "pending": pending}


def test_a_round_under_way_with_too_many_actions_is_refused():
    """Spec 5.2: a round has exactly one action per seat; a round under way fewer."""
    data = round_under_way([{"seat": 0, "do": "pass"}, {"seat": 1, "do": "pass"}])
    with pytest.raises(LeylandRecordError, match="too many actions"):
        record.replay_data(data)
    data["pending"] = {"round": 1, "bids": [1, 0]}
    with pytest.raises(LeylandRecordError, match="pending must hold"):
        record.replay_data(data)


def test_what_is_not_a_record_is_refused_in_one_line():
    """Spec 9: the record's format, version and keys; settings of 2-4 named players and a whole seed."""
    good = record.record_of(fresh(2))
    assert LEYLAND.loads(json.dumps(good)) == fresh(2)
    assert LEYLAND.loads(json.dumps(good).encode()) == fresh(2)

    def refused(data, words):
        with pytest.raises(LeylandRecordError, match=words) as info:
            record.replay_data(data)
        assert "\n" not in str(info.value)

    refused([], "a JSON object")
    refused(dict(good, format="landrush-record"), "not a Ley of the Land record")
    refused(dict(good, version=2), "a newer version of this program \\(record version 2")
    refused(dict(good, notes="hi"), "unknown keys")
    refused(dict(good, settings=[]), "settings must be an object")
    refused(dict(good, settings={"players": [], "seed": 1, "x": 0}), "unknown keys in settings")
    refused(dict(good, settings=dict(good["settings"], seed="11")), "seed must be a whole number")
    refused(dict(good, settings=dict(good["settings"], players={})), "players must be a list")
    refused(dict(good, settings=dict(good["settings"], players=[{"name": "A", "kind": "human"}])), "settings: .*2 to 4")
    refused(
        dict(good, settings=dict(good["settings"], players=[{"name": "A"}, {"kind": "human"}])), "player 0 has no kind"
    )
    refused(
        dict(
            good,
            settings=dict(good["settings"], players=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "robot"}]),
        ),
        "player 1: kind must be human or ai",
    )
    refused(
        dict(
            good,
            settings=dict(
                good["settings"], players=[{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai", "ai": 3}]
            ),
        ),
        "player 1: ai must be text",
    )
    refused(
        dict(good, settings=dict(good["settings"], players=[{"name": "A", "kind": "human"}, {"kind": "human"}])),
        "player 1 has no name",
    )
    refused(dict(good, setup=dict(good["setup"], marker=1 - good["setup"]["marker"])), "setup differs")
    refused(dict(good, rounds={}), "rounds must be a list")
    refused(dict(good, rounds=[[]]), "round 1 is not an object")
    refused(dict(good, result={"end": "stock_out"}), "result")
    with pytest.raises(LeylandRecordError, match="^truncated"):
        LEYLAND.loads("{")
    with pytest.raises(LeylandRecordError, match="^damaged: not valid JSON"):
        LEYLAND.loads("[}")
    with pytest.raises(LeylandRecordError, match="not text"):
        LEYLAND.loads(b"\xff\xfe")
    with pytest.raises(LeylandRecordError, match="^too large .* to be a Ley of the Land record"):
        LEYLAND.loads(b" " * (kit.MAX_TEXT + 1))
    with pytest.raises(LeylandRecordError, match="^too large .* to be a Ley of the Land record"):
        LEYLAND.loads(" " * (kit.MAX_TEXT + 1))
    with pytest.raises(LeylandRecordError, match="^too large .* to be a Ley of the Land record"):
        LEYLAND.loads(" " * kit.MAX_TEXT + "\u00e9")  # within the bytes bound, over the characters one


def test_a_players_kind_and_bot_survive_the_record():
    """Spec 9: players as {"name", "kind"} plus "ai" for a bot."""
    from landrush_tui.rules.players import PlayerKind, PlayerSpec

    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "medium"))
    state = game.new_game(game.Settings(players, 11))
    data = record.record_of(state)
    assert data["settings"] == {
        "players": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "ai", "ai": "medium"}],
        "seed": 11,
    }
    assert record.replay_data(data).settings == state.settings
    assert list(data) == ["format", "version", "settings", "setup", "rounds"]
    assert data["setup"] == {
        "stack": list(state.setup_stack),
        "market": list(state.setup_stack[:5]),
        "marker": state.first_marker,
    }
    assert attrs.evolve(state) == record.replay_data(data)


def test_a_recorded_action_is_refused_where_the_round_has_none_left():
    """Spec 9: one action per seat in a round, and an acquire names its slot and
    rotation as whole numbers; the refusal says which."""
    data = round_under_way([{"seat": 0, "do": "acquire", "slot": "1", "at": [1, 1], "rotation": 0}])
    with pytest.raises(LeylandRecordError, match="acquire needs a slot and a rotation"):
        record.replay_data(data)
    data["pending"]["actions"][0] = {"seat": 0, "do": "acquire", "slot": 1, "at": [1, 1], "rotation": None}
    with pytest.raises(LeylandRecordError, match="acquire needs a slot and a rotation"):
        record.replay_data(data)
    state = acting(fresh(2), [1, 0])
    three = [{"seat": 0, "do": "pass"}, {"seat": 1, "do": "pass"}, {"seat": 0, "do": "pass"}]
    with pytest.raises(LeylandRecordError, match="action 3 comes after the round ended"):
        record._play_actions(state, three, "round 1")
    played, _ = record._play_actions(state, three[:2], "round 1")  # the round is over: bidding again
    assert played.bidding and played.round == 2
    with pytest.raises(LeylandRecordError, match="action 1 comes after the round ended"):
        record._play_actions(played, [{"seat": 0, "do": "pass"}], "round 2")
    over = bot_game(("easy", "easy"), 5)
    with pytest.raises(LeylandRecordError, match="action 1 comes after the round ended"):
        record._play_actions(over, [{"seat": 0, "do": "pass"}], "round 99")
