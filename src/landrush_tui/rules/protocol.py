"""The seam every rule set plugs into: who must decide what now, and how a
decision moves the game on.

The model is OpenSpiel's: a state says which seats must act. Either several
seats decide at once and in secret (Land Rush's bids: ``Ask.secret``), or one
seat decides in the open, or nobody (the game is over). Chance (lot draws, tie
breaks, dice) never asks anyone: ``apply`` draws it from the game's seeded
streams, so the same seed and decisions always give the same game.

A rule set is one object with the attributes and methods of ``RuleSet``; the
registry (``rules.registry``) names them. Nothing here imports a rule set,
Textual or any I/O.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol, Sequence

import attrs

from .players import PlayerSpec


@attrs.frozen
class Ask:
    """Who must decide what now.

    ``seats`` must each give one decision of kind ``what`` (a word the rule
    set's screens and bots understand, e.g. ``"bids"``). ``secret`` means the
    decisions are simultaneous and hidden from the other seats until all are
    in: at one keyboard a hand-over screen stands between two humans.
    """

    seats: tuple[int, ...]
    what: str
    secret: bool = False


@attrs.frozen
class Choice:
    """One option of a setting: the stored value and the words a player reads."""

    value: Any
    label: str
    help: str = ""


@attrs.frozen
class SettingField:
    """A setting the new-game form shows, described by the rule set.

    ``choices`` makes it a drop-down; without choices it is a whole number
    typed in a box (``minimum`` / ``maximum`` bound it). ``key`` is the
    keyword ``RuleSet.make_settings`` receives it under.
    """

    key: str
    label: str
    default: Any
    help: str = ""
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@attrs.frozen
class Strength:
    """An AI strength a rule set offers: the bot's name, a menu title, a
    persona (the seat's default name) and a one-line style."""

    key: str
    title: str
    persona: str  # at most 14 characters: it becomes the seat's default name
    blurb: str

    @property
    def style(self) -> str:
        return self.blurb


Bot = Callable[[Any], Any]


class RuleSet(Protocol):
    """What the app, the CLI, storage and the bots need from one game.

    ``State`` is a frozen attrs value; ``decision`` is whatever ``Ask.what``
    names (a tuple of bids, a square, ``"roll"``...), always a plain value that
    JSON can hold once ``decision_to_json`` has turned it into one.
    """

    name: str  # registry key, e.g. "landrush"
    title: str  # "Land Rush"
    summary: str  # one line for the game chooser
    min_players: int
    max_players: int
    record_format: str  # the "format" of its game records
    score_name: str  # what scores() counts, as a results table heads it: "money", "points"

    # --- settings -----------------------------------------------------------
    def setting_fields(self) -> tuple[SettingField, ...]: ...
    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> Any: ...
    def setting_values(self, settings: Any) -> dict[str, Any]: ...

    # --- playing ------------------------------------------------------------
    def new_game(self, settings: Any) -> Any: ...
    def settings_of(self, state: Any) -> Any: ...
    def players(self, state: Any) -> tuple[PlayerSpec, ...]: ...
    def is_over(self, state: Any) -> bool: ...
    def to_decide(self, state: Any) -> Ask | None: ...
    # The decision the rules take for a human instead of asking (with the words
    # that say why), e.g. a bankrupt seat's zero bids; bots are always asked.
    def forced(self, state: Any, seat: int) -> tuple[Any, str] | None: ...
    def fallback(self, state: Any, seat: int) -> tuple[Any, str]: ...
    def check(self, state: Any, seat: int, decision: Any) -> Any: ...
    def apply(self, state: Any, decisions: Mapping[int, Any]) -> tuple[Any, Any]: ...
    def view(self, state: Any, seat: int) -> Any: ...
    def winners(self, state: Any) -> tuple[int, ...]: ...
    def final_ranks(self, state: Any) -> tuple[int, ...]: ...
    def scores(self, state: Any) -> tuple[int, ...]: ...  # what decides the winner (Land Rush: money)
    def progress(self, state: Any) -> str: ...

    # --- bots ---------------------------------------------------------------
    def strengths(self) -> tuple[Strength, ...]: ...
    def default_table(self) -> tuple[str, ...]: ...
    def load_bot(self, name: str, *, custom: bool = False) -> Bot: ...
    def call_bot(self, bot: Bot, view: Any, name: str | None = None) -> Any: ...

    # --- files --------------------------------------------------------------
    def dumps(self, state: Any) -> str: ...
    def loads(self, text: str | bytes) -> Any: ...
    def record_data(self, state: Any) -> dict[str, Any]: ...
    # A record's JSON value to the game it holds, every check applied (a ValueError
    # with one line if not); builtin_bots: seats may name built-in bots only (saves).
    def load_record(self, data: Any, *, builtin_bots: bool = False) -> Any: ...
    def check_saved(self, state: Any) -> None: ...  # the checks a saved game passes, no replay
    def record_summary(self, data: Any) -> tuple[tuple[str, ...], int, tuple[str, ...]]: ...
    def decision_to_json(self, decision: Any) -> Any: ...
    def decision_from_json(self, data: Any) -> Any: ...

    # --- words --------------------------------------------------------------
    def help_markdown(self, settings: Any | None) -> str: ...
    def text_replay(self, state: Any, title: str) -> str: ...
