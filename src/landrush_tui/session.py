"""A game in progress between the players' decisions, for any rule set: the
rules state plus the decisions confirmed so far in this step.

The rules say who must decide now (``RuleSet.to_decide``); the session keeps
each confirmed decision until every asked seat has one, then ``resolve`` hands
them to the rules at once (secret bids made by every seat at once are one such
step). This is what the App drives and what a save file stores; the UI never
shows another seat's pending decision.
"""

from __future__ import annotations

from typing import Any

import attrs

from .rules import registry
from .rules.errors import RulesError
from .rules.game import RuleSet
from .rules.protocol import Ask


@attrs.frozen
class Session:
    state: Any
    # Confirmed decisions of this step per seat; None = not decided (or not asked).
    pending: tuple[Any, ...] = attrs.field(converter=lambda row: tuple(row))
    game: str = registry.DEFAULT
    # False from the moment a step is resolved until its report (the reveal) was
    # shown to the end: a game quit in between shows it again when resumed.
    shown: bool = True
    # The seats that conceded (every human seat at once): the game ended there, as
    # it stood; empty while it is played on.
    conceded: tuple[int, ...] = attrs.field(default=(), converter=lambda row: tuple(row))

    @classmethod
    def start(cls, state: Any, game: str = registry.DEFAULT) -> "Session":
        rules = registry.get(game)
        return cls(state, (None,) * len(rules.players(state)), game)

    @property
    def rules(self) -> RuleSet:
        return registry.get(self.game)

    @property
    def ask(self) -> Ask | None:
        """Who must decide what now; None once the game is over."""
        return None if self.conceded else self.rules.to_decide(self.state)

    @property
    def is_over(self) -> bool:
        return bool(self.conceded) or self.rules.is_over(self.state)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s, p in enumerate(self.rules.players(self.state)) if not p.is_ai)

    def concede(self) -> "Session":
        """The table concedes: every human seat at once, the game ended as it stands
        (decisions confirmed in this step are dropped with it)."""
        if self.is_over:
            raise RulesError("the game is over already")
        if not self.humans:
            raise RulesError("only bots play this game: nobody is there to concede")
        return attrs.evolve(self, pending=(None,) * len(self.pending), shown=True, conceded=self.humans)

    @property
    def concession(self) -> "Concession | None":
        return Concession.of(self.rules, self.state, self.conceded) if self.conceded else None

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Asked seats that have not yet confirmed their decision."""
        ask = self.ask
        return tuple(s for s in ask.seats if self.pending[s] is None) if ask else ()

    @property
    def next_seat(self) -> int | None:
        w = self.waiting_for
        return w[0] if w else None

    @property
    def ready(self) -> bool:
        """Every asked seat has decided: the step can be resolved."""
        return self.ask is not None and not self.waiting_for

    def submit(self, seat: int, decision: Any) -> "Session":
        """Record a seat's confirmed decision (checked by the rules; a RulesError if not)."""
        ask = self.ask
        if ask is None or seat not in ask.seats:
            raise RulesError(f"seat {seat} is not asked to decide anything now")
        if self.pending[seat] is not None:
            raise RulesError(f"seat {seat} has already confirmed its decision")
        checked = self.rules.check(self.state, seat, decision)
        return attrs.evolve(self, pending=self.pending[:seat] + (checked,) + self.pending[seat + 1 :])

    def resolve(self) -> tuple["Session", Any]:
        """Play the step once every asked seat has decided."""
        if not self.ready:
            raise RulesError(f"still waiting for seats {list(self.waiting_for)}")
        ask = self.ask
        assert ask is not None
        state, report = self.rules.apply(self.state, {s: self.pending[s] for s in ask.seats})
        return attrs.evolve(Session.start(state, self.game), shown=False), report


@attrs.frozen
class Concession:
    """How a conceded game ended: who conceded, in which turn (or round), and the
    places: the seats still playing ranked among themselves by the game's standing
    at that moment, the conceding seats after all of them."""

    seats: tuple[int, ...]
    turn: int  # the game's turn (or round) under way; 0 for a game without turns
    ranks: tuple[int, ...]  # per seat, 1 for the best
    winners: tuple[int, ...]  # the seats still playing with the best place; none without them

    @classmethod
    def of(cls, rules: RuleSet, state: Any, seats: tuple[int, ...]) -> "Concession":
        standing = rules.final_ranks(state)  # as the game ranks the seats now
        on = [s for s in range(len(standing)) if s not in seats]
        ranks = [0] * len(standing)
        for s in on:
            ranks[s] = 1 + sum(1 for t in on if standing[t] < standing[s])
        for s in seats:
            ranks[s] = len(on) + 1
        winners = tuple(s for s in on if ranks[s] == 1)
        return cls(tuple(seats), rules.turn(state), tuple(ranks), winners)

    def data(self) -> dict[str, Any]:
        """What a record of the game says of it (its ``"conceded"`` key)."""
        return {"seats": list(self.seats), "turn": self.turn, "ranks": list(self.ranks), "winners": list(self.winners)}
