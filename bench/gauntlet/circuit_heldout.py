"""Circuit gauntlet, held-out half: opponents the measured bot is judged
against. Fixed before any tuning; bot authors do not read this file.

The one decision (optional purchase) is buy or decline; every style rolls when
asked to. All randomness comes from a hash of the turn and seat.

- always_buy: buys every plot it can afford.
- war_chest: buys only if it keeps 8000 (the War Tax) after paying.
- payback: buys when the rent it expects from the rivals over the next twelve of their
  turns (sooner if they stand just behind the plot) repays the price, keeping 2000.
- big_plots: buys only plots priced 2400 or more (the high rents and the Fleets), keeping 4000.
- set_blocker: buys any Fleet or Labor Camp (to complete its set or spoil a rival's)
  keeping 1000; a Territory only keeping 6000.
- late_caution: buys keeping 2000 while three or more are in; with two left it keeps
  the worst rival rent plus the War Tax.
- coin_flip: buys two times in three (always when 20000 would be left), never below 1000 left.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.circuit.board import Kind
from landrush_tui.rules.circuit.view import CircuitView

from ._circuit_kit import (
    WORST_TAX,
    buy_style,
    left_after,
    next_roll_chance,
    noise,
    plot,
    rent_if_mine,
    rivals,
    worst_rival_rent,
)

Bot = Callable[[CircuitView], str]


@buy_style
def always_buy(view: CircuitView) -> bool:
    return True


@buy_style
def war_chest(view: CircuitView) -> bool:
    return left_after(view) >= WORST_TAX


@buy_style
def payback(view: CircuitView) -> bool:
    sp = plot(view)
    rent = rent_if_mine(view, sp.number)
    expected = rent * (len(rivals(view)) * 12 / 21 + next_roll_chance(view, sp.number))
    return expected >= sp.price and left_after(view) >= 2000


@buy_style
def big_plots(view: CircuitView) -> bool:
    return plot(view).price >= 2400 and left_after(view) >= 4000


@buy_style
def set_blocker(view: CircuitView) -> bool:
    if plot(view).kind in (Kind.FLEET, Kind.CAMP):
        return left_after(view) >= 1000
    return left_after(view) >= 6000


@buy_style
def late_caution(view: CircuitView) -> bool:
    if len(view.remaining) >= 3:
        return left_after(view) >= 2000
    return left_after(view) >= worst_rival_rent(view) + WORST_TAX


@buy_style
def coin_flip(view: CircuitView) -> bool:
    left = left_after(view)
    return left >= 1000 and (left >= 20000 or noise(view, "buy") < 2 / 3)


STYLES: dict[str, Bot] = {
    f.__name__: f for f in (always_buy, war_chest, payback, big_plots, set_blocker, late_caution, coin_flip)
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("payback", "always_buy", "war_chest", "set_blocker", "coin_flip", "big_plots", "late_caution"),
    "buyers": ("always_buy", "coin_flip", "set_blocker"),
    "careful": ("war_chest", "late_caution", "payback"),
}
