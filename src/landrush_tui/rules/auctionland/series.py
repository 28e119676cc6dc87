"""Each seat's points over a game, for the game-over chart: the game is replayed
turn by turn from its recorded actions, and after each turn every island is scored
as if the game ended there (spec's scoring: beaches, the theme park, gardens x
houses, icon majorities)."""

from __future__ import annotations

from . import game
from .game import State
from .record import play_actions


def score_series(state: State) -> list[list[int]]:
    """Per seat: its points before turn 1 (the empty island), then after every turn."""
    step = game.new_game(state.settings)
    series = [[sc.total] for sc in game.scores_of(step)]
    for log in state.history:
        step = play_actions(step, [a.data() for a in log.actions], f"turn {log.turn}", whole_turn=True)
        for sc in game.scores_of(step):
            series[sc.seat].append(sc.total)
    return series
