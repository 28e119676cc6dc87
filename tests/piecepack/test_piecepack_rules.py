"""The rules of Landrush for piecepack: every test case of the spec's section 11
by its name, the worked examples of 5.1, 6.1 and 8, and hypothesis properties
(pyramids conserved, the invariant, the game ends, records replay)."""

from __future__ import annotations

import json

import piecepack_helpers as h
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from piecepack_helpers import position, tract, with_coin

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.errors import NotYourTurn, RulesError
from landrush_tui.rules.piecepack import game, record
from landrush_tui.rules.piecepack.game import PASS, IllegalPlay
from landrush_tui.rules.piecepack.ruleset import RULES as PIECEPACK
from landrush_tui.rules.registry import get
from landrush_tui.rules.rng import stream

ANN, BO, CY = 0, 1, 2
TILE_34 = game.tile_of((3, 4))  # tile (1, 2): Moons 3; squares (2,4) (3,4) (2,5) (3,5)


def info(state: game.State, sq: tuple[int, int], seat: int = ANN) -> game.SquareInfo:
    return game.square_info(state.board, state.stashes[seat], seat, sq)


def unchanged(state: game.State, seat: int, decision: object) -> None:
    """A refused decision raises a RulesError and changes nothing."""
    before = state
    with pytest.raises(RulesError):
        game.apply(state, seat, decision)
    assert state == before


# --- section 11, one test per case ----------------------------------------------------------


def test_equal_length(monkeypatch):
    """Ann 2 + 1 = 3 next to Bo's 3: illegal; the tile has nothing else: blocked."""
    state = position(tract(ANN, "S", (0, 0), (1, 0)) + tract(BO, "M", (3, 0), (3, 1), (3, 2)))
    with_coin(monkeypatch, game.tile_of((2, 0)))
    i = info(state, (2, 0))
    assert (i.status, i.length, i.sizes) == ("shorter", 3, ())
    assert info(state, (2, 1)).status == "rival"  # next to Bo only
    assert game.ask_of(state) == (ANN, PASS)
    unchanged(state, ANN, ((2, 0), "S"))
    after, entry = game.apply(state, ANN, PASS)
    assert entry.no_play == "blocked" and entry.play is None and after.board == state.board
    assert after.to_move == BO


def test_sizes_short(monkeypatch):
    """T = 5 beside Bo's L L L, 2 larges and 6 others left after the play: illegal for every size."""
    state = position(
        tract(ANN, "S", (0, 0), (1, 0), (0, 1), (1, 1)) + tract(BO, "L", (3, 0), (3, 1), (3, 2)),
        stashes=[(4, 3, 2), (5, 5, 2), (5, 5, 5)],
    )
    with_coin(monkeypatch, game.tile_of((2, 0)))
    i = info(state, (2, 0))
    assert i.status == "short_sizes" and i.length == 5 and i.need == (0, 0, 3) and i.sizes == ()
    for size in "SML":
        unchanged(state, ANN, ((2, 0), size))
    assert game.ask_of(state) == (ANN, PASS)
    # one more large and the take-over is legal for S and M (not L: it would leave 2)
    richer = game.replace_setup(state, stashes=((4, 3, 3),) + state.stashes[1:])
    assert info(richer, (2, 0)).sizes == ("S", "M")


def test_two_own_tracts_joined(monkeypatch):
    pieces = tract(ANN, "S", (3, 2), (3, 3), (3, 5), (3, 6)) + tract(BO, "M", (4, 4), (5, 4), (6, 4), (7, 4))
    state = position(pieces)
    with_coin(monkeypatch, TILE_34)
    i = info(state, (3, 4))
    assert i.status == "takeover" and i.length == 5
    after, entry = game.apply(state, ANN, ((3, 4), "S"))
    assert entry.play is not None and [t.owner for t in entry.play.takeovers] == [BO]
    [mine] = game.seat_tracts(after.board, ANN)
    assert mine.length == 9 and game.seat_tracts(after.board, BO) == ()
    assert after.stashes[BO] == (5, 5, 5) and after.stashes[ANN] == (0, 1, 5)


def test_two_rivals_at_once(monkeypatch):
    pieces = (
        tract(ANN, "S", (3, 1), (3, 2), (3, 3))
        + tract(BO, "M", (4, 4), (5, 4))
        + tract(CY, "L", (3, 5), (3, 6), (3, 7))
    )
    state = position(pieces)
    with_coin(monkeypatch, TILE_34)
    i = info(state, (3, 4))
    assert i.length == 4 and i.need == (0, 2, 3) and [t.owner for t in i.takeovers] == [BO, CY]
    after, entry = game.apply(state, ANN, ((3, 4), "S"))
    assert after.stashes[BO] == (5, 5, 5) and after.stashes[CY] == (5, 5, 5)
    assert after.stashes[ANN] == (1, 3, 2)
    assert game.seat_tracts(after.board, ANN)[0].length == 9
    # sizes checked against the sum: with only 2 larges left it fails
    poorer = game.replace_setup(state, stashes=((2, 5, 2),) + state.stashes[1:])
    assert info(poorer, (3, 4)).status == "short_sizes"


def test_tile_full(monkeypatch):
    state = position(tract(ANN, "M", (0, 0), (1, 0), (0, 1), (1, 1)))
    with_coin(monkeypatch, 0)
    assert game.ask_of(state) == (ANN, PASS)
    assert get("piecepack").forced(state, ANN)[0] == PASS
    after, entry = game.apply(state, ANN, PASS)
    assert (entry.no_play, entry.coin, entry.stashes) == ("tile_full", 0, state.stashes)
    assert after.to_move == BO and after.turn == state.turn + 1 and after.board == state.board


def test_forced_size(monkeypatch):
    state = position([], stashes=[(0, 0, 3), (5, 5, 5), (5, 5, 5)])
    with_coin(monkeypatch, 5)
    plays = game.legal_plays(state)
    assert plays and {p.size for p in plays} == {"L"}
    unchanged(state, ANN, (plays[0].square, "S"))


def test_compulsory_play(monkeypatch):
    """A legal plain play that lowers Ann's score (it splits her single scoring tract bonus away): she may
    pick another legal play but never pass."""
    state = position(tract(ANN, "S", (0, 0), (1, 0)))
    with_coin(monkeypatch, 23)  # Arms Ace: far away
    before = game.score_of(state.board, state.stashes[ANN], ANN).total
    after, _ = game.apply(state, ANN, ((6, 10), "S"))
    assert game.score_of(after.board, after.stashes[ANN], ANN).total < before
    unchanged(state, ANN, PASS)
    with pytest.raises(IllegalPlay, match="must make one"):
        game.check(state, ANN, PASS)
    game.apply(state, ANN, ((7, 11), "M"))  # another legal play is fine


def test_take_over_empties_the_stash(monkeypatch):
    state = position(tract(ANN, "L", (3, 3)) + tract(BO, "S", (3, 5)), stashes=[(1, 1, 0), (4, 5, 5), (5, 5, 5)])
    with_coin(monkeypatch, TILE_34)
    unchanged(state, ANN, ((3, 4), "S"))  # no S left to replace Bo's
    after, entry = game.apply(state, ANN, ((3, 4), "M"))
    assert after.stashes[ANN] == (0, 0, 0) and after.stashes[BO] == (5, 5, 5)
    assert after.is_over and after.end == "stash_empty"
    sc = game.score_of(after.board, after.stashes[ANN], ANN)
    assert sc.stash_empty == 5


def test_taken_to_nothing(monkeypatch):
    state = position(tract(ANN, "L", (3, 2), (3, 3)) + tract(CY, "M", (3, 5)))
    with_coin(monkeypatch, TILE_34)
    after, _ = game.apply(state, ANN, ((3, 4), "M"))
    assert game.seat_tracts(after.board, CY) == ()
    sc = game.score_of(after.board, after.stashes[CY], CY)
    assert (sc.single_tract, sc.total) == (0, 0)


def test_corners(monkeypatch):
    state = position(tract(BO, "M", (4, 4)))
    with_coin(monkeypatch, game.tile_of((3, 3)))
    assert info(state, (3, 3)).status == "plain"
    after, _ = game.apply(state, ANN, ((3, 3), "S"))
    assert len(game.tracts_of(after.board)) == 2  # diagonal: no join
    opening = game.new_game(h.settings(3, seed=4))
    first = opening.to_move
    opening, _ = game.apply(opening, first, (5, 5))
    second = opening.to_move
    with pytest.raises(IllegalPlay, match="8 squares around"):
        game.apply(opening, second, (4, 4))
    with pytest.raises(IllegalPlay):
        game.apply(opening, second, (5, 6))
    game.apply(opening, second, (3, 5))  # two squares away is fine


def test_mixed_minimum():
    t = game.Tract(((0, 0), (1, 0), (2, 0), (3, 0)), ("S", "S", "M", "L"))
    assert t.scoring and t.points == 7 and t.pure_bonus == 0
    short = game.Tract(((0, 0), (1, 0), (2, 0)), ("S", "S", "L"))
    assert not short.scoring and short.points == 0 and short.pure_bonus == 0


def test_coin_draw():
    coins = [game.coin_of(0, t) for t in range(1, 13)]
    assert coins == [17, 15, 0, 15, 15, 2, 6, 13, 17, 8, 6, 17]
    assert coins == [stream(0, "piecepack", "coin", t).randrange(24) for t in range(1, 13)]
    assert game.coin_name(17) == "Moons 5" and game.tile_squares(17)[0] == (2, 8)
    import random

    assert all(
        game.coin_of(0, t) == random.Random(f"landrush:0:piecepack:coin:{t}").randrange(24) for t in range(1, 40)
    )
    firsts = {n: game.new_game(h.settings(n, seed=0)).first for n in range(2, 6)}
    assert firsts == {2: 1, 3: 1, 4: 2, 5: 2}


def test_one_tract_two_sides(monkeypatch):
    pieces = tract(ANN, "M", (3, 1), (3, 2), (3, 3)) + tract(BO, "S", (4, 4), (4, 5), (3, 5))
    state = position(pieces, stashes=[(3, 2, 2), (2, 5, 5), (5, 5, 5)])
    with_coin(monkeypatch, TILE_34)
    i = info(state, (3, 4))
    assert len(i.takeovers) == 1 and i.need == (3, 0, 0) and i.length == 4
    assert i.sizes == ("M", "L")
    unchanged(state, ANN, ((3, 4), "S"))
    after, entry = game.apply(state, ANN, ((3, 4), "M"))
    assert entry.play is not None and len(entry.play.takeovers) == 1
    assert entry.play.takeovers[0].squares == ((4, 4), (3, 5), (4, 5))


def test_two_tracts_of_one_rival(monkeypatch):
    bo = tract(BO, "S", (4, 4)) + tract(BO, "L", (3, 5), (3, 6), (3, 7))
    state = position(tract(ANN, "M", (3, 2), (3, 3)) + bo)
    with_coin(monkeypatch, TILE_34)
    assert info(state, (3, 4)).status == "shorter"  # 3 is not > 3, though it beats the lone small
    unchanged(state, ANN, ((3, 4), "L"))
    longer = position(tract(ANN, "M", (3, 1), (3, 2), (3, 3)) + bo)
    after, entry = game.apply(longer, ANN, ((3, 4), "S"))
    assert entry.play is not None
    assert [(t.owner, t.squares[0]) for t in entry.play.takeovers] == [(BO, (4, 4)), (BO, (3, 5))]
    assert after.stashes[BO] == (5, 5, 5)


def test_invariant():
    for seed in range(12):
        state = game.new_game(game.Settings(h.bots(*["easy"] * (2 + seed % 4)), seed))
        while not state.is_over:
            seat, what = game.ask_of(state)
            from landrush_tui.ai.piecepack import easy
            from landrush_tui.rules.piecepack.view import public_view

            state, _ = game.apply(state, seat, PASS if what == PASS else easy(public_view(state, seat)))
            assert_invariant(state)
    # a record whose replay would break it is refused: a plain play moved next to a rival
    data = json.loads(PIECEPACK.dumps(h.bot_game(3, 5)))
    for t in data["turns"]:
        if t["play"] and not t["play"]["takeovers"]:
            x, y = t["play"]["square"]
            t["play"]["square"] = [x ^ 1, y]
            break
    with pytest.raises(RulesError):
        record.replay_data(data)


def assert_invariant(state: game.State) -> None:
    for i, p in enumerate(state.board):
        if p is None:
            continue
        for j in game.ADJ[i]:
            q = state.board[j]
            assert q is None or q[0] == p[0], (game.square_of(i), game.square_of(j))


# --- the spec's worked examples -----------------------------------------------------------------


def test_take_over_example_5_1(monkeypatch):
    state = position([((2, 3), ANN, "S"), ((3, 3), ANN, "M"), ((5, 3), BO, "M")], n=2)
    assert game.tile_of((4, 3)) == 6 and game.coin_name(6) == "Crowns 2"
    with_coin(monkeypatch, 6)
    after, entry = game.apply(state, ANN, ((4, 3), "S"))
    assert after.at((5, 3)) == (ANN, "M") and after.stashes[BO] == (5, 5, 5)
    [t] = game.seat_tracts(after.board, ANN)
    assert t.sizes == ("S", "M", "S", "M")
    longer_bo = position(
        [((2, 3), ANN, "S"), ((3, 3), ANN, "M"), ((5, 3), BO, "M"), ((6, 3), BO, "M"), ((7, 3), BO, "M")], n=2
    )
    assert info(longer_bo, (4, 3)).sizes == ()


def test_scoring_example_6_1():
    ann = tract(ANN, "L", (0, 0), (1, 0), (2, 0), (3, 0)) + [
        ((0, 2), ANN, "S"),
        ((1, 2), ANN, "M"),
        ((2, 2), ANN, "S"),
        ((3, 2), ANN, "M"),
        ((0, 4), ANN, "L"),
        ((1, 4), ANN, "M"),
    ]
    bo = (
        tract(BO, "S", (0, 6), (1, 6))
        + tract(BO, "M", (0, 8), (1, 8), (2, 8))
        + [((0, 10), BO, "M"), ((1, 10), BO, "L"), ((2, 10), BO, "M"), ((3, 10), BO, "L")]
        + tract(BO, "S", (5, 0), (5, 1), (5, 2))
        + tract(BO, "L", (5, 3), (5, 4), (5, 5))
    )
    board: list = [None] * game.SQUARES
    for sq, seat, size in ann + bo:
        board[game.index(sq)] = (seat, size)
    a = game.score_of(board, (3, 2, 0), ANN)
    b = game.score_of(board, (0, 0, 0), BO)
    assert (a.stash_empty, a.single_tract, a.pure_tracts, a.pyramids, a.total) == (0, 0, 4, 18, 22)
    assert (b.stash_empty, b.single_tract, b.pure_tracts, b.pyramids, b.total) == (5, 0, 4, 30, 39)


def test_the_map_example_of_section_8():
    """The reachable position drawn in section 8: its stashes and provisional scores."""
    pieces = [
        ((1, 1), ANN, "M"),
        ((2, 1), ANN, "S"),
        ((1, 2), ANN, "L"),
        ((2, 2), ANN, "M"),
        ((3, 3), ANN, "S"),
        ((2, 5), BO, "L"),
        ((3, 5), BO, "L"),
        ((2, 6), BO, "M"),
        ((2, 7), BO, "M"),
        ((5, 3), CY, "M"),
        ((5, 4), CY, "M"),
        ((6, 7), CY, "S"),
    ]
    state = position(pieces, to_move=BO)
    assert state.stashes == ((3, 3, 4), (5, 3, 3), (4, 3, 5))
    totals = [sc.total for sc in game.scores(state.board, state.stashes)]
    assert totals == [8, 15, 0]
    infos = game.tile_info(state.board, state.stashes[BO], BO, 6)  # Crowns 2
    assert [i.status for i in infos] == ["plain", "rival", "rival", "occupied"]


# --- refusals -----------------------------------------------------------------------------------------


def test_every_illegal_decision_is_refused_with_a_reason_and_changes_nothing(monkeypatch):
    state = position(tract(BO, "M", (4, 4)))
    with_coin(monkeypatch, 0)
    for seat, decision, words in [
        (BO, ((0, 0), "S"), "Ann's turn"),
        (ANN, ((5, 5), "S"), "not on the drawn tile"),
        (ANN, ((0, 0), "X"), "S, M or L"),
        (ANN, ((9, 0), "S"), "square is"),
        (ANN, "roll", "a play is"),
        (ANN, None, "a play is"),
        (ANN, PASS, "must make one"),
    ]:
        with pytest.raises(RulesError, match=words):
            game.check(state, seat, decision)
        unchanged(state, seat, decision)
    with pytest.raises(NotYourTurn):
        game.apply(state, CY, ((0, 0), "S"))
    empty = game.replace_setup(state, stashes=((5, 0, 5),) + state.stashes[1:])
    with pytest.raises(IllegalPlay, match="no medium"):
        game.check(empty, ANN, ((0, 0), "M"))
    monkeypatch.undo()
    over = h.bot_game(2, 3)
    with pytest.raises(RulesError, match="over"):
        game.check(over, 0, PASS)


def test_settings_are_checked():
    from landrush_tui.rules.errors import InvalidSettings

    with pytest.raises(InvalidSettings):
        game.Settings(h.humans("Ann"), 1)
    with pytest.raises(InvalidSettings):
        game.Settings(h.humans(*"ABCDEF"), 1)
    with pytest.raises(InvalidSettings):
        game.make_settings(h.humans("A", "B"), 1, stones=3)
    assert game.stash_start(3) == (5, 5, 5) and game.stash_start(4) == (4, 4, 4)


# --- properties ------------------------------------------------------------------------------------------


def conserved(state: game.State) -> None:
    start = game.stash_start(state.n)
    for seat in range(state.n):
        on = [0, 0, 0]
        for p in state.board:
            if p is not None and p[0] == seat:
                on[game.SIZES.index(p[1])] += 1
        assert tuple(a + b for a, b in zip(on, state.stashes[seat], strict=False)) == start


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 5), seed=st.integers(0, 10**6), picks=st.lists(st.integers(0, 1000), min_size=200, max_size=200)
)
def test_random_games_conserve_pyramids_keep_the_invariant_end_and_replay(n, seed, picks):
    state = game.new_game(game.Settings(h.humans(*h.NAMES[:n]), seed))
    k = 0
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == game.OPENING:
            options: list = list(game.opening_squares(state.board))
        elif what == PASS:
            options = [PASS]
        else:
            options = [(p.square, p.size) for p in game.legal_plays(state)]
        state, _ = game.apply(state, seat, options[picks[k % len(picks)] % len(options)])
        k += 1
        conserved(state)
        assert k < 3000
    assert_invariant(state)
    assert state.end in ("stash_empty", "no_plays_left")
    if state.end == "stash_empty":
        assert sum(state.stashes[state.history[-1].seat]) == 0
    totals = [s.total for s in game.scores(state.board, state.stashes)]
    assert state.winners == tuple(s for s in range(n) if totals[s] == max(totals))
    assert PIECEPACK.loads(PIECEPACK.dumps(state)) == state


def test_no_play_turns_are_never_asked_of_anyone(monkeypatch):
    rules = get("piecepack")
    for seed in range(6):
        state = h.bot_game(3, seed)
        assert any(t.no_play for t in state.history) or seed < 5
        for t in state.history:
            assert (t.play is None) == (t.no_play is not None)
    state = position(tract(ANN, "M", (0, 0), (1, 0), (0, 1), (1, 1)))
    with_coin(monkeypatch, 0)
    view = rules.view(state, ANN)
    assert view.what == PASS and bots_for(rules.name).call_bot(rules, lambda v: 1 / 0, view, "broken") == PASS
