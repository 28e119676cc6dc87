"""The games of the collection, by name (python-chess's variant table, OpenSpiel's
game registration).

An entry is cheap metadata plus the import path of the rule set object, which
is imported on first use: the game chooser lists every game without loading
any. Adding a game is a folder under ``rules/`` (with its bots and screens)
and one line in ``GAMES``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import attrs

from .errors import RulesError

if TYPE_CHECKING:
    from .protocol import RuleSet


@attrs.frozen
class GameEntry:
    name: str  # the registry key, used by --game, records and saves
    title: str
    summary: str  # one line for the game chooser
    min_players: int
    max_players: int
    target: str  # "package.module:attribute" of the RuleSet object
    ui: str  # the module of its screens (imported by the app only)


GAMES: dict[str, GameEntry] = {
    e.name: e
    for e in (
        GameEntry(
            "landrush",
            "Land Rush",
            "secret bids on a few fields a turn; paid by your largest connected region",
            2,
            10,
            "landrush_tui.rules.landrush.ruleset:RULES",
            "landrush_tui.screens.landrush",
        ),
        GameEntry(
            "circuit",
            "Circuit",
            "two dice around a ring of 21 spaces: buy, collect rent, pay taxes; the last one in wins",
            2,
            6,
            "landrush_tui.rules.circuit.ruleset:RULES",
            "landrush_tui.screens.circuit",
        ),
        GameEntry(
            "piecepack",
            "Landrush for piecepack",
            "a coin names a tile: place a pyramid, grow tracts, take over shorter rival tracts",
            2,
            5,
            "landrush_tui.rules.piecepack.ruleset:RULES",
            "landrush_tui.screens.piecepack",
        ),
        GameEntry(
            "leyland",
            "Ley of the Land",
            "secret all-pay bids for turn order; fit triangle land tiles, frolic, sow, reap, invest",
            2,
            4,
            "landrush_tui.rules.leyland.ruleset:RULES",
            "landrush_tui.screens.leyland",
        ),
        GameEntry(
            "auctionland",
            "Auction Land",
            "build a 4 x 4 island from a market row; auction a tile each turn, or buy it back",
            2,
            6,
            "landrush_tui.rules.auctionland.ruleset:RULES",
            "landrush_tui.screens.auctionland",
        ),
    )
}
DEFAULT = "landrush"


class UnknownGame(RulesError):
    """No game of that name (or record format) in this collection."""


def entry(name: str) -> GameEntry:
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGame(f"there is no game called {name!r}: choose one of {', '.join(GAMES)}") from None


def get(name: str) -> "RuleSet":
    """The rule set called ``name`` (imported on first use)."""
    module, _, attr = entry(name).target.partition(":")
    return getattr(importlib.import_module(module), attr)  # type: ignore[no-any-return]


def for_format(record_format: object) -> "RuleSet":
    """The rule set whose game records have this ``format``."""
    if isinstance(record_format, str) and record_format.endswith("-record"):
        name = record_format[: -len("-record")]
        if name in GAMES:
            return get(name)
    raise UnknownGame(f"not a game record of this collection (format {record_format!r})")
