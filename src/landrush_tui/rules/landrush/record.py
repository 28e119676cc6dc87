"""The game record: one JSON document per game (see shared spec game-record.md).

Conversion lives on a cattrs converter, not on the rule classes: the rules stay
plain values, and the JSON layout (seat lists, [x, y] cells, enum values, the
``ai`` key only for AI seats) is chosen here. Reading a record replays its bids
through the rules, so a record that does not match its own outcome is refused.
"""

from __future__ import annotations

import json
from typing import Any

import attrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from .. import record_kit
from ..board import Board, Field, check_size, normalise_cells
from ..convert import converter, describe, objects_only
from ..errors import RulesError
from ..players import PlayerKind, PlayerSpec
from ..record_kit import one_line
from .auction import AuctionType, Sale
from .game import new_board, new_game, payout_table, play_turn, winners
from .settings import START_MONEY_CHOICES, AuctionOrder, Settings
from .state import GameState, Standing, TurnReport

FORMAT = "landrush-record"
VERSION = 1
__all__ = [
    "FORMAT",
    "VERSION",
    "AuctionOrder",
    "AuctionType",
    "GameRecord",
    "Payouts",
    "PlayerKind",
    "RecordError",
    "Result",
    "check",
    "converter",
    "dumps",
    "loads",
    "parse",
    "replay",
    "to_json",
]


class RecordError(record_kit.RecordError):
    """A Land Rush record that cannot be read: names the problem in one line."""


@attrs.frozen
class Payouts:
    turn: tuple[int, ...]
    final: tuple[int, ...]


@attrs.frozen
class Result:
    money: tuple[int, ...]
    winners: tuple[int, ...]


@attrs.frozen(kw_only=True)
class GameRecord:
    """A game as stored: settings, board, payout tables, turns and the result."""

    format: str = FORMAT
    version: int = VERSION
    settings: Settings
    board: Board
    payouts: Payouts
    turns: tuple[TurnReport, ...]
    result: Result | None = None


def _structure_board(d: Any, _t: type) -> Board:
    """A board from JSON, every declared size bounded before anything is built."""
    if not isinstance(d, dict):
        raise RecordError("the board is not a JSON object")
    for key in ("width", "height", "fields"):
        if key not in d:
            raise RecordError(f"the board has no {key}")
    width, height, raw = d["width"], d["height"], d["fields"]
    try:
        check_size(width, height)
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    if not isinstance(raw, list) or not raw:
        raise RecordError("the board has no fields")
    if len(raw) > width * height:
        raise RecordError(f"the board lists {len(raw)} fields for {width * height} cells")
    fields = []
    for f in raw:
        if not isinstance(f, dict) or "id" not in f or "cells" not in f:
            raise RecordError("a field of the board has no id or no cells")
        fid, cells = f["id"], f["cells"]
        if type(fid) is not int:
            raise RecordError(f"field id {one_line(repr(fid), 30)} is not a whole number")
        if (
            not isinstance(cells, list)
            or not cells
            or len(cells) > width * height
            or not all(isinstance(c, list) and len(c) == 2 and all(type(v) is int for v in c) for c in cells)
        ):
            raise RecordError(f"field {fid}: cells must be [x, y] pairs of whole numbers")
        fields.append(Field(fid, normalise_cells(cells)))
    try:
        return Board(width, height, tuple(sorted(fields, key=lambda f: f.id)))
    except ValueError as exc:
        raise RecordError(str(exc)) from None


def _register(c) -> None:  # type: ignore[no-untyped-def]
    """Land Rush's record classes on the shared strict converter."""
    c.register_unstructure_hook(PlayerSpec, record_kit.seat_data)
    # The seat codec every game shares: kind required, ai exactly for AI seats; the
    # record spec welcomes more keys.
    c.register_structure_hook(PlayerSpec, lambda d, _t: record_kit.seat_of(d, "the seat", more_keys=True))
    c.register_unstructure_hook(
        Board,
        lambda b: {
            "width": b.width,
            "height": b.height,
            "fields": [{"id": f.id, "cells": [list(cell) for cell in f.cells]} for f in b.fields],
        },
    )
    c.register_structure_hook(Board, _structure_board)
    c.register_unstructure_hook(
        GameRecord,
        make_dict_unstructure_fn(GameRecord, c, result=override(omit_if_default=True)),
    )
    for cls in (Settings, Sale, Standing, TurnReport, Payouts, Result):
        c.register_structure_hook(cls, objects_only(_every_key(cls, make_dict_structure_fn(cls, c))))


def _every_key(cls: type, fn: Any) -> Any:
    """A structure hook that refuses an object missing any of the class's keys:
    the record spec requires them all, so none is given its Python default."""
    names = [f.name for f in attrs.fields(cls)]

    def structure(v: Any, t: Any) -> Any:
        for name in names:
            if name not in v:
                raise RecordError(f"{name} is missing")
        return fn(v, t)

    return structure


_register(converter)


def record_of(state: GameState) -> GameRecord:
    """The record of a game so far (with a result once it is over)."""
    s = state.settings
    result = Result(state.money, winners(state)) if state.is_over else None
    return GameRecord(
        settings=s,
        board=state.board,
        payouts=Payouts(payout_table(s), payout_table(s, True)),
        turns=state.history,
        result=result,
    )


def _emit(value: Any, indent: int, used: int = 0, width: int = 120) -> str:
    """JSON that keeps anything short enough on one line and indents the rest.

    ``used`` is how much of the current line is taken already (indent and key).
    """
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if used + len(flat) <= width or not isinstance(value, (dict, list)) or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = []
        for k, v in value.items():
            key = f"{pad}{json.dumps(k, ensure_ascii=False)}: "
            items.append(key + _emit(v, indent + 2, len(key), width))
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + _emit(v, indent + 2, len(pad), width) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def to_json(record: GameRecord) -> str:
    """The record as JSON text: stable key order, one line per lot, field or seat."""
    return _emit(converter.unstructure(record), 0) + "\n"


def dumps(state: GameState) -> str:
    return to_json(record_of(state))


def parse(text: str | bytes) -> GameRecord:
    """Parse record JSON into a GameRecord (shape only), with one-line errors."""
    return from_data(record_kit.parse(text, "a game record", RecordError))


def from_data(data: Any) -> GameRecord:
    """A record from its JSON value: format, version and shape checked."""
    record_kit.check_header(data, FORMAT, VERSION, "a Land Rush", RecordError)
    try:
        return converter.structure(data, GameRecord)
    except RecordError:
        raise
    except RulesError as exc:
        raise RecordError(f"settings: {one_line(str(exc), 160)}") from None
    except Exception as exc:  # cattrs gathers field errors into exception groups
        raise RecordError(describe(exc, "record")) from None


def check_settings(s: Settings) -> None:
    """What the new-game form allows: names present and different, and a start
    money the game offers. A seat may name any bot (the seat codec checks the
    shape); a save's seats are checked against the built-in bots where it is
    loaded, since those are run."""
    seen: dict[str, int] = {}
    for i, p in enumerate(s.players, 1):
        name = p.name.strip()
        if not name:
            raise RecordError(f"seat {i} has no name")
        if name.casefold() in seen:
            raise RecordError(f"seats {seen[name.casefold()]} and {i} have the same name {one_line(repr(name), 40)}")
        seen[name.casefold()] = i
    if s.start_money not in START_MONEY_CHOICES:
        offered = ", ".join(map(str, START_MONEY_CHOICES))
        raise RecordError(f"start money {s.start_money} is not one the game offers ({offered})")


def check(rec: GameRecord) -> None:
    """Land Rush's own checks of a record, before replaying its turns: the
    settings, the board (the one the seed makes) and the payout tables."""
    s = rec.settings
    check_settings(s)
    if rec.board != new_board(s):
        raise RecordError(f"the board is not the one seed {s.seed} makes for {s.n} players")
    expected = Payouts(payout_table(s), payout_table(s, True))
    if rec.payouts.turn != expected.turn:
        raise RecordError(f"the payout table {list(rec.payouts.turn)} is not the game's {list(expected.turn)}")
    if rec.payouts.final != expected.final:
        raise RecordError(f"the final payout table {list(rec.payouts.final)} is not the game's {list(expected.final)}")


def replay(record: GameRecord) -> GameState:
    """Check a record and replay its bids through the rules, checking every
    recorded outcome.

    Returns the state after the last recorded turn (unfinished records give an
    unfinished game that can be continued).
    """
    check(record)
    try:
        state = new_game(record.settings, record.board)
    except (RulesError, ValueError) as exc:
        raise RecordError(f"cannot start the recorded game: {exc}") from None
    for turn in record.turns:
        if state.is_over:
            raise RecordError(f"turn {turn.turn}: the game was already over")
        if turn.lots != state.lots:
            raise RecordError(
                f"turn {turn.turn}: lots {list(turn.lots)} do not match the seed's draw {list(state.lots)}"
            )
        try:
            state, report = play_turn(state, turn.bids)
        except RulesError as exc:
            raise RecordError(f"turn {turn.turn}: {one_line(str(exc), 160)}") from None
        if report != turn:
            raise RecordError(f"turn {turn.turn}: the recorded outcome does not match the rules")
    if record.result is None:
        if state.is_over:
            raise RecordError("the game is over but the record has no result")
    elif not state.is_over or record.result != Result(state.money, winners(state)):
        raise RecordError("the recorded result does not match the replayed game")
    return state


def loads(text: str | bytes) -> GameState:
    """Read record JSON and replay it to the game state it describes."""
    return replay(parse(text))
