"""Land Rush as one entry of the collection, on the rules base (``rules.game``):
only what differs from the base's defaults is written here.

Each turn every seat bids on every lot at once and in secret (one ``Ask`` of
all seats, ``secret=True``); ``apply`` sells the lots, pays out and draws the
next turn. A bankrupt seat (or one without money) is not asked: its bids
count as 0, so the rules enter them.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..errors import InvalidBid
from ..game import GameRules
from ..players import PlayerSpec, verb
from ..protocol import Ask, Choice, SettingField
from . import record
from .auction import AuctionType
from .game import can_win, new_game, play_turn, total_turns, validate_seat_bids
from .help import ORDER_TEXT, ORDER_TITLE, TYPE_TEXT, TYPE_TITLE, help_markdown
from .replay_text import game_text
from .settings import START_MONEY_CHOICES, AuctionOrder, Settings
from .state import GameState, TurnReport
from .view import PublicView, public_view

Bids = tuple[int, ...]


class LandRushRules(GameRules[Settings, GameState, Bids, TurnReport]):
    name = "landrush"
    score_name = "money"
    min_players, max_players = 2, 10
    record_error = record.RecordError

    # --- settings -----------------------------------------------------------

    def setting_fields(self) -> tuple[SettingField, ...]:
        return (
            SettingField(
                "start_money",
                "Start money",
                500,
                "what every player has at the start",
                tuple(Choice(m, str(m)) for m in START_MONEY_CHOICES),
            ),
            SettingField(
                "auction_type",
                "Auction",
                AuctionType.FIRST_PRICE,
                "",
                tuple(Choice(t, TYPE_TITLE[t], TYPE_TEXT[t]) for t in AuctionType),
            ),
            SettingField(
                "auction_order",
                "Lot order",
                AuctionOrder.RANDOM,
                "",
                tuple(Choice(o, ORDER_TITLE[o], ORDER_TEXT[o]) for o in AuctionOrder),
            ),
        )

    def make_settings(self, players: Sequence[PlayerSpec], seed: int, **values: Any) -> Settings:
        return Settings(players, seed=seed, **values)

    # --- playing ------------------------------------------------------------

    def new_game(self, settings: Settings) -> GameState:
        return new_game(settings)

    def to_decide(self, state: GameState) -> Ask | None:
        """Every seat bids on every lot of the turn, at once and in secret."""
        if state.is_over:
            return None
        return Ask(tuple(range(state.settings.n)), "bids", secret=True, verb="bidding", act="enter your secret bids")

    def forced(self, state: GameState, seat: int) -> tuple[Bids, str] | None:
        """A bankrupt seat, or one without money, bids 0 on every lot: its bids
        could not count anyway (spec: bids of such seats are lowered to 0)."""
        if can_win(state, seat):
            return None
        name = state.settings.players[seat].name
        return (0,) * len(state.lots), (
            f"{name} {verb(name, 'is', 'are')} bankrupt and {verb(name, 'bids', 'bid')} 0 on every lot this turn."
        )

    def fallback(self, state: GameState, seat: int) -> tuple[Bids, str]:
        """What a seat whose bot failed does instead: it bids 0 on every lot."""
        return (0,) * len(state.lots), "it bids 0 this turn."

    def check(self, state: GameState, seat: int, decision: Any) -> Bids:
        return validate_seat_bids(state, seat, decision)

    def apply(self, state: GameState, decisions: Mapping[int, Bids]) -> tuple[GameState, TurnReport]:
        if set(decisions) != set(range(state.settings.n)):
            missing = sorted(set(range(state.settings.n)) - set(decisions))
            raise InvalidBid(f"still waiting for bids from seats {missing}")
        return play_turn(state, [decisions[s] for s in range(state.settings.n)])

    def view(self, state: GameState, seat: int) -> PublicView:
        return public_view(state, seat)

    def scores(self, state: GameState) -> tuple[int, ...]:
        """The richest player wins."""
        return state.money

    def progress(self, state: GameState) -> str:
        return "Game over" if state.is_over else f"Turn {state.turn} of {total_turns(state)}"

    # --- bots ---------------------------------------------------------------

    def check_answer(self, view: Any, answer: Any) -> Bids:
        """One bid per lot; a bot may answer 3.0 for 3."""
        try:
            bids = list(answer)
        except TypeError:
            raise InvalidBid("not a list of bids") from None
        if len(bids) != len(view.lots):
            raise InvalidBid(f"{len(bids)} bids for {len(view.lots)} lots")
        bids = [int(b) if isinstance(b, float) and float(b).is_integer() else b for b in bids]
        return validate_seat_bids(view.state, view.seat, bids)

    # --- files --------------------------------------------------------------

    def dumps(self, state: GameState) -> str:
        return record.dumps(state)  # one line per lot, field or seat

    def loads(self, text: str | bytes) -> GameState:
        return record.loads(text)

    def record_data(self, state: GameState) -> dict[str, Any]:
        data: dict[str, Any] = record.converter.unstructure(record.record_of(state))
        return data

    def load_record(self, data: Any) -> GameState:
        return record.replay(record.from_data(data))

    def decision_to_json(self, decision: Bids) -> list[int]:
        return list(decision)

    def decision_from_json(self, data: Any) -> Bids:
        if not isinstance(data, (list, tuple)):
            raise InvalidBid(f"expected a list of bids, got {data!r}")
        return tuple(data)

    # --- words --------------------------------------------------------------

    def text_replay(self, state: GameState, title: str) -> str:
        """The game turn by turn as plain text (``landrush replay FILE | less``)."""
        return game_text(state, title)

    def help_markdown(self, settings: Settings | None) -> str:
        return help_markdown(settings)


RULES = LandRushRules()
