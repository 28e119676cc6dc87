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
from typing import Any, Callable

import attrs

from ...rules.circuit import board
from ...rules.circuit.board import CAMPS, FLEETS, Kind
from ...rules.circuit.game import BUY, DECLINE, ROLL, Settings, State
from ...rules.circuit import game
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


def worst_payment(owners: tuple[int | None, ...], me: int) -> int:
    """The largest single amount the board can take from ``me`` on one landing."""
    worst = max(sp.tax for sp in board.SPACES)
    for sp in board.SPACES:
        o = owners[sp.number - 1]
        if o is not None and o != me:
            worst = max(worst, board.rent(sp.number, owners, 12))
    return worst


def set_bonus(owners: tuple[int | None, ...], me: int, number: int) -> bool:
    """Would this plot complete or grow a set (a 2nd or 3rd Fleet, the 2nd Camp)?"""
    sp = board.space(number)
    if sp.kind is Kind.FLEET:
        return board.count_owned(owners, me, FLEETS) >= 1
    if sp.kind is Kind.CAMP:
        return board.count_owned(owners, me, CAMPS) >= 1
    return False


def medium_choice(money: int, owners: tuple[int | None, ...], me: int, number: int, remaining: int) -> bool:
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

ROLLOUTS = 16
HORIZON = 30  # turns played out after the decision


def _state_of(view: CircuitView, seed: int) -> State:
    settings = Settings(view.players, view.purchase, view.round_limit, seed)
    return State(settings, view.colours, view.first, view.money, view.positions, view.owners, view.out,
                 view.turns_taken, view.turn, view.to_move, view.rolled)


def _policy(state: State) -> str:
    if state.rolled is None:
        return ROLL
    seat = state.rolled.seat
    ok = medium_choice(state.money[seat], state.owners, seat, state.rolled.to, len(state.remaining))
    return BUY if ok else DECLINE


def _value(state: State, me: int) -> float:
    if me in state.out:
        return 0.0
    if state.is_over:
        return 1.0 if me in state.winners else 0.0
    worths = [state.net_worth(s) + 0.0 for s in state.remaining]
    total = sum(worths) or 1.0
    return state.net_worth(me) / total


def rollout(state: State, me: int, horizon: int) -> float:
    for _ in range(horizon):
        if state.is_over or me in state.out:
            break
        seat = state.to_move
        assert seat is not None
        state, _ = game.apply(state, seat, _policy(state))
        while state.rolled is not None:
            state, _ = game.apply(state, state.rolled.seat, _policy(state))
    return _value(state, me)


def hard(view: CircuitView) -> str:
    if view.what != "buy":
        return ROLL
    me = view.seat
    sp = _plot(view)
    if view.money[me] - sp.price >= 3 * worst_payment(view.owners, me):
        return BUY  # plenty left: no need to look
    seeds = [view.rng.randrange(1 << 62) for _ in range(ROLLOUTS)]
    scores = {}
    for choice in (BUY, DECLINE):
        total = 0.0
        for seed in seeds:  # the same futures for both answers
            start = _state_of(view, seed)
            after, _ = game.apply(start, me, choice)
            total += rollout(after, me, HORIZON)
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
