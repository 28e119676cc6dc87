"""Shared helpers for the piecepack tests: hand-built positions, whole games
between bots, the screen as plain text."""

from __future__ import annotations

import asyncio
from typing import Any, Iterable, Sequence

from landrush_tui.ai.piecepack import BOTS
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def humans(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(n) for n in names)


def bots(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"{n} {i + 1}", PlayerKind.AI, n) for i, n in enumerate(names))


def settings(n: int = 3, seed: int = 1) -> game.Settings:
    return game.Settings(humans(*NAMES[:n]), seed)


def position(
    pieces: Iterable[tuple[tuple[int, int], int, str]],
    n: int = 3,
    *,
    to_move: int = 0,
    stashes: Sequence[game.Stash] | None = None,
    seed: int = 1,
) -> game.State:
    return game.position(settings(n, seed), pieces, to_move=to_move, stashes=stashes)


def tract(seat: int, size: str, *squares: tuple[int, int]) -> list[tuple[tuple[int, int], int, str]]:
    return [(sq, seat, size) for sq in squares]


def with_coin(monkeypatch: Any, *coins: int) -> None:
    """The next turns draw these coins (in order), whatever the seed says."""
    queue = list(coins)
    memo: dict[int, int] = {}

    def fake(seed: int, turn: int) -> int:
        if turn not in memo:
            memo[turn] = queue.pop(0) if queue else 0
        return memo[turn]

    monkeypatch.setattr(game, "coin_of", fake)


def play_out(state: game.State, names: Sequence[str], limit: int = 10_000) -> game.State:
    """Play to the end with the named bots per seat (pass turns by the rules)."""
    fns = [BOTS[n] for n in names]
    for _ in range(limit):
        ask = game.ask_of(state)
        if ask is None:
            return state
        seat, what = ask
        decision = game.PASS if what == game.PASS else fns[seat](public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    raise AssertionError("the game did not end")


def bot_game(n: int, seed: int, names: Sequence[str] | None = None) -> game.State:
    names = list(names or ["easy"] * n)
    return play_out(game.new_game(game.Settings(bots(*names), seed)), names)


def screen_lines(app: Any) -> list[str]:
    """Everything visible on the terminal, line by line, as plain text."""
    strips = app.screen._compositor.render_strips()
    return ["".join(seg.text for seg in strip) for strip in strips]


def screen_text(app: Any) -> str:
    return "\n".join(screen_lines(app))


async def settle(app: Any, pilot: Any, rounds: int = 2) -> None:
    """Let bots finish and the screens update."""
    for _ in range(rounds):
        await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
        await pilot.pause()
