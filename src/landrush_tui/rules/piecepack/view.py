"""What a seat sees: everything (nothing is hidden in Landrush for piecepack)
but the seed, so a bot cannot predict the coming coins. ``rng`` is the seat's
own private stream for this decision: bots use it for any random choice, so
games replay."""

from __future__ import annotations

import random

import attrs

from ..players import PlayerSpec, Seated
from ..rng import seat_turn_seed
from . import game
from .game import Opening, Piece, Play, Stash, State, TurnEntry


@attrs.frozen
class PiecepackView(Seated):
    seat: int
    what: str  # "opening", "play" or "pass"
    players: tuple[PlayerSpec, ...]
    first: int
    stashes: tuple[Stash, ...]
    board: tuple[Piece | None, ...]
    openings: tuple[Opening, ...]
    turn: int
    coin: int | None  # the coin drawn for this turn (public); None in the openings
    to_move: int | None
    history: tuple[TurnEntry, ...]
    rng: random.Random = attrs.field(eq=False, repr=False)

    def legal_plays(self) -> list[Play]:
        if self.coin is None:
            return []
        return game.legal_plays_on(self.board, self.stashes[self.seat], self.seat, self.coin)

    def opening_squares(self) -> tuple[game.Square, ...]:
        return game.opening_squares(self.board)


def public_view(state: State, seat: int) -> PiecepackView:
    ask = game.ask_of(state)
    what = ask[1] if ask is not None else ""
    step = len(state.openings) if state.in_openings else state.turn + game.MAX_PLAYERS
    rng = random.Random(seat_turn_seed(state.settings.seed, "piecepack-bot", seat, step))
    return PiecepackView(
        seat,
        what,
        state.settings.players,
        state.first,
        state.stashes,
        state.board,
        state.openings,
        state.turn,
        state.coin,
        state.to_move,
        state.history,
        rng,
    )
