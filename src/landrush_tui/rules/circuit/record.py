"""Circuit's game record (spec section 9): a decision log with the outcome of
every turn. ``replay_data`` replays the decisions through the rules and refuses a
record whose outcomes differ; a save adds ``"pending"``, the roll of a turn that
waits for the buy decision. JSON values in and out: no files here."""

from __future__ import annotations

from typing import Any

from .. import record_kit as kit
from . import game
from .game import BUY, DECLINE, ROLL, Effect, Purchase, Settings, State, TurnEntry


class CircuitRecordError(kit.RecordError):
    """A Circuit record that cannot be read or does not replay."""


E = CircuitRecordError
FORMAT = kit.RecordFormat("circuit", "a Circuit", ("settings", "setup", "turns", "result"), E)


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
    return {
        "turn": t.turn,
        "seat": t.seat,
        "dice": list(t.dice),
        "from": t.start,
        "to": t.to,
        "effect": effect_data(t.effect),
        "eliminated": t.eliminated,
        "released": list(t.released),
        "money": list(t.money),
    }


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    d: dict[str, Any] = {"end": state.end, "winners": list(state.winners), "eliminated": list(state.out)}
    if state.end == "round_limit":
        d["net_worth"] = [state.net_worth(s) for s in range(state.n)]
    return d


def record_of(state: State) -> dict[str, Any]:
    s = state.settings
    return FORMAT.record(
        settings=kit.settings_data(s, purchase=s.purchase.value, round_limit=s.round_limit),
        setup={"colours": list(state.colours), "first": state.first, "money": game.START_MONEY},
        turns=[turn_data(t) for t in state.history],
        result=result_data(state),
    )


# --- reading ------------------------------------------------------------------


def parse_settings(data: Any) -> Settings:
    players, purchase, limit, seed = kit.fields(data, ("players", "purchase", "round_limit", "seed"), "settings", E)
    return kit.settings(
        Settings,
        kit.seats_of(players, error=E),
        kit.text(purchase, "settings.purchase", E),
        None if limit is None else kit.whole(limit, "settings.round_limit", error=E),
        kit.whole(seed, "settings.seed", error=E),
        error=E,
    )


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
    FORMAT.check(data)
    settings = parse_settings(FORMAT.part(data, "settings"))
    state = game.new_game(settings)
    setup = {"colours": list(state.colours), "first": state.first, "money": game.START_MONEY}
    E.need(
        kit.same(FORMAT.part(data, "setup"), setup),
        f"setup {kit.short(data['setup'], 120)} differs from the rules' {setup!r}",
    )
    turns = kit.items(FORMAT.part(data, "turns"), "turns", E)
    for i, t in enumerate(turns):
        E.need(not state.is_over, f"turn entry {i + 1} comes after the end of the game")
        E.need(isinstance(t, dict), f"turn entry {i + 1} is not an object")
        report: Any = None
        for decision in decisions_of(t, settings.purchase):
            seat = state.to_move
            assert seat is not None
            state, report = kit.applied(f"turn {i + 1}", game.apply, state, seat, decision, error=E)
        if not isinstance(report, TurnEntry):  # an affordable plot in the optional game, no decision logged
            raise E(f"turn {i + 1}: the buy decision is missing")
        want = turn_data(report)
        kit.check_outcome(t, want, f"turn {i + 1}", E)
    want_result = result_data(state)
    if want_result is None:  # absent before the end (a null result is not absent)
        E.need("result" not in data, f"result {kit.short(data.get('result'), 60)} before the end of the game")
    else:
        E.need(
            kit.same(data.get("result"), want_result),
            f"result {kit.short(data.get('result'), 60)} differs from the rules' {kit.short(want_result, 120)}",
        )
    return _resume(state, data["pending"]) if "pending" in data else state


# --- saves: the record so far plus the decisions of the unfinished turn ---------------


def pending_data(state: State) -> list[str]:
    """The decisions taken in the turn under way (not yet in the record): the
    roll, when the seat is now asked to buy or decline."""
    return [ROLL] if state.rolled is not None else []


def _resume(state: State, pending: Any) -> State:
    """The unfinished turn's decisions applied again: the roll left waiting for the buy decision."""
    E.need(
        kit.same(pending, []) or kit.same(pending, [ROLL]), f"pending must be [] or ['roll'], not {kit.short(pending)}"
    )
    for decision in pending:
        E.need(not state.is_over, "a pending decision after the end of the game")
        seat = state.to_move
        assert seat is not None
        state, report = kit.applied("pending decision", game.apply, state, seat, decision, error=E)
        E.need(state.rolled is not None, "the pending roll finished the turn: it belongs in the record")
    return state
