"""The in-game help tells the real numbers and every tie rule (issue 9)."""

from __future__ import annotations

import pytest

from landrush_tui.rules.landrush import PlayerSpec, Settings, payout_table
from landrush_tui.rules.landrush.help import help_markdown


@pytest.mark.parametrize("n", range(2, 11))
def test_help_states_the_real_payout_sums(n: int) -> None:
    settings = Settings([PlayerSpec(f"P{i}") for i in range(n)])
    text = help_markdown(settings)
    normal, final = sum(payout_table(settings)), sum(payout_table(settings, final=True))
    assert f"Each turn pays {normal} in total by rank; the last turn pays {final}" in text


def test_three_players_sums_match_the_table_not_the_pool() -> None:
    text = help_markdown(Settings([PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")]))
    assert "pays 76 in total" in text and "last turn pays 374" in text and "pays 75 in total" not in text


def test_help_names_every_tie_rule_and_that_quitting_saves() -> None:
    text = " ".join(help_markdown(None).split())
    assert "equal highest bids are decided at random" in text  # a lot's tie
    assert "put in a random order" in text  # a rank's tie
    assert "equal money shares the win" in text  # the final tie
    assert "saves the game and quits" in text
    assert "dark or light)" not in text  # the switcher lists many themes
