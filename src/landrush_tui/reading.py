"""Reading game files safely: the part every rule set's records and saves share.

A file named by a player (or lying in the saves folder) may be anything: a FIFO,
a device, gigabytes of zeros, UTF-16, JSON nested a million deep, numbers with
thousands of digits, a board that declares a billion rows. Everything here is
bounded before anything is built from it:

1. ``read_bytes``: regular files only (opened without blocking, so a FIFO is
   refused instead of waited on), at most ``MAX_BYTES``.
2. ``decode`` (from ``rules.record_kit``, shared by every game's reader): UTF-8
   only (a UTF-8 byte-order mark is allowed), the same rule for records and saves.
3. ``load_json`` (``rules.record_kit`` too): whole numbers of at most ``MAX_DIGITS`` digits, no NaN or
   Infinity, nesting at most ``MAX_DEPTH`` deep (checked in one pass after
   parsing: a hook per number made parsing four times slower); a cut-short
   file is called so.
4. ``converter``: the one strict cattrs converter records and saves are
   structured with (whole numbers are ints, text is str, true/false are bools;
   extra keys are welcome, as the record spec says); ``describe`` turns its
   errors into one line in the players' words.

Then each format runs its own checks (``record.check`` for Land Rush records,
``savefile.session_of`` for saves). Nothing here knows about any rule set.
"""

from __future__ import annotations

import os
import stat
import typing
from pathlib import Path
from typing import Any, Callable

import cattrs
from cattrs.preconf.json import make_converter

from .rules.record_kit import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_DIGITS,
    RecordError,
    decode,
    load_json,
    one_line,
    size_problem,
    version_problem,
)

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "ReadError",
    "converter",
    "decode",
    "describe",
    "load_json",
    "objects_only",
    "one_line",
    "read_bytes",
    "read_document",
    "version_problem",
]
MAX_MESSAGE = 200

# One error base for every game file: the record kit's (a RulesError, so a ValueError).
ReadError = RecordError


def read_bytes(path: Path | str, what: str = "a game file", limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ReadError (without
    the file name) otherwise. Never blocks on a FIFO or a device."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ReadError("no such file") from None
    except IsADirectoryError:
        raise ReadError(f"is a folder, not {what}") from None
    except OSError as exc:
        raise ReadError(f"cannot be read ({one_line(exc.strerror or str(exc), 80)})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise ReadError(f"is a folder, not {what}")
        if not stat.S_ISREG(info.st_mode):
            raise ReadError(f"is not a regular file, so not {what}")
        problem = size_problem(info.st_size, what, limit)
        if problem:
            raise ReadError(problem)
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:  # it grew while we read
            raise ReadError(size_problem(got, what, limit) or f"too large to be {what}")
        return b"".join(chunks)
    except BlockingIOError:
        raise ReadError(f"is not a regular file, so not {what}") from None
    except OSError as exc:
        raise ReadError(f"cannot be read ({one_line(exc.strerror or str(exc), 80)})") from None
    finally:
        os.close(fd)


def read_document(path: Path | str, what: str = "a game file") -> Any:
    """A file's JSON value, every limit above applied; ReadError without the file name."""
    return load_json(decode(read_bytes(path, what), what))


# --- the one strict converter ------------------------------------------------------


def _strict_int(v: Any, _t: type) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"expected a whole number, not {one_line(repr(v), 40)}")
    return v


def _strict_str(v: Any, _t: type) -> str:
    if not isinstance(v, str):
        raise TypeError(f"expected text, not {one_line(repr(v), 40)}")
    return v


def _strict_bool(v: Any, _t: type) -> bool:
    if not isinstance(v, bool):
        raise TypeError(f"expected true or false, not {one_line(repr(v), 40)}")
    return v


def _plain_dict(v: Any, _t: type) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise TypeError(f"expected a JSON object, not {type(v).__name__}")
    return v


def _kind(v: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(v), "a number"
    )


def objects_only(fn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """A structure hook for a class that says "expected a JSON object" once,
    instead of one Python error per attribute, when given anything else."""

    def structure(v: Any, t: Any) -> Any:
        if not isinstance(v, dict):
            raise TypeError(f"expected a JSON object, not {_kind(v)}")
        return fn(v, t)

    return structure


def make_strict_converter() -> cattrs.Converter:
    c = make_converter(forbid_extra_keys=False)  # the record spec: more keys are welcome
    c.register_structure_hook(int, _strict_int)
    c.register_structure_hook(str, _strict_str)
    c.register_structure_hook(bool, _strict_bool)
    # A generic alias is not a class, so it is matched by predicate.
    c.register_structure_hook_func(lambda t: t == dict[str, Any], _plain_dict)
    return c


# Records and saves of every rule set are structured with this converter; each
# format registers the hooks of its own classes on it.
converter = make_strict_converter()


def _explain(exc: BaseException, type_: Any) -> str:
    if isinstance(exc, KeyError):
        return "missing"
    if isinstance(exc, ReadError) or type(exc).__module__.startswith("landrush_tui"):
        return str(exc)
    if isinstance(exc, TypeError):
        if str(exc).startswith("expected "):  # the strict hooks' own words
            return str(exc)
        if typing.get_origin(type_) in (tuple, list) or type_ in (tuple, list):
            return "expected a list"
        return "expected something else here"
    if isinstance(exc, ValueError) and isinstance(type_, type) and hasattr(type_, "__members__"):
        return "is not one of " + ", ".join(str(m.value) for m in typing.cast(typing.Any, type_))  # an enum
    if isinstance(exc, (RecursionError, OverflowError)):
        return "out of range"
    return cattrs.v.format_exception(exc, type_)


def describe(exc: BaseException, root: str) -> str:
    """A cattrs error as one line: ``where: what`` for up to three problems."""
    try:
        msgs = cattrs.transform_error(exc, path=root, format_exception=_explain)
    except Exception:
        msgs = [str(exc)]
    parts = []
    for m in msgs[:3]:
        what, sep, where = m.rpartition(" @ ")
        if not sep:
            parts.append(m)
        else:
            parts.append(f"{where} is missing" if what == "missing" else f"{where}: {what}")
    return one_line("; ".join(parts) or type(exc).__name__, MAX_MESSAGE)
