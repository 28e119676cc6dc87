"""The independent checker (tests/support/auctionland_checker.py, written from the spec
alone) over bot games of every seat count and setting, and deliberately
broken records that both the checker and the engine's reader must refuse."""

from __future__ import annotations

import copy
import json
import os

import pytest
from auctionland_checker import check
from auctionland_helpers import bot_game, humans, play, position
from checker_kit import accepted

from landrush_tui.rules.auctionland import game, record
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTIONLAND
from landrush_tui.rules.errors import RulesError

SOAK = os.environ.get("LANDRUSH_SOAK") == "1"


def cases():
    """210 games: 2-6 seats x market sizes 6-10 x hidden / visible money, several
    seeds; the fast easy bot everywhere, plus ten games of medium and hard bots."""
    out = []
    for n in range(2, 7):
        for m in game.MARKET_SIZES:
            for money in ("hidden", "visible"):
                for k in range(21 if SOAK else 4):
                    seats = ["easy"] * n
                    out.append((tuple(seats), 7000 + 100 * n + 10 * m + k + (5 if money == "visible" else 0), m, money))
    extra = [
        (
            (("medium", "hard", "easy")[k % 3], "easy", "medium")[: 2 + k % 2],
            90_000 + k,
            6 + k % 5,
            "hidden" if k % 2 else "visible",
        )
        for k in range(10)
    ]
    return out + extra


CASES = cases()


def test_the_checker_accepts_every_bot_game():
    assert len(CASES) >= 200
    ends = set()
    for _, data in accepted(CASES, bot_game, lambda state: json.loads(json.dumps(record.record_of(state))), check):
        acts = {a["act"] for t in data["turns"] for a in t["actions"]}
        ends |= acts
        ends |= {a.get("choice") for t in data["turns"] for a in t["actions"] if a["act"] == "hammer"}
        ends |= {"forced" for t in data["turns"] for a in t["actions"] if a.get("forced")}
    # the games reach every kind of action the record knows
    assert {"take", "place", "call", "hammer", "bonus_lost", "sell", "no_bids", "forced"} <= ends, ends


def example() -> dict:
    """A finished 3-seat game with a buy-back, a bonus and a forced pass."""
    for seed in range(200):
        state = bot_game(("medium", "easy", "medium"), seed, 6, "hidden")
        data = json.loads(AUCTIONLAND.dumps(state))
        acts = [a for t in data["turns"] for a in t["actions"]]
        if (
            any(a.get("choice") == "buy_back" for a in acts)
            and any(a.get("for") == "bonus" for a in acts)
            and any(a.get("forced") for a in acts)
        ):
            return data
    raise AssertionError("no example game found")


def first(data: dict, pred) -> dict:
    for t in data["turns"]:
        for a in t["actions"]:
            if pred(a):
                return a
    raise AssertionError("no such action")


def _turn_with(data, pred):
    for t in data["turns"]:
        if any(pred(a) for a in t["actions"]):
            return t
    raise AssertionError("no such turn")


def breakers():
    """(name, function that breaks a record in place)."""

    def b(name):
        def deco(f):
            out.append((name, f))
            return f

        return deco

    out: list = []

    @b("seed changed")
    def _(d):
        d["settings"]["seed"] += 1

    @b("first seat changed")
    def _(d):
        d["setup"]["first"] = (d["setup"]["first"] + 1) % 3

    @b("start money changed")
    def _(d):
        d["setup"]["money"][0] += 1

    @b("market unsorted")
    def _(d):
        d["setup"]["market"].reverse()

    @b("take paid too little")
    def _(d):
        first(d, lambda a: a["act"] == "take" and a["position"] > 1)["paid"] -= 1

    @b("coins not collected")
    def _(d):
        first(d, lambda a: a["act"] == "take" and a["collected"] > 0)["collected"] = 0

    @b("illegal place")
    def _(d):
        first(d, lambda a: a["act"] == "place" and a["at"] != [0, 0])["at"] = [9, 9]

    @b("wrong row count")
    def _(d):
        first(d, lambda a: a["act"] == "place")["row"] += 1

    @b("bonus denied")
    def _(d):
        first(d, lambda a: a["act"] == "place" and a["bonus"])["bonus"] = False

    @b("bid below the high bid")
    def _(d):
        t = _turn_with(d, lambda a: a["act"] == "call" and a["bid"] is not None and a["bid"] > 1)
        calls = [a for a in t["actions"] if a["act"] == "call" and a["bid"] is not None]
        calls[-1]["bid"] = 0

    @b("bid above money")
    def _(d):
        first(d, lambda a: a["act"] == "call" and a["bid"] is not None)["bid"] = 999

    @b("forced pass made voluntary")
    def _(d):
        first(d, lambda a: a["act"] == "call" and a["forced"])["forced"] = False

    @b("call out of order")
    def _(d):
        t = _turn_with(d, lambda a: a["act"] == "call")
        calls = [a for a in t["actions"] if a["act"] == "call"]
        calls[0]["seat"] = (calls[0]["seat"] + 1) % 3

    @b("buy-back price wrong")
    def _(d):
        first(d, lambda a: a.get("choice") == "buy_back")["amount"] -= 1

    @b("sale turned to buy-back")
    def _(d):
        h = first(d, lambda a: a.get("choice") == "sell")
        h["choice"] = "buy_back"

    @b("turn money changed")
    def _(d):
        d["turns"][2]["money"][0] += 1

    @b("refill changed")
    def _(d):
        d["turns"][0]["refill"] = d["turns"][0]["refill"][::-1] or [1]

    @b("market coins changed")
    def _(d):
        d["turns"][1]["market"][0][1] += 1

    @b("game over too early")
    def _(d):
        d["turns"][1]["game_over"] = True

    @b("a turn missing")
    def _(d):
        del d["turns"][3]

    @b("score total changed")
    def _(d):
        d["result"]["scores"][0]["total"] += 1

    @b("winners changed")
    def _(d):
        d["result"]["winners"] = [w for w in range(3) if w not in d["result"]["winners"]][:1]

    @b("icon points changed")
    def _(d):
        d["result"]["scores"][1]["icon_points"]["P"] += 5

    @b("an action dropped")
    def _(d):
        d["turns"][1]["actions"].pop()

    @b("keys reordered")
    def _(d):
        t = d["turns"][0]
        d["turns"][0] = {k: t[k] for k in reversed(list(t))}

    return out


BREAKERS = breakers()


@pytest.fixture(scope="module")
def good() -> dict:
    return example()


def test_the_example_is_accepted(good):
    assert check(good) == [] and record.replay_data(copy.deepcopy(good)).is_over


@pytest.mark.parametrize("name,breaker", BREAKERS, ids=[n for n, _ in BREAKERS])
def test_a_broken_record_is_refused_by_both(good, name, breaker):
    bad = copy.deepcopy(good)
    breaker(bad)
    assert json.dumps(bad) != json.dumps(good)
    assert check(bad) != [], name
    with pytest.raises(RulesError):
        record.replay_data(bad)


def test_at_least_fifteen_breakers():
    assert len(BREAKERS) >= 15


def test_hand_built_edge_cases_pass_the_checker():
    """A buy-back with a full island, and the empty-market end, through the real
    game flow from a seed (the checker re-derives the setup)."""
    state = game.new_game(game.Settings(humans(2), 6, "visible", 5))
    while not state.is_over:
        opts = game.options(state)
        state, _ = game.apply(state, state.seat, opts[-1] if state.step in ("hammer",) else opts[0])
    assert check(json.loads(AUCTIONLAND.dumps(state))) == []
    assert position(2).step == "take"
    assert play(position(2), 1)[0].step == "place"
