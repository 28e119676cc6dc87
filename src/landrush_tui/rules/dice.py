"""Dice for any rule set: a roll is drawn from one named stream per roll, so a
game that carries only its seed and the roll's number replays every roll.

``roll(stream(seed, game, "dice", t))`` draws ``count`` dice in order (the
first die first), each ``randint(1, sides)``.
"""

from __future__ import annotations

from typing import Protocol

from .rng import stream


class IntDraws(Protocol):
    def randint(self, a: int, b: int) -> int: ...


def roll(draws: IntDraws, count: int = 2, sides: int = 6) -> tuple[int, ...]:
    """``count`` dice of ``sides`` faces from ``draws``, first die first."""
    if count < 1 or sides < 2:
        raise ValueError(f"cannot roll {count} dice of {sides} sides")
    return tuple(draws.randint(1, sides) for _ in range(count))


def roll_for(
    seed: int, game: str, number: int, count: int = 2, sides: int = 6, purpose: str = "dice"
) -> tuple[int, ...]:
    """The dice of roll ``number`` of a game: ``stream(seed, game, purpose, number)``."""
    return roll(stream(seed, game, purpose, number), count, sides)
