"""A game played again decision by decision, for the replay on the board and the
last report: every state comes from the rules (``game.apply``), as the record
reader rebuilds them, never from the screens."""

from __future__ import annotations

from typing import Iterator

import attrs

from . import game
from .game import BUY, DECLINE, ROLL, Purchase, Rolled, State, TurnEntry


@attrs.frozen
class Step:
    """One decision and what it did: the state before, the state after, the report."""

    decision: str
    before: State
    after: State
    report: TurnEntry | Rolled


def decisions_of(entry: TurnEntry, purchase: Purchase) -> tuple[str, ...]:
    """The decisions of a finished turn: the roll, and the buy decision when one was asked."""
    e = entry.effect
    if purchase is Purchase.OPTIONAL and e.kind == "buy" and (e.bought or e.why == "declined"):
        return (ROLL, BUY if e.bought else DECLINE)
    return (ROLL,)


def steps(state: State) -> Iterator[Step]:
    """Every decision of the game so far, from the start: a finished turn's roll
    and buy decision, then the roll that waits for its buy decision, if any."""
    current = game.new_game(state.settings)
    decisions = [d for entry in state.history for d in decisions_of(entry, state.settings.purchase)]
    if state.rolled is not None:
        decisions.append(ROLL)
    for decision in decisions:
        seat = current.to_move
        assert seat is not None
        after, report = game.apply(current, seat, decision)
        yield Step(decision, current, after, report)
        current = after


def last_step(state: State) -> Step | None:
    """The last decision played, or None before the first roll."""
    last: Step | None = None
    for step in steps(state):
        last = step
    return last


def round_of(state: State) -> int:
    """The round being played: one more than the fewest turns any remaining seat has
    taken (R rounds are over when every remaining seat has taken R turns)."""
    return min(state.turns_taken[s] for s in state.remaining) + (0 if state.is_over else 1)
