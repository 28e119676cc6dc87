"""Headless games between bots, for testing rules and comparing bots.

No Textual here: the simulator runs where the UI cannot.
"""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import attrs

from .ai.registry import bots_for, call_bot
from .rules import registry
from .rules.game import RuleSet
from .rules.players import PlayerKind, PlayerSpec

Observer = Callable[[Any], None]


def table_settings(game: str, seats: Sequence[str], seed: int, **values: Any) -> Any:
    """Settings of any game for a table of bots named by ``seats``."""
    players = [PlayerSpec(f"{name} {i + 1}", PlayerKind.AI, name) for i, name in enumerate(seats)]
    return registry.get(game).make_settings(players, seed, **values)


def play_game(
    settings: Any,
    on_turn: Observer | None = None,
    timings: dict[str, list[float]] | None = None,
    game: str = registry.DEFAULT,
) -> Any:
    """Play a whole game in which every seat is a bot (``PlayerSpec.ai`` names it),
    asking the rules who decides at every step.

    With ``timings``, each bot's decision times (seconds) are appended under its name.
    """
    rules: RuleSet = registry.get(game)
    players = settings.players
    table = bots_for(game)
    bots = [table.load_bot(p.ai or "", custom=True) for p in players]
    names = [p.ai for p in players]
    state = rules.new_game(settings)
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for s in ask.seats:
            view = rules.view(state, s)
            if timings is None:
                decisions[s] = call_bot(rules, bots[s], view, names[s])
            else:
                t0 = time.perf_counter()
                decisions[s] = call_bot(rules, bots[s], view, names[s])
                timings.setdefault(names[s] or "?", []).append(time.perf_counter() - t0)
        state, _ = rules.apply(state, decisions)
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


def _text_table(rows: Sequence[Sequence[str]], left: int) -> list[str]:
    """Rows as aligned text: the first ``left`` columns left-aligned, the rest right."""
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = [
        "  ".join(
            cell.ljust(w) if c < left else cell.rjust(w) for c, (cell, w) in enumerate(zip(r, widths, strict=False))
        )
        for r in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def results_table(tallies: Sequence["BotTally"], score_name: str) -> str:
    """One row per seat: games, sole and shared wins, mean score (headed with
    the rule set's ``score_name``: money, points...), mean rank."""
    rows = [("seat", "bot", "games", "wins", "shared", f"mean {score_name}", "mean rank")]
    for i, t in enumerate(tallies):
        g = max(t.seats, 1)
        rows.append(
            (str(i), t.name, str(t.seats), str(t.sole), str(t.shared), f"{t.score / g:.1f}", f"{t.ranks / g:.2f}")
        )
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


@attrs.define
class BotTally:
    """Results of one seat, or of one bot over all its seats in a rotated run."""

    name: str
    seats: int = 0  # seat-games played
    win_points: float = 0.0  # shared wins count 1/w
    sole: int = 0
    shared: int = 0
    score: int = 0  # summed over its games: money, points... (the rule set's score_name)
    ranks: int = 0

    def add(self, state: Any, seat: int, game: str = registry.DEFAULT) -> None:
        rules = registry.get(game)
        w = rules.winners(state)
        self.seats += 1
        if seat in w:
            self.win_points += 1.0 / len(w)
            if len(w) == 1:
                self.sole += 1
            else:
                self.shared += 1
        self.score += rules.scores(state)[seat]
        self.ranks += rules.final_ranks(state)[seat]

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


def play_rotated(
    lineup: Sequence[str],
    games: int,
    seed: int,
    settings_kw: dict | None = None,
    timings: dict[str, list[float]] | None = None,
    on_game: Callable[[Any, list[str]], None] | None = None,
    game: str = registry.DEFAULT,
) -> dict[str, BotTally]:
    """Play ``lineup`` with seat rotation; tally results per bot name."""
    tallies = {name: BotTally(name) for name in dict.fromkeys(lineup)}
    for game_seed, seats, _shift in rotation_schedule(lineup, games, seed):
        state = play_game(table_settings(game, seats, game_seed, **(settings_kw or {})), timings=timings, game=game)
        for s, name in enumerate(seats):
            tallies[name].add(state, s, game)
        if on_game:
            on_game(state, seats)
    return tallies


def bot_table(tallies: Sequence[BotTally], players: int, score_name: str) -> str:
    rows = [("bot", "seat-games", "win rate", "95% interval", "sole", "shared", f"mean {score_name}", "mean rank")]
    for t in tallies:
        lo, hi = t.interval()
        g = max(t.seats, 1)
        rows.append(
            (
                t.name,
                str(t.seats),
                f"{t.rate():.1%}",
                f"{lo:.1%}..{hi:.1%}",
                str(t.sole),
                str(t.shared),
                f"{t.score / g:.1f}",
                f"{t.ranks / g:.2f}",
            )
        )
    lines = _text_table(rows, left=1)
    lines.append(f"(par for one seat of {players}: {1 / players:.1%}; a shared win counts 1/winners)")
    return "\n".join(lines)


def timing_lines(timings: dict[str, list[float]]) -> list[str]:
    """Median and worst decision time per bot, in milliseconds."""
    lines = []
    for name, times in sorted(timings.items()):
        if times:
            ordered = sorted(times)
            lines.append(
                f"{name}: {len(times)} decisions, median {ordered[len(ordered) // 2] * 1000:.1f} ms, "
                f"worst {ordered[-1] * 1000:.1f} ms"
            )
    return lines
