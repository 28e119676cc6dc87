"""Landrush for piecepack as one game of the collection (see ``rules.game``).

Every decision is asked of one seat, in the open: ``Ask((seat,), "opening")``
(answer: a square ``(x, y)``), ``Ask((seat,), "play")`` (answer:
``((x, y), size)``) or ``Ask((seat,), "pass")`` when the drawn tile has no
legal play; the rules answer that one themselves (``forced`` for humans,
``call_bot`` never asks a bot), so no seat chooses a no-play turn.
"""

from __future__ import annotations

from typing import Any

from ..game import ModuleRules
from . import game, help, record
from .game import OPENING, PASS, Decision, Opening, PiecepackError, Settings, State, TurnEntry
from .view import PiecepackView, public_view


class PiecepackRules(ModuleRules[Settings, State, Decision, Opening | TurnEntry]):
    name = "piecepack"
    record_noun = "piecepack"
    error = PiecepackError
    verbs = {
        "opening": ("placing an opening pyramid", "place your opening pyramid"),
        "play": ("playing", "play the drawn tile"),
        "pass": ("passing", "pass"),
    }

    # --- playing ------------------------------------------------------------

    def forced(self, state: State, seat: int) -> tuple[Decision, str] | None:
        """A drawn tile without a legal play: the rules pass the turn, nobody is asked."""
        ask = game.ask_of(state)
        if ask is None or ask[1] != PASS:
            return None
        coin = state.coin
        assert coin is not None
        name = state.settings.players[seat].name
        why = (
            "the tile is full"
            if game.no_play_reason(state.board, coin) == game.TILE_FULL
            else "no square of it is playable"
        )
        return PASS, f"{name} drew {game.coin_name(coin)}: {why}, no play."

    def fallback(self, state: State, seat: int) -> tuple[Decision, str]:
        ask = game.ask_of(state)
        if ask is None or ask[1] == PASS:
            return PASS, "the turn passes."
        if ask[1] == OPENING:
            sq = game.opening_squares(state.board)[0]
            return sq, f"it opens at {game.square_word(sq)}."
        play = game.legal_plays(state)[0]
        return (play.square, play.size), f"it plays a {game.SIZE_WORD[play.size]} at {game.square_word(play.square)}."

    def view(self, state: State, seat: int) -> PiecepackView:
        return public_view(state, seat)

    def scores(self, state: State) -> tuple[int, ...]:
        """Points as if the game ended now (the final score once it has)."""
        return tuple(s.total for s in game.scores(state.board, state.stashes))

    def progress(self, state: State) -> str:
        if state.is_over:
            return "Game over"
        if state.in_openings:
            return f"Openings {len(state.openings) + 1} of {state.n}"
        return f"Turn {state.turn}"

    def only_answer(self, view: PiecepackView) -> Decision | None:
        """A no-play turn is answered without asking the bot."""
        return PASS if view.what == PASS else None

    def check_answer(self, view: PiecepackView, answer: Any) -> Decision:
        try:
            if view.what == OPENING:
                sq = game.parse_square(answer)
                if sq in view.opening_squares():
                    return sq
            else:
                # A play is ((x, y), size), or one of the view's own legal_plays().
                if isinstance(answer, game.Play):
                    answer = (answer.square, answer.size)
                if isinstance(answer, (tuple, list)) and len(answer) == 2:
                    sq, size = game.parse_square(answer[0]), answer[1]
                    if any(p.square == sq and p.size == size for p in view.legal_plays()):
                        return (sq, size)
        except PiecepackError:
            pass
        shape = "a square (x, y)" if view.what == OPENING else "((x, y), size) or one of view.legal_plays()"
        raise PiecepackError(f"not a legal {view.what}: answer {shape}")

    # --- files --------------------------------------------------------------

    def decision_to_json(self, decision: Decision) -> Any:
        if isinstance(decision, str):
            return decision
        if isinstance(decision[0], tuple):
            return {"square": list(decision[0]), "size": decision[1]}
        return list(decision)

    def decision_from_json(self, data: Any) -> Decision:
        if data == PASS:
            return PASS
        if isinstance(data, dict) and set(data) == {"square", "size"} and data["size"] in game.SIZES:
            return (game.parse_square(data["square"]), data["size"])
        return game.parse_square(data)

    # --- words --------------------------------------------------------------

    def text_replay(self, state: State, title: str) -> str:
        """The game in words: openings, every turn, then the scores."""
        lines = [title, "=" * len(title), ""]
        players = state.settings.players
        for o in state.openings:
            lines.append(f"      {game.describe_opening(players, o)}")
        for entry in state.history:
            lines.append(f"{entry.turn:4}. {game.describe(players, entry)}")
        if state.is_over:
            names = [p.name for p in players]
            lines.append("")
            for sc in game.scores(state.board, state.stashes):
                lines.append(
                    f"{names[sc.seat]}: {sc.total} (empty stash {sc.stash_empty}, single tract "
                    f"{sc.single_tract}, pure tracts {sc.pure_tracts}, pyramids {sc.pyramids})"
                )
            lines += ["", "Winner: " + " and ".join(names[s] for s in state.winners)]
        return "\n".join(lines) + "\n"


RULES = PiecepackRules(game, record, help)
