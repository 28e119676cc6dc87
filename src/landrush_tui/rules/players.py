"""Seats: who plays them. Shared by every rule set."""

from __future__ import annotations

import enum
from typing import ClassVar, Iterable

import attrs

from .errors import InvalidSettings


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


def check_table(title: str, players: tuple[PlayerSpec, ...], lo: int, hi: int, seed: object) -> None:
    """The checks every game's settings make: ``lo`` to ``hi`` named seats, a whole-number seed."""
    n = len(players)
    if not lo <= n <= hi:
        raise InvalidSettings(f"{title} is for {lo} to {hi} players, not {n}")
    for p in players:
        if not isinstance(p, PlayerSpec) or not isinstance(p.name, str) or not p.name.strip():
            raise InvalidSettings(f"every seat needs a name, not {p!r}")
    if type(seed) is not int:
        raise InvalidSettings(f"the seed must be a whole number, not {seed!r}")


def seat_tuple(players: Iterable[PlayerSpec]) -> tuple[PlayerSpec, ...]:
    """attrs converter: the seats as a tuple (typed, unlike a bare ``tuple``)."""
    return tuple(players)


def verb(name: str, third_person: str, second_person: str) -> str:
    """The verb that goes with a seat's name: a seat called "You" wins and pays,
    every other seat wins and pays ("You win", "Ann wins")."""
    return second_person if name.strip().casefold() == "you" else third_person


class Seated:
    """A mixin for what lists the seats (settings, a view): ``n``, how many."""

    __slots__ = ()
    players: tuple[PlayerSpec, ...]

    @property
    def n(self) -> int:
        return len(self.players)


@attrs.frozen
class SeatsAndSeed(Seated):
    """The settings of a game that has no options: its seats and its seed,
    checked against the game's ``title``, ``min_players`` and ``max_players``."""

    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    players: tuple[PlayerSpec, ...] = attrs.field(converter=seat_tuple)
    seed: int = 0

    def __attrs_post_init__(self) -> None:
        check_table(self.title, self.players, self.min_players, self.max_players, self.seed)
