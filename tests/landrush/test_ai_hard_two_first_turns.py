"""Land Rush's hard bot with one rival, on the first two turns: she bids at
least nine tenths of what each lot is worth to her. A rival that took the
first lots at about their worth while she bid a third of it led from then
on, and at two seats such a lead is rarely won back."""

import importlib

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.rules.landrush import new_game, play_turn, public_view

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def _bids_and_worth(state, seat):
    plan = hard_mod.plan(public_view(state, seat))
    return plan.bids, plan.values


def test_first_turn_she_bids_nearly_what_each_lot_is_worth():
    for seed in (3, 5, 8):
        state = new_game(bot_settings(["a", "b"], seed))
        for seat in (0, 1):
            bids, worth = _bids_and_worth(state, seat)
            assert max(worth) > 50, (seed, worth)  # lots that matter: the rule has something to do
            for bid, value in zip(bids, worth, strict=True):
                assert bid >= int(0.9 * value), (seed, seat, bids, worth)


def test_second_turn_too_after_the_rival_took_the_first_lots_dear():
    # Turn 1 played by hand: seat 1 took all three lots at 105 each.
    state = new_game(bot_settings(["a", "b"], 5))
    state, _ = play_turn(state, [[0, 0, 0], [105, 105, 105]])
    assert state.turn == 2 and state.money[1] < state.money[0]
    bids, worth = _bids_and_worth(state, 0)
    assert max(worth) > 20, worth
    for bid, value in zip(bids, worth, strict=True):
        assert bid >= int(0.9 * value), (bids, worth)


def test_from_the_third_turn_the_rule_is_over():
    # Turn 3 of the same game: her bids follow her read of the rival again,
    # some well under nine tenths of a lot's worth.
    state = new_game(bot_settings(["a", "b"], 5))
    state, _ = play_turn(state, [[0, 0, 0], [105, 105, 105]])
    state, _ = play_turn(state, [[0, 0, 0], [30, 30, 30]])
    bids, worth = _bids_and_worth(state, 0)
    assert any(bid < 0.9 * value for bid, value in zip(bids, worth, strict=True)), (bids, worth)
