"""Circuit: two dice around a ring of 21 spaces (spec: shared/spec/circuit-rules.md).
Pure rules: no Textual, no I/O."""

from ..errors import NotYourTurn
from .game import (
    BUY,
    DECLINE,
    ROLL,
    CircuitError,
    Effect,
    Purchase,
    Rolled,
    Settings,
    State,
    TurnEntry,
    WrongDecision,
    apply,
    new_game,
)

__all__ = [
    "BUY",
    "DECLINE",
    "ROLL",
    "CircuitError",
    "Effect",
    "NotYourTurn",
    "Purchase",
    "Rolled",
    "Settings",
    "State",
    "TurnEntry",
    "WrongDecision",
    "apply",
    "new_game",
]
