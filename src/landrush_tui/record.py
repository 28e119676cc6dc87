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
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override
from cattrs.preconf.json import make_converter

from .rules import (
    AuctionOrder,
    AuctionType,
    Board,
    Field,
    GameState,
    PlayerKind,
    PlayerSpec,
    Sale,
    Settings,
    Standing,
    TurnReport,
    new_game,
    payout_table,
    play_turn,
    winners,
)
from .rules.board import normalise_cells
from .rules.errors import RulesError

FORMAT = "landrush-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read: names the problem in one line."""


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


def _make_converter() -> cattrs.Converter:
    c = make_converter(forbid_extra_keys=False)
    c.register_unstructure_hook(
        PlayerSpec,
        make_dict_unstructure_fn(PlayerSpec, c, ai=override(omit_if_default=True)),
    )
    c.register_unstructure_hook(
        Board,
        lambda b: {"width": b.width, "height": b.height,
                   "fields": [{"id": f.id, "cells": [list(cell) for cell in f.cells]} for f in b.fields]},
    )

    def structure_board(d: Any, _t: type) -> Board:
        try:
            fields = []
            for f in d["fields"]:
                cells = f["cells"]
                if not isinstance(cells, list) or not all(
                    isinstance(c, list) and len(c) == 2 and all(type(v) is int for v in c) for c in cells
                ):
                    raise ValueError(f"field {f.get('id')!r}: cells must be [x, y] pairs of whole numbers")
                if type(f["id"]) is not int:
                    raise ValueError(f"field id {f['id']!r} is not a whole number")
                fields.append(Field(f["id"], normalise_cells(cells)))
            width, height = d["width"], d["height"]
            if type(width) is not int or type(height) is not int:
                raise ValueError("width and height must be whole numbers")
            return Board(width, height, tuple(sorted(fields, key=lambda f: f.id)))
        except (KeyError, TypeError, AttributeError) as exc:
            raise RecordError(f"invalid board: missing or malformed {exc}") from None
        except ValueError as exc:
            raise RecordError(f"invalid board: {exc}") from None

    c.register_structure_hook(Board, structure_board)
    c.register_unstructure_hook(
        GameRecord,
        make_dict_unstructure_fn(GameRecord, c, result=override(omit_if_default=True)),
    )
    # ints must be ints in a record, not strings or floats that happen to convert
    def strict_int(v: Any, _t: type) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"expected a whole number, got {v!r}")
        return v

    c.register_structure_hook(int, strict_int)

    def strict_str(v: Any, _t: type) -> str:
        if not isinstance(v, str):
            raise TypeError(f"expected text, got {v!r}")
        return v

    c.register_structure_hook(str, strict_str)

    def strict_bool(v: Any, _t: type) -> bool:
        if not isinstance(v, bool):
            raise TypeError(f"expected true or false, got {v!r}")
        return v

    c.register_structure_hook(bool, strict_bool)
    for cls in (Settings, Sale, Standing, TurnReport, Payouts, Result, PlayerSpec):
        c.register_structure_hook(cls, make_dict_structure_fn(cls, c))
    return c


converter = _make_converter()


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


def _describe(exc: BaseException) -> str:
    try:
        msgs = cattrs.transform_error(exc, path="record")
    except Exception:
        msgs = [str(exc)]
    return "; ".join(msgs[:3]) or type(exc).__name__


def parse(text: str | bytes) -> GameRecord:
    """Parse record JSON into a GameRecord, with one-line errors."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError("not a Land Rush record: nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, bad UTF-8, numbers too long to read
        raise RecordError(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("not a Land Rush record: expected a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a Land Rush record (format is {data.get('format')!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(f"record version {version!r} is not a number")
    if version > VERSION:
        raise RecordError(f"record version {version} is newer than this game understands ({VERSION})")
    try:
        return converter.structure(data, GameRecord)
    except RecordError:
        raise
    except RulesError as exc:
        raise RecordError(f"invalid settings: {exc}") from None
    except Exception as exc:  # cattrs wraps validation errors in groups
        raise RecordError(_describe(exc)) from None


def replay(record: GameRecord) -> GameState:
    """Replay a record's bids through the rules and check every recorded outcome.

    Returns the state after the last recorded turn (unfinished records give an
    unfinished game that can be continued).
    """
    try:
        state = new_game(record.settings, record.board)
    except (RulesError, ValueError) as exc:
        raise RecordError(f"cannot start the recorded game: {exc}") from None
    for turn in record.turns:
        if state.is_over:
            raise RecordError(f"turn {turn.turn}: the game was already over")
        if turn.lots != state.lots:
            raise RecordError(f"turn {turn.turn}: lots {list(turn.lots)} do not match the seed's draw {list(state.lots)}")
        try:
            state, report = play_turn(state, turn.bids)
        except RulesError as exc:
            raise RecordError(f"turn {turn.turn}: {exc}") from None
        if report != turn:
            raise RecordError(f"turn {turn.turn}: the recorded outcome does not match the rules")
    if record.result is not None and (not state.is_over or record.result != Result(state.money, winners(state))):
        raise RecordError("the recorded result does not match the replayed game")
    return state


def loads(text: str | bytes) -> GameState:
    """Read record JSON and replay it to the game state it describes."""
    return replay(parse(text))
