"""One game's bots: their names, the strengths the new-game form offers, the
default table, and the one safe way to ask a bot.

Each ``ai/<game>/`` package registers its bots as ``TABLE = BotTable(...)``;
``ai.registry.bots_for(name)`` finds it. A bot is a callable from the game's
view of one seat to a decision; the rules check every answer
(``GameRules.check_answer``), so a bot can never make an illegal move.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Iterable, Mapping

import attrs

from ..rules.errors import RulesError
from ..rules.game import RuleSet
from ..rules.players import PlayerSpec

Bot = Callable[[Any], Any]


class BotError(RulesError):
    """A bot could not be loaded, raised an error, or answered something the rules refuse."""


@attrs.frozen
class Strength:
    """An AI strength a game offers: the bot's name, a menu title, a persona
    (the seat's default name) and a one-line style."""

    key: str
    title: str
    persona: str  # at most 14 characters: it becomes the seat's default name
    blurb: str

    @property
    def style(self) -> str:
        return self.blurb


def load_custom(name: str) -> Bot:
    """Any callable named ``package.module:callable`` (the CLI's and simulator's own bots)."""
    module_name, _, attr = name.strip().partition(":")
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
    # Only its answers can show it is a bot: every one is checked by the rules.
    return obj


def ask_bot(bot: Bot, view: Any, name: str | None = None) -> tuple[Any, str]:
    """The bot's raw answer to ``view`` and the words naming it for an error; a bot
    that raises becomes a ``BotError``."""
    who = f"bot {name or getattr(bot, '__name__', 'bot')!r} (seat {view.seat})"
    try:
        return bot(view), who
    except Exception as exc:
        raise BotError(f"{who} failed: {type(exc).__name__}: {exc}") from None


@attrs.frozen
class BotTable:
    """A game's built-in bots (gentlest strength first) and its default table."""

    game: str  # the game's title, for messages
    bots: Mapping[str, Bot]
    strengths: tuple[Strength, ...]
    default_table: tuple[str, ...]  # the AI seats of a new game beside the player

    def strength(self, key: str) -> Strength | None:
        """The Strength of a bot name, or None for a bot not offered in the game."""
        return next((s for s in self.strengths if s.key == key), None)

    def load_bot(self, name: str, *, custom: bool = False) -> Bot:
        """A built-in bot by name, or (``custom``) any ``package.module:callable``."""
        key = name.strip()
        if key in self.bots:
            return self.bots[key]
        if not custom or ":" not in key:
            raise BotError(
                f"unknown {self.game} bot {name!r}: use one of {', '.join(self.bots)}"
                + (", or package.module:callable" if custom else "")
            )
        return load_custom(key)

    def call_bot(self, rules: RuleSet, bot: Bot, view: Any, name: str | None = None) -> Any:
        """Ask ``bot`` for the decision of ``view``'s seat, checked by the rules;
        anything wrong becomes a ``BotError`` naming the bot and the seat. A
        decision without a choice is answered without asking the bot."""
        only = rules.only_answer(view)
        if only is not None:
            return only
        answer, who = ask_bot(bot, view, name)
        try:
            return rules.check_answer(view, answer)
        except BotError:
            raise
        except RulesError as exc:
            raise BotError(f"{who} answered {_short(answer)}: {exc}") from None

    def check_saved(self, players: Iterable[PlayerSpec], error: type[Exception] = BotError) -> None:
        """A saved game names built-in bots only: continuing it never runs code named
        in a file."""
        names = list(self.bots)
        for p in players:
            if p.is_ai and (p.ai or "") not in names:
                raise error(
                    f"seat {p.name!r} names the bot {p.ai!r}: a saved game may name only "
                    f"the built-in bots ({', '.join(names)})"
                )


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
