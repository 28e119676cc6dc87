"""Landrush for piecepack: coin draws name a tile, pyramids grow tracts, longer
tracts take over shorter ones (spec: shared/spec/piecepack-rules.md).
Pure rules: no Textual, no I/O."""

from ..errors import NotYourTurn
from .game import (
    OPENING,
    PASS,
    PLAY,
    IllegalPlay,
    Opening,
    PiecepackError,
    Play,
    Settings,
    State,
    Takeover,
    TurnEntry,
    apply,
    new_game,
)

__all__ = [
    "OPENING",
    "PASS",
    "PLAY",
    "IllegalPlay",
    "NotYourTurn",
    "Opening",
    "PiecepackError",
    "Play",
    "Settings",
    "State",
    "Takeover",
    "TurnEntry",
    "apply",
    "new_game",
]
