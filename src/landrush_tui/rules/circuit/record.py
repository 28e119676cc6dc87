"""Circuit's game record (spec section 9): a decision log with the outcome of
every turn. ``loads`` replays the decisions through the rules and refuses a
record whose outcomes differ. Text in, text out: no files here."""

from __future__ import annotations

import json
from typing import Any

from ..errors import InvalidSettings, RulesError
from ..players import PlayerKind, PlayerSpec
from . import game
from .game import BUY, DECLINE, ROLL, Effect, Purchase, Settings, State, TurnEntry

FORMAT = "circuit-record"
VERSION = 1
MAX_CHARS = 8 * 1024 * 1024


class CircuitRecordError(RulesError):
    """A Circuit record that cannot be read or does not replay."""


def _player(p: PlayerSpec) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.name, "kind": p.kind.value}
    if p.is_ai:
        d["ai"] = p.ai
    return d


def settings_data(s: Settings) -> dict[str, Any]:
    return {"players": [_player(p) for p in s.players], "purchase": s.purchase.value,
            "round_limit": s.round_limit, "seed": s.seed}


def effect_data(e: Effect) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": e.kind, "space": e.space}
    if e.kind == "buy":
        d.update(price=e.price, bought=e.bought)
        if not e.bought:
            d["why"] = e.why
    elif e.kind == "rent":
        d.update(owner=e.owner, due=e.due, paid=e.paid)
    elif e.kind == "tax":
        d.update(due=e.due, paid=e.paid)
    return d


def turn_data(t: TurnEntry) -> dict[str, Any]:
    return {"turn": t.turn, "seat": t.seat, "dice": list(t.dice), "from": t.start, "to": t.to,
            "effect": effect_data(t.effect), "eliminated": t.eliminated, "released": list(t.released),
            "money": list(t.money)}


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    d: dict[str, Any] = {"end": state.end, "winners": list(state.winners), "eliminated": list(state.out)}
    if state.end == "round_limit":
        d["net_worth"] = [state.net_worth(s) for s in range(state.n)]
    return d


def record_of(state: State) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "settings": settings_data(state.settings),
        "setup": {"colours": list(state.colours), "first": state.first, "money": game.START_MONEY},
        "turns": [turn_data(t) for t in state.history],
    }
    result = result_data(state)
    if result is not None:
        d["result"] = result
    return d


def dumps(state: State) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1) + "\n"


# --- reading ------------------------------------------------------------------


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise CircuitRecordError(why)


def _int(v: Any, what: str) -> int:
    _need(type(v) is int, f"{what} must be a whole number, not {v!r}")
    return v  # type: ignore[no-any-return]


def _players(data: Any) -> tuple[PlayerSpec, ...]:
    _need(isinstance(data, list), "settings.players must be a list")
    out = []
    for i, p in enumerate(data):
        _need(isinstance(p, dict) and isinstance(p.get("name"), str), f"player {i} needs a name")
        try:
            kind = PlayerKind(p.get("kind", "human"))
        except ValueError:
            raise CircuitRecordError(f"player {i}: kind must be human or ai, not {p.get('kind')!r}") from None
        ai = p.get("ai")
        _need(ai is None or isinstance(ai, str), f"player {i}: ai must be text")
        out.append(PlayerSpec(p["name"], kind, ai if kind is PlayerKind.AI else None))
    return tuple(out)


def parse_settings(data: Any) -> Settings:
    _need(isinstance(data, dict), "settings must be an object")
    try:
        return Settings(_players(data.get("players")), data.get("purchase"), data.get("round_limit"),
                        _int(data.get("seed"), "settings.seed"))
    except InvalidSettings as exc:
        raise CircuitRecordError(f"settings: {exc}") from None


def decisions_of(turn: Any, purchase: Purchase) -> list[str]:
    """The decisions a turn entry logs: the roll, and the buy decision when one was asked."""
    out = [ROLL]
    eff = turn.get("effect") if isinstance(turn, dict) else None
    if purchase is Purchase.OPTIONAL and isinstance(eff, dict) and eff.get("kind") == "buy":
        if eff.get("bought") is True:
            out.append(BUY)
        elif eff.get("why") == "declined":
            out.append(DECLINE)
    return out


def replay_data(data: Any) -> State:
    _need(isinstance(data, dict), "a Circuit record is a JSON object")
    _need(data.get("format") == FORMAT, f"not a Circuit record (format {data.get('format')!r})")
    _need(data.get("version") == VERSION, f"record version {data.get('version')!r} is not {VERSION}")
    settings = parse_settings(data.get("settings"))
    state = game.new_game(settings)
    setup = {"colours": list(state.colours), "first": state.first, "money": game.START_MONEY}
    _need(data.get("setup") == setup, f"setup {data.get('setup')!r} differs from the rules' {setup!r}")
    turns = data.get("turns")
    _need(isinstance(turns, list), "turns must be a list")
    for i, t in enumerate(turns):
        _need(not state.is_over, f"turn entry {i + 1} comes after the end of the game")
        _need(isinstance(t, dict), f"turn entry {i + 1} is not an object")
        report: Any = None
        for decision in decisions_of(t, settings.purchase):
            seat = state.to_move
            assert seat is not None
            try:
                state, report = game.apply(state, seat, decision)
            except RulesError as exc:
                raise CircuitRecordError(f"turn {i + 1}: {exc}") from None
        if not isinstance(report, TurnEntry):  # an affordable plot in the optional game, no decision logged
            raise CircuitRecordError(f"turn {i + 1}: the buy decision is missing")
        want = turn_data(report)
        if t != want or list(t) != list(want):
            raise CircuitRecordError(f"turn {i + 1} differs from the rules' outcome: recorded {t!r}, "
                                     f"replayed {want!r}")
    want_result = result_data(state)
    if want_result is None:  # absent before the end (a null result is not absent)
        _need("result" not in data, f"result {data.get('result')!r} before the end of the game")
    else:
        _need(data.get("result") == want_result,
              f"result {data.get('result')!r} differs from the rules' {want_result!r}")
    extra = set(data) - {"format", "version", "settings", "setup", "turns", "result"}
    _need(not extra, f"unknown keys in the record: {sorted(extra)}")
    return state


def loads(text: str | bytes) -> State:
    if isinstance(text, bytes):
        _need(len(text) <= MAX_CHARS, "too large to be a Circuit record")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise CircuitRecordError("not text (UTF-8)") from None
    _need(len(text) <= MAX_CHARS, "too large to be a Circuit record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise CircuitRecordError(f"not valid JSON: {exc}") from None
    return replay_data(data)


# --- saves: the record so far plus the decisions of the unfinished turn ---------------


def pending_decisions(state: State) -> list[str]:
    """The decisions taken in the turn under way (not yet in the record): the
    roll, when the seat is now asked to buy or decline."""
    return [ROLL] if state.rolled is not None else []


def save_data(state: State) -> dict[str, Any]:
    """What a save file needs (the spec's "record + pending" idea)."""
    return {"record": record_of(state), "pending": pending_decisions(state)}


def resume(data: Any) -> State:
    """The exact state a ``save_data`` document holds: the record replayed,
    then the unfinished turn's decisions applied again."""
    _need(isinstance(data, dict) and set(data) == {"record", "pending"}, "a Circuit save has record and pending")
    state = replay_data(data["record"])
    pending = data["pending"]
    _need(isinstance(pending, list) and pending in ([], [ROLL]), f"pending must be [] or ['roll'], not {pending!r}")
    for decision in pending:
        _need(not state.is_over, "a pending decision after the end of the game")
        seat = state.to_move
        assert seat is not None
        try:
            state, report = game.apply(state, seat, decision)
        except RulesError as exc:
            raise CircuitRecordError(f"pending decision: {exc}") from None
        _need(state.rolled is not None, "the pending roll finished the turn: it belongs in the record")
    return state
