"""Play one bot against a gauntlet half of any game and print its share of the wins.

    python bench/gauntlet/run.py --game landrush --bot hard --half heldout --players 2,4,7,10 --games 50
    python bench/gauntlet/run.py --game circuit --bot medium --players 3,4 --set purchase=optional
    python bench/gauntlet/run.py --game landrush --fields          # list the half's styles and fields

The rival seats of a table are dealt a field's styles in order, cycled to fill
the table, starting one style further on each board (so a mixed field meets
every style even at 2 seats). Every board is played once per seat of the
measured bot (seats rotated), so it sits in every seat on the same boards.
A shared win counts 1/winners. Per field and table size it prints the games,
the bot's share with its 95% Wilson interval, that share as a multiple of par
(1/players), and the bot's decision times: median and worst wall time, and
median and worst CPU time (``time.thread_time``) per decision (Circuit's
rolls, which have one answer, are not timed).

The measured bot is a built-in bot of the game (``hard``, ``medium``) or any
``package.module:callable`` (``bench/`` is on the path). A callable with
``sees_game = True`` is not given a view but the whole game:
``bot(rules, state, seat, seat_bots)`` (a bench-only cheat that sees the seed,
for a ceiling figure).
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator, NamedTuple, Sequence

BENCH = Path(__file__).resolve().parent.parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from landrush_tui.ai.registry import bots_for  # noqa: E402
from landrush_tui.cli import setting_values  # noqa: E402
from landrush_tui.rules import registry  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402
from landrush_tui.simulate import _text_table, rotated, wilson  # noqa: E402

HALVES = ("heldout", "tuning")
# Halves only some games have (run by name; the runner says when a game lacks one).
MORE_HALVES = ("tuning2", "tuning3", "tuning4")
# Asks with one possible answer (Circuit's "roll"): not timed, or they would
# make every median nought.
UNTIMED = frozenset({"roll"})
MAX_JOBS = 2  # the machine's two cores are shared


class GauntletError(Exception):
    """A gauntlet that cannot be run as asked; the message says why."""


def gauntlet(game: str, half: str) -> ModuleType:
    """The module of one half of a game's gauntlet (``bench/gauntlet/<game>_<half>.py``)."""
    name = f"gauntlet.{game}_{half}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise GauntletError(
            f"there is no {half} gauntlet for {game} yet: bench/gauntlet/{game}_{half}.py "
            f"does not exist (it defines STYLES and FIELDS)"
        ) from None


def rivals_of(field: Sequence[str], n: int, board: int) -> list[str]:
    """The styles of the n - 1 rival seats: the field dealt in order from style
    number ``board`` on, cycled."""
    return [field[(board + i) % len(field)] for i in range(n - 1)]


class Job(NamedTuple):
    game: str
    half: str
    bot: str
    field: str
    n: int
    board: int  # 0, 1, ...: the board's number in the cell
    seed: int
    shift: int  # the measured bot sits in seat ``shift``
    values: dict[str, Any]


class Result(NamedTuple):
    job: Job
    share: float  # 1/winners if the measured bot won, else 0
    wall: list[float]  # seconds per decision of the measured bot
    cpu: list[float]


_loaded: dict[tuple[str, str], Any] = {}


def _cached(key: tuple[str, str], make: Callable[[], Any]) -> Any:
    if key not in _loaded:
        _loaded[key] = make()
    return _loaded[key]


def play(job: Job) -> Result:
    """One game: the measured bot in seat ``job.shift``, the field's styles round the rest."""
    rules = registry.get(job.game)
    styles = _cached(("half", f"{job.game}_{job.half}"), lambda: gauntlet(job.game, job.half))
    bot = _cached(("bot", f"{job.game}:{job.bot}"), lambda: bots_for(rules.name).load_bot(job.bot, custom=True))
    lineup: list[Any] = [bot] + [styles.STYLES[s] for s in rivals_of(styles.FIELDS[job.field], job.n, job.board)]
    seat_bots = rotated(lineup, job.shift)
    me = job.shift
    # Every seat has the same neutral name and kind: no bot can tell who it plays.
    players = [PlayerSpec(f"Seat {i + 1}", PlayerKind.AI, "gauntlet") for i in range(job.n)]
    state = rules.new_game(rules.make_settings(players, job.seed, **job.values))
    sees_game = getattr(bot, "sees_game", False)
    wall: list[float] = []
    cpu: list[float] = []
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for s in ask.seats:
            forced = rules.forced(state, s)
            if forced is not None:
                decisions[s] = forced[0]
            elif s != me:
                decisions[s] = bots_for(rules.name).call_bot(
                    rules, seat_bots[s], rules.view(state, s), f"rival seat {s}"
                )
            elif sees_game:
                decisions[s] = rules.check(state, s, bot(rules, state, s, seat_bots))
            else:
                view = rules.view(state, s)
                t0, c0 = time.perf_counter(), time.thread_time()
                decisions[s] = bots_for(rules.name).call_bot(rules, bot, view, job.bot)
                if ask.what not in UNTIMED:
                    cpu.append(time.thread_time() - c0)
                    wall.append(time.perf_counter() - t0)
        state, _ = rules.apply(state, decisions)
    won = rules.winners(state)
    return Result(job, 1 / len(won) if me in won else 0.0, wall, cpu)


def schedule(
    game: str,
    half: str,
    bot: str,
    fields: Sequence[str],
    tables: Sequence[int],
    games: int,
    seed: int,
    values: dict[str, Any],
) -> Iterator[Job]:
    """Every game of the run, cell by cell (table size, then field): ``games``
    per cell rounded up to whole rotations, board b on seed ``seed + b``."""
    for n in tables:
        for field in fields:
            for board in range(-(-games // n)):
                for shift in range(n):
                    yield Job(game, half, bot, field, n, board, seed + board, shift, values)


def _ms(times: list[float], worst: bool = False) -> str:
    if not times:
        return "-"
    return f"{(max(times) if worst else statistics.median(times)) * 1000:.1f}"


class Cell:
    """The tally of one field at one table size."""

    def __init__(self, field: str, n: int) -> None:
        self.field, self.n = field, n
        self.games, self.points = 0, 0.0
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def add(self, r: Result) -> None:
        self.games += 1
        self.points += r.share
        self.wall += r.wall
        self.cpu += r.cpu

    def row(self) -> tuple[str, ...]:
        lo, hi = wilson(self.points, self.games)
        rate = self.points / max(self.games, 1)
        return (
            self.field,
            str(self.n),
            str(self.games),
            f"{rate:.1%}",
            f"{lo:.1%}..{hi:.1%}",
            f"{rate * self.n:.2f}",
            _ms(self.wall),
            _ms(self.wall, True),
            _ms(self.cpu),
            _ms(self.cpu, True),
        )


HEADER = (
    "field",
    "seats",
    "games",
    "share",
    "95% interval",
    "x par",
    "median ms",
    "worst ms",
    "cpu median ms",
    "cpu worst ms",
)


def _values(game: str, pairs: Sequence[str]) -> dict[str, Any]:
    """The game's settings: its defaults, with ``key=value`` pairs given by --set."""
    fields = {f.key: f for f in registry.get(game).setting_fields()}
    given: dict[str, Any] = {k: getattr(f.default, "value", f.default) for k, f in fields.items()}
    for pair in pairs:
        key, eq, text = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not eq or key not in fields:
            raise GauntletError(f"--set {pair!r}: expected key=value with key one of {', '.join(fields)}")
        f = fields[key]
        numeric = not f.choices or all(isinstance(c.value, int) for c in f.choices)
        try:
            given[key] = int(text) if numeric else text.strip()
        except ValueError:
            raise GauntletError(f"--set {pair!r}: {key} is a whole number") from None
    try:
        return setting_values(game, argparse.Namespace(**given))
    except StopIteration:
        choices = {k: [str(getattr(c.value, "value", c.value)) for c in f.choices] for k, f in fields.items()}
        raise GauntletError(f"--set: a value is not one of its choices ({choices})") from None


def _shown(values: dict[str, Any]) -> str:
    return ", ".join(f"{k}={getattr(v, 'value', v)}" for k, v in values.items())


def listing(game: str, half: str) -> str:
    module = gauntlet(game, half)
    lines = [f"{game}, {half} half: {len(module.STYLES)} styles: {', '.join(module.STYLES)}", "fields:"]
    lines += [f"  {name}: {', '.join(styles)}" for name, styles in module.FIELDS.items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default=registry.DEFAULT, choices=list(registry.GAMES))
    ap.add_argument("--bot", default="hard", help="a built-in bot of the game, or package.module:callable")
    ap.add_argument("--half", default="heldout", choices=HALVES + MORE_HALVES)
    ap.add_argument("--players", default=None, help="table sizes, e.g. 2,4,7,10 (default: every size of the game)")
    ap.add_argument("--games", type=int, default=50, help="games per cell, rounded up to whole rotations")
    ap.add_argument(
        "--fields",
        nargs="?",
        const="",
        default=None,
        help="fields to play, comma-separated (default: all); alone: list the styles and fields",
    )
    ap.add_argument("--seed", type=int, default=1000, help="the first board's seed (board b: seed + b)")
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game setting, e.g. purchase=optional (repeatable)",
    )
    ap.add_argument("--jobs", type=int, default=1, help=f"processes, at most {MAX_JOBS}")
    args = ap.parse_args(argv)
    try:
        return _run(args)
    except GauntletError as exc:
        print(f"gauntlet: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    entry = registry.entry(args.game)
    module = gauntlet(args.game, args.half)
    if args.fields == "":
        print(listing(args.game, args.half))
        return 0
    fields = list(module.FIELDS) if args.fields is None else [f.strip() for f in args.fields.split(",") if f.strip()]
    unknown = [f for f in fields if f not in module.FIELDS]
    if unknown:
        raise GauntletError(
            f"no field {', '.join(unknown)} in the {args.half} half of {args.game}: "
            f"choose from {', '.join(module.FIELDS)}"
        )
    tables = (
        list(range(entry.min_players, entry.max_players + 1))
        if args.players is None
        else [int(p) for p in args.players.split(",")]
    )
    bad = [n for n in tables if not entry.min_players <= n <= entry.max_players]
    if bad:
        raise GauntletError(f"{entry.title} is for {entry.min_players} to {entry.max_players} players, not {bad}")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise GauntletError(f"--jobs is 1 to {MAX_JOBS}")
    values = _values(args.game, args.set)
    try:
        bots_for(registry.get(args.game).name).load_bot(args.bot, custom=True)
    except Exception as exc:
        raise GauntletError(str(exc)) from None
    jobs = list(schedule(args.game, args.half, args.bot, fields, tables, args.games, args.seed, values))
    print(f"{entry.title}: {args.bot} vs the {args.half} half, settings {_shown(values)}, boards from seed {args.seed}")
    cells: dict[tuple[str, int], Cell] = {}
    expected: dict[tuple[str, int], int] = {}
    for job in jobs:
        expected[job.field, job.n] = expected.get((job.field, job.n), 0) + 1
    t0 = time.perf_counter()
    rows: list[tuple[str, ...]] = [HEADER]
    totals: dict[int, Cell] = {}

    def done(r: Result) -> None:
        key = (r.job.field, r.job.n)
        cell = cells.setdefault(key, Cell(*key))
        cell.add(r)
        totals.setdefault(r.job.n, Cell("(all fields)", r.job.n)).add(r)
        if cell.games == expected[key]:
            rows.append(cell.row())
            print("  ".join(cell.row()), f"({time.perf_counter() - t0:.0f} s)", flush=True)

    if args.jobs == 1:
        for job in jobs:
            done(play(job))
    else:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            for r in pool.imap(play, jobs, chunksize=4):
                done(r)
    if len(fields) > 1:
        rows += [t.row() for t in totals.values()]
    print()
    print("\n".join(_text_table(rows, left=1)))
    print(
        "(x par: the share times the players; a shared win counts 1/winners; times are the measured bot's, per "
        "decision)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
