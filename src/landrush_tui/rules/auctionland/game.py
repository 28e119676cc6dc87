"""Auction Land's settings, state and turn (spec sections 2, 4, 5, 6, 7): pure and frozen.

One seat decides at a time. The decisions, by ``State.step``:

- ``"take"``: a market position p (1-based) for the build, the lot or a bonus
  (spec 5.1: 1 <= p <= market length and p - 1 <= money);
- ``"place"``: ``(x, y, rotation)`` on the seat's own island (spec 5.2);
- ``"call"``: a bid (high < b <= money) or ``PASS`` (0) in the open auction (6.2);
- ``"hammer"``: ``"sell"`` or ``"buy_back"`` (6.3).

Everything the rules do without asking happens inside ``apply``: forced passes
(money <= high), the sale when the auctioneer cannot afford the buy-back, the
lot going to the box on a full island, lost bonuses, the refill and the end.
The only randomness is the setup (``stream(seed, "auctionland", "first")`` and
``"stack"``).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import attrs

from ..errors import InvalidSettings, RulesError, asked
from ..game import SeatedState
from ..players import PlayerSpec, Seated, check_table, seat_tuple, verb
from ..rng import stream
from . import island, tiles
from .island import Placed

GAME = "auctionland"
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MARKET_SIZES = (6, 7, 8, 9, 10)
HIDDEN, VISIBLE = "hidden", "visible"

TAKE, PLACE, CALL, HAMMER = "take", "place", "call", "hammer"
BUILD, LOT, BONUS = "build", "lot", "bonus"
PASS = 0
SELL, BUY_BACK, NO_BIDS = "sell", "buy_back", "no_bids"
ISLAND_FULL, MARKET_EMPTY = "island_full", "market_empty"


class AuctionLandError(RulesError):
    """A decision the rules refuse (the state is unchanged)."""


@attrs.frozen
class Settings(Seated):
    players: tuple[PlayerSpec, ...] = attrs.field(converter=seat_tuple)
    market_size: int = 8
    money: str = HIDDEN
    seed: int = 0

    def __attrs_post_init__(self) -> None:
        check_table("Auction Land", self.players, MIN_PLAYERS, MAX_PLAYERS, self.seed)
        if type(self.market_size) is not int or self.market_size not in MARKET_SIZES:
            raise InvalidSettings(f"the market holds 6 to 10 tiles, not {self.market_size!r}")
        if self.money not in (HIDDEN, VISIBLE):
            raise InvalidSettings(f"money is 'hidden' or 'visible', not {self.money!r}")

    @property
    def hidden(self) -> bool:
        return self.money == HIDDEN


@attrs.frozen
class Action:
    """One record action: its keys and values in the spec's order (``act`` first)."""

    items: tuple[tuple[str, Any], ...]

    @classmethod
    def of(cls, act: str, **values: Any) -> "Action":
        return cls((("act", act), *values.items()))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.items:
            if k == key:
                return v
        return default

    @property
    def act(self) -> str:
        return str(self.items[0][1])

    def data(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.items}


@attrs.frozen
class TurnLog:
    """One finished turn, as the record holds it."""

    turn: int
    active: int
    actions: tuple[Action, ...]
    refill: tuple[int, ...]
    money: tuple[int, ...]
    market: tuple[tuple[int, int], ...]
    stack_left: int
    game_over: bool


@attrs.frozen
class State(SeatedState):
    settings: Settings
    first: int
    start_money: tuple[int, ...]
    deck: tuple[int, ...]  # the whole stack after the shuffle, draw order (setup.stack)
    opening: tuple[int, ...]  # the market after the icon sort (setup.market)
    stack: tuple[int, ...]  # still face down, front first
    market: tuple[tuple[int, int], ...]  # (tile, coins), position 1 first
    money: tuple[int, ...]
    islands: tuple[tuple[Placed, ...], ...]
    turn: int
    active: int
    step: str  # take | place | call | hammer | over
    seat: int | None  # who decides now
    purpose: str = BUILD  # take / place: build | lot | bonus
    tile: int | None = None  # the tile being placed
    stage: str = BUILD  # build | auction: where the turn goes after a placement
    lot: int | None = None
    high: int = 0
    leader: int | None = None
    ins: tuple[int, ...] = ()  # bidders still in, clockwise from the active seat's left
    caller: int | None = None  # the last seat called
    marks: tuple[int, ...] = ()  # seats that earned their bonus this turn
    actions: tuple[Action, ...] = ()  # this turn so far
    history: tuple[TurnLog, ...] = ()
    last_human: int | None = None  # the seat of the last human decision (hand-overs)
    boxed: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    def grid(self, seat: int) -> dict[tuple[int, int], tuple[int, int]]:
        return island.grid_of(self.islands[seat])

    def occupied(self, seat: int) -> list[tuple[int, int]]:
        return [p.at for p in self.islands[seat]]

    def full(self, seat: int) -> bool:
        return len(self.islands[seat]) >= island.FULL

    @property
    def bidders(self) -> tuple[int, ...]:
        return tuple((self.active + k) % self.n for k in range(1, self.n))

    @property
    def outs(self) -> tuple[int, ...]:
        return tuple(s for s in self.bidders if s not in self.ins)


# --- setup (spec 4) -------------------------------------------------------------


def make_settings(players: Sequence[PlayerSpec], seed: int, market_size: int = 8, money: str = HIDDEN) -> Settings:
    return Settings(players, market_size, money, seed)


def start_money(first: int, n: int) -> tuple[int, ...]:
    """$10 + $2 per seat of distance from the first seat, clockwise."""
    return tuple(10 + 2 * ((s - first) % n) for s in range(n))


def sort_market(drawn: Sequence[int]) -> tuple[int, ...]:
    """The opening market: stable-sorted by icon count, fewest first."""
    return tuple(sorted(drawn, key=tiles.icon_count))


def new_game(settings: Settings) -> State:
    n = settings.n
    first = stream(settings.seed, GAME, "first").randrange(n)
    deck = list(tiles.ALL_TILES)
    stream(settings.seed, GAME, "stack").shuffle(deck)
    m = settings.market_size
    opening = sort_market(deck[:m])
    money = start_money(first, n)
    return State(
        settings,
        first,
        money,
        tuple(deck),
        opening,
        tuple(deck[m:]),
        tuple((t, 0) for t in opening),
        money,
        ((),) * n,
        1,
        first,
        TAKE,
        first,
        BUILD,
        None,
        BUILD,
    )


# --- asking --------------------------------------------------------------------


def ask_of(state: State) -> tuple[int, str] | None:
    """(seat, step) to decide now, or None once over."""
    if state.is_over or state.seat is None:
        return None
    return state.seat, state.step


def max_position(state: State, seat: int) -> int:
    """The farthest market position the seat may take (p - 1 <= money)."""
    return min(len(state.market), state.money[seat] + 1)


def take_pays(state: State, position: int) -> tuple[int, int]:
    """(paid onto skipped tiles, coins collected) for taking ``position``."""
    return position - 1, state.market[position - 1][1]


def legal_places(state: State) -> list[tuple[int, int]]:
    return island.legal_positions(state.occupied(state.seat)) if state.step == PLACE and state.seat is not None else []


def options(state: State) -> list[Any]:
    """Every legal decision now (placements as (x, y, r))."""
    ask = ask_of(state)
    if ask is None:
        return []
    seat, step = ask
    if step == TAKE:
        return list(range(1, max_position(state, seat) + 1))
    if step == PLACE:
        return [(x, y, r) for x, y in legal_places(state) for r in range(4)]
    if step == CALL:
        return [PASS, *range(state.high + 1, state.money[seat] + 1)]
    return [SELL, BUY_BACK] if state.money[state.active] >= state.high + 1 else [SELL]


Decision = int | str | tuple[int, int, int]  # a position or bid (0: pass), (x, y, rotation), sell / buy_back


def check(state: State, seat: int, decision: Any) -> Decision:
    """The decision (normalised) if the rules accept it from ``seat`` now; else
    an AuctionLandError saying why."""
    step = asked(ask_of(state), seat, [p.name for p in state.settings.players], "decision")
    name = state.settings.players[seat].name
    if step == TAKE:
        if type(decision) is not int:
            raise AuctionLandError(f"{name} must take a market position (a number), not {decision!r}")
        if not 1 <= decision <= len(state.market):
            raise AuctionLandError(f"the market has positions 1 to {len(state.market)}, not {decision}")
        if decision - 1 > state.money[seat]:
            raise AuctionLandError(
                f"position {decision} costs ${decision - 1} in skips: {name} has ${state.money[seat]}"
            )
        return decision
    if step == PLACE:
        if not isinstance(decision, (tuple, list)) or len(decision) != 3 or any(type(v) is not int for v in decision):
            raise AuctionLandError(f"a placement is (x, y, rotation), not {decision!r}")
        x, y, r = decision
        if not 0 <= r <= 3:
            raise AuctionLandError(f"rotation is 0 to 3 quarter turns, not {r}")
        if (x, y) not in legal_places(state):
            if not state.islands[seat]:
                raise AuctionLandError("the first tile of an island lies at (0, 0)")
            if (x, y) in state.grid(seat):
                raise AuctionLandError(f"({x}, {y}) already holds a tile")
            raise AuctionLandError(f"({x}, {y}) must touch the island by a side and keep it within 4 x 4")
        return (x, y, r)
    if step == CALL:
        if type(decision) is not int:
            raise AuctionLandError(f"a call is a bid in dollars or 0 to pass, not {decision!r}")
        if decision == PASS:
            return PASS
        if decision <= state.high:
            raise AuctionLandError(f"a bid must be above the high bid of ${state.high}, not ${decision}")
        if decision > state.money[seat]:
            raise AuctionLandError(f"{name} cannot bid ${decision}: only ${state.money[seat]} to bid with")
        return decision
    if decision not in (SELL, BUY_BACK):
        raise AuctionLandError(f"the auctioneer must sell or buy_back, not {decision!r}")
    if decision == BUY_BACK and state.money[seat] < state.high + 1:
        raise AuctionLandError(f"buying back costs ${state.high + 1}: {name} has ${state.money[seat]}")
    return str(decision)


# --- playing -------------------------------------------------------------------


def apply(state: State, seat: int, decision: Any) -> tuple[State, tuple[Action, ...]]:
    """Play one decision and everything the rules then do by themselves, up to
    the next decision (or the end). The report is the actions that happened."""
    decision = check(state, seat, decision)
    done = len(state.actions)
    turns = len(state.history)
    if state.settings.players[seat].kind.value == "human":
        # Spec 8 (amended): only a private decision leaves the keyboard with its seat; a
        # placement is made in front of everyone, so the seat's next private screen
        # needs a hand-over again.
        state = attrs.evolve(state, last_human=None if state.step == PLACE else seat)
    if state.step == TAKE:
        state = _take(state, seat, decision)
    elif state.step == PLACE:
        state = _place(state, seat, decision)
    elif state.step == CALL:
        state = _call(state, seat, decision)
    else:
        state = _hammer(state, decision)
    if len(state.history) > turns:  # the turn ended: its actions are in its log
        report = state.history[turns].actions[done:] + state.actions
    else:
        report = state.actions[done:]
    return state, report


def _log(state: State, act: str, **values: Any) -> State:
    return attrs.evolve(state, actions=state.actions + (Action.of(act, **values),))


def _take(state: State, seat: int, p: int) -> State:
    """Spec 5.1: $1 onto each skipped tile, then the coins on the taken tile;
    the tiles behind move up."""
    market = list(state.market)
    money = list(state.money)
    money[seat] -= p - 1
    for i in range(p - 1):
        market[i] = (market[i][0], market[i][1] + 1)
    tile, coins = market.pop(p - 1)
    money[seat] += coins
    purpose = state.purpose
    state = attrs.evolve(state, market=tuple(market), money=tuple(money))
    state = _log(state, TAKE, seat=seat, **{"for": purpose}, position=p, tile=tile, paid=p - 1, collected=coins)
    if purpose == LOT:
        state = attrs.evolve(state, lot=tile, high=0, leader=None, ins=state.bidders, caller=None, step=CALL)
        return _next_call(state)
    return _to_place(state, seat, tile, purpose)


def _to_place(state: State, seat: int, tile: int, purpose: str) -> State:
    """The seat must now place the tile; on a full island it goes to the box."""
    if state.full(seat):
        state = _log(state, "box", seat=seat, tile=tile)
        state = attrs.evolve(state, boxed=state.boxed + (tile,))
        return _after_placement(state)
    return attrs.evolve(state, step=PLACE, seat=seat, tile=tile, purpose=purpose)


def _place(state: State, seat: int, decision: tuple[int, int, int]) -> State:
    """Spec 5.2 with the bonus check: a 4th tile in a row or column earns the
    seat's one bonus of the turn (lost when its island is full or the market empty)."""
    x, y, r = decision
    tile = state.tile
    assert tile is not None
    row, column = island.line_counts(state.occupied(seat), (x, y))
    islands = list(state.islands)
    islands[seat] = islands[seat] + (Placed(tile, (x, y), r),)
    earned = (row == island.SIDE or column == island.SIDE) and seat not in state.marks
    state = attrs.evolve(state, islands=tuple(islands), tile=None)
    state = _log(state, PLACE, seat=seat, tile=tile, at=(x, y), rotation=r, row=row, column=column, bonus=earned)
    if not earned:
        return _after_placement(state)
    state = attrs.evolve(state, marks=state.marks + (seat,))
    if state.full(seat):
        return _after_placement(_log(state, "bonus_lost", seat=seat, reason=ISLAND_FULL))
    if not state.market:
        return _after_placement(_log(state, "bonus_lost", seat=seat, reason=MARKET_EMPTY))
    return attrs.evolve(state, step=TAKE, seat=seat, purpose=BONUS)


def _after_placement(state: State) -> State:
    """After the build (and its bonus): the auction; after the lot: the end of the turn."""
    if state.stage == BUILD:
        state = attrs.evolve(state, stage="auction")
        if not state.market:
            return _end_turn(state)
        return attrs.evolve(state, step=TAKE, seat=state.active, purpose=LOT)
    return _end_turn(state)


def next_caller(state: State) -> int | None:
    """Spec 6.2: the first bidder after the previous caller, clockwise, who is
    in and not the leader; None when nobody is in or only the leader is."""
    ins = state.ins
    if not ins or (len(ins) == 1 and ins[0] == state.leader):
        return None
    order = state.bidders
    start = 0 if state.caller is None else order.index(state.caller) + 1
    for k in range(len(order)):
        s = order[(start + k) % len(order)]
        if s in ins and s != state.leader:
            return s
    return None


def _next_call(state: State) -> State:
    """Call the next bidder; one whose money is <= the high bid passes by force."""
    while True:
        caller = next_caller(state)
        if caller is None:
            return _to_hammer(state)
        if state.money[caller] <= state.high:
            state = _log(state, CALL, seat=caller, bid=None, forced=True)
            state = attrs.evolve(state, ins=tuple(s for s in state.ins if s != caller), caller=caller)
            continue
        return attrs.evolve(state, step=CALL, seat=caller)


def _call(state: State, seat: int, bid: int) -> State:
    if bid == PASS:
        state = _log(state, CALL, seat=seat, bid=None, forced=False)
        state = attrs.evolve(state, ins=tuple(s for s in state.ins if s != seat), caller=seat)
    else:
        state = _log(state, CALL, seat=seat, bid=bid, forced=False)
        state = attrs.evolve(state, high=bid, leader=seat, caller=seat)
    return _next_call(state)


def _to_hammer(state: State) -> State:
    """No bids: the auctioneer places the lot free. A leader: the auctioneer
    chooses, unless the buy-back (high + 1) is out of reach: then it sells."""
    a = state.active
    lot = state.lot
    assert lot is not None
    if state.leader is None:
        state = _log(state, HAMMER, leader=None, high=0, choice=NO_BIDS, payer=None, payee=None, amount=0)
        return _to_place(attrs.evolve(state, ins=()), a, lot, LOT)
    if state.money[a] < state.high + 1 and not (state.settings.hidden and not state.settings.players[a].is_ai):
        return _hammer(state, SELL)
    # With hidden money a human auctioneer is asked even when the buy-back is out of
    # reach (only "sell" is accepted): a sale without the usual hand-over and private
    # screen would tell the table that seat's money (spec 8).
    return attrs.evolve(state, step=HAMMER, seat=a)


def _hammer(state: State, choice: str) -> State:
    a, leader, h = state.active, state.leader, state.high
    lot = state.lot
    assert leader is not None and lot is not None
    money = list(state.money)
    if choice == SELL:
        payer, payee, amount, gets = leader, a, h, leader
    else:
        payer, payee, amount, gets = a, leader, h + 1, a
    money[payer] -= amount
    money[payee] += amount
    state = attrs.evolve(state, money=tuple(money))
    state = _log(state, HAMMER, leader=leader, high=h, choice=choice, payer=payer, payee=payee, amount=amount)
    return _to_place(state, gets, lot, LOT)


def _end_turn(state: State) -> State:
    """Spec 6.4: a full island ends the game (no refill); else refill unsorted
    from the stack; an empty market ends it too; else the next seat clockwise."""
    over = any(state.full(s) for s in range(state.n))
    refill: tuple[int, ...] = ()
    market, stack = state.market, state.stack
    if not over:
        k = max(0, min(state.settings.market_size - len(market), len(stack)))
        refill = stack[:k]
        market = market + tuple((t, 0) for t in refill)
        stack = stack[k:]
        over = not market
    log = TurnLog(state.turn, state.active, state.actions, refill, state.money, market, len(stack), over)
    state = attrs.evolve(
        state,
        market=market,
        stack=stack,
        history=state.history + (log,),
        actions=(),
        marks=(),
        lot=None,
        high=0,
        leader=None,
        ins=(),
        caller=None,
        tile=None,
        stage=BUILD,
        purpose=BUILD,
    )
    if over:
        return attrs.evolve(state, step="over", seat=None)
    nxt = (state.active + 1) % state.n
    return attrs.evolve(state, turn=state.turn + 1, active=nxt, step=TAKE, seat=nxt)


# --- scoring (spec 7) -------------------------------------------------------------


@attrs.frozen
class SeatScore:
    seat: int
    figures: island.IslandScore
    icons: tuple[int, int, int]  # P, L, M
    icon_points: tuple[int, int, int]
    total: int
    money: int

    def data(self) -> dict[str, Any]:
        f = self.figures
        return {
            "seat": self.seat,
            "beach_tiles": f.beach_tiles,
            "beaches": f.beaches,
            "park_tiles": f.park_tiles,
            "theme_park": f.theme_park,
            "gardens": f.gardens,
            "houses": f.houses,
            "gardens_houses": f.gardens_houses,
            "icons": dict(zip(tiles.ICONS, self.icons, strict=False)),
            "icon_points": dict(zip(tiles.ICONS, self.icon_points, strict=False)),
            "total": self.total,
            "money": self.money,
        }


def score_all(islands: Sequence[Iterable[Placed]], money: Sequence[int]) -> tuple[SeatScore, ...]:
    """Every seat's four categories and total."""
    lists = [list(i) for i in islands]
    counts = [island.icon_counts(i) for i in lists]
    awards = {icon: island.icon_awards([c[icon] for c in counts]) for icon in tiles.ICONS}
    out = []
    for s, isl in enumerate(lists):
        fig = island.score_island(island.grid_of(isl))
        ic = tuple(counts[s][i] for i in tiles.ICONS)
        pts = tuple(awards[i][s] for i in tiles.ICONS)
        total = fig.beaches + fig.theme_park + fig.gardens_houses + sum(pts)
        out.append(SeatScore(s, fig, ic, pts, total, money[s]))  # type: ignore[arg-type]
    return tuple(out)


def scores_of(state: State) -> tuple[SeatScore, ...]:
    return score_all(state.islands, state.money)


def winners_of(scores: Sequence[SeatScore]) -> tuple[int, ...]:
    """Highest total; ties: more money; still equal: shared (ascending seats)."""
    best = max((s.total, s.money) for s in scores)
    return tuple(s.seat for s in scores if (s.total, s.money) == best)


def winners(state: State) -> tuple[int, ...]:
    return winners_of(scores_of(state)) if state.is_over else ()


def final_ranks(state: State) -> tuple[int, ...]:
    """1 = best (competition ranking by total, then money)."""
    sc = scores_of(state)
    keys = [(s.total, s.money) for s in sc]
    return tuple(1 + sum(1 for o in keys if o > k) for k in keys)


# --- words ------------------------------------------------------------------------


def describe(names: Sequence[str], a: Action, reveal: bool = False) -> str:
    """One action in words ("Ann took pos 6 as lot (paid $5, got $0)."); ``reveal``
    (a finished game) says which passes the rules made."""
    act = a.act
    who = names[a.get("seat")] if a.get("seat") is not None else ""
    if act == TAKE:
        purpose = {BUILD: "to build", LOT: "as lot", BONUS: "as bonus"}[a.get("for")]
        return (
            f"{who} took pos {a.get('position')} {purpose}: {tiles.layout(a.get('tile'))} "
            f"(paid ${a.get('paid')}, got ${a.get('collected')})."
        )
    if act == PLACE:
        x, y = a.get("at")
        bonus = " Bonus!" if a.get("bonus") else ""
        return f"{who} placed {tiles.layout(a.get('tile'))} at ({x},{y}) r{a.get('rotation')}.{bonus}"
    if act == CALL:
        if a.get("bid") is None:
            # A forced pass reads as a chosen one: which it was would tell the seat's money (spec 8).
            forced = " (cannot beat the high bid)" if reveal and a.get("forced") else ""
            return f"{who} {verb(who, 'passes', 'pass')}{forced}."
        return f"{who} {verb(who, 'bids', 'bid')} ${a.get('bid')}."
    if act == HAMMER:
        if a.get("choice") == NO_BIDS:
            return "No bids: the auctioneer keeps the lot free."
        leader = names[a.get("leader")]
        if a.get("choice") == SELL:
            return f"Sold to {leader} for ${a.get('amount')}."
        payer = names[a.get("payer")]
        return f"Bought back: {payer} {verb(payer, 'pays', 'pay')} {leader} ${a.get('amount')}."
    if act == "box":
        return f"{_whose(who)} island is full: the tile goes to the box."
    if act == "bonus_lost":
        why = "island full" if a.get("reason") == ISLAND_FULL else "market empty"
        return f"{_whose(who)} bonus is lost ({why})."
    return act


def _whose(name: str) -> str:
    """ "Ann's", or "Your" for a seat called You."""
    return verb(name, f"{name}'s", "Your")
