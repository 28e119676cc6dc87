"""Bots: one package per game (``ai/<game>/``), each registering its bots,
strengths and default table as ``TABLE``; ``registry.bots_for(name)`` finds
them. A bot is a callable from its seat's view to a decision; the rules check
every answer."""

from .registry import BotError, bots_for, call_bot
from .table import Bot, BotTable, Strength

__all__ = ["Bot", "BotError", "BotTable", "Strength", "bots_for", "call_bot"]
