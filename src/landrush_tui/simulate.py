"""Headless games between bots, for testing rules and comparing bots.

No Textual here: the simulator runs where the UI cannot.
"""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Callable, Iterator, Sequence

import attrs

from .ai import call_bot, load_bot
from .rules import (
    AuctionOrder,
    AuctionType,
    GameState,
    PlayerKind,
    PlayerSpec,
    Settings,
    final_ranks,
    new_game,
    play_turn,
    public_view,
    winners,
)


def bot_settings(
    seats: Sequence[str],
    seed: int,
    start_money: int = 500,
    auction_type: AuctionType = AuctionType.FIRST_PRICE,
    auction_order: AuctionOrder = AuctionOrder.RANDOM,
) -> Settings:
    players = [PlayerSpec(f"{name} {i + 1}", PlayerKind.AI, name) for i, name in enumerate(seats)]
    return Settings(players, start_money, auction_type, auction_order, seed)


def play_game(settings: Settings, on_turn: Callable[[GameState], None] | None = None,
              timings: dict[str, list[float]] | None = None) -> GameState:
    """Play a whole game in which every seat is a bot (``PlayerSpec.ai`` names it).

    With ``timings``, each bot's decision times (seconds) are appended under its name.
    """
    bots = [load_bot(p.ai or "") for p in settings.players]
    names = [p.ai for p in settings.players]
    state = new_game(settings)
    seats = range(settings.n)
    while not state.is_over:
        if timings is None:
            bids = [call_bot(bots[s], public_view(state, s), names[s]) for s in seats]
        else:
            bids = []
            for s in seats:
                view = public_view(state, s)
                t0 = time.perf_counter()
                bids.append(call_bot(bots[s], view, names[s]))
                timings.setdefault(names[s] or "?", []).append(time.perf_counter() - t0)
        state, _ = play_turn(state, bids)
        if on_turn:
            on_turn(state)
    return state


def record_paths(target: Path | None, games: int) -> list[Path | None]:
    """Where each game's record goes: ``target`` itself for one game (unless it
    is an existing folder), else numbered files inside the folder."""
    if target is None:
        return [None] * games
    if games == 1 and not target.is_dir() and target.suffix:
        return [target]
    return [target / f"game-{i + 1:04d}.json" for i in range(games)]


def _text_table(rows: list[tuple[str, ...]], left: int) -> list[str]:
    """Rows as aligned text: the first ``left`` columns left-aligned, the rest right."""
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) if c < left else cell.rjust(w) for c, (cell, w) in enumerate(zip(r, widths)))
             for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def results_table(tallies: Sequence["BotTally"]) -> str:
    """One row per seat: games, sole and shared wins, mean money, mean rank."""
    rows = [("seat", "bot", "games", "wins", "shared", "mean money", "mean rank")]
    for i, t in enumerate(tallies):
        g = max(t.seats, 1)
        rows.append((str(i), t.name, str(t.seats), str(t.sole), str(t.shared),
                     f"{t.money / g:.1f}", f"{t.ranks / g:.2f}"))
    return "\n".join(_text_table(rows, left=2))


# --- tournaments with seat rotation -------------------------------------------------


def rotated(lineup: Sequence[str], shift: int) -> list[str]:
    """The lineup moved ``shift`` seats to the right (seat i gets lineup[i - shift])."""
    n = len(lineup)
    return [lineup[(i - shift) % n] for i in range(n)]


def rotation_schedule(lineup: Sequence[str], games: int, seed: int) -> Iterator[tuple[int, list[str], int]]:
    """Games of a rotated run: (game seed, seats, shift). Each board (seed) is played
    once per rotation, so every bot sits in every seat on the same boards; ``games``
    is rounded up to a whole number of rotations."""
    n = len(lineup)
    boards = -(-games // n)
    for b in range(boards):
        for shift in range(n):
            yield seed + b, rotated(lineup, shift), shift


def win_share(state: GameState, seat: int) -> float:
    """1 for a sole win, 1/w for a win shared by w seats, else 0."""
    w = winners(state)
    return 1.0 / len(w) if seat in w else 0.0


@attrs.define
class BotTally:
    """Results of one seat, or of one bot over all its seats in a rotated run."""

    name: str
    seats: int = 0  # seat-games played
    win_points: float = 0.0  # shared wins count 1/w
    sole: int = 0
    shared: int = 0
    money: int = 0
    ranks: int = 0

    def add(self, state: GameState, seat: int) -> None:
        w = winners(state)
        self.seats += 1
        if seat in w:
            self.win_points += 1.0 / len(w)
            if len(w) == 1:
                self.sole += 1
            else:
                self.shared += 1
        self.money += state.money[seat]
        self.ranks += final_ranks(state)[seat]

    def rate(self) -> float:
        return self.win_points / max(self.seats, 1)

    def interval(self) -> tuple[float, float]:
        return wilson(self.win_points, self.seats)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson 95% interval of a win rate (shared wins count fractionally)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_rotated(lineup: Sequence[str], games: int, seed: int, settings_kw: dict | None = None,
                 timings: dict[str, list[float]] | None = None,
                 on_game: Callable[[GameState, list[str]], None] | None = None) -> dict[str, BotTally]:
    """Play ``lineup`` with seat rotation; tally results per bot name."""
    tallies = {name: BotTally(name) for name in dict.fromkeys(lineup)}
    for game_seed, seats, _shift in rotation_schedule(lineup, games, seed):
        state = play_game(bot_settings(seats, game_seed, **(settings_kw or {})), timings=timings)
        for s, name in enumerate(seats):
            tallies[name].add(state, s)
        if on_game:
            on_game(state, seats)
    return tallies


def bot_table(tallies: Sequence[BotTally], players: int) -> str:
    rows = [("bot", "seat-games", "win rate", "95% interval", "sole", "shared", "mean money", "mean rank")]
    for t in tallies:
        lo, hi = t.interval()
        g = max(t.seats, 1)
        rows.append((t.name, str(t.seats), f"{t.rate():.1%}", f"{lo:.1%}..{hi:.1%}", str(t.sole),
                     str(t.shared), f"{t.money / g:.1f}", f"{t.ranks / g:.2f}"))
    lines = _text_table(rows, left=1)
    lines.append(f"(par for one seat of {players}: {1 / players:.1%}; a shared win counts 1/winners)")
    return "\n".join(lines)


def timing_lines(timings: dict[str, list[float]]) -> list[str]:
    """Median and worst decision time per bot, in milliseconds."""
    lines = []
    for name, times in sorted(timings.items()):
        if times:
            ordered = sorted(times)
            lines.append(f"{name}: {len(times)} decisions, median {ordered[len(ordered) // 2] * 1000:.1f} ms, "
                         f"worst {ordered[-1] * 1000:.1f} ms")
    return lines
