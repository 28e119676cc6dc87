"""Pure game logic: no Textual, no I/O.

Shared building blocks (board, regions, sealed-bid auctions, payout tables,
random streams) sit at this level; each rule set is a sibling subpackage.
``landrush`` is the default and is re-exported here.
"""

from .auction import AuctionType, Sale
from .board import Board, Field, generate_board
from .errors import GameOver, InvalidBid, InvalidSettings, RulesError
from .landrush import *  # noqa: F403
from .landrush import __all__ as _landrush_all

__all__ = [
    "AuctionType", "Board", "Field", "GameOver", "InvalidBid", "InvalidSettings", "RulesError",
    "Sale", "generate_board", *_landrush_all,
]
