"""Pure game logic: no Textual, no I/O.

Only what every game shares is exported here: seats, errors, the rules base
(``GameRules``), ``Ask`` and the settings form's fields, and the registry of
games. Shared pieces some games use (boards, regions, random streams, dice,
turn order, the record kit) are modules of their own; each game is a
subpackage (``rules.landrush``, ``rules.circuit``...), found by name with
``registry.get(name)``.
"""

from . import registry
from .errors import GameOver, InvalidBid, InvalidSettings, RulesError
from .game import GameRules, RuleSet
from .players import PlayerKind, PlayerSpec
from .protocol import Ask, SettingField

__all__ = [
    "Ask",
    "GameRules",
    "GameOver",
    "InvalidBid",
    "InvalidSettings",
    "PlayerKind",
    "PlayerSpec",
    "RuleSet",
    "RulesError",
    "SettingField",
    "registry",
]
