"""Circuit's bots. A bot takes a ``CircuitView`` and answers ``view.what``:
``"roll"`` to a roll (the only answer), ``"buy"`` or ``"decline"`` to an
affordable unowned plot in the optional-purchase game. Randomness comes from
``view.rng`` only, so games replay exactly.

- ``easy`` (Lucky Lu): buys nearly anything she can afford, keeping a little.
- ``medium`` (Prudent Pia): the spec's heuristic: a reserve against the worst
  payment ahead, sets first, liquid late in the game.
- ``hard`` (Oracle Olaf): plays both answers out in many short random futures
  (everyone playing like Pia) and takes the one that leaves him best placed.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

import attrs

from ...rules.circuit import board
from ...rules.circuit.board import CAMPS, FLEETS, Kind
from ...rules.circuit.game import BUY, DECLINE, ROLL
from ...rules.circuit.view import CircuitView

Bot = Callable[[CircuitView], str]


def _plot(view: CircuitView) -> board.Space:
    assert view.rolled is not None
    return board.space(view.rolled.to)


def easy(view: CircuitView) -> str:
    if view.what != "buy":
        return ROLL
    sp = _plot(view)
    left = view.money[view.seat] - sp.price
    if left < 1500:
        return DECLINE
    return BUY if view.rng.random() < 0.85 else DECLINE


_MAX_TAX = max(sp.tax for sp in board.SPACES)
# The largest rent any plot can ask (a Labor Camp at a roll of 12): on this board it is below
# the War Tax, so the worst payment ahead is always the War Tax and needs no scan of the owners.
_MAX_RENT = max(max(board.FLEET_RENT.values()), 12 * max(board.CAMP_RATE.values()),
                max(sp.rent for sp in board.SPACES))


def worst_payment(owners: Sequence[int | None], me: int) -> int:
    """The largest single amount the board can take from ``me`` on one landing."""
    worst = _MAX_TAX
    if _MAX_RENT <= worst:
        return worst
    for sp in board.SPACES:
        o = owners[sp.number - 1]
        if o is not None and o != me:
            worst = max(worst, board.rent(sp.number, owners, 12))
    return worst


def set_bonus(owners: Sequence[int | None], me: int, number: int) -> bool:
    """Would this plot complete or grow a set (a 2nd or 3rd Fleet, the 2nd Camp)?"""
    sp = board.space(number)
    if sp.kind is Kind.FLEET:
        return board.count_owned(owners, me, FLEETS) >= 1
    if sp.kind is Kind.CAMP:
        return board.count_owned(owners, me, CAMPS) >= 1
    return False


def medium_choice(money: int, owners: Sequence[int | None], me: int, number: int, remaining: int) -> bool:
    sp = board.space(number)
    reserve = worst_payment(owners, me)
    if set_bonus(owners, me, number):
        reserve //= 2  # sets pay off: accept a thinner cushion
    elif sp.kind is Kind.TERRITORY and sp.rent * 1000 // sp.price >= 600 and sp.price <= 1800:
        reserve = reserve * 3 // 4  # cheap Territories with the best rent per price
    if remaining <= 2:
        reserve = reserve * 3 // 2  # late: staying liquid matters more than plots
    return money - sp.price >= reserve


def medium(view: CircuitView) -> str:
    if view.what != "buy":
        return ROLL
    assert view.rolled is not None
    ok = medium_choice(view.money[view.seat], view.owners, view.seat, view.rolled.to, len(view.remaining))
    return BUY if ok else DECLINE


# --- hard: short random futures ------------------------------------------------------

ROLLOUTS = 32
HORIZON = 40  # turns played out after the decision
_SPACES = board.SPACES


def _future(money: list[int], pos: list[int], owners: list[int | None], out: set[int], taken: list[int],
            seat: int, optional: bool, limit: int | None, rng: random.Random, me: int, horizon: int) -> float:
    """Play ``horizon`` turns from ``seat`` (to move) with random dice, everyone
    buying as Prudent Pia would; my share of the remaining net worth after it
    (1 if I am the last one in, 0 if I am out). The rules of game.py, on
    plain lists: fast enough for many futures per decision."""
    n = len(money)
    rand = rng.random
    for _ in range(horizon):
        d = int(rand() * 6) + int(rand() * 6) + 2
        b = (pos[seat] - 1 + d) % 21 + 1
        pos[seat] = b
        sp = _SPACES[b - 1]
        due, to = 0, None
        if sp.kind is Kind.TAX:
            due = sp.tax
        elif sp.kind is not Kind.REFUGE:
            o = owners[b - 1]
            if o is None:
                if money[seat] >= sp.price and (not optional or medium_choice(
                        money[seat], owners, seat, b, n - len(out))):
                    money[seat] -= sp.price
                    owners[b - 1] = seat
            elif o != seat:
                due, to = board.rent(b, owners, d) if sp.kind is not Kind.TERRITORY else sp.rent, o
        if due:
            paid = min(due, money[seat])
            money[seat] -= paid
            if to is not None:
                money[to] += paid
            if paid < due:
                out.add(seat)
                for i, o in enumerate(owners):
                    if o == seat:
                        owners[i] = None
                if seat == me:
                    return 0.0
        taken[seat] += 1
        if n - len(out) == 1:
            return 1.0
        if limit is not None and all(taken[s] >= limit for s in range(n) if s not in out):
            break
        seat = next((seat + k) % n for k in range(1, n + 1) if (seat + k) % n not in out)
    worth = [0] * n
    for s in range(n):
        if s not in out:
            worth[s] = money[s]
    for i, o in enumerate(owners):
        if o is not None:
            worth[o] += _SPACES[i].price
    return worth[me] / (sum(worth) or 1)


def hard(view: CircuitView) -> str:
    if view.what != "buy":
        return ROLL
    me = view.seat
    sp = _plot(view)
    if view.money[me] - sp.price >= 3 * worst_payment(view.owners, me):
        return BUY  # plenty left: no need to look
    assert view.rolled is not None
    n = view.n
    nxt = next((me + k) % n for k in range(1, n + 1) if (me + k) % n not in view.out)
    seeds = [view.rng.randrange(1 << 62) for _ in range(ROLLOUTS)]
    optional = view.purchase.value == "optional"
    scores = {}
    for choice in (BUY, DECLINE):
        total = 0.0
        for seed in seeds:  # the same futures for both answers
            money, owners = list(view.money), list(view.owners)
            if choice == BUY:
                money[me] -= sp.price
                owners[sp.number - 1] = me
            taken = list(view.turns_taken)
            taken[me] += 1
            out = set(view.out)
            if view.round_limit is not None and all(taken[s] >= view.round_limit for s in range(n) if s not in out):
                worth = [0 if s in out else money[s] + sum(_SPACES[i].price for i, o in enumerate(owners) if o == s)
                         for s in range(n)]
                total += worth[me] / (sum(worth) or 1)
                continue
            total += _future(money, list(view.positions), owners, out, taken, nxt, optional, view.round_limit,
                             random.Random(seed), me, HORIZON)
        scores[choice] = total
    return BUY if scores[BUY] >= scores[DECLINE] else DECLINE


@attrs.frozen
class CircuitStrength:
    key: str
    title: str
    persona: str
    blurb: str


STRENGTHS = (
    CircuitStrength("easy", "Easy", "Lucky Lu", "buys almost anything she can afford"),
    CircuitStrength("medium", "Medium", "Prudent Pia", "keeps a reserve for the worst payment ahead, likes sets"),
    CircuitStrength("hard", "Hard", "Oracle Olaf", "plays each choice out in many short futures"),
)
BOTS: dict[str, Any] = {"easy": easy, "medium": medium, "hard": hard}
