"""Auction Land's game record (spec section 10): every decision and every
outcome, in order. Reading a record replays its decisions through the rules and
refuses one whose outcomes differ. A save is the record so far plus
``"pending"``: the actions of the unfinished turn. JSON values in and out (the
rules base writes and parses the text): no files here.
"""

from __future__ import annotations

from typing import Any

from .. import record_kit as kit
from . import game
from .game import CALL, HAMMER, PASS, PLACE, TAKE, Settings, State, TurnLog


class AuctionLandRecordError(kit.RecordError):
    """An Auction Land record that cannot be read or does not replay."""


E = AuctionLandRecordError
FORMAT = kit.RecordFormat("auctionland", "an Auction Land", ("settings", "setup", "turns", "result"), E)


def settings_data(s: Settings) -> dict[str, Any]:
    return kit.settings_data(s, market_size=s.market_size, money=s.money)


def setup_data(state: State) -> dict[str, Any]:
    return {
        "first": state.first,
        "money": list(state.start_money),
        "stack": list(state.deck),
        "market": list(state.opening),
    }


def turn_data(t: TurnLog) -> dict[str, Any]:
    return {
        "turn": t.turn,
        "active": t.active,
        "actions": [a.data() for a in t.actions],
        "refill": list(t.refill),
        "money": list(t.money),
        "market": [[tile, coins] for tile, coins in t.market],
        "stack_left": t.stack_left,
        "game_over": t.game_over,
    }


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    scores = game.scores_of(state)
    return {
        "scores": [s.data() for s in scores],
        "winners": list(game.winners_of(scores)),
        "islands": [[{"tile": p.tile, "at": list(p.at), "rotation": p.rotation} for p in isl] for isl in state.islands],
    }


def record_of(state: State) -> dict[str, Any]:
    return FORMAT.record(
        settings=settings_data(state.settings),
        setup=setup_data(state),
        turns=[turn_data(t) for t in state.history],
        result=result_data(state),
    )


def pending_data(state: State) -> list[dict[str, Any]]:
    """The actions of the turn under way (not yet in the record)."""
    return [a.data() for a in state.actions]


# --- reading ------------------------------------------------------------------


def parse_settings(data: Any) -> Settings:
    players, market_size, money, seed = kit.fields(data, ("players", "market_size", "money", "seed"), "settings", E)
    return kit.settings(
        Settings,
        kit.seats_of(players, error=E),
        kit.whole(market_size, "settings.market_size", error=E),
        kit.text(money, "settings.money", E),
        kit.whole(seed, "settings.seed", error=E),
        error=E,
    )


def decision_of(state: State, recorded: Any, where: str) -> Any:
    """The decision a recorded action stands for, given what the rules ask now."""
    ask = game.ask_of(state)
    assert ask is not None
    seat, step = ask
    E.need(isinstance(recorded, dict), f"{where}: the rules ask seat {seat} to {step}, but the turn's actions end")
    act = recorded.get("act")
    E.need(act == step, f"{where}: the rules ask seat {seat} to {step}, the record has {act!r}")
    if step == TAKE:
        return recorded.get("position")
    if step == PLACE:
        at = recorded.get("at")
        E.need(isinstance(at, list) and len(at) == 2, f"{where}: 'at' must be [x, y]")
        return (at[0], at[1], recorded.get("rotation"))
    if step == CALL:
        E.need(recorded.get("forced") is False, f"{where}: seat {seat} was asked to call; the record has a forced pass")
        bid = recorded.get("bid")
        E.need(bid is None or (type(bid) is int and bid > 0), f"{where}: a bid is a positive whole number or null")
        return PASS if bid is None else bid
    E.need(step == HAMMER, f"{where}: unknown step {step}")
    return recorded.get("choice")


def play_actions(state: State, actions: Any, where: str, *, whole_turn: bool) -> State:
    """Replay one turn's recorded actions (all of them, or the start of an unfinished turn)."""
    E.need(isinstance(actions, list), f"{where}: actions must be a list")
    turns = len(state.history)
    while len(state.history) == turns:
        k = len(state.actions)
        if not whole_turn and k >= len(actions):
            break
        E.need(not state.is_over, f"{where}: actions after the end of the game")
        recorded = actions[k] if k < len(actions) else None
        decision = decision_of(state, recorded, f"{where}, action {k + 1}")
        seat = state.seat
        assert seat is not None
        state, _ = kit.applied(f"{where}, action {k + 1}", game.apply, state, seat, decision, error=E)
        done = state.actions if len(state.history) == turns else state.history[turns].actions
        for j, a in enumerate(done[k:], k):
            E.need(j < len(actions), f"{where}, action {j + 1} is missing: the rules give {kit.short(a.data(), 80)}")
            kit.check_outcome(actions[j], a.data(), f"{where}, action {j + 1}", E)
    return state


def replay_data(data: Any) -> State:
    """The game a record holds (with a save's ``"pending"``, the turn under way),
    every decision replayed and every outcome compared."""
    FORMAT.check(data)
    settings = parse_settings(FORMAT.part(data, "settings"))
    state = game.new_game(settings)
    want_setup = setup_data(state)
    E.need(
        kit.same(FORMAT.part(data, "setup"), want_setup),
        "setup differs from the seed's draws (first seat, start money, stack or market)",
    )
    turns = kit.items(FORMAT.part(data, "turns"), "turns", E)
    for i, t in enumerate(turns):
        where = f"turn {i + 1}"
        E.need(not state.is_over, f"{where} comes after the end of the game")
        E.need(isinstance(t, dict), f"{where} is not an object")
        state = play_actions(state, t.get("actions"), where, whole_turn=True)
        want = turn_data(state.history[-1])
        kit.check_outcome(t, want, where, E)
    want_result = result_data(state)
    if want_result is None:  # spec 10: the result is written once the game is over, not before (even as null)
        E.need("result" not in data, f"a result ({kit.short(data.get('result'), 60)}) before the end of the game")
    else:
        E.need(
            kit.same(data.get("result"), want_result),
            f"result {kit.short(data.get('result'), 60)} differs from the rules' {kit.short(want_result, 120)}",
        )
    pending = data.get("pending")
    if pending:
        E.need(not state.is_over, "pending actions after the end of the game")
        state = play_actions(state, pending, "the unfinished turn", whole_turn=False)
        E.need(
            len(state.actions) == len(pending) and not (state.history and len(state.history) > len(turns)),
            "the pending actions finish a turn: they belong in the record",
        )
    return state
