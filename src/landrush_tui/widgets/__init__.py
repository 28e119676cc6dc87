"""Reusable widgets: the field map, the money chart, and the player palette."""

from .field_map import FieldMap
from .money_chart import MoneyChart
from .palette import PLAYER_COLOURS, player_colour, player_marks, text_on

__all__ = ["FieldMap", "MoneyChart", "PLAYER_COLOURS", "player_colour", "player_marks", "text_on"]
