"""Reading game records and saves: the part every game's reader shares.

A record may come from anywhere: a file a player names, a save folder, a
network share. Everything here is bounded before anything is built from it,
and takes JSON values only as exactly what they are (a whole number is an
``int``, never ``true`` or ``1.0``; a missing key is refused, never given a
default):

- ``parse``: UTF-8 text (a leading byte-order mark dropped) of at most
  ``MAX_TEXT`` (files: ``MAX_BYTES``), whole numbers of at most ``MAX_DIGITS`` digits, no NaN or
  Infinity, nesting at most ``MAX_DEPTH`` deep.
- ``check_header``: the record's ``format`` and ``version`` (the integer 1);
  ``RecordFormat``: a game's header written and checked in one place.
- ``RecordError.need``, ``key``, ``fields``, ``whole``, ``text``, ``flag``,
  ``items``, ``obj``: one field at a time, named in the one-line error.
- ``applied``: a recorded decision replayed through the rules, a refusal
  saying where; ``check_outcome`` / ``same``: recorded and replayed values
  compared as JSON (``1`` is not ``1.0`` is not ``true``; key order counts,
  as the specs fix it), the first difference named.
- ``seat_data`` / ``seats_of``: the seat codec shared by every game (``kind``
  required; an AI seat names its bot in ``ai``, a human seat has none).

Pure: no files (``reading.py`` opens them), no Textual.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Callable, Iterable, TypeVar

import attrs

from .errors import InvalidSettings, RulesError
from .players import PlayerKind, PlayerSpec

# A ten-player Land Rush record is about 50 kB, a long six-seat Circuit game a few
# hundred: a file far bigger is not a game of ours. Text already in memory (a record
# the game just wrote, a save's inner record) may be up to MAX_TEXT.
MAX_BYTES = 1024 * 1024
MAX_TEXT = 8 * 1024 * 1024
MAX_DEPTH = 32  # records nest at most 7 deep
MAX_DIGITS = 30  # seeds are below 10**20; no count or amount comes near this
MAX_MESSAGE = 300


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """Messages go into a single status line: no newlines, bounded length."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class RecordError(RulesError):
    """A game file (record or save) that cannot be read, or does not replay:
    one line, naming the problem first. The one base of every game's
    record and save errors."""

    def __init__(self, message: str, *args: Any) -> None:
        super().__init__(one_line(message), *args)

    @classmethod
    def need(cls, cond: bool, why: str) -> None:
        """This error saying ``why`` unless ``cond``."""
        if not cond:
            raise cls(why)


def short(value: Any, limit: int = 40) -> str:
    """A value as a message shows it: its repr, on one bounded line."""
    return one_line(repr(value), limit)


def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} kB"
    return f"{n} bytes"


def size_problem(n: int, what: str, limit: int = MAX_BYTES) -> str | None:
    """Why ``n`` bytes are too many for ``what`` (None if they are not)."""
    return f"too large ({_size(n)}) to be {what}: at most {_size(limit)}" if n > limit else None


# --- text and JSON -------------------------------------------------------------------


def decode(
    data: bytes | str, what: str = "a game file", error: type[RecordError] = RecordError, limit: int = MAX_BYTES
) -> str:
    """UTF-8 text (a leading byte-order mark is dropped) of at most ``limit``
    bytes or characters: the one rule for every format."""
    if isinstance(data, str):
        text = data
        problem = size_problem(len(text), what, limit)
        if problem:
            raise error(problem)
    else:
        problem = size_problem(len(data), what, limit)
        if problem:
            raise error(problem)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"not {what}: the file is not text in UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\x00" in text:  # UTF-16 of plain ASCII decodes as UTF-8 with a NUL every other byte
        raise error(f"not {what}: the file is not text in UTF-8")
    if not text.strip():
        raise error("the file is empty")
    return text


class _Constant(Exception):
    def __init__(self, text: str) -> None:
        self.text = text


def _constant(text: str) -> Any:
    raise _Constant(text)


_TOO_MANY_DIGITS = re.compile(r"value has (\d+) digits")
_INT_LIMIT = 10**MAX_DIGITS


def _too_long(digits: int, error: type[RecordError]) -> RecordError:
    return error(f"damaged: a number with {digits} digits is far too long")


def _check_values(value: Any, error: type[RecordError]) -> None:
    """Nesting at most MAX_DEPTH deep, whole numbers of at most MAX_DIGITS digits,
    finite numbers only. One pass, level by level (a save is walked on every autosave)."""
    level, depth = [value], 1
    while level:
        if depth > MAX_DEPTH:
            raise error("damaged: the data is nested too deeply")
        below = []
        for v in level:
            for x in v.values() if type(v) is dict else v:
                t = type(x)
                if t is dict or t is list:
                    below.append(x)
                elif t is int:
                    if not -_INT_LIMIT < x < _INT_LIMIT:
                        raise _too_long(len(str(abs(x))), error)
                elif t is float and not math.isfinite(x):
                    raise error("damaged: a number is far too large")
        level, depth = below, depth + 1


def load_json(text: str, error: type[RecordError] = RecordError) -> Any:
    """Parse JSON within the limits above; ``error`` with one line if not."""
    try:
        value = json.loads(text, parse_constant=_constant)
    except _Constant as exc:
        raise error(f"damaged: {exc.text} is not a number a game uses") from None
    except json.JSONDecodeError as exc:
        body = text.rstrip()
        if exc.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
            raise error("truncated: the file was cut short") from None
        raise error(f"damaged: not valid JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})") from None
    except RecursionError:
        raise error("damaged: the data is nested too deeply") from None
    except ValueError as exc:  # Python's own limit on digits (4300) in an integer
        many = _TOO_MANY_DIGITS.search(str(exc))
        if many:
            raise _too_long(int(many.group(1)), error) from None
        raise error(f"damaged: {one_line(str(exc), 80)}") from None
    if isinstance(value, (dict, list)):
        _check_values(value, error)
    elif type(value) is int and not -_INT_LIMIT < value < _INT_LIMIT:
        raise _too_long(len(str(abs(value))), error)
    return value


def parse(data: bytes | str, what: str, error: type[RecordError] = RecordError, limit: int = MAX_TEXT) -> Any:
    """A document's JSON value: ``decode`` then ``load_json``."""
    return load_json(decode(data, what, error, limit), error)


# --- fields ----------------------------------------------------------------------------


def obj(v: Any, what: str, error: type[RecordError] = RecordError) -> dict[str, Any]:
    """``v`` if it is a JSON object."""
    if type(v) is not dict:
        raise error(f"{what} must be an object, not {short(v)}")
    return v


def key(d: Any, name: str, where: str, error: type[RecordError] = RecordError) -> Any:
    """``d[name]``; a missing key is refused, never defaulted."""
    if type(d) is not dict:
        raise error(f"{where} must be an object, not {short(d)}")
    if name not in d:
        raise error(f"{where} has no {name}")
    return d[name]


def whole(
    v: Any, what: str, lo: int | None = None, hi: int | None = None, error: type[RecordError] = RecordError
) -> int:
    """``v`` if it is a JSON whole number (not true/false, not 1.0) within [lo, hi]."""
    if type(v) is not int:
        raise error(f"{what} must be a whole number, not {short(v)}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        span = f"{lo}..{hi}" if lo is not None and hi is not None else (f">= {lo}" if lo is not None else f"<= {hi}")
        raise error(f"{what} {v} is out of range ({span})")
    return v


def text(v: Any, what: str, error: type[RecordError] = RecordError) -> str:
    if type(v) is not str:
        raise error(f"{what} must be text, not {short(v)}")
    return v


def flag(v: Any, what: str, error: type[RecordError] = RecordError) -> bool:
    if type(v) is not bool:
        raise error(f"{what} must be true or false, not {short(v)}")
    return v


def items(v: Any, what: str, error: type[RecordError] = RecordError) -> list[Any]:
    if type(v) is not list:
        raise error(f"{what} must be a list, not {short(v)}")
    return v


def only_keys(d: dict[str, Any], allowed: Iterable[str], what: str, error: type[RecordError] = RecordError) -> None:
    extra = set(d) - set(allowed)
    if extra:
        raise error(f"unknown keys in {what}: {short(sorted(extra), 80)}")


def fields(d: Any, names: tuple[str, ...], where: str, error: type[RecordError] = RecordError) -> list[Any]:
    """The values of exactly these keys of an object, in this order (none missing, none more)."""
    obj(d, where, error)
    only_keys(d, names, where, error)
    return [key(d, n, where, error) for n in names]


T = TypeVar("T")


def settings(build: Callable[..., T], *args: Any, error: type[RecordError] = RecordError) -> T:
    """``build(*args)`` (a game's Settings), its refusal as this record's error."""
    try:
        return build(*args)
    except InvalidSettings as exc:
        raise error(f"settings: {exc}") from None


def applied(where: str, apply: Callable[..., T], *args: Any, error: type[RecordError] = RecordError) -> T:
    """``apply(*args)``: a recorded decision replayed through the rules, their
    refusal as this record's error saying where."""
    try:
        return apply(*args)
    except RulesError as exc:
        raise error(f"{where}: {exc}") from None


def same(recorded: Any, want: Any) -> bool:
    """Equal as JSON: types exact (``1``, ``1.0`` and ``true`` differ) and key order too."""
    return json.dumps(recorded) == json.dumps(want)


def difference(recorded: Any, want: Any, path: str = "") -> str | None:
    """Where a recorded value first differs from the rules' (None: the same, as
    ``same`` compares), in words: "seats[1].money is 12, the rules give 11"."""
    here = path or "the entry"
    if type(recorded) is not type(want):
        return f"{here} is {short(recorded)}, the rules give {short(want)}"
    if type(want) is dict:
        for k in want:
            if k not in recorded:
                return f"{path + '.' if path else ''}{k} is missing"
            found = difference(recorded[k], want[k], f"{path}.{k}" if path else k)
            if found:
                return found
        extra = [k for k in recorded if k not in want]
        if extra:
            return f"{here} has the unknown key {short(extra[0])}"
        return None if list(recorded) == list(want) else f"{here} has its keys out of order"
    if type(want) is list:
        for i, (a, b) in enumerate(zip(recorded, want, strict=False)):
            found = difference(a, b, f"{path}[{i}]")
            if found:
                return found
        if len(recorded) != len(want):
            return f"{here} has {len(recorded)} entries, the rules give {len(want)}"
        return None
    return None if recorded == want else f"{here} is {short(recorded)}, the rules give {short(want)}"


def check_outcome(recorded: Any, want: Any, where: str, error: type[RecordError] = RecordError) -> None:
    """``error`` naming the first difference unless the recorded outcome is the rules'."""
    if not same(recorded, want):
        raise error(f"{where} differs from the rules' outcome: {difference(recorded, want) or 'not the same JSON'}")


def version_problem(version: Any, kind: str, newest: int, made: str) -> str | None:
    """What is wrong with a document's ``version`` (None if this game reads it):
    ``kind`` is "record" or "save", ``made`` how a newer game made it."""
    if type(version) is not int:
        return f"{kind} version {short(version)} is not a whole number"
    if version > newest:
        return f"{made} a newer version of this program ({kind} version {version}; this one reads up to {newest})"
    if version < 1:
        return f"{kind} version {version} does not exist"
    return None


def check_header(data: Any, fmt: str, version: int, title: str, error: type[RecordError] = RecordError) -> None:
    """A ``title`` record: a JSON object whose format is ``fmt`` and whose version
    this game reads (exactly the integer, keys present)."""
    if type(data) is not dict:
        raise error(f"not {title} record: expected a JSON object")
    if data.get("format") != fmt:
        raise error(f"not {title} record (format is {short(data.get('format'), 60)})")
    if "version" not in data:
        raise error("the record has no version")
    problem = version_problem(data["version"], "record", version, "made by")
    if problem:
        raise error(problem)


# Keys any game's record may carry beside its own, which its game does not read:
# "conceded", how a game the table conceded ended (the app writes and lists it).
SHARED_KEYS = ("conceded",)


@attrs.frozen
class RecordFormat:
    """A game's record format: the header every record of it starts with, the
    keys that follow, and the checks of both."""

    game: str  # records say "format": "<game>-record"
    title: str  # what messages call one: "a Circuit" (record)
    keys: tuple[str, ...]  # the keys after format and version, in order
    error: type[RecordError]
    pending: bool = True  # whether a save adds "pending", the step under way
    version: int = 1

    @property
    def name(self) -> str:
        return f"{self.game}-record"

    def record(self, **parts: Any) -> dict[str, Any]:
        """A record: the header, then ``parts`` in order; a part that is None
        (the result of a game not over) is left out, never written as null."""
        return {"format": self.name, "version": self.version, **{k: v for k, v in parts.items() if v is not None}}

    def check(self, data: Any) -> None:
        """A record of this format and a version this game reads, with no unknown key."""
        check_header(data, self.name, self.version, self.title, self.error)
        extra = ("pending",) if self.pending else ()
        only_keys(data, ("format", "version", *self.keys, *extra, *SHARED_KEYS), "the record", self.error)

    def part(self, data: Any, name: str) -> Any:
        """The record's ``name`` key; a missing one is refused."""
        return key(data, name, "the record", self.error)


# --- seats -----------------------------------------------------------------------------

KINDS = tuple(k.value for k in PlayerKind)


def seat_data(p: PlayerSpec) -> dict[str, Any]:
    """A seat as every record writes it: name, kind, and ``ai`` for an AI seat only."""
    d: dict[str, Any] = {"name": p.name, "kind": p.kind.value}
    if p.is_ai:
        d["ai"] = p.ai
    return d


def seat_of(d: Any, what: str, *, more_keys: bool = False, error: type[RecordError] = RecordError) -> PlayerSpec:
    """A seat from its JSON: ``name`` and ``kind`` required; an AI seat names its
    bot in ``ai``, a human seat has no ``ai``. ``more_keys``: other keys are
    allowed (Land Rush's record spec welcomes them)."""
    if type(d) is not dict:
        raise error(f"{what} must be an object, not {short(d)}")
    name = text(key(d, "name", what, error), f"{what}: name", error)
    kind = key(d, "kind", what, error)
    if kind not in KINDS:
        raise error(f"{what}: kind must be {' or '.join(KINDS)}, not {short(kind)}")
    if not more_keys:
        only_keys(d, ("name", "kind", "ai"), what, error)
    if kind == PlayerKind.AI.value:
        ai = text(key(d, "ai", f"{what} (an AI seat)", error), f"{what}: ai", error)
        if not ai.strip():
            raise error(f"{what}: an AI seat needs a strength or bot name")
        return PlayerSpec(name, PlayerKind.AI, ai)
    if "ai" in d:
        raise error(f"{what}: a human seat has no ai, not {short(d['ai'])}")
    return PlayerSpec(name, PlayerKind.HUMAN)


def seats_of(
    data: Any, what: str = "settings.players", error: type[RecordError] = RecordError, *, more_keys: bool = False
) -> tuple[PlayerSpec, ...]:
    """Every seat of a record, in seat order."""
    return tuple(
        seat_of(p, f"player {i}", more_keys=more_keys, error=error) for i, p in enumerate(items(data, what, error))
    )


def settings_data(settings: Any, **options: Any) -> dict[str, Any]:
    """A game's settings as its record writes them: the seats, the game's
    ``options`` in order, the seed."""
    return {"players": [seat_data(p) for p in settings.players], **options, "seed": settings.seed}


def seats_and_seed_of(data: Any, build: Callable[..., T], error: type[RecordError] = RecordError) -> T:
    """Such settings read back: ``build(players, seed)``, every field checked."""
    players, seed = fields(data, ("players", "seed"), "settings", error)
    return settings(build, seats_of(players, error=error), whole(seed, "settings.seed", error=error), error=error)
