"""A game step by step, rebuilt by the rules from its own decisions: every bidding
and every action, with the state before and after it and the rules' report. The
replay, F3 and the log read these; nothing is recomputed outside the rules."""

from __future__ import annotations

from typing import Iterator

import attrs

from . import game
from .game import ACQUIRE, FROLIC, REAP, SOW, Acted, Action, Done, Reveal, State


@attrs.frozen
class Step:
    before: State
    after: State
    report: Reveal | Acted


def decision_of(d: Done) -> Action:
    """The action a seat chose, as the rules recorded it."""
    if d.do == ACQUIRE:
        return Action(ACQUIRE, d.slot, d.at, d.rotation)
    if d.do in (FROLIC, SOW):
        return Action(d.do, sections=d.sections)
    if d.do == REAP:
        return Action(REAP, section=d.section)
    return Action(d.do)


def _round(state: State, bids: tuple[int, ...], actions: tuple[Done, ...]) -> Iterator[Step]:
    after, reveal = game.apply(state, dict(enumerate(bids)))
    yield Step(state, after, reveal)
    for d in actions:
        before = after
        after, acted = game.apply(before, {d.seat: decision_of(d)})
        yield Step(before, after, acted)


def steps(state: State) -> list[Step]:
    """Every step of the game so far, from its start: the bids of each round, then
    its actions one by one (the round under way as far as it has gone)."""
    out: list[Step] = []
    at = game.new_game(state.settings)
    for e in state.history:
        out += _round(at, e.bids, e.actions)
        at = out[-1].after
    if state.bids is not None:
        out += _round(at, state.bids, state.actions)
    return out


def last_step(state: State) -> Step | None:
    """The step that led to ``state`` (None at the start)."""
    done = steps(state)
    return done[-1] if done else None
