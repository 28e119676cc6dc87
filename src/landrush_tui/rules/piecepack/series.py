"""Each seat's score over a game, for the game-over chart: the game is replayed from
its openings and turns, and after each step every seat is scored as if the game
ended there (spec section 6, the empty-stash +5 included)."""

from __future__ import annotations

from . import game
from .game import PASS, State


def score_series(state: State) -> list[list[int]]:
    """Per seat: its score once every seat has opened, then after every turn."""
    step = game.new_game(state.settings)
    for o in state.openings:
        step, _ = game.apply(step, o.seat, o.square)
    series = [[sc.total] for sc in game.scores(step.board, step.stashes)]
    for t in state.history:
        step, _ = game.apply(step, t.seat, PASS if t.play is None else (t.play.square, t.play.size))
        for sc in game.scores(step.board, step.stashes):
            series[sc.seat].append(sc.total)
    return series
