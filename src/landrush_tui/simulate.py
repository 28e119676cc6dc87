"""Headless games between bots, for testing rules and comparing bots.

No Textual here: the simulator runs where the UI cannot.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

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


def play_game(settings: Settings, on_turn: Callable[[GameState], None] | None = None) -> GameState:
    """Play a whole game in which every seat is a bot (``PlayerSpec.ai`` names it)."""
    bots = [load_bot(p.ai or "") for p in settings.players]
    names = [p.ai for p in settings.players]
    state = new_game(settings)
    seats = range(settings.n)
    while not state.is_over:
        bids = [call_bot(bots[s], public_view(state, s), names[s]) for s in seats]
        state, _ = play_turn(state, bids)
        if on_turn:
            on_turn(state)
    return state


@attrs.define
class SeatTally:
    """Results of one seat over many games."""

    name: str
    games: int = 0
    wins: int = 0  # sole wins
    shared: int = 0  # wins shared with others
    money: int = 0
    ranks: int = 0

    def add(self, state: GameState, seat: int) -> None:
        w = winners(state)
        self.games += 1
        if seat in w:
            if len(w) == 1:
                self.wins += 1
            else:
                self.shared += 1
        self.money += state.money[seat]
        self.ranks += final_ranks(state)[seat]


def record_paths(target: Path | None, games: int) -> list[Path | None]:
    """Where each game's record goes: ``target`` itself for one game (unless it
    is an existing folder), else numbered files inside the folder."""
    if target is None:
        return [None] * games
    if games == 1 and not target.is_dir() and target.suffix:
        return [target]
    return [target / f"game-{i + 1:04d}.json" for i in range(games)]


def results_table(tallies: Sequence[SeatTally]) -> str:
    rows = [("seat", "bot", "games", "wins", "shared", "mean money", "mean rank")]
    for i, t in enumerate(tallies):
        g = max(t.games, 1)
        rows.append((str(i), t.name, str(t.games), str(t.wins), str(t.shared),
                     f"{t.money / g:.1f}", f"{t.ranks / g:.2f}"))
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = ["  ".join(cell.rjust(w) if c > 1 else cell.ljust(w) for c, (cell, w) in enumerate(zip(r, widths)))
             for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
