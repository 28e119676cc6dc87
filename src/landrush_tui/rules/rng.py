"""Random streams derived from the game's seed.

Each use of randomness (board, the lot draw of a turn, the tie-breaks of a turn,
a bot's choices) gets its own stream, named by what it is for. A state therefore
only has to carry the seed and the turn number to continue exactly where it
stopped, and a replay from a record reproduces every draw.
"""

from __future__ import annotations

import functools
import hashlib
import random
from typing import MutableSequence, Protocol, Sequence, TypeVar

T = TypeVar("T")


class Draws(Protocol):
    """What the rules draw with: a ``random.Random`` or a ``LazyRandom``."""

    def choice(self, seq: Sequence[T]) -> T: ...
    def shuffle(self, seq: MutableSequence[T]) -> None: ...


def stream(seed: int, *purpose: object) -> random.Random:
    """A generator for one purpose, e.g. ``stream(seed, "draw", 3)``."""
    return random.Random(":".join(["landrush", str(seed), *map(str, purpose)]))


@functools.lru_cache(maxsize=256)
def private_seed(seed: int, *purpose: object) -> int:
    """A 63-bit number derived from the seed that does not reveal the seed.

    Bots get streams seeded this way so that they cannot predict lot draws or
    tie-breaks from the game's own seed.
    """
    text = ":".join(["landrush-private", str(seed), *map(str, purpose)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


class LazyRandom:
    """A stream that is only seeded when first used: most turns need no
    tie-break, and seeding a generator costs more than the rest of a turn."""

    __slots__ = ("_seed", "_purpose", "_rng")

    def __init__(self, seed: int, *purpose: object) -> None:
        self._seed = seed
        self._purpose = purpose
        self._rng: random.Random | None = None

    def _get(self) -> random.Random:
        if self._rng is None:
            self._rng = stream(self._seed, *self._purpose)
        return self._rng

    def choice(self, seq: Sequence[T]) -> T:
        return self._get().choice(seq)

    def shuffle(self, seq: MutableSequence[T]) -> None:
        self._get().shuffle(seq)


_GOLDEN = 0x9E3779B97F4A7C15
_MIX = 0xBF58476D1CE4E5B9


def seat_turn_seed(seed: int, purpose: str, seat: int, turn: int) -> int:
    """A private seed per seat and turn: a hashed per-game secret mixed with the
    seat and turn (cheap enough to make for every bot decision)."""
    return (private_seed(seed, purpose) + (seat + 1) * _GOLDEN + turn * _MIX) % (1 << 64)
