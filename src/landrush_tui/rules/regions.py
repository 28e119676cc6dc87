"""Regions: maximal groups of one owner's fields connected through cell edges."""

from __future__ import annotations

from typing import Sequence

from .board import Board

Owners = Sequence[int | None]  # owner seat per field id, None = unsold


def regions(board: Board, owners: Owners, seat: int) -> list[list[int]]:
    """Every region of ``seat``, largest first (ties: lowest field id first)."""
    mine = {i for i, o in enumerate(owners) if o == seat}
    found = []
    while mine:
        start = min(mine)
        mine.discard(start)
        region, todo = [start], [start]
        while todo:
            for n in board.neighbours[todo.pop()]:
                if n in mine:
                    mine.discard(n)
                    region.append(n)
                    todo.append(n)
        found.append(sorted(region))
    found.sort(key=lambda r: (-len(r), r[0]))
    return found


def largest_region(board: Board, owners: Owners, seat: int) -> int:
    """Size in fields (not cells) of the seat's largest region; 0 if it owns none."""
    mine = {i for i, o in enumerate(owners) if o == seat}
    best = 0
    neighbours = board.neighbours
    while mine:
        todo = [mine.pop()]
        size = 1
        while todo:
            for n in neighbours[todo.pop()]:
                if n in mine:
                    mine.discard(n)
                    size += 1
                    todo.append(n)
        if size > best:
            best = size
    return best


def largest_regions(board: Board, owners: Owners, players: int) -> list[int]:
    """Largest region size (in fields) of every seat, in one pass over the board."""
    best = [0] * players
    neighbours = board.neighbours
    seen = [o is None for o in owners]
    for start, owner in enumerate(owners):
        if seen[start]:
            continue
        seen[start] = True
        todo = [start]
        size = 1
        while todo:
            for n in neighbours[todo.pop()]:
                if not seen[n] and owners[n] == owner:
                    seen[n] = True
                    size += 1
                    todo.append(n)
        if size > best[owner]:  # type: ignore[index]
            best[owner] = size  # type: ignore[index]
    return best
