"""Circuit's rules as one game of the collection (see ``rules.game``).

Every turn is asked of one seat, in the open: ``Ask((seat,), "roll")``, and
the only answer is the decision ``"roll"`` (a human presses Enter, a bot
answers at once). With optional purchase and an affordable unowned plot under
the token the same seat is then asked ``Ask((seat,), "buy")``: ``"buy"`` or
``"decline"``. ``apply`` returns the finished ``TurnEntry`` (or the ``Rolled``
that waits for the buy decision) as its report.
"""

from __future__ import annotations

from typing import Any

from ..game import ModuleRules
from ..protocol import Choice, SettingField
from . import game, help, record
from .game import DECLINE, ROLL, CircuitError, Purchase, Rolled, Settings, State, TurnEntry
from .view import CircuitView, public_view

ROUND_CHOICES = (0, 10, 20, 30, 40, 50, 75, 100, 150, 200)


class CircuitRules(ModuleRules[Settings, State, str, TurnEntry | Rolled]):
    name = "circuit"
    score_name = "net worth"
    error = CircuitError
    verbs = {"roll": ("rolling", "roll the dice"), "buy": ("deciding on a purchase", "buy or decline")}

    def setting_fields(self) -> tuple[SettingField, ...]:
        return (
            SettingField(
                "purchase",
                "Purchase",
                Purchase.FORCED,
                "",
                (
                    Choice(Purchase.FORCED, "forced", "you must buy every unowned plot you can afford"),
                    Choice(Purchase.OPTIONAL, "optional", "you may decline an unowned plot"),
                ),
            ),
            SettingField(
                "round_limit",
                "Round limit",
                0,
                "after this many rounds the highest net worth wins",
                tuple(Choice(r, str(r) if r else "none") for r in ROUND_CHOICES),
            ),
        )

    def setting_values(self, settings: Settings) -> dict[str, Any]:
        return {"purchase": settings.purchase, "round_limit": settings.round_limit or 0}

    # --- playing ------------------------------------------------------------

    def fallback(self, state: State, seat: int) -> tuple[str, str]:
        ask = game.ask_of(state)
        if ask is not None and ask[1] == game.ASK_BUY:
            return DECLINE, "it declines the plot."
        return ROLL, "it rolls."

    def view(self, state: State, seat: int) -> CircuitView:
        return public_view(state, seat)

    def winners(self, state: State) -> tuple[int, ...]:
        return state.winners

    def scores(self, state: State) -> tuple[int, ...]:
        """Net worth: money plus the prices of the plots owned (0 when out)."""
        return tuple(state.net_worth(s) for s in range(state.n))

    def progress(self, state: State) -> str:
        if state.is_over:
            return "Game over"
        limit = state.settings.round_limit
        return f"Turn {state.turn}" + (f", round limit {limit}" if limit else "")

    def check_answer(self, view: CircuitView, answer: Any) -> str:
        allowed = (ROLL,) if view.what == game.ASK_ROLL else (game.BUY, DECLINE)
        if answer not in allowed:
            raise CircuitError(f"not one of {', '.join(allowed)}")
        return str(answer)

    # --- files --------------------------------------------------------------

    def decision_from_json(self, data: Any) -> str:
        if data not in (ROLL, game.BUY, DECLINE):
            raise CircuitError(f"expected roll, buy or decline, got {data!r}")
        return str(data)

    # --- words --------------------------------------------------------------

    def text_replay(self, state: State, title: str) -> str:
        """The game turn by turn in words, then the result."""
        lines = [title, "=" * len(title), ""]
        players = state.settings.players
        for i, entry in enumerate(state.history, 1):
            lines.append(f"{i:4}. {game.describe(players, entry)}")
        if state.is_over:
            names = [p.name for p in players]
            lines += ["", "Winner: " + " and ".join(names[s] for s in state.winners)]
        return "\n".join(lines) + "\n"


RULES = CircuitRules(game, record, help)
