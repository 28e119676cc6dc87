"""A toy game that lives only in the tests: Nim, the sixth game of the
collection, written against ``GameRules`` to show what a new game needs.

One pile of stones; seats take 1 to 3 in turn; whoever takes the last stone
wins. Its bots are in ``toy_nim.bots``, its screens in ``toy_nim.screens``;
adding it to the collection is one registry entry (``install``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import attrs

from landrush_tui.rules import record_kit as kit
from landrush_tui.rules import registry
from landrush_tui.rules.errors import GameOver, RulesError
from landrush_tui.rules.game import GameRules
from landrush_tui.rules.players import PlayerSpec
from landrush_tui.rules.protocol import Ask, SettingField


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


FORMAT = kit.RecordFormat("nim", "a Nim", ("settings", "turns"), kit.RecordError, pending=False)


@attrs.frozen
class NimView:
    """What a seat sees: everything but the seed."""

    seat: int
    stones: int
    taken: tuple[tuple[int, int], ...]


class NimRules(GameRules[NimSettings, NimState, int, tuple[int, int]]):
    name, title, summary = "nim", "Nim", "take 1 to 3 stones; the last stone wins"
    min_players, max_players = 2, 3
    score_name = "stones"

    def setting_fields(self) -> tuple[SettingField, ...]:
        return (SettingField("stones", "Stones", 10, "stones in the pile", minimum=1, maximum=99),)

    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> NimSettings:
        return NimSettings(tuple(players), values.get("stones", 10), seed)

    def new_game(self, settings: NimSettings) -> NimState:
        return NimState(settings, settings.stones, 0)

    def to_decide(self, state: NimState) -> Ask | None:
        return None if state.is_over else Ask((state.to_move,), "stones", verb="taking stones")

    def forced(self, state: NimState, seat: int) -> tuple[int, str] | None:
        return (1, "only one stone is left") if state.stones == 1 else None

    def fallback(self, state: NimState, seat: int) -> tuple[int, str]:
        return 1, "it takes one stone."

    def check(self, state: NimState, seat: int, decision: Any) -> int:
        if state.is_over:
            raise GameOver("the pile is empty")
        if seat != state.to_move:
            raise RulesError(f"it is seat {state.to_move}'s move, not seat {seat}'s")
        return self.check_answer(NimView(seat, state.stones, state.taken), decision)

    def apply(self, state: NimState, decisions: Mapping[int, int]) -> tuple[NimState, tuple[int, int]]:
        ((seat, take),) = decisions.items()
        take = self.check(state, seat, take)
        n = len(state.settings.players)
        after = attrs.evolve(
            state, stones=state.stones - take, to_move=(seat + 1) % n, taken=(*state.taken, (seat, take))
        )
        return after, (seat, take)

    def view(self, state: NimState, seat: int) -> NimView:
        return NimView(seat, state.stones, state.taken)

    def check_answer(self, view: NimView, answer: Any) -> int:
        if type(answer) is not int or not 1 <= answer <= min(3, view.stones):
            raise RulesError(f"take 1 to {min(3, view.stones)} stones, not {answer!r}")
        return answer

    def winners(self, state: NimState) -> tuple[int, ...]:
        return (state.taken[-1][0],) if state.is_over else ()

    def final_ranks(self, state: NimState) -> tuple[int, ...]:
        return tuple(1 if s in self.winners(state) else 2 for s in range(len(state.settings.players)))

    def scores(self, state: NimState) -> tuple[int, ...]:
        return tuple(sum(t for s, t in state.taken if s == seat) for seat in range(len(state.settings.players)))

    def progress(self, state: NimState) -> str:
        return f"{state.stones} stones left"

    def record_data(self, state: NimState) -> dict[str, Any]:
        settings = kit.settings_data(state.settings, stones=state.settings.stones)
        return FORMAT.record(settings=settings, turns=[t for _, t in state.taken])

    def load_record(self, data: Any) -> NimState:
        FORMAT.check(data)
        s = kit.obj(FORMAT.part(data, "settings"), "settings")
        players = kit.seats_of(kit.key(s, "players", "settings"), "players")
        stones = kit.whole(kit.key(s, "stones", "settings"), "stones", 1, 99)
        state = self.new_game(NimSettings(players, stones, kit.whole(kit.key(s, "seed", "settings"), "seed", 0)))
        for i, take in enumerate(kit.items(FORMAT.part(data, "turns"), "turns"), 1):
            state = kit.applied(f"turn {i}", self.apply, state, {state.to_move: take})[0]
        return state


RULES = NimRules()
ENTRY = registry.GameEntry("nim", "Nim", RULES.summary, 2, 3, "toy_nim:RULES", "toy_nim.bots", "toy_nim.screens")


def install() -> None:
    """Add Nim to the collection: one registry entry."""
    registry.GAMES["nim"] = ENTRY


def uninstall() -> None:
    registry.GAMES.pop("nim", None)
