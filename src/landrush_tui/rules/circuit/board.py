"""The ring of 21 spaces (spec 3.1): names, types, prices, rents."""

from __future__ import annotations

import enum
from typing import Sequence

import attrs


class Kind(enum.Enum):
    REFUGE = "R"
    TERRITORY = "T"
    FLEET = "F"
    CAMP = "L"
    TAX = "X"

    @property
    def is_plot(self) -> bool:
        return self in (Kind.TERRITORY, Kind.FLEET, Kind.CAMP)


@attrs.frozen
class Space:
    number: int
    name: str
    kind: Kind
    price: int = 0  # plots only
    rent: int = 0  # Territories only
    tax: int = 0  # Taxes only


_T, _F, _L, _R, _X = Kind.TERRITORY, Kind.FLEET, Kind.CAMP, Kind.REFUGE, Kind.TAX
SPACES: tuple[Space, ...] = (
    Space(1, "Harbour Refuge", _R),
    Space(2, "Salt Marsh", _T, 1000, 600),
    Space(3, "Birch Hollow", _T, 1200, 700),
    Space(4, "Northern Fleet", _F, 2500),
    Space(5, "Flint Ridge", _T, 1400, 800),
    Space(6, "Toll Gate", _X, tax=4000),
    Space(7, "Amber Coast", _T, 1600, 1000),
    Space(8, "Upland Refuge", _R),
    Space(9, "Iron Vale", _T, 1800, 1100),
    Space(10, "Quarry Camp", _L, 2000),
    Space(11, "Eastern Fleet", _F, 2500),
    Space(12, "Copper Downs", _T, 2200, 1300),
    Space(13, "Silver Fjord", _T, 2400, 1400),
    Space(14, "Gold Steppe", _T, 2600, 1600),
    Space(15, "Forest Refuge", _R),
    Space(16, "Ivory Heath", _T, 2800, 1700),
    Space(17, "Timber Camp", _L, 2000),
    Space(18, "Southern Fleet", _F, 2500),
    Space(19, "Crown Heights", _T, 3200, 1900),
    Space(20, "War Tax", _X, tax=8000),
    Space(21, "Imperial Reach", _T, 3600, 2200),
)
RING = len(SPACES)
START_SPACE = 1
FLEET_RENT = {1: 1000, 2: 2000, 3: 4000}
CAMP_RATE = {1: 150, 2: 400}
FLEETS = tuple(s.number for s in SPACES if s.kind is Kind.FLEET)
CAMPS = tuple(s.number for s in SPACES if s.kind is Kind.CAMP)


def space(number: int) -> Space:
    if not 1 <= number <= RING:
        raise ValueError(f"there is no space {number} (the ring has 1..{RING})")
    return SPACES[number - 1]


def advance(start: int, steps: int) -> int:
    """Where a token on ``start`` ends after ``steps`` spaces clockwise (21 -> 1)."""
    return (start - 1 + steps) % RING + 1


def passed(start: int, steps: int) -> tuple[int, ...]:
    """The spaces a move passes over and lands on, in order."""
    return tuple(advance(start, k) for k in range(1, steps + 1))


def count_owned(owners: Sequence[int | None], seat: int, numbers: tuple[int, ...]) -> int:
    return sum(1 for n in numbers if owners[n - 1] == seat)


def rent(number: int, owners: Sequence[int | None], dice_sum: int) -> int:
    """The rent due on an owned plot now (owners by space; the plot's owner's
    Fleets or Camps counted as they stand, this plot included)."""
    sp = space(number)
    owner = owners[number - 1]
    if owner is None or not sp.kind.is_plot:
        raise ValueError(f"space {number} is not an owned plot")
    if sp.kind is Kind.TERRITORY:
        return sp.rent
    if sp.kind is Kind.FLEET:
        return FLEET_RENT[count_owned(owners, owner, FLEETS)]
    return dice_sum * CAMP_RATE[count_owned(owners, owner, CAMPS)]
