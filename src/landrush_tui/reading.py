"""Reading game files safely: the part every rule set's records and saves share.

A file named by a player (or lying in the saves folder) may be anything: a FIFO,
a device, gigabytes of zeros, UTF-16, JSON nested a million deep, numbers with
thousands of digits, a board that declares a billion rows. Everything here is
bounded before anything is built from it:

1. ``read_bytes``: regular files only (opened without blocking, so a FIFO is
   refused instead of waited on), at most ``MAX_BYTES``.
2. ``decode``: UTF-8 only (a UTF-8 byte-order mark is allowed), the same rule
   for records and saves.
3. ``load_json``: whole numbers of at most ``MAX_DIGITS`` digits, no NaN or
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

import json
import math
import os
import re
import stat
from pathlib import Path
import typing
from typing import Any, Callable

import cattrs
from cattrs.preconf.json import make_converter

# A ten-player Land Rush record is about 50 kB; anything far bigger is not a game of ours.
MAX_BYTES = 1024 * 1024
MAX_DEPTH = 32  # a record nests 6 deep
MAX_DIGITS = 30  # seeds are below 10**20; no count or amount comes near this
MAX_MESSAGE = 200


class ReadError(ValueError):
    """A file that cannot be read as a game: one line naming the problem."""


def one_line(text: str, limit: int = 300) -> str:
    """Messages go into a single status line: no newlines, bounded length."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} kB"
    return f"{n} bytes"


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
        if info.st_size > limit:
            raise ReadError(f"too large ({_size(info.st_size)}) to be {what}: at most {_size(limit)}")
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(65536, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:  # it grew while we read
            raise ReadError(f"too large to be {what}: at most {_size(limit)}")
        return b"".join(chunks)
    except BlockingIOError:
        raise ReadError(f"is not a regular file, so not {what}") from None
    except OSError as exc:
        raise ReadError(f"cannot be read ({one_line(exc.strerror or str(exc), 80)})") from None
    finally:
        os.close(fd)


def decode(data: bytes | str, what: str = "a game file") -> str:
    """UTF-8 text (a leading byte-order mark is dropped): the one rule for every format."""
    if isinstance(data, str):
        text = data
    else:
        if len(data) > MAX_BYTES:
            raise ReadError(f"too large ({_size(len(data))}) to be {what}: at most {_size(MAX_BYTES)}")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ReadError(f"not {what}: the file is not text in UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\x00" in text:  # UTF-16 of plain ASCII decodes as UTF-8 with a NUL every other byte
        raise ReadError(f"not {what}: the file is not text in UTF-8")
    if not text.strip():
        raise ReadError("the file is empty")
    return text


def _constant(text: str) -> Any:
    raise ReadError(f"damaged: {text} is not a number a game uses")


_TOO_MANY_DIGITS = re.compile(r"value has (\d+) digits")
_INT_LIMIT = 10**MAX_DIGITS


def _too_long(digits: int) -> ReadError:
    return ReadError(f"damaged: a number with {digits} digits is far too long")


def _check_values(value: Any) -> None:
    """Nesting at most MAX_DEPTH deep, whole numbers of at most MAX_DIGITS digits,
    finite numbers only. One pass, level by level (a save is walked on every autosave)."""
    level, depth = [value], 1
    while level:
        if depth > MAX_DEPTH:
            raise ReadError("damaged: the data is nested too deeply")
        below = []
        for v in level:
            for x in (v.values() if type(v) is dict else v):
                t = type(x)
                if t is dict or t is list:
                    below.append(x)
                elif t is int:
                    if not -_INT_LIMIT < x < _INT_LIMIT:
                        raise _too_long(len(str(abs(x))))
                elif t is float and not math.isfinite(x):
                    raise ReadError("damaged: a number is far too large")
        level, depth = below, depth + 1


def load_json(text: str) -> Any:
    """Parse JSON within the limits above; ReadError with one line if not."""
    try:
        value = json.loads(text, parse_constant=_constant)
    except ReadError:
        raise
    except json.JSONDecodeError as exc:
        body = text.rstrip()
        if exc.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
            raise ReadError("truncated: the file was cut short") from None
        raise ReadError(f"damaged: not valid JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})") from None
    except RecursionError:
        raise ReadError("damaged: the data is nested too deeply") from None
    except ValueError as exc:  # Python's own limit on digits (4300) in an integer
        many = _TOO_MANY_DIGITS.search(str(exc))
        if many:
            raise _too_long(int(many.group(1))) from None
        raise ReadError(f"damaged: {one_line(str(exc), 80)}") from None
    if isinstance(value, (dict, list)):
        _check_values(value)
    elif type(value) is int and not -_INT_LIMIT < value < _INT_LIMIT:
        raise _too_long(len(str(abs(value))))
    return value


def read_document(path: Path | str, what: str = "a game file") -> Any:
    """A file's JSON value, every limit above applied; ReadError without the file name."""
    return load_json(decode(read_bytes(path, what), what))


# --- the one strict converter ------------------------------------------------------


def version_problem(version: Any, kind: str, newest: int, made: str) -> str | None:
    """What is wrong with a document's ``version`` (None if this game reads it):
    ``kind`` is "record" or "save", ``made`` how a newer game made it."""
    if type(version) is not int:
        return f"{kind} version {one_line(repr(version), 40)} is not a whole number"
    if version > newest:
        return f"{made} a newer Land Rush ({kind} version {version}; this one reads up to {newest})"
    if version < 1:
        return f"{kind} version {version} does not exist"
    return None


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
        type(v), "a number")


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
