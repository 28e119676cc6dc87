"""Ley of the Land's bots: legal, deterministic, quick, blind to what the spec
hides; and the simulator and the CLI play the game through the registry."""

from __future__ import annotations

import json

import pytest
from leyland_helpers import bots

from landrush_tui import cli
from landrush_tui.ai import BotError
from landrush_tui.ai import leyland as ai
from landrush_tui.ai.leyland import BOTS
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.leyland.game import Action
from landrush_tui.rules.leyland.ruleset import RULES
from landrush_tui.rules.leyland.view import public_view
from landrush_tui.simulate import play_game, table_settings


def views(seats, seed):
    state = game.new_game(game.Settings(bots(*seats), seed))
    while not state.is_over:
        asked, _ = game.ask_of(state)
        yield state, asked
        state, _ = game.apply(
            state,
            {s: bots_for(RULES.name).call_bot(RULES, BOTS[seats[s]], public_view(state, s), seats[s]) for s in asked},
        )


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_bots_answer_what_is_asked_and_replay_exactly(name):
    seen = set()
    for state, asked in views((name, "medium", "easy"), 11):
        if state.round > 4:  # four rounds of decisions are plenty (hard is the slow one)
            break
        if 0 not in asked:
            continue
        view = public_view(state, 0)
        answer = BOTS[name](view)
        game.check(state, 0, answer)  # legal
        assert BOTS[name](public_view(state, 0)) == answer  # same view, same answer
        seen.add(view.what if view.what == "bid" else answer.do)
    assert "bid" in seen and "acquire" in seen  # decision times: bench/leyland_tune.py --times


def test_a_bot_answer_that_breaks_the_rules_is_a_bot_error():
    state = game.new_game(game.Settings(bots("easy", "easy"), 3))
    with pytest.raises(BotError, match="may bid 0 to 10"):
        bots_for(RULES.name).call_bot(RULES, lambda v: 11, public_view(state, 0), "greedy")
    state, _ = game.apply(state, {0: 1, 1: 0})
    with pytest.raises(BotError, match="slot"):
        bots_for(RULES.name).call_bot(RULES, lambda v: Action("acquire", 9, (1, 1), 0), public_view(state, 0), "wild")
    with pytest.raises(BotError, match="failed"):
        bots_for(RULES.name).call_bot(RULES, lambda v: 1 / 0, public_view(state, 0), "crash")


def test_simulate_and_the_cli_play_leyland(capsys, tmp_path):
    state = play_game(table_settings("leyland", ["easy", "medium"], 5), game="leyland")
    assert state.is_over and RULES.winners(state)
    out = tmp_path / "game.json"
    assert (
        cli.main(
            [
                "simulate",
                "--game",
                "leyland",
                "--seats",
                "easy,medium,easy",
                "--games",
                "1",
                "--seed",
                "3",
                "--record",
                str(out),
            ]
        )
        == 0
    )
    assert "1 game(s)" in capsys.readouterr().out
    data = json.loads(out.read_text())
    assert data["format"] == "leyland-record" and record.replay_data(data).is_over
    assert (
        cli.main(["simulate", "--game", "leyland", "--seats", "easy,medium", "--games", "2", "--seed", "1", "--rotate"])
        == 0
    )
    assert "95%" in capsys.readouterr().out


def test_the_bots_quick_placements_are_the_rules_legal_placements():
    """The bots' cached placement list (no refusal words built) is exactly
    tiles.legal_placements, in the same order, and their actions are what
    game.available allows."""
    from landrush_tui.ai.leyland import candidates, placements
    from landrush_tui.rules.leyland import tiles

    boards = {tiles.EMPTY_BOARD}
    state = game.new_game(game.Settings(bots("easy", "easy"), 8))
    while not state.is_over:
        boards.update(state.boards)
        asked, _ = game.ask_of(state)
        if not state.bidding:
            seat = asked[0]
            cands = candidates(state, seat)
            assert {a.do for a in cands} == set(game.available(state, seat))
            for a in cands:
                game.check_action(state, seat, a)
        state, _ = game.apply(state, {s: BOTS["easy"](public_view(state, s)) for s in asked})
    boards.update(state.boards)
    for board in boards:
        for tile in (0, 4, 8, 15, 22, 29):
            assert list(placements(board, tiles.TILE_COLOURS[tile])) == list(tiles.legal_placements(board, tile))


def test_hard_pauses_the_collector_only_inside_its_decision_and_decides_the_same():
    """Ola's search runs with the cyclic collector paused (its worst decisions were full
    collections, not search); the collector is back on after each decision, stays off
    if it was off, and the answer is the one given with it on."""
    import gc

    state = next(s for s, asked in views(("hard", "medium", "easy"), 5) if 0 in asked and s.round == 2)
    with_gc = BOTS["hard"](public_view(state, 0))
    assert gc.isenabled()
    gc.disable()
    try:
        assert BOTS["hard"](public_view(state, 0)) == with_gc
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_hard_learns_each_rivals_bids_from_the_revealed_bids():
    """Ola reads no seat's strength: a rival's bids are predicted from its own revealed
    bids. A rival that always bids 0 and one that always bids 3 (while it can) are told
    apart after a few rounds, whatever their seats are called."""

    def zero(view):
        return 0 if view.what == "bid" else ai.greedy_action(view.state, view.seat)

    def three(view):
        return min(3, view.state.money[view.seat]) if view.what == "bid" else ai.greedy_action(view.state, view.seat)

    players = (zero, three, BOTS["medium"])
    state = game.new_game(game.Settings(bots("medium", "medium", "medium"), 5))
    while not state.is_over and state.round <= 4:
        asked, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: players[s](public_view(state, s)) for s in asked})
    model = ai.BidModel.of(public_view(state, 2).state, 2)
    assert model.likely(0, 8) == 0
    assert model.likely(1, 8) == 3
    blank = ai.BidModel.of(game.new_game(game.Settings(bots("medium", "medium", "medium"), 5)), 2)
    assert blank.chances(0, 8) == blank.chances(1, 8)  # before any bid, every rival alike


def test_hard_starts_no_look_it_foresees_past_its_bound(monkeypatch):
    """Ola's effort is counted in positions estimated. The look through the next round
    costs about a round played out per sampled order of the tiles, so she does not
    start one that would pass her bound: with the bound one position above what her
    round played out used, she answers from that round alone, while a roomy bound lets
    her look further."""
    import copy

    state = next(
        s for s, asked in views(("hard", "medium", "medium"), 7) if 0 in asked and s.round == 3 and s.bids is not None
    )
    view = public_view(state, 0)
    assert view.what == "action"

    def work(**consts):
        for k, v in consts.items():
            monkeypatch.setattr(ai, k, v)
        start = ai._WORK[0]
        ai.hard(copy.deepcopy(view))
        return ai._WORK[0] - start

    first = work(LOOK_SAMPLES=0, FIRST_BUDGET=10**6)  # the round played out and nothing more
    assert work(LOOK_SAMPLES=2, LOOK_BUDGET=10**6, FIRST_BUDGET=10**6) > first
    assert work(LOOK_SAMPLES=2, LOOK_BUDGET=first + 1, FIRST_BUDGET=10**6) == first
