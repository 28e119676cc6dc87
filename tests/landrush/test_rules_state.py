"""Settings validation, bid validation of unusual integers, the state between
turns, the turn report and the end of the game.

Each test quotes the rule of landrush-rules.md it checks.
"""

from __future__ import annotations

import numbers

import landrush_positions as positions
import pytest
from landrush_positions import ROW, players

from landrush_tui.rules.errors import GameOver, InvalidBid, InvalidSettings, RulesError
from landrush_tui.rules.landrush import (
    PlayerKind,
    PlayerSpec,
    Settings,
    can_win,
    final_ranks,
    max_bid,
    new_game,
    play_turn,
    remaining_payout,
    remaining_turns,
    total_turns,
    validate_bids,
    validate_seat_bids,
    winners,
)


def situation(lots=(4,), up_next=(), seed=3, **kw):
    """A state on a row of nine fields: by default lot 4 on the table, nothing up next."""
    return positions.situation(lots=lots, up_next=up_next, seed=seed, **kw)


# ---- settings ------------------------------------------------------------------------


@pytest.mark.parametrize("money", [0, -1, -500, 1.5, 500.0, "500", None, True, False])
def test_start_money_must_be_a_positive_whole_number(money):
    """Settings, start money: an amount of money (200 ... 1500, default 500); zero,
    negative, fractional, text and bool amounts are refused."""
    with pytest.raises(InvalidSettings, match="start money"):
        Settings(players(2), money)


@pytest.mark.parametrize("money", [1, 200, 500, 1500, 10**6])
def test_start_money_positive_whole_numbers_are_accepted_and_every_seat_starts_with_it(money):
    """'every seat has the start money' (any positive whole number, the menu's six
    choices included)."""
    state = new_game(Settings(players(3), money))
    assert Settings(players(2)).start_money == 500
    assert state.money == (money,) * 3 and state.bankrupt == (False,) * 3


@pytest.mark.parametrize("seed", [1.0, "7", None, True])
def test_seed_must_be_a_whole_number(seed):
    """Settings, seed: 'any integer'."""
    with pytest.raises(InvalidSettings, match="seed"):
        Settings(players(2), seed=seed)


def test_players_two_to_ten_and_an_ai_needs_a_strength():
    """Settings, players: '2 to 10; each a human (a name) or an AI (a name and a strength)'."""
    for n in (0, 1, 11):
        with pytest.raises(InvalidSettings):
            Settings(players(n))
    with pytest.raises(InvalidSettings, match="strength"):
        Settings((PlayerSpec("a"), PlayerSpec("b", PlayerKind.AI)))
    s = Settings((PlayerSpec("a"), PlayerSpec("b", PlayerKind.AI, "easy")))
    assert [p.is_ai for p in s.players] == [False, True]
    assert isinstance(InvalidSettings("x"), RulesError) and isinstance(InvalidSettings("x"), ValueError)


# ---- bids that are not plain int -----------------------------------------------------


class Int64:
    """A numpy-like integer: not an int subclass, but a registered numbers.Integral."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __int__(self) -> int:
        return self.value

    __index__ = __int__

    def __repr__(self) -> str:
        return f"Int64({self.value})"


numbers.Integral.register(Int64)


class MyInt(int):
    """An int subclass, as some libraries return."""


@pytest.mark.parametrize("make", [MyInt, Int64], ids=["int-subclass", "numpy-like"])
def test_whole_number_bids_of_other_integer_types_are_accepted_up_to_the_money_as_plain_ints(make):
    """Bids: 'a whole number >= 0 on every lot, each bid at most the player's current
    money' (a bid equal to the money included), whatever integer type a bot returns;
    the rules keep them as plain ints."""
    state = situation(money=[120, 500], lots=(2, 4, 6))
    row = validate_seat_bids(state, 0, [make(120), make(0), make(7)])
    assert row == (120, 0, 7) and all(type(b) is int for b in row)
    new, report = play_turn(state, [[make(120), make(0), make(7)], [make(100), make(0), make(0)]])
    assert report.bids == ((120, 0, 7), (100, 0, 0)) and all(type(b) is int for r in report.bids for b in r)
    assert report.sales[0].winner == 0 and report.sales[0].price == 120
    assert new.money[0] == report.standings[0].money_before_payout + report.standings[0].payout


@pytest.mark.parametrize("make", [MyInt, Int64], ids=["int-subclass", "numpy-like"])
@pytest.mark.parametrize("value, why", [(121, "more than"), (-1, "negative")])
def test_other_integer_types_over_the_money_or_negative_are_refused_naming_seat_and_lot(make, value, why):
    """'each bid at most the player's current money', '>= 0': refused, naming the
    seat and the lot, for any integer type."""
    state = situation(money=[500, 120], lots=(2, 4, 6))
    with pytest.raises(InvalidBid, match=why) as err:
        validate_seat_bids(state, 1, [make(0), make(value), make(0)])
    assert (err.value.seat, err.value.lot) == (1, 2)
    assert str(err.value).startswith("seat 1 (Player1), lot 2 (field 4): bid ")  # the message alone, readable


@pytest.mark.parametrize("bid", [True, 1.0, 2.5, "3", None])
def test_bids_that_are_not_whole_numbers_are_refused(bid):
    """Bids are whole numbers: bool, float and text are refused, naming seat and lot."""
    state = situation(lots=(2, 4, 6))
    with pytest.raises(InvalidBid, match="not a whole number") as err:
        validate_bids(state, [[0, 0, 0], [0, 0, bid]])
    assert (err.value.seat, err.value.lot) == (1, 3)


def test_bids_must_come_from_every_seat_and_a_seat_must_exist():
    """Every player bids: bids from a wrong number of seats, or for a seat that does
    not exist, are refused."""
    state = situation(n=3, lots=(2,))
    with pytest.raises(InvalidBid, match="3 seats"):
        validate_bids(state, [[0], [0]])
    for seat in (-1, 3):
        with pytest.raises(InvalidBid, match="no seat") as err:
            validate_seat_bids(state, seat, [0])
        assert err.value.seat == seat and str(err.value) == f"there is no seat {seat}"
    with pytest.raises(InvalidBid, match="list"):
        validate_seat_bids(state, 0, 5)  # type: ignore[arg-type]


def test_max_bid_is_the_money_and_never_below_zero():
    """'each bid at most the player's current money' (never below 0)."""
    state = situation(n=3, money=[37, 0, -20])
    assert [max_bid(state, s) for s in range(3)] == [37, 0, 0]


def test_can_win_only_when_not_bankrupt_and_with_money():
    """Payout step: 'A player at or below 0 money is bankrupt: from then on their bids
    are lowered to 0'. A seat can win a lot only with money and not bankrupt."""
    state = situation(n=4, money=[10, 0, -5, 10], bankrupt=[False, False, True, True])
    assert [can_win(state, s) for s in range(4)] == [True, False, False, False]
    assert can_win(situation(money=[1, 1]), 0)


# ---- the state between turns and the turn report ------------------------------------


def test_unsold_fields_and_last_report_follow_the_turns():
    """After a turn, 'up next' becomes current; every field is sold exactly once:
    the unsold fields shrink by the lots sold, and the last report is the turn's."""
    state = new_game(Settings(players(2), 500, seed=5), ROW)
    assert state.unsold == tuple(range(9)) and state.last_report is None and not state.is_over
    assert len(state.lots) == 3 and len(state.up_next) == 3 and not set(state.lots) & set(state.up_next)
    new, report = play_turn(state, [[5, 0, 0], [0, 5, 0]])
    assert new.last_report is report and new.history == (report,)
    assert new.unsold == tuple(f for f in range(9) if f not in state.lots)
    assert new.lots == state.up_next and new.turn == 2
    newer, report2 = play_turn(new, [[0, 0, 0], [0, 0, 0]])
    assert newer.last_report is report2 and newer.history == (report, report2)
    assert len(newer.unsold) == 3


def test_turn_report_ranking_lists_seats_from_rank_one_down():
    """Ranking: 'Rank by: larger region first ...': the report's ranking is the seats
    from rank 1 down, the inverse of the ranks per seat."""
    # Seat 2 owns two touching fields, seat 0 one, seat 1 none; seat 1 wins the lot.
    state = situation(n=3, owners=[2, 2, None, None, 0, None, None, None, None], lots=(8,))
    _, report = play_turn(state, [[0], [10], [0]])
    assert [st.rank for st in report.standings] == [3, 2, 1]  # seat 1 bid more than seat 0
    assert report.ranking() == [2, 1, 0]
    assert [st.seat for st in report.standings] == [0, 1, 2]


def test_final_ranks_by_money_with_equal_money_sharing_the_better_rank():
    """End: 'the player with the most money wins; equal money shares the win'; ranks
    by money, 1 = richest, equal money shares the better rank."""
    state = situation(n=5, money=[300, 500, 300, -10, 500])
    assert final_ranks(state) == (3, 1, 3, 5, 1)
    assert winners(state) == (1, 4)
    assert final_ranks(situation(n=3, money=[7, 8, 9])) == (3, 2, 1)
    assert final_ranks(situation(n=2, money=[4, 4])) == (1, 1)


def test_a_finished_game_ranks_its_seats_by_money_and_refuses_more_turns():
    """End: 'When every field is sold, the final payout has been made and the player
    with the most money wins'."""
    state = new_game(Settings(players(3), 200, seed=8), ROW)
    while not state.is_over:
        state, report = play_turn(state, [[s * 3 + 1] * len(state.lots) for s in range(3)])
    assert report.final and state.unsold == () and state.lots == ()
    ranks = final_ranks(state)
    assert sorted(state.money, reverse=True) == [state.money[s] for s in sorted(range(3), key=ranks.__getitem__)]
    assert ranks[winners(state)[0]] == 1
    # 'remaining turns = ceil(unsold fields / k)': none left, nothing more to pay.
    assert remaining_turns(state) == 0 and remaining_payout(state) == 0 and total_turns(state) == 3
    with pytest.raises(GameOver):
        play_turn(state, [[], [], []])
    with pytest.raises(GameOver):  # whatever the bids: the game's end is the reason, not their count
        validate_bids(state, [])
    with pytest.raises(GameOver):  # one seat's bids, as a session checks them, too
        validate_seat_bids(state, 0, [])
    assert isinstance(GameOver("x"), RulesError)
