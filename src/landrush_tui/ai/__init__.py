"""Bots: callables that take a PublicView and return one bid per lot.

The protocol::

    def my_bot(view: PublicView) -> Sequence[int]: ...

``view`` is the public game from the bot's seat (see rules.landrush.view); the
bot returns one whole number >= 0 per lot in ``view.lots``, each at most
``view.max_bid``. Use ``view.rng`` for randomness so games replay exactly.
Built-in bots are named in ``BOTS``; any other is named ``package.module:callable``.
"""

from ..rules.protocol import Strength
from .landrush.advisor import ADVISOR, LotAdvice, advise
from .registry import BOTS, DEFAULT_TABLE, STRENGTHS, BotError, bot_label, call_bot, load_bot, strength

__all__ = [
    "ADVISOR",
    "BOTS",
    "DEFAULT_TABLE",
    "STRENGTHS",
    "BotError",
    "LotAdvice",
    "Strength",
    "advise",
    "bot_label",
    "call_bot",
    "load_bot",
    "strength",
]
