"""A toy rule set that lives only in the tests: Nim, to show that the seam
carries a sequential game with nothing hidden, with its own screens and bots.

One pile of stones; seats take 1 to 3 in turn; whoever takes the last stone
wins. Adding it to the collection is one registry entry (``install``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import attrs

from landrush_tui.rules import registry
from landrush_tui.rules.errors import GameOver, RulesError
from landrush_tui.rules.players import PlayerSpec
from landrush_tui.rules.protocol import Ask, SettingField, Strength


@attrs.frozen
class NimSettings:
    players: tuple[PlayerSpec, ...] = attrs.field(converter=tuple)
    stones: int = 10
    seed: int = 0


@attrs.frozen
class NimState:
    settings: NimSettings
    stones: int
    to_move: int
    taken: tuple[tuple[int, int], ...] = ()  # (seat, stones) in order

    @property
    def is_over(self) -> bool:
        return self.stones == 0


def greedy(view: NimState) -> int:
    """Leave a multiple of four when it can."""
    return view.stones % 4 or 1


class NimRules:
    name, title, summary = "nim", "Nim", "take 1 to 3 stones; the last stone wins"
    min_players, max_players = 2, 3
    record_format = "nim-record"
    score_name = "stones"

    def setting_fields(self) -> tuple[SettingField, ...]:
        return (SettingField("stones", "Stones", 10, "stones in the pile", minimum=1, maximum=99),)

    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> NimSettings:
        return NimSettings(tuple(players), values.get("stones", 10), seed)

    def setting_values(self, settings: NimSettings) -> dict[str, Any]:
        return {"stones": settings.stones}

    def new_game(self, settings: NimSettings) -> NimState:
        return NimState(settings, settings.stones, 0)

    def settings_of(self, state: NimState) -> NimSettings:
        return state.settings

    def players(self, state: NimState) -> tuple[PlayerSpec, ...]:
        return state.settings.players

    def is_over(self, state: NimState) -> bool:
        return state.is_over

    def to_decide(self, state: NimState) -> Ask | None:
        return None if state.is_over else Ask((state.to_move,), "stones", secret=False)

    def forced(self, state: NimState, seat: int) -> tuple[int, str] | None:
        return (1, "only one stone is left") if state.stones == 1 else None

    def fallback(self, state: NimState, seat: int) -> tuple[int, str]:
        return 1, "it takes one stone."

    def check(self, state: NimState, seat: int, decision: Any) -> int:
        if state.is_over:
            raise GameOver("the pile is empty")
        if type(decision) is not int or not 1 <= decision <= min(3, state.stones):
            raise RulesError(f"take 1 to {min(3, state.stones)} stones, not {decision!r}")
        return decision

    def apply(self, state: NimState, decisions: Mapping[int, int]) -> tuple[NimState, tuple[int, int]]:
        ((seat, take),) = decisions.items()
        take = self.check(state, seat, take)
        n = len(state.settings.players)
        return attrs.evolve(
            state, stones=state.stones - take, to_move=(seat + 1) % n, taken=state.taken + ((seat, take),)
        ), (seat, take)

    def view(self, state: NimState, seat: int) -> NimState:
        return state

    def winners(self, state: NimState) -> tuple[int, ...]:
        return (state.taken[-1][0],) if state.is_over else ()

    def final_ranks(self, state: NimState) -> tuple[int, ...]:
        w = self.winners(state)
        return tuple(1 if s in w else 2 for s in range(len(state.settings.players)))

    def scores(self, state: NimState) -> tuple[int, ...]:
        return tuple(sum(t for s, t in state.taken if s == seat) for seat in range(len(state.settings.players)))

    def progress(self, state: NimState) -> str:
        return f"{state.stones} stones left"

    def strengths(self) -> tuple[Strength, ...]:
        return (Strength("greedy", "Greedy", "Greedy Gus", "leaves multiples of four"),)

    def default_table(self) -> tuple[str, ...]:
        return ("greedy",)

    def load_bot(self, name: str, *, custom: bool = False) -> Any:
        if name != "greedy":
            raise RulesError(f"unknown bot {name!r}")
        return greedy

    def call_bot(self, bot: Any, view: NimState, name: str | None = None) -> int:
        return self.check(view, view.to_move, bot(view))

    def dumps(self, state: NimState) -> str:
        return repr(state.taken)

    def loads(self, text: str | bytes) -> NimState:
        raise RulesError("toy records are not read back")

    def record_data(self, state: NimState) -> dict[str, Any]:
        return {"format": self.record_format, "taken": [list(t) for t in state.taken]}

    def decision_to_json(self, decision: int) -> int:
        return decision

    def decision_from_json(self, data: Any) -> int:
        return data  # type: ignore[no-any-return]

    def help_markdown(self, settings: NimSettings | None) -> str:
        return "# Nim\n\nTake one to three stones. Whoever takes the last stone wins."


RULES = NimRules()
ENTRY = registry.GameEntry("nim", "Nim", RULES.summary, 2, 3, "toy_nim:RULES", "toy_nim.screens")


def install() -> None:
    """Add Nim to the collection: one registry entry."""
    registry.GAMES["nim"] = ENTRY


def uninstall() -> None:
    registry.GAMES.pop("nim", None)
