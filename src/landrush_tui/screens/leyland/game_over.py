"""Ley of the Land's game over: the shared screen, its ranking naming every seat
whole (up to the form's 14 characters) wherever the window has the room."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .. import game_over

# From this width the ranking with whole names and the boards fit side by side;
# below the shared screen's NARROW the boards go beneath, and the ranking has the
# whole width.
WHOLE_NAMES_FROM = 118


class GameOverScreen(game_over.GameOverScreen):
    state: Any

    def breakdown(self) -> Text:
        from . import ranking

        width = self.app.size.width
        whole = width < self.NARROW or width >= WHOLE_NAMES_FROM
        return ranking(self.state, 14 if whole else 8)
