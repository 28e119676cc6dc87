"""Auction Land as one game of the collection (see ``rules.game``).

One seat decides at a time: ``Ask((seat,), what)`` with ``what`` one of
``take`` (a market position), ``place`` ((x, y, rotation)), ``call`` (a bid, or
0 to pass) and ``hammer`` (``sell`` / ``buy_back``). With hidden money, ``take``,
``call`` and ``hammer`` show the seat's own money: the ask is ``secret`` (the
flow puts a hand-over before it) unless the last human decision was this
seat's own (spec 8). ``apply`` reports the actions that happened.
"""

from __future__ import annotations

from typing import Any

from ..game import ModuleRules
from ..protocol import Choice, SettingField
from . import game, help, record
from .game import CALL, HAMMER, PASS, PLACE, SELL, TAKE, Action, AuctionLandError, Decision, Settings, State
from .view import AuctionView, public_view

PRIVATE = (TAKE, CALL, HAMMER)


def is_private(state: State, seat: int, what: str) -> bool:
    """Spec 8: a screen that shows a human seat its own hidden money."""
    s = state.settings
    return s.hidden and what in PRIVATE and not s.players[seat].is_ai


def is_secret(state: State, seat: int, what: str) -> bool:
    """Spec 8: a private screen of a human seat after any decision but that seat's own private one."""
    return is_private(state, seat, what) and state.last_human != seat


class AuctionLandRules(ModuleRules[Settings, State, Decision, tuple[Action, ...]]):
    name = "auctionland"
    error = AuctionLandError
    verbs = {
        "take": ("taking a tile", "take a tile from the market"),
        "place": ("placing a tile", "place your tile"),
        "call": ("bidding", "call a bid or pass"),
        "hammer": ("deciding the sale", "sell or buy back"),
    }

    def setting_fields(self) -> tuple[SettingField, ...]:
        return (
            SettingField(
                "market_size",
                "Market size",
                8,
                "tiles face up in the market row",
                tuple(Choice(m, str(m)) for m in game.MARKET_SIZES),
            ),
            SettingField(
                "money",
                "Money",
                game.HIDDEN,
                "",
                (
                    Choice(game.HIDDEN, "hidden", "each player's money is private (hand-overs)"),
                    Choice(game.VISIBLE, "visible", "everyone sees all money; no hand-overs"),
                ),
            ),
        )

    # --- playing ------------------------------------------------------------

    def secret(self, state: State, seats: tuple[int, ...], what: str) -> bool:
        return is_secret(state, seats[0], what)

    def private(self, state: State, seat: int, what: str) -> bool:
        """Whether the screen of this ask shows the seat something private (a resumed
        game puts a hand-over before it even right after the seat's own decision)."""
        return is_private(state, seat, what)

    def fallback(self, state: State, seat: int) -> tuple[Decision, str]:
        ask = game.ask_of(state)
        what = ask[1] if ask else TAKE
        if what == TAKE:
            return 1, "it takes position 1."
        if what == PLACE:
            x, y = game.legal_places(state)[0]
            return (x, y, 0), f"it places the tile at ({x},{y})."
        if what == CALL:
            return PASS, "it passes."
        return SELL, "it sells."

    def view(self, state: State, seat: int) -> AuctionView:
        return public_view(state, seat)

    def winners(self, state: State) -> tuple[int, ...]:
        return game.winners(state)

    def scores(self, state: State) -> tuple[int, ...]:
        """Points: beaches + theme park + gardens x houses + icons."""
        return tuple(s.total for s in game.scores_of(state))

    def check_answer(self, view: AuctionView, answer: Any) -> Decision:
        if view.what == PLACE and isinstance(answer, list):
            answer = tuple(answer)
        ok = (
            (view.what in (TAKE, CALL) and type(answer) is int)
            or (
                view.what == PLACE
                and isinstance(answer, tuple)
                and len(answer) == 3
                and all(type(v) is int for v in answer)
            )
            or (view.what == HAMMER and answer in (SELL, game.BUY_BACK))
        )
        if not ok:
            raise AuctionLandError(f"not an answer to {view.what}")
        return answer  # type: ignore[no-any-return]

    # --- files --------------------------------------------------------------

    def decision_to_json(self, decision: Decision) -> Any:
        return list(decision) if isinstance(decision, tuple) else decision

    def decision_from_json(self, data: Any) -> Decision:
        if type(data) is int or data in (SELL, game.BUY_BACK):
            return data  # type: ignore[no-any-return]
        if isinstance(data, list) and len(data) == 3 and all(type(v) is int for v in data):
            return (data[0], data[1], data[2])
        raise AuctionLandError(f"not an Auction Land decision: {data!r}")

    # --- words --------------------------------------------------------------

    def text_replay(self, state: State, title: str) -> str:
        """The game turn by turn in words, then the scores."""
        names = [p.name for p in state.settings.players]
        lines = [title, "=" * len(title), ""]
        for t in state.history:
            lines.append(f"Turn {t.turn} ({names[t.active]} holds the gavel)")
            lines += [f"    {game.describe(names, a)}" for a in t.actions]
        if state.is_over:
            lines.append("")
            for s in game.scores_of(state):
                f = s.figures
                lines.append(
                    f"{names[s.seat]}: beaches {f.beaches}, theme park {f.theme_park}, gardens x houses "
                    f"{f.gardens_houses}, icons {sum(s.icon_points)} = {s.total} (money ${s.money})"
                )
            lines.append("Winner: " + " and ".join(names[s] for s in game.winners(state)))
        return "\n".join(lines) + "\n"


RULES = AuctionLandRules(game, record, help)
