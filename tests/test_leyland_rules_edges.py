"""Ley of the Land: the edges of the rules that the spec's test cases leave
untouched (found by mutation testing: each test names the rule it checks and
quotes the spec section). Pure and quick."""

from __future__ import annotations

import pytest

from leyland_helpers import acting, fresh, humans
from landrush_tui.rules.errors import InvalidSettings
from landrush_tui.rules.leyland import game
from landrush_tui.rules.leyland.game import ACQUIRE, PASS, Action, IllegalAction, LeylandError


def test_two_to_four_players():
    """Spec 2: "players | 2 to 4"."""
    for n in (1, 5):
        with pytest.raises(InvalidSettings, match="2 to 4 players"):
            game.Settings(humans(*[f"P{i}" for i in range(n)]), 1)
    for n in (2, 4):
        assert game.new_game(game.Settings(humans(*[f"P{i}" for i in range(n)]), 1)).n == n


def test_acquire_space_is_two_whole_numbers():
    """Spec 5.3.1: the seat chooses an empty space (x, y) of its board: anything
    else is refused with a reason, nothing changed."""
    state = acting(fresh(2), [1, 0])
    for at in ((1, 1.0), (1.0, 1), ("1", 1), (1, 1, 1), [1, 1]):
        with pytest.raises(IllegalAction, match="the space is"):
            game.apply_action(state, 0, Action(ACQUIRE, 1, at, 0))  # type: ignore[arg-type]


def test_one_seat_acts_at_a_time():
    """Spec 5.2: "in action order, each seat chooses exactly one action"."""
    state = acting(fresh(3), [2, 1, 0])
    with pytest.raises(LeylandError, match="one seat acts at a time"):
        game.apply(state, {0: Action(PASS), 1: Action(PASS)})
    with pytest.raises(LeylandError, match="one seat acts at a time"):
        game.apply(state, {})
    after, _ = game.apply(state, {0: Action(PASS)})
    assert after.to_act == 1
