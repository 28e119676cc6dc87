"""The game record of Landrush for piecepack (spec section 9): openings, then
one entry per turn with the coin and the play. ``replay_data`` plays the
decisions through the rules and refuses a record whose outcomes differ. JSON
values in and out (the rules base writes and parses the text): no files here."""

from __future__ import annotations

from typing import Any

from .. import record_kit as kit
from . import game
from .game import PASS, SIZES, Settings, State, TurnEntry


class PiecepackRecordError(kit.RecordError):
    """A piecepack record that cannot be read or does not replay."""


E = PiecepackRecordError
# Every step is resolved as soon as it is decided: a save adds nothing to the record.
FORMAT = kit.RecordFormat(
    "piecepack", "a piecepack", ("settings", "stash_start", "setup", "turns", "end", "result"), E, pending=False
)


def stash_data(stash: game.Stash) -> dict[str, int]:
    return {"S": stash[0], "M": stash[1], "L": stash[2]}


def sq(square: game.Square) -> list[int]:
    return [square[0], square[1]]


def turn_data(t: TurnEntry) -> dict[str, Any]:
    play = None
    if t.play is not None:
        play = {
            "square": sq(t.play.square),
            "size": t.play.size,
            "takeovers": [{"owner": x.owner, "squares": [sq(s) for s in x.squares]} for x in t.play.takeovers],
        }
    return {
        "turn": t.turn,
        "seat": t.seat,
        "coin": t.coin,
        "play": play,
        "no_play": t.no_play,
        "stashes": [stash_data(s) for s in t.stashes],
    }


def result_data(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    out = []
    for score in game.scores(state.board, state.stashes):
        out.append(
            {
                "seat": score.seat,
                "stash_empty": score.stash_empty,
                "single_tract": score.single_tract,
                "pure_tracts": score.pure_tracts,
                "pyramids": score.pyramids,
                "total": score.total,
                "tracts": [
                    {
                        "squares": [sq(s) for s in t.squares],
                        "length": t.length,
                        "largest": t.largest,
                        "scoring": t.scoring,
                    }
                    for t in score.tracts
                ],
            }
        )
    return {"scores": out, "winners": list(state.winners)}


def record_of(state: State) -> dict[str, Any]:
    """The record so far; ``end`` and ``result`` once the game is over."""
    return FORMAT.record(
        settings=kit.settings_data(state.settings),
        stash_start=stash_data(game.stash_start(state.n)),
        setup={"first": state.first, "openings": [{"seat": o.seat, "square": sq(o.square)} for o in state.openings]},
        turns=[turn_data(t) for t in state.history],
        end=state.end,
        result=result_data(state),
    )


def pending_data(state: State) -> None:
    """Nothing: every step is resolved as soon as it is decided, so a save
    needs nothing more than the record."""
    return None


# --- reading ------------------------------------------------------------------


def _square(v: Any, what: str) -> game.Square:
    E.need(isinstance(v, list) and len(v) == 2 and all(type(c) is int for c in v), f"{what} must be [x, y], not {v!r}")
    return (v[0], v[1])


def _apply(state: State, decision: Any, where: str) -> tuple[State, Any]:
    seat = state.to_move
    assert seat is not None
    return kit.applied(where, game.apply, state, seat, decision, error=E)


def replay_data(data: Any) -> State:
    """The game a record holds, every decision replayed and every outcome compared."""
    FORMAT.check(data)
    settings = kit.seats_and_seed_of(FORMAT.part(data, "settings"), Settings, E)
    state = game.new_game(settings)
    want_stash = stash_data(game.stash_start(settings.n))
    E.need(
        kit.same(FORMAT.part(data, "stash_start"), want_stash),
        f"stash_start {kit.short(data.get('stash_start'), 60)} is not the rules' {want_stash!r} for {settings.n} players",
    )
    first, openings = kit.fields(FORMAT.part(data, "setup"), ("first", "openings"), "setup", E)
    E.need(kit.same(first, state.first), f"first seat {kit.short(first)} differs from the seed's {state.first}")
    E.need(len(kit.items(openings, "setup.openings", E)) <= settings.n, "openings must be a list, one per seat")
    for i, o in enumerate(openings):
        seat, square = kit.fields(o, ("seat", "square"), f"opening {i + 1}", E)
        E.need(
            kit.same(seat, state.to_move),
            f"opening {i + 1} is seat {kit.short(seat)}'s, but seat {state.to_move} opens",
        )
        state, _ = _apply(state, _square(square, f"opening {i + 1} square"), f"opening {i + 1}")
    turns = kit.items(FORMAT.part(data, "turns"), "turns", E)
    E.need(not turns or not state.in_openings, "turns before every seat has opened")
    for i, t in enumerate(turns):
        E.need(not state.is_over, f"turn entry {i + 1} comes after the end of the game")
        E.need(isinstance(t, dict), f"turn entry {i + 1} is not an object")
        play = t.get("play")
        if play is None:
            decision: Any = PASS
        else:
            kit.obj(play, f"turn entry {i + 1}: play", E)
            decision = (
                _square(kit.key(play, "square", f"turn entry {i + 1}: play", E), f"turn {i + 1} square"),
                play.get("size"),
            )
            E.need(play.get("size") in SIZES, f"turn entry {i + 1}: size must be S, M or L")
        if decision == PASS and game.ask_of(state) == (state.to_move, game.PLAY):
            raise E(
                f"turn entry {i + 1}: no play recorded, but seat {state.to_move} had a legal play and must make one"
            )
        state, report = _apply(state, decision, f"turn entry {i + 1}")
        want = turn_data(report)
        kit.check_outcome(t, want, f"turn {i + 1}", E)
    if state.is_over or "end" in data or "result" in data:
        E.need(
            kit.same(data.get("end"), state.end),
            f"end {kit.short(data.get('end'), 60)} differs from the rules' {state.end!r}",
        )
        want_result = result_data(state)
        E.need(
            kit.same(data.get("result"), want_result),
            f"result {kit.short(data.get('result'), 60)} differs from the rules' {kit.short(want_result, 120)}",
        )
    return state
