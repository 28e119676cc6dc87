"""The games of the collection, by name (python-chess's variant table, OpenSpiel's
game registration).

An entry is cheap metadata plus where the game's three parts live, imported on
first use: the game chooser lists every game without loading any. A game of
this package lives in ``rules/<name>/`` (``RULES``), ``ai/<name>/`` (``TABLE``)
and ``screens/<name>/`` (``UI``); adding one is those folders and one line in
``GAMES``. A test keeps each entry's metadata equal to its rules' class
attributes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import attrs

from .errors import RulesError

if TYPE_CHECKING:
    from .game import RuleSet


def _part(kind: str, attr: str) -> Any:
    return attrs.Factory(lambda e: f"landrush_tui.{kind}.{e.name}{attr}", takes_self=True)


@attrs.frozen
class GameEntry:
    name: str  # the registry key, used by --game, records and saves
    title: str
    summary: str  # one line for the game chooser
    min_players: int
    max_players: int
    target: str = _part("rules", ".ruleset:RULES")  # "package.module:attribute" of the rules
    bots: str = _part("ai", "")  # the module whose ``TABLE`` holds the game's bots
    ui: str = _part("screens", "")  # the module of its screens (imported by the app only)


GAMES: dict[str, GameEntry] = {
    e.name: e
    for e in (
        GameEntry(
            "landrush", "Land Rush", "secret bids on a few fields a turn; paid by your largest connected region", 2, 10
        ),
        GameEntry(
            "circuit",
            "Circuit",
            "two dice around a ring of 21 spaces: buy, collect rent, pay taxes; the last one in wins",
            2,
            6,
        ),
        GameEntry(
            "piecepack",
            "Landrush for piecepack",
            "a coin names a tile: place a pyramid, grow tracts, take over shorter rival tracts",
            2,
            5,
        ),
        GameEntry(
            "leyland",
            "Ley of the Land",
            "secret all-pay bids for turn order; fit triangle land tiles, frolic, sow, reap, invest",
            2,
            4,
        ),
        GameEntry(
            "auctionland",
            "Auction Land",
            "build a 4 x 4 island from a market row; auction a tile each turn, or buy it back",
            2,
            6,
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
