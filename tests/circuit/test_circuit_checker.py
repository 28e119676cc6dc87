"""The independent checker (tests/support/circuit_checker.py, written from the spec
alone) over bot games of every seat count and setting, and broken records
that both the checker and the engine's reader must refuse."""

from __future__ import annotations

import copy
import json

import pytest
from checker_kit import accepted
from circuit_checker import check
from circuit_helpers import bots

from landrush_tui.ai.circuit import BOTS
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.ruleset import RULES as CIRCUIT
from landrush_tui.rules.circuit.view import public_view
from landrush_tui.rules.errors import RulesError

LINEUPS = [
    ("easy", "medium"),
    ("medium", "easy", "hard"),
    ("hard", "medium", "easy", "medium"),
    ("easy",) * 5,
    ("medium", "hard", "easy", "medium", "easy", "hard"),
]


def bot_game(seats, seed: int, purchase: str, limit: int | None) -> game.State:
    state = game.new_game(game.Settings(bots(*seats), purchase, limit, seed))
    while not state.is_over:
        seat, _ = game.ask_of(state)
        state, _ = game.apply(state, seat, BOTS[seats[seat]](public_view(state, seat)))
    return state


def cases():
    """210 games: 2-6 seats x forced/optional x no limit / 10 / 60 rounds, 7 seeds each.
    The slow hard bot sits only at forced tables (where it just rolls) and in one
    optional lineup on a short limit."""
    out = []
    for n in range(2, 7):
        for purchase in ("forced", "optional"):
            for limit in (None, 10, 60):
                for k in range(7):
                    seats = LINEUPS[n - 2]
                    if purchase == "optional" and not (n == 3 and limit == 10):
                        seats = tuple("easy" if s == "hard" else s for s in seats)
                    out.append((seats, 1000 * n + 100 * k + (limit or 0), purchase, limit))
    return out


CASES = cases()


def test_the_checker_accepts_every_bot_game():
    assert len(CASES) >= 200
    ends = set()
    for state, _ in accepted(CASES, bot_game, lambda state: json.loads(CIRCUIT.dumps(state)), check):
        ends.add((state.end, bool(state.out)))
    assert ("last_standing", True) in ends and ("round_limit", False) in ends and ("round_limit", True) in ends


def test_the_checker_accepts_a_game_in_progress():
    state = bot_game(("easy", "medium", "easy"), 5, "optional", None)
    data = json.loads(CIRCUIT.dumps(state))
    data["turns"] = data["turns"][:20]
    del data["result"]
    assert check(data) == []
    partial = CIRCUIT.loads(json.dumps(data))
    assert not partial.is_over and partial.turn == 21


# --- broken records -------------------------------------------------------------------


def _games():
    games = {}
    for seed in range(40):
        s = bot_game(("medium", "easy", "medium"), seed, "optional", None)
        games.setdefault("optional", s)
        if any(t.effect.why == "declined" for t in s.history):
            games.setdefault("declined", s)
        if any(t.effect.kind == "rent" and t.eliminated and t.effect.paid for t in s.history):
            games.setdefault("partial", s)
        if any(t.released for t in s.history):
            games.setdefault("released", s)
    for seed in range(40):
        s = bot_game(("easy", "easy", "easy"), seed, "forced", 10)
        if s.end == "round_limit":
            games.setdefault("limit", s)
    games["forced"] = bot_game(("easy", "medium"), 3, "forced", None)
    assert set(games) == {"optional", "declined", "partial", "released", "limit", "forced"}
    return games


GAMES = _games()


def first(data, pred):
    return next(i for i, t in enumerate(data["turns"]) if pred(t))


def m_money(d):
    d["turns"][5]["money"][0] += 100


def m_dice(d):
    t = d["turns"][3]
    t["dice"] = [t["dice"][1] % 6 + 1, t["dice"][0]]


def m_to(d):
    d["turns"][4]["to"] = d["turns"][4]["to"] % 21 + 1


def m_from(d):
    d["turns"][6]["from"] = d["turns"][6]["from"] % 21 + 1


def m_seat(d):
    t = d["turns"][2]
    t["seat"] = (t["seat"] + 1) % len(d["settings"]["players"])


def m_rent_due(d):
    d["turns"][first(d, lambda t: t["effect"]["kind"] == "rent")]["effect"]["due"] += 100


def m_partial_paid(d):
    i = first(d, lambda t: t["effect"]["kind"] == "rent" and t["eliminated"])
    d["turns"][i]["effect"]["paid"] = d["turns"][i]["effect"]["due"]


def m_buy_as_own(d):
    i = first(d, lambda t: t["effect"]["kind"] == "buy" and t["effect"]["bought"])
    d["turns"][i]["effect"] = {"kind": "own", "space": d["turns"][i]["to"]}


def m_forced_decline(d):
    i = first(d, lambda t: t["effect"]["kind"] == "buy" and t["effect"]["bought"])
    d["turns"][i]["effect"].update(bought=False, why="declined")


def m_why(d):
    i = first(d, lambda t: t["effect"].get("why") == "declined")
    d["turns"][i]["effect"]["why"] = "cannot_afford"


def m_eliminated_flag(d):
    d["turns"][first(d, lambda t: t["eliminated"])]["eliminated"] = False


def m_released(d):
    d["turns"][first(d, lambda t: t["released"])]["released"] = []


def m_turn_after_end(d):
    extra = copy.deepcopy(d["turns"][-1])
    extra["turn"] += 1
    d["turns"].append(extra)


def m_winners(d):
    n = len(d["settings"]["players"])
    d["result"]["winners"] = [(d["result"]["winners"][0] + 1) % n]


def m_no_result(d):
    del d["result"]


def m_colours(d):
    c = d["setup"]["colours"]
    c[0], c[1] = c[1], c[0]


def m_first(d):
    d["setup"]["first"] = (d["setup"]["first"] + 1) % len(d["settings"]["players"])


def m_key_order(d):
    t = d["turns"][1]
    d["turns"][1] = {k: t[k] for k in reversed(list(t))}


def m_net_worth(d):
    d["result"]["net_worth"][0] += 1


def m_turn_number(d):
    d["turns"][7]["turn"] = 99


def m_tax_paid(d):
    d["turns"][first(d, lambda t: t["effect"]["kind"] == "tax")]["effect"]["paid"] -= 1


def m_result_early(d):
    d["turns"] = d["turns"][:-3]


def m_end_kind(d):
    d["result"]["end"] = "last_standing"
    d["result"].pop("net_worth")


def m_limit_without_end(d):
    d["settings"]["round_limit"] = None


BROKEN = {
    "money after a turn": ("forced", m_money),
    "dice not from the stream": ("forced", m_dice),
    "wrong destination": ("forced", m_to),
    "wrong start": ("forced", m_from),
    "seat out of turn order": ("forced", m_seat),
    "rent due wrong": ("optional", m_rent_due),
    "partial rent paid in full": ("partial", m_partial_paid),
    "a purchase recorded as own plot": ("forced", m_buy_as_own),
    "declined under forced purchase": ("forced", m_forced_decline),
    "declined recorded as cannot afford": ("declined", m_why),
    "elimination not flagged": ("released", m_eliminated_flag),
    "plots not released": ("released", m_released),
    "a turn after the end": ("forced", m_turn_after_end),
    "wrong winner": ("forced", m_winners),
    "finished game without a result": ("forced", m_no_result),
    "colours not from the stream": ("forced", m_colours),
    "wrong first seat": ("forced", m_first),
    "keys out of order": ("forced", m_key_order),
    "net worth wrong": ("limit", m_net_worth),
    "turn misnumbered": ("forced", m_turn_number),
    "tax partly paid": ("optional", m_tax_paid),
    "result before the end": ("forced", m_result_early),
    "round-limit end called last standing": ("limit", m_end_kind),
    "round limit dropped": ("limit", m_limit_without_end),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_records_are_refused(name):
    which, mutate = BROKEN[name]
    good = json.loads(CIRCUIT.dumps(GAMES[which]))
    assert check(good) == []
    bad = copy.deepcopy(good)
    mutate(bad)
    assert json.dumps(bad) != json.dumps(good)
    assert check(bad), f"the checker accepted: {name}"
    with pytest.raises(RulesError):
        CIRCUIT.loads(json.dumps(bad))


def test_at_least_fifteen_kinds_of_broken_record():
    assert len(BROKEN) >= 15


def test_reader_refuses_garbage():
    for text in ("", "[]", "{}", "not json", json.dumps({"format": "landrush-record"}), "\xff"):
        with pytest.raises(RulesError):
            CIRCUIT.loads(text)
    with pytest.raises(RulesError):
        CIRCUIT.loads(b"\xff\xfe")


def test_a_save_resumes_mid_turn_exactly():
    state = game.new_game(game.Settings(bots("easy", "medium"), "optional", None, 7))
    while True:
        seat, what = game.ask_of(state)
        if what == "buy" and len(state.history) > 5:
            break
        state, _ = game.apply(state, seat, BOTS["medium"](public_view(state, seat)))
    doc = json.loads(json.dumps(CIRCUIT.record_data(state)))
    assert doc["pending"] == ["roll"]
    assert CIRCUIT.load_record(doc) == state
    done, _ = game.apply(state, state.to_move, "decline")
    assert CIRCUIT.load_record(json.loads(json.dumps(CIRCUIT.record_data(done)))) == done
    with pytest.raises(RulesError):
        CIRCUIT.load_record({**doc, "pending": ["roll", "roll"]})
    with pytest.raises(RulesError):
        CIRCUIT.load_record({**doc, "pending": ["buy"]})
