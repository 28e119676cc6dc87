"""``landrush simulate`` run in-process, as the tests of each game's command line use it."""

from __future__ import annotations

from pathlib import Path

from landrush_tui import cli


def simulated_records(capsys, folder: Path, game: str, seats: str, games: int, seed: int, *options: str):
    """``landrush simulate`` of ``games`` games of ``game`` (seats like "easy,medium",
    then the game's own ``options``) recording into ``folder``: it exits 0. What it
    printed, and every file in the folder, sorted."""
    argv = ["simulate", "--game", game, "--seats", seats, "--games", str(games), "--seed", str(seed), *options]
    assert cli.main([*argv, "--record", str(folder)]) == 0
    return capsys.readouterr().out, sorted(folder.iterdir())
