"""`landrush simulate`: bot games from the command line, their results table
and their records; every bad input gives a one-line error and exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from spec_checker import check_record

from landrush_tui.cli import main
from landrush_tui.rules.landrush import record


def run(argv: list[str]) -> int:
    """main()'s exit code, whether it returns it or argparse exits with it."""
    try:
        return main(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1


def test_prints_a_results_table_per_seat(capsys):
    code = run(["simulate", "--seats", "baseline,baseline,baseline", "--games", "2", "--seed", "40"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "2 game(s)" in out and "40..41" in out
    lines = out.strip().splitlines()
    header = next(i for i, line in enumerate(lines) if line.split()[:2] == ["seat", "bot"])
    assert all(word in lines[header] for word in ("games", "wins", "shared", "mean money", "mean rank"))
    rows = [line.split() for line in lines[header + 2 :]]
    assert [r[0] for r in rows] == ["0", "1", "2"]
    assert all(r[1] == "baseline" and r[2] == "2" for r in rows)
    # Every game has at least one winner: sole plus shared wins cover both games.
    assert sum(int(r[3]) for r in rows) + sum(int(r[4]) for r in rows) >= 2


def test_one_game_record_to_a_file_follows_the_spec(tmp_path, capsys):
    target = tmp_path / "game.json"
    code = run(
        [
            "simulate",
            "--seats",
            "baseline,baseline",
            "--seed",
            "9",
            "--auction-type",
            "second_price",
            "--auction-order",
            "edge_first",
            "--start-money",
            "1500",
            "--record",
            str(target),
        ]
    )
    assert code == 0, capsys.readouterr().err
    text = target.read_text(encoding="utf-8")
    data = json.loads(text)
    assert check_record(data) == []
    assert data["settings"]["seed"] == 9
    assert (data["settings"]["auction_type"], data["settings"]["auction_order"]) == ("second_price", "edge_first")
    assert data["settings"]["start_money"] == 1500
    assert record.loads(text).is_over


def test_several_games_write_one_record_each_into_a_folder(tmp_path, capsys):
    folder = tmp_path / "records"
    code = run(
        [
            "simulate",
            "--seats",
            "baseline,baseline,baseline,baseline,baseline",
            "--games",
            "3",
            "--seed",
            "100",
            "--record",
            str(folder),
        ]
    )
    assert code == 0, capsys.readouterr().err
    files = sorted(folder.glob("*.json"))
    assert len(files) == 3
    seeds = []
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        assert check_record(data) == []
        seeds.append(data["settings"]["seed"])
    assert seeds == [100, 101, 102]


def test_same_seed_gives_byte_identical_records(tmp_path, capsys):
    a, b, c = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "c.json"
    for path, seed in ((a, "7"), (b, "7"), (c, "8")):
        assert run(["simulate", "--seats", "baseline,baseline,baseline", "--seed", seed, "--record", str(path)]) == 0
    assert a.read_bytes() == b.read_bytes()
    assert a.read_bytes() != c.read_bytes()


def test_same_seed_prints_the_same_table(capsys):
    argv = ["simulate", "--seats", "baseline,baseline", "--games", "2", "--seed", "3"]
    run(argv)
    first = capsys.readouterr().out
    run(argv)
    assert capsys.readouterr().out == first


def _refused(argv, capsys, *words):
    code = run(argv)
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert "Traceback" not in out + err
    assert err.strip(), "a refusal must say why"
    for word in words:
        assert word in err, err
    return err


def test_unknown_bot_is_refused(capsys):
    _refused(["simulate", "--seats", "baseline,no_such_bot", "--seed", "1"], capsys, "no_such_bot")


def test_unimportable_bot_is_refused(capsys):
    _refused(["simulate", "--seats", "baseline,no_such_module_xyz:bot", "--seed", "1"], capsys, "no_such_module_xyz")


@pytest.mark.parametrize("count", [1, 11])
def test_wrong_number_of_seats_is_refused(capsys, count):
    """A game needs 2 to 10 players."""
    err = _refused(["simulate", "--seats", ",".join(["baseline"] * count), "--seed", "1"], capsys)
    assert "2" in err and "10" in err


def test_no_seats_is_refused(capsys):
    _refused(["simulate", "--seats", " , ", "--seed", "1"], capsys)


@pytest.mark.parametrize(
    "extra",
    [
        ["--games", "0"],
        ["--games", "-3"],
        ["--games", "many"],
        ["--seed", "abc"],
        ["--seed", "1.5"],
        ["--start-money", "123"],
        ["--start-money", "lots"],
        ["--auction-type", "third_price"],
        ["--auction-order", "north_first"],
    ],
)
def test_bad_numbers_and_choices_are_refused(capsys, extra):
    _refused(["simulate", "--seats", "baseline,baseline", *extra], capsys)


def test_missing_seats_is_refused(capsys):
    _refused(["simulate", "--seed", "1"], capsys, "--seats")


def test_unwritable_record_path_is_refused(tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    _refused(
        ["simulate", "--seats", "baseline,baseline", "--seed", "1", "--games", "2", "--record", str(blocker / "sub")],
        capsys,
    )


def test_real_command_line_has_no_traceback():
    """The installed entry point (python -m landrush_tui) behaves like main()."""
    result = subprocess.run(
        [sys.executable, "-m", "landrush_tui", "simulate", "--seats", "baseline,nobody"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "nobody" in result.stderr


@pytest.mark.parametrize("game", ["piecepack", "landrush"])
def test_a_reader_that_stops_reading_is_no_record_failure(tmp_path, game):
    """``simulate ... --record DIR | head -1``: stdout's pipe breaks; the command
    ends quietly with exit 0 and every record is written."""
    args = f"simulate --game {game} --seats easy,easy --games 3 --seed 5 --record".split()
    proc = subprocess.Popen(
        [sys.executable, "-m", "landrush_tui", *args, str(tmp_path / "out")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    proc.stdout.close()  # the reader is gone before the table is printed
    err = proc.stderr.read().decode()
    assert proc.wait(120) == 0, err
    assert err == ""
    assert len(list((tmp_path / "out").glob("*.json"))) == 3


# What each game's winner is decided by, in the words its rules use.
SCORE_NAMES = {
    "landrush": "money",
    "circuit": "net worth",
    "piecepack": "points",
    "leyland": "points",
    "auctionland": "points",
}


@pytest.mark.parametrize("game", list(SCORE_NAMES))
@pytest.mark.parametrize("rotate", [False, True])
def test_the_score_column_is_named_after_the_games_score(game, rotate, capsys):
    from landrush_tui.rules import registry

    assert registry.get(game).score_name == SCORE_NAMES[game]
    args = f"simulate --game {game} --seats easy,easy --games 2 --seed 3".split()
    code = run([*args, *(["--rotate"] if rotate else [])])
    out, err = capsys.readouterr()
    assert code == 0, err
    header = next(line for line in out.splitlines() if "mean rank" in line)
    assert f"mean {SCORE_NAMES[game]}" in header
    if SCORE_NAMES[game] != "money":
        assert "money" not in header
