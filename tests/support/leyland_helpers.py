"""Shared helpers for the Ley of the Land tests: positions built by hand
(boards laid tile by tile with the engine's own completion rule) and bot games."""

from __future__ import annotations

from typing import Sequence

import attrs

from landrush_tui.ai.leyland import BOTS
from landrush_tui.rules.leyland import game, tiles
from landrush_tui.rules.leyland.game import ACQUIRE, FROLIC, PASS, Action, Placed, State
from landrush_tui.rules.leyland.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec

NAMES = ("Ann", "Bo", "Cy", "Di")


def humans(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(n) for n in names)


def bots(*names: str) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"{n} {i + 1}", PlayerKind.AI, n) for i, n in enumerate(names))


def fresh(n: int = 3, seed: int = 11) -> State:
    return game.new_game(game.Settings(humans(*NAMES[:n]), seed))


def lay(state: State, seat: int, placements: Sequence[tuple[int, int, int, int]]) -> State:
    """Put tiles (tile, x, y, rotation) on a seat's board one by one, checked, with
    the completion cubes going to its reserve as in the game (no market involved)."""
    board = state.boards[seat]
    placed = list(state.placed[seat])
    faerie, wheat = state.faerie[seat], state.wheat[seat]
    for tile, x, y, r in placements:
        problem = tiles.placement_problem(board, tile, x, y, r)
        assert problem is None, problem
        board = tiles.place(board, tile, x, y, r)
        for c in tiles.newly_completed(board, x, y):
            placed.append(Placed(c.id, c.colour, 0, c.diamonds))
            if c.colour == tiles.GREEN:
                faerie += c.diamonds + c.special
            else:
                wheat += c.diamonds + c.special
    placed.sort(key=lambda p: p.section)

    def put(row, value):
        return row[:seat] + (value,) + row[seat + 1 :]

    return attrs.evolve(
        state,
        boards=put(state.boards, board),
        placed=put(state.placed, tuple(placed)),
        faerie=put(state.faerie, faerie),
        wheat=put(state.wheat, wheat),
    )


def worked_example(state: State, seat: int = 0) -> State:
    """Ann's board of spec 6.1: section 6 (green, 13 triangles, 4 diamonds) complete."""
    return lay(state, seat, [(22, 1, 1, 0), (0, 2, 1, 0), (8, 2, 0, 0), (15, 1, 0, 3), (9, 2, 2, 0)])


def acting(state: State, bids: Sequence[int], marker: int | None = None) -> State:
    """The state after these bids (money is topped up so every bid is legal)."""
    if marker is not None:
        state = attrs.evolve(state, marker=marker)
    money = tuple(max(m, b) for m, b in zip(state.money, bids, strict=False))
    state = attrs.evolve(state, money=money)
    return game.apply_bids(state, dict(enumerate(bids)))[0]


def bot_game(seats: Sequence[str], seed: int) -> State:
    state = game.new_game(game.Settings(bots(*seats), seed))
    while not state.is_over:
        ask = game.ask_of(state)
        assert ask is not None
        seats_asked, what = ask
        decisions = {s: BOTS[seats[s]](public_view(state, s)) for s in seats_asked}
        state, _ = game.apply(state, decisions)
    return state


def simple(state: game.State, seat: int):
    """A fixed way to play (independent of the bots, so positions never move):
    bid (round + seat) mod 3, take the first tile that fits at its first place,
    else frolic or pass."""
    if state.bidding:
        return min((state.round + seat) % 3, state.money[seat])
    for slot in game.acquirable(state, seat):
        tile = state.market[slot - 1]
        x, y, r = next(tiles.legal_placements(state.boards[seat], tile))
        return Action(ACQUIRE, slot, (x, y), r)
    if FROLIC in game.available(state, seat):
        return Action(FROLIC, sections=game.eligible(state, seat, "G")[: state.faerie[seat]])
    return Action(PASS)


def played(rounds: int, seats: int = 4) -> game.State:
    """Seed 11, humans playing the simple way (a mid-game position)."""
    state = game.new_game(game.Settings(humans(*("Ann", "Bo", "Cy", "Di")[:seats]), 11))
    while not state.is_over and state.round <= rounds:
        seats, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: simple(state, s) for s in seats})
    return state
