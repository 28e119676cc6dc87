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
4. ``converter`` (from ``rules.convert``): the one strict cattrs converter records and saves are
   structured with (whole numbers are ints, text is str, true/false are bools;
   extra keys are welcome, as the record spec says); ``describe`` turns its
   errors into one line in the players' words.

Then each format runs its own checks (each game's record reader,
``savefile.session_of`` for saves). Nothing here knows about any rule set.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from .rules.convert import converter, describe, objects_only
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
