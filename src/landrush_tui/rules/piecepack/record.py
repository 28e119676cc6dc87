"""The game record of Landrush for piecepack (spec section 9): openings, then
one entry per turn with the coin and the play. ``replay_data`` plays the
decisions through the rules and refuses a record whose outcomes differ. Text
in, text out: no files here."""

from __future__ import annotations

import json
from typing import Any

from ..errors import InvalidSettings, RulesError
from ..players import PlayerKind, PlayerSpec
from . import game
from .game import PASS, SIZES, Settings, State, TurnEntry

FORMAT = "piecepack-record"
VERSION = 1
MAX_CHARS = 8 * 1024 * 1024
KEYS = ("format", "version", "settings", "stash_start", "setup", "turns", "end", "result")


class PiecepackRecordError(RulesError):
    """A piecepack record that cannot be read or does not replay."""


def _player(p: PlayerSpec) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.name, "kind": p.kind.value}
    if p.is_ai:
        d["ai"] = p.ai
    return d


def settings_data(s: Settings) -> dict[str, Any]:
    return {"players": [_player(p) for p in s.players], "seed": s.seed}


def stash_data(stash: game.Stash) -> dict[str, int]:
    return {"S": stash[0], "M": stash[1], "L": stash[2]}


def sq(square: game.Square) -> list[int]:
    return [square[0], square[1]]


def turn_data(t: TurnEntry) -> dict[str, Any]:
    play = None
    if t.play is not None:
        play = {"square": sq(t.play.square), "size": t.play.size,
                "takeovers": [{"owner": x.owner, "squares": [sq(s) for s in x.squares]} for x in t.play.takeovers]}
    return {"turn": t.turn, "seat": t.seat, "coin": t.coin, "play": play, "no_play": t.no_play,
            "stashes": [stash_data(s) for s in t.stashes]}


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    out = []
    for score in game.scores(state.board, state.stashes):
        out.append({"seat": score.seat, "stash_empty": score.stash_empty, "single_tract": score.single_tract,
                    "pure_tracts": score.pure_tracts, "pyramids": score.pyramids, "total": score.total,
                    "tracts": [{"squares": [sq(s) for s in t.squares], "length": t.length, "largest": t.largest,
                                "scoring": t.scoring} for t in score.tracts]})
    return {"scores": out, "winners": list(state.winners)}


def record_of(state: State) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "settings": settings_data(state.settings),
        "stash_start": stash_data(game.stash_start(state.n)),
        "setup": {"first": state.first, "openings": [{"seat": o.seat, "square": sq(o.square)} for o in state.openings]},
        "turns": [turn_data(t) for t in state.history],
    }
    if state.is_over:
        d["end"] = state.end
        d["result"] = result_data(state)
    return d


def dumps(state: State) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1) + "\n"


# --- reading ------------------------------------------------------------------


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise PiecepackRecordError(why)


def _players(data: Any) -> tuple[PlayerSpec, ...]:
    _need(isinstance(data, list), "settings.players must be a list")
    out = []
    for i, p in enumerate(data):
        _need(isinstance(p, dict) and isinstance(p.get("name"), str), f"player {i} needs a name")
        try:
            kind = PlayerKind(p.get("kind", "human"))
        except ValueError:
            raise PiecepackRecordError(f"player {i}: kind must be human or ai, not {p.get('kind')!r}") from None
        ai = p.get("ai")
        _need(ai is None or isinstance(ai, str), f"player {i}: ai must be text")
        extra = set(p) - {"name", "kind", "ai"}
        _need(not extra, f"player {i}: unknown keys {sorted(extra)}")
        out.append(PlayerSpec(p["name"], kind, ai if kind is PlayerKind.AI else None))
    return tuple(out)


def parse_settings(data: Any) -> Settings:
    _need(isinstance(data, dict), "settings must be an object")
    extra = set(data) - {"players", "seed"}
    _need(not extra, f"settings: unknown keys {sorted(extra)}")
    seed = data.get("seed")
    _need(type(seed) is int, f"settings.seed must be a whole number, not {seed!r}")
    try:
        return Settings(_players(data.get("players")), seed)
    except InvalidSettings as exc:
        raise PiecepackRecordError(f"settings: {exc}") from None


def _square(v: Any, what: str) -> game.Square:
    _need(isinstance(v, list) and len(v) == 2 and all(type(c) is int for c in v), f"{what} must be [x, y], not {v!r}")
    return (v[0], v[1])


def _apply(state: State, decision: Any, where: str) -> tuple[State, Any]:
    seat = state.to_move
    assert seat is not None
    try:
        return game.apply(state, seat, decision)
    except RulesError as exc:
        raise PiecepackRecordError(f"{where}: {exc}") from None


def replay_data(data: Any) -> State:
    """The game a record holds, every decision replayed and every outcome compared."""
    _need(isinstance(data, dict), "a piecepack record is a JSON object")
    _need(data.get("format") == FORMAT, f"not a piecepack record (format {data.get('format')!r})")
    _need(data.get("version") == VERSION, f"record version {data.get('version')!r} is not {VERSION}")
    extra = set(data) - set(KEYS)
    _need(not extra, f"unknown keys in the record: {sorted(extra)}")
    settings = parse_settings(data.get("settings"))
    state = game.new_game(settings)
    want_stash = stash_data(game.stash_start(settings.n))
    _need(data.get("stash_start") == want_stash,
          f"stash_start {data.get('stash_start')!r} is not the rules' {want_stash!r} for {settings.n} players")
    setup = data.get("setup")
    _need(isinstance(setup, dict) and set(setup) == {"first", "openings"}, "setup must hold first and openings")
    _need(setup["first"] == state.first, f"first seat {setup['first']!r} differs from the seed's {state.first}")
    openings = setup["openings"]
    _need(isinstance(openings, list) and len(openings) <= settings.n, "openings must be a list, one per seat")
    for i, o in enumerate(openings):
        _need(isinstance(o, dict) and set(o) == {"seat", "square"}, f"opening {i + 1} must hold seat and square")
        _need(o["seat"] == state.to_move, f"opening {i + 1} is seat {o['seat']!r}'s, but seat {state.to_move} opens")
        state, _ = _apply(state, _square(o["square"], f"opening {i + 1} square"), f"opening {i + 1}")
    turns = data.get("turns")
    _need(isinstance(turns, list), "turns must be a list")
    _need(not turns or not state.in_openings, "turns before every seat has opened")
    for i, t in enumerate(turns):
        _need(not state.is_over, f"turn entry {i + 1} comes after the end of the game")
        _need(isinstance(t, dict), f"turn entry {i + 1} is not an object")
        play = t.get("play")
        if play is None:
            decision: Any = PASS
        else:
            _need(isinstance(play, dict), f"turn entry {i + 1}: play must be an object or null")
            decision = (_square(play.get("square"), f"turn {i + 1} square"), play.get("size"))
            _need(play.get("size") in SIZES, f"turn entry {i + 1}: size must be S, M or L")
        if decision == PASS and game.ask_of(state) == (state.to_move, game.PLAY):
            raise PiecepackRecordError(f"turn entry {i + 1}: no play recorded, but seat {state.to_move} had a legal "
                                       "play and must make one")
        state, report = _apply(state, decision, f"turn entry {i + 1}")
        want = turn_data(report)
        if t != want or list(t) != list(want):
            raise PiecepackRecordError(f"turn {i + 1} differs from the rules' outcome: recorded {t!r}, "
                                       f"replayed {want!r}")
    if state.is_over or "end" in data or "result" in data:
        _need(data.get("end") == state.end, f"end {data.get('end')!r} differs from the rules' {state.end!r}")
        want_result = result_data(state)
        _need(data.get("result") == want_result,
              f"result {data.get('result')!r} differs from the rules' {want_result!r}")
    return state


def loads(text: str | bytes) -> State:
    if isinstance(text, bytes):
        _need(len(text) <= MAX_CHARS, "too large to be a piecepack record")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise PiecepackRecordError("not text (UTF-8)") from None
    _need(len(text) <= MAX_CHARS, "too large to be a piecepack record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise PiecepackRecordError(f"not valid JSON: {exc}") from None
    return replay_data(data)
