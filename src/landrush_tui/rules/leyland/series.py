"""Each seat's points over a game, for the game-over chart: the game is replayed round
by round by the rules, and after each round every seat is scored as if the game
ended there (money, cubes, the largest section, bonuses)."""

from __future__ import annotations

from . import game
from .game import Acted, State
from .steps import steps


def score_series(state: State) -> list[list[int]]:
    """Per seat: its points before round 1, then after every round."""
    series = [[sc.total] for sc in game.scores(game.new_game(state.settings))]
    for step in steps(state):
        if isinstance(step.report, Acted) and step.report.round_end is not None:
            for sc in game.scores(step.after):
                series[sc.seat].append(sc.total)
    return series
