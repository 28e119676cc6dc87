"""Circuit's record (spec section 9) written and read exactly: each effect shape
with its keys in order, the result's keys, and every way the reader refuses a
record or a save, one at a time, with the reason it gives (and nothing else
accepted by accident). Fast: games here are short and built by hand."""

from __future__ import annotations

import copy
import json

import pytest
from circuit_helpers import bots, dice, humans, play, position

from landrush_tui.rules import record_kit as kit
from landrush_tui.rules.circuit import game, record
from landrush_tui.rules.circuit.game import BUY, DECLINE, ROLL
from landrush_tui.rules.circuit.record import CircuitRecordError
from landrush_tui.rules.circuit.ruleset import RULES as CIRCUIT
from landrush_tui.rules.players import PlayerKind, PlayerSpec


def short_game(
    purchase: str = "forced", limit: int | None = None, seed: int = 7, n: int = 3, turns: int = 6
) -> game.State:
    """A few turns of a real game (seeded dice), buying whenever asked."""
    state = game.new_game(game.Settings(humans(*("Ann", "Bo", "Cy", "Di")[:n]), purchase, limit, seed))
    while len(state.history) < turns and not state.is_over:
        state, _ = game.apply(state, state.to_move, BUY if state.rolled else ROLL)
    return state


def data_of(state: game.State) -> dict:
    return json.loads(CIRCUIT.dumps(state))


def refused(data, why: str, exact: bool = False) -> None:
    with pytest.raises(CircuitRecordError) as err:
        record.replay_data(data)
    assert (why == str(err.value)) if exact else (why in str(err.value)), str(err.value)


# --- writing -----------------------------------------------------------------------------


def test_record_settings_name_each_player_and_the_variant():
    """Spec 9: settings hold players ({name, kind}, an AI with its strength), purchase, round_limit, seed."""
    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "hard"))
    state = game.new_game(game.Settings(players, "optional", 40, 11))
    d = record.record_of(state)
    assert list(d) == ["format", "version", "settings", "setup", "turns"]
    assert d["format"] == "circuit-record" and d["version"] == 1
    assert d["settings"] == {
        "players": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "ai", "ai": "hard"}],
        "purchase": "optional",
        "round_limit": 40,
        "seed": 11,
    }
    assert list(d["settings"]) == ["players", "purchase", "round_limit", "seed"]
    assert d["setup"] == {"colours": list(state.colours), "first": state.first, "money": 30000}
    assert list(d["setup"]) == ["colours", "first", "money"]
    assert CIRCUIT.loads(CIRCUIT.dumps(state)) == state


def _one_turn(monkeypatch, state, *decisions, roll=(2, 2)):
    with dice(monkeypatch, roll):
        state, reports = play(state, *decisions)
    return state, record.turn_data(reports[-1])


def test_each_effect_shape_with_its_keys_in_order(monkeypatch):
    """Spec 9: 'effect is exactly one of the six shapes above', keys in the order shown."""
    st = position(3, money=(30000, 30000, 30000), positions=(1, 1, 1), owners={5: 1, 6: 0})
    _, t = _one_turn(monkeypatch, st, ROLL, roll=(1, 1))  # 1 -> 3, unowned Birch Hollow
    assert t["effect"] == {"kind": "buy", "space": 3, "price": 1200, "bought": True}
    assert list(t["effect"]) == ["kind", "space", "price", "bought"]
    assert list(t) == ["turn", "seat", "dice", "from", "to", "effect", "eliminated", "released", "money"]
    poor = position(3, money=(500, 30000, 30000), positions=(1, 1, 1))
    _, t = _one_turn(monkeypatch, poor, ROLL, roll=(1, 1))
    assert t["effect"] == {"kind": "buy", "space": 3, "price": 1200, "bought": False, "why": "cannot_afford"}
    assert list(t["effect"]) == ["kind", "space", "price", "bought", "why"]
    opt = position(3, purchase="optional", positions=(1, 1, 1))
    _, t = _one_turn(monkeypatch, opt, ROLL, DECLINE, roll=(1, 1))
    assert t["effect"] == {"kind": "buy", "space": 3, "price": 1200, "bought": False, "why": "declined"}
    _, t = _one_turn(monkeypatch, st, ROLL, roll=(2, 2))  # 1 -> 5, Bo's Flint Ridge
    assert t["effect"] == {"kind": "rent", "space": 5, "owner": 1, "due": 800, "paid": 800}
    assert list(t["effect"]) == ["kind", "space", "owner", "due", "paid"]
    _, t = _one_turn(monkeypatch, st, ROLL, roll=(3, 2))  # 1 -> 6, Toll Gate
    assert t["effect"] == {"kind": "tax", "space": 6, "due": 4000, "paid": 4000}
    assert list(t["effect"]) == ["kind", "space", "due", "paid"]
    mine = position(3, positions=(3, 1, 1), owners={5: 0})
    _, t = _one_turn(monkeypatch, mine, ROLL, roll=(1, 1))
    assert t["effect"] == {"kind": "own", "space": 5}
    _, t = _one_turn(monkeypatch, st, ROLL, roll=(4, 3))  # 1 -> 8, Upland Refuge
    assert t["effect"] == {"kind": "refuge", "space": 8}


def test_result_keys_by_end_kind(monkeypatch):
    """Spec 9: result has end, winners, eliminated; net_worth only with a round-limit end."""
    st = position(2, money=(100, 30000), positions=(1, 1), owners={3: 1, 2: 0})
    with dice(monkeypatch, (1, 1)):
        over, _ = play(st, ROLL)  # Ann lands on Bo's Birch Hollow with 100: out
    res = record.result_data(over)
    assert res == {"end": "last_standing", "winners": [1], "eliminated": [0]}
    assert list(res) == ["end", "winners", "eliminated"]
    assert record.turn_data(over.history[-1])["released"] == [2]
    limited = position(
        2, round_limit=10, money=(20000, 25000), positions=(1, 1), owners={2: 0}, turns_taken=(9, 9), to_move=1
    )
    with dice(monkeypatch, (3, 4), (3, 4)):
        done, _ = play(limited, ROLL)
        assert not done.is_over and record.result_data(done) is None
        done, _ = play(done, ROLL)
    res = record.result_data(done)
    assert res["end"] == "round_limit" and list(res) == ["end", "winners", "eliminated", "net_worth"]
    assert res["net_worth"] == [done.net_worth(0), done.net_worth(1)] and res["eliminated"] == []
    assert "result" not in record.record_of(limited)


def test_decisions_logged_per_turn_by_variant():
    """Spec 9: with optional purchase 'bought' is the seat's decision; with forced nothing is decided."""
    buy = {"effect": {"kind": "buy", "bought": True}}
    declined = {"effect": {"kind": "buy", "bought": False, "why": "declined"}}
    poor = {"effect": {"kind": "buy", "bought": False, "why": "cannot_afford"}}
    rent = {"effect": {"kind": "rent"}}
    opt, forced = game.Purchase.OPTIONAL, game.Purchase.FORCED
    assert record.decisions_of(buy, opt) == [ROLL, BUY]
    assert record.decisions_of(declined, opt) == [ROLL, DECLINE]
    assert record.decisions_of(poor, opt) == [ROLL]
    assert record.decisions_of(rent, opt) == [ROLL]
    assert record.decisions_of(buy, forced) == [ROLL]
    assert record.decisions_of("not a turn", opt) == [ROLL]
    assert record.decisions_of({"effect": "x"}, opt) == [ROLL]


# --- reading: refusals, one at a time ----------------------------------------------------------


def test_a_good_record_reads_back_as_text_and_as_bytes():
    """Spec 9: reading a record replays it."""
    state = short_game()
    text = CIRCUIT.dumps(state)
    assert CIRCUIT.loads(text) == state
    assert CIRCUIT.loads(text.encode("utf-8")) == state


def test_reader_refuses_what_is_not_a_circuit_record():
    """Spec 9: the shape: a JSON object of format circuit-record, version 1."""
    good = data_of(short_game())
    refused([good], "not a Circuit record: expected a JSON object", exact=True)
    refused({**good, "format": "landrush-record"}, "not a Circuit record")
    refused({k: v for k, v in good.items() if k != "format"}, "not a Circuit record")
    refused({**good, "version": 2}, "version")
    refused({**good, "version": "1"}, "version")
    refused({**good, "extra": 1}, "unknown keys")


def test_reader_refuses_too_large_or_not_text():
    """A record is UTF-8 JSON text of at most 8 MiB (a long 6-seat game takes a few hundred KB)."""
    assert kit.MAX_TEXT == 8 * 1024 * 1024
    big = " " * (8 * 1024 * 1024 + 1)
    with pytest.raises(CircuitRecordError, match=r"^too large \(8.0 MB\) to be a Circuit record: at most 8.0 MB$"):
        CIRCUIT.loads(big)
    with pytest.raises(CircuitRecordError, match=r"^too large \(8.0 MB\) to be a Circuit record"):
        CIRCUIT.loads(big.encode())
    with pytest.raises(CircuitRecordError, match=r"^not a Circuit record: the file is not text in UTF-8$"):
        CIRCUIT.loads(b"\xff\xfe{}")
    with pytest.raises(CircuitRecordError, match="^truncated"):
        CIRCUIT.loads("{")
    with pytest.raises(CircuitRecordError, match="^damaged: the data is nested too deeply"):
        CIRCUIT.loads("[" * 100_000 + "]" * 100_000)
    text = CIRCUIT.dumps(short_game())
    pad = 8 * 1024 * 1024 - len(text)
    assert CIRCUIT.loads(text + " " * pad) == short_game()  # exactly at the limit: read
    assert CIRCUIT.loads((text + " " * pad).encode()) == short_game()


def test_reader_refuses_bad_settings():
    """Spec 2: 2-6 named players, human or AI with a strength; purchase forced or optional; seed whole."""
    good = data_of(short_game())

    def with_settings(**change):
        d = copy.deepcopy(good)
        d["settings"].update(change)
        return d

    ann, cy = {"name": "Ann", "kind": "human"}, {"name": "Cy", "kind": "human"}
    refused({**good, "settings": []}, "settings must be an object, not []", exact=True)
    refused(with_settings(players="Ann"), "settings.players must be a list, not 'Ann'", exact=True)
    refused(with_settings(players=[ann, "Bo", cy]), "player 1 must be an object")
    refused(with_settings(players=[ann, {"kind": "human"}, cy]), "player 1 has no name")
    refused(with_settings(players=[ann, {"name": 5, "kind": "human"}, cy]), "player 1: name must be text")
    refused(with_settings(players=[{"name": "Ann", "kind": "robot"}, ann, cy]), "player 0: kind must be human or ai")
    refused(with_settings(players=[ann, {"name": "Bo", "kind": "ai", "ai": 3}, cy]), "player 1: ai must be text")
    refused(with_settings(seed="7"), "settings.seed must be a whole number")
    refused(with_settings(seed=None), "settings.seed must be a whole number")
    refused(with_settings(purchase="maybe"), "settings:")
    refused(with_settings(round_limit=5), "settings:")
    refused(with_settings(players=[ann]), "settings:")


def test_reader_reads_players_as_written():
    """Spec 9: a player is {name, kind} and an AI adds its strength: kind is
    required (never taken for human), an AI needs its ai, a human has none."""
    state = game.new_game(game.Settings(bots("easy", "hard"), "forced", None, 3))
    d = data_of(state)
    assert record.replay_data(d).settings.players == state.settings.players
    d["settings"]["players"] = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "ai", "ai": "hard"}]
    assert record.replay_data(d).settings.players == (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "hard"))
    for players, why in (
        ([{"name": "Ann"}, {"name": "Bo", "kind": "human"}], "player 0 has no kind"),
        ([{"name": "Ann", "ai": "hard"}, {"name": "Bo", "kind": "human"}], "player 0 has no kind"),
        ([{"name": "Ann", "kind": "ai"}, {"name": "Bo", "kind": "human"}], "player 0 (an AI seat) has no ai"),
        (
            [{"name": "Ann", "kind": "human", "ai": "hard"}, {"name": "Bo", "kind": "human"}],
            "player 0: a human seat has no ai",
        ),
    ):
        refused({**d, "settings": {**d["settings"], "players": players}}, why)


def test_reader_refuses_a_setup_that_is_not_the_rules():
    """Spec 4 and 9: setup holds the colours, first seat and start money the seed gives."""
    good = data_of(short_game())
    for key, value in (
        ("colours", ["red", "blue", "green"]),
        ("first", (good["setup"]["first"] + 1) % 3),
        ("money", 20000),
    ):
        d = copy.deepcopy(good)
        d["setup"][key] = value
        refused(d, "setup")
    refused({k: v for k, v in good.items() if k != "setup"}, "setup")


def test_reader_refuses_bad_turn_lists():
    """Spec 9: one turn entry (an object) per turn, none after the end."""
    good = data_of(short_game())
    refused({**good, "turns": {}}, "turns must be a list, not {}", exact=True)
    d = copy.deepcopy(good)
    d["turns"][2] = [1, 2]
    refused(d, "turn entry 3 is not an object")
    d = copy.deepcopy(good)
    d["turns"][1]["money"] = [1, 2, 3]
    refused(d, "turn 2 differs")
    d = copy.deepcopy(good)
    d["turns"][0] = dict(reversed(list(d["turns"][0].items())))
    refused(d, "turn 1 differs")  # the same keys in another order


def test_reader_refuses_turns_after_the_end(monkeypatch):
    """Spec 9: 'the end at the first moment it holds (with no turn after it)'."""
    state = game.new_game(game.Settings(humans("Ann", "Bo"), "forced", None, 5))
    while not state.is_over:
        state, _ = game.apply(state, state.to_move, ROLL)
    d = data_of(state)
    assert record.replay_data(d) == state
    d2 = copy.deepcopy(d)
    d2["turns"].append(copy.deepcopy(d["turns"][-1]))
    refused(d2, "comes after the end of the game")
    d3 = copy.deepcopy(d)
    del d3["result"]
    refused(d3, "result")
    d4 = copy.deepcopy(d)
    d4["result"]["winners"] = [0, 1]
    refused(d4, "result")


def test_reader_refuses_a_result_before_the_end():
    """Spec 9: result is 'absent before' the end."""
    d = data_of(short_game())
    d["result"] = None
    refused(d, "result")
    d["result"] = {"end": "last_standing", "winners": [0], "eliminated": []}
    refused(d, "result")


def test_optional_records_log_the_buy_decision():
    """Spec 9: with optional purchase 'bought' is the seat's decision when it could afford the plot."""
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "optional", None, 7))
    answers = iter([DECLINE, BUY, DECLINE, BUY, BUY, DECLINE, BUY])
    while len(state.history) < 8:
        state, _ = game.apply(state, state.to_move, next(answers) if state.rolled else ROLL)
    d = data_of(state)
    assert record.replay_data(d) == state
    i = next(i for i, t in enumerate(d["turns"]) if t["effect"].get("why") == "declined")
    flipped = copy.deepcopy(d)
    eff = flipped["turns"][i]["effect"]
    del eff["why"]
    eff["bought"] = True
    refused(flipped, f"turn {i + 1} differs")
    missing = copy.deepcopy(d)
    missing["turns"][i]["effect"]["why"] = "cannot_afford"
    refused(missing, f"turn {i + 1}: the buy decision is missing")


def test_reader_names_a_rules_refusal_by_turn(monkeypatch):
    """A decision the rules refuse while replaying is named with its turn."""
    d = data_of(short_game("optional", turns=4))

    def refuse(state, seat, decision):
        raise game.WrongDecision("no")

    monkeypatch.setattr(game, "apply", refuse)
    refused(d, "turn 1: no")


# --- saves ------------------------------------------------------------------------------------


def waiting_to_buy() -> game.State:
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "optional", None, 7))
    state, _ = game.apply(state, state.to_move, ROLL)
    assert state.rolled is not None
    return state


def test_a_save_holds_the_roll_waiting_for_the_buy_decision():
    """Spec 9 (record + pending): the roll of the unfinished turn is saved apart and replayed."""
    state = waiting_to_buy()
    doc = CIRCUIT.record_data(state)
    assert list(doc)[-1] == "pending" and doc["pending"] == [ROLL]
    assert CIRCUIT.load_record(json.loads(json.dumps(doc))) == state
    assert record.pending_data(short_game()) == []
    assert "pending" not in CIRCUIT.record_data(short_game())
    assert CIRCUIT.load_record({**record.record_of(short_game()), "pending": []}) == short_game()


def test_resume_refuses_broken_saves():
    """pending is [] or ["roll"] and must leave the roll waiting."""
    rec = record.record_of(waiting_to_buy())
    for bad in (
        {**rec, "pending": [ROLL], "x": 1},
        {**rec, "pending": "roll"},
        {**rec, "pending": [BUY]},
        {**rec, "pending": [ROLL, ROLL]},
    ):
        with pytest.raises(CircuitRecordError):
            CIRCUIT.load_record(bad)
    # A roll that lands on a Refuge finishes the turn: it belongs in the record, not pending.
    forced = record.record_of(short_game())
    with pytest.raises(CircuitRecordError, match="^the pending roll finished the turn: it belongs in the record$"):
        CIRCUIT.load_record({**forced, "pending": [ROLL]})
    over = game.new_game(game.Settings(humans("Ann", "Bo"), "forced", None, 5))
    while not over.is_over:
        over, _ = game.apply(over, over.to_move, ROLL)
    with pytest.raises(CircuitRecordError, match="^a pending decision after the end of the game$"):
        CIRCUIT.load_record({**record.record_of(over), "pending": [ROLL]})
