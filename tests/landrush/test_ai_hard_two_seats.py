"""Land Rush's hard bot with one rival: every lot she lets go is the rival's,
and every later pool goes to one of the two, so she does not wait for her
money to buy the land later while the rival builds its region cheaply."""

import importlib

import attrs

from landrush_tui.ai.landrush import bot_settings, call_bot
from landrush_tui.ai.landrush.model import lot_values
from landrush_tui.rules.landrush import new_game, play_turn, public_view, winners

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def half_purse(view):
    """Bids half its money on every lot: it buys its first region dear, then
    keeps bidding what little it has left."""
    return [view.max_bid // 2] * len(view.lots)


def early(view):
    """Spends hard on the first four turns (half its money on a lot beside its
    land, 40% on others), a twentieth of it after: a first region bought
    dear, then grown cheaply."""
    mine = {f for r in view.regions(view.seat) for f in r}
    near = [any(g in mine for g in view.board.neighbours[f]) for f in view.lots]
    if view.turn > 4:
        return [int(view.max_bid * 0.05)] * len(view.lots)
    return [int(view.max_bid * (0.5 if n else 0.4)) for n in near]


def play(bots, turns, seed):
    state = new_game(bot_settings(["a", "b"], seed))
    for _ in range(turns):
        if state.is_over:
            break
        state, _ = play_turn(state, [call_bot(b, public_view(state, s)) for s, b in enumerate(bots)])
    return state


def test_more_money_does_not_make_a_lot_worth_less_to_her():
    # Richer than the rival already, she counts on no more than half the lots
    # later: more money does not make her expect more free land, so what a
    # lot is worth to her stays the same.
    state = play([lambda v: [0] * len(v.lots), half_purse], 2, seed=3)
    assert state.money[0] > state.money[1]
    richer = attrs.evolve(state, money=(state.money[0] + 400, state.money[1]))
    before = lot_values(hard_mod.position(public_view(state, 0)), 0)
    after = lot_values(hard_mod.position(public_view(richer, 0)), 0)
    assert before == after


def test_she_takes_her_share_of_the_lots_from_a_rival_that_bids_half_its_money():
    # Four turns of three lots on eight boards: 96 lots. Waiting to buy
    # later, she took about a third of them.
    won = 0
    for seed in range(1, 9):
        state = play([hard_mod.hard, half_purse], 4, seed)
        won += sum(1 for r in state.history for s in r.sales if s.winner == 0)
    assert won >= 48


def test_she_beats_a_rival_that_spends_early_and_then_grows_its_region_cheaply():
    # Both seats, on boards where she once let such a rival grow its first
    # region unopposed for a few coins a lot and lost the final payout.
    for seed in (1001, 1007):
        for me in (0, 1):
            bots = [early, early]
            bots[me] = hard_mod.hard
            state = play(bots, 100, seed)
            assert state.is_over
            assert winners(state) == (me,), (seed, me, state.money)
