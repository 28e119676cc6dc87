"""Land Rush's tuning sets run by name (``--half tuning3``, ``tuning4``): each
loads neither held-out code nor the project's bots, and the runner lists and
plays it."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

run = importlib.import_module("gauntlet.run")

SETS = [("tuning3", "block_mix"), ("tuning4", "value_mix")]  # (half, a small mixed field of it)


@pytest.mark.parametrize(("name", "_field"), SETS)
def test_the_set_loads_neither_held_out_code_nor_the_bots(name: str, _field: str) -> None:
    module = f"gauntlet.landrush_{name}"
    probe = f"import sys; sys.path.insert(0, {str(BENCH)!r}); import {module}; print('\\n'.join(sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()
    assert module in loaded
    assert [m for m in loaded if m.endswith("_heldout") or m.startswith("landrush_tui.ai")] == []


@pytest.mark.parametrize(("name", "field"), SETS)
def test_the_runner_plays_the_set(capsys: pytest.CaptureFixture[str], name: str, field: str) -> None:
    half = importlib.import_module(f"gauntlet.landrush_{name}")
    assert run.main(["--game", "landrush", "--half", name, "--fields"]) == 0
    listed = capsys.readouterr().out
    assert all(f"  {f}: " in listed for f in half.FIELDS)
    assert run.main(f"--game landrush --bot easy --half {name} --players 2 --games 2 --fields {field}".split()) == 0
    table = capsys.readouterr().out
    assert any(line.split()[:3] == [field, "2", "2"] for line in table.splitlines())
