"""Game over: the shared screen (``screens/game_over.py``), laid out so the final
board has its room beside the ranking from 100 columns."""

from __future__ import annotations

from ..game_over import GameOverScreen


class PiecepackOverScreen(GameOverScreen):
    """The shared game over, its ranking side only as wide as its words: there its
    buttons and the winner's line take the whole width (a width of 1fr inside a
    column sized to its content), and the board beside them gets none."""

    DEFAULT_CSS = """
    PiecepackOverScreen #over-winner { width: auto; max-width: 52; }
    PiecepackOverScreen #over-buttons { width: auto; }
    PiecepackOverScreen #over-buttons Button { width: auto; min-width: 0; }
    PiecepackOverScreen #over-kept { width: auto; max-width: 52; }
    """
