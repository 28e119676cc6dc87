"""Naming, loading and safely calling bots."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping, Sequence, cast

from ..rules.errors import RulesError
from ..rules.landrush.game import validate_seat_bids
from ..rules.landrush.view import PublicView
from ..rules.protocol import Strength  # one Strength for every game's bots

Bot = Callable[[PublicView], Sequence[int]]


class BotError(RulesError):
    """A bot could not be loaded, raised an error, or returned invalid bids."""


def _builtin() -> dict[str, Bot]:
    from .landrush.baseline import baseline
    from .landrush.easy import easy
    from .landrush.hard import hard
    from .landrush.medium import medium

    return {"easy": easy, "baseline": baseline, "medium": medium, "hard": hard}


BOTS: dict[str, Bot] = _builtin()


# In order from gentlest to hardest; the new-game screen offers each of them.
STRENGTHS: tuple[Strength, ...] = (
    Strength("easy", "Easy", "Rookie Rosa", "bids on a whim, loves land next to hers"),
    Strength("baseline", "Baseline", "Basil", "steady, simple bidding"),
    Strength("medium", "Medium", "Steady Ted", "prices each lot by what it adds to his payouts"),
    Strength("hard", "Hard", "Shark Vera", "reads your bids, plans for the final payout"),
)

# The AI seats of a new game's default table (after the human's): three
# different personalities, gentlest first, not three copies of one bot.
DEFAULT_TABLE: tuple[str, ...] = ("easy", "medium", "hard")


def strength(key: str) -> Strength | None:
    """The Strength of a bot name, or None for a bot not offered in the game."""
    for s in STRENGTHS:
        if s.key == key:
            return s
    return None


def load_bot(name: str) -> Bot:
    """A built-in bot by name, or any callable named ``package.module:callable``."""
    name = name.strip()
    if name in BOTS:
        return BOTS[name]
    if ":" not in name:
        known = ", ".join(sorted(BOTS))
        raise BotError(f"unknown bot {name!r}: use one of {known}, or package.module:callable")
    module_name, _, attr = name.partition(":")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # any import failure is the bot's, reported as such
        raise BotError(f"bot {name!r}: cannot import module {module_name!r}: {exc}") from None
    obj: object = module
    for part in attr.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            raise BotError(f"bot {name!r}: module {module_name!r} has no {attr!r}")
    if not callable(obj):
        raise BotError(f"bot {name!r}: {attr!r} is not callable")
    # Only its answers can show it is a bot: call_bot checks every one.
    return cast(Bot, obj)


def bot_label(bot: Bot) -> str:
    for name, b in BOTS.items():
        if b is bot:
            return name
    return f"{getattr(bot, '__module__', '?')}:{getattr(bot, '__qualname__', repr(bot))}"


def call_bot(bot: Bot, view: PublicView, name: str | None = None) -> list[int]:
    """Ask a bot for its bids and check their shape and range.

    Any exception in the bot, or an invalid answer, becomes a BotError that names
    the bot and the seat.
    """
    label = name or bot_label(bot)
    who = f"bot {label!r} (seat {view.seat})"
    try:
        bids = bot(view)
    except Exception as exc:
        raise BotError(f"{who} failed: {type(exc).__name__}: {exc}") from None
    try:
        bids = list(bids)
    except TypeError:
        raise BotError(f"{who} returned {bids!r}, not a list of bids") from None
    k = len(view.lots)
    if len(bids) != k:
        raise BotError(f"{who} returned {len(bids)} bids for {k} lots")
    # A bot may answer 3.0 for 3; everything else is the rules' one bid check.
    bids = [int(b) if isinstance(b, float) and float(b).is_integer() else b for b in bids]
    try:
        return list(validate_seat_bids(view.state, view.seat, bids))
    except RulesError as exc:
        raise BotError(f"{who}: {exc}") from None


def load_game_bot(bots: Mapping[str, Any], name: str, game_title: str, *, custom: bool = False) -> Any:
    """A sibling game's bot: one of its built-in ``bots`` by name, or (``custom``) any
    callable named ``package.module:callable``. Every rule set loads bots this way."""
    key = name.strip()
    if key in bots:
        return bots[key]
    if not custom or ":" not in key:
        raise BotError(
            f"unknown {game_title} bot {name!r}: use one of {', '.join(bots)}"
            + (", or package.module:callable" if custom else "")
        )
    return load_bot(key)


def ask_bot(bot: Callable[[Any], Any], view: Any, name: str | None = None) -> tuple[Any, str]:
    """The bot's raw answer to ``view`` and the words naming it for an error; a bot
    that raises becomes a ``BotError``. The rule set then checks the answer."""
    who = f"bot {name or getattr(bot, '__name__', 'bot')!r} (seat {view.seat})"
    try:
        return bot(view), who
    except Exception as exc:
        raise BotError(f"{who} failed: {type(exc).__name__}: {exc}") from None
