"""Circuit gauntlet, tuning half: opponents a bot author may read, play
against and tune with. Figures against them are not reported (the held-out
half is for that).

The one decision (optional purchase) is buy or decline; every style rolls when
asked to. All randomness comes from a hash of the turn and seat.

- reserve_small: buys if it keeps 3000 after paying.
- reserve_big: buys if it keeps 15000 after paying.
- cheap_only: buys only plots priced 2000 or less, keeping 1000.
- set_collector: buys every Fleet and Labor Camp it can afford; a Territory only keeping 10000.
- danger_reserve: keeps the worst rent a rival could charge it now plus 4000.
- rich_buyer: buys when at least as rich as the rivals' average, or the plot costs 1400 or less.
- half_coin: buys one time in two.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.circuit.board import Kind
from landrush_tui.rules.circuit.view import CircuitView

from ._circuit_kit import buy_style, left_after, money, noise, plot, rivals, worst_rival_rent

Bot = Callable[[CircuitView], str]


@buy_style
def reserve_small(view: CircuitView) -> bool:
    return left_after(view) >= 3000


@buy_style
def reserve_big(view: CircuitView) -> bool:
    return left_after(view) >= 15000


@buy_style
def cheap_only(view: CircuitView) -> bool:
    return plot(view).price <= 2000 and left_after(view) >= 1000


@buy_style
def set_collector(view: CircuitView) -> bool:
    if plot(view).kind in (Kind.FLEET, Kind.CAMP):
        return True
    return left_after(view) >= 10000


@buy_style
def danger_reserve(view: CircuitView) -> bool:
    return left_after(view) >= worst_rival_rent(view) + 4000


@buy_style
def rich_buyer(view: CircuitView) -> bool:
    others = rivals(view)
    average = sum(view.money[s] for s in others) / max(1, len(others))
    return money(view) >= average or plot(view).price <= 1400


@buy_style
def half_coin(view: CircuitView) -> bool:
    return noise(view, "buy") < 0.5


STYLES: dict[str, Bot] = {
    f.__name__: f
    for f in (reserve_small, reserve_big, cheap_only, set_collector, danger_reserve, rich_buyer, half_coin)
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": (
        "danger_reserve",
        "reserve_small",
        "cheap_only",
        "set_collector",
        "half_coin",
        "rich_buyer",
        "reserve_big",
    ),
    "buyers": ("reserve_small", "set_collector", "half_coin"),
    "careful": ("reserve_big", "danger_reserve", "cheap_only"),
}
