"""Playing Land Rush: a new game, one turn at a time, and derived numbers."""

from __future__ import annotations

from numbers import Integral
from typing import Sequence

from .. import rng as rngs
from ..board import Board, generate_board
from ..errors import GameOver, InvalidBid
from ..regions import largest_region, largest_regions, regions
from ..rng import Draws, LazyRandom
from .auction import sell_lots
from .order import draw_lots
from .payout import payout_table as _payout_table
from .settings import Settings, turns_for
from .state import GameState, Standing, TurnReport


def new_board(settings: Settings) -> Board:
    """The board of a game, generated from its seed."""
    w, h = settings.board_size
    return generate_board(w, h, settings.merges, rngs.stream(settings.seed, "board"))


def new_game(settings: Settings, board: Board | None = None) -> GameState:
    """Start a game: every seat has the start money; turn 1's lots and the lots
    up next are drawn."""
    board = board if board is not None else new_board(settings)
    n, k = settings.n, settings.lots_per_turn
    owners: tuple[int | None, ...] = (None,) * len(board.fields)
    order = settings.auction_order
    lots = draw_lots(order, board, owners, (), k, rngs.stream(settings.seed, "draw", 1))
    up_next = draw_lots(order, board, owners, lots, k, rngs.stream(settings.seed, "draw", 2))
    return GameState(
        settings=settings,
        board=board,
        owners=owners,
        money=(settings.start_money,) * n,
        bankrupt=(False,) * n,
        turn=1,
        lots=lots,
        up_next=up_next,
    )


def max_bid(state: GameState, seat: int) -> int:
    """The most a seat may bid on any one lot: its current money (0 if none).

    A bankrupt seat may still enter bids up to its money, but they are lowered
    to 0 when the lots are sold (see ``can_win``)."""
    return max(state.money[seat], 0)


def can_win(state: GameState, seat: int) -> bool:
    """Whether the seat's bids can count this turn: not bankrupt and has money."""
    return not state.bankrupt[seat] and state.money[seat] > 0


def validate_seat_bids(state: GameState, seat: int, row: Sequence[int]) -> tuple[int, ...]:
    """Check one seat's bids: one whole number >= 0 per lot, each at most the
    seat's current money. The sum may exceed the money."""
    if state.is_over:
        raise GameOver("the game is over: every field is sold")
    if not 0 <= seat < state.settings.n:
        raise InvalidBid(f"there is no seat {seat}", seat)
    name = state.settings.players[seat].name
    try:
        row = list(row)
    except TypeError:
        raise InvalidBid(f"seat {seat} ({name}): bids must be a list of whole numbers", seat) from None
    k = len(state.lots)
    if len(row) != k:
        raise InvalidBid(f"seat {seat} ({name}): expected {k} bids, one per lot, got {len(row)}", seat)
    limit = max_bid(state, seat)
    if all(type(b) is int and 0 <= b <= limit for b in row):  # the usual case, checked fast
        return tuple(row)
    out: list[int] = []
    for j, b in enumerate(row):
        where = f"seat {seat} ({name}), lot {j + 1} (field {state.lots[j]})"
        if isinstance(b, bool) or not isinstance(b, Integral):
            raise InvalidBid(f"{where}: bid {b!r} is not a whole number", seat, j + 1)
        b = int(b)
        if b < 0:
            raise InvalidBid(f"{where}: bid {b} is negative", seat, j + 1)
        if b > limit:
            raise InvalidBid(f"{where}: bid {b} is more than the {limit} this seat may bid", seat, j + 1)
        out.append(b)
    return tuple(out)


def validate_bids(state: GameState, bids: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """Check every seat's bids (see validate_seat_bids) and return them as tuples."""
    if state.is_over:
        raise GameOver("the game is over: every field is sold")
    n = state.settings.n
    if len(bids) != n:
        raise InvalidBid(f"expected bids from {n} seats, got {len(bids)}")
    return tuple(validate_seat_bids(state, seat, row) for seat, row in enumerate(bids))


def play_turn(state: GameState, bids: Sequence[Sequence[int]]) -> tuple[GameState, TurnReport]:
    """Resolve one turn: sell the lots, rank the seats, pay out, draw the next lots.

    Ranking, best first: larger largest region (in fields); more fields; higher
    sum of lowered bids this turn; LESS money after the auctions; then at random.
    Each seat gets its rank's payout, from the final pool (5x) when no unsold
    field is left. A seat at or below 0 money after the payout is bankrupt and
    bids 0 from then on. Invalid bids raise InvalidBid and change nothing.
    """
    bids = validate_bids(state, bids)
    settings, board = state.settings, state.board
    n = settings.n
    rng = LazyRandom(settings.seed, "resolve", state.turn)
    money = list(state.money)
    can_bid = [not b for b in state.bankrupt]
    sales = sell_lots(state.lots, bids, money, can_bid, settings.auction_type, rng)

    owners = list(state.owners)
    bid_sum = [0] * n
    for sale in sales:
        owners[sale.field] = sale.winner
        for s, b in enumerate(sale.effective_bids):
            bid_sum[s] += b
    owned = [0] * n
    for o in owners:
        if o is not None:
            owned[o] += 1
    largest = largest_regions(board, owners, n)
    order = rank_seats([(-largest[s], -owned[s], -bid_sum[s], money[s]) for s in range(n)], rng)

    final = None not in owners
    table = _payout_table(n, settings.final_pool if final else settings.pool)
    before = tuple(money)
    rank = [0] * n
    for r, s in enumerate(order):
        rank[s] = r + 1
        money[s] += table[r]
    bankrupt = tuple(was or m <= 0 for was, m in zip(state.bankrupt, money, strict=False))

    owners_t = tuple(owners)
    lots = state.up_next
    up_next = (
        draw_lots(
            settings.auction_order,
            board,
            owners_t,
            lots,
            settings.lots_per_turn,
            rngs.stream(settings.seed, "draw", state.turn + 2),
        )
        if lots
        else ()
    )
    report = TurnReport(
        turn=state.turn,
        lots=state.lots,
        up_next=state.up_next,
        bids=bids,
        sales=tuple(sales),
        standings=tuple(
            Standing(s, before[s], largest[s], owned[s], bid_sum[s], rank[s], table[rank[s] - 1], money[s])
            for s in range(n)
        ),
        final=final,
    )
    # The constructor rather than attrs.evolve: same result, a fraction of the cost.
    new_state = GameState(
        settings, board, owners_t, tuple(money), bankrupt, state.turn + 1, lots, up_next, state.history + (report,)
    )
    return new_state, report


def rank_seats(keys: Sequence[tuple[int, ...]], rng: Draws) -> list[int]:
    """Seats ordered by their keys (smaller is better); seats with equal keys are
    put in a uniformly random order among themselves."""
    order = sorted(range(len(keys)), key=keys.__getitem__)
    i = 0
    while i < len(order):
        j = i + 1
        while j < len(order) and keys[order[j]] == keys[order[i]]:
            j += 1
        if j - i > 1:
            group = order[i:j]
            rng.shuffle(group)
            order[i:j] = group
        i = j
    return order


# --- derived numbers for the UI and the bots -------------------------------------


def payout_table(settings: Settings, final: bool = False) -> tuple[int, ...]:
    """Payout by rank (best first) after a normal turn, or after the last one."""
    return _payout_table(settings.n, settings.final_pool if final else settings.pool)


def remaining_turns(state: GameState) -> int:
    """Turns left, this one included: ceil(unsold fields / k)."""
    return turns_for(state.owners.count(None), state.settings.lots_per_turn)


def remaining_payout(state: GameState) -> int:
    """Pools still to be paid out: (remaining turns - 1) x P + 5 P."""
    t = remaining_turns(state)
    return (t - 1) * state.settings.pool + state.settings.final_pool if t else 0


def payouts_left(state: GameState) -> int:
    """The money the payout tables still hand out in all: the rounded payouts of
    every remaining turn, the last at five times (not the nominal pools of
    ``remaining_payout``: rounding makes a table's sum differ a little)."""
    t = remaining_turns(state)
    if not t:
        return 0
    return (t - 1) * sum(payout_table(state.settings)) + sum(payout_table(state.settings, final=True))


def total_turns(state: GameState) -> int:
    return turns_for(len(state.board.fields), state.settings.lots_per_turn)


def seat_regions(state: GameState, seat: int) -> list[list[int]]:
    """The seat's regions (lists of field ids), largest first."""
    return regions(state.board, state.owners, seat)


def seat_largest_region(state: GameState, seat: int) -> int:
    return largest_region(state.board, state.owners, seat)


def winners(state: GameState) -> tuple[int, ...]:
    """Seats with the most money (several share the win). Meaningful once over."""
    best = max(state.money)
    return tuple(s for s, m in enumerate(state.money) if m == best)


def final_ranks(state: GameState) -> tuple[int, ...]:
    """Rank by money per seat, 1 = richest; equal money shares the better rank."""
    return tuple(1 + sum(1 for o in state.money if o > m) for m in state.money)
