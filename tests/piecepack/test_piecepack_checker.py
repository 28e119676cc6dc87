"""The independent checker (tests/support/piecepack_checker.py, written from the spec
alone) against the engine: it accepts every record of 200 bot games over all
seat counts and bots, and it and the engine's reader both reject deliberately
broken records. ``LANDRUSH_SOAK=1`` checks 2000 games."""

from __future__ import annotations

import copy
import json
import os

import piecepack_checker
import piecepack_helpers as h
import pytest
from checker_kit import accepted

from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.piecepack import record
from landrush_tui.rules.piecepack.ruleset import RULES as PIECEPACK

SOAK = os.environ.get("LANDRUSH_SOAK") == "1"
GAMES = 2000 if SOAK else 200
TABLES = (["easy"], ["medium"], ["easy", "medium"], ["medium", "easy", "easy"])


def table(n: int, i: int) -> list[str]:
    pattern = TABLES[i % len(TABLES)]
    return [pattern[k % len(pattern)] for k in range(n)]


def test_the_checker_accepts_every_bot_game_of_every_seat_count():
    ends: dict[str, int] = {}
    takeovers = no_plays = 0
    cases = [(2 + i % 4, 1000 + i, table(2 + i % 4, i)) for i in range(GAMES)]
    games = accepted(cases, h.bot_game, lambda state: json.loads(PIECEPACK.dumps(state)), piecepack_checker.problems)
    for state, data in games:
        ends[state.end] = ends.get(state.end, 0) + 1
        takeovers += sum(1 for t in data["turns"] if t["play"] and t["play"]["takeovers"])
        no_plays += sum(1 for t in data["turns"] if t["no_play"])
    assert ends.get("stash_empty", 0) > 0 and takeovers > 0 and no_plays > 0


def test_a_game_in_progress_checks_too():
    state = h.bot_game(3, 77)
    data = json.loads(PIECEPACK.dumps(state))
    data["turns"] = data["turns"][:10]
    del data["end"], data["result"]
    assert piecepack_checker.problems(data) == []
    assert record.replay_data(data).turn == 11


def _good() -> dict:
    for seed in range(50):
        data = json.loads(PIECEPACK.dumps(h.bot_game(3, seed, ["medium", "easy", "medium"])))
        turns = data["turns"]
        if any(t["play"] and t["play"]["takeovers"] for t in turns) and any(t["no_play"] for t in turns):
            return data
    raise AssertionError("no game with a take-over and a no-play turn")


GOOD = _good()


def _first(turns: list, pred) -> dict:
    return next(t for t in turns if pred(t))


def _plain(d):
    return _first(d["turns"], lambda t: t["play"] and not t["play"]["takeovers"])


def _taking(d):
    return _first(d["turns"], lambda t: t["play"] and t["play"]["takeovers"])


def _passing(d):
    return _first(d["turns"], lambda t: t["no_play"])


def m_coin(d):
    d["turns"][3]["coin"] = (d["turns"][3]["coin"] + 1) % 24


def m_first(d):
    d["setup"]["first"] = (d["setup"]["first"] + 1) % 3


def m_opening_near(d):
    x, y = d["setup"]["openings"][0]["square"]
    d["setup"]["openings"][1]["square"] = [x + 1 if x < 7 else x - 1, y + 1 if y < 11 else y - 1]


def m_opening_seat(d):
    d["setup"]["openings"][0]["seat"] = (d["setup"]["openings"][0]["seat"] + 1) % 3


def m_square_off_tile(d):
    t = _plain(d)
    x, y = t["play"]["square"]
    t["play"]["square"] = [(x + 2) % 8, y]


def m_size(d):
    t = _plain(d)
    t["play"]["size"] = {"S": "M", "M": "L", "L": "S"}[t["play"]["size"]]


def m_no_play_reason(d):
    t = _passing(d)
    t["no_play"] = "tile_full" if t["no_play"] == "blocked" else "blocked"


def m_skip_play(d):
    t = _plain(d)
    t["play"], t["no_play"] = None, "blocked"


def m_drop_takeover(d):
    _taking(d)["play"]["takeovers"] = []


def m_takeover_squares(d):
    tk = _taking(d)["play"]["takeovers"][0]
    tk["squares"] = tk["squares"][:-1] or [[0, 0]]


def m_takeover_owner(d):
    tk = _taking(d)["play"]["takeovers"][0]
    tk["owner"] = (tk["owner"] + 1) % 3


def m_stash(d):
    d["turns"][5]["stashes"][0]["S"] += 1


def m_stash_order(d):
    s = d["turns"][5]["stashes"][1]
    d["turns"][5]["stashes"][1] = {"S": s["L"], "M": s["M"], "L": s["S"]} if s["L"] != s["S"] else {"S": 9}


def m_turn_number(d):
    d["turns"][2]["turn"] += 1


def m_seat(d):
    d["turns"][4]["seat"] = (d["turns"][4]["seat"] + 1) % 3


def m_extra_turn(d):
    d["turns"].append(copy.deepcopy(d["turns"][-1]))


def m_missing_end(d):
    del d["end"]


def m_wrong_end(d):
    d["end"] = "no_plays_left" if d["end"] == "stash_empty" else "stash_empty"


def m_score(d):
    d["result"]["scores"][1]["total"] += 1


def m_winners(d):
    d["result"]["winners"] = [s for s in range(3) if s not in d["result"]["winners"]][:1]


def m_tract_flag(d):
    sc = next(s for s in d["result"]["scores"] if s["tracts"])
    sc["tracts"][0]["scoring"] = not sc["tracts"][0]["scoring"]


def m_stash_start(d):
    d["stash_start"] = {"S": 4, "M": 4, "L": 4}


def m_truncate_turns(d):
    d["turns"] = d["turns"][:-1]


def m_rival_neighbour(d):
    """A plain play moved next to a rival pyramid (breaks the invariant)."""
    board = {}
    for o in d["setup"]["openings"]:
        board[tuple(o["square"])] = o["seat"]
    for t in d["turns"]:
        p = t["play"]
        if p and not p["takeovers"]:
            x, y = p["square"]
            for nx in (x ^ 1,):
                near = [(nx + 1, y), (nx - 1, y), (nx, y + 1), (nx, y - 1)]
                if (nx, y) not in board and any(board.get(q) not in (None, t["seat"]) for q in near):
                    p["square"] = [nx, y]
                    return
        if p:
            board[tuple(p["square"])] = t["seat"]
            for tk in p["takeovers"]:
                for q in tk["squares"]:
                    board[tuple(q)] = t["seat"]
    d["turns"][0]["coin"] = -1  # no such play found: break it another way


MUTATIONS = [
    m_coin,
    m_first,
    m_opening_near,
    m_opening_seat,
    m_square_off_tile,
    m_size,
    m_no_play_reason,
    m_skip_play,
    m_drop_takeover,
    m_takeover_squares,
    m_takeover_owner,
    m_stash,
    m_stash_order,
    m_turn_number,
    m_seat,
    m_extra_turn,
    m_missing_end,
    m_wrong_end,
    m_score,
    m_winners,
    m_tract_flag,
    m_stash_start,
    m_truncate_turns,
    m_rival_neighbour,
]


def test_the_good_record_passes_both():
    assert piecepack_checker.problems(GOOD) == []
    record.replay_data(copy.deepcopy(GOOD))


@pytest.mark.parametrize("mutate", MUTATIONS, ids=lambda f: f.__name__[2:])
def test_broken_records_are_rejected_by_the_checker_and_the_engine(mutate):
    data = copy.deepcopy(GOOD)
    mutate(data)
    assert data != GOOD
    assert piecepack_checker.problems(data), mutate.__name__
    with pytest.raises(RulesError):
        record.replay_data(data)
