"""What the piecepack gauntlet styles read off a public view: the board and
stashes after a play, the score margin it leaves, where to open, the best play
by a key, a stream of choices from public facts.

Frozen together with the held-out styles (they call it): changing what a
function here returns changes how held-out opponents play.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.game import ADJ, SIZES, Piece, Play, Stash
from landrush_tui.rules.piecepack.view import PiecepackView

Board = Sequence[Piece | None]
Decision = Any


def public_rng(view: PiecepackView, tag: str) -> random.Random:
    """A stream from public facts only (turn, seat, board), so a style replays."""
    key = "".join("." if p is None else f"{p[0]}{p[1]}" for p in view.board)
    return random.Random(f"{tag}:{view.turn}:{view.seat}:{len(view.openings)}:{key}")


def after(board: Board, stashes: Sequence[Stash], seat: int, play: Play) -> tuple[list[Piece | None], list[Stash]]:
    """The board and stashes once ``play`` is made (take-overs size for size)."""
    b = list(board)
    st = [list(s) for s in stashes]
    b[game.index(play.square)] = (seat, play.size)
    st[seat][SIZES.index(play.size)] -= 1
    for tk in play.takeovers:
        for sq in tk.squares:
            i = game.index(sq)
            piece = b[i]
            assert piece is not None
            k = SIZES.index(piece[1])
            st[tk.owner][k] += 1
            st[seat][k] -= 1
            b[i] = (seat, piece[1])
    return b, [(s[0], s[1], s[2]) for s in st]


def totals(board: Board, stashes: Sequence[Stash]) -> list[int]:
    return [game.score_of(board, st, s).total for s, st in enumerate(stashes)]


def margin(board: Board, stashes: Sequence[Stash], seat: int) -> int:
    """My score as if the game ended now, minus the best rival's."""
    t = totals(board, stashes)
    return t[seat] - max(v for s, v in enumerate(t) if s != seat)


def own_neighbours(board: Board, seat: int, i: int) -> int:
    return sum(1 for j in ADJ[i] if board[j] is not None and board[j][0] == seat)  # type: ignore[index]


def spread_opening(view: PiecepackView, prefer: Callable[[game.Square], float]) -> game.Square:
    """The allowed opening square with the highest ``prefer``, then reading order."""
    squares = view.opening_squares()
    return max(squares, key=lambda sq: (prefer(sq), -sq[1], -sq[0]))


def centre(sq: game.Square) -> float:
    return -abs(sq[0] - 3.5) - abs(sq[1] - 5.5)


def far_from_pieces(board: Board) -> Callable[[game.Square], float]:
    placed = [game.square_of(i) for i, p in enumerate(board) if p is not None]

    def prefer(sq: game.Square) -> float:
        if not placed:
            return centre(sq)
        return min(abs(sq[0] - x) + abs(sq[1] - y) for x, y in placed) + 0.01 * centre(sq)

    return prefer


def best(view: PiecepackView, key: Callable[[Play], Any]) -> Decision:
    plays = view.legal_plays()
    p = max(plays, key=lambda q: (key(q), q.square[1] * -8 - q.square[0], -SIZES.index(q.size)))
    return (p.square, p.size)


def play_margin(view: PiecepackView, p: Play) -> int:
    b, st = after(view.board, view.stashes, view.seat, p)
    return margin(b, st, view.seat)
