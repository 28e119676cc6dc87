"""The one base every game's rules subclass (python-chess's ``Board`` and its
variants; OpenSpiel's ``State``): a game writes what differs, the base does the
rest.

A game writes nine methods: ``make_settings``, ``new_game``, ``to_decide``,
``check``, ``apply``, ``view``, ``scores``, ``record_data`` and
``load_record`` (and ``fallback``, what a seat whose bot failed does). The
base supplies the rest from a small state protocol (a state has ``settings``
with ``players``, and ``is_over``): winners and ranks from the scores, the
JSON text of a record, plain decisions, a short text replay. Metadata are
class attributes; the title and summary are the game's registry entry's
(``rules.registry``, which also names the game's module).

A game written as functions in its own ``game``, ``record`` and ``help``
modules subclasses ``ModuleRules`` instead: it is made from those modules and
writes only the words of its decisions and what is its own (view, scores,
fallback). ``SeatedState`` and ``EndingState`` give a state ``n`` and
``is_over``.

Chance (lot draws, tie breaks, dice) never asks anyone: ``apply`` draws it
from the game's seeded streams, so a seed and the decisions give the same game
byte for byte. Nothing here imports a game, Textual, the bots or any I/O.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Generic, Mapping, Protocol, Sequence, TypeVar

from . import record_kit as kit
from . import registry
from .errors import RulesError
from .players import PlayerSpec
from .protocol import Ask, SettingField

SettingsT = TypeVar("SettingsT")
StateT = TypeVar("StateT")
DecisionT = TypeVar("DecisionT")
ReportT = TypeVar("ReportT")
DecisionT_co = TypeVar("DecisionT_co", covariant=True)
ReportT_co = TypeVar("ReportT_co", covariant=True)
SettingsT_contra = TypeVar("SettingsT_contra", contravariant=True)


class HasPlayers(Protocol):
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...


class HasSeats(Protocol):
    @property
    def n(self) -> int: ...


class SeatedState:
    """A mixin for a game's state: ``n``, the seats of its settings."""

    __slots__ = ()
    settings: HasSeats

    @property
    def n(self) -> int:
        return self.settings.n


class EndingState(SeatedState):
    """A mixin for a game's state that is over once ``end`` says why."""

    __slots__ = ()
    end: str | None

    @property
    def is_over(self) -> bool:
        return self.end is not None


class GameRules(ABC, Generic[SettingsT, StateT, DecisionT, ReportT]):
    """One game's rules: pure functions of immutable states.

    ``SettingsT`` is what a new game is made from, ``StateT`` a frozen attrs
    value, ``DecisionT`` one seat's checked decision and ``ReportT`` what
    ``apply`` tells about the step it played (the reveal, the move).
    """

    name: ClassVar[str]  # registry key, e.g. "landrush"
    # The chooser's words: the game's registry entry's unless the class sets them
    # (a game not in the registry, like the tests' toy game).
    title: str  # "Land Rush"
    summary: str  # one line for the game chooser
    min_players: int
    max_players: int
    score_name: ClassVar[str] = "points"  # what scores() counts: "money", "net worth", "points"
    steps_name: ClassVar[str] = "turns"  # what record_summary counts, as "3 turns" / "3 rounds"
    record_error: type[kit.RecordError] = kit.RecordError
    record_noun: ClassVar[str] = ""  # what messages call a record of the game, if not its title ("piecepack")

    def __init__(self) -> None:
        if not hasattr(self, "title"):
            entry = registry.entry(self.name)
            self.title, self.summary = entry.title, entry.summary

    @property
    def record_format(self) -> str:
        """The ``format`` of the game's records."""
        return f"{self.name}-record"

    @property
    def record_name(self) -> str:
        """A record of the game in a message: "a Circuit record", "an Auction Land record"."""
        noun = self.record_noun or self.title
        return f"{'an' if noun[:1] in 'AEIOU' else 'a'} {noun} record"

    # --- what a game writes ----------------------------------------------------------

    @abstractmethod
    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> SettingsT:
        """A new game's settings from the seats, the seed and the form's values."""

    @abstractmethod
    def new_game(self, settings: SettingsT) -> StateT: ...

    @abstractmethod
    def to_decide(self, state: StateT) -> Ask | None:
        """Who must decide what now; None once the game is over."""

    @abstractmethod
    def check(self, state: StateT, seat: int, decision: Any) -> DecisionT:
        """The decision as the rules take it, or a ``RulesError`` saying why not."""

    @abstractmethod
    def apply(self, state: StateT, decisions: Mapping[int, DecisionT]) -> tuple[StateT, ReportT]:
        """Play one step with every asked seat's checked decision."""

    @abstractmethod
    def view(self, state: StateT, seat: int) -> Any:
        """What ``seat`` may know: the spec's hidden things (the seed, secret bids,
        private money) left out. Bots see only this."""

    @abstractmethod
    def scores(self, state: StateT) -> tuple[int, ...]:
        """What decides the winner, per seat (Land Rush: money)."""

    @abstractmethod
    def fallback(self, state: StateT, seat: int) -> tuple[DecisionT, str]:
        """What a seat whose bot failed does instead, and the words that say so."""

    @abstractmethod
    def record_data(self, state: StateT) -> dict[str, Any]:
        """The game's record as a JSON value (a save adds the step under way)."""

    @abstractmethod
    def load_record(self, data: Any) -> StateT:
        """A record's JSON value to the game it holds, every check applied; a
        ``RulesError`` with one line if not."""

    # --- defaults ---------------------------------------------------------------------

    def setting_fields(self) -> tuple[SettingField, ...]:
        """The settings the new-game form shows (none by default)."""
        return ()

    def setting_values(self, settings: SettingsT) -> dict[str, Any]:
        """The form's values of ``settings`` (keyed as ``setting_fields``)."""
        return {f.key: getattr(settings, f.key) for f in self.setting_fields()}

    def settings_of(self, state: StateT) -> SettingsT:
        return state.settings  # type: ignore[attr-defined, no-any-return]

    def players(self, state: StateT) -> tuple[PlayerSpec, ...]:
        settings: HasPlayers = self.settings_of(state)  # type: ignore[assignment]
        return tuple(settings.players)

    def is_over(self, state: StateT) -> bool:
        return bool(state.is_over)  # type: ignore[attr-defined]

    def turn(self, state: StateT) -> int:
        """The turn (or round) under way, from 1; 0 for a game without turns."""
        return int(getattr(state, "turn", 0))

    def progress(self, state: StateT) -> str:
        if self.is_over(state):
            return "Game over"
        return f"{self.steps_name[:-1].capitalize()} {self.turn(state)}"

    def forced(self, state: StateT, seat: int) -> tuple[DecisionT, str] | None:
        """The decision the rules take for a human instead of asking (with the words
        that say why), e.g. a bankrupt seat's zero bids; bots are always asked."""
        return None

    def private(self, state: StateT, seat: int, what: str) -> bool:
        """Whether this open decision's screen shows something the other seats
        may not see (a hand-over goes before it when the keyboard may have moved)."""
        return False

    def only_answer(self, view: Any) -> DecisionT | None:
        """The decision of a seat that has no choice (a pass with no legal play):
        bots are not asked then."""
        return None

    def check_answer(self, view: Any, answer: Any) -> DecisionT:
        """A bot's answer to ``view``, checked as a decision of the view's seat."""
        return self.check(view.state, view.seat, answer)

    def winners(self, state: StateT) -> tuple[int, ...]:
        """The seats with the highest score once the game is over."""
        if not self.is_over(state):
            return ()
        scores = self.scores(state)
        best = max(scores)
        return tuple(s for s, v in enumerate(scores) if v == best)

    def final_ranks(self, state: StateT) -> tuple[int, ...]:
        """Each seat's place, 1 for the best; equal scores share a place."""
        scores = self.scores(state)
        return tuple(1 + sum(1 for w in scores if w > v) for v in scores)

    def dumps(self, state: StateT) -> str:
        """The record as the text of a file."""
        return json.dumps(self.record_data(state), ensure_ascii=False, indent=1) + "\n"

    def loads(self, text: str | bytes) -> StateT:
        return self.load_record(kit.parse(text, self.record_name, self.record_error))

    def record_summary(self, data: Any) -> tuple[tuple[str, ...], int, tuple[str, ...]]:
        """Seat names, steps played and the winners' names, read from a record
        without replaying it (the saved-games list)."""
        try:
            names = tuple(str(p["name"]) for p in data["settings"]["players"])
            steps = len(data[self.steps_name])
            result = data.get("result") or {}
            won = tuple(names[s] for s in result.get("winners", ()) if isinstance(s, int) and 0 <= s < len(names))
        except (KeyError, TypeError, AttributeError) as exc:
            raise self.record_error(f"not a readable {self.record_noun or self.title} record ({exc})") from None
        return names, steps, won

    def decision_to_json(self, decision: DecisionT) -> Any:
        return decision

    def decision_from_json(self, data: Any) -> Any:
        return data

    def help_markdown(self, settings: SettingsT | None) -> str:
        return f"# {self.title}\n\n{self.summary}\n"

    def text_replay(self, state: StateT, title: str) -> str:
        """The game in words (``landrush replay FILE``): the scores reached."""
        names = [p.name for p in self.players(state)]
        lines = [title, "=" * len(title), "", self.progress(state), ""]
        lines += [f"{n}: {v} {self.score_name}" for n, v in zip(names, self.scores(state), strict=True)]
        won = self.winners(state)
        if won:
            lines += ["", "Winner: " + " and ".join(names[s] for s in won)]
        return "\n".join(lines) + "\n"


def one_seat(decisions: Mapping[int, DecisionT], error: type[RulesError] = RulesError) -> tuple[int, DecisionT]:
    """The seat and decision of a step that one seat decides alone."""
    if len(decisions) != 1:
        raise error(f"one seat decides at a time, not {sorted(decisions)}")
    ((seat, decision),) = decisions.items()
    return seat, decision


class GameModule(Protocol[SettingsT, StateT, DecisionT_co, ReportT_co]):
    """The functions a game's own ``game`` module has, for ``ModuleRules`` to
    use: the rules written as plain functions of states."""

    @property
    def MIN_PLAYERS(self) -> int: ...

    @property
    def MAX_PLAYERS(self) -> int: ...

    @property
    def make_settings(self) -> Callable[..., SettingsT]:
        """``make_settings(players, seed, **values)``: the form's values as keywords."""

    def new_game(self, settings: SettingsT, /) -> StateT: ...

    def ask_of(self, state: StateT, /) -> tuple[int | tuple[int, ...], str] | None:
        """(the seat or seats, the kind of decision) asked now; None once over."""

    def check(self, state: StateT, seat: int, decision: Any, /) -> DecisionT_co: ...

    @property
    def apply(self) -> Callable[..., tuple[StateT, ReportT_co]]:
        """``apply(state, seat, decision)`` where one seat decides at a time."""

    def final_ranks(self, state: StateT, /) -> tuple[int, ...]: ...


class RecordModule(Protocol[StateT]):
    """The functions a game's ``record`` module has: a state to its record's
    JSON value and back."""

    @property
    def FORMAT(self) -> kit.RecordFormat: ...

    def record_of(self, state: StateT, /) -> dict[str, Any]: ...

    def pending_data(self, state: StateT, /) -> Any:
        """What a save adds to the record: the step under way (empty or None if nothing)."""

    def replay_data(self, data: Any, /) -> StateT: ...


class HelpModule(Protocol[SettingsT_contra]):
    def help_markdown(self, settings: SettingsT_contra | None, /) -> str: ...


class ModuleRules(GameRules[SettingsT, StateT, DecisionT, ReportT]):
    """A game whose rules are written as functions in its own modules (``game``,
    ``record``, ``help``): the methods every such game would forward one by one
    are written here once, and the seat range and record error are the modules'.
    A game is made from its modules (``RULES = CircuitRules(game, record, help)``),
    gives the words of each kind of decision (``verbs``) and writes what is its
    own (view, scores, fallback...).
    """

    # Each kind of decision ``ask_of`` names: (what the others read while the seat
    # decides, what the seat is asked to do), e.g. "roll": ("rolling", "roll the dice").
    verbs: ClassVar[Mapping[str, tuple[str, str]]]
    error: ClassVar[type[RulesError]] = RulesError  # the game's own refusal

    def __init__(
        self,
        game_module: GameModule[SettingsT, StateT, DecisionT, ReportT],
        record_module: RecordModule[StateT],
        help_module: HelpModule[SettingsT],
    ) -> None:
        super().__init__()
        self.game_module, self.record_module, self.help_module = game_module, record_module, help_module
        self.min_players, self.max_players = game_module.MIN_PLAYERS, game_module.MAX_PLAYERS
        self.record_error = record_module.FORMAT.error

    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> SettingsT:
        return self.game_module.make_settings(players, seed, **values)

    def new_game(self, settings: SettingsT) -> StateT:
        return self.game_module.new_game(settings)

    def to_decide(self, state: StateT) -> Ask | None:
        ask = self.game_module.ask_of(state)
        if ask is None:
            return None
        who, what = ask
        seats = who if isinstance(who, tuple) else (who,)
        verb, act = self.verbs[what]
        return Ask(seats, what, self.secret(state, seats, what), verb, act)

    def secret(self, state: StateT, seats: tuple[int, ...], what: str) -> bool:
        """Whether the asked seats decide in secret (a hand-over before each human)."""
        return False

    def check(self, state: StateT, seat: int, decision: Any) -> DecisionT:
        return self.game_module.check(state, seat, decision)

    def apply(self, state: StateT, decisions: Mapping[int, DecisionT]) -> tuple[StateT, ReportT]:
        """One seat's decision played (a game whose seats decide together overrides this)."""
        return self.game_module.apply(state, *one_seat(decisions, self.error))

    def final_ranks(self, state: StateT) -> tuple[int, ...]:
        return self.game_module.final_ranks(state)

    def record_data(self, state: StateT) -> dict[str, Any]:
        """The record so far; a save adds ``"pending"``, the step under way, so it
        holds the exact state."""
        data = self.record_module.record_of(state)
        pending = self.record_module.pending_data(state)
        return {**data, "pending": pending} if pending else data

    def load_record(self, data: Any) -> StateT:
        return self.record_module.replay_data(data)

    def help_markdown(self, settings: SettingsT | None) -> str:
        return self.help_module.help_markdown(settings)


RuleSet = GameRules[Any, Any, Any, Any]
"""Any game's rules, as shared code holds them."""
