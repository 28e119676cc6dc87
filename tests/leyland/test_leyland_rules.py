"""Ley of the Land's rules: every test case of the spec (section 11), named after
it, the worked example of 6.1 and the record example of 9, refusals that change
nothing, and hypothesis properties (money conserved, tiles conserved, the game ends)."""

from __future__ import annotations

import os

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from leyland_helpers import acting, bot_game, fresh, lay, worked_example

from landrush_tui.rules.errors import NotYourTurn, RulesError
from landrush_tui.rules.leyland import game, record, tiles
from landrush_tui.rules.leyland.game import (
    ACQUIRE,
    FROLIC,
    INVEST,
    PASS,
    REAP,
    SOW,
    Action,
    IllegalAction,
    IllegalPlacement,
    Placed,
)
from landrush_tui.rules.leyland.ruleset import RULES as LEYLAND


def act(state, seat, action):
    return game.apply_action(state, seat, action)


# --- spec 3 and 6.1 ---------------------------------------------------------------------


def test_tiles_are_the_six_colourings_with_72_triangles_of_each_colour():
    assert len(tiles.TILE_COLOURS) == 36
    assert sum(c.count("G") for c in tiles.TILE_COLOURS) == 72
    assert tiles.rotated(15, 3) == "YYGY"  # spec 3.1's example: N Y, E Y, S G, W Y
    assert [tiles.kind(t) for t in (0, 3, 4, 7, 8, 35)] == ["faerie"] * 2 + ["crop"] * 2 + ["basic"] * 2


def test_worked_example_completing_a_section():
    state = lay(fresh(3), 0, [(22, 1, 1, 0), (0, 2, 1, 0), (8, 2, 0, 0), (15, 1, 0, 3)])
    before = state.faerie[0]
    state = acting(attrs.evolve(state, market=(9, 32, 19, 1, 16)), [3, 0, 0], marker=1)
    state, acted = act(state, 0, Action(ACQUIRE, 1, (2, 2), 0))
    green = [c for c in acted.done.completed if c.colour == "G"]
    assert green == [game.Completion(6, "G", 13, 4, 1)] and green[0].cubes == 5
    assert state.faerie[0] - before == 5
    assert Placed(6, "G", 0, 4) in state.placed[0]
    yellow = [s for s in tiles.sections(state.boards[0]) if s.colour == "Y" and 4 in s.triangles][0]
    assert yellow.open  # (1,0)'s W faces the empty (0, 0)


def test_worked_example_order_and_invest():
    state = acting(fresh(3), [2, 0, 2], marker=1)
    assert state.order == (2, 0, 1) and state.last_seat == 1
    s2, acted = act(state, 2, Action(INVEST))
    assert acted.done.gained == 0
    s2, _ = act(s2, 0, Action(PASS))
    with pytest.raises(IllegalAction, match="Invest is taken"):
        act(s2, 1, Action(INVEST))
    s3, _ = act(state, 2, Action(PASS))
    s3, _ = act(s3, 0, Action(PASS))
    s3, acted = act(s3, 1, Action(INVEST))
    assert acted.done.gained == 0


def test_worked_example_final_score_and_tiebreak():
    # Ann 6 + 5 + 3 + 6 = 20; Bo 9 + 0 + 4 + 6 = 19; Cy 4 + 5 + 0 = 9
    assert game.bonus_shares([13, 13, 7]) == (6, 6, 0)
    assert game.pick_winners([20, 19, 9], [13, 13, 7], [2, 0, 1], [1, 3, 0], [6, 9, 4]) == ((0,), None)
    assert game.pick_winners([20, 20, 9], [13, 13, 7], [2, 0, 1], [1, 3, 0], [6, 10, 4]) == ((0,), "faerie")


# --- spec 11 -----------------------------------------------------------------------------


def test_case_1_order_ties():
    assert game.bid_order([1, 1, 0, 1], 2) == (3, 0, 1, 2)
    state = acting(fresh(4), [1, 1, 0, 1], marker=2)
    assert state.order == (3, 0, 1, 2) and state.last_seat == 2


def test_case_2_invest_not_last():
    state = acting(fresh(3), [3, 2, 1])
    state, acted = act(state, 0, Action(PASS))
    money = state.money[1]
    state, acted = act(state, 1, Action(INVEST))
    assert acted.done.gained == 0 and state.money[1] == money
    assert INVEST not in game.available(state, 2)
    with pytest.raises(IllegalAction, match="Invest is taken this round"):
        act(state, 2, Action(INVEST))


def test_case_3_invest_last():
    state = acting(fresh(3), [5, 4, 3])
    start = state.money[2] + 3
    state, _ = act(state, 0, Action(PASS))
    state, _ = act(state, 1, Action(PASS))
    state, acted = act(state, 2, Action(INVEST))
    assert acted.done.gained == 6 and state.money[2] == start + 3  # net +3 this round


def test_case_4_frolic_shortfall():
    state = fresh(3)
    placed = (Placed(6, "G", 0, 4), Placed(12, "G", 1, 2), Placed(20, "G", 0, 1), Placed(30, "Y", 0, 2))
    state = attrs.evolve(state, placed=(placed, (), ()), faerie=(2, 0, 0))
    state = acting(state, [2, 1, 0])
    with pytest.raises(IllegalAction, match="choose 2 of the sections"):
        act(state, 0, Action(FROLIC))
    with pytest.raises(IllegalAction, match="exactly 2"):
        act(state, 0, Action(FROLIC, sections=(6,)))
    with pytest.raises(IllegalAction, match="not one of the eligible"):
        act(state, 0, Action(FROLIC, sections=(6, 30)))
    money = state.money[0]
    after, acted = act(state, 0, Action(FROLIC, sections=(20, 6)))
    assert acted.done.sections == (6, 20) and acted.done.gained == 2
    assert after.money[0] == money + 2 and after.faerie[0] == 0
    assert after.placed[0] == (
        Placed(6, "G", 1, 4),
        Placed(12, "G", 1, 2),
        Placed(20, "G", 1, 1),
        Placed(30, "Y", 0, 2),
    )


def test_case_5_capacity():
    state = fresh(2)
    state = attrs.evolve(state, placed=((Placed(6, "G", 2, 2),), ()), faerie=(3, 0))
    assert game.eligible(state, 0, "G") == ()
    state = acting(state, [1, 0])
    after, acted = act(state, 0, Action(FROLIC))
    assert acted.done.sections == () and after.faerie[0] == 3 and after.placed[0] == (Placed(6, "G", 2, 2),)


def test_case_6_zero_diamond_completion():
    state = fresh(3)
    board = tiles.EMPTY_BOARD
    board = tiles.place(board, 16, 1, 1, 0)
    assert [s.id for s in tiles.newly_completed(board, 1, 1)] == []
    board = tiles.place(board, 17, 1, 0, 1)
    done = tiles.newly_completed(board, 1, 0)
    assert [(s.id, s.colour, s.diamonds) for s in done] == [(4, "G", 0)]  # tile 17's lone N
    state = lay(state, 0, [(16, 1, 1, 0), (17, 1, 0, 1)])
    assert state.placed[0] == (Placed(4, "G", 0, 0),) and state.faerie[0] == 0
    assert tiles.rotated(22, 3) == "GYYG"
    state = acting(attrs.evolve(state, market=(22, 32, 19, 1, 16)), [1, 0, 0])
    state, acted = act(state, 0, Action(ACQUIRE, 1, (0, 0), 3))
    assert acted.done.completed == (game.Completion(0, "G", 2, 0, 0),)
    assert acted.done.completed[0].cubes == 0
    assert Placed(0, "G", 0, 0) in state.placed[0] and state.faerie[0] == 0


def test_case_7_edge_mismatch():
    state = lay(fresh(2), 0, [(8, 1, 1, 0)])  # GGGY: E is G
    # tile 15 YYYG unrotated has W G: fits on (2, 1); turned once its W is Y: refused
    assert tiles.placement_problem(state.boards[0], 15, 2, 1, 0) is None
    assert "W edge is yellow" in tiles.placement_problem(state.boards[0], 15, 2, 1, 1)
    state = acting(attrs.evolve(state, market=(15, 32, 19, 1, 16)), [1, 0])
    with pytest.raises(IllegalPlacement, match="its W edge is yellow, b2's E edge green"):
        act(state, 0, Action(ACQUIRE, 1, (2, 1), 1))
    after, _ = act(state, 0, Action(ACQUIRE, 1, (2, 1), 0))
    assert after.boards[0][tiles.index(2, 1)] == (15, 0)


def test_case_8_centre_first():
    state = acting(attrs.evolve(fresh(2), market=(29, 32, 19, 1, 16)), [1, 0])
    with pytest.raises(IllegalPlacement, match="first tile goes on the centre"):
        act(state, 0, Action(ACQUIRE, 1, (0, 0), 0))
    for r in range(4):
        after, _ = act(state, 0, Action(ACQUIRE, 1, (1, 1), r))
        assert after.boards[0][4] == (29, r)


def test_case_9_no_acquisition():
    state = acting(fresh(3), [0, 0, 0])
    market, front = state.market, state.stack[0]
    for seat, do in zip(state.order, (FROLIC, SOW, PASS), strict=False):
        state, acted = act(state, seat, Action(do))
    entry = acted.round_end
    assert entry is not None and entry.discarded == market[0]
    assert entry.refill == ((1, front),) and state.market == (front,) + market[1:]
    assert len(state.stack) == 30


def test_case_10_stock_out():
    state = attrs.evolve(fresh(2), stack=())
    state = acting(state, [1, 0])
    state, _ = act(state, 0, Action(ACQUIRE, 2, (1, 1), 0))
    state, acted = act(state, 1, Action(PASS))
    assert state.end == "stock_out" and acted.round_end.game_over and acted.round_end.market[1] is None
    # an empty stack and no acquisition: the discarded slot 1 stays empty
    state = acting(attrs.evolve(fresh(2), stack=()), [0, 0])
    state, _ = act(state, 1, Action(PASS))
    state, acted = act(state, 0, Action(PASS))
    assert state.end == "stock_out" and acted.round_end.discarded is not None and state.market[0] is None
    # a stack that empties while filling the last empty slot is not a run-out
    state = acting(attrs.evolve(fresh(2), stack=(33,)), [1, 0])
    state, _ = act(state, 0, Action(ACQUIRE, 3, (1, 1), 0))
    state, acted = act(state, 1, Action(PASS))
    assert not state.is_over and state.stack == () and None not in state.market and state.round == 2


def full_board_but_one(state, seat):
    """Eight Crop Circles and ... all yellow: every tile fits; the last free space is (2, 2)."""
    placements = [
        (4, 1, 1, 0),
        (5, 1, 0, 0),
        (6, 0, 1, 0),
        (7, 2, 1, 0),
        (16, 0, 0, 0),
        (17, 2, 0, 1),
        (18, 0, 2, 3),
        (19, 1, 2, 2),
    ]
    return lay(state, seat, placements)


def test_case_11_board_full_mid_round():
    state = full_board_but_one(fresh(3), 0)
    state = attrs.evolve(state, market=(20, 32, 19, 1, 16))
    assert tiles.placement_problem(state.boards[0], 20, 2, 2, 0) is None
    state = acting(state, [2, 1, 0])
    state, _ = act(state, 0, Action(ACQUIRE, 1, (2, 2), 0))
    assert tiles.is_full(state.boards[0]) and not state.is_over
    assert game.acquirable(state, 0) == []
    state, _ = act(state, 1, Action(ACQUIRE, 2, (1, 1), 0))
    state, acted = act(state, 2, Action(SOW))
    assert state.end == "board_full" and acted.round_end.game_over


def test_case_12_largest_section_tie_among_three():
    assert game.bonus_shares([9, 9, 9, 5]) == (4, 4, 4, 0)
    assert game.bonus_shares([0, 0]) == (0, 0)
    assert game.bonus_shares([3, 3, 3, 3]) == (3, 3, 3, 3)


def test_case_13_three_completions_at_once():
    state = worked_example(fresh(3))
    assert tiles.rotated(29, 0) == "GYGY"
    state = acting(attrs.evolve(state, market=(29, 32, 19, 1, 16)), [1, 0, 0])
    wheat = state.wheat[0]
    state, acted = act(state, 0, Action(ACQUIRE, 1, (0, 0), 0))
    assert acted.done.completed == (
        game.Completion(0, "G", 1, 0, 0),
        game.Completion(1, "Y", 5, 2, 0),
        game.Completion(3, "Y", 1, 0, 0),
    )
    assert state.wheat[0] == wheat + 2
    assert record.action_data(acted.done)["completed"][1] == {
        "section": 1,
        "colour": "Y",
        "triangles": 5,
        "diamonds": 2,
        "special": 0,
        "cubes": 2,
    }


def test_case_14_seed_vector():
    for n, marker in ((2, 1), (3, 2), (4, 2)):
        state = fresh(n, seed=11)
        assert state.marker == marker
    data = record.record_of(fresh(3, seed=11))
    assert data["setup"]["stack"][:8] == [13, 32, 19, 1, 16, 17, 23, 22]
    assert data["setup"]["market"] == [13, 32, 19, 1, 16] and data["setup"]["marker"] == 2
    assert sorted(data["setup"]["stack"]) == list(range(36))


def test_case_15_both_ends():
    state = full_board_but_one(fresh(2), 0)
    state = attrs.evolve(state, market=(20, 32, 19, 1, 16), stack=())
    state = acting(state, [1, 0])
    state, _ = act(state, 0, Action(ACQUIRE, 1, (2, 2), 0))
    state, acted = act(state, 1, Action(PASS))
    assert acted.round_end.market[0] is None  # the stock ran out too
    assert state.end == "board_full"


def test_case_16_tiebreak_cascade():
    assert game.pick_winners([20, 20, 18], [13, 13, 15], [2, 0, 5], [0, 0, 0], [1, 1, 1]) == ((0,), "faerie")
    assert game.pick_winners([20, 19, 18], [13, 13, 15], [2, 0, 5], [0, 0, 0], [1, 1, 1]) == ((0,), None)
    assert game.pick_winners([20, 20], [13, 13], [2, 2], [1, 1], [5, 5]) == ((0, 1), "shared")
    assert game.pick_winners([20, 20], [13, 14], [2, 2], [1, 1], [5, 5]) == ((1,), "largest")


def test_case_17_reap_with_nothing():
    state = acting(fresh(3), [2, 1, 0])
    state, acted = act(state, 0, Action(REAP))
    assert acted.done.section is None and acted.done.gained == 0
    assert record.action_data(acted.done) == {"seat": 0, "do": "reap", "section": None, "gained": 0}
    with pytest.raises(IllegalAction, match="Reap is taken"):
        act(state, 1, Action(REAP))


# --- record example of 9 -------------------------------------------------------------------


def test_record_example_round_one_of_seed_11():
    state = fresh(3, seed=11)
    state, reveal = game.apply_bids(state, {0: 2, 1: 0, 2: 2})
    assert reveal.order == (2, 0, 1)
    state, _ = act(state, 2, Action(ACQUIRE, 3, (1, 1), 0))
    state, _ = act(state, 0, Action(ACQUIRE, 1, (1, 1), 2))
    state, acted = act(state, 1, Action(INVEST))
    r = record.round_data(acted.round_end)
    assert r == {
        "round": 1,
        "marker": 2,
        "bids": [2, 0, 2],
        "order": [2, 0, 1],
        "actions": [
            {"seat": 2, "do": "acquire", "slot": 3, "tile": 19, "at": [1, 1], "rotation": 0, "completed": []},
            {"seat": 0, "do": "acquire", "slot": 1, "tile": 13, "at": [1, 1], "rotation": 2, "completed": []},
            {"seat": 1, "do": "invest", "gained": 0},
        ],
        "discarded": None,
        "refill": [[1, 17], [3, 23]],
        "market": [17, 32, 23, 1, 16],
        "stack_left": 29,
        "seats": [
            {"money": 8, "faerie": 0, "wheat": 0, "placed": [], "tiles": 1},
            {"money": 10, "faerie": 0, "wheat": 0, "placed": [], "tiles": 0},
            {"money": 8, "faerie": 0, "wheat": 0, "placed": [], "tiles": 1},
        ],
        "game_over": False,
    }
    assert state.marker == 0 and state.round == 2


# --- refusals change nothing -----------------------------------------------------------------


def test_every_refusal_says_why_and_changes_nothing():
    state = fresh(3)
    frozen = state
    for seat, bid in ((0, 11), (1, -1), (2, "3"), (5, 1)):
        with pytest.raises(RulesError):
            game.check(state, seat, bid)
    with pytest.raises(RulesError, match="every seat bids at once"):
        game.apply(state, {0: 1})
    state = acting(state, [3, 2, 1])
    for seat, action in (
        (1, Action(PASS)),
        (0, "pass"),
        (0, Action("dig")),
        (0, Action(ACQUIRE, 6, (1, 1), 0)),
        (0, Action(ACQUIRE, 1, (3, 1), 0)),
        (0, Action(ACQUIRE, 1, (1, 1), 4)),
        (0, Action(PASS, slot=1)),
        (0, Action(REAP, section=4)),
    ):
        with pytest.raises(RulesError) as err:
            game.apply(state, {seat: action})
        assert str(err.value)
    assert frozen == fresh(3)
    with pytest.raises(NotYourTurn):
        game.check(state, 1, 3)
    with pytest.raises(IllegalAction, match="an action is one of"):
        game.check(state, 0, 3)


# --- properties --------------------------------------------------------------------------------


SOAK = int(os.environ.get("LANDRUSH_SOAK", "0") or 0) * 9 + 1  # LANDRUSH_SOAK=1: ten times the examples
LINEUP = st.lists(st.sampled_from(["easy", "medium"]), min_size=2, max_size=4)


@settings(max_examples=SOAK * 10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=LINEUP, seed=st.integers(0, 10**6))
def test_bot_games_end_and_conserve_money_and_tiles(seats, seed):
    state = bot_game(seats, seed)
    assert state.is_over and state.end in ("board_full", "stock_out") and len(state.history) <= 32
    money = [game.START_MONEY] * len(seats)
    for e in state.history:
        for s, b in enumerate(e.bids):
            money[s] -= b
        for d in e.actions:
            money[d.seat] += d.gained
        assert list(f.money for f in e.seats) == money  # money moves only by bids and gains
        assert sorted(e.order) == list(range(len(seats)))
        assert [d.seat for d in e.actions] == list(e.order)
    seen = [t for b in state.boards for sp in b if sp is not None for t in (sp[0],)]
    seen += [t for t in state.market if t is not None] + list(state.stack)
    seen += [e.discarded for e in state.history if e.discarded is not None]
    assert sorted(seen) == list(range(36))  # every tile is somewhere exactly once
    cubes_gained = sum(c.cubes for e in state.history for d in e.actions for c in d.completed)
    reaped = sum(1 for e in state.history for d in e.actions if d.do == REAP and d.section is not None)
    held = sum(state.faerie) + sum(state.wheat) + sum(p.cubes for pl in state.placed for p in pl)
    assert held == cubes_gained - reaped  # cubes come only from completions, leave only by Reap
    for pl in state.placed:
        assert all(0 <= p.cubes <= p.capacity for p in pl)
    assert LEYLAND.loads(LEYLAND.dumps(state)) == state


@settings(max_examples=40, deadline=None)
@given(bids=st.lists(st.integers(0, 10), min_size=2, max_size=4), marker=st.integers(0, 3))
def test_bid_order_is_a_permutation_sorted_by_bid_then_clockwise(bids, marker):
    n = len(bids)
    marker %= n
    order = game.bid_order(bids, marker)
    assert sorted(order) == list(range(n))
    for a, b in zip(order, order[1:], strict=False):
        assert bids[a] > bids[b] or (bids[a] == bids[b] and (a - marker) % n < (b - marker) % n)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_sections_partition_the_triangles_and_pair_diamonds(data):
    board = tiles.EMPTY_BOARD
    order = data.draw(st.permutations(range(36)))
    for tile in order[: data.draw(st.integers(1, 9))]:
        options = list(tiles.legal_placements(board, tile))
        if not options:
            continue
        x, y, r = data.draw(st.sampled_from(options))
        board = tiles.place(board, tile, x, y, r)
    secs = tiles.sections(board)
    tris = sorted(t for s in secs for t in s.triangles)
    assert tris == sorted(4 * i + k for i, sp in enumerate(board) if sp is not None for k in range(4))
    shared = sum(
        1
        for i, sp in enumerate(board)
        if sp is not None
        for k in range(4)
        if (f := tiles.facing(*tiles.xy(i), k)) is not None and board[tiles.index(*f)] is not None
    )
    assert sum(2 * s.diamonds for s in secs) == shared
    if tiles.is_full(board):
        assert all(s.complete for s in secs)
