"""The saved-game format: a game in progress as one versioned JSON document,
for every game of the collection.

A save holds the game record so far (its ``format`` names the game, whose rule
set replays and checks every past step) plus the decisions already confirmed
in this step (Land Rush: the bids of this turn).
Loading replays the record and re-submits those bids, which rebuilds the exact
Session: the seed, the turn number and the bids are all the rules need to draw
the same lots and break ties the same way. Timestamps and the name are for the
player's list only; the game never reads them.

This module does no file I/O (storage.py does), so it can be fuzzed quickly.
"""

from __future__ import annotations

import json
from typing import Any

import attrs
from cattrs.gen import make_dict_unstructure_fn, override

from . import reading
from .ai.registry import bots_for
from .reading import MAX_BYTES, ReadError, one_line
from .rules import registry
from .rules.errors import RulesError
from .session import Session

FORMAT = "landrush-save"
VERSION = 1
__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "SaveError",
    "SaveFile",
    "dumps",
    "from_data",
    "loads",
    "one_line",
    "parse",
    "save_of",
    "session_of",
]


class SaveError(ReadError):
    """A save that cannot be read or written: one line naming the file and the problem.

    ``path`` is the file (when known) and ``problem`` the message without it, so
    a narrow place (the title) can name the file shortly."""

    def __init__(self, message: str, path: Any = None, problem: str | None = None) -> None:
        super().__init__(message)
        self.path = path
        self.problem = problem if problem is not None else message

    def short(self, limit: int = 76) -> str:
        """The file's name (not its folder) and the problem, in at most ``limit`` characters."""
        name = getattr(self.path, "name", None)
        problem = one_line(self.problem)
        if not name:
            return one_line(problem, limit)
        room = max(16, limit - len(problem) - 2)  # the problem matters more than the whole name
        if len(name) > room:
            name = name[: room - 6] + "…" + name[-5:]
        return one_line(f"{name}: {problem}", limit)


@attrs.frozen(kw_only=True)
class SaveFile:
    """What a save file holds (the record is kept as the record module writes it)."""

    format: str = FORMAT
    version: int = VERSION
    name: str
    created: str  # ISO 8601, UTC; only shown to the player
    updated: str
    # Per seat: its confirmed decision of this step as the game writes it (Land Rush:
    # a list of bids), or null. The game's rule set reads and checks each one.
    pending: tuple[Any, ...]
    record: dict[str, Any]
    # Written only when false: the last turn's reveal has not been watched to its end.
    shown: bool = True
    # Written only when some seats conceded: the game is over as it stood.
    conceded: tuple[int, ...] = ()


def _pending(v: Any, _t: type) -> tuple[Any, ...]:
    if not isinstance(v, list):
        raise TypeError(f"expected a list with one entry per seat, not {one_line(repr(v), 40)}")
    return tuple(v)


converter = reading.converter  # the one strict converter, shared with records
# A generic alias is not a class, so it is matched by predicate.
converter.register_structure_hook_func(lambda t: t == tuple[Any, ...], _pending)
# "shown" and "conceded" are written only when they say something, so saves of a
# game played on stay as v1 wrote them.
converter.register_unstructure_hook(
    SaveFile,
    make_dict_unstructure_fn(
        SaveFile, converter, shown=override(omit_if_default=True), conceded=override(omit_if_default=True)
    ),
)


def _pending_json(session: Session) -> tuple[Any, ...]:
    rules = session.rules
    return tuple(None if d is None else rules.decision_to_json(d) for d in session.pending)


def save_of(session: Session, name: str, created: str, updated: str) -> SaveFile:
    rec = session.rules.record_data(session.state)
    return SaveFile(
        name=name,
        created=created,
        updated=updated,
        pending=_pending_json(session),
        record=rec,
        shown=session.shown,
        conceded=session.conceded,
    )


def dumps(save: SaveFile) -> str:
    # Compact on purpose: saves are rewritten after every confirmed bid.
    return json.dumps(converter.unstructure(save), ensure_ascii=False, separators=(",", ":")) + "\n"


def parse(text: str | bytes) -> SaveFile:
    """Read a save document (format and version checked), without replaying it."""
    try:
        data = reading.load_json(reading.decode(text, "a saved game"))
    except SaveError:
        raise
    except ReadError as exc:
        raise SaveError(str(exc)) from None
    return from_data(data)


def from_data(data: Any) -> SaveFile:
    """A save from its JSON value: format, version and shape checked."""
    if not isinstance(data, dict):
        raise SaveError("not a saved game of this program: expected a JSON object")
    fmt = data.get("format")
    if isinstance(fmt, str) and fmt.endswith("-record"):
        raise SaveError("this is a game record, not a saved game: open it with `landrush replay`")
    if fmt != FORMAT:
        raise SaveError(f"not a saved game of this program (format is {one_line(repr(fmt), 60)})")
    problem = reading.version_problem(data.get("version"), "save", VERSION, "saved by")
    if problem:
        raise SaveError(problem)
    try:
        return converter.structure(data, SaveFile)
    except Exception as exc:  # cattrs gathers field errors into an exception group
        raise SaveError(f"damaged: {reading.describe(exc, 'save')}") from None


def session_of(save: SaveFile) -> Session:
    """Replay the saved record (the game its format names) and re-submit this
    step's confirmed decisions."""
    try:
        rules = registry.for_format(save.record.get("format"))
        # Bots named in a save are run when it is continued: built-in bots only.
        state = rules.load_record(save.record)
        bots_for(rules.name).check_saved(rules.players(state), SaveError)
    except (ReadError, RulesError) as exc:
        raise SaveError(f"the game inside is not valid: {one_line(str(exc), 160)}") from None
    n = len(rules.players(state))
    if len(save.pending) != n:
        raise SaveError(f"confirmed decisions are listed for {len(save.pending)} seats, the game has {n}")
    session = Session.start(state, rules.name)
    if rules.is_over(state) and any(row is not None for row in save.pending):
        raise SaveError("the game is over but decisions are still listed as confirmed")
    for seat, row in enumerate(save.pending):
        if row is None:
            continue
        try:
            session = session.submit(seat, rules.decision_from_json(row))
        except (RulesError, TypeError, ValueError) as exc:
            raise SaveError(f"the confirmed decision of seat {seat} is not valid: {one_line(str(exc), 200)}") from None
    if save.conceded:
        if save.conceded != session.humans or session.is_over or any(row is not None for row in save.pending):
            raise SaveError(
                "the conceded seats are not the game's players, or its game is over, or decisions are listed"
            )
        try:
            session = session.concede()
        except RulesError as exc:
            raise SaveError(f"the concession is not valid: {one_line(str(exc), 120)}") from None
    return attrs.evolve(session, shown=save.shown)


def check_document(text: str, save: SaveFile, session: Session) -> None:
    """SaveError unless ``text`` (the encoding of ``save``) holds exactly this
    session: read back with every reading check, equal to what was encoded, and
    the game passing the record's checks (settings, board, payouts, built-in
    bots). The game itself came from the rules, so it is not replayed again:
    an autosave stays cheap."""
    try:
        back = parse(text)
        bots_for(session.game).check_saved(session.rules.players(session.state), SaveError)
    except (ReadError, RulesError) as exc:
        raise SaveError(f"the game does not read back ({one_line(str(exc), 120)})") from None
    if (
        back.record != save.record
        or back.conceded != save.conceded
        or list(back.pending) != json.loads(json.dumps(_pending_json(session)))
    ):
        raise SaveError("the game does not read back the same")


def loads(text: str | bytes) -> Session:
    """A save document to the Session it holds; SaveError (without the file name) if not."""
    return session_of(parse(text))
