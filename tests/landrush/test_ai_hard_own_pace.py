"""Land Rush's hard bot with one rival: she does not count on buying later the
land she keeps letting go now. Her forecast used to grow her own region at an
even share of the lots every turn to come (her growth being her choice), so a
lot now looked worth little; against a rival that bid up the lots beside her
region she waited, turn after turn, bought a few scattered fields cheaply,
and ended with a small region, no pool at all, and money she never used."""

import importlib

from landrush_tui.ai.landrush import bot_settings, call_bot
from landrush_tui.ai.landrush.model import Position, all_stats, expected_payouts
from landrush_tui.rules.landrush import new_game, play_turn, public_view

hard_mod = importlib.import_module("landrush_tui.ai.landrush.hard")


def nothing(view):
    """Never bids: lets every lot go."""
    return [0] * len(view.lots)


def a_tenth(view):
    """A tenth of its money on every lot: wins every lot the other seat lets go."""
    return [view.max_bid // 10] * len(view.lots)


def after(turns, seed, seats=("a", "b")):
    state = new_game(bot_settings(list(seats), seed))
    for _ in range(turns):
        bids = [call_bot(nothing if s == 0 else a_tenth, public_view(state, s)) for s in range(len(seats))]
        state, _ = play_turn(state, bids)
    return state


def forecast(pos, view):
    """Her expected payouts over the turns left, from the position as it stands."""
    return expected_payouts(pos, all_stats(pos, pos.owners), view.seat, max(pos.turns, 1))


def test_having_won_nothing_she_does_not_count_on_an_even_share_later():
    # Seat 0 (her) has let every lot go for three turns; the rival won them all.
    # Her even share would be half the lots a turn (she is richer, capped at
    # the even share at two seats); she won none lately, so she counts on
    # less than that, and her outlook is worse than the even share's.
    for seed in (1, 2, 3):
        view = public_view(after(3, seed), 0)
        assert view.largest_region(1) >= 2 and view.largest_region(0) == 0
        pos = hard_mod.position(view)
        even = Position(view, lots_shared=True, spread=hard_mod.SPREAD, own_cap=hard_mod.OWN_CAP_2)
        assert forecast(pos, view) < forecast(even, view) - 1.0, seed


def test_she_counts_on_the_even_share_at_bigger_tables():
    # Three seats or more keep the even share (their bids are unchanged).
    for n in (3, 4, 7, 10):
        view = public_view(after(3, 5, seats=[f"s{i}" for i in range(n)]), 0)
        pos = hard_mod.position(view)
        even = Position(view, lots_shared=True, spread=pos.spread, own_cap=2.0)  # her spread at n seats
        assert forecast(pos, view) == forecast(even, view), n
