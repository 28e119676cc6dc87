"""Land Rush, the default rule set: secret simultaneous bids on a few fields per
turn, payouts by largest connected region, a five-fold final payout."""

from ..players import PlayerKind, PlayerSpec
from .auction import AuctionType, Sale
from .game import (
    can_win,
    final_ranks,
    max_bid,
    new_board,
    new_game,
    payout_table,
    payouts_left,
    play_turn,
    remaining_payout,
    remaining_turns,
    seat_largest_region,
    seat_regions,
    total_turns,
    validate_bids,
    validate_seat_bids,
    winners,
)
from .order import draw_lots, order_key
from .settings import START_MONEY_CHOICES, AuctionOrder, Settings
from .state import GameState, Standing, TurnReport
from .view import PublicView, public_view

__all__ = [
    "START_MONEY_CHOICES",
    "AuctionOrder",
    "AuctionType",
    "GameState",
    "PlayerKind",
    "PlayerSpec",
    "PublicView",
    "Sale",
    "Settings",
    "Standing",
    "TurnReport",
    "can_win",
    "draw_lots",
    "final_ranks",
    "max_bid",
    "new_board",
    "new_game",
    "order_key",
    "payout_table",
    "play_turn",
    "public_view",
    "payouts_left",
    "remaining_payout",
    "remaining_turns",
    "seat_largest_region",
    "seat_regions",
    "total_turns",
    "validate_bids",
    "validate_seat_bids",
    "winners",
]
