"""Every game's bots by game name: ``ai/<game>/`` registers them as ``TABLE``."""

from __future__ import annotations

import importlib
from typing import Any

from ..rules import registry
from ..rules.game import RuleSet
from .table import Bot, BotError, BotTable, Strength, ask_bot, load_custom

__all__ = ["Bot", "BotError", "BotTable", "Strength", "ask_bot", "bots_for", "call_bot", "load_custom"]


def bots_for(game: str) -> BotTable:
    """The bots of the game called ``game`` (imported on first use)."""
    table: BotTable = importlib.import_module(registry.entry(game).bots).TABLE
    return table


def call_bot(rules: RuleSet, bot: Bot, view: Any, name: str | None = None) -> Any:
    """Ask ``bot`` for its decision in ``rules``' game (``BotTable.call_bot``)."""
    return bots_for(rules.name).call_bot(rules, bot, view, name)
