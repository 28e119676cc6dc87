"""The built-in bots: valid, deterministic, silent when broke, and offered in the game."""

import attrs
from hypothesis import HealthCheck, given, settings
from landrush_games import bids_validly_in_any_game, game_shape, mid_game

from landrush_tui.ai.landrush import BOTS, STRENGTHS, bot_settings, load_bot
from landrush_tui.rules import PlayerKind, PlayerSpec
from landrush_tui.rules.landrush import (
    Settings,
    new_game,
    play_turn,
    public_view,
    validate_seat_bids,
)
from landrush_tui.simulate import play_game

NAMES = ("easy", "baseline", "medium", "hard")


def test_every_strength_is_a_bot_gentlest_first():
    keys = [s.key for s in STRENGTHS]
    assert keys == ["easy", "baseline", "medium", "hard"]
    for s in STRENGTHS:
        assert s.key in BOTS and s.title and s.persona and s.blurb
    assert len({s.persona for s in STRENGTHS}) == len(STRENGTHS)


def test_same_view_gives_same_bids():
    state = mid_game(["hard", "medium", "easy", "medium"], seed=11)
    for name in NAMES:
        for seat in range(4):
            first = load_bot(name)(public_view(state, seat))
            again = load_bot(name)(public_view(state, seat))
            assert list(first) == list(again), name


def test_whole_games_replay_identically():
    seats = ["hard", "medium", "easy"]
    a = play_game(bot_settings(seats, 77))
    b = play_game(bot_settings(seats, 77))
    assert a == b
    assert a.is_over


test_bots_bid_validly_in_any_game = bids_validly_in_any_game(NAMES, examples=12)


def test_bankrupt_and_broke_bots_bid_zero():
    state = mid_game(["hard", "medium", "easy", "baseline"], seed=3)
    broke = attrs.evolve(state, bankrupt=(True, False, False, False))
    zero = attrs.evolve(state, money=(0,) + state.money[1:])
    for name in NAMES:
        for s in (broke, zero):
            assert list(load_bot(name)(public_view(s, 0))) == [0] * len(s.lots), name


def test_bots_handle_the_last_turn_and_a_single_lot():
    state = mid_game(["hard", "medium"], seed=5, turns=40)
    assert state.is_over
    # Walk a fresh game to its last turn and ask every bot there.
    state = new_game(bot_settings(["hard", "medium"], 5))
    while len(state.up_next) > 0:
        state, _ = play_turn(state, [[1] * len(state.lots), [0] * len(state.lots)])
    assert state.lots
    for name in NAMES:
        bids = load_bot(name)(public_view(state, 1))
        assert validate_seat_bids(state, 1, bids) == tuple(bids)


def test_human_seats_do_not_confuse_bots():
    players = [PlayerSpec("Ann"), PlayerSpec("Vera", PlayerKind.AI, "hard")]
    state = new_game(Settings(players, seed=9))
    state, _ = play_turn(state, [[5, 0, 3], [0, 0, 0]])
    bids = load_bot("hard")(public_view(state, 1))
    assert validate_seat_bids(state, 1, bids) == tuple(bids)


# --- bidding like a player: no flat bids, never silent with money, varied seats ------

from landrush_tui.ai.landrush import DEFAULT_TABLE, strength  # noqa: E402
from landrush_tui.ai.landrush.medium import medium_bids  # noqa: E402
from landrush_tui.ai.landrush.style import temperament  # noqa: E402


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**game_shape(25, orders=False))
def test_medium_bids_each_lot_on_its_own_and_never_sits_out_with_money(n, seed, money, kind, turns):
    seats = [NAMES[i % len(NAMES)] for i in range(n)]
    state = mid_game(seats, seed, turns, start_money=money, auction_type=kind)
    if state.is_over:
        return
    for seat in range(n):
        view = public_view(state, seat)
        bids, values = medium_bids(view)
        if not view.can_win:
            assert bids == [0] * len(bids)
            continue
        # Money and unsold land: never all zero.
        assert any(b > 0 for b in bids), (bids, view.my_money)
        # No flat cap: lots the model prices clearly apart get different bids.
        # (Bids of n coins or more are rounded to the seat's mark, up to n/2 coins.)
        if max(bids) > 8 * n and max(values) - min(values) > 0.25 * max(abs(v) for v in values):
            assert len(set(bids)) > 1, (bids, values)


def test_no_seat_of_a_table_of_one_bot_copies_another():
    # Three copies of each bot on one board: on turn 1 (identical positions but
    # the seat) no two seats bid the same vector, thanks to each seat's own style.
    for name in NAMES:
        state = new_game(bot_settings([name] * 3, 31))
        rows = [tuple(load_bot(name)(public_view(state, s))) for s in range(3)]
        assert len(set(rows)) == 3, (name, rows)


def test_the_default_table_is_three_personalities_with_names_and_styles():
    assert len(DEFAULT_TABLE) == 3 and len(set(DEFAULT_TABLE)) == 3
    people = [strength(k) for k in DEFAULT_TABLE]
    assert all(p is not None and p.persona and p.style for p in people)
    assert len({p.persona for p in people}) == 3 and len({p.style for p in people}) == 3
    # Turn 1 at the default table (a human and the three): the bots bid differently.
    state = new_game(bot_settings(["medium", *DEFAULT_TABLE], 8))
    rows = [tuple(load_bot(k)(public_view(state, s))) for s, k in enumerate(DEFAULT_TABLE, 1)]
    assert len(set(rows)) == 3, rows


def test_a_seat_keeps_its_temperament_for_the_whole_game_and_seats_differ():
    state = new_game(bot_settings(["medium"] * 10, 3))
    first = [temperament(public_view(state, s)) for s in range(10)]
    assert len(set(first)) == 10 and all(0.9 < t < 1.1 for t in first)
    state, _ = play_turn(state, [load_bot("medium")(public_view(state, s)) for s in range(10)])
    assert [temperament(public_view(state, s)) for s in range(10)] == first


def test_ten_seat_games_and_advice_replay_identically():
    from landrush_tui.ai.landrush import advise

    seats = ["hard", "medium", "easy", "baseline", "medium", "easy", "baseline", "medium", "easy", "baseline"]
    a = play_game(bot_settings(seats, 91))
    b = play_game(bot_settings(seats, 91))
    assert a == b and a.is_over
    state = new_game(bot_settings(seats, 91))
    state, _ = play_turn(state, [list(r) for r in a.history[0].bids])
    assert advise(public_view(state, 3)) == advise(public_view(state, 3))
