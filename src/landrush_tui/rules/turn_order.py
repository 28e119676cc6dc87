"""Turn order for sequential games: the seats in order from a first seat,
wrapping around, skipping seats that are out of the game."""

from __future__ import annotations

from typing import Collection, Iterator


def order_from(first: int, n: int, out: Collection[int] = ()) -> Iterator[int]:
    """The seats still in, in turn order starting at ``first`` (included if in)."""
    for k in range(n):
        s = (first + k) % n
        if s not in out:
            yield s


def next_seat(current: int, n: int, out: Collection[int] = ()) -> int | None:
    """The next seat still in after ``current`` (which may itself be out), or
    None when no other seat is in. ``current`` itself is the answer only when
    it is the sole seat left in."""
    if not 0 <= current < n:
        raise ValueError(f"seat {current} is not one of {n} seats")
    for k in range(1, n + 1):
        s = (current + k) % n
        if s not in out:
            return s
    return None


def remaining(n: int, out: Collection[int]) -> tuple[int, ...]:
    """The seats still in, in seat order."""
    return tuple(s for s in range(n) if s not in out)
