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
from .game import GameRules, RuleSet
from .players import PlayerKind, PlayerSpec
from .protocol import Ask, SettingField

__all__ = [
    "Ask",
    "AuctionType",
    "Board",
    "Field",
    "GameRules",
    "GameOver",
    "InvalidBid",
    "InvalidSettings",
    "PlayerKind",
    "PlayerSpec",
    "RuleSet",
    "RulesError",
    "Sale",
    "SettingField",
    "generate_board",
    "registry",
]
