"""Seats: who plays them. Shared by every rule set."""

from __future__ import annotations

import enum
from typing import Iterable

import attrs


class PlayerKind(enum.Enum):
    HUMAN = "human"
    AI = "ai"


@attrs.frozen(cache_hash=True)
class PlayerSpec:
    """A seat: a name, human or AI, and for an AI the bot's strength or name."""

    name: str
    kind: PlayerKind = PlayerKind.HUMAN
    ai: str | None = None

    @property
    def is_ai(self) -> bool:
        return self.kind is PlayerKind.AI


def seat_tuple(players: Iterable[PlayerSpec]) -> tuple[PlayerSpec, ...]:
    """attrs converter: the seats as a tuple (typed, unlike a bare ``tuple``)."""
    return tuple(players)


def verb(name: str, third_person: str, second_person: str) -> str:
    """The verb that goes with a seat's name: a seat called "You" wins and pays,
    every other seat wins and pays ("You win", "Ann wins")."""
    return second_person if name.strip().casefold() == "you" else third_person
