"""Land Rush's hard bot reads what rivals do in this game: how they share the
lots, and when one overpays (then she stands aside and keeps her money)."""

import importlib

from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.ai.landrush.model import wealth
from landrush_tui.rules.landrush import new_game, play_turn, public_view

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def fixed(view):
    """Bids a set 60 on every lot, whatever its money: it pays more for the
    board than the payouts can bring back."""
    return [min(60, view.max_bid)] * len(view.lots)


def purse(view):
    """Bids a tenth of its money on every lot: it spends less as it has less."""
    return [view.max_bid // 10] * len(view.lots)


def timid(view):
    return [0] * len(view.lots)


def play(rival, turns, seed=7, me=timid):
    bots = [me, rival]
    state = new_game(bot_settings(["a", "b"], seed))
    for _ in range(turns):
        state, _ = play_turn(state, [call_bot(b, public_view(state, s)) for s, b in enumerate(bots)])
    return state


def test_a_rival_that_won_every_lot_keeps_only_the_lots_she_leaves_it():
    # The rival wins all three lots a turn for five turns. Lots a turn are
    # three: she plans her own even share, so the rival is not expected to
    # keep winning all of them.
    state = play(fixed, 5)
    pos = hard_mod.position(public_view(state, 0))
    mine = pos.k / pos.n * min(wealth(pos.money, pos.bankrupt)[0], pos.own_cap)
    assert sum(1 for r in state.history for s in r.sales if s.winner == 1) >= 12
    assert pos.pace[1] <= pos.k - mine + 1e-9, (pos.pace, mine)


def test_she_stands_aside_while_a_rival_pays_set_prices_above_the_payouts():
    state = play(fixed, 6)
    view = public_view(state, 0)
    assert hard_mod.rivals_overpay(view, hard_mod.position(view))
    assert load_bot("hard")(view) == [0] * len(view.lots)


def test_she_keeps_bidding_against_a_rival_that_bids_by_its_purse():
    state = play(purse, 6)
    view = public_view(state, 0)
    assert not hard_mod.rivals_overpay(view, hard_mod.position(view))


def test_she_does_not_stand_aside_on_the_first_turns():
    state = play(fixed, 1)
    view = public_view(state, 0)
    assert not hard_mod.rivals_overpay(view, hard_mod.position(view))
