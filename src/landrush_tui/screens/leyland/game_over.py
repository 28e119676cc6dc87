"""Game over: the shared screen, with its button row only as wide as its buttons.

Workaround: in the shared screen the row of buttons takes all the width it is
given, so at 100 columns and more the ranking beside the boards grows to the
whole window and the boards get none.
"""

from __future__ import annotations

from ..game_over import GameOverScreen


class LeylandOverScreen(GameOverScreen):
    DEFAULT_CSS = """
    LeylandOverScreen #over-buttons { width: auto; }
    """
