"""The three strengths a sibling game offers (easy, medium, hard), built in one place
so that each game names only its bots, their personas and their styles."""

from __future__ import annotations

from typing import Any

from .table import Bot, BotTable, Strength

RUNGS = ("easy", "medium", "hard")


def three_strengths(
    game: str,
    bots: tuple[Bot, Bot, Bot],
    people: tuple[tuple[str, str], tuple[str, str], tuple[str, str]],
    default_table: tuple[str, ...] = RUNGS,
) -> tuple[dict[str, Any], tuple[Strength, ...], BotTable]:
    """The game's ``BOTS``, ``STRENGTHS`` and ``TABLE``: ``bots`` and ``people`` (each a
    persona and a one-line style) gentlest first."""
    named = dict(zip(RUNGS, bots, strict=True))
    strengths = tuple(
        Strength(key, key.capitalize(), persona, blurb) for key, (persona, blurb) in zip(RUNGS, people, strict=True)
    )
    return named, strengths, BotTable(game, named, strengths, default_table)
