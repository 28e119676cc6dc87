"""The one strict cattrs converter records and saves are structured with.

Whole numbers are ints, text is str, true/false are bools (``1.0`` and ``true``
are not 1); extra keys are welcome, as the record spec says. Each format
registers the hooks of its own classes on it; ``describe`` turns its errors
into one line in the players' words. Pure: no files, no Textual.
"""

from __future__ import annotations

import typing
from typing import Any, Callable

import cattrs
from cattrs.preconf.json import make_converter

from .record_kit import RecordError, one_line

MAX_MESSAGE = 200


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
    if isinstance(exc, RecordError) or type(exc).__module__.startswith("landrush_tui"):
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
