"""Each seat's points over a game, for the game-over chart: the game is replayed round
by round from its own record, and after each round every seat is scored as if the
game ended there (money, cubes, the largest section, bonuses)."""

from __future__ import annotations

from . import game
from .game import State
from .record import _bid_round, _play_actions, round_data


def score_series(state: State) -> list[list[int]]:
    """Per seat: its points before round 1, then after every round."""
    step = game.new_game(state.settings)
    series = [[sc.total] for sc in game.scores(step)]
    for entry in state.history:
        r = round_data(entry)
        step = _bid_round(step, r, f"round {entry.round}")
        step, _ = _play_actions(step, r["actions"], f"round {entry.round}")
        for sc in game.scores(step):
            series[sc.seat].append(sc.total)
    return series
