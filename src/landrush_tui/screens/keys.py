"""Keys that several games' screens bind alike, written once so that the same
key does the same thing in every game."""

from __future__ import annotations

from typing import Sequence

from textual.binding import Binding

ARROWS = (("left", -1, 0), ("right", 1, 0), ("up", 0, -1), ("down", 0, 1))


def arrows(action: str) -> list[Binding]:
    """The arrow keys moving a cursor on a board: each calls ``action(dx,dy)``.
    Left out of the Footer (the screen says what the cursor is for)."""
    return [Binding(key, f"{action}({dx},{dy})", key.capitalize(), show=False) for key, dx, dy in ARROWS]


# Esc or q closes a page, a replay or the rules (the Footer names Esc).
CLOSE_KEYS = [Binding("escape,q", "close", "Close")]


def menu_keys(menu: Sequence[tuple[str, str, str, str]], namespace: str = "") -> list[Binding]:
    """The keys of a menu whose entries are (key, label, button id, action):
    each entry is both a button and a key, written once."""
    return [Binding(key, namespace + action, label) for key, label, _id, action in menu]
