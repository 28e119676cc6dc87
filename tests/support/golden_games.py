"""Fixed games for golden records: settings plus a bid rule that needs no bot.

The bids come from this file alone (a seeded ``random.Random`` per seat and
turn, rounded to tens so ties happen), so changing a bot never changes a golden
record: only a change of the rules or of the record format does.
"""

from __future__ import annotations

import random

from landrush_tui.rules.landrush import (
    AuctionOrder,
    GameState,
    PlayerKind,
    PlayerSpec,
    Settings,
    new_game,
    play_turn,
)
from landrush_tui.rules.landrush.auction import AuctionType

CASES = {
    "2p_first_random": (2, 11, 500, AuctionType.FIRST_PRICE, AuctionOrder.RANDOM),
    "3p_second_go_west": (3, 22, 350, AuctionType.SECOND_PRICE, AuctionOrder.GO_WEST),
    "5p_first_adjacent": (5, 33, 200, AuctionType.FIRST_PRICE, AuctionOrder.ADJACENT_FIRST),
    "7p_second_small": (7, 44, 1000, AuctionType.SECOND_PRICE, AuctionOrder.SMALL_FIRST),
    "10p_first_centre": (10, 55, 1500, AuctionType.FIRST_PRICE, AuctionOrder.CENTRE_FIRST),
}


def settings_of(case: str) -> Settings:
    n, seed, money, atype, order = CASES[case]
    players = [PlayerSpec(f"Seat {i + 1}", PlayerKind.HUMAN) for i in range(n)]
    return Settings(players, money, atype, order, seed)


def bids_for(state: GameState, seat: int) -> list[int]:
    """Up to a third of the seat's money per lot, in tens; sometimes more than it has."""
    rng = random.Random(f"golden:{state.settings.seed}:{state.turn}:{seat}")
    money = max(state.money[seat], 0)
    return [rng.choice([0, 10, 10, 20, 30, 50, money // 3 // 10 * 10, money + 10]) for _ in state.lots]


def play(case: str, turns: int | None = None) -> GameState:
    """The golden game of ``case``, to its end or for ``turns`` turns."""
    state = new_game(settings_of(case))
    while not state.is_over and (turns is None or len(state.history) < turns):
        bids = [[min(b, max(state.money[s], 0)) for b in bids_for(state, s)] for s in range(state.settings.n)]
        state, _ = play_turn(state, bids)
    return state
