"""Tuning opponents for Landrush for piecepack (the half a bot may be tuned
against), written from the rules and their AI notes only.

Styles (each a plain ``bot(view) -> decision``):
- smallfirst: the smallest size it holds, on the square that joins most of its own pyramids; opens in a corner.
- cluster: grows its longest tract: smalls and mediums while the tract is short, larges once it is 3 long.
- takeover: takes the most rival pyramids it can; else builds beside its own toward rival tracts.
- randomish: a random legal play (from public facts), twice as likely beside its own pyramids.
- pure: keeps tracts of one size: plays the size most of the touched own tract has, then the score.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.game import ADJ, PIPS, Play
from landrush_tui.rules.piecepack.view import PiecepackView

from ._piecepack_kit import (
    Decision,
    best,
    centre,
    far_from_pieces,
    own_neighbours,
    play_margin,
    public_rng,
    spread_opening,
)


def smallfirst(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, lambda sq: -centre(sq))
    return best(view, lambda p: (-PIPS[p.size], own_neighbours(view.board, view.seat, game.index(p.square))))


def _joined(view: PiecepackView, p: Play) -> int:
    """The length of the tract the play makes (take-overs included)."""
    ids, groups, owners = game.tract_ids(view.board)
    i = game.index(p.square)
    near = {ids[j] for j in ADJ[i] if ids[j] >= 0}
    return 1 + sum(len(groups[t]) for t in near)


def cluster(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, centre)

    def key(p: Play) -> tuple[int, int]:
        length = _joined(view, p)
        want = "L" if length >= 4 else "M" if length >= 3 else "S"
        return (length, -abs(PIPS[p.size] - PIPS[want]))

    return best(view, key)


def _rival_distance(view: PiecepackView, i: int) -> int:
    x, y = game.square_of(i)
    d = [
        abs(x - a) + abs(y - b)
        for j, p in enumerate(view.board)
        if p is not None and p[0] != view.seat
        for a, b in (game.square_of(j),)
    ]
    return min(d, default=20)


def takeover(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, lambda sq: -far_from_pieces(view.board)(sq))

    def key(p: Play) -> tuple[int, int, int]:
        taken = sum(len(t.squares) for t in p.takeovers)
        i = game.index(p.square)
        return (taken, own_neighbours(view.board, view.seat, i), -_rival_distance(view, i))

    return best(view, key)


def randomish(view: PiecepackView) -> Decision:
    rng = public_rng(view, "randomish")
    if view.what == game.OPENING:
        return rng.choice(list(view.opening_squares()))
    plays = view.legal_plays()
    weights = [2 if own_neighbours(view.board, view.seat, game.index(p.square)) else 1 for p in plays]
    p = rng.choices(plays, weights)[0]
    return (p.square, p.size)


def pure(view: PiecepackView) -> Decision:
    if view.what == game.OPENING:
        return spread_opening(view, far_from_pieces(view.board))

    def key(p: Play) -> tuple[int, int]:
        i = game.index(p.square)
        sizes = [
            view.board[j][1]
            for j in ADJ[i]  # type: ignore[index]
            if view.board[j] is not None and view.board[j][0] == view.seat
        ]  # type: ignore[index]
        return (sizes.count(p.size), play_margin(view, p))

    return best(view, key)


STYLES: dict[str, Callable[[PiecepackView], Decision]] = {
    "smallfirst": smallfirst,
    "cluster": cluster,
    "takeover": takeover,
    "randomish": randomish,
    "pure": pure,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("cluster", "takeover", "pure", "smallfirst"),
    "wild": ("randomish", "takeover", "cluster"),
}
