"""The independent checker (tests/support/leyland_checker.py, written from the spec
alone) over bot games of every seat count, and broken records that both the
checker and the engine's reader must refuse."""

from __future__ import annotations

import copy
import json
import random

import pytest
from checker_kit import accepted
from leyland_checker import check
from leyland_helpers import bot_game, bots

from landrush_tui.ai.leyland import candidates
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.leyland.game import FROLIC, REAP, SOW, Action
from landrush_tui.rules.leyland.ruleset import RULES as LEYLAND

LINEUPS = {
    2: [("easy", "medium"), ("medium", "medium")],
    3: [("easy", "medium", "easy")],
    4: [("medium", "easy", "easy", "medium")],
}


def random_game(n: int, seed: int) -> game.State:
    """Random legal play (random bids, random actions, random shortfall choices):
    a fast bot that reaches every branch of the rules."""
    rng = random.Random(seed)
    state = game.new_game(game.Settings(bots(*["random"] * n), seed))
    while not state.is_over:
        if state.bidding:
            bids = {s: rng.choice([0, 0, 1, rng.randint(0, state.money[s])]) if state.money[s] else 0 for s in range(n)}
            state, _ = game.apply(state, {s: min(b, state.money[s]) for s, b in bids.items()})
            continue
        seat = state.to_act
        options = candidates(state, seat)
        action = rng.choice(options)
        if action.do in (FROLIC, SOW):
            colour = "G" if action.do == FROLIC else "Y"
            eligible = game.eligible(state, seat, colour)
            reserve = state.faerie[seat] if action.do == FROLIC else state.wheat[seat]
            action = Action(action.do, sections=tuple(rng.sample(eligible, min(reserve, len(eligible)))))
        elif action.do == REAP and game.wheat_sections(state, seat):
            action = Action(REAP, section=rng.choice(game.wheat_sections(state, seat)))
        state, _ = game.apply(state, {seat: action})
    return state


def cases():
    out = []
    for n in (2, 3, 4):
        for k in range(64):
            out.append(("random", n, 100 * n + k))
        for k, lineup in enumerate(LINEUPS[n] * 2):
            out.append((lineup, n, 5000 + 10 * n + k))
    return out


CASES = cases()


def test_the_checker_accepts_every_bot_game():
    assert len(CASES) >= 200
    ends, tiebreaks, actions = set(), set(), set()

    def play(lineup, n: int, seed: int) -> game.State:
        return random_game(n, seed) if lineup == "random" else bot_game(lineup, seed)

    for state, data in accepted(CASES, play, lambda state: json.loads(LEYLAND.dumps(state)), check):
        ends.add(state.end)
        tiebreaks.add(data["result"]["tiebreak"])
        actions |= {
            (a["do"], bool(a.get("sections") or a.get("section") is not None or a.get("gained")))
            for r in data["rounds"]
            for a in r["actions"]
        }
    assert ends == {"board_full", "stock_out"}
    assert {
        ("frolic", True),
        ("sow", True),
        ("reap", True),
        ("reap", False),
        ("invest", True),
        ("invest", False),
    } <= actions
    assert None in tiebreaks and len(tiebreaks) >= 2


def test_the_checker_accepts_a_game_in_progress():
    state = bot_game(("easy", "medium", "easy"), 5)
    data = json.loads(LEYLAND.dumps(state))
    data["rounds"] = data["rounds"][:4]
    del data["result"]
    assert check(data) == []
    partial = LEYLAND.loads(json.dumps(data))
    assert not partial.is_over and partial.round == 5 and partial.bidding


# --- broken records -------------------------------------------------------------------------


def _base() -> dict:
    for seed in range(200):
        state = random_game(3, seed)
        data = json.loads(LEYLAND.dumps(state))
        acts = [a for r in data["rounds"] for a in r["actions"]]
        kinds = {a["do"] for a in acts}
        if (
            {"frolic", "sow", "invest", "acquire"} <= kinds
            and any(a["do"] == "reap" and a["section"] is not None for a in acts)
            and any(r["discarded"] is not None for r in data["rounds"])
            and any(a["do"] == "acquire" and a["completed"] for a in acts)
            and any(a["do"] == "invest" and a["gained"] for a in acts)
        ):
            return data
    raise AssertionError("no suitable game")


BASE = _base()


def first(data, do, pred=lambda a: True):
    for r in data["rounds"]:
        for a in r["actions"]:
            if a["do"] == do and pred(a):
                return r, a
    raise AssertionError(do)


def m_bid_over_money(d):
    d["rounds"][0]["bids"][0] = 11


def m_order(d):
    d["rounds"][0]["order"].reverse()


def m_exclusive_twice(d):
    r, a = first(d, "invest")
    other = next(x for x in r["actions"] if x is not a)
    seat = other["seat"]
    other.clear()
    other.update({"seat": seat, "do": "invest", "gained": 0})


def m_edge_mismatch(d):
    r, a = first(d, "acquire", lambda a: a["at"] != [1, 1])
    a["rotation"] = (a["rotation"] + 1) % 4


def m_not_centre_first(d):
    r, a = first(d, "acquire")
    a["at"] = [0, 0]


def m_completed_cubes(d):
    r, a = first(d, "acquire", lambda a: a["completed"])
    a["completed"][0]["cubes"] += 1


def m_completed_missing(d):
    r, a = first(d, "acquire", lambda a: a["completed"])
    a["completed"] = []


def m_frolic_gain(d):
    r, a = first(d, "frolic")
    a["gained"] += 1


def m_sow_extra_section(d):
    r, a = first(d, "sow")
    a["sections"].append(999)


def m_reap_nothing(d):
    r, a = first(d, "reap", lambda a: a["section"] is not None)
    a["section"] = None
    a["gained"] = 0


def m_invest_gain(d):
    r, a = first(d, "invest", lambda a: a["gained"])
    a["gained"] += 2


def m_discard(d):
    r = next(r for r in d["rounds"] if r["discarded"] is not None)
    r["discarded"] = None


def m_refill(d):
    r = next(r for r in d["rounds"] if r["refill"])
    r["refill"][0][1] = (r["refill"][0][1] + 1) % 36


def m_seat_money(d):
    d["rounds"][2]["seats"][1]["money"] += 1


def m_seat_placed(d):
    r = next(r for r in d["rounds"] if any(s["placed"] for s in r["seats"]))
    s = next(s for s in r["seats"] if s["placed"])
    s["placed"][0]["capacity"] += 1


def m_game_over_early(d):
    d["rounds"][1]["game_over"] = True


def m_result_total(d):
    d["result"]["scores"][0]["total"] += 1


def m_winners(d):
    d["result"]["winners"] = [s for s in range(3) if s not in d["result"]["winners"]][:1]


def m_tiebreak(d):
    d["result"]["tiebreak"] = "money" if d["result"]["tiebreak"] != "money" else None


def m_setup_stack(d):
    st = d["setup"]["stack"]
    st[5], st[6] = st[6], st[5]


def m_marker(d):
    d["rounds"][1]["marker"] = (d["rounds"][1]["marker"] + 1) % 3


def m_end(d):
    d["result"]["end"] = "stock_out" if d["result"]["end"] == "board_full" else "board_full"


def m_extra_round(d):
    d["rounds"].append(copy.deepcopy(d["rounds"][-1]))


def m_action_seat(d):
    a = d["rounds"][0]["actions"]
    a[0]["seat"], a[1]["seat"] = a[1]["seat"], a[0]["seat"]


MUTATIONS = [
    m_bid_over_money,
    m_order,
    m_exclusive_twice,
    m_edge_mismatch,
    m_not_centre_first,
    m_completed_cubes,
    m_completed_missing,
    m_frolic_gain,
    m_sow_extra_section,
    m_reap_nothing,
    m_invest_gain,
    m_discard,
    m_refill,
    m_seat_money,
    m_seat_placed,
    m_game_over_early,
    m_result_total,
    m_winners,
    m_tiebreak,
    m_setup_stack,
    m_marker,
    m_end,
    m_extra_round,
    m_action_seat,
]


def test_the_base_record_is_valid():
    assert check(BASE) == [] and record.replay_data(copy.deepcopy(BASE)).is_over


@pytest.mark.parametrize("mutate", MUTATIONS, ids=lambda f: f.__name__[2:])
def test_a_broken_record_is_refused_by_checker_and_engine(mutate):
    assert len(MUTATIONS) >= 15
    data = copy.deepcopy(BASE)
    mutate(data)
    assert data != BASE
    assert check(data) != []
    with pytest.raises(RulesError):
        record.replay_data(data)
