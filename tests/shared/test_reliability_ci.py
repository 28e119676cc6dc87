"""``.ci/run`` runs the README's test line itself, in a clean environment (HOME
a new folder, a plain PATH, nothing else of the caller's), so CI cannot pass
on a variable a player's shell does not have."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_the_readme_test_line_in_a_clean_environment(tmp_path):
    # A copy of the project's layout whose README test line reports its environment.
    (tmp_path / ".ci").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    intro = "Install and run the tests:\n\n    "
    assert intro in readme  # the line .ci/run looks for is where it looks
    (tmp_path / "README.md").write_text(
        "# x\n\nInstall and play:\n\n    echo play > played\n\n"
        f"{intro}env > seen && echo $HOME > home && test ! -e .venv\n\nMore text.\n",
        encoding="utf-8",
    )
    (tmp_path / ".venv").mkdir()  # a stale venv: the line runs with it gone
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "LANDRUSH_SECRET": "x", "PYTHONPATH": "/nowhere"}
    done = subprocess.run(["bash", str(tmp_path / ".ci" / "run")], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "played").exists()
    seen = dict(line.split("=", 1) for line in (tmp_path / "seen").read_text().splitlines() if "=" in line)
    # bash itself adds PWD, SHLVL and _; nothing else comes from the caller.
    assert set(seen) - {"PWD", "SHLVL", "_", "OLDPWD"} == {"HOME", "PATH"}, seen
    assert seen["PATH"] == "/usr/local/bin:/usr/bin:/bin"
    home = (tmp_path / "home").read_text().strip()
    assert home != os.environ.get("HOME") and not Path(home).exists()  # a fresh folder, removed after


def test_ci_run_line_is_the_readme_line():
    """What .ci/run runs from the real README is its whole test line."""
    done = subprocess.run(
        ["bash", str(ROOT / ".ci" / "run"), "--print"], capture_output=True, text=True, check=True, timeout=60
    )
    line = done.stdout.strip()
    assert line.startswith("python3 -m venv .venv && ") and "-m pytest -n auto" in line, line
    assert f"    {line}\n" in (ROOT / "README.md").read_text(encoding="utf-8")
