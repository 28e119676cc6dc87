"""Land Rush's second tuning set of gauntlet opponents (bench/gauntlet/landrush_tuning2.py):
its fields name its styles, each style plays a whole game at 2 and 10 seats with
legal bids, answers a view alike with the rivals renamed, and the set loads no
held-out code. The runner takes it as ``--half tuning2``."""

from __future__ import annotations

import importlib
import subprocess
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
half = importlib.import_module("gauntlet.landrush_tuning2")
GAME = "landrush"


def test_fields_and_styles_have_the_gauntlet_shape() -> None:
    assert len(half.STYLES) >= 10
    for name in half.STYLES:
        assert f"- {name}:" in (half.__doc__ or ""), f"{name} has no line in the docstring"
        assert half.FIELDS[name] == (name,), f"{name} has no field of its own"
    mixed = [f for f in half.FIELDS.values() if len(set(f)) > 1]
    assert len(mixed) >= 3
    assert all(s in half.STYLES for f in half.FIELDS.values() for s in f)
    tuning = importlib.import_module("gauntlet.landrush_tuning")
    assert not set(half.STYLES) & set(tuning.STYLES), "a style already in the first tuning set"


@pytest.mark.parametrize("style", list(half.STYLES))
def test_style_plays_whole_games_against_the_field(style: str) -> None:
    """The style as the measured bot against the mixed field, at 2 seats and at 10;
    the runner's call_bot checks every bid and the games end."""
    values = run._values(GAME, [])
    k = list(half.STYLES).index(style)
    for n in (2, 10):
        job = run.Job(GAME, "tuning2", f"gauntlet.landrush_tuning2:{style}", "mixed", n, k, 11 * k + n, k % n, values)
        result = run.play(job)
        assert 0.0 <= result.share <= 1.0
        assert result.wall


def test_styles_answer_alike_whoever_the_rivals_are() -> None:
    """Every style gives the same bids twice and with the seats renamed and their
    kinds changed, over a game played by the set itself."""
    rules = registry.get(GAME)
    styles = list(half.STYLES.values())
    kinds = ["easy", "hard", "medium", "x"]
    players = [
        PlayerSpec(name, PlayerKind.AI, kind) for name, kind in zip(["Ann", "Bo", "Cy", "Di"], kinds, strict=True)
    ]
    state = rules.new_game(rules.make_settings(players, 3))
    steps = 0
    while (ask := rules.to_decide(state)) is not None:
        others = tuple(PlayerSpec(f"Other {s}", PlayerKind.HUMAN) for s in range(4))
        renamed = attrs.evolve(state, settings=attrs.evolve(rules.settings_of(state), players=others))
        decisions = {}
        for s in ask.seats:
            for bot in styles:
                first = bots_for(GAME).call_bot(rules, bot, rules.view(state, s))
                assert bots_for(GAME).call_bot(rules, bot, rules.view(state, s)) == first
                assert bots_for(GAME).call_bot(rules, bot, rules.view(renamed, s)) == first
            decisions[s] = bots_for(GAME).call_bot(rules, styles[(s + steps) % len(styles)], rules.view(state, s))
        state, _ = rules.apply(state, decisions)
        steps += 1
    assert steps > 5


def test_loads_no_held_out_code() -> None:
    probe = (
        f"import sys; sys.path.insert(0, {str(BENCH)!r}); import gauntlet.landrush_tuning2; "
        "print(' '.join(m for m in sys.modules if m.endswith('_heldout')))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split() == []


def test_the_runner_takes_the_set_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert run.main(["--game", GAME, "--half", "tuning2", "--fields"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in half.FIELDS)
