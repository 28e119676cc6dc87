"""Ley of the Land's game record (spec section 9): one entry per round, the
decisions with their outcomes. ``replay_data`` feeds the recorded decisions
through the rules and refuses a record whose outcomes differ. A game in the
middle of a round adds ``"pending"``: the round's revealed bids and the
actions taken so far (bids still secret live in the save file's per-seat
``pending``, as in every game). JSON values in and out (the rules base
writes and parses the text): no files here."""

from __future__ import annotations

from typing import Any

from .. import record_kit as kit
from . import game
from .game import ACQUIRE, FROLIC, INVEST, REAP, SOW, Action, Done, RoundEntry, Settings, State


class LeylandRecordError(kit.RecordError):
    """A Ley of the Land record that cannot be read or does not replay."""


E = LeylandRecordError
FORMAT = kit.RecordFormat("leyland", "a Ley of the Land", ("settings", "setup", "rounds", "result"), E)


def setup_data(state: State) -> dict[str, Any]:
    return {
        "stack": list(state.setup_stack),
        "market": list(state.setup_stack[: game.SLOTS]),
        "marker": state.first_marker,
    }


def action_data(d: Done) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": d.seat, "do": d.do}
    if d.do == ACQUIRE:
        assert d.at is not None
        out.update(
            slot=d.slot,
            tile=d.tile,
            at=list(d.at),
            rotation=d.rotation,
            completed=[
                {
                    "section": c.section,
                    "colour": c.colour,
                    "triangles": c.triangles,
                    "diamonds": c.diamonds,
                    "special": c.special,
                    "cubes": c.cubes,
                }
                for c in d.completed
            ],
        )
    elif d.do == FROLIC:
        out.update(sections=list(d.sections), gained=d.gained)
    elif d.do == SOW:
        out.update(sections=list(d.sections))
    elif d.do == REAP:
        out.update(section=d.section, gained=d.gained)
    elif d.do == INVEST:
        out.update(gained=d.gained)
    return out


def _bids_and_actions(
    round_: int, marker: int, bids: tuple[int, ...], order: tuple[int, ...], actions: tuple[Done, ...]
) -> dict[str, Any]:
    """A round's first keys: who bid what, the order and the actions (so far)."""
    return {
        "round": round_,
        "marker": marker,
        "bids": list(bids),
        "order": list(order),
        "actions": [action_data(d) for d in actions],
    }


def round_data(e: RoundEntry) -> dict[str, Any]:
    return {
        **_bids_and_actions(e.round, e.marker, e.bids, e.order, e.actions),
        "discarded": e.discarded,
        "refill": [list(r) for r in e.refill],
        "market": list(e.market),
        "stack_left": e.stack_left,
        "seats": [
            {
                "money": f.money,
                "faerie": f.faerie,
                "wheat": f.wheat,
                "placed": [
                    {"section": p.section, "colour": p.colour, "cubes": p.cubes, "capacity": p.capacity}
                    for p in f.placed
                ],
                "tiles": f.tiles,
            }
            for f in e.seats
        ],
        "game_over": e.game_over,
    }


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    won, tiebreak = game.winners(state)
    return {
        "end": state.end,
        "scores": [
            {
                "seat": x.seat,
                "money": x.money,
                "cubes": x.cubes,
                "largest": x.largest,
                "bonus": x.bonus,
                "total": x.total,
            }
            for x in game.scores(state)
        ],
        "winners": list(won),
        "tiebreak": tiebreak,
    }


def record_of(state: State) -> dict[str, Any]:
    return FORMAT.record(
        settings=kit.settings_data(state.settings),
        setup=setup_data(state),
        rounds=[round_data(e) for e in state.history],
        result=result_data(state),
    )


def pending_data(state: State) -> dict[str, Any] | None:
    """The round under way once its bids are revealed: bids, order and the
    actions so far (None while bidding: those bids are secret)."""
    if state.is_over or state.bids is None:
        return None
    return _bids_and_actions(state.round, state.marker, state.bids, state.order, state.actions)


# --- reading ------------------------------------------------------------------------


def action_of(entry: Any) -> tuple[int, Action]:
    """The decision a recorded action entry stands for: (seat, action)."""
    E.need(isinstance(entry, dict), f"an action entry must be an object, not {entry!r}")
    seat, do = entry.get("seat"), entry.get("do")
    E.need(type(seat) is int, f"an action's seat must be a seat number, not {seat!r}")
    E.need(do in game.ACTIONS, f"an action's do must be one of {', '.join(game.ACTIONS)}, not {do!r}")
    if do == ACQUIRE:
        at = entry.get("at")
        E.need(
            isinstance(at, list) and len(at) == 2 and all(type(v) is int for v in at),
            f"acquire: at must be [x, y], not {at!r}",
        )
        slot, rot = entry.get("slot"), entry.get("rotation")
        E.need(type(slot) is int and type(rot) is int, "acquire needs a slot and a rotation")
        return seat, Action(ACQUIRE, slot, (at[0], at[1]), rot)
    if do in (FROLIC, SOW):
        secs = entry.get("sections")
        E.need(isinstance(secs, list) and all(type(v) is int for v in secs), f"{do}: sections must be a list of ids")
        return seat, Action(do, sections=tuple(secs))
    if do == REAP:
        sec = entry.get("section")
        E.need(sec is None or type(sec) is int, f"reap: section must be a section id or null, not {sec!r}")
        return seat, Action(REAP, section=sec)
    return seat, Action(do)


def _play_actions(state: State, actions: Any, where: str) -> tuple[State, RoundEntry | None]:
    E.need(isinstance(actions, list), f"{where}: actions must be a list")
    entry = None
    for k, a in enumerate(actions):
        E.need(not state.bidding and not state.is_over, f"{where}: action {k + 1} comes after the round ended")
        seat, action = action_of(a)
        state, acted = kit.applied(f"{where}, action {k + 1}", game.apply, state, {seat: action}, error=E)
        want = action_data(acted.done)  # type: ignore[union-attr]
        kit.check_outcome(a, want, f"{where}, action {k + 1}", E)
        entry = acted.round_end  # type: ignore[union-attr]
    return state, entry


def _bid_round(state: State, r: dict[str, Any], where: str) -> State:
    bids = kit.items(kit.key(r, "bids", where, E), f"{where}: bids", E)
    E.need(len(bids) == state.n, f"{where}: bids must list one bid per seat")
    for seat, bid in enumerate(bids):
        kit.whole(bid, f"{where}: seat {seat}'s bid", error=E)
    state, reveal = kit.applied(where, game.apply, state, dict(enumerate(bids)), error=E)
    for key, want in (("round", state.round), ("marker", state.marker), ("order", list(state.order))):
        E.need(kit.same(r.get(key), want), f"{where}: {key} {kit.short(r.get(key))} differs from the rules' {want!r}")
    return state


def replay_data(data: Any) -> State:
    """The game a record holds, every rule checked; a LeylandRecordError (one
    line) naming the first difference."""
    FORMAT.check(data)
    state = game.new_game(kit.seats_and_seed_of(FORMAT.part(data, "settings"), Settings, E))
    setup = setup_data(state)
    E.need(
        kit.same(FORMAT.part(data, "setup"), setup),
        f"setup differs from the rules' draws for this seed (stack, market and marker of seed {state.settings.seed})",
    )
    rounds = kit.items(FORMAT.part(data, "rounds"), "rounds", E)
    for i, r in enumerate(rounds):
        where = f"round {i + 1}"
        E.need(not state.is_over, f"{where} comes after the end of the game")
        E.need(isinstance(r, dict), f"{where} is not an object")
        state = _bid_round(state, r, where)
        actions = r.get("actions")
        E.need(isinstance(actions, list) and len(actions) == state.n, f"{where}: one action per seat")
        state, entry = _play_actions(state, actions, where)
        assert entry is not None
        want = round_data(entry)
        kit.check_outcome(r, want, where, E)
    pending = data.get("pending")
    if pending is not None:
        E.need(not state.is_over, "a round under way after the end of the game")
        E.need(
            isinstance(pending, dict) and list(pending) == ["round", "marker", "bids", "order", "actions"],
            "pending must hold round, marker, bids, order and actions",
        )
        state = _bid_round(state, pending, "the round under way")
        E.need(
            isinstance(pending["actions"], list) and len(pending["actions"]) < state.n,
            "the round under way lists too many actions",
        )
        state, _ = _play_actions(state, pending["actions"], "the round under way")
    want_result = result_data(state)
    if "result" in data or want_result is not None:
        E.need(
            kit.same(data.get("result"), want_result),
            f"result {kit.short(data.get('result'), 60)} differs from the rules' {kit.short(want_result, 120)}",
        )
    return state


# --- decisions as JSON (save files) -----------------------------------------------------------


def decision_to_json(decision: game.Decision) -> Any:
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


def decision_from_json(data: Any) -> game.Decision:
    if type(data) is int:
        return int(data)
    E.need(isinstance(data, dict) and data.get("do") in game.ACTIONS, f"expected a bid or an action, not {data!r}")
    E.need(set(data) <= {"do", "slot", "at", "rotation", "sections", "section"}, f"unknown keys in {data!r}")
    at = data.get("at")
    secs = data.get("sections")
    E.need(
        at is None or (type(at) is list and len(at) == 2 and all(type(v) is int for v in at)),
        f"at must be [x, y], not {kit.short(at)}",
    )
    E.need(
        secs is None or (type(secs) is list and all(type(v) is int for v in secs)),
        f"sections must be a list of section ids, not {kit.short(secs)}",
    )
    for name in ("slot", "rotation", "section"):
        E.need(
            data.get(name) is None or type(data[name]) is int,
            f"{name} must be a whole number, not {kit.short(data.get(name))}",
        )
    return Action(
        data["do"],
        data.get("slot"),
        None if at is None else (at[0], at[1]),
        data.get("rotation"),
        None if secs is None else tuple(secs),
        data.get("section"),
    )
