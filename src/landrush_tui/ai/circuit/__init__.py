"""Circuit's bots. A bot takes a ``CircuitView`` and answers ``view.what``:
``"roll"`` to a roll (the only answer), ``"buy"`` or ``"decline"`` to an
affordable unowned plot in the optional-purchase game. Randomness comes from
``view.rng`` only, so games replay exactly.

- ``easy`` (Lucky Lu): buys nearly anything she can afford, keeping a little.
- ``medium`` (Prudent Pia): the spec's heuristic: a reserve against the worst
  payment ahead, sets first, liquid late in the game.
- ``hard`` (Oracle Olaf): weighs what the plot would earn (in the long run and
  from the rivals standing within reach of it) against the money he keeps and the
  worst payment ahead, and reads each rival's buying rule off its own buys and
  declines this game: a plot a rival would snap up is worth taking now, one nobody
  else buys can wait. The weights were learned by playing the rest of many games
  out both ways from each decision (bench/circuit_learn.py). A game of two has its
  own weights, which also weigh the rent each side's plots ask of the other, the
  money between them, the plots still free and the turn (bench/circuit_two.py).
"""

from __future__ import annotations

from typing import Callable, Sequence

import attrs

from ...rules.circuit import board
from ...rules.circuit.board import CAMPS, FLEETS, Kind
from ...rules.circuit.game import BUY, DECLINE, ROLL
from ...rules.circuit.view import CircuitView
from ..strength import three_strengths

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
_MAX_RENT = max(max(board.FLEET_RENT.values()), 12 * max(board.CAMP_RATE.values()), max(sp.rent for sp in board.SPACES))


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


# --- hard: what a plot earns, who else would take it --------------------------------

# Chance of each two-dice sum.
_SUM = {t: (6 - abs(t - 7)) / 36 for t in range(2, 13)}
_RING = board.RING
_PRICE = [sp.price for sp in board.SPACES]


def _steps_chance(k: int) -> list[float]:
    """Chance that a token is exactly d spaces further on after k rolls (d mod 21)."""
    dist = [0.0] * _RING
    dist[0] = 1.0
    for _ in range(k):
        nxt = [0.0] * _RING
        for d, pr in enumerate(dist):
            if pr:
                for t, c in _SUM.items():
                    nxt[(d + t) % _RING] += pr * c
        dist = nxt
    return dist


NEAR = 3  # rolls looked at exactly; after them every space is about as likely (1/21)
_NEAR_CHANCE = [sum(col) for col in zip(*(_steps_chance(k) for k in range(1, NEAR + 1)), strict=False)]


@attrs.frozen
class Style:
    """A rival's buying rule as read off its own decisions in this game: it buys
    when it keeps at least ``reserve`` after paying; ``miss`` is the share of
    its decisions that rule gets wrong (a rival buying at random has about 0.5)."""

    reserve: int
    miss: float


_RESERVES = tuple(range(0, 24001, 1000))
PRIOR = Style(6000, 0.3)  # before a rival has shown anything: a middling buyer


def choices(view: CircuitView) -> list[tuple[int, int, bool]]:
    """Every buy-or-decline choice made so far: (seat, money it would have kept, bought?).
    A plot its arriver could not afford says nothing and is left out."""
    seen = []
    for e in view.history:
        f = e.effect
        if f.kind != "buy" or f.price is None or f.why == "cannot_afford":
            continue
        before = e.money[e.seat] + (f.price if f.bought else 0)
        seen.append((e.seat, before - f.price, bool(f.bought)))
    return seen


def read_styles(seen: Sequence[tuple[int, int, bool]], me: int, remaining: Sequence[int]) -> dict[int, Style]:
    """Each rival's buying rule, fitted to its own choices so far: the reserve that
    explains the most of them, ties to the one nearest the prior."""
    by_seat: dict[int, list[tuple[int, bool]]] = {}
    for seat, left, bought in seen:
        by_seat.setdefault(seat, []).append((left, bought))
    styles = {}
    for s in remaining:
        if s == me:
            continue
        obs = by_seat.get(s, [])
        if not obs:
            styles[s] = PRIOR
            continue
        best = min(
            _RESERVES, key=lambda r: (sum((left >= r) != bought for left, bought in obs), abs(r - PRIOR.reserve))
        )
        wrong = sum((left >= best) != bought for left, bought in obs)
        styles[s] = Style(best, (wrong + 1) / (len(obs) + 2))  # one made-up miss and hit: never sure
    return styles


def would_buy(style: Style, money: int, price: int) -> float:
    """Chance the rival buys a plot of ``price`` now, holding ``money``."""
    if money < price:
        return 0.0
    return 1 - style.miss if money - price >= style.reserve else style.miss


def income(owners: Sequence[int | None], me: int, number: int) -> float:
    """What owning ``number`` adds to the rent a rival pays me per turn, on average
    (its own rent and the rise of my other Fleets or Camps, each space 1/21 a turn)."""
    sp = board.space(number)
    if sp.kind is Kind.TERRITORY:
        return sp.rent / _RING
    group = FLEETS if sp.kind is Kind.FLEET else CAMPS
    have = board.count_owned(owners, me, group)
    if sp.kind is Kind.FLEET:
        return ((have + 1) * board.FLEET_RENT[have + 1] - have * (board.FLEET_RENT[have] if have else 0)) / _RING
    rate = board.CAMP_RATE
    return 7 * ((have + 1) * rate[have + 1] - have * (rate[have] if have else 0)) / _RING


def features(view: CircuitView, styles: dict[int, Style]) -> list[float]:
    """What hard weighs, for the plot on offer: 1; the money kept after buying; how far
    it falls short of half, all and 1.5 times the worst payment ahead; what the plot
    earns per price against the rivals left (1: a Territory against two); two seats
    left, alone and times the money kept; the chance a rival takes the plot if it is
    left; the rivals' mean money; the rent the rivals standing near it would pay in
    their next three rolls beyond the average (per price); this seat's net worth
    against the mean; the price."""
    assert view.rolled is not None
    me, number = view.seat, view.rolled.to
    price = _PRICE[number - 1]
    left = view.money[me] - price
    rivals = [s for s in view.remaining if s != me]
    ratio = income(view.owners, me, number) * len(rivals) / price / (0.6 / _RING * 2)
    owners = list(view.owners)
    owners[number - 1] = me
    rent_now = board.rent(number, owners, 7)
    soon = sum(_NEAR_CHANCE[(number - view.positions[s]) % _RING] - NEAR / _RING for s in rivals) * rent_now / price
    take = sum(would_buy(styles[s], view.money[s], price) for s in rivals)
    worth = [view.money[s] + sum(_PRICE[i] for i, o in enumerate(view.owners) if o == s) for s in view.remaining]
    mine = view.money[me] + sum(_PRICE[i] for i, o in enumerate(view.owners) if o == me)
    two = 1.0 if len(rivals) == 1 else 0.0
    danger = worst_payment(view.owners, me)
    return [
        1.0,
        left / 10000,
        max(0, danger // 2 - left) / 4000,
        max(0, danger - left) / 8000,
        max(0, 1.5 * danger - left) / 12000,
        ratio,
        two,
        two * left / 10000,
        take / (take + 1.0),
        sum(view.money[s] for s in rivals) / len(rivals) / 10000,
        soon,
        mine * len(worth) / sum(worth),
        price / 1000,
    ]


# How much better buying is than declining, as a weighted sum of ``features``: a least-
# squares fit of what each answer did to hard's share of the wins when the rest of the
# game was played out both ways (bench/circuit_learn.py: 28315 decisions in lab games
# against the gauntlet's tuning half, medium and easy, at 2, 3, 4 and 6 seats).
WEIGHTS = (-0.0367, 0.0222, -0.0474, 0.0716, -0.0728, 0.0265, 0.0084, -0.0053, 0.0776, -0.0009, 0.0045, -0.0399, 0.0075)


def rent_rate(owners: Sequence[int | None], seat: int) -> float:
    """The rent ``seat``'s plots ask of a rival's turn on average, in thousands (each
    space 1/21 a turn, a Labor Camp at a roll of 7)."""
    return sum(board.rent(i + 1, owners, 7) for i, o in enumerate(owners) if o == seat) / _RING / 1000


# At two seats the "two seats left" features are constant; the ones kept, then what a
# table of two adds.
_KEPT_AT_TWO = (0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12)


def two_seat_features(view: CircuitView, styles: dict[int, Style]) -> list[float]:
    """What hard weighs with one rival left: ``features`` but the two-seat ones, then
    the rival's shortfall under the War Tax, the rent each side's plots ask of the
    other per turn, the money between them, the price of the plots nobody owns, the turn."""
    phi = features(view, styles)
    me = view.seat
    rival = next(s for s in view.remaining if s != me)
    return [phi[i] for i in _KEPT_AT_TWO] + [
        max(0, _MAX_TAX - view.money[rival]) / _MAX_TAX,
        rent_rate(view.owners, me),
        rent_rate(view.owners, rival),
        (view.money[me] - view.money[rival]) / 10000,
        sum(_PRICE[i] for i, o in enumerate(view.owners) if o is None) / 10000,
        view.turn / 100,
    ]


# The same fit on two-seat decisions alone, with ``two_seat_features`` (bench/circuit_two.py:
# 164678 decisions against the tuning half, medium and easy, boards from 1000 and 20000).
# fmt: off
WEIGHTS_TWO = (
    -0.0429, 0.0079, -0.0621, 0.0492, -0.0820, 0.0492, 0.0033, 0.0127, 0.1422, 0.0157, 0.0013,
    0.0051, -0.0725, 0.0257, -0.0047, -0.0070, 0.0131,
)
# fmt: on


def learned_choice(view: CircuitView, styles: dict[int, Style], weights: Sequence[float] | None = None) -> bool:
    """Buy when the weighted features say buying is the better answer (``weights``:
    the table's own, unless given)."""
    # Only a table of two from the start: once a bigger table is down to two, the plots
    # and money left are unlike those of a two-seat game, and this fit measured worse there.
    if weights is None and view.n == 2:
        phi, weights = two_seat_features(view, styles), WEIGHTS_TWO
    else:
        phi = features(view, styles)
    return sum(k * x for k, x in zip(weights or WEIGHTS, phi, strict=True)) > 0


def hard(view: CircuitView) -> str:
    if view.what != "buy":
        return ROLL
    return BUY if learned_choice(view, read_styles(choices(view), view.seat, view.remaining)) else DECLINE


PEOPLE = (
    ("Lucky Lu", "buys almost anything she can afford"),
    ("Prudent Pia", "keeps a reserve for the worst payment ahead, likes sets"),
    ("Oracle Olaf", "weighs what a plot earns against the cash he keeps, and reads his rivals"),
)
BOTS, STRENGTHS, TABLE = three_strengths("Circuit", (easy, medium, hard), PEOPLE)
