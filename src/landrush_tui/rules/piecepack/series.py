"""A game step by step, as the rules made it: the openings and turns of a state
replayed from the start (each decision through ``game.apply``, as the record
reader does), for the board replay and the game-over chart."""

from __future__ import annotations

from . import game
from .game import PASS, Opening, State, TurnEntry


def steps(state: State) -> list[tuple[State, Opening | TurnEntry]]:
    """Every opening and turn of ``state`` so far: the state after it and the
    rules' report of it, in the order played."""
    step = game.new_game(state.settings)
    out: list[tuple[State, Opening | TurnEntry]] = []
    for o in state.openings:
        step, report = game.apply(step, o.seat, o.square)
        out.append((step, report))
    for t in state.history:
        step, report = game.apply(step, t.seat, PASS if t.play is None else (t.play.square, t.play.size))
        out.append((step, report))
    return out


def score_series(state: State) -> list[list[int]]:
    """Per seat its score (spec section 6, the empty-stash +5 included, as if the game
    ended there) once every seat has opened, then after every turn."""
    played = steps(state)
    opened = played[len(state.openings) - 1][0] if state.openings else game.new_game(state.settings)
    series: list[list[int]] = [[] for _ in range(state.n)]
    for s in [opened] + [s for s, report in played if isinstance(report, TurnEntry)]:
        for sc in game.scores(s.board, s.stashes):
            series[sc.seat].append(sc.total)
    return series
