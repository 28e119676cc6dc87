"""Ley of the Land's settings, state and round (spec sections 2, 4, 5, 6):
pure and frozen.

A round is two steps. The bidding step asks every seat at once, in secret,
for a bid (a whole number 0..money); ``apply_bids`` makes everyone pay and
sorts the action order. The action step asks one seat at a time, in that
order, for an ``Action``; the last one also ends the round (discard, refill,
end check, the marker moves on). The only draws are the stack shuffle and
the first marker holder, both at setup.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import attrs

from ..errors import GameOver, NotYourTurn, RulesError
from ..game import EndingState
from ..players import PlayerSpec, SeatsAndSeed, verb
from ..rng import stream
from . import tiles
from .tiles import GREEN, YELLOW, Board

GAME = "leyland"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
START_MONEY = 10
SLOTS = 5
BONUS = 12
REAP_MONEY = 3

ACQUIRE, FROLIC, SOW, REAP, INVEST, PASS = "acquire", "frolic", "sow", "reap", "invest", "pass"
EXCLUSIVE = (FROLIC, SOW, REAP, INVEST)
ACTIONS = (ACQUIRE, FROLIC, SOW, REAP, INVEST, PASS)
ASK_BID, ASK_ACTION = "bid", "action"


class LeylandError(RulesError):
    """A Ley of the Land decision the rules refuse (the state is unchanged)."""


class IllegalAction(LeylandError):
    """An action the rules do not allow now, with the reason."""


class IllegalPlacement(IllegalAction):
    """A tile that does not fit where it was put."""


@attrs.frozen
class Settings(SeatsAndSeed):
    title, min_players, max_players = "Ley of the Land", MIN_PLAYERS, MAX_PLAYERS


@attrs.frozen
class Action:
    """A seat's action decision.

    ``acquire`` needs ``slot`` (1..5), ``at`` (x, y) and ``rotation`` (0..3).
    ``frolic`` / ``sow`` take ``sections`` only when the seat must choose
    (fewer cubes in reserve than eligible sections); otherwise ``sections``
    is None or exactly every eligible section. ``reap`` takes ``section`` when
    two or more sections hold wheat (None picks the only one, or none).
    """

    do: str
    slot: int | None = None
    at: tuple[int, int] | None = None
    rotation: int | None = None
    sections: tuple[int, ...] | None = None
    section: int | None = None


@attrs.frozen
class Placed:
    """A complete section of a seat's board and the cubes on it."""

    section: int
    colour: str
    cubes: int
    capacity: int


@attrs.frozen
class Completion:
    """A section completed by a placement (the record's ``completed`` entry)."""

    section: int
    colour: str
    triangles: int
    diamonds: int
    special: int

    @property
    def cubes(self) -> int:
        return self.diamonds + self.special


@attrs.frozen
class Done:
    """An action as played (the record's action entry)."""

    seat: int
    do: str
    slot: int | None = None
    tile: int | None = None
    at: tuple[int, int] | None = None
    rotation: int | None = None
    completed: tuple[Completion, ...] = ()
    sections: tuple[int, ...] = ()
    section: int | None = None
    gained: int = 0


@attrs.frozen
class SeatFigures:
    money: int
    faerie: int
    wheat: int
    placed: tuple[Placed, ...]
    tiles: int


@attrs.frozen
class Reveal:
    """The report of the bidding step: the bids paid and the action order."""

    round: int
    marker: int
    bids: tuple[int, ...]
    order: tuple[int, ...]


@attrs.frozen
class RoundEntry(Reveal):
    """One whole round, as the record holds it (spec 9): its bids as revealed,
    then what the round did."""

    actions: tuple[Done, ...]
    discarded: int | None
    refill: tuple[tuple[int, int], ...]
    market: tuple[int | None, ...]
    stack_left: int
    seats: tuple[SeatFigures, ...]
    game_over: bool


@attrs.frozen
class Acted:
    """The report of one action; ``round_end`` once it was the round's last."""

    done: Done
    round_end: RoundEntry | None = None


@attrs.frozen
class Score:
    seat: int
    money: int
    cubes: int
    largest: int
    bonus: int
    total: int


@attrs.frozen
class State(EndingState):
    settings: Settings
    setup_stack: tuple[int, ...]  # all 36 tiles in draw order (record only: hidden from players)
    first_marker: int
    stack: tuple[int, ...]  # still face down, front first
    market: tuple[int | None, ...]  # slots 1..5
    marker: int
    money: tuple[int, ...]
    faerie: tuple[int, ...]  # reserves
    wheat: tuple[int, ...]
    boards: tuple[Board, ...]
    placed: tuple[tuple[Placed, ...], ...]  # complete sections per seat, ascending id
    round: int = 1
    bids: tuple[int, ...] | None = None  # this round's bids once revealed
    order: tuple[int, ...] = ()
    actions: tuple[Done, ...] = ()  # this round's actions so far
    history: tuple[RoundEntry, ...] = ()
    end: str | None = None  # board_full | stock_out

    @property
    def turn(self) -> int:
        """The round (the shared hand-over screen names the turn)."""
        return self.round

    @property
    def bidding(self) -> bool:
        return not self.is_over and self.bids is None

    @property
    def to_act(self) -> int | None:
        """The seat whose action is asked now (None while bidding or once over)."""
        if self.is_over or self.bids is None:
            return None
        return self.order[len(self.actions)]

    @property
    def last_seat(self) -> int | None:
        return self.order[-1] if self.order else None

    @property
    def taken(self) -> tuple[str, ...]:
        """The exclusive actions already chosen this round."""
        return tuple(d.do for d in self.actions if d.do in EXCLUSIVE)

    def names(self) -> list[str]:
        return [p.name for p in self.settings.players]

    def cubes_placed(self, seat: int, colour: str) -> int:
        return sum(p.cubes for p in self.placed[seat] if p.colour == colour)

    def largest(self, seat: int) -> int:
        return tiles.largest(self.boards[seat])


# --- setup ---------------------------------------------------------------------------


def shuffled_stack(seed: int) -> list[int]:
    stack = list(range(tiles.TILE_COUNT))
    stream(seed, GAME, "stack").shuffle(stack)
    return stack


def first_marker(seed: int, n: int) -> int:
    return stream(seed, GAME, "first").randrange(n)


def make_settings(players: Sequence[PlayerSpec], seed: int, **values: Any) -> Settings:
    if values:
        raise LeylandError(f"Ley of the Land has no setting {', '.join(sorted(values))}")
    return Settings(tuple(players), seed)


def new_game(settings: Settings) -> State:
    """Spec 4: 10 money each, empty boards, the shuffled stack, 5 tiles to the
    market, the marker to a drawn seat."""
    n = settings.n
    stack = shuffled_stack(settings.seed)
    marker = first_marker(settings.seed, n)
    return State(
        settings,
        tuple(stack),
        marker,
        tuple(stack[SLOTS:]),
        tuple(stack[:SLOTS]),
        marker,
        (START_MONEY,) * n,
        (0,) * n,
        (0,) * n,
        (tiles.EMPTY_BOARD,) * n,
        ((),) * n,
    )


# --- bidding -------------------------------------------------------------------------


def bid_order(bids: Sequence[int], marker: int) -> tuple[int, ...]:
    """Spec 5.1.3: highest bid first; equal bids clockwise from the marker holder."""
    n = len(bids)
    return tuple(sorted(range(n), key=lambda s: (-bids[s], (s - marker) % n)))


def check_bid(state: State, seat: int, bid: Any) -> int:
    """The bid if the rules accept it: a whole number from 0 to the seat's money."""
    if state.is_over:
        raise GameOver("the game is over: there is nothing to bid for")
    if not state.bidding:
        raise NotYourTurn(f"round {state.round} is in its action phase: no bids now")
    if not 0 <= seat < state.n:
        raise NotYourTurn(f"there is no seat {seat}")
    if type(bid) is not int:
        raise IllegalAction(f"a bid is a whole number, not {bid!r}")
    money = state.money[seat]
    if not 0 <= bid <= money:
        raise IllegalAction(f"{state.names()[seat]} may bid 0 to {money} (their money), not {bid}")
    return bid


def apply_bids(state: State, bids: Mapping[int, Any]) -> tuple[State, Reveal]:
    """Spec 5.1: every seat pays its bid; the action order is sorted."""
    if not state.bidding:
        raise NotYourTurn("the bids of this round are already in")
    if sorted(bids) != list(range(state.n)):
        raise LeylandError(f"every seat bids at once: expected seats 0..{state.n - 1}, got {sorted(bids)}")
    row = tuple(check_bid(state, s, bids[s]) for s in range(state.n))
    order = bid_order(row, state.marker)
    money = tuple(m - b for m, b in zip(state.money, row, strict=False))
    after = attrs.evolve(state, money=money, bids=row, order=order, actions=())
    return after, Reveal(state.round, state.marker, row, order)


# --- actions -------------------------------------------------------------------------


def eligible(state: State, seat: int, colour: str) -> tuple[int, ...]:
    """Complete sections of this colour with room for another cube (Frolic: green, Sow: yellow)."""
    return tuple(p.section for p in state.placed[seat] if p.colour == colour and p.cubes < p.capacity)


def wheat_sections(state: State, seat: int) -> tuple[int, ...]:
    """Sections holding at least one wheat cube (what Reap may take from)."""
    return tuple(p.section for p in state.placed[seat] if p.colour == YELLOW and p.cubes > 0)


def acquirable(state: State, seat: int) -> list[int]:
    """Market slots (1..5) whose tile has a legal placement on the seat's board."""
    board = state.boards[seat]
    if tiles.is_full(board):
        return []
    return [i + 1 for i, t in enumerate(state.market) if t is not None and tiles.can_place(board, t)]


def available(state: State, seat: int) -> tuple[str, ...]:
    """The actions the seat may choose now, in the spec's order (spec 5.2)."""
    taken = state.taken
    out = []
    if acquirable(state, seat):
        out.append(ACQUIRE)
    out += [a for a in EXCLUSIVE if a not in taken]
    out.append(PASS)
    return tuple(out)


def _sections_choice(state: State, seat: int, colour: str, reserve: int, chosen: Any, what: str) -> tuple[int, ...]:
    options = eligible(state, seat, colour)
    k = min(reserve, len(options))
    if chosen is None:
        if 0 < k < len(options):
            raise IllegalAction(
                f"{what}: choose {k} of the sections {list(options)} "
                f"(only {reserve} cube{'s' if reserve != 1 else ''} in reserve)"
            )
        return options[:k]
    if not isinstance(chosen, tuple) or any(type(c) is not int for c in chosen):
        raise IllegalAction(f"{what}: sections must be section ids, not {chosen!r}")
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(f"{what}: a section may get only one cube, {list(chosen)} repeats one")
    bad = [c for c in chosen if c not in options]
    if bad:
        raise IllegalAction(f"{what}: section {bad[0]} is not one of the eligible sections {list(options)}")
    if len(chosen) != k:
        raise IllegalAction(
            f"{what}: exactly {k} section{'s' if k != 1 else ''} of {list(options)} get a cube, not {len(chosen)}"
        )
    return tuple(sorted(chosen))


def check_action(state: State, seat: int, action: Any) -> Action:
    """The action (normalised) if the rules accept it from ``seat`` now; else a
    LeylandError that says why."""
    if state.is_over:
        raise GameOver("the game is over: there is nothing to decide")
    if state.bidding:
        raise NotYourTurn(f"round {state.round} is still in its bidding phase")
    if seat != state.to_act:
        who = state.names()[state.to_act or 0]
        raise NotYourTurn(f"it is {who}'s turn to act (seat {state.to_act}), not seat {seat}'s")
    if not isinstance(action, Action) or action.do not in ACTIONS:
        raise IllegalAction(f"an action is one of {', '.join(ACTIONS)}, not {action!r}")
    name = state.names()[seat]
    do = action.do
    if do in EXCLUSIVE and do in state.taken:
        who = next(state.names()[d.seat] for d in state.actions if d.do == do)
        raise IllegalAction(f"{do.capitalize()} is taken this round (by {who})")
    if do == ACQUIRE:
        slot, at, r = action.slot, action.at, action.rotation
        if type(slot) is not int or not 1 <= slot <= SLOTS:
            raise IllegalAction(f"acquire: the slot is 1 to {SLOTS}, not {slot!r}")
        tile = state.market[slot - 1]
        if tile is None:
            raise IllegalAction(f"acquire: slot {slot} is empty this round")
        if not (isinstance(at, tuple) and len(at) == 2 and all(type(v) is int for v in at)):
            raise IllegalAction(f"acquire: the space is (x, y), not {at!r}")
        if type(r) is not int:
            raise IllegalAction(f"acquire: the rotation is 0 to 3, not {r!r}")
        board = state.boards[seat]
        if tiles.is_full(board):
            raise IllegalPlacement(f"{name}'s board is full")
        problem = tiles.placement_problem(board, tile, at[0], at[1], r)
        if problem:
            where = tiles.square(*at) if all(0 <= v < tiles.SIZE for v in at) else str(at)
            raise IllegalPlacement(
                f"the {tiles.tile_words(tile)} tile cannot go on {where} with rotation {r}: {problem}"
            )
        return Action(ACQUIRE, slot, (at[0], at[1]), r)
    if do in (FROLIC, SOW):
        colour, reserve = (GREEN, state.faerie[seat]) if do == FROLIC else (YELLOW, state.wheat[seat])
        chosen = _sections_choice(state, seat, colour, reserve, action.sections, do.capitalize())
        return Action(do, sections=chosen)
    if do == REAP:
        options = wheat_sections(state, seat)
        sec = action.section
        if sec is None:
            if len(options) > 1:
                raise IllegalAction(f"Reap: choose one of the sections holding wheat {list(options)}")
            return Action(REAP, section=options[0] if options else None)
        if sec not in options:
            raise IllegalAction(
                f"Reap: section {sec!r} holds no wheat of {name}'s"
                + (f" (choose one of {list(options)})" if options else "")
            )
        return Action(REAP, section=sec)
    if any(v is not None for v in (action.slot, action.at, action.rotation, action.sections, action.section)):
        raise IllegalAction(f"{do} takes no slot, space or section")
    return Action(do)


def _with_cubes(placed: tuple[Placed, ...], sections: Iterable[int], delta: int) -> tuple[Placed, ...]:
    chosen = set(sections)
    return tuple(attrs.evolve(p, cubes=p.cubes + delta) if p.section in chosen else p for p in placed)


def _set(row: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return row[:i] + (value,) + row[i + 1 :]


_STATE_FIELDS = tuple(f.name for f in attrs.fields(State))


def _evolve(s: State, **changes: Any) -> State:
    """``attrs.evolve`` for a State, quicker (the bots' look-ahead plays many actions)."""
    args = {name: getattr(s, name) for name in _STATE_FIELDS}
    args.update(changes)
    return State(**args)


def apply_action(state: State, seat: int, action: Any) -> tuple[State, Acted]:
    """Play one seat's action (spec 5.2, 5.3); after the round's last action,
    end the round (5.4)."""
    return apply_checked(state, seat, check_action(state, seat, action))


def apply_checked(state: State, seat: int, act: Action) -> tuple[State, Acted]:
    """``apply_action`` of an action that ``check_action`` has already accepted and
    normalised (a bot that builds only such actions may skip the check)."""
    s = state
    if act.do == ACQUIRE:
        assert act.slot is not None and act.at is not None and act.rotation is not None
        tile = s.market[act.slot - 1]
        assert tile is not None
        x, y = act.at
        board = tiles.place(s.boards[seat], tile, x, y, act.rotation)
        done_secs = tiles.newly_completed(board, x, y)
        completed = tuple(Completion(c.id, c.colour, len(c.triangles), c.diamonds, c.special) for c in done_secs)
        faerie = sum(c.cubes for c in completed if c.colour == GREEN)
        wheat = sum(c.cubes for c in completed if c.colour == YELLOW)
        placed = tuple(
            sorted(
                s.placed[seat] + tuple(Placed(c.section, c.colour, 0, c.diamonds) for c in completed),
                key=lambda p: p.section,
            )
        )
        s = _evolve(
            s,
            market=_set(s.market, act.slot - 1, None),
            boards=_set(s.boards, seat, board),
            placed=_set(s.placed, seat, placed),
            faerie=_set(s.faerie, seat, s.faerie[seat] + faerie),
            wheat=_set(s.wheat, seat, s.wheat[seat] + wheat),
        )
        done = Done(seat, ACQUIRE, act.slot, tile, act.at, act.rotation, completed)
    elif act.do in (FROLIC, SOW):
        secs = act.sections or ()
        k = len(secs)
        placed = _with_cubes(s.placed[seat], secs, 1)
        if act.do == FROLIC:
            s = _evolve(
                s,
                faerie=_set(s.faerie, seat, s.faerie[seat] - k),
                placed=_set(s.placed, seat, placed),
                money=_set(s.money, seat, s.money[seat] + k),
            )
            done = Done(seat, FROLIC, sections=secs, gained=k)
        else:
            s = _evolve(s, wheat=_set(s.wheat, seat, s.wheat[seat] - k), placed=_set(s.placed, seat, placed))
            done = Done(seat, SOW, sections=secs)
    elif act.do == REAP:
        if act.section is None:
            done = Done(seat, REAP, section=None, gained=0)
        else:
            placed = _with_cubes(s.placed[seat], (act.section,), -1)
            s = _evolve(s, placed=_set(s.placed, seat, placed), money=_set(s.money, seat, s.money[seat] + REAP_MONEY))
            done = Done(seat, REAP, section=act.section, gained=REAP_MONEY)
    elif act.do == INVEST:
        assert s.bids is not None
        gained = 2 * s.bids[seat] if seat == s.last_seat else 0
        s = _evolve(s, money=_set(s.money, seat, s.money[seat] + gained))
        done = Done(seat, INVEST, gained=gained)
    else:
        done = Done(seat, PASS)
    s = _evolve(s, actions=s.actions + (done,))
    if len(s.actions) < s.n:
        return s, Acted(done)
    s, entry = end_round(s)
    return s, Acted(done, entry)


def seat_figures(state: State, seat: int) -> SeatFigures:
    return SeatFigures(
        state.money[seat], state.faerie[seat], state.wheat[seat], state.placed[seat], tiles.tiles_on(state.boards[seat])
    )


def end_round(state: State) -> tuple[State, RoundEntry]:
    """Spec 5.4: discard slot 1 if nobody acquired, refill in slot order, check
    the end, pass the marker clockwise."""
    market = list(state.market)
    stack = list(state.stack)
    discarded = None
    if not any(d.do == ACQUIRE for d in state.actions):
        discarded = market[0]
        market[0] = None
    refill: list[tuple[int, int]] = []
    run_out = False
    for i in range(SLOTS):
        if market[i] is None:
            if stack:
                tile = stack.pop(0)
                market[i] = tile
                refill.append((i + 1, tile))
            else:
                run_out = True
    full = any(tiles.is_full(b) for b in state.boards)
    end = "board_full" if full else "stock_out" if run_out else None
    assert state.bids is not None
    s = attrs.evolve(state, market=tuple(market), stack=tuple(stack))
    entry = RoundEntry(
        state.round,
        state.marker,
        state.bids,
        state.order,
        state.actions,
        discarded,
        tuple(refill),
        tuple(market),
        len(stack),
        tuple(seat_figures(s, k) for k in range(s.n)),
        end is not None,
    )
    s = _evolve(s, history=s.history + (entry,), end=end, bids=None, order=(), actions=())
    if end is None:
        s = _evolve(s, round=s.round + 1, marker=(s.marker + 1) % s.n)
    return s, entry


# --- the seam's view of who decides ---------------------------------------------------


def ask_of(state: State) -> tuple[tuple[int, ...], str] | None:
    if state.is_over:
        return None
    if state.bidding:
        return tuple(range(state.n)), ASK_BID
    seat = state.to_act
    assert seat is not None
    return (seat,), ASK_ACTION


Decision = int | Action  # a bid while bidding, else an action


def check(state: State, seat: int, decision: Any) -> Decision:
    if state.bidding:
        return check_bid(state, seat, decision)
    return check_action(state, seat, decision)


def apply(state: State, decisions: Mapping[int, Any]) -> tuple[State, Reveal | Acted]:
    if state.is_over:
        raise GameOver("the game is over: there is nothing to decide")
    if state.bidding:
        return apply_bids(state, decisions)
    if len(decisions) != 1:
        raise LeylandError(f"one seat acts at a time, not {sorted(decisions)}")
    ((seat, action),) = decisions.items()
    return apply_action(state, seat, action)


# --- scoring ---------------------------------------------------------------------------


def bonus_shares(largest: Sequence[int]) -> tuple[int, ...]:
    """The 12-point largest-section bonus: the seats with the largest section
    (if above 0) share it evenly (12 / k for k tying seats)."""
    top = max(largest)
    if top <= 0:
        return (0,) * len(largest)
    k = sum(1 for v in largest if v == top)
    return tuple(BONUS // k if v == top else 0 for v in largest)


def scores(state: State) -> tuple[Score, ...]:
    """Spec 6: money + every faerie and wheat cube (reserve or placed) + the
    share of the 12-point bonus for the largest section."""
    big = [state.largest(s) for s in range(state.n)]
    bonus = bonus_shares(big)
    out = []
    for s in range(state.n):
        cubes = state.faerie[s] + state.wheat[s] + sum(p.cubes for p in state.placed[s])
        out.append(Score(s, state.money[s], cubes, big[s], bonus[s], state.money[s] + cubes + bonus[s]))
    return tuple(out)


def pick_winners(
    totals: Sequence[int], largest: Sequence[int], faerie: Sequence[int], wheat: Sequence[int], money: Sequence[int]
) -> tuple[tuple[int, ...], str | None]:
    """Spec 6: W = the seats with the highest total; then keep the best of W by
    largest section, faerie reserve, wheat reserve, money, stopping once one
    seat is left; still several: shared. Returns (winners ascending, tiebreak)."""
    best = max(totals)
    w = [s for s, t in enumerate(totals) if t == best]
    if len(w) == 1:
        return tuple(w), None
    for name, values in (("largest", largest), ("faerie", faerie), ("wheat", wheat), ("money", money)):
        top = max(values[s] for s in w)
        w = [s for s in w if values[s] == top]
        if len(w) == 1:
            return tuple(w), name
    return tuple(w), "shared"


def winners(state: State) -> tuple[tuple[int, ...], str | None]:
    """The winners of a finished game (ascending) and the tie-break that decided."""
    sc = scores(state)
    return pick_winners([x.total for x in sc], [x.largest for x in sc], state.faerie, state.wheat, state.money)


def final_ranks(state: State) -> tuple[int, ...]:
    """1 = best: the winners first, then the others by total and the same tie-breaks."""
    sc = scores(state)
    won = set(winners(state)[0])

    def key(s: int) -> tuple[int, ...]:
        return (1 if s in won else 0, sc[s].total, sc[s].largest, state.faerie[s], state.wheat[s], state.money[s])

    keys = [key(s) for s in range(state.n)]
    return tuple(1 + sum(1 for o in range(state.n) if keys[o] > keys[s]) for s in range(state.n))


# --- words -------------------------------------------------------------------------------


def turned(rotation: int | None) -> str:
    """A rotation in words ("" for none)."""
    return {1: "turned 90°", 2: "turned 180°", 3: "turned 270°"}.get(rotation or 0, "")


def describe_action(names: Sequence[str], d: Done, boards: Sequence[Board] | None = None) -> str:
    """An action in words, spaces and sections named as the board shows them:
    "Ann acquires the GGYY tile from slot 1 and places it on b2, turned 180°; completes
    green b1-2 c1-3 (13 triangles): +5 faerie." ``boards``: the seats' boards then or
    later (a complete section never changes); without them sections go by number."""
    who = names[d.seat]
    named = tiles.section_names(boards[d.seat]) if boards is not None else {}
    if verb(who, "s", "") == "":  # "You acquire", "Ann acquires"
        return _describe(who, d, "", named)
    return _describe(who, d, "s", named)


def _section(named: Mapping[int, str], section: int) -> str:
    return named.get(section, f"section {section}")


def _describe(who: str, d: Done, s: str, named: Mapping[int, str]) -> str:
    es = "es" if s else ""
    if d.do == ACQUIRE:
        assert d.tile is not None and d.at is not None
        words = (
            f"{who} acquire{s} the {tiles.tile_words(d.tile)} tile from slot {d.slot} "
            f"and place{s} it on {tiles.square(*d.at)}"
        )
        words += f", {turned(d.rotation)}" if d.rotation else ""
        if d.completed:
            parts = []
            for c in d.completed:
                cube = "faerie" if c.colour == GREEN else "wheat"
                tri = "triangle" if c.triangles == 1 else "triangles"
                name = named.get(c.section, f"{tiles.word(c.colour)} section {c.section}")
                parts.append(f"{name} ({c.triangles} {tri}): +{c.cubes} {cube}")
            words += f"; complete{s} " + "; ".join(parts)
        return words + "."
    if d.do in (FROLIC, SOW):
        cube = "faerie" if d.do == FROLIC else "wheat"
        if not d.sections:
            return f"{who} {d.do}{s}: no {cube} cube to place."
        k = len(d.sections)
        on = " and ".join(_section(named, sec) for sec in d.sections)
        money = f", +${d.gained}" if d.do == FROLIC else ""
        return f"{who} {d.do}{s}: {k} {cube} cube{'s' if k != 1 else ''} on {on}{money}."
    if d.do == REAP:
        if d.section is None:
            return f"{who} reap{s}: no wheat on the land, nothing happens."
        return f"{who} reap{s} a wheat cube from {_section(named, d.section)}: +${d.gained}."
    if d.do == INVEST:
        if d.gained:
            return f"{who} invest{s}: +${d.gained}."
        return f"{who} invest{s}: +$0 (Invest pays only the last seat, twice its bid)."
    return f"{who} pass{es}."


def describe_round_end(e: RoundEntry) -> list[str]:
    """The end of a round in words: the discard and the refill."""
    lines = []
    if e.discarded is not None:
        lines.append(f"Nobody acquired: the {tiles.tile_words(e.discarded)} tile in slot 1 is discarded.")
    if e.refill:
        slots = ", ".join(str(sl) for sl, _ in e.refill)
        lines.append(f"Refill: slot{'s' if len(e.refill) > 1 else ''} {slots}; {e.stack_left} left in the stack.")
    elif any(t is None for t in e.market):
        lines.append("The stack is empty: the market cannot be refilled.")
    return lines


def describe_round(names: Sequence[str], e: RoundEntry, boards: Sequence[Board] | None = None) -> list[str]:
    bids = ", ".join(f"{names[s]} {e.bids[s]}" for s in e.order)
    lines = [
        f"Round {e.round} (marker {names[e.marker]}): bids {bids}; order " + " ".join(names[s] for s in e.order) + "."
    ]
    lines += ["  " + describe_action(names, d, boards) for d in e.actions]
    lines += ["  " + line for line in describe_round_end(e)]
    return lines
