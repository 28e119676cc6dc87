"""What the conformance suite knows about each game, and the bot games it checks.

Everything generic is asked through the seam (``RuleSet``, ``Session``); what
differs per game is in the tables below: the cheapest bot, settings that keep a
game short, and the parts of a state a seat must not see (besides the seed).
"""

from __future__ import annotations

import functools
import json
from typing import Any, Callable, Mapping

import attrs
import toy_nim

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.game import RuleSet
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.rules.protocol import Ask

TOY = "nim"
GAME_NAMES: tuple[str, ...] = (*registry.GAMES, TOY)

# A seed no rule set would print by chance: the views are searched for it.
SEED = 982_451_653

# The cheapest built-in bot of each game (the hard bots are slow searchers).
BOT: dict[str, str] = {TOY: "greedy"}


def bot_of(game: str) -> str:
    return BOT.get(game, "easy")


# Settings beyond the defaults, per game and seat count: Circuit with optional
# purchases (its only two-kind ask) and a round limit where many seats make
# eliminations slow; Auction Land's money hidden (the default, said outright).
def settings_values(game: str, seats: int) -> dict[str, Any]:
    if game == "circuit":
        from landrush_tui.rules.circuit.game import Purchase

        return {"purchase": Purchase.OPTIONAL, "round_limit": 0 if seats == 2 else 10}
    if game == "auctionland":
        return {"money": "hidden"}
    return {}


def rules_of(game: str) -> RuleSet:
    # The toy game is registered only while a test runs (the conftest), not at collection.
    return toy_nim.RULES if game == TOY else registry.get(game)  # type: ignore[return-value]


def seat_counts(game: str) -> range:
    r = rules_of(game)
    return range(r.min_players, r.max_players + 1)


def new_state(game: str, seats: int, seed: int = SEED) -> Any:
    rules = rules_of(game)
    bot = bot_of(game)
    players = [PlayerSpec(f"{bot} {i + 1}", PlayerKind.AI, bot) for i in range(seats)]
    return rules.new_game(rules.make_settings(players, seed, **settings_values(game, seats)))


@attrs.frozen
class Step:
    """One step of a bot game: the state before it, who was asked, what they decided."""

    state: Any
    ask: Ask
    decisions: Mapping[int, Any]


@attrs.frozen
class Played:
    game: str
    steps: tuple[Step, ...]
    final: Any


@functools.lru_cache(maxsize=None)
def bot_game(game: str, seats: int, seed: int = SEED) -> Played:
    """A whole game between the game's cheapest bots (states are immutable: shared freely)."""
    rules = rules_of(game)
    bots = [bots_for(rules.name).load_bot(bot_of(game)) for _ in range(seats)]
    state = new_state(game, seats, seed)
    steps = []
    while (ask := rules.to_decide(state)) is not None:
        decisions = {
            s: bots_for(rules.name).call_bot(rules, bots[s], rules.view(state, s), bot_of(game)) for s in ask.seats
        }
        steps.append(Step(state, ask, decisions))
        state, _ = rules.apply(state, decisions)
        assert len(steps) < 2000, f"{game}: the bots' game does not end"
    return Played(game, tuple(steps), state)


def json_trip(value: Any) -> Any:
    return json.loads(json.dumps(value))


# --- hidden information -------------------------------------------------------------------
#
# Each entry changes, in a state, only what seat ``seat`` must not see (spec:
# each game's hidden-information section); the view of ``seat`` must not change.
# None where the change does not apply to that state.

Hide = Callable[[Any, int], Any]


def _auctionland_other_money(state: Any, seat: int) -> Any:
    if not state.settings.hidden:
        return None
    money = tuple(m + 7 if s != seat else m for s, m in enumerate(state.money))
    return attrs.evolve(state, money=money)


def _auctionland_stack_order(state: Any, seat: int) -> Any:
    if len(state.stack) < 2:
        return None
    return attrs.evolve(state, stack=state.stack[::-1], deck=state.deck[::-1])


def _leyland_stack_order(state: Any, seat: int) -> Any:
    if len(state.stack) < 2:
        return None
    return attrs.evolve(state, stack=state.stack[::-1], setup_stack=state.setup_stack[::-1])


HIDDEN: dict[str, dict[str, Hide]] = {
    "auctionland": {"other seats' money": _auctionland_other_money, "stack order": _auctionland_stack_order},
    "leyland": {"stack order": _leyland_stack_order},
}


def with_seed(state: Any, seed: int) -> Any:
    """The same game with another seed: every public part as it was."""
    return attrs.evolve(state, settings=attrs.evolve(state.settings, seed=seed))


# Public draws a view holds that a state derives from its seed when asked (so another
# seed changes them though nothing else changed): set aside when only the seed differs.
# (Piecepack: this turn's coin, and with it whether the seat can play or must pass.)
DRAWN_FROM_SEED: dict[str, tuple[str, ...]] = {"piecepack": ("coin", "what")}


def without_draws(game: str, view: Any) -> Any:
    fields = DRAWN_FROM_SEED.get(game, ())
    return attrs.evolve(view, **dict.fromkeys(fields)) if fields else view


def comparable(game: str, view: Any) -> Any:
    """A view with what stands in for the seed set aside: Land Rush's view keeps a
    seed derived from the real one (so bots can simulate turns) that tells nothing of it."""
    if game == "landrush":
        masked = attrs.evolve(view.state.settings, seed=0)
        return attrs.evolve(view, state=attrs.evolve(view.state, settings=masked))
    return view


# --- legal-move lists ------------------------------------------------------------------------
#
# Where a game lists its legal decisions for an ask: every one of them must be
# accepted. None: the game lists none for this kind (bots decide there).


def legal_decisions(game: str, state: Any, what: str) -> list[Any] | None:
    if game == "piecepack":
        from landrush_tui.rules.piecepack import game as pp

        if what == "play":
            return [(p.square, p.size) for p in pp.legal_plays(state)]
        if what == "opening":
            return sorted(sq for sq in pp.opening_squares(state.board) if state.at(sq) is None)
        return ["pass"] if what == "pass" else None
    if game == "auctionland" and what == "place":
        from landrush_tui.rules.auctionland import game as al

        return [(x, y, r) for x, y in al.legal_places(state) for r in range(4)]
    if game == "circuit" and what == "roll":
        return ["roll"]
    if game == TOY:
        return list(range(1, min(3, state.stones) + 1))
    return None
