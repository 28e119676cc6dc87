"""Ley of the Land's game record (spec section 9): one entry per round, the
decisions with their outcomes. ``replay_data`` feeds the recorded decisions
through the rules and refuses a record whose outcomes differ. A game in the
middle of a round adds ``"pending"``: the round's revealed bids and the
actions taken so far (bids still secret live in the save file's per-seat
``pending``, as in every game). Text in, text out: no files here."""

from __future__ import annotations

import json
from typing import Any

from ..errors import InvalidSettings, RulesError
from ..players import PlayerKind, PlayerSpec
from . import game
from .game import ACQUIRE, FROLIC, INVEST, PASS, REAP, SOW, Action, Done, RoundEntry, Settings, State

FORMAT = "leyland-record"
VERSION = 1
MAX_CHARS = 8 * 1024 * 1024
KEYS = ("format", "version", "settings", "setup", "rounds", "result")


class LeylandRecordError(RulesError):
    """A Ley of the Land record that cannot be read or does not replay."""


def _player(p: PlayerSpec) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.name, "kind": p.kind.value}
    if p.is_ai:
        d["ai"] = p.ai
    return d


def settings_data(s: Settings) -> dict[str, Any]:
    return {"players": [_player(p) for p in s.players], "seed": s.seed}


def setup_data(state: State) -> dict[str, Any]:
    return {"stack": list(state.setup_stack), "market": list(state.setup_stack[:game.SLOTS]),
            "marker": state.first_marker}


def action_data(d: Done) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": d.seat, "do": d.do}
    if d.do == ACQUIRE:
        assert d.at is not None
        out.update(slot=d.slot, tile=d.tile, at=list(d.at), rotation=d.rotation,
                   completed=[{"section": c.section, "colour": c.colour, "triangles": c.triangles,
                               "diamonds": c.diamonds, "special": c.special, "cubes": c.cubes}
                              for c in d.completed])
    elif d.do == FROLIC:
        out.update(sections=list(d.sections), gained=d.gained)
    elif d.do == SOW:
        out.update(sections=list(d.sections))
    elif d.do == REAP:
        out.update(section=d.section, gained=d.gained)
    elif d.do == INVEST:
        out.update(gained=d.gained)
    return out


def round_data(e: RoundEntry) -> dict[str, Any]:
    return {
        "round": e.round, "marker": e.marker, "bids": list(e.bids), "order": list(e.order),
        "actions": [action_data(d) for d in e.actions],
        "discarded": e.discarded,
        "refill": [list(r) for r in e.refill],
        "market": list(e.market),
        "stack_left": e.stack_left,
        "seats": [{"money": f.money, "faerie": f.faerie, "wheat": f.wheat,
                   "placed": [{"section": p.section, "colour": p.colour, "cubes": p.cubes, "capacity": p.capacity}
                              for p in f.placed],
                   "tiles": f.tiles} for f in e.seats],
        "game_over": e.game_over,
    }


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    won, tiebreak = game.winners(state)
    return {"end": state.end,
            "scores": [{"seat": x.seat, "money": x.money, "cubes": x.cubes, "largest": x.largest, "bonus": x.bonus,
                        "total": x.total} for x in game.scores(state)],
            "winners": list(won), "tiebreak": tiebreak}


def record_of(state: State) -> dict[str, Any]:
    d: dict[str, Any] = {"format": FORMAT, "version": VERSION, "settings": settings_data(state.settings),
                         "setup": setup_data(state), "rounds": [round_data(e) for e in state.history]}
    result = result_data(state)
    if result is not None:
        d["result"] = result
    return d


def pending_data(state: State) -> dict[str, Any] | None:
    """The round under way once its bids are revealed: bids, order and the
    actions so far (None while bidding: those bids are secret)."""
    if state.is_over or state.bids is None:
        return None
    return {"round": state.round, "marker": state.marker, "bids": list(state.bids), "order": list(state.order),
            "actions": [action_data(d) for d in state.actions]}


def dumps(state: State) -> str:
    return json.dumps(record_of(state), ensure_ascii=False, indent=1) + "\n"


# --- reading ------------------------------------------------------------------------


def _need(cond: bool, why: str) -> None:
    if not cond:
        raise LeylandRecordError(why)


def _players(data: Any) -> tuple[PlayerSpec, ...]:
    _need(isinstance(data, list), "settings.players must be a list")
    out = []
    for i, p in enumerate(data):
        _need(isinstance(p, dict) and isinstance(p.get("name"), str), f"player {i} needs a name")
        try:
            kind = PlayerKind(p.get("kind", "human"))
        except ValueError:
            raise LeylandRecordError(f"player {i}: kind must be human or ai, not {p.get('kind')!r}") from None
        ai = p.get("ai")
        _need(ai is None or isinstance(ai, str), f"player {i}: ai must be text")
        out.append(PlayerSpec(p["name"], kind, ai if kind is PlayerKind.AI else None))
    return tuple(out)


def parse_settings(data: Any) -> Settings:
    _need(isinstance(data, dict), "settings must be an object")
    _need(set(data) == {"players", "seed"}, f"settings has the keys players and seed, not {sorted(data)}")
    seed = data.get("seed")
    _need(type(seed) is int, f"settings.seed must be a whole number, not {seed!r}")
    try:
        return Settings(_players(data.get("players")), seed)
    except InvalidSettings as exc:
        raise LeylandRecordError(f"settings: {exc}") from None


def action_of(entry: Any) -> tuple[int, Action]:
    """The decision a recorded action entry stands for: (seat, action)."""
    _need(isinstance(entry, dict), f"an action entry must be an object, not {entry!r}")
    seat, do = entry.get("seat"), entry.get("do")
    _need(type(seat) is int, f"an action's seat must be a seat number, not {seat!r}")
    _need(do in game.ACTIONS, f"an action's do must be one of {', '.join(game.ACTIONS)}, not {do!r}")
    if do == ACQUIRE:
        at = entry.get("at")
        _need(isinstance(at, list) and len(at) == 2 and all(type(v) is int for v in at),
              f"acquire: at must be [x, y], not {at!r}")
        slot, rot = entry.get("slot"), entry.get("rotation")
        _need(type(slot) is int and type(rot) is int, "acquire needs a slot and a rotation")
        return seat, Action(ACQUIRE, slot, (at[0], at[1]), rot)
    if do in (FROLIC, SOW):
        secs = entry.get("sections")
        _need(isinstance(secs, list) and all(type(v) is int for v in secs), f"{do}: sections must be a list of ids")
        return seat, Action(do, sections=tuple(secs))
    if do == REAP:
        sec = entry.get("section")
        _need(sec is None or type(sec) is int, f"reap: section must be a section id or null, not {sec!r}")
        return seat, Action(REAP, section=sec)
    return seat, Action(do)


def _play_actions(state: State, actions: Any, where: str) -> tuple[State, RoundEntry | None]:
    _need(isinstance(actions, list), f"{where}: actions must be a list")
    entry = None
    for k, a in enumerate(actions):
        _need(not state.bidding and not state.is_over, f"{where}: action {k + 1} comes after the round ended")
        seat, action = action_of(a)
        try:
            state, acted = game.apply(state, {seat: action})
        except RulesError as exc:
            raise LeylandRecordError(f"{where}, action {k + 1}: {exc}") from None
        want = action_data(acted.done)  # type: ignore[union-attr]
        _need(a == want and list(a) == list(want),
              f"{where}, action {k + 1} differs from the rules' outcome: recorded {a!r}, replayed {want!r}")
        entry = acted.round_end  # type: ignore[union-attr]
    return state, entry


def _bid_round(state: State, r: dict[str, Any], where: str) -> State:
    bids = r.get("bids")
    if not isinstance(bids, list) or len(bids) != state.n:
        raise LeylandRecordError(f"{where}: bids must list one bid per seat")
    try:
        state, reveal = game.apply(state, dict(enumerate(bids)))
    except RulesError as exc:
        raise LeylandRecordError(f"{where}: {exc}") from None
    for key, want in (("round", state.round), ("marker", state.marker), ("order", list(state.order))):
        _need(r.get(key) == want, f"{where}: {key} {r.get(key)!r} differs from the rules' {want!r}")
    return state


def replay_data(data: Any) -> State:
    """The game a record holds, every rule checked; a LeylandRecordError (one
    line) naming the first difference."""
    _need(isinstance(data, dict), "a Ley of the Land record is a JSON object")
    _need(data.get("format") == FORMAT, f"not a Ley of the Land record (format {data.get('format')!r})")
    _need(data.get("version") == VERSION, f"record version {data.get('version')!r} is not {VERSION}")
    extra = set(data) - set(KEYS) - {"pending"}
    _need(not extra, f"unknown keys in the record: {sorted(extra)}")
    state = game.new_game(parse_settings(data.get("settings")))
    setup = setup_data(state)
    _need(data.get("setup") == setup, "setup differs from the rules' draws for this seed "
                                      f"(stack, market and marker of seed {state.settings.seed})")
    rounds = data.get("rounds")
    _need(isinstance(rounds, list), "rounds must be a list")
    for i, r in enumerate(rounds):
        where = f"round {i + 1}"
        _need(not state.is_over, f"{where} comes after the end of the game")
        _need(isinstance(r, dict), f"{where} is not an object")
        state = _bid_round(state, r, where)
        actions = r.get("actions")
        _need(isinstance(actions, list) and len(actions) == state.n, f"{where}: one action per seat")
        state, entry = _play_actions(state, actions, where)
        assert entry is not None
        want = round_data(entry)
        _need(r == want and list(r) == list(want),
              f"{where} differs from the rules' outcome: recorded {r!r}, replayed {want!r}")
    pending = data.get("pending")
    if pending is not None:
        _need(not state.is_over, "a round under way after the end of the game")
        _need(isinstance(pending, dict) and list(pending) == ["round", "marker", "bids", "order", "actions"],
              "pending must hold round, marker, bids, order and actions")
        state = _bid_round(state, pending, "the round under way")
        _need(isinstance(pending["actions"], list) and len(pending["actions"]) < state.n,
              "the round under way lists too many actions")
        state, _ = _play_actions(state, pending["actions"], "the round under way")
    want_result = result_data(state)
    if "result" in data or want_result is not None:
        _need(data.get("result") == want_result,
              f"result {data.get('result')!r} differs from the rules' {want_result!r}")
    return state


def loads(text: str | bytes) -> State:
    if isinstance(text, bytes):
        _need(len(text) <= MAX_CHARS, "too large to be a Ley of the Land record")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise LeylandRecordError("not text (UTF-8)") from None
    _need(len(text) <= MAX_CHARS, "too large to be a Ley of the Land record")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise LeylandRecordError(f"not valid JSON: {exc}") from None
    return replay_data(data)


# --- decisions as JSON (save files) -----------------------------------------------------------


def decision_to_json(decision: Any) -> Any:
    if isinstance(decision, Action):
        d: dict[str, Any] = {"do": decision.do}
        if decision.slot is not None:
            d["slot"] = decision.slot
        if decision.at is not None:
            d["at"] = list(decision.at)
        if decision.rotation is not None:
            d["rotation"] = decision.rotation
        if decision.sections is not None:
            d["sections"] = list(decision.sections)
        if decision.section is not None:
            d["section"] = decision.section
        return d
    return decision


def decision_from_json(data: Any) -> Any:
    if type(data) is int:
        return data
    _need(isinstance(data, dict) and data.get("do") in game.ACTIONS, f"expected a bid or an action, not {data!r}")
    _need(set(data) <= {"do", "slot", "at", "rotation", "sections", "section"}, f"unknown keys in {data!r}")
    at = data.get("at")
    secs = data.get("sections")
    _need(at is None or (isinstance(at, list) and len(at) == 2), f"at must be [x, y], not {at!r}")
    _need(secs is None or isinstance(secs, list), f"sections must be a list, not {secs!r}")
    return Action(data["do"], data.get("slot"), None if at is None else (at[0], at[1]), data.get("rotation"),
                  None if secs is None else tuple(secs), data.get("section"))
