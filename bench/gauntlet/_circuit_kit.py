"""What the Circuit gauntlet styles read off a public view: the plot under
the token, what it would earn, the rivals' chances of landing on it, a
deterministic hash.

Frozen together with the held-out styles (they call it): changing what a
function here returns changes how held-out opponents play.
"""

from __future__ import annotations

import zlib
from typing import Callable

from landrush_tui.rules.circuit import board
from landrush_tui.rules.circuit.board import Kind
from landrush_tui.rules.circuit.game import BUY, DECLINE, ROLL
from landrush_tui.rules.circuit.view import CircuitView

Choice = Callable[[CircuitView], bool]

# Chance of each two-dice sum.
SUM_CHANCE = {s: (6 - abs(s - 7)) / 36 for s in range(2, 13)}
WORST_TAX = max(sp.tax for sp in board.SPACES)


def buy_style(choose: Choice) -> Callable[[CircuitView], str]:
    """The bot that rolls when asked to and buys when ``choose`` says so (a
    decorator: each style is written as its buy-or-not rule)."""

    def bot(view: CircuitView) -> str:
        if view.what != "buy":
            return ROLL
        return BUY if choose(view) else DECLINE

    bot.__name__ = choose.__name__
    bot.__doc__ = choose.__doc__
    return bot


def noise(view: CircuitView, *salt: object) -> float:
    """A number in [0, 1) fixed by the turn, the seat and ``salt``."""
    return zlib.crc32(repr((view.turn, view.seat, salt)).encode()) / 2**32


def plot(view: CircuitView) -> board.Space:
    """The plot on offer (the space the token landed on)."""
    assert view.rolled is not None
    return board.space(view.rolled.to)


def money(view: CircuitView) -> int:
    return view.money[view.seat]


def left_after(view: CircuitView) -> int:
    """Money left if it buys."""
    return money(view) - plot(view).price


def rent_if_mine(view: CircuitView, number: int, dice_sum: int = 7) -> int:
    """The rent of plot ``number`` once this seat owns it (with its other Fleets or Camps)."""
    owners = list(view.owners)
    owners[number - 1] = view.seat
    return board.rent(number, owners, dice_sum)


def rivals(view: CircuitView) -> list[int]:
    return [s for s in view.remaining if s != view.seat]


def next_roll_chance(view: CircuitView, number: int) -> float:
    """The expected number of rivals landing on ``number`` on their next roll."""
    total = 0.0
    for s in rivals(view):
        steps = (number - view.positions[s]) % board.RING
        total += SUM_CHANCE.get(steps, 0.0)
    return total


def worst_rival_rent(view: CircuitView) -> int:
    """The largest rent a rival could charge this seat now (Camps at a roll of 12)."""
    worst = 0
    for i, owner in enumerate(view.owners):
        if owner is not None and owner != view.seat:
            worst = max(worst, board.rent(i + 1, view.owners, 12))
    return worst


def set_count(view: CircuitView, seat: int, kind: Kind) -> int:
    """How many Fleets or Camps ``seat`` owns."""
    numbers = board.FLEETS if kind is Kind.FLEET else board.CAMPS
    return board.count_owned(view.owners, seat, numbers)
