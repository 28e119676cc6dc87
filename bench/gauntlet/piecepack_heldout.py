"""Held-out opponents for Landrush for piecepack, written from the rules and their
AI notes only. Fixed before any tuning: never change how a style plays.

Styles (each a plain ``bot(view) -> decision``):
- bigfirst: the largest size it holds, on the square that joins most of its own pyramids; opens near the middle.
- scorer: greedy by the score as if the game ended now (mine minus the best rival's), one play deep; ties: beside its own.
- blocker: fences the leader: take-overs of the leader first, else squares two steps from the leader's tracts.
- racer: empties its stash fast: the play that moves the most of its pyramids (take-overs), then the score.
- guard: closes take-over threats first (least of its pyramids left beside a longer rival tract), then the score.

The helpers here (board after a play, threat count, public hashing) are also used
by the tuning half, which reads them and never changes them.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.game import ADJ, PIPS, SIZES, Piece, Play, Stash
from landrush_tui.rules.piecepack.view import PiecepackView

Board = Sequence[Piece | None]
Decision = Any


# --- shared helpers -------------------------------------------------------------------


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


def leader(view: PiecepackView) -> int:
    """The rival with the highest score as if the game ended now (lowest seat on ties)."""
    t = totals(view.board, view.stashes)
    rivals = [s for s in range(view.n) if s != view.seat]
    return max(rivals, key=lambda s: (t[s], -s))


def own_neighbours(board: Board, seat: int, i: int) -> int:
    return sum(1 for j in ADJ[i] if board[j] is not None and board[j][0] == seat)  # type: ignore[index]


def threats(board: Board, seat: int) -> int:
    """Pips of my pyramids in tracts some rival could take at one empty square:
    the rival's own tracts beside it plus one are longer than each of mine there."""
    ids, groups, owners = game.tract_ids(board)
    exposed: set[int] = set()
    for i, p in enumerate(board):
        if p is not None:
            continue
        near = {ids[j] for j in ADJ[i] if ids[j] >= 0}
        mine = [t for t in near if owners[t] == seat]
        if not mine:
            continue
        for r in {owners[t] for t in near if owners[t] != seat}:
            length = 1 + sum(len(groups[t]) for t in near if owners[t] == r)
            if all(length > len(groups[t]) for t in near if owners[t] != r):
                exposed.update(mine)
    return sum(PIPS[board[j][1]] for t in exposed for j in groups[t])  # type: ignore[index]


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


# --- held-out styles -------------------------------------------------------------------


def bigfirst(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, centre)
    return best(view, lambda p: (PIPS[p.size], own_neighbours(view.board, view.seat, game.index(p.square)),
                                 len(p.takeovers)))


def scorer(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, far_from_pieces(view.board))
    return best(view, lambda p: (play_margin(view, p), own_neighbours(view.board, view.seat, game.index(p.square)),
                                 PIPS[p.size]))


def _ring(board: Board, seat: int) -> set[int]:
    """Empty squares two steps (through an empty square) from the seat's tracts."""
    first = {j for i, p in enumerate(board) if p is not None and p[0] == seat for j in ADJ[i] if board[j] is None}
    return {k for j in first for k in ADJ[j] if board[k] is None and k not in first}


def blocker(view: PiecepackView) -> Decision:
    lead = leader(view)
    if view.what == game.OPENING:
        ring = _ring(view.board, lead)
        return spread_opening(view, lambda sq: (1.0 if game.index(sq) in ring else 0.0) + 0.01 * centre(sq))
    ring = _ring(view.board, lead)

    def key(p: Play) -> tuple[int, int, int, int]:
        taken = sum(len(t.squares) for t in p.takeovers if t.owner == lead)
        return (taken, 1 if game.index(p.square) in ring else 0, play_margin(view, p), -PIPS[p.size])
    return best(view, key)


def racer(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, centre)

    def key(p: Play) -> tuple[int, int]:
        return (1 + sum(len(t.squares) for t in p.takeovers), play_margin(view, p))
    return best(view, key)


def guard(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, far_from_pieces(view.board))

    def key(p: Play) -> tuple[int, int]:
        b, st = after(view.board, view.stashes, view.seat, p)
        return (-threats(b, view.seat), margin(b, st, view.seat))
    return best(view, key)


STYLES: dict[str, Callable[[PiecepackView], Decision]] = {
    "bigfirst": bigfirst,
    "scorer": scorer,
    "blocker": blocker,
    "racer": racer,
    "guard": guard,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("scorer", "guard", "blocker", "bigfirst"),
    "greedy-mix": ("scorer", "racer", "guard"),
}
