"""Tournaments: seat rotation, tallies, intervals and the CLI table."""

from landrush_tui.cli import main
from landrush_tui.simulate import BotTally, play_rotated, rotation_schedule, wilson


def test_rotation_puts_every_bot_in_every_seat_on_the_same_boards():
    games = list(rotation_schedule(["hard", "easy", "easy"], 5, seed=10))
    assert len(games) == 6  # rounded up to whole rotations
    assert [g[0] for g in games] == [10, 10, 10, 11, 11, 11]
    for seat in range(3):
        assert sorted(g[1][seat] for g in games) == ["easy"] * 4 + ["hard"] * 2


def test_wilson_interval_brackets_the_rate():
    lo, hi = wilson(40, 100)
    assert lo < 0.4 < hi and 0.30 < lo and hi < 0.50
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_small_rotated_run_tallies_every_seat_game():
    timings = {}
    tallies = play_rotated(["medium", "easy"], 4, seed=3, timings=timings)
    assert set(tallies) == {"medium", "easy"}
    assert all(t.seats == 4 for t in tallies.values())
    total = sum(t.win_points for t in tallies.values())
    assert abs(total - 4) < 1e-9  # one win (possibly shared) per game
    assert set(timings) == {"medium", "easy"} and all(timings.values())
    assert isinstance(tallies["medium"], BotTally)


def test_cli_rotate_prints_a_table_per_bot(capsys):
    assert main(["simulate", "--seats", "hard,easy", "--games", "2", "--seed", "8", "--rotate"]) == 0
    out = capsys.readouterr().out
    assert "seat rotation" in out and "95% interval" in out
    assert "hard" in out and "easy" in out and "median" in out


def test_cli_single_run_table_is_unchanged(capsys, tmp_path):
    args = ["simulate", "--seats", "medium,easy", "--games", "2", "--seed", "4", "--record", str(tmp_path / "a")]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert "mean money" in first and "shared" in first
    args[-1] = str(tmp_path / "b")
    assert main(args) == 0
    assert capsys.readouterr().out == first
    for name in ("game-0001.json", "game-0002.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_cli_rejects_unknown_bots_without_a_traceback(capsys):
    assert main(["simulate", "--seats", "hard,nobody", "--games", "2", "--rotate"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def _bench():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "tournament.py"
    spec = importlib.util.spec_from_file_location("bench_tournament", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_lineups_one_type_and_mixed():
    bench = _bench()
    assert bench.lineup_for("hard", "zoo.field", 4) == ("hard", "zoo.field", "zoo.field", "zoo.field")
    mixed = bench.lineup_for("hard", "mixed", 10)
    assert mixed[0] == "hard" and len(mixed) == 10 and "hard" not in mixed[1:]
    assert len(set(mixed[1:])) == 9  # nine different opponents at ten seats
    assert "medium" not in bench.lineup_for("medium", "mixed", 7)[1:]
    assert bench.bot_name("zoo.field") == "ai_zoo:field" and bench.bot_name("hard") == "hard"


def test_bench_prints_the_table_by_table_size(capsys):
    bench = _bench()
    assert bench.main(["--games", "2", "--players", "2,10", "--pairings", "easy:medium,easy:mixed"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "2 players" in out and "10 players" in out
    assert "easy vs mixed" in out and "median" in out and "worst" in out
    # At two seats "mixed" is easy vs medium again: the same games, counted once (not twice).
    rows = [line.split() for line in out.splitlines() if line.startswith("easy vs") and " 2 " in line]
    assert len(rows) == 2 and rows[0][5] == rows[1][5] == "2", rows
