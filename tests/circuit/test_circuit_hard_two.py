"""Circuit's hard bot at a table of two: its own weighing, fitted on two-seat games,
with what a duel adds to the features; bigger tables keep the weighing they had."""

from __future__ import annotations

import attrs
import pytest
from circuit_helpers import bots, position

from landrush_tui.ai.circuit import (
    BOTS,
    WEIGHTS,
    WEIGHTS_TWO,
    choices,
    features,
    learned_choice,
    read_styles,
    two_seat_features,
)
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.view import public_view


def on_offer(state: game.State, to: int) -> game.State:
    """The seat to move has rolled onto ``to`` and is asked to buy or decline."""
    seat = state.to_move
    rolled = game.Rolled(state.turn, seat, (5, 6), state.positions[seat], to)
    pos = list(state.positions)
    pos[seat] = to
    return attrs.evolve(state, rolled=rolled, positions=tuple(pos))


def test_a_duel_adds_the_rivals_shortfall_both_rents_the_gap_the_free_plots_and_the_turn():
    # Ann (seat 0) owns Imperial Reach (rent 2200); Bo owns both Labor Camps (7 x 400 each)
    # and is 3000 short of the War Tax; Ann is offered Salt Marsh on turn 40.
    state = position(
        2, purchase="optional", money=(12000, 5000), owners={21: 0, 10: 1, 17: 1}, positions=(1, 9), turn=40
    )
    view = public_view(on_offer(state, 2), 0)
    styles = read_styles(choices(view), 0, view.remaining)
    phi = two_seat_features(view, styles)
    assert len(phi) == len(WEIGHTS_TWO)
    kept = features(view, styles)
    assert phi[:11] == [kept[i] for i in (0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12)]  # the constant two-seat ones dropped
    shortfall, mine, theirs, gap, free, turn = phi[11:]
    assert shortfall == pytest.approx(3000 / 8000)
    assert mine == pytest.approx(2200 / 21 / 1000)
    assert theirs == pytest.approx(2 * 7 * 400 / 21 / 1000)
    assert gap == pytest.approx((12000 - 5000) / 10000)
    all_plots = sum((1000, 1200, 2500, 1400, 1600, 1800, 2000, 2500, 2200, 2400, 2600, 2800, 2000, 2500, 3200, 3600))
    assert free == pytest.approx((all_plots - 3600 - 2 * 2000) / 10000)
    assert turn == pytest.approx(0.40)


def decisions(names, seed):
    """Every buy-or-decline view of seat 0 (hard) in a game with these bots."""
    state = game.new_game(game.Settings(bots(*names), "optional", None, seed))
    while not state.is_over:
        seat, what = game.ask_of(state)
        view = public_view(state, seat)
        if seat == 0 and what == "buy":
            yield view
        answer = BOTS[names[seat]](view) if what == "buy" else game.ROLL
        state, _ = game.apply(state, seat, answer)


def test_at_two_seats_hard_weighs_with_the_duels_own_weights():
    asked = differ = 0
    for seed in range(6):
        for view in decisions(("hard", "medium" if seed % 2 else "easy"), seed):
            styles = read_styles(choices(view), 0, view.remaining)
            duel = sum(k * x for k, x in zip(WEIGHTS_TWO, two_seat_features(view, styles), strict=True)) > 0
            assert BOTS["hard"](view) == (game.BUY if duel else game.DECLINE)
            differ += duel != learned_choice(view, styles, WEIGHTS)
            asked += 1
    assert asked >= 20
    assert differ >= 1  # the duel's weighing is not the bigger tables' under another name


def test_bigger_tables_keep_their_weighing_even_when_two_seats_are_left():
    two_left = 0
    for seed in range(4):
        for view in decisions(("hard", "medium", "easy"), seed):
            styles = read_styles(choices(view), 0, view.remaining)
            old = learned_choice(view, styles, WEIGHTS)
            assert BOTS["hard"](view) == (game.BUY if old else game.DECLINE)
            two_left += len(view.remaining) == 2
    assert two_left >= 1
