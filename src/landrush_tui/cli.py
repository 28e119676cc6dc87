"""The ``landrush`` command: play (default), replay a record, simulate bot games.

``--game NAME`` picks a game of the collection; ``simulate``'s options for the
game's settings come from its rule set (``--help`` after ``--game`` lists them).
"""

from __future__ import annotations

import argparse
import secrets
import signal
import sys
from pathlib import Path
from typing import Any, Sequence

from .rules import registry
from .rules.protocol import SettingField


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None


def _games(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"--games needs a whole number of at least 1, not {text!r}")
    return n


def random_seed() -> int:
    return secrets.randbelow(10**9)


def _game(text: str) -> str:
    if text not in registry.GAMES:
        raise argparse.ArgumentTypeError(f"there is no game {text!r}: choose one of {', '.join(registry.GAMES)}")
    return text


def _option_text(value: Any) -> str:
    return str(getattr(value, "value", value))


def _setting_option(parser: argparse.ArgumentParser, field: SettingField) -> None:
    """A simulate option for one setting of the chosen game."""
    flag = "--" + field.key.replace("_", "-")
    if field.choices:
        texts = [_option_text(c.value) for c in field.choices]
        if all(isinstance(c.value, int) for c in field.choices):
            parser.add_argument(
                flag,
                dest=field.key,
                type=int,
                choices=[c.value for c in field.choices],
                default=field.default,
                help=f"{field.label.lower()} (default {field.default})",
            )
        else:
            parser.add_argument(
                flag,
                dest=field.key,
                choices=texts,
                default=_option_text(field.default),
                help=f"{field.label.lower()} (default {_option_text(field.default)})",
            )
    else:
        parser.add_argument(
            flag,
            dest=field.key,
            type=int,
            default=field.default,
            help=f"{field.label.lower()} (default {field.default})",
        )


def setting_values(game: str, args: argparse.Namespace) -> dict[str, Any]:
    """The chosen game's settings from the parsed options, as its rule set takes them."""
    out = {}
    for f in registry.get(game).setting_fields():
        given = getattr(args, f.key)
        if f.choices:
            given = next(c.value for c in f.choices if c.value == given or _option_text(c.value) == given)
        out[f.key] = given
    return out


def build_parser(game: str = registry.DEFAULT) -> argparse.ArgumentParser:
    games = ", ".join(registry.GAMES)
    parser = argparse.ArgumentParser(
        prog="landrush", description="Land games at one keyboard, in the terminal: against bots or friends."
    )
    parser.add_argument(
        "--game",
        type=_game,
        default=None,
        metavar="NAME",
        help=f"start a new game of this kind ({games}); default: choose in the menu",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="where saved games and records live (default: the platform's user data folder)",
    )
    parser.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        metavar="NAME",
        help="continue the most recent saved game, or the one named NAME",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    rep = sub.add_parser(
        "replay",
        help="step through a game record turn by turn",
        description="Open a game record (of any game) and step through it.",
    )
    rep.add_argument("file", type=Path, help="a game record (JSON)")
    rules = registry.get(game)
    sim = sub.add_parser(
        "simulate",
        help="play bots against each other without the UI",
        description=f"Play whole games of {rules.title} between bots and print a results "
        "table per seat. Use --game NAME before or after `simulate` for another "
        f"game's options ({games}).",
    )
    sim.add_argument("--game", type=_game, default=game, metavar="NAME", help=f"the game to simulate ({games})")
    sim.add_argument(
        "--seats",
        required=True,
        help=f"comma-separated bots, one per seat ({rules.min_players}-{rules.max_players}): "
        "built-in names or package.module:callable",
    )
    sim.add_argument("--games", type=_games, default=1, help="how many games (default 1)")
    sim.add_argument(
        "--seed", type=_seed, default=None, help="seed of the first game; game i uses seed+i (default: random)"
    )
    for field in rules.setting_fields():
        _setting_option(sim, field)
    sim.add_argument(
        "--record", type=Path, default=None, help="write game records: a file for one game, a folder for several"
    )
    sim.add_argument(
        "--rotate",
        "--tournament",
        dest="rotate",
        action="store_true",
        help="rotate the seats: every bot plays every seat on the same boards (games are "
        "rounded up to a multiple of the seats); prints a table per bot with win rates, "
        "95%% intervals and decision times",
    )
    return parser


def _chosen_game(argv: Sequence[str]) -> str:
    """The --game named anywhere on the line (so simulate's options can follow it)."""
    words = list(argv)
    for i, word in enumerate(words):
        value = (
            word.partition("=")[2]
            if word.startswith("--game=")
            else (words[i + 1] if word == "--game" and i + 1 < len(words) else None)
        )
        if value in registry.GAMES:
            return value
    return registry.DEFAULT


def cmd_simulate(args: argparse.Namespace) -> int:
    """``landrush simulate``: bot games without the UI; errors are one line, exit code 2."""
    from .ai import BotError, bots_for
    from .rules import RulesError

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    seed = args.seed if args.seed is not None else random_seed()
    registry.entry(args.game)  # an unknown game is refused before any bot is loaded
    try:
        for name in seats:
            bots_for(args.game).load_bot(name, custom=True)
        run = _simulate_rotated if args.rotate else _simulate_plain
        lines = run(args, seats, seed)
    except (BotError, RulesError) as exc:
        print(f"landrush simulate: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"landrush simulate: cannot write the record: {exc}", file=sys.stderr)
        return 2
    return _print_lines(lines)


def _write_record(path: Path | None, state: Any, game: str) -> None:
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(registry.get(game).dumps(state), encoding="utf-8")


def _simulate_plain(args: argparse.Namespace, seats: list[str], seed: int) -> list[str]:
    """Game i has seed+i and the seats in the order given; results per seat."""
    from .simulate import BotTally, play_game, record_paths, results_table, table_settings

    paths = record_paths(args.record, args.games)
    tallies = [BotTally(name) for name in seats]
    values = setting_values(args.game, args)
    for i in range(args.games):
        state = play_game(table_settings(args.game, seats, seed + i, **values), game=args.game)
        for s, t in enumerate(tallies):
            t.add(state, s, args.game)
        _write_record(paths[i], state, args.game)
    return [
        f"{args.games} game(s), seeds {seed}..{seed + args.games - 1}",
        results_table(tallies, registry.get(args.game).score_name),
    ]


def _simulate_rotated(args: argparse.Namespace, seats: list[str], seed: int) -> list[str]:
    """``simulate --rotate``: the lineup in every seat order, results per bot."""
    from .rules import RulesError
    from .simulate import bot_table, play_rotated, record_paths, timing_lines

    if len(seats) < 2:
        raise RulesError("--rotate needs at least two seats")
    games = -(-args.games // len(seats)) * len(seats)
    written = iter(record_paths(args.record, games))
    timings: dict[str, list[float]] = {}
    kw = setting_values(args.game, args)
    tallies = play_rotated(
        seats,
        games,
        seed,
        kw,
        timings,
        lambda state, _seats: _write_record(next(written), state, args.game),
        game=args.game,
    )
    boards = games // len(seats)
    return [
        f"{games} game(s) with seat rotation: {boards} board(s), seeds {seed}..{seed + boards - 1}",
        bot_table(list(tallies.values()), len(seats), registry.get(args.game).score_name),
        *timing_lines(timings),
    ]


def release_lost_streams() -> None:
    """Point stdout and stderr at /dev/null when they can no longer be written
    (their terminal or pipe is gone), so that Python's own flush at shutdown
    succeeds and the exit status stays the program's.

    With a closed terminal window Textual's last writes stay in the buffered
    stderr; without this the flush at exit fails with EIO and the process exits
    120 (unless PYTHONUNBUFFERED happened to be set). Likewise a pipe whose
    reader stopped (``| head``) fails with EPIPE."""
    import os

    seen: set[int] = set()
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        if stream is None or id(stream) in seen:
            continue
        seen.add(id(stream))
        try:
            stream.flush()
            continue
        except (OSError, ValueError):
            pass
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, stream.fileno())
            finally:
                os.close(null)
            stream.flush()  # what was pending goes nowhere, as it would have on the lost terminal
        except (OSError, ValueError):
            pass


def _print_lines(lines: list[str]) -> int:
    """Print simulate's results; a reader that stopped reading (``| head -1``)
    ends the command quietly, its work (the records) already done."""
    try:
        for line in lines:
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:
        release_lost_streams()
    return 0


def _stacks_on_signal() -> None:
    """A debugging aid for tests: with LANDRUSH_STACKS set to a file, SIGUSR1 writes every
    thread's Python stack there (how the terminal storm sees what a busy game is doing)."""
    import os

    path = os.environ.get("LANDRUSH_STACKS")
    if not path or not hasattr(signal, "SIGUSR1"):
        return
    import faulthandler

    try:
        out = open(path, "a", encoding="utf-8")  # kept open for the life of the process
    except OSError:
        return
    faulthandler.register(signal.SIGUSR1, file=out, all_threads=True)


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_chosen_game(words))
    args = parser.parse_args(words)
    if args.command == "simulate":
        return cmd_simulate(args)
    from .compat import terminal_problem

    if args.command != "replay" and (problem := terminal_problem()):  # before Textual starts
        print(problem, file=sys.stderr)
        return 2
    _stacks_on_signal()
    from .app import run

    try:
        return run(
            data_dir=args.data_dir,
            resume=args.resume,
            replay=args.file if args.command == "replay" else None,
            game=args.game,
        )
    finally:
        release_lost_streams()  # a closed terminal window must not turn exit 0 into 120


if __name__ == "__main__":
    sys.exit(main())
