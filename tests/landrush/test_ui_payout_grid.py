"""The payout grid fits the bid screen's side panel (40 columns) for every player count."""

import pytest
from rich.console import Console

from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.landrush import Settings, payout_table
from landrush_tui.widgets.landrush.payout_table import payout_grid


@pytest.mark.parametrize("n", range(2, 11))
def test_every_payout_is_shown_whole_in_40_columns(n):
    settings = Settings(tuple(PlayerSpec(f"P{i}") for i in range(n)))
    console = Console(width=40, record=True, color_system=None)
    console.print(payout_grid(settings))
    text = console.export_text()
    assert "…" not in text
    numbers = [int(tok) for tok in text.split() if tok.lstrip("-").isdigit()]
    for value in payout_table(settings) + payout_table(settings, final=True):
        assert value in numbers
