"""Shared modules speak of games, never of one game: no game's name, title or
words in what they say to a player.

A game's own words live in its folders (``rules/<game>/``, ``ai/<game>/``,
``screens/<game>/``, ``widgets/<game>/``); everything else under the package is
shared by every game. Checked: the strings of shared Python modules (not their
docstrings and comments, which may give a game as an example to a developer)
and shared stylesheets whole. The package name ``landrush_tui``, the CLI
command ``landrush``, the program's name and the registry's own entries are
allowed.
"""

from __future__ import annotations

import functools
import io
import re
import tokenize
from pathlib import Path

import landrush_tui
from landrush_tui.rules import registry

# Shared places still holding one game's words, to empty as they move home or
# learn the game's own words: the board and record kit of the rules, storage,
# the CLI and the standalone replay (all owned by other work of this session).
KNOWN: set[str] = set()

GAME_WORDS = [
    *(e.title for e in registry.GAMES.values()),
    *(e.name for e in registry.GAMES.values() if e.name != "landrush"),  # landrush: the command
    "piecepack",
    "bids?",
    "fields?",
    "lots?",
    "payouts?",
    "plots?",
    "rent",
    "pyramids?",
    "tracts?",
    "faerie",
    "islands?",
]
WORDS = re.compile(r"\b(" + "|".join(GAME_WORDS) + r")\b", re.IGNORECASE)
ALLOWED_FILES = {"rules/registry.py"}  # the registry's entries name every game
ALLOWED_LINES = {'TITLE = "Land Rush"'}  # the program's name (app.py)

ROOT = Path(landrush_tui.__file__).parent


def shared_files() -> list[Path]:
    own = {"rules", "ai", "screens", "widgets"}
    out = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.suffix not in (".py", ".tcss") or "__pycache__" in rel.parts:
            continue
        if len(rel.parts) > 2 and rel.parts[0] in own and rel.parts[1] in registry.GAMES:
            continue
        out.append(path)
    return out


@functools.cache
def said_lines(path: Path) -> list[tuple[int, str, str]]:
    """(line number, the words a player may read, the source line) of a shared file."""
    text = path.read_text(encoding="utf-8")
    source = text.splitlines()
    if path.suffix != ".py":
        return [(n, line, line) for n, line in enumerate(source, 1)]
    out = []
    previous, depth = tokenize.NEWLINE, 0
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        # a string that starts a statement of its own is a docstring
        statement = depth == 0 and previous in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        if tok.type == tokenize.STRING and not statement:
            words = re.sub(r"\{[^{}]*\}", "", tok.string)  # an f-string's expressions are code
            for k, line in enumerate(words.split("\n")):
                out.append((tok.start[0] + k, line, source[tok.start[0] + k - 1]))
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            previous = tok.type
    return out


def offences(known: set[str]) -> list[str]:
    found = []
    for path in shared_files():
        rel = path.relative_to(ROOT).as_posix()
        if rel in known or rel in ALLOWED_FILES:
            continue
        for n, words, line in said_lines(path):
            if line.strip() in ALLOWED_LINES:
                continue
            for m in WORDS.finditer(words):
                found.append(f"{rel}:{n}: {m.group(0)!r} in {line.strip()[:80]}")
    return found


def test_no_shared_module_names_a_game_or_its_words() -> None:
    assert offences(KNOWN) == []


def test_the_known_exceptions_are_still_needed() -> None:
    """A module that no longer names a game (or is gone) leaves the list."""
    stale = [name for name in sorted(KNOWN) if not offences(KNOWN - {name})]
    assert stale == []


def test_the_check_sees_a_game_word() -> None:
    assert WORDS.search("Make the window larger: Land Rush needs at least 80x24")
    assert WORDS.search("confirmed bids") and not WORDS.search("landrush_tui")
