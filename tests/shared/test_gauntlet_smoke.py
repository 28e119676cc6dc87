"""The gauntlet's opponent styles (bench/gauntlet): every style plays whole
games at every table size with legal decisions, answers a view the same way
each time, and does not read who its rivals are."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import attrs
import pytest

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

run = importlib.import_module("gauntlet.run")

SIZES = {"landrush": (2, 4, 7, 10), "circuit": (2, 3, 4, 5, 6)}
VALUES = {"landrush": {}, "circuit": {"purchase": "optional", "round_limit": 30}}
HALVES = [(game, half) for game in SIZES for half in run.HALVES]


@pytest.mark.parametrize("game,half", HALVES)
def test_every_style_plays_a_whole_game(game, half):
    """Each style is the measured bot of one game against the mixed field (dealt
    from a different style each time), the table sizes taken in turn; call_bot
    checks every decision, and the games end. (The runner's cells play every
    one-style field at every size.)"""
    module = run.gauntlet(game, half)
    values = run._values(game, [f"{k}={v}" for k, v in VALUES[game].items()])
    sizes = SIZES[game]
    for i, style in enumerate(module.STYLES):
        n = sizes[i % len(sizes)]
        result = run.play(run.Job(game, half, f"gauntlet.{game}_{half}:{style}", "mixed", n, i, 7 * i, i % n, values))
        assert 0.0 <= result.share <= 1.0
        assert len(result.wall) == len(result.cpu) and (result.wall or game == "circuit")


def _table(game: str, names: list[str], seed: int):
    rules = registry.get(game)
    players = [
        PlayerSpec(name, PlayerKind.AI, kind)
        for name, kind in zip(names, ["easy", "hard", "medium", "x"], strict=False)
    ]
    values = run._values(game, [f"{k}={v}" for k, v in VALUES[game].items()])
    return rules, rules.new_game(rules.make_settings(players, seed, **values))


@pytest.mark.parametrize("game,half", HALVES)
def test_styles_answer_alike_whoever_the_rivals_are(game, half):
    """The same positions with the seats renamed (and their kinds changed)
    get the same decisions from every style, asked twice."""
    module = run.gauntlet(game, half)
    styles = list(module.STYLES.values())
    rules, state = _table(game, ["Ann", "Bo", "Cy", "Di"], 3)
    steps = 0
    while (ask := rules.to_decide(state)) is not None and steps < 60:
        renamed_players = tuple(PlayerSpec(f"Other {s}", PlayerKind.HUMAN) for s in range(4))
        renamed = attrs.evolve(state, settings=attrs.evolve(rules.settings_of(state), players=renamed_players))
        decisions = {}
        for s in ask.seats:
            for bot in styles:
                first = bots_for(rules.name).call_bot(rules, bot, rules.view(state, s))
                assert bots_for(rules.name).call_bot(rules, bot, rules.view(state, s)) == first
                assert bots_for(rules.name).call_bot(rules, bot, rules.view(renamed, s)) == first
            decisions[s] = bots_for(rules.name).call_bot(rules, styles[(s + steps) % len(styles)], rules.view(state, s))
        state, _ = rules.apply(state, decisions)
        steps += 1
