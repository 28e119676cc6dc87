"""Game over: the shared screen (``screens.game_over``), its button row kept to its
buttons' width.

The shared layout puts the final board beside the ranking from 100 columns; its
button row, 1fr wide by default, took the whole window and left the board no
room (seen at 120x40). This keeps the row as wide as its buttons."""

from __future__ import annotations

from ..game_over import GameOverScreen


class AuctionOverScreen(GameOverScreen):
    DEFAULT_CSS = """
    AuctionOverScreen #over-buttons { width: auto; }
    """
