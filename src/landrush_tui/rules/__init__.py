"""Pure game logic: no Textual, no I/O.

Only the parts every game shares are exported here (boards, regions, auctions,
payout tables, random streams, dice, turn order, seats, errors, the rule-set
protocol and the registry of games). Each game is a subpackage of its own:
``rules.landrush`` (the default), ``rules.circuit``; find one by name with
``registry.get(name)``.
"""

from . import registry
from .auction import AuctionType, Sale
from .board import Board, Field, generate_board
from .errors import GameOver, InvalidBid, InvalidSettings, RulesError
from .players import PlayerKind, PlayerSpec
from .protocol import Ask, RuleSet, SettingField, Strength

__all__ = [
    "Ask",
    "AuctionType",
    "Board",
    "Field",
    "GameOver",
    "InvalidBid",
    "InvalidSettings",
    "PlayerKind",
    "PlayerSpec",
    "RuleSet",
    "RulesError",
    "Sale",
    "SettingField",
    "Strength",
    "generate_board",
    "registry",
]
