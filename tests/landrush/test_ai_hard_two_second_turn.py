"""Land Rush's hard bot with one rival, on the second turn: she bids at least
nine tenths of what each lot is worth to her. A rival that took the first
turn's lots at about their worth was read as bidding as much again, she bid
under half of a lot's worth, lost those lots too and fell six fields behind."""

import importlib

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.rules.landrush import new_game, play_turn, public_view

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def _plan(state, seat):
    plan = hard_mod.plan(public_view(state, seat))
    return plan.bids, plan.values


def _after_first_turn(seed, bids):
    state = new_game(bot_settings(["a", "b"], seed))
    state, _ = play_turn(state, bids)
    assert state.turn == 2
    return state


def test_second_turn_after_the_rival_took_the_first_lots_dear():
    # Turn 1 played by hand: seat 1 took all three lots at 105 each.
    for seed in (5, 8):
        state = _after_first_turn(seed, [[0, 0, 0], [105, 105, 105]])
        bids, worth = _plan(state, 0)
        assert max(worth) > 15, worth  # lots that matter: the rule has something to do
        for bid, value in zip(bids, worth, strict=True):
            assert bid >= int(0.9 * value), (seed, bids, worth)


def test_second_turn_in_the_other_seat_too():
    state = _after_first_turn(5, [[105, 105, 105], [0, 0, 0]])
    bids, worth = _plan(state, 1)
    assert max(worth) > 15, worth
    for bid, value in zip(bids, worth, strict=True):
        assert bid >= int(0.9 * value), (bids, worth)


def test_first_turn_is_left_to_her_read_of_the_rival():
    # Blind on turn 1 she bids well under a lot's worth (about a third): a
    # floor there cost her against rivals that pay a lot's worth only once.
    state = new_game(bot_settings(["a", "b"], 5))
    bids, worth = _plan(state, 0)
    assert any(bid < 0.6 * value for bid, value in zip(bids, worth, strict=True)), (bids, worth)


def test_from_the_third_turn_the_rule_is_over():
    state = _after_first_turn(5, [[0, 0, 0], [105, 105, 105]])
    state, _ = play_turn(state, [[0, 0, 0], [30, 30, 30]])
    bids, worth = _plan(state, 0)
    assert any(bid < 0.9 * value for bid, value in zip(bids, worth, strict=True)), (bids, worth)


def test_three_seats_are_untouched():
    state = new_game(bot_settings(["a", "b", "c"], 5))
    state, _ = play_turn(state, [[0, 0, 0], [105, 105, 105], [0, 0, 0]])
    saved = hard_mod.SECOND_FLOOR_2
    try:
        with_rule = hard_mod.plan(public_view(state, 0)).bids
        hard_mod.SECOND_FLOOR_2 = 0.0
        without = hard_mod.plan(public_view(state, 0)).bids
    finally:
        hard_mod.SECOND_FLOOR_2 = saved
    assert with_rule == without
