"""Ley of the Land's game over: the shared screen, its ranking naming every seat
whole (up to the form's 14 characters) wherever the window has the room."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .. import game_over


class GameOverScreen(game_over.GameOverScreen):
    state: Any

    def breakdown(self) -> Text:
        from . import ranking
        from .draw import WIDE

        # As wide as the map's whole names, the ranking with them fits beside the
        # boards; below NARROW the boards go beneath and the ranking has the width.
        width = self.app.size.width
        whole = width < self.NARROW or width > WIDE.width
        return ranking(self.state, WIDE.name_width if whole else 8)
