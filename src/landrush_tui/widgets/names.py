"""Players' names cut to a column's width without two of them reading alike.

Default names at a big table share a long start ("Steady Ted", "Steady Ted 2",
... "Steady Ted 6"): cut to their first letters they all read "Steady T…".
Here a name that would collide keeps its distinguishing end instead
("Steady…2"), so any game's table can give names a narrow column.
"""

from __future__ import annotations

from typing import Sequence

ELLIPSIS = "…"


def cut(name: str, width: int) -> str:
    """``name`` whole if it fits ``width`` characters, else its start and "…"."""
    if len(name) <= width:
        return name
    return name[: max(width - 1, 0)].rstrip() + ELLIPSIS if width > 0 else ""


def _with_tail(name: str, width: int, tail_len: int) -> str:
    """The name's start, "…" and its last ``tail_len`` characters, in ``width``;
    the tail grows to the start of its word when that fits ("…10", not "…0")."""
    start = len(name) - tail_len
    word = name.rfind(" ", 0, start) + 1
    if len(name) - word <= width - 2:
        start = min(start, word)
    tail = name[start:].lstrip()
    head = name[: max(width - 1 - len(tail), 0)].rstrip()
    return head + ELLIPSIS + tail


def short_names(names: Sequence[str], width: int) -> list[str]:
    """Every name in at most ``width`` characters (at least 2), distinct
    whenever the names are: a name that fits is kept; one cut to the same
    text as another keeps as much of its end as tells them apart."""
    width = max(width, 2)
    out = [cut(n, width) for n in names]
    clashing, passes = True, 0
    while clashing and passes <= len(names):  # a fix may make a new clash; never loops for ever
        clashing, passes = False, passes + 1
        seen: dict[str, list[int]] = {}
        for i, text in enumerate(out):
            seen.setdefault(text, []).append(i)
        for group in seen.values():
            if len(group) < 2 or len({names[i] for i in group}) < 2:
                continue  # unique already, or the same name twice
            for tail_len in range(1, width):
                tries = [n if len(n := names[i]) <= width else _with_tail(n, width, tail_len) for i in group]
                if len(set(tries)) == len(tries) and not set(tries) & {
                    out[j] for j in range(len(out)) if j not in group
                }:
                    break
            # A name the others only extend keeps its plain cut ("Steady T…" for
            # "Steady Ted" beside "Steady…2"): its end tells nothing apart.
            shortest = min(range(len(group)), key=lambda k: len(names[group[k]]))
            base = names[group[shortest]]
            others = tries[:shortest] + tries[shortest + 1 :]
            if all(names[i].startswith(base) for i in group) and out[group[shortest]] not in others:
                tries[shortest] = out[group[shortest]]
            for i, text in zip(group, tries, strict=True):
                if text != out[i]:
                    out[i], clashing = text, True
    return out
