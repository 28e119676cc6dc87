"""Landrush for piecepack through the rule-set seam (rules/piecepack/ruleset.py),
each test named after what the seam promises; fast, no app."""

from __future__ import annotations

import piecepack_helpers as h
import pytest
from piecepack_helpers import tract, with_coin

from landrush_tui.ai import BotError
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.game import PASS, PiecepackError
from landrush_tui.rules.piecepack.record import PiecepackRecordError
from landrush_tui.rules.registry import get

RULES = get("piecepack")
ANN, BO, CY = 0, 1, 2


def test_a_broken_bot_falls_back_to_the_first_legal_choice(monkeypatch):
    """When a bot fails, the rules decide: the first opening square in square order,
    else the first legal play (squares NW..SE, sizes S, M, L), else the pass."""
    state = game.new_game(h.settings(3, 2))
    seat = state.to_move
    assert RULES.fallback(state, seat) == ((0, 0), "it opens at Suns Null NW.")
    state, _ = game.apply(state, seat, (0, 0))
    assert RULES.fallback(state, state.to_move) == ((2, 0), "it opens at Moons Null NW.")
    played = h.position(tract(ANN, "M", (2, 4)), stashes=[(0, 2, 3), (5, 5, 5), (5, 5, 5)])
    with_coin(monkeypatch, game.tile_of((2, 4)), game.tile_of((0, 0)))
    # Moons 3 = (2,4) (3,4) (2,5) (3,5): (2,4) is taken, so NE first; no smalls, so a medium
    assert RULES.fallback(played, ANN) == (((3, 4), "M"), "it plays a medium at Moons 3 NE.")
    full = game.replace_setup(h.position(tract(BO, "S", (0, 0), (1, 0), (0, 1), (1, 1)), to_move=ANN), turn=2)
    assert game.ask_of(full) == (ANN, PASS)  # turn 2 draws Suns Null
    assert RULES.fallback(full, ANN) == (PASS, "the turn passes.")


def test_a_turn_without_a_play_is_made_by_the_rules_and_says_why(monkeypatch):
    """Spec 5.3: no legal play, the turn has no play and the engine makes it; the
    words say whether the tile was full or blocked."""
    full = h.position(tract(BO, "S", (0, 0), (1, 0), (0, 1), (1, 1)), to_move=ANN)
    with_coin(monkeypatch, 0, 0)
    assert RULES.forced(full, ANN) == (PASS, "Ann drew Suns Null: the tile is full, no play.")
    blocked = h.position(tract(BO, "S", (0, 0), (1, 0), (0, 1), (2, 1)) + tract(ANN, "S", (7, 11)))
    assert game.ask_of(blocked) == (ANN, PASS)  # (1, 1) touches Bo only
    assert RULES.forced(blocked, ANN) == (PASS, "Ann drew Suns Null: no square of it is playable, no play.")
    open_ = h.position(tract(BO, "S", (0, 0)))
    assert RULES.forced(open_, ANN) is None
    assert RULES.forced(game.new_game(h.settings(3)), 0) is None


def test_one_seat_decides_at_a_time_in_the_open():
    """Spec 7: nothing is hidden; one seat is asked at a time."""
    state = game.new_game(h.settings(3, 2))
    ask = RULES.to_decide(state)
    assert ask is not None and ask.seats == (state.to_move,) and ask.what == "opening" and not ask.secret
    with pytest.raises(PiecepackError, match="one seat decides at a time"):
        RULES.apply(state, {0: (0, 0), 1: (4, 4)})
    after, opening = RULES.apply(state, {state.to_move: (0, 0)})
    assert opening == game.Opening(state.to_move, (0, 0)) and after == game.apply(state, state.to_move, (0, 0))[0]
    over = h.bot_game(2, 3)
    assert RULES.to_decide(over) is None and RULES.is_over(over)
    assert RULES.fallback(over, 0) == (PASS, "the turn passes.")
    assert RULES.view(over, 0).what == "" and RULES.view(over, 1).coin is None  # nothing is asked any more


def test_progress_words_and_scores_as_if_the_game_ended_now():
    state = game.new_game(h.settings(3, 2))
    assert RULES.progress(state) == "Openings 1 of 3"
    played = h.position(tract(ANN, "S", (0, 0), (1, 0)) + tract(BO, "M", (5, 5)))
    assert RULES.progress(played) == "Turn 1"
    assert RULES.scores(played) == (2 + 1 + 5, 0, 0)  # SS: 2 + pure 1 + single 5
    over = h.bot_game(3, 4)
    assert RULES.progress(over) == "Game over"
    assert RULES.winners(over) == over.winners and RULES.final_ranks(over) == game.final_ranks(over)
    assert [RULES.final_ranks(over)[s] for s in over.winners] == [1] * len(over.winners)


def test_bot_answers_are_checked_and_normalised(monkeypatch):
    """A bot's answer is taken only if legal (lists become tuples); a no-play turn
    never asks the bot."""
    state = game.new_game(h.settings(3, 2))
    view = RULES.view(state, state.to_move)
    assert bots_for(RULES.name).call_bot(RULES, lambda v: [3, 5], view, "b") == (3, 5)
    for bad in ((3, 5, 1), "x", (99, 0)):
        with pytest.raises(BotError, match="not a legal opening"):
            bots_for(RULES.name).call_bot(RULES, lambda v, bad=bad: bad, view, "b")
    played = h.position(tract(ANN, "M", (2, 4)), stashes=[(0, 2, 3), (5, 5, 5), (5, 5, 5)])
    with_coin(monkeypatch, game.tile_of((2, 4)), 0)
    view = RULES.view(played, ANN)
    assert bots_for(RULES.name).call_bot(RULES, lambda v: [[3, 4], "L"], view, "b") == ((3, 4), "L")
    for bad in (((3, 4), "S"), ((2, 4), "M"), ((0, 0), "M"), ((3, 4),), "pass"):
        with pytest.raises(BotError, match="not a legal play"):
            bots_for(RULES.name).call_bot(RULES, lambda v, bad=bad: bad, view, "b")
    full = h.position(tract(BO, "S", (0, 0), (1, 0), (0, 1), (1, 1)), to_move=ANN)
    full = game.replace_setup(full, turn=2)
    assert bots_for(RULES.name).call_bot(RULES, lambda v: 1 / 0, RULES.view(full, ANN), "b") == PASS


def test_decisions_go_to_json_and_back():
    assert RULES.decision_to_json(PASS) == PASS and RULES.decision_from_json(PASS) == PASS
    assert RULES.decision_to_json(((3, 4), "L")) == {"square": [3, 4], "size": "L"}
    assert RULES.decision_to_json((3, 4)) == [3, 4]
    assert RULES.decision_from_json({"square": [3, 4], "size": "M"}) == ((3, 4), "M")
    for bad in ({"square": [3, 4], "size": "X"}, {"square": [3, 4]}, [3], "x"):
        with pytest.raises(PiecepackError):
            RULES.decision_from_json(bad)


def test_a_record_summary_and_the_game_in_words():
    over = h.bot_game(3, 4)
    data = RULES.record_data(over)
    names, turns, won = RULES.record_summary(data)
    assert names == tuple(p.name for p in over.settings.players) and turns == len(over.history)
    assert won == tuple(names[s] for s in over.winners)
    assert RULES.record_summary({**data, "result": None})[2] == ()
    odd = {**data, "result": {"winners": [len(names), -1, "0", 1]}}  # seats out of range are left out
    assert RULES.record_summary(odd)[2] == (names[1],)
    for bad in ({}, {"settings": {"players": 3}, "turns": []}, None):
        with pytest.raises(PiecepackRecordError, match="not a readable piecepack record"):
            RULES.record_summary(bad)
    text = RULES.text_replay(over, "Title")
    lines = text.splitlines()
    assert lines[:3] == ["Title", "=====", ""] and text.endswith("\n")
    assert lines[3] == "      " + game.describe_opening(over.settings.players, over.openings[0])
    first = over.history[0]
    assert f"{first.turn:4}. {game.describe(over.settings.players, first)}" in lines
    sc = game.scores(over.board, over.stashes)[0]
    assert (
        f"{names[0]}: {sc.total} (empty stash {sc.stash_empty}, single tract {sc.single_tract}, "
        f"pure tracts {sc.pure_tracts}, pyramids {sc.pyramids})"
    ) in lines
    assert lines[-1] == "Winner: " + " and ".join(names[s] for s in over.winners)
    going = RULES.text_replay(h.position(tract(ANN, "S", (0, 0))), "T")
    assert "Winner" not in going
    assert RULES.loads(RULES.dumps(over)) == over and RULES.load_record(data) == over


def test_the_table_and_the_strengths():
    assert bots_for(RULES.name).default_table == ("medium", "hard")
    assert [s.key for s in bots_for(RULES.name).strengths] == ["easy", "medium", "hard"]
    assert RULES.settings_of(game.new_game(h.settings(4, 9))) == h.settings(4, 9)


def test_every_decision_of_a_seat_has_its_own_random_stream():
    """Bots draw from ``view.rng`` only (so games replay): a seat's openings and
    turns each get a stream of their own, never the one of an earlier decision,
    or a bot would repeat its random choices (checked with 2 and 4 players, where a
    turn could land on an opening's step)."""
    for n in (2, 4):
        state = h.bot_game(n, 7)
        seen: dict[int, set[float]] = {s: set() for s in range(n)}
        replay = game.new_game(state.settings)
        for o in state.openings:
            first = RULES.view(replay, o.seat).rng.random()
            assert first not in seen[o.seat]
            seen[o.seat].add(first)
            replay, _ = game.apply(replay, o.seat, o.square)
        for entry in state.history:
            first = RULES.view(replay, entry.seat).rng.random()
            assert first not in seen[entry.seat], (n, entry.turn)
            seen[entry.seat].add(first)
            decision = PASS if entry.play is None else (entry.play.square, entry.play.size)
            replay, _ = game.apply(replay, entry.seat, decision)
        assert replay == state


def test_the_view_offers_no_play_outside_a_turn_and_the_help_is_the_games():
    from landrush_tui.rules.piecepack.help import help_markdown

    state = game.new_game(h.settings(3, 2))
    assert RULES.view(state, state.to_move).legal_plays() == []  # openings: no coin yet
    assert RULES.help_markdown(h.settings(4)) == help_markdown(h.settings(4))
    assert RULES.help_markdown(None) == help_markdown(None)


def test_only_built_in_bots_load_unless_custom_is_asked():
    """Bots named in files never run code: by default only easy, medium and hard
    load; a ``package.module:callable`` needs ``custom=True`` (the --bot option)."""
    from landrush_tui.ai.piecepack import BOTS

    assert bots_for(RULES.name).load_bot(" hard ") is BOTS["hard"]
    with pytest.raises(BotError, match="unknown Landrush for piecepack bot"):
        bots_for(RULES.name).load_bot("landrush_tui.ai.piecepack:easy")
    assert bots_for(RULES.name).load_bot("landrush_tui.ai.piecepack:easy", custom=True) is BOTS["easy"]


def test_a_record_naming_a_foreign_bot_replays_but_does_not_resume():
    """A kept record is replayed whatever bot names it holds (nothing runs them);
    a save to be continued must name built-in bots only."""
    data = RULES.record_data(h.bot_game(2, 6))
    data["settings"]["players"][1]["ai"] = "os:system"
    state = RULES.load_record(data)
    assert state.settings.players[1].ai == "os:system"
    with pytest.raises(BotError, match="built-in bots"):
        bots_for(RULES.name).check_saved(state.settings.players)
