"""Circuit's game over: the shared screen, with the final ring beneath the ranking
at every width (the ring is 79 columns: beside the ranking it would not fit)."""

from __future__ import annotations

from ..game_over import GameOverScreen


class CircuitOverScreen(GameOverScreen):
    NARROW = 10_000
