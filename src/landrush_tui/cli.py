"""The ``landrush`` command: play (default), simulate bot games."""

from __future__ import annotations

import argparse
import secrets
import sys
from pathlib import Path
from typing import Sequence

from .rules.landrush.settings import START_MONEY_CHOICES, AuctionOrder
from .rules.auction import AuctionType


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="landrush", description="Land Rush: secret land auctions in the terminal.")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="where saved games and records live (default: the platform's user data folder)")
    parser.add_argument("--resume", nargs="?", const="", default=None, metavar="NAME",
                        help="continue the most recent saved game, or the one named NAME")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    rep = sub.add_parser("replay", help="step through a game record turn by turn",
                         description="Open a game record and step through it on the map.")
    rep.add_argument("file", type=Path, help="a game record (JSON)")
    sim = sub.add_parser("simulate", help="play bots against each other without the UI",
                         description="Play whole games between bots and print a results table per seat.")
    sim.add_argument("--seats", required=True,
                     help="comma-separated bots, one per seat (2-10): built-in names or package.module:callable")
    sim.add_argument("--games", type=_games, default=1, help="how many games (default 1)")
    sim.add_argument("--seed", type=_seed, default=None,
                     help="seed of the first game; game i uses seed+i (default: random)")
    sim.add_argument("--start-money", type=int, choices=START_MONEY_CHOICES, default=500)
    sim.add_argument("--auction-type", choices=[t.value for t in AuctionType], default="first_price")
    sim.add_argument("--auction-order", choices=[o.value for o in AuctionOrder], default="random")
    sim.add_argument("--record", type=Path, default=None,
                     help="write game records: a file for one game, a folder for several")
    sim.add_argument("--rotate", "--tournament", dest="rotate", action="store_true",
                     help="rotate the seats: every bot plays every seat on the same boards (games are "
                          "rounded up to a multiple of the seats); prints a table per bot with win rates, "
                          "95%% intervals and decision times")
    return parser


def cmd_simulate(args: argparse.Namespace) -> int:
    """``landrush simulate``: bot games without the UI; errors are one line, exit code 2."""
    from .ai import BotError, load_bot
    from .rules import RulesError

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    seed = args.seed if args.seed is not None else random_seed()
    try:
        for name in seats:
            load_bot(name)
        run = _simulate_rotated if args.rotate else _simulate_plain
        for line in run(args, seats, seed):
            print(line)
    except (BotError, RulesError) as exc:
        print(f"landrush simulate: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"landrush simulate: cannot write the record: {exc}", file=sys.stderr)
        return 2
    return 0


def _write_record(path: Path | None, state) -> None:  # type: ignore[no-untyped-def]
    from . import record

    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(record.dumps(state), encoding="utf-8")


def _simulate_plain(args: argparse.Namespace, seats: list[str], seed: int) -> list[str]:
    """Game i has seed+i and the seats in the order given; results per seat."""
    from .simulate import BotTally, bot_settings, play_game, record_paths, results_table

    paths = record_paths(args.record, args.games)
    tallies = [BotTally(name) for name in seats]
    for i in range(args.games):
        settings = bot_settings(seats, seed + i, args.start_money,
                                AuctionType(args.auction_type), AuctionOrder(args.auction_order))
        state = play_game(settings)
        for s, t in enumerate(tallies):
            t.add(state, s)
        _write_record(paths[i], state)
    return [f"{args.games} game(s), seeds {seed}..{seed + args.games - 1}", results_table(tallies)]


def _simulate_rotated(args: argparse.Namespace, seats: list[str], seed: int) -> list[str]:
    """``simulate --rotate``: the lineup in every seat order, results per bot."""
    from .rules import RulesError
    from .simulate import bot_table, play_rotated, record_paths, timing_lines

    if len(seats) < 2:
        raise RulesError("--rotate needs at least two seats")
    games = -(-args.games // len(seats)) * len(seats)
    written = iter(record_paths(args.record, games))
    timings: dict[str, list[float]] = {}
    kw = dict(start_money=args.start_money, auction_type=AuctionType(args.auction_type),
              auction_order=AuctionOrder(args.auction_order))
    tallies = play_rotated(seats, games, seed, kw, timings, lambda state, _seats: _write_record(next(written), state))
    boards = games // len(seats)
    return [f"{games} game(s) with seat rotation: {boards} board(s), seeds {seed}..{seed + boards - 1}",
            bot_table(list(tallies.values()), len(seats)), *timing_lines(timings)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return cmd_simulate(args)
    from .compat import terminal_problem

    if args.command != "replay" and (problem := terminal_problem()):  # before Textual starts
        print(problem, file=sys.stderr)
        return 2
    from .app import run

    return run(data_dir=args.data_dir, resume=args.resume,
               replay=args.file if args.command == "replay" else None)


if __name__ == "__main__":
    sys.exit(main())
