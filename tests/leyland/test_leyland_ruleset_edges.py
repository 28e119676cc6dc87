"""Ley of the Land's seam (rules/leyland/ruleset.py) and public view (view.py)
without the app: what the collection asks of a rule set, answered from the spec.
Written from surviving mutants; pure and quick."""

from __future__ import annotations

import json

import pytest
from leyland_helpers import acting, bot_game, bots, fresh, humans

from landrush_tui.ai import BotError
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.leyland import game, record
from landrush_tui.rules.leyland.game import PASS, Action, LeylandError
from landrush_tui.rules.leyland.record import LeylandRecordError
from landrush_tui.rules.leyland.ruleset import RULES
from landrush_tui.rules.leyland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec


def test_the_seat_counts_and_no_extra_settings():
    """Spec 2: 2 to 4 players and a seed, nothing else."""
    assert (RULES.min_players, RULES.max_players) == (2, 4) and RULES.name == "leyland"
    assert RULES.title == "Ley of the Land"
    assert RULES.summary == "secret all-pay bids for turn order; fit triangle land tiles, frolic, sow, reap, invest"
    assert RULES.record_format == "leyland-record" and RULES.setting_fields() == ()
    s = RULES.make_settings(humans("Ann", "Bo"), 5)
    assert s == game.Settings(humans("Ann", "Bo"), 5) and RULES.setting_values(s) == {}
    with pytest.raises(LeylandError, match="no setting board"):
        RULES.make_settings(humans("Ann", "Bo"), 5, board=4)
    assert bots_for(RULES.name).default_table == ("easy", "medium", "hard")
    assert [s.key for s in bots_for(RULES.name).strengths] == ["easy", "medium", "hard"]


def test_bids_are_asked_in_secret_and_actions_in_the_open():
    """Spec 7: bids are secret until every seat has bid; everything else is public."""
    state = fresh(3)
    ask = RULES.to_decide(state)
    assert ask is not None and ask.seats == (0, 1, 2) and ask.what == "bid" and ask.secret
    state = acting(state, [0, 2, 1])
    ask = RULES.to_decide(state)
    assert ask is not None and ask.seats == (1,) and ask.what == "action" and not ask.secret
    assert RULES.progress(state) == "Round 1, actions" and RULES.progress(fresh(3)) == "Round 1, bidding"
    over = bot_game(("easy", "easy"), 2)
    assert RULES.to_decide(over) is None and RULES.is_over(over) and RULES.progress(over) == "Game over"
    assert RULES.winners(over) == game.winners(over)[0] and RULES.winners(fresh(2)) == ()
    assert RULES.scores(over) == tuple(s.total for s in game.scores(over))
    assert RULES.final_ranks(over) == game.final_ranks(over)
    assert RULES.players(over) == over.settings.players and RULES.settings_of(over) == over.settings


def test_a_seat_without_money_bids_zero_and_a_stuck_seat_passes():
    """Spec 5.1.1: a bid is 0 to the seat's money (so no money means 0); spec 5.2's
    Pass when nothing else is wanted."""
    import attrs

    state = attrs.evolve(fresh(2), money=(0, 4))
    forced = RULES.forced(state, 0)
    assert forced is not None and forced[0] == 0 and "Ann has no money" in forced[1]
    assert RULES.forced(state, 1) is None
    assert RULES.fallback(state, 1) == (0, "it bids 0.")
    acting_state = acting(fresh(2), [1, 0])
    assert RULES.forced(acting_state, 0) is None
    assert RULES.fallback(acting_state, 0) == (Action(PASS), "it passes.")
    assert RULES.apply(acting_state, {0: Action(PASS)}) == game.apply(acting_state, {0: Action(PASS)})
    assert RULES.new_game(fresh(2).settings) == fresh(2)


def test_a_save_holds_the_round_under_way_and_names_only_built_in_bots():
    """Spec 9: a round under way is kept with its revealed bids; a saved game that
    names a bot the program does not have is refused."""
    state = acting(game.new_game(game.Settings(bots("easy", "medium"), 4)), [1, 0])
    state, _ = game.apply_action(state, 0, Action(PASS))
    data = RULES.record_data(state)
    assert data["pending"]["actions"] == [{"seat": 0, "do": "pass"}]
    assert RULES.load_record(json.loads(json.dumps(data))) == state
    assert "pending" not in RULES.record_data(fresh(2))
    data["settings"]["players"][1]["ai"] = "sneaky"
    assert RULES.load_record(data).settings.players[1].ai == "sneaky"
    with pytest.raises(BotError, match="built-in bots"):
        bots_for(RULES.name).check_saved(RULES.load_record(data).settings.players)
    assert RULES.loads(RULES.dumps(state)).history == state.history
    assert RULES.decision_from_json(RULES.decision_to_json(Action(PASS))) == Action(PASS)


def test_a_record_summary_and_its_text_replay():
    """Spec 9's record read for the saved-games list; the replay in words with the scores of 6."""
    over = bot_game(("easy", "medium"), 6)
    data = record.record_of(over)
    names, rounds, won = RULES.record_summary(data)
    assert names == ("easy 1", "medium 2") and rounds == len(over.history)
    assert won == tuple(names[s] for s in game.winners(over)[0])
    assert RULES.record_summary(record.record_of(fresh(2)))[2] == ()
    with pytest.raises(LeylandRecordError, match="not a readable"):
        RULES.record_summary({"settings": {}})
    text = RULES.text_replay(over, "A game")
    lines = text.splitlines()
    assert lines[:3] == ["A game", "======", ""] and text.endswith("\n")
    assert lines[3].startswith("Round 1 (marker ")
    sc = game.scores(over)[0]
    assert (
        f"easy 1: ${sc.money} + {sc.cubes} cubes + bonus {sc.bonus} (largest section {sc.largest}) = {sc.total}"
        in lines
    )
    assert lines[-1] == "Winner: " + " and ".join(names[s] for s in game.winners(over)[0])
    assert lines[-4] == "" and lines[-5].startswith("  ")  # a blank line between the rounds and the scores
    assert "Winner" not in RULES.text_replay(fresh(2), "T")
    assert RULES.help_markdown(None).startswith("# Ley of the Land")


def test_a_bot_answer_is_checked_by_the_rules():
    """Spec 7: bots decide like players, within the rules."""
    state = game.new_game(game.Settings(bots("easy", "easy"), 3))
    assert bots_for(RULES.name).call_bot(RULES, lambda v: 2, RULES.view(state, 0), "two") == 2
    with pytest.raises(BotError, match="may bid 0 to 10"):
        bots_for(RULES.name).call_bot(RULES, lambda v: 11, RULES.view(state, 0), "greedy")
    assert RULES.check(state, 1, 3) == 3
    assert callable(bots_for(RULES.name).load_bot("hard"))


def test_the_view_hides_the_seed_the_stack_order_and_this_rounds_bids():
    """Spec 7: bots see the public view without the seed and the stack order, and
    what is being asked of them; their randomness is their own stream."""
    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "easy"))
    state = game.new_game(game.Settings(players, 987654))
    v = public_view(state, 1)
    assert v.seat == 1 and v.what == "bid" and v.n == 2
    assert v.state.settings.seed == 0 and v.state.setup_stack == () and v.state.stack == tuple(sorted(state.stack))
    assert v.state.market == state.market and v.state.boards == state.boards
    assert v.rng.random() == public_view(state, 1).rng.random()  # the same stream for the same decision
    assert public_view(state, 0).rng.random() != public_view(state, 1).rng.random()
    later = acting(state, [1, 0])
    w = public_view(later, 0)
    assert w.what == "action" and w.rng.random() != public_view(state, 0).rng.random()
    assert public_view(bot_game(("easy", "easy"), 1), 0).what == ""


def test_every_decision_of_a_seat_draws_from_a_stream_of_its_own():
    """Spec 4: a bot draws from its own stream seeded with rng.seat_turn_seed, so
    two decisions of one seat in a game never share a stream (and the game's
    draws are never touched)."""
    state = game.new_game(game.Settings(bots("easy", "easy", "easy", "easy"), 21))
    seen: dict[int, set[float]] = {s: set() for s in range(4)}
    count = 0
    while not state.is_over and state.round <= 9:
        asked, _ = game.ask_of(state)
        for s in asked:
            first = public_view(state, s).rng.random()
            assert first not in seen[s], (state.round, s)
            seen[s].add(first)
            count += 1
        state, _ = game.apply(
            state,
            {
                s: bots_for(RULES.name).call_bot(
                    RULES, bots_for(RULES.name).load_bot("easy"), public_view(state, s), "easy"
                )
                for s in asked
            },
        )
    assert count >= 8 * 8
