"""Every game's bench script (and Land Rush's tournament) prints hard's table
against the gauntlet's held-out half with ``--heldout``: the same runner, table
sizes and games per cell as asked, Circuit with its purchase setting."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

run = importlib.import_module("gauntlet.run")

SCRIPTS = [
    ("tournament", "landrush", []),
    ("bench_circuit", "circuit", ["--set", "purchase=optional"]),
    ("bench_leyland", "leyland", []),
    ("bench_auctionland", "auctionland", []),
    ("bench_piecepack", "piecepack", []),
]


@pytest.mark.parametrize("script,game,settings", SCRIPTS)
def test_heldout_runs_the_gauntlet_for_that_game(script, game, settings, monkeypatch):
    asked: list[list[str]] = []
    monkeypatch.setattr(run, "main", lambda argv: asked.append(list(argv)) or 0)
    module = importlib.import_module(script)
    argv = ["--heldout", "--games", "6", "--players", "2,3"]
    if script == "tournament":
        assert module.main(argv) == 0
    else:
        monkeypatch.setattr(sys, "argv", [script, *argv])
        with pytest.raises(SystemExit) as ended:
            module.main()
        assert ended.value.code == 0
    expected = ["--game", game, "--bot", "hard", "--half", "heldout", "--players", "2,3", "--games", "6"]
    assert asked == [expected + settings]


def test_heldout_table_has_intervals_and_x_par(capsys):
    """One real, tiny run through the runner: the held-out half's rows with their 95% interval."""
    report = importlib.import_module("report")
    assert report.heldout("circuit", "2", 2, ["purchase=optional", "round_limit=30"]) == 0
    out = capsys.readouterr().out
    assert "heldout half" in out and "95% interval" in out and "x par" in out and "(all fields)" in out
