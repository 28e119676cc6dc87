"""The payout by rank for a normal and for the last turn, as a compact table."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...rules.landrush import Settings, payout_table
from .tables import plain_table

# Ranks per row of the grid: beyond this the side panels (about 40 columns) overflow.
MAX_RANKS_PER_ROW = 7


def _cell(value: int) -> Text:
    return Text(str(value), style="red" if value < 0 else "")


def _grid(ranks: range, turn: tuple[int, ...], last: tuple[int, ...]) -> Table:
    table = plain_table(show_header=True)
    table.add_column("Rank", no_wrap=True)
    for r in ranks:
        table.add_column(str(r), justify="right")
    table.add_row("Turn", *(_cell(turn[r - 1]) for r in ranks))
    table.add_row("Last", *(_cell(last[r - 1]) for r in ranks))
    return table


def payout_grid(settings: Settings) -> Table | Group:
    """Rows "each turn" and "last turn", one column per rank (negative in red);
    with many players the ranks are split over two grids, one above the other."""
    n = settings.n
    turn, last = payout_table(settings), payout_table(settings, final=True)
    if n <= MAX_RANKS_PER_ROW:
        return _grid(range(1, n + 1), turn, last)
    half = (n + 1) // 2
    return Group(_grid(range(1, half + 1), turn, last), _grid(range(half + 1, n + 1), turn, last))
