"""Widgets every game may use: the money chart and the player palette (a game's
own widgets live in ``widgets/<game>/``)."""

from .money_chart import MoneyChart
from .palette import PLAYER_COLOURS, player_colour, player_marks, player_tag, text_on

__all__ = ["MoneyChart", "PLAYER_COLOURS", "player_colour", "player_marks", "player_tag", "text_on"]
