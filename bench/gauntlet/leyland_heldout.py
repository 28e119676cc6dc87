"""Held-out opponents for Ley of the Land, written from the rules and their AI
notes only. Fixed before any tuning: never change how a style plays.

Styles (each a plain ``bot(view) -> bid or Action``):
- zero: never bids; acts greedily (cubes now, the largest-section race, money actions).
- value: bids half the lead of its best tile over the next slot's best (plus 1 for a rich money action); greedy.
- finisher: closes sections: completion cubes count double; bids 1 when a market tile completes a section.
- investor: bids a quarter of its money and invests whenever it is the last seat; greedy otherwise.
- follower: bids the highest rival bid of the last round (at most a third of its money); greedy.

The shared helpers (what each action is worth now) live in ``_leyland_kit.py``,
which the tuning half also uses.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.leyland.game import INVEST, Action, State
from landrush_tui.rules.leyland.view import LeylandView

from ._leyland_kit import BASE, Decision, Weights, clamp, greedy, money_action_worth, placement_options

# --- held-out private helpers ------------------------------------------------------------


def slot_bests(state: State, seat: int, w: Weights) -> list[float]:
    """The best placement value per market tile, highest first."""
    best: dict[int, float] = {}
    for o in placement_options(state, seat, w):
        assert o.slot_tile is not None
        best[o.slot_tile] = max(best.get(o.slot_tile, -1e9), o.value)
    return sorted(best.values(), reverse=True)


def last_rival_bids(view: LeylandView) -> list[int]:
    if not view.state.history:
        return []
    bids = view.state.history[-1].bids
    return [b for s, b in enumerate(bids) if s != view.seat]


# --- held-out styles -------------------------------------------------------------------

FINISH = Weights(cubes=2.0, largest=0.3)


def zero(view: LeylandView) -> Decision:
    if view.what == "bid":
        return 0
    return greedy(view, BASE)


def value(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        bests = slot_bests(st, me, BASE)
        lead = (bests[0] - (bests[1] if len(bests) > 1 else 0.0)) if bests else 0.0
        extra = 1 if money_action_worth(st, me) >= 3 else 0
        return clamp(lead / 2 + extra, st.money[me])
    return greedy(view, BASE)


def finisher(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        done = any(o.cubes > 0 for o in placement_options(st, me, FINISH))
        return clamp(1 if done else 0, st.money[me])
    return greedy(view, FINISH)


def investor(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        return clamp(st.money[me] / 4, st.money[me])
    if me == st.last_seat and INVEST not in st.taken and st.bids is not None and st.bids[me] > 0:
        return Action(INVEST)
    return greedy(view, BASE)


def follower(view: LeylandView) -> Decision:
    st, me = view.state, view.seat
    if view.what == "bid":
        bids = last_rival_bids(view)
        return clamp(min(max(bids, default=0), st.money[me] / 3), st.money[me])
    return greedy(view, BASE)


STYLES: dict[str, Callable[[LeylandView], Decision]] = {
    "zero": zero,
    "value": value,
    "finisher": finisher,
    "investor": investor,
    "follower": follower,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("value", "investor", "finisher"),
    "bidders": ("follower", "value", "zero"),
}
