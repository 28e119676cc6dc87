"""Variants of the sibling games' hard bots, for tuning against the gauntlet's tuning half.

Each variant is the shipped hard bot with some of its module's constants set otherwise
for the length of one decision, so the gauntlet runner can play it by name:

    python bench/gauntlet/run.py --game leyland --half tuning --bot sib_variants:ley_light --players 3

A bench script, not a bot: a variant that measures better is copied into the bot's
constants by hand.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Callable
from unittest import mock

from landrush_tui.ai import leyland, piecepack


def variant(module: ModuleType, **consts: Any) -> Callable[[Any], Any]:
    """``module.hard`` with ``consts`` set while it decides (restored afterwards)."""

    def bot(view: Any) -> Any:
        with mock.patch.multiple(module, **consts):
            return module.hard(view)

    return bot


ley_light = variant(leyland, FIRST_BUDGET=800, LOOK_BUDGET=1300)
ley_lighter = variant(leyland, FIRST_BUDGET=600, LOOK_BUDGET=1000)
pp_light = variant(piecepack, HARD_BUDGET=5000)
pp_lighter = variant(piecepack, HARD_BUDGET=3500)
ley_before = variant(leyland, FIRST_BUDGET=1200, LOOK_BUDGET=2000, LOOK_FORESEE=0.0)
