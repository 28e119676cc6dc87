"""Circuit's settings, state and turn (spec sections 2, 4, 5, 6): pure and frozen.

A turn is one or two decisions of the seat to move: ``"roll"`` always, then,
with optional purchase and an affordable unowned plot under the token,
``"buy"`` or ``"decline"``. The dice come from ``stream(seed, "circuit",
"dice", t)``; nothing else is drawn after the setup.
"""

from __future__ import annotations

import enum
from typing import Any, Sequence

import attrs

from .. import turn_order
from ..dice import roll
from ..errors import InvalidSettings, RulesError, asked
from ..game import EndingState
from ..players import PlayerSpec, Seated, check_table, seat_tuple, verb
from ..rng import stream
from . import board
from .board import Kind

GAME = "circuit"
START_MONEY = 30000
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MIN_ROUNDS, MAX_ROUNDS = 10, 200
COLOURS = ("red", "blue", "green", "yellow", "magenta", "cyan")

ROLL, BUY, DECLINE = "roll", "buy", "decline"
ASK_ROLL, ASK_BUY = "roll", "buy"


class CircuitError(RulesError):
    """A Circuit decision the rules refuse (the state is unchanged)."""


class WrongDecision(CircuitError):
    """A decision that is not one of the options asked for."""


class Purchase(enum.Enum):
    FORCED = "forced"
    OPTIONAL = "optional"


def _purchase(value: Any) -> Purchase:
    try:
        return Purchase(value.value if isinstance(value, Purchase) else value)
    except ValueError:
        raise InvalidSettings(f"purchase must be 'forced' or 'optional', not {value!r}") from None


@attrs.frozen
class Settings(Seated):
    players: tuple[PlayerSpec, ...] = attrs.field(converter=seat_tuple)
    purchase: Purchase = attrs.field(default=Purchase.FORCED, converter=_purchase)
    round_limit: int | None = None
    seed: int = 0

    def __attrs_post_init__(self) -> None:
        check_table("Circuit", self.players, MIN_PLAYERS, MAX_PLAYERS, self.seed)
        r = self.round_limit
        if r is not None and (type(r) is not int or not MIN_ROUNDS <= r <= MAX_ROUNDS):
            raise InvalidSettings(f"the round limit is none or {MIN_ROUNDS} to {MAX_ROUNDS}, not {r!r}")


@attrs.frozen
class Effect:
    """What landing did (the record's ``effect``: one of six kinds)."""

    kind: str  # buy | rent | own | refuge | tax
    space: int
    price: int | None = None  # buy
    bought: bool | None = None  # buy
    why: str | None = None  # buy, not bought: cannot_afford | declined
    owner: int | None = None  # rent
    due: int | None = None  # rent, tax
    paid: int | None = None  # rent, tax


@attrs.frozen
class TurnEntry:
    """One whole turn, as the record holds it (and the report of the turn)."""

    turn: int
    seat: int
    dice: tuple[int, int]
    start: int  # the record's "from"
    to: int
    effect: Effect
    eliminated: bool
    released: tuple[int, ...]
    money: tuple[int, ...]

    @property
    def total(self) -> int:
        return self.dice[0] + self.dice[1]


@attrs.frozen
class Rolled:
    """A roll waiting for the buy-or-decline decision (optional purchase only)."""

    turn: int
    seat: int
    dice: tuple[int, int]
    start: int
    to: int


@attrs.frozen
class State(EndingState):
    settings: Settings
    colours: tuple[str, ...]
    first: int
    money: tuple[int, ...]
    positions: tuple[int, ...]  # space per seat; 0 once out (the token left the ring)
    owners: tuple[int | None, ...]  # per space 1..21 (index 0..20)
    out: tuple[int, ...]  # eliminated seats, in the order they went out
    turns_taken: tuple[int, ...]
    turn: int  # the number of the turn being played (1-based)
    to_move: int | None  # None once over
    rolled: Rolled | None = None
    history: tuple[TurnEntry, ...] = ()
    end: str | None = None  # last_standing | round_limit
    winners: tuple[int, ...] = ()

    @property
    def remaining(self) -> tuple[int, ...]:
        return turn_order.remaining(self.n, self.out)

    def plots_of(self, seat: int) -> tuple[int, ...]:
        return tuple(i + 1 for i, o in enumerate(self.owners) if o == seat)

    def net_worth(self, seat: int) -> int:
        if seat in self.out:
            return 0
        return self.money[seat] + sum(board.space(s).price for s in self.plots_of(seat))

    @property
    def last(self) -> TurnEntry | None:
        return self.history[-1] if self.history else None


def new_game(settings: Settings) -> State:
    n = settings.n
    colours = list(COLOURS)
    stream(settings.seed, GAME, "colours").shuffle(colours)
    first = stream(settings.seed, GAME, "first").randrange(n)
    return State(
        settings,
        tuple(colours[:n]),
        first,
        (START_MONEY,) * n,
        (board.START_SPACE,) * n,
        (None,) * board.RING,
        (),
        (0,) * n,
        1,
        first,
    )


def dice_of(seed: int, turn: int) -> tuple[int, int]:
    d1, d2 = roll(stream(seed, GAME, "dice", turn))
    return d1, d2


def ask_of(state: State) -> tuple[int, str] | None:
    """(seat, "roll" | "buy") to decide now, or None once over."""
    if state.is_over or state.to_move is None:
        return None
    return (state.to_move, ASK_BUY if state.rolled is not None else ASK_ROLL)


def options(state: State) -> tuple[str, ...]:
    ask = ask_of(state)
    if ask is None:
        return ()
    return (ROLL,) if ask[1] == ASK_ROLL else (BUY, DECLINE)


def check(state: State, seat: int, decision: Any) -> str:
    """The decision if the rules accept it from ``seat`` now; else a CircuitError saying why."""
    asked(ask_of(state), seat, [p.name for p in state.settings.players])
    allowed = options(state)
    if not isinstance(decision, str) or decision not in allowed:
        raise WrongDecision(f"{state.settings.players[seat].name} must {' or '.join(allowed)} now, not {decision!r}")
    return decision


def apply(state: State, seat: int, decision: Any) -> tuple[State, TurnEntry | Rolled]:
    """Play one decision: the next state and what happened (a finished turn,
    or a roll that waits for the buy decision)."""
    decision = check(state, seat, decision)
    if decision == ROLL:
        dice = dice_of(state.settings.seed, state.turn)
        start = state.positions[seat]
        to = board.advance(start, dice[0] + dice[1])
        sp = board.space(to)
        if (
            state.settings.purchase is Purchase.OPTIONAL
            and sp.kind.is_plot
            and state.owners[to - 1] is None
            and state.money[seat] >= sp.price
        ):
            rolled = Rolled(state.turn, seat, dice, start, to)
            moved = list(state.positions)
            moved[seat] = to
            return attrs.evolve(state, rolled=rolled, positions=tuple(moved)), rolled
        return _finish(state, seat, dice, start, to, None)
    waiting = state.rolled
    assert waiting is not None
    return _finish(state, seat, waiting.dice, waiting.start, waiting.to, decision == BUY)


def _finish(
    state: State, p: int, dice: tuple[int, int], start: int, to: int, buy: bool | None
) -> tuple[State, TurnEntry]:
    money = list(state.money)
    owners = list(state.owners)
    positions = list(state.positions)
    positions[p] = to
    sp = board.space(to)
    owner = owners[to - 1]
    due, receiver = 0, None
    if sp.kind.is_plot and owner is None:
        if money[p] < sp.price:
            effect = Effect("buy", to, price=sp.price, bought=False, why="cannot_afford")
        elif buy is False:
            effect = Effect("buy", to, price=sp.price, bought=False, why="declined")
        else:
            money[p] -= sp.price
            owners[to - 1] = p
            effect = Effect("buy", to, price=sp.price, bought=True)
    elif sp.kind.is_plot and owner == p:
        effect = Effect("own", to)
    elif sp.kind.is_plot:
        due, receiver = board.rent(to, state.owners, dice[0] + dice[1]), owner
        effect = Effect("rent", to, owner=owner, due=due)
    elif sp.kind is Kind.TAX:
        due = sp.tax
        effect = Effect("tax", to, due=due)
    else:
        effect = Effect("refuge", to)
    eliminated = False
    released: tuple[int, ...] = ()
    out = state.out
    if effect.kind in ("rent", "tax"):
        paid = min(due, money[p])
        eliminated = paid < due
        money[p] -= paid
        if receiver is not None:
            money[receiver] += paid
        effect = attrs.evolve(effect, paid=paid)
    if eliminated:
        released = tuple(i + 1 for i, o in enumerate(owners) if o == p)
        for s in released:
            owners[s - 1] = None
        positions[p] = 0
        money[p] = 0
        out = out + (p,)
    taken = list(state.turns_taken)
    taken[p] += 1
    entry = TurnEntry(state.turn, p, dice, start, to, effect, eliminated, released, tuple(money))
    after = attrs.evolve(
        state,
        money=tuple(money),
        owners=tuple(owners),
        positions=tuple(positions),
        out=out,
        turns_taken=tuple(taken),
        turn=state.turn + 1,
        rolled=None,
        history=state.history + (entry,),
    )
    left = after.remaining
    limit = state.settings.round_limit
    if len(left) == 1:
        after = attrs.evolve(after, end="last_standing", winners=left, to_move=None)
    elif limit is not None and all(taken[s] >= limit for s in left):
        after = attrs.evolve(after, end="round_limit", winners=round_limit_winners(after), to_move=None)
    else:
        after = attrs.evolve(after, to_move=turn_order.next_seat(p, state.n, out))
    return after, entry


def round_limit_winners(state: State) -> tuple[int, ...]:
    """Highest net worth, then more money; still equal: all of them (ascending)."""
    left = state.remaining
    best = max((state.net_worth(s), state.money[s]) for s in left)
    return tuple(s for s in left if (state.net_worth(s), state.money[s]) == best)


def final_ranks(state: State) -> tuple[int, ...]:
    """1 = best (competition ranking). Remaining seats by net worth then money
    (the winner alone first when the last one stands), eliminated seats below,
    the later out higher."""
    n = state.n
    left = state.remaining
    keys: dict[int, tuple[int, ...]] = {}
    for s in left:
        keys[s] = (2, state.net_worth(s), state.money[s])
    for i, s in enumerate(state.out):
        keys[s] = (1, i, 0)
    for s in state.winners:
        keys[s] = (3, 0, 0)
    return tuple(1 + sum(1 for o in range(n) if keys[o] > keys[s]) for s in range(n))


def replace_setup(state: State, **changes: Any) -> State:
    """A state with some fields set by hand (tests and examples build positions this way)."""
    return attrs.evolve(state, **changes)


def make_settings(
    players: Sequence[PlayerSpec], seed: int, purchase: Any = Purchase.FORCED, round_limit: int | None = None
) -> Settings:
    if round_limit == 0:
        round_limit = None
    return Settings(tuple(players), purchase, round_limit, seed)


def net_worth_series(state: State) -> list[list[int]]:
    """Per seat, its net worth at the start and after every turn played (0 once out)."""
    n = state.n
    owners: dict[int, int] = {}
    series = [[START_MONEY] for _ in range(n)]
    gone: set[int] = set()
    for t in state.history:
        if t.effect.kind == "buy" and t.effect.bought:
            owners[t.effect.space] = t.seat
        for sp in t.released:
            owners.pop(sp, None)
        if t.eliminated:
            gone.add(t.seat)
        plots = [0] * n
        for sp, o in owners.items():
            plots[o] += board.space(sp).price
        for s in range(n):
            series[s].append(0 if s in gone else t.money[s] + plots[s])
    return series


def describe(state_players: Sequence[PlayerSpec], entry: TurnEntry) -> str:
    """A finished turn in words: "Bo rolled 5+1=6, 7 -> 13 Silver Fjord: bought for 2400."."""
    names = [p.name for p in state_players]
    who = names[entry.seat]
    e = entry.effect
    sp = board.space(entry.to)
    head = f"{who} rolled {entry.dice[0]}+{entry.dice[1]}={entry.total}, {entry.start} -> {entry.to} {sp.name}: "
    if e.kind == "buy":
        if e.bought:
            what = f"bought for {e.price}."
        elif e.why == "declined":
            what = f"declined to buy it for {e.price}."
        else:
            what = f"cannot afford {e.price}."
    elif e.kind == "rent":
        owner = names[e.owner] if e.owner is not None else "?"
        what = (
            f"paid {e.paid} rent to {owner}."
            if e.paid == e.due
            else f"{verb(who, 'owes', 'owe')} {e.due} rent to {owner}, {verb(who, 'pays', 'pay')} all {e.paid}."
        )
    elif e.kind == "tax":
        what = (
            f"paid {e.paid} tax."
            if e.paid == e.due
            else f"{verb(who, 'owes', 'owe')} {e.due} tax, {verb(who, 'pays', 'pay')} all {e.paid}."
        )
    elif e.kind == "own":
        what = "own plot, nothing to pay."
    else:
        what = "a Refuge, nothing happens."
    if entry.eliminated:
        what += f" {who} {verb(who, 'is', 'are')} out" + (
            f"; {', '.join(map(str, entry.released))} back to the bank." if entry.released else "."
        )
    return head + what


def describe_roll(state_players: Sequence[PlayerSpec], rolled: Rolled) -> str:
    """A roll that waits for the buy decision: "Bo rolled 5+1=6, 7 -> 13 Silver Fjord:
    buy it for 2400, or decline?"."""
    sp = board.space(rolled.to)
    who = state_players[rolled.seat].name
    return (
        f"{who} rolled {rolled.dice[0]}+{rolled.dice[1]}={rolled.dice[0] + rolled.dice[1]}, "
        f"{rolled.start} -> {rolled.to} {sp.name}: buy it for {sp.price}, or decline?"
    )
