"""Nim's bot: it knows the winning rule."""

from landrush_tui.ai.table import BotTable, Strength


def greedy(view) -> int:
    """Leave a multiple of four when it can."""
    return view.stones % 4 or 1


TABLE = BotTable(
    "Nim", {"greedy": greedy}, (Strength("greedy", "Greedy", "Greedy Gus", "leaves multiples of four"),), ("greedy",)
)
