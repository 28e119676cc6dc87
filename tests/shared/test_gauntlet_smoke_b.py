"""The gauntlet opponents of Landrush for piecepack, Ley of the Land and Auction
Land play whole games: every style of both halves plays one game (table sizes
taken in turn, so every size of each game is met), every decision is accepted
by the rules, and the same view with the rivals renamed gets the same decision
(a bot neither reads names nor draws from hidden state). No tuning half of any
game loads held-out code."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

GAMES = ("piecepack", "leyland", "auctionland")
HALVES = ("heldout", "tuning")


def halves(game: str) -> list[Any]:
    return [importlib.import_module(f"gauntlet.{game}_{half}") for half in HALVES]


def renamed(view: Any) -> Any:
    """The same view with other names and kinds for every seat."""

    def other(players: tuple[PlayerSpec, ...]) -> tuple[PlayerSpec, ...]:
        return tuple(PlayerSpec(f"Someone {i}", PlayerKind.AI, "hard") for i, _ in enumerate(players))

    if hasattr(view, "players"):
        return attrs.evolve(view, players=other(view.players))
    state = view.state
    return attrs.evolve(
        view, state=attrs.evolve(state, settings=attrs.evolve(state.settings, players=other(state.settings.players)))
    )


def cases() -> list[tuple[str, str, str, int]]:
    out = []
    for game in GAMES:
        entry = registry.entry(game)
        sizes = list(range(entry.min_players, entry.max_players + 1))
        k = 0
        for module in halves(game):
            for style in module.STYLES:
                out.append((game, module.__name__, style, sizes[k % len(sizes)]))
                k += 1
    return out


@pytest.mark.parametrize(("game", "module", "style", "n"), cases())
def test_style_plays_a_whole_game(game: str, module: str, style: str, n: int) -> None:
    rules = registry.get(game)
    half = importlib.import_module(module)
    names = list(half.STYLES)
    # The style in seat 0, the rest of its half round the table.
    lineup = [style] + [s for s in names if s != style]
    seats = [lineup[i % len(lineup)] for i in range(n)]
    players = [PlayerSpec(f"{s} {i}", PlayerKind.AI, f"{module}:{s}") for i, s in enumerate(seats)]
    state = rules.new_game(rules.make_settings(players, 7 + n))
    asked = 0
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for seat in ask.seats:
            view = rules.view(state, seat)
            bot = half.STYLES[seats[seat]]
            answer = bots_for(rules.name).call_bot(rules, bot, view, seats[seat])
            if seat == 0 and view.what != "pass":
                asked += 1
                assert bots_for(rules.name).call_bot(rules, bot, renamed(view), style) == answer, (
                    "the rivals' names changed a decision"
                )
            decisions[seat] = answer
        state, _ = rules.apply(state, decisions)
    assert rules.is_over(state)
    assert asked > 0


def test_fields_name_known_styles() -> None:
    for game in GAMES:
        held, tuning = halves(game)
        assert not set(held.STYLES) & set(tuning.STYLES), "a style in both halves"
        assert len(held.STYLES) + len(tuning.STYLES) >= 8
        for module in (held, tuning):
            assert module.FIELDS
            for field in module.FIELDS.values():
                assert field and all(s in module.STYLES for s in field)
            assert any(len(set(f)) == 1 for f in module.FIELDS.values())
            assert any(len(set(f)) > 1 for f in module.FIELDS.values())


TUNING = sorted(p.stem for p in (BENCH / "gauntlet").glob("*_tuning.py"))


@pytest.mark.parametrize("name", TUNING)
def test_tuning_half_loads_no_held_out_code(name: str) -> None:
    """Whoever tunes a bot runs the tuning half: doing so must not load any
    held-out module, directly or through the helpers it imports."""
    source = (BENCH / "gauntlet" / f"{name}.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            named = [node.module or ""] + [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            named = [a.name for a in node.names]
        else:
            continue
        assert not any(n.endswith("_heldout") for n in named), f"{name} imports {named}"
    # A fresh interpreter: this one may already hold held-out modules from other tests.
    probe = (
        f"import sys; sys.path.insert(0, {str(BENCH)!r}); import gauntlet.{name}; "
        "print(' '.join(m for m in sys.modules if m.endswith('_heldout')))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split() == [], f"importing {name} loaded {out.split()}"
