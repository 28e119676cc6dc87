"""The rules as the in-game help tells them, plus the current game's numbers.

Written for players, in our own words; the normative rules live in the spec.
"""

from __future__ import annotations

from ..players import PlayerSpec
from .auction import AuctionType
from .game import payout_table
from .settings import AuctionOrder, Settings

ORDER_TEXT = {
    AuctionOrder.RANDOM: "lots come up in random order",
    AuctionOrder.GO_WEST: "fields reaching furthest east come up first, so the land fills from east to west",
    AuctionOrder.SMALL_FIRST: "the smallest fields (fewest cells) come up first",
    AuctionOrder.LARGE_FIRST: "the largest fields (most cells) come up first",
    AuctionOrder.ADJACENT_FIRST: "fields touching owned land or another lot of the turn come up first",
    AuctionOrder.EDGE_FIRST: "fields on the edge of the map come up first, the centre last",
    AuctionOrder.CENTRE_FIRST: "fields nearest the centre come up first, the edge last",
}

ORDER_TITLE = {
    AuctionOrder.RANDOM: "Random",
    AuctionOrder.GO_WEST: "Go west",
    AuctionOrder.SMALL_FIRST: "Small first",
    AuctionOrder.LARGE_FIRST: "Large first",
    AuctionOrder.ADJACENT_FIRST: "Adjacent first",
    AuctionOrder.EDGE_FIRST: "Edge to centre",
    AuctionOrder.CENTRE_FIRST: "Centre to edge",
}

TYPE_TITLE = {
    AuctionType.FIRST_PRICE: "First price",
    AuctionType.SECOND_PRICE: "Second price",
}

TYPE_TEXT = {
    AuctionType.FIRST_PRICE: "the winner of a lot pays what they bid",
    AuctionType.SECOND_PRICE: "the winner of a lot pays the second-highest bid",
}

RULES = """\
# How to play Land Rush

**Goal.** Finish with the most money. Land is only a means: money comes from
the payouts, and the payouts reward the player with the biggest connected
piece of land.

**The map.** The land is cut into *fields* of one or more squares. Fields
that share a side (not just a corner) touch. A group of your fields that
touch each other is one of your *regions*.

**A turn.**

1. A few fields are up for auction: the *lots* of this turn, numbered 1, 2, 3...
   The lots of the next turn are shown too (*up next*), so you can plan ahead.
2. Every player bids on every lot at the same time, in secret. A bid is a
   whole number from 0 up to the money you have. Your bids together may add up
   to more than your money.
3. The lots are sold one after another, lot 1 first. Before each lot, any bid
   bigger than the bidder's money at that moment shrinks to that money. The
   highest bid wins the lot; equal highest bids are decided at random (the
   reveal says so when it happens).
   Every lot is sold, even when nobody bid anything.
4. Everyone is ranked: the biggest region (counted in fields, whatever their
   size) comes first; if equal, more fields; then the higher total of this
   turn's bids; then the player with *less* money left; players equal in all of
   these are put in a random order.
5. Each rank gets its payout from the table below. The last place may *lose*
   money. Anyone at 0 money or below is bankrupt and can only bid 0 from then
   on, but still takes part in the ranking.

**The end.** When the last field is sold, the final payout is five times the
usual one. Then the richest player wins; equal money shares the win.

**Tips.** Spending everything early leaves you unable to defend later; never
bidding leaves you last. Watch which lots join your land to your biggest
region, and which ones would join your rivals' land.

# Keys

- **F1** or **?**: this help, from anywhere. **Esc** closes it.
- **Ctrl+P**: the command palette, with every action of the current screen
  and a theme switcher (a list of colour themes, dark and light ones).
- Bidding: type digits, **Tab** / **Up** / **Down** move between lots, click a
  lot on the map to jump to its bid. **Enter** shows your bids for review,
  **Enter** again confirms, **Esc** goes back to change them. **h** asks the
  advisor for a hint; **t** shows everyone's money, region, fields and last
  payout (always shown in a tall window).
- The map: numbers are this turn's lots, the numbers after them next
  turn's (in their order), a letter with a number is a field sold last turn
  and its price; the spare lines under the map say so too. **k** tells every
  mark and column; **g** shows the game so far (only turns already revealed).
- Auction reveal: **Space** / **Enter** next step, **a** plays the rest
  automatically, **Esc** jumps to the end. When every human player is
  bankrupt, **e** plays the rest of the game at once and shows the result.
- **Ctrl+Q** (or **Ctrl+C**) saves the game and quits; **Continue** on the title
  screen picks it up exactly where it stopped.
"""


def payout_lines(settings: Settings) -> str:
    """A Markdown table of payouts by rank for a normal and the final turn."""
    normal = payout_table(settings)
    final = payout_table(settings, final=True)
    ranks = " | ".join(str(r) for r in range(1, settings.n + 1))
    sep = " | ".join("---:" for _ in range(settings.n))
    row_n = " | ".join(str(p) for p in normal)
    row_f = " | ".join(str(p) for p in final)
    return f"| rank | {ranks} |\n| --- | {sep} |\n| each turn | {row_n} |\n| last turn | {row_f} |\n"


def _total(payouts: tuple[int, ...]) -> int:
    return sum(payouts)


def _rounding_note(*paid_and_pool: tuple[int, int]) -> str:
    """Why a total is not its pool: only the pools that rounding missed are named."""
    missed = [str(pool) for paid, pool in paid_and_pool if paid != pool]
    if not missed:
        return ""
    return f" (each payout is rounded to a whole number, so not exactly {' and '.join(missed)})"


def game_section(settings: Settings) -> str:
    """The numbers of one game: payouts, lots per turn, auction type and order."""
    order = settings.auction_order
    normal, final = payout_table(settings), payout_table(settings, final=True)
    return (
        "# This game\n\n"
        f"- **{settings.n} players**, {settings.lots_per_turn} lots a turn, "
        f"{settings.start_money} money each at the start.\n"
        f"- **Auction**: {TYPE_TITLE[settings.auction_type]}: {TYPE_TEXT[settings.auction_type]}.\n"
        f"- **Order**: {ORDER_TITLE[order]}: {ORDER_TEXT[order]}.\n"
        f"- Each turn pays {_total(normal)} in total by rank; the last turn pays {_total(final)}"
        + _rounding_note((_total(normal), settings.pool), (_total(final), settings.final_pool))
        + ".\n\n"
        "**Payout by rank**\n\n" + payout_lines(settings)
    )


def help_markdown(settings: Settings | None = None) -> str:
    """The whole help page; with settings, the current game's numbers come first."""
    if settings is None:
        example = "# Payouts\n\nWith four players, for example:\n\n" + payout_lines(_four_players())
        return RULES + "\n" + example
    return game_section(settings) + "\n" + RULES


def _four_players() -> Settings:
    return Settings(tuple(PlayerSpec(f"P{i}") for i in range(4)))
