"""Regions: maximal groups of connected nodes that carry the same label.

One flood fill serves every game: Land Rush's regions (fields of one owner
touching through cell edges), and later tracts of squares, sections of tile
triangles or areas of tile quarters. The graph is any neighbour list: node
``i``'s neighbours are ``neighbours[i]``.
"""

from __future__ import annotations

from typing import Hashable, Iterable, Sequence

from .board import Board

Owners = Sequence[int | None]  # owner seat per field id, None = unsold
Graph = Sequence[Iterable[int]]


def components(neighbours: Graph, labels: Sequence[Hashable | None]) -> list[tuple[Hashable, list[int]]]:
    """Every maximal connected group of nodes with one label (``None`` labels
    belong to no group), as (label, nodes in the order reached), in order of
    each group's lowest node."""
    seen = [label is None for label in labels]
    found = []
    for start, label in enumerate(labels):
        if seen[start]:
            continue
        seen[start] = True
        group, todo = [start], [start]
        while todo:
            for n in neighbours[todo.pop()]:
                if not seen[n] and labels[n] == label:
                    seen[n] = True
                    group.append(n)
                    todo.append(n)
        found.append((label, group))
    return found


def regions(board: Board, owners: Owners, seat: int) -> list[list[int]]:
    """Every region of ``seat``, largest first (ties: lowest field id first)."""
    mine = [sorted(group) for label, group in components(board.neighbours, owners) if label == seat]
    mine.sort(key=lambda r: (-len(r), r[0]))
    return mine


def largest_region(board: Board, owners: Owners, seat: int) -> int:
    """Size in fields (not cells) of the seat's largest region; 0 if it owns none."""
    only = [o if o == seat else None for o in owners]
    return max((len(g) for _, g in components(board.neighbours, only)), default=0)


def largest_regions(board: Board, owners: Owners, players: int) -> list[int]:
    """Largest region size (in fields) of every seat, in one pass over the board."""
    best = [0] * players
    for owner, group in components(board.neighbours, owners):
        seat = owner  # a seat number: unsold fields (None) form no group
        if len(group) > best[seat]:  # type: ignore[call-overload]
            best[seat] = len(group)  # type: ignore[call-overload]
    return best
