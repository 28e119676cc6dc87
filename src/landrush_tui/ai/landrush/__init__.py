"""Land Rush's bots: Rookie Rosa (easy), Basil (baseline), Steady Ted (medium),
Shark Vera (hard), the advisor, and what they share (the payout model, the fast
turn simulator, the per-seat style).

A bot takes a ``PublicView`` and returns one whole number >= 0 per lot in
``view.lots``, each at most ``view.max_bid``; it draws from ``view.rng`` so
games replay exactly."""

from typing import Sequence

from ...rules.landrush import AuctionOrder, AuctionType, PlayerKind, PlayerSpec, Settings
from ...rules.landrush.ruleset import RULES
from ...rules.landrush.view import PublicView
from ..table import Bot, BotTable, Strength
from . import baseline, easy, hard, medium
from .advisor import ADVISOR, LotAdvice, advise

# The modules stay the package's attributes (``ai.landrush.hard`` is the module).
BOTS = {"easy": easy.easy, "baseline": baseline.baseline, "medium": medium.medium, "hard": hard.hard}

# In order from gentlest to hardest; the new-game screen offers each of them.
STRENGTHS: tuple[Strength, ...] = (
    Strength("easy", "Easy", "Rookie Rosa", "bids on a whim, loves land next to hers"),
    Strength("baseline", "Baseline", "Basil", "steady, simple bidding"),
    Strength("medium", "Medium", "Steady Ted", "prices each lot by what it adds to his payouts"),
    Strength("hard", "Hard", "Shark Vera", "reads your bids, plans for the final payout"),
)

# The AI seats of a new game's default table (after the human's): three
# different personalities, gentlest first, not three copies of one bot.
TABLE = BotTable("Land Rush", BOTS, STRENGTHS, ("easy", "medium", "hard"))

DEFAULT_TABLE = TABLE.default_table
strength = TABLE.strength


def load_bot(name: str) -> Bot:
    """A Land Rush bot by name, or any ``package.module:callable``."""
    return TABLE.load_bot(name, custom=True)


def call_bot(bot: Bot, view: PublicView, name: str | None = None) -> tuple[int, ...]:
    """The bot's bids for ``view``, checked (a ``BotError`` naming the bot if not)."""
    return TABLE.call_bot(RULES, bot, view, name or bot_label(bot))  # type: ignore[no-any-return]


def bot_settings(
    seats: Sequence[str],
    seed: int,
    start_money: int = 500,
    auction_type: AuctionType = AuctionType.FIRST_PRICE,
    auction_order: AuctionOrder = AuctionOrder.RANDOM,
) -> Settings:
    """Land Rush settings for a table of the bots named by ``seats`` (the bots' own tests)."""
    players = [PlayerSpec(f"{name} {i + 1}", PlayerKind.AI, name) for i, name in enumerate(seats)]
    return Settings(players, start_money, auction_type, auction_order, seed)


def bot_label(bot: Bot) -> str:
    """A bot's built-in name, or where it comes from."""
    for name, b in BOTS.items():
        if b is bot:
            return name
    return f"{getattr(bot, '__module__', '?')}:{getattr(bot, '__qualname__', repr(bot))}"


__all__ = [
    "ADVISOR",
    "BOTS",
    "DEFAULT_TABLE",
    "STRENGTHS",
    "TABLE",
    "LotAdvice",
    "advise",
    "bot_label",
    "bot_settings",
    "call_bot",
    "load_bot",
    "strength",
]
