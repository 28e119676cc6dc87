"""Ley of the Land as one game of the collection (see ``rules.game``).

A round asks twice. First every seat at once, in secret:
``Ask(all seats, "bid", secret=True)``, one whole number each (the app's
hand-over and secret-bid flow); ``apply`` returns the ``Reveal``. Then each
seat in action order, in the open: ``Ask((seat,), "action")``, one
``Action``; ``apply`` returns ``Acted`` (with the round's entry once the last
seat has acted).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..game import ModuleRules
from . import game, help, record
from .game import PASS, Acted, Action, Decision, LeylandError, Reveal, Settings, State
from .view import LeylandView, public_view


class LeylandRules(ModuleRules[Settings, State, Decision, Reveal | Acted]):
    name = "leyland"
    steps_name = "rounds"
    error = LeylandError
    verbs = {"bid": ("bidding", "enter your secret bid"), "action": ("choosing an action", "choose your action")}

    # --- playing ------------------------------------------------------------

    def secret(self, state: State, seats: tuple[int, ...], what: str) -> bool:
        return what == game.ASK_BID

    def forced(self, state: State, seat: int) -> tuple[Decision, str] | None:
        if state.bidding and state.money[seat] == 0:
            return 0, f"{state.names()[seat]} has no money: bids 0."
        return None

    def fallback(self, state: State, seat: int) -> tuple[Decision, str]:
        if state.bidding:
            return 0, "it bids 0."
        return Action(PASS), "it passes."

    def apply(self, state: State, decisions: Mapping[int, Decision]) -> tuple[State, Reveal | Acted]:
        """The bids of every seat at once, or one seat's action."""
        return game.apply(state, decisions)

    def view(self, state: State, seat: int) -> LeylandView:
        return public_view(state, seat)

    def winners(self, state: State) -> tuple[int, ...]:
        return game.winners(state)[0] if state.is_over else ()

    def scores(self, state: State) -> tuple[int, ...]:
        """Points: money + cubes + the largest-section bonus."""
        return tuple(s.total for s in game.scores(state))

    def progress(self, state: State) -> str:
        if state.is_over:
            return "Game over"
        return f"Round {state.round}, {'bidding' if state.bidding else 'actions'}"

    # --- files --------------------------------------------------------------

    def decision_to_json(self, decision: Decision) -> Any:
        return record.decision_to_json(decision)

    def decision_from_json(self, data: Any) -> Decision:
        return record.decision_from_json(data)

    # --- words --------------------------------------------------------------

    def text_replay(self, state: State, title: str) -> str:
        """The game round by round in words, then the scores."""
        lines = [title, "=" * len(title), ""]
        names = state.names()
        for e in state.history:
            lines += game.describe_round(names, e, state.boards)
        if state.is_over:
            lines.append("")
            for sc in game.scores(state):
                lines.append(
                    f"{names[sc.seat]}: ${sc.money} + {sc.cubes} cubes + bonus {sc.bonus} "
                    f"(largest section {sc.largest}) = {sc.total}"
                )
            lines.append("Winner: " + " and ".join(names[s] for s in game.winners(state)[0]))
        return "\n".join(lines) + "\n"


RULES = LeylandRules(game, record, help)
