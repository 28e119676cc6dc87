"""What the Ley of the Land gauntlet styles read off a public view: every
action a seat may take now, valued in points by a style's weights, the best of
them, and what a money action would pay.

Frozen together with the held-out styles (they call it): changing what a
function here returns changes how held-out opponents play.
"""

from __future__ import annotations

from typing import Any

import attrs

from landrush_tui.rules.leyland import game, tiles
from landrush_tui.rules.leyland.game import ACQUIRE, FROLIC, GREEN, INVEST, PASS, REAP, SOW, YELLOW, Action, State
from landrush_tui.rules.leyland.view import LeylandView

Decision = Any


@attrs.frozen
class Weights:
    """How a style prices things, in points."""

    cubes: float = 1.0  # per cube a placement earns now
    largest: float = 0.5  # per point of the 12-point bonus share the placement changes
    growth: float = 0.1  # per triangle the largest section grows
    tile: float = 1.0  # a tile on the board (future sections)
    money: float = 1.0  # per money an action gains
    sow: float = 0.6  # per wheat cube sown (a later reap)


@attrs.frozen
class Option:
    value: float
    action: Action
    slot_tile: int | None = None
    cubes: int = 0
    growth: int = 0


def bonus_share(state: State, seat: int, mine: int) -> float:
    big = [state.largest(s) if s != seat else mine for s in range(state.n)]
    return float(game.bonus_shares(big)[seat])


def placement_options(state: State, seat: int, w: Weights) -> list[Option]:
    """Every legal acquisition, valued."""
    board = state.boards[seat]
    if tiles.is_full(board):
        return []
    before = tiles.largest(board)
    share0 = bonus_share(state, seat, before)
    out = []
    for k, tile in enumerate(state.market):
        if tile is None:
            continue
        for x, y, r in tiles.legal_placements(board, tile):
            nb = tiles.place(board, tile, x, y, r)
            cubes = sum(s.diamonds + s.special for s in tiles.newly_completed(nb, x, y))
            big = tiles.largest(nb)
            v = (
                w.cubes * cubes
                + w.largest * (bonus_share(state, seat, big) - share0)
                + w.growth * (big - before)
                + w.tile
            )
            out.append(Option(v, Action(ACQUIRE, k + 1, (x, y), r), tile, cubes, big - before))
    return out


def exclusive_options(state: State, seat: int, w: Weights) -> list[Option]:
    """Frolic, Sow, Reap, Invest when still free, valued (also when worth nothing)."""
    taken = state.taken
    out = []
    if FROLIC not in taken:
        opts = game.eligible(state, seat, GREEN)
        k = min(state.faerie[seat], len(opts))
        out.append(Option(w.money * k, Action(FROLIC, sections=tuple(opts[:k]))))
    if SOW not in taken:
        opts = game.eligible(state, seat, YELLOW)
        k = min(state.wheat[seat], len(opts))
        out.append(Option(w.sow * k, Action(SOW, sections=tuple(opts[:k]))))
    if REAP not in taken:
        opts = game.wheat_sections(state, seat)
        out.append(Option((3 * w.money - 1) if opts else 0.0, Action(REAP, section=opts[0] if opts else None)))
    if INVEST not in taken and state.bids is not None:
        gain = 2 * state.bids[seat] if seat == state.last_seat else 0
        out.append(Option(w.money * gain, Action(INVEST)))
    return out


def all_options(state: State, seat: int, w: Weights) -> list[Option]:
    return placement_options(state, seat, w) + exclusive_options(state, seat, w) + [Option(0.0, Action(PASS))]


def pick(options: list[Option]) -> Action:
    """The best option; ties keep the first (placements first, in slot / space / rotation order)."""
    top = options[0]
    for o in options[1:]:
        if o.value > top.value:
            top = o
    return top.action


def greedy(view: LeylandView, w: Weights) -> Action:
    return pick(all_options(view.state, view.seat, w))


def money_action_worth(state: State, seat: int) -> int:
    """What Frolic or Reap would pay me now, whichever is more."""
    frolic = min(state.faerie[seat], len(game.eligible(state, seat, GREEN)))
    reap = 3 if game.wheat_sections(state, seat) else 0
    return max(frolic, reap)


def clamp(bid: float, money: int) -> int:
    return max(0, min(money, int(bid)))


# The plain weights most styles of both halves price actions with.
BASE = Weights()
