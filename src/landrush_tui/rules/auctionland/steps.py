"""A game's states decision by decision, for replays: the recorded decisions are
played again through the rules from the seed's setup (as the record reader does),
so every state shown is one the rules built, never one recomputed elsewhere."""

from __future__ import annotations

import attrs

from ..errors import RulesError
from . import game
from .game import Action, State
from .record import decision_of


@attrs.frozen
class Step:
    """One decision and what the rules did with it (up to the next decision)."""

    turn: int  # the turn the decision was made in
    seat: int  # who decided
    after: State  # the state once the rules were done with it
    actions: tuple[Action, ...]  # the decision's action first, then what followed by itself


def start_of(state: State) -> State:
    """The game's first state, from its settings (the seed's setup)."""
    return game.new_game(state.settings)


def steps(state: State) -> list[Step]:
    """Every decision of ``state``'s game so far, in order, replayed with the rules.
    A state that did not come from its seed (built by hand) replays as far as its
    recorded actions agree with the rules."""
    recorded = [a for log in state.history for a in log.actions] + list(state.actions)
    now = start_of(state)
    out: list[Step] = []
    k = 0
    while k < len(recorded) and not now.is_over and now.seat is not None:
        seat, turn = now.seat, now.turn
        try:
            decision = decision_of(now, recorded[k].data(), f"action {k + 1}")
            now, report = game.apply(now, seat, decision)
        except RulesError:
            break
        if not report:
            break
        out.append(Step(turn, seat, now, report))
        k += len(report)
    return out


def turn_starts(state: State, done: list[Step]) -> dict[int, State]:
    """The state at the start of each turn (turn number -> state), for F3."""
    starts = {1: start_of(state)}
    for step in done:
        if step.after.turn not in starts:
            starts[step.after.turn] = step.after
    return starts
