"""The frame every independent record checker (``*_checker.py`` here) shares: a
broken rule raises ``Bad`` with a sentence, and ``problems`` turns that, or a
record too malformed to read, into the list of problems (empty: valid). Like the
checkers, it imports nothing of the engine."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator


class Bad(Exception):
    """The record breaks a rule of its spec."""


def need(cond: bool, why: str) -> None:
    if not cond:
        raise Bad(why)


def problems(check: Callable[[Any], object], data: Any) -> list[str]:
    """What ``check(data)`` finds wrong: the rule it stopped at, or how the record
    is malformed (a field missing or of the wrong type)."""
    try:
        check(data)
    except Bad as exc:
        return [str(exc)]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return [f"malformed: {type(exc).__name__}: {exc}"]
    return []


def accepted(
    cases: Iterable[tuple[Any, ...]],
    play: Callable[..., Any],
    data_of: Callable[[Any], Any],
    check: Callable[[Any], list[str]],
) -> Iterator[tuple[Any, Any]]:
    """For the tests of a checker: each case's game (``play(*case)``) with its record
    as JSON data (``data_of(game)``), once ``check`` has found nothing wrong in it."""
    for case in cases:
        state = play(*case)
        data = data_of(state)
        found = check(data)
        assert found == [], (case, found)
        yield state, data
