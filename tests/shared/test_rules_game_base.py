"""The shared rules base a game's rules are written against: the module-backed
defaults (``ModuleRules``), the record header of the record kit (``RecordFormat``)
and the chooser's words taken from the registry. A stand-in game made of plain
namespaces shows what the base does without any real game in the way."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import attrs
import pytest

from landrush_tui.rules import record_kit as kit
from landrush_tui.rules import registry
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.game import EndingState, GameRules, ModuleRules
from landrush_tui.rules.players import PlayerSpec, Seated


class CoinError(RulesError):
    pass


class CoinRecordError(kit.RecordError):
    pass


FORMAT = kit.RecordFormat("coin", "a Coin", ("settings", "turns", "result"), CoinRecordError)


@attrs.frozen
class Settings(Seated):
    players: tuple[PlayerSpec, ...]
    seed: int = 0


@attrs.frozen
class State(EndingState):
    settings: Settings
    turn: int = 1
    end: str | None = None
    pending: tuple[str, ...] = ()


def _apply(state: State, seat: int, decision: Any) -> tuple[State, str]:
    return attrs.evolve(state, turn=state.turn + 1, end="done" if decision == "stop" else None), f"{seat}:{decision}"


GAME = SimpleNamespace(
    MIN_PLAYERS=2,
    MAX_PLAYERS=3,
    make_settings=lambda players, seed, **values: Settings(tuple(players), seed),
    new_game=lambda settings: State(settings),
    # Turn 1 asks both seats at once, later turns one seat in turn.
    ask_of=lambda s: None if s.is_over else (((0, 1), "call") if s.turn == 1 else (s.turn % 2, "flip")),
    check=lambda state, seat, decision: decision,
    apply=_apply,
    final_ranks=lambda state: (1, 2),
)
RECORD = SimpleNamespace(
    FORMAT=FORMAT,
    record_of=lambda s: FORMAT.record(settings=kit.settings_data(s.settings), turns=s.turn, result=None),
    pending_data=lambda s: list(s.pending),
    replay_data=lambda data: data,
)
HELP = SimpleNamespace(help_markdown=lambda settings: "# Coin")


class CoinRules(ModuleRules[Settings, State, str, str]):
    name = "coin"
    title, summary = "Coin", "a stand-in game"
    error = CoinError
    verbs = {"call": ("calling", "call heads or tails"), "flip": ("flipping", "flip the coin")}

    def secret(self, state: State, seats: tuple[int, ...], what: str) -> bool:
        return what == "call"

    def view(self, state: State, seat: int) -> Any:
        return state

    def scores(self, state: State) -> tuple[int, ...]:
        return (0, 0)

    def fallback(self, state: State, seat: int) -> tuple[str, str]:
        return "flip", "it flips."


RULES = CoinRules(GAME, RECORD, HELP)  # type: ignore[arg-type]
SEATS = (PlayerSpec("Ann"), PlayerSpec("Bo"))


def test_module_rules_take_the_seat_range_and_record_error_from_the_modules():
    assert (RULES.min_players, RULES.max_players, RULES.record_error) == (2, 3, CoinRecordError)
    assert RULES.help_markdown(None) == "# Coin"
    with pytest.raises(CoinRecordError, match="truncated"):  # the text is read with the game's error
        RULES.loads('{"format": "coin-record", ')


def test_module_rules_ask_with_each_kinds_words_one_seat_or_several():
    state = RULES.new_game(RULES.make_settings(SEATS, 5))
    assert state.settings.seed == 5 and state.n == 2
    ask = RULES.to_decide(state)
    assert (ask.seats, ask.what, ask.secret, ask.verb, ask.act) == (
        (0, 1),
        "call",
        True,
        "calling",
        "call heads or tails",
    )
    later = attrs.evolve(state, turn=2)
    ask = RULES.to_decide(later)
    assert (ask.seats, ask.what, ask.secret, ask.verb, ask.act) == ((0,), "flip", False, "flipping", "flip the coin")
    assert RULES.to_decide(attrs.evolve(state, end="done")) is None


def test_module_rules_play_one_seat_at_a_time_and_refuse_more_with_the_games_error():
    state = RULES.new_game(RULES.make_settings(SEATS, 5))
    after, report = RULES.apply(state, {1: "stop"})
    assert report == "1:stop" and RULES.is_over(after) and RULES.final_ranks(after) == (1, 2)
    with pytest.raises(CoinError, match=r"one seat decides at a time, not \[0, 1\]"):
        RULES.apply(state, {0: "flip", 1: "flip"})


def test_a_save_adds_the_step_under_way_only_when_there_is_one():
    state = RULES.new_game(RULES.make_settings(SEATS, 5))
    assert "pending" not in RULES.record_data(state)
    assert RULES.record_data(attrs.evolve(state, pending=("flip",)))["pending"] == ["flip"]


def test_a_record_format_writes_its_header_first_and_leaves_out_what_is_none():
    data = FORMAT.record(settings={"seed": 1}, turns=[], result=None)
    assert list(data) == ["format", "version", "settings", "turns"]
    assert (data["format"], data["version"]) == ("coin-record", 1)
    FORMAT.check(data)
    FORMAT.check({**data, "pending": []})  # a save's step under way
    assert FORMAT.part(data, "turns") == []


@pytest.mark.parametrize(
    "data, why",
    [
        ({"format": "circuit-record", "version": 1}, "not a Coin record"),
        ({"format": "coin-record", "version": 2}, "newer version"),
        ({"format": "coin-record", "version": 1, "turn": []}, "unknown keys in the record"),
    ],
)
def test_a_record_format_refuses_another_format_a_newer_version_or_an_unknown_key(data, why):
    with pytest.raises(CoinRecordError, match=why):
        FORMAT.check(data)


def test_a_record_without_saved_steps_refuses_pending_and_a_missing_part_is_named():
    closed = attrs.evolve(FORMAT, pending=False)
    with pytest.raises(CoinRecordError, match="unknown keys in the record: \\['pending'\\]"):
        closed.check({"format": "coin-record", "version": 1, "pending": []})
    with pytest.raises(CoinRecordError, match="the record has no settings"):
        FORMAT.part({"format": "coin-record"}, "settings")


def test_settings_data_writes_the_seats_then_the_options_in_order_then_the_seed():
    s = SimpleNamespace(players=(PlayerSpec("Ann"),), seed=9)
    assert list(kit.settings_data(s, b=1, a=2)) == ["players", "b", "a", "seed"]
    assert kit.settings_data(s)["players"] == [{"name": "Ann", "kind": "human"}]


def test_a_registered_games_chooser_words_are_its_registry_entrys():
    class Plain(GameRules[Any, Any, Any, Any]):
        name = "circuit"
        min_players, max_players = 2, 6
        make_settings = new_game = to_decide = check = apply = view = scores = None  # type: ignore[assignment]
        fallback = record_data = load_record = None  # type: ignore[assignment]

    rules = Plain()
    assert (rules.title, rules.summary) == (registry.entry("circuit").title, registry.entry("circuit").summary)
    Plain.name = "no-such-game"
    with pytest.raises(registry.UnknownGame):
        Plain()
