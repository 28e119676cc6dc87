"""Land Rush's hard bot with one rival: however she reads the rival, a lot
worth much to her is never let go for a song. Her model of a rival she has
just met may be wrong (one that bids a random share of its money looks cheap
one turn and dear the next), and at two seats every lot she lets go builds
the rival's region, which takes every pool."""

import importlib

from landrush_tui.ai.landrush import bot_settings, call_bot
from landrush_tui.rules.landrush import new_game, play_turn, public_view

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def one_coin(view):
    """Bids a single coin on every lot: read from its bids, a rival any bid of two beats."""
    return [min(1, view.max_bid)] * len(view.lots)


def after(turns, seed):
    state = new_game(bot_settings(["a", "b"], seed))
    for _ in range(turns):
        state, _ = play_turn(state, [call_bot(one_coin, public_view(state, s)) for s in (0, 1)])
    return state


def test_she_bids_at_least_a_quarter_of_what_a_lot_is_worth_to_her():
    # The rival has bid one coin on every lot for two turns: her model expects
    # it to go on doing so, and she used to bid 3 or 4 coins on lots worth
    # 70 to 150 to her. A quarter of a lot's worth is her least bid on it.
    checked = 0
    for seed in (1, 2, 3, 4):
        view = public_view(after(2, seed), 0)
        decision = hard_mod.plan(view)
        for bid, worth in zip(decision.bids, decision.values, strict=True):
            least = int(worth / 4)
            if least * 8 < view.max_bid:  # well within her money: no budget cap applies
                assert bid >= least, (seed, decision.bids, decision.values)
                checked += least > 4
    assert checked >= 4  # lots worth a real bid were among those checked
