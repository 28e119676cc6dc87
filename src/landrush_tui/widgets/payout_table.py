"""The payout by rank for a normal and for the last turn, as a compact table."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from ..rules import Settings, payout_table


def _cell(value: int) -> Text:
    return Text(str(value), style="red" if value < 0 else "")


def payout_grid(settings: Settings) -> Table:
    """Rows "each turn" and "last turn", one column per rank (negative in red)."""
    table = Table(box=None, pad_edge=False, padding=(0, 1), show_header=True, header_style="bold")
    table.add_column("Rank", no_wrap=True)
    for r in range(1, settings.n + 1):
        table.add_column(str(r), justify="right")
    table.add_row("Turn", *map(_cell, payout_table(settings)))
    table.add_row("Last", *map(_cell, payout_table(settings, final=True)))
    return table
