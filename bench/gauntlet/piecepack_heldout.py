"""Held-out opponents for Landrush for piecepack, written from the rules and their
AI notes only. Fixed before any tuning: never change how a style plays.

Styles (each a plain ``bot(view) -> decision``):
- bigfirst: the largest size it holds, on the square that joins most of its own pyramids; opens near the middle.
- scorer: greedy by the score as if the game ended now (mine minus the best rival's), one play deep; ties: beside its own.
- blocker: fences the leader: take-overs of the leader first, else squares two steps from the leader's tracts.
- racer: empties its stash fast: the play that moves the most of its pyramids (take-overs), then the score.
- guard: closes take-over threats first (least of its pyramids left beside a longer rival tract), then the score.

The shared helpers (board after a play, score margin, openings, public hashing)
live in ``_piecepack_kit.py``, which the tuning half also uses.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.game import ADJ, PIPS, Play
from landrush_tui.rules.piecepack.view import PiecepackView

from ._piecepack_kit import (
    Board,
    Decision,
    after,
    best,
    centre,
    far_from_pieces,
    margin,
    own_neighbours,
    play_margin,
    spread_opening,
    totals,
)

# --- held-out private helpers ------------------------------------------------------------


def leader(view: PiecepackView) -> int:
    """The rival with the highest score as if the game ended now (lowest seat on ties)."""
    t = totals(view.board, view.stashes)
    rivals = [s for s in range(view.n) if s != view.seat]
    return max(rivals, key=lambda s: (t[s], -s))


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


# --- held-out styles -------------------------------------------------------------------


def bigfirst(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, centre)
    return best(
        view, lambda p: (PIPS[p.size], own_neighbours(view.board, view.seat, game.index(p.square)), len(p.takeovers))
    )


def scorer(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, far_from_pieces(view.board))
    return best(
        view,
        lambda p: (play_margin(view, p), own_neighbours(view.board, view.seat, game.index(p.square)), PIPS[p.size]),
    )


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
