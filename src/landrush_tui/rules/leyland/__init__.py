"""Ley of the Land: secret all-pay bids for action order, edge-matched
triangle tiles on a 3 x 3 board, frolic / sow / reap / invest
(spec: shared/spec/leyland-rules.md). Pure rules: no Textual, no I/O."""

from ..errors import NotYourTurn
from .game import (
    ACQUIRE,
    FROLIC,
    INVEST,
    PASS,
    REAP,
    SOW,
    Action,
    IllegalAction,
    IllegalPlacement,
    LeylandError,
    Settings,
    State,
    apply,
    new_game,
)

__all__ = [
    "ACQUIRE",
    "FROLIC",
    "INVEST",
    "PASS",
    "REAP",
    "SOW",
    "Action",
    "IllegalAction",
    "IllegalPlacement",
    "LeylandError",
    "NotYourTurn",
    "Settings",
    "State",
    "apply",
    "new_game",
]
