"""Tuning opponents for Ley of the Land (the half a bot may be tuned against),
written from the rules and their AI notes only.

Styles (each a plain ``bot(view) -> bid or Action``):
- fraction: bids a fifth of its money every round; greedy actions.
- acquirer: bids 1 and always acquires when any tile fits (the best placement), else greedy.
- farmer: frolic, sow and reap count double; bids 2 when a farming action would pay 2 or more.
- hoarder: never bids; money actions (frolic, reap, invest when last) first, else acquires when a tile fits.
- bigsection: chases the 12-point largest-section bonus (triangles of growth count most); bids 1 when a tile grows it.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.leyland.game import FROLIC, INVEST, REAP
from landrush_tui.rules.leyland.view import LeylandView

from ._leyland_kit import (
    BASE,
    Decision,
    Weights,
    all_options,
    clamp,
    exclusive_options,
    greedy,
    money_action_worth,
    pick,
    placement_options,
)

FARM = Weights(money=2.0, sow=1.5)
BIG = Weights(cubes=0.5, largest=1.0, growth=0.6)


def fraction(view: LeylandView) -> Decision:
    if view.what == "bid":
        return clamp(view.state.money[view.seat] / 5, view.state.money[view.seat])
    return greedy(view, BASE)


def acquirer(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        return clamp(1, st.money[me])
    places = placement_options(st, me, BASE)
    return pick(places) if places else greedy(view, BASE)


def farmer(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        return clamp(2 if money_action_worth(st, me) >= 2 else 0, st.money[me])
    return greedy(view, FARM)


def hoarder(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        return 0
    money = [o for o in exclusive_options(st, me, BASE) if o.action.do in (FROLIC, REAP, INVEST) and o.value > 0]
    if money:
        return pick(money)
    places = placement_options(st, me, BASE)
    return pick(places) if places else pick(all_options(st, me, BASE))


def bigsection(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        grows = any(o.growth > 0 for o in placement_options(st, me, BIG))
        return clamp(1 if grows else 0, st.money[me])
    return greedy(view, BIG)


STYLES: dict[str, Callable[[LeylandView], Decision]] = {
    "fraction": fraction,
    "acquirer": acquirer,
    "farmer": farmer,
    "hoarder": hoarder,
    "bigsection": bigsection,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("fraction", "farmer", "bigsection"),
    "quiet": ("hoarder", "acquirer", "farmer"),
}
