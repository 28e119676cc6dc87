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
        return self.rules.to_decide(self.state)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

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
