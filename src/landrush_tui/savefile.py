"""The saved-game format: a game in progress as one versioned JSON document.

A save holds the game record so far (the shared record format, so the rules
replay and check every past turn) plus the bids already confirmed this turn.
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
import cattrs
from cattrs.gen import make_dict_unstructure_fn, override
from cattrs.preconf.json import make_converter

from . import record
from .rules.errors import RulesError
from .session import Session

FORMAT = "landrush-save"
VERSION = 1
# A 10-player game record is well under 100 kB; anything far bigger is not ours.
MAX_BYTES = 8 * 1024 * 1024


class SaveError(ValueError):
    """A save that cannot be read or written: one line naming the file and the problem."""


@attrs.frozen(kw_only=True)
class SaveFile:
    """What a save file holds (the record is kept as the record module writes it)."""

    format: str = FORMAT
    version: int = VERSION
    name: str
    created: str  # ISO 8601, UTC; only shown to the player
    updated: str
    pending: tuple[tuple[int, ...] | None, ...]  # per seat: confirmed bids this turn, or null
    record: dict[str, Any]
    # Written only when false: the last turn's reveal has not been watched to its end.
    shown: bool = True


def _make_converter() -> cattrs.Converter:
    c = make_converter(forbid_extra_keys=False)  # newer minor additions stay readable

    def strict_int(v: Any, _t: type) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"expected a whole number, got {v!r}")
        return v

    def strict_str(v: Any, _t: type) -> str:
        if not isinstance(v, str):
            raise TypeError(f"expected text, got {v!r}")
        return v

    def plain_dict(v: Any, _t: type) -> dict[str, Any]:
        if not isinstance(v, dict):
            raise TypeError(f"expected a JSON object, got {type(v).__name__}")
        return v

    def pending_row(v: Any, _t: type) -> tuple[int, ...] | None:
        if v is None:
            return None
        if not isinstance(v, list):
            raise TypeError(f"expected a list of bids or null, got {v!r}")
        return tuple(strict_int(b, int) for b in v)

    def strict_bool(v: Any, _t: type) -> bool:
        if not isinstance(v, bool):
            raise TypeError(f"expected true or false, got {v!r}")
        return v

    c.register_structure_hook(int, strict_int)
    c.register_structure_hook(str, strict_str)
    c.register_structure_hook(bool, strict_bool)
    c.register_unstructure_hook(SaveFile, make_dict_unstructure_fn(SaveFile, c, shown=override(omit_if_default=True)))
    # Generic aliases are not classes, so these two are matched by predicate.
    c.register_structure_hook_func(lambda t: t == dict[str, Any], plain_dict)
    c.register_structure_hook_func(lambda t: t == (tuple[int, ...] | None), pending_row)
    return c


converter = _make_converter()


def one_line(text: str, limit: int = 300) -> str:
    """Messages go into a single status line: no newlines, bounded length."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def save_of(session: Session, name: str, created: str, updated: str) -> SaveFile:
    rec = record.converter.unstructure(record.record_of(session.state))
    return SaveFile(name=name, created=created, updated=updated, pending=session.pending, record=rec,
                    shown=session.shown)


def dumps(save: SaveFile) -> str:
    # Compact on purpose: saves are rewritten after every confirmed bid.
    return json.dumps(converter.unstructure(save), ensure_ascii=False, separators=(",", ":")) + "\n"


def _json(text: str | bytes) -> Any:
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise SaveError(f"too large to be a saved game ({len(text)} bytes)")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("not a saved game: the file is not text (UTF-8)") from None
    if not text.strip():
        raise SaveError("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        body = text.strip()
        # A save is one JSON object: if the closing brace is missing the file was cut short.
        if exc.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
            raise SaveError("truncated: the file ends in the middle of the data") from None
        raise SaveError(f"corrupted: not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise SaveError("corrupted: the data is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise SaveError(f"corrupted: {exc}") from None


def parse(text: str | bytes) -> SaveFile:
    """Read a save document (format and version checked), without replaying it."""
    data = _json(text)
    if not isinstance(data, dict):
        raise SaveError("not a Land Rush saved game: expected a JSON object")
    fmt = data.get("format")
    if fmt == record.FORMAT:
        raise SaveError("this is a game record, not a saved game: open it with `landrush replay`")
    if fmt != FORMAT:
        raise SaveError(f"not a Land Rush saved game (format is {one_line(repr(fmt), 60)})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"save version {one_line(repr(version), 60)} is not a whole number")
    if version > VERSION:
        raise SaveError(f"saved by a newer Land Rush (save version {version}; this one reads up to {VERSION})")
    if version < 1:
        raise SaveError(f"save version {version} does not exist")
    try:
        return converter.structure(data, SaveFile)
    except Exception as exc:  # cattrs gathers field errors into an exception group
        try:
            msgs = cattrs.transform_error(exc, path="save")
        except Exception:
            msgs = [str(exc)]
        raise SaveError(f"damaged: {one_line('; '.join(msgs[:3]), 200)}") from None


def session_of(save: SaveFile) -> Session:
    """Replay the saved record and re-submit this turn's confirmed bids."""
    try:
        state = record.replay(record.parse(json.dumps(save.record)))
    except record.RecordError as exc:
        raise SaveError(f"the game inside does not replay: {one_line(str(exc), 200)}") from None
    except (RecursionError, ValueError) as exc:  # record.parse should wrap these; be safe if it does not
        raise SaveError(f"the game inside cannot be read: {one_line(str(exc), 200)}") from None
    n = state.settings.n
    if len(save.pending) != n:
        raise SaveError(f"confirmed bids are listed for {len(save.pending)} seats, the game has {n}")
    session = Session.start(state)
    if state.is_over and any(row is not None for row in save.pending):
        raise SaveError("the game is over but bids are still listed as confirmed")
    for seat, row in enumerate(save.pending):
        if row is None:
            continue
        try:
            session = session.submit(seat, row)
        except RulesError as exc:
            raise SaveError(f"confirmed bids of seat {seat} are not valid: {one_line(str(exc), 200)}") from None
    return attrs.evolve(session, shown=save.shown)


def loads(text: str | bytes) -> Session:
    """A save document to the Session it holds; SaveError (without the file name) if not."""
    return session_of(parse(text))
