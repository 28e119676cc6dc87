"""Shared helpers for the Circuit tests: a registry entry (as toy_nim installs
Nim) and positions built by hand with dice chosen by the test."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator, Sequence

import attrs

from landrush_tui.rules import registry
from landrush_tui.rules.circuit import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec

ENTRY = registry.GameEntry(
    "circuit",
    "Circuit",
    "two dice around a ring of 21 spaces",
    2,
    6,
    "landrush_tui.rules.circuit.ruleset:RULES",
    ui="landrush_tui.screens.circuit",
)


def install() -> None:
    registry.GAMES.setdefault("circuit", ENTRY)


def uninstall() -> None:
    if registry.GAMES.get("circuit") is ENTRY:
        registry.GAMES.pop("circuit")


def humans(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(n) for n in names)


def bots(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"{n} {i + 1}", PlayerKind.AI, n) for i, n in enumerate(names))


def position(
    n: int = 3,
    *,
    purchase: str = "forced",
    round_limit: int | None = None,
    seed: int = 1,
    money: Sequence[int] | None = None,
    positions: Sequence[int] | None = None,
    owners: dict[int, int] | None = None,
    to_move: int = 0,
    out: Sequence[int] = (),
    turns_taken: Sequence[int] | None = None,
    turn: int = 1,
) -> game.State:
    names = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")[:n]
    state = game.new_game(game.Settings(humans(*names), purchase, round_limit, seed))
    own: list[int | None] = [None] * 21
    for sp, seat in (owners or {}).items():
        own[sp - 1] = seat
    pos = list(positions or (1,) * n)
    mon = list(money or (game.START_MONEY,) * n)
    for s in out:
        pos[s], mon[s] = 0, 0
    return attrs.evolve(
        state,
        money=tuple(mon),
        positions=tuple(pos),
        owners=tuple(own),
        to_move=to_move,
        out=tuple(out),
        turns_taken=tuple(turns_taken or (0,) * n),
        turn=turn,
        first=0,
    )


@contextmanager
def dice(monkeypatch, *rolls: tuple[int, int]) -> Iterator[None]:
    """The next rolls are these (in order), whatever the seed says."""
    queue = list(rolls)

    def fake(seed: int, turn: int) -> tuple[int, int]:
        return queue.pop(0)

    monkeypatch.setattr(game, "dice_of", fake)
    yield
    monkeypatch.undo()


def play(state: game.State, *decisions: str) -> tuple[game.State, list]:
    reports = []
    for d in decisions:
        seat = state.to_move
        assert seat is not None
        state, r = game.apply(state, seat, d)
        reports.append(r)
    return state, reports
