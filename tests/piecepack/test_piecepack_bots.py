"""Piecepack bots: legal, deterministic, quick, and (behind LANDRUSH_SOAK=1) the
tournaments the bench reports."""

from __future__ import annotations

import os

import piecepack_helpers as h
import pytest

from landrush_tui.ai.piecepack import BOTS
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.registry import get
from landrush_tui.simulate import play_game, table_settings

RULES = get("piecepack")


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_answer_is_legal_and_the_same_on_replay(name):
    for n in (3,) if name == "hard" else (2, 5):
        settings = table_settings("piecepack", [name] * n, 11 + n)
        a = play_game(settings, game="piecepack")
        b = play_game(settings, game="piecepack")
        assert a == b and a.is_over  # call_bot refuses anything illegal, so the game itself is the check


def test_the_view_hides_the_seed_but_shows_the_drawn_coin():
    state = h.bot_game(3, 4)
    state = game.new_game(game.Settings(h.bots("easy", "easy", "easy"), 99))
    while state.in_openings:
        seat = state.to_move
        state, _ = game.apply(state, seat, BOTS["easy"](public_view(state, seat)))
    view = public_view(state, state.to_move)
    assert view.coin == state.coin and not hasattr(view, "seed") and not hasattr(view, "settings")
    assert "99" not in repr(view.players)


def test_a_broken_bot_is_caught_and_the_rules_decide_instead():
    from landrush_tui.ai import BotError

    state = game.new_game(game.Settings(h.bots("easy", "easy"), 3))
    with pytest.raises(BotError, match="not a legal opening"):
        bots_for(RULES.name).call_bot(RULES, lambda v: (99, 99), RULES.view(state, state.to_move), "bad")
    decision, words = RULES.fallback(state, state.to_move)
    assert RULES.check(state, state.to_move, decision) == decision and words


def test_a_bot_may_answer_with_a_play_from_the_views_legal_plays():
    """A bot that picks one of ``view.legal_plays()`` as it is gets that play; a
    wrong answer is refused with the shape the rules expect."""
    from landrush_tui.ai import BotError

    state = game.new_game(game.Settings(h.bots("easy", "easy", "easy"), 7))
    while (ask := game.ask_of(state)) is not None and ask[1] != game.PLAY:  # openings, no-play turns
        seat, what = ask
        decision = game.PASS if what == game.PASS else BOTS["easy"](public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    view = RULES.view(state, state.to_move)
    first = view.legal_plays()[0]
    assert bots_for(RULES.name).call_bot(RULES, lambda v: v.legal_plays()[0], view, "picker") == (
        first.square,
        first.size,
    )
    with pytest.raises(BotError, match=r"legal_plays\(\)"):
        bots_for(RULES.name).call_bot(RULES, lambda v: "anything", view, "bad")


SOAK = os.environ.get("LANDRUSH_SOAK") == "1"


def test_tournament_medium_scores_above_easy():
    """Stan against two Pams, every seat in turn: more points on average (and, in the
    soak, more than a par share of the wins). The bench prints the intervals."""
    games = 300 if SOAK else 45
    wins = 0.0
    mine = theirs = 0
    for g in range(games):
        names = ["easy"] * 3
        names[g % 3] = "medium"
        state = h.bot_game(3, 5000 + g, names)
        wins += (1 / len(state.winners)) if g % 3 in state.winners else 0
        totals = RULES.scores(state)
        mine += totals[g % 3]
        theirs += sum(totals) - totals[g % 3]
    assert mine / games > theirs / (2 * games)
    if SOAK:
        assert wins / games > 1 / 3


def test_play_outs_keep_the_tracts_a_fresh_count_finds():
    """The hard bot's play-outs merge tracts play by play (squares never empty again);
    after every play, the tracts are those a search of the whole board finds."""
    import random

    from landrush_tui.ai import piecepack as ai

    for seed in range(6):
        n = 2 + seed % 4
        state = h.bot_game(n, 700 + seed, ["medium"] * n) if seed % 2 else None
        board = list(state.board) if state else [None] * game.SQUARES
        stashes = [list(st) for st in state.stashes] if state else [list(game.stash_start(n)) for _ in range(n)]
        ids, groups, owners = ai.tracts(board)
        sim = ai.Sim(board, ids, groups, owners, stashes)
        rng = random.Random(seed)
        for turn in range(200):
            seat = turn % n
            policy = ai.easy_fast if turn % 3 == 0 else ai.quick_fast
            policy(sim, seat, rng.randrange(24), rng)
            _, fresh, fresh_owners = ai.tracts(sim.board)
            live = sorted((sim.owners[k], sorted(g)) for k, g in enumerate(sim.groups) if sim.ids[g[0]] == k)
            assert live == sorted(zip(fresh_owners, (sorted(g) for g in fresh), strict=False))
            assert all(sim.board[i] is None or sim.owners[sim.ids[i]] == sim.board[i][0] for i in range(game.SQUARES))
            assert all(min(st) >= 0 for st in sim.stashes)


def test_pam_plays_her_biggest_pyramid():
    state = game.new_game(game.Settings(h.bots("easy", "easy", "easy"), 5))
    for _ in range(40):
        seat, what = game.ask_of(state)
        decision = game.PASS
        if what != game.PASS:
            decision = BOTS["easy"](public_view(state, seat))
            if what == game.PLAY:
                top = max(game.PIPS[p.size] for p in game.legal_plays(state))
                assert game.PIPS[decision[1]] == top
        state, _ = game.apply(state, seat, decision)


def test_hard_learns_each_rivals_style_from_its_plays():
    """Sela reads no seat's strength: each rival's play-out style is weighted by how well
    it predicted that rival's plays so far. After twenty turns, Pam's style carries Pam's
    seat, and a seat that plays any legal play at random is seen as such."""
    import random

    from landrush_tui.ai import piecepack as ai

    def anything(view):
        if view.what == game.OPENING:
            return view.opening_squares()[0]
        pick = random.Random(view.turn).choice(view.legal_plays())
        return (pick.square, pick.size)

    players = (BOTS["medium"], BOTS["easy"], anything)
    state = game.new_game(game.Settings(h.bots("medium", "medium", "medium"), 8))
    while not state.is_over and state.turn <= 30:
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, game.PASS if what == game.PASS else players[seat](public_view(state, seat)))
    weights = ai.style_weights(public_view(state, 0))
    styles = [name for name, _, _ in ai.STYLES]
    assert weights[1][styles.index("easy")] > 0.8
    assert weights[2][styles.index("any")] > 0.8
