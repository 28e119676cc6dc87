"""Two-seat variants of Land Rush's hard bot for A/B runs (``--bots
lr2b_var:floor90`` etc.): each takes her plan (``hard.plan``) as it is and
raises some bids on the first turns to a floor, as the rule under test would,
so her bids at three seats or more, and on later turns, stay hers.

- off: the bot of main (this branch's second-turn floor switched off).
- floor90: at least 0.9 of each lot's worth on the first two turns (session
  11's rule, not shipped).
- the others: that floor held in total, on fewer lots, or read from the
  rival's first bids (see each one's line).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Callable

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from landrush_tui.ai.landrush.style import marked  # noqa: E402
from landrush_tui.rules.landrush.view import PublicView  # noqa: E402

H = importlib.import_module("landrush_tui.ai.landrush.hard")
M = importlib.import_module("landrush_tui.ai.landrush.model")

Bot = Callable[[PublicView], list[int]]

# Every variant starts from the bot of main: the rule this branch adds to
# ``hard`` (the second turn's floor) is switched off while it plans.
MAIN: dict[str, float] = {"SECOND_FLOOR_2": 0.0} if hasattr(H, "SECOND_FLOOR_2") else {}


def _cap(view: PublicView, pos: M.Position) -> int:
    """The most she bids on one lot (as in ``hard.plan``)."""
    spendable = max(view.max_bid - M.reserve(pos), 0)
    return int(spendable * min(1.0, H.BUDGET_TURNS / max(pos.turns, 1)))


def _raise(view: PublicView, bids: list[int], floors: list[float]) -> list[int]:
    limit = view.max_bid
    out = []
    for j, (b, f) in enumerate(zip(bids, floors, strict=True)):
        f = int(f)
        out.append(b if f <= b else marked(view, max(0, min(limit, f)), limit, j, up=True))
    return out


def floor(
    share: float,
    turns: int = 2,
    total: float = 0.0,
    best: int = 0,
    seen: float = 0.0,
    seen_low: float = 0.0,
    first: int = 0,
    behind: bool = False,
    early: tuple[int, dict[str, float]] = (0, {}),
    best_first: bool = False,
) -> Bot:
    """At two seats, first price, on the first ``turns`` turns, at least
    ``share`` of each lot's worth to her (``plan.values``), within her cap per lot.

    ``total``: the floors of a turn together at most this share of her money.
    ``best``: the floor only on the ``best`` lots worth most to her.
    ``seen``: from turn 2 the share is read off the rival's bids: its top bid
    on each lot of the last turn over what the lot was worth to her then, their
    median, times ``seen`` (at most ``share``; below ``seen_low`` no floor).
    ``first``: the floor from this turn (0-based) on only.
    ``behind``: only while the rival's largest region is larger than hers.
    ``best_first``: ``best`` on the first turn only.
    ``early``: (turns, constants of ``hard``): at two seats on the first
    ``turns`` turns she plays with those constants."""

    def bot(view: PublicView) -> list[int]:
        upto, patch = early
        patch = {**MAIN, **(patch if view.n == 2 and len(view.history) < upto else {})}
        saved = {k: getattr(H, k) for k in patch}
        for k, v in patch.items():
            setattr(H, k, v)
        try:
            plan = H.plan(view)
        finally:
            for k, v in saved.items():
                setattr(H, k, v)
        if view.n != 2 or not first <= len(view.history) < turns or not plan.values:
            return plan.bids
        if behind and view.largest_region(1 - view.seat) <= view.largest_region(view.seat):
            return plan.bids
        pos = H.position(view)
        if not pos.first_price:
            return plan.bids
        cap = _cap(view, pos)
        s = share
        if seen and view.history:
            s = min(share, seen * _rival_ratio(view))
            if s < seen_low:
                return plan.bids
        floors = [min(cap, s * v) for v in plan.values]
        if best and (not best_first or not view.history):
            keep = sorted(range(len(floors)), key=lambda j: -plan.values[j])[:best]
            floors = [f if j in keep else 0.0 for j, f in enumerate(floors)]
        if total:
            budget = total * view.my_money
            whole = sum(floors)
            if whole > budget:
                floors = [f * budget / whole for f in floors]
        return _raise(view, plan.bids, floors)

    return bot


def _rival_ratio(view: PublicView) -> float:
    """The rival's bids last turn over what each lot was worth to her then
    (her worth recomputed on the position before that turn): their median."""
    from landrush_tui.rules.landrush import public_view

    state = view.state
    # The view of the turn before: rebuilt from the history by replaying it.
    before = _state_before(state)
    pos = H.position(public_view(before, view.seat))
    worth = M.lot_values(pos, view.seat)
    rep = view.history[-1]
    rival = 1 - view.seat
    ratios = sorted((b + 1) / (max(w, 0.0) + 1) for b, w in zip(rep.bids[rival], worth, strict=True))
    return ratios[len(ratios) // 2]


_BEFORE: dict[int, object] = {}


def _state_before(state):  # type: ignore[no-untyped-def]
    """The state at the start of the last turn of ``state``'s history, replayed
    from a new game with the same settings."""
    from landrush_tui.rules.landrush import new_game, play_turn

    s = new_game(state.settings)
    for rep in state.history[:-1]:
        s, _ = play_turn(s, [list(b) for b in rep.bids])
    return s


off = floor(0.0)  # the bot of main
floor90 = floor(0.9)  # session 11's rule
floor90_t1 = floor(0.9, turns=1)
floor90_tot50 = floor(0.9, total=0.5)  # a turn's floors at most half her money
floor90_tot35 = floor(0.9, total=0.35)
floor90_best1 = floor(0.9, best=1)
floor90_best2 = floor(0.9, best=2)
floor60 = floor(0.6)
floor90_seen = floor(0.9, seen=1.0)  # turn 2: as close to worth as the rival came
floor90_seen_lo = floor(0.9, seen=1.0, seen_low=0.5)
floor90_t2 = floor(0.9, first=1)  # the second turn only: rule 11, the bids of hard on this branch
floor90_behind3 = floor(0.9, turns=3, behind=True)  # turns 2-3, only while behind
floor90_behind2 = floor(0.9, turns=2, behind=True)
floor60_behind3 = floor(0.6, turns=3, behind=True)
floor90_t23 = floor(0.9, first=1, turns=3)  # turns 2 and 3
floor100_t2 = floor(1.0, first=1)
floor90_t2_pace = floor(0.9, first=1, early=(3, {"OWN_PACE_2": 0.0}))  # and no rule 9 before turn 4
pace_early = floor(0.0, early=(3, {"OWN_PACE_2": 0.0}))  # rule 9 only from turn 4
floor90_t2_tot50 = floor(0.9, total=0.5, first=1)
floor90_t1best1_t2 = floor(0.9, best=1, best_first=True)  # turn 1 on the best lot, turn 2 on all
