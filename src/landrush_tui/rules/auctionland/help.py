"""Auction Land's rules in a few words, for the F1 help (Markdown, no UI imports)."""

from __future__ import annotations

from typing import Any

from .island import BEACH_POINTS, PARK_POINTS


def help_markdown(settings: Any | None) -> str:
    this = ""
    if settings is not None:
        money = (
            "private: only you see your own money, on your own decision screens, after a hand-over"
            if settings.money == "hidden"
            else "visible to everyone"
        )
        this = f"\n**This game:** a market of {settings.market_size} tiles; money is {money}.\n"
    beach = ", ".join(f"{i}: {p}" for i, p in enumerate(BEACH_POINTS) if i)
    park = ", ".join(f"{i}: {p}" for i, p in enumerate(PARK_POINTS) if i)
    return f"""# Auction Land

Everyone builds a paradise island of square tiles, at most 4 x 4. Each tile has four
quarters of terrain (**B** beach, **T** theme park, **G** garden, **H** house) and up to
two icons (**P** peace, **L** love, **M** music). Players start with $10, $12, $14...
in turn order: the later you start, the more you get.
{this}
## Your turn (you hold the gavel)

1. **Build.** Take a tile from the market and place it on your island. Position 1 is
   free; every tile you skip gets $1 from you, and you pick up any money lying on the
   tile you take. So you may take position p only with at least $(p - 1).
2. **Auction.** Take a second tile the same way: it goes up for auction. Starting at
   your left, each other player in turn raises the high bid (any amount up to their
   money) or drops out for good. A player who cannot beat the high bid drops out by
   itself. The bidding ends when only the high bidder is left (or nobody bid).
3. **Hammer.** Sell the tile to the high bidder (they pay you the bid), or **buy it back**
   by paying them the bid + $1. With no bids you keep the tile for free.

Placing: the first tile lies in the middle; every other tile must touch your island by
a side, and the island may never get wider or taller than 4 tiles. Any rotation.

**Bonus:** the first time in a turn that you place the 4th tile of a row or column, you
take (and place) one more tile from the market at once. Once per turn per player.

The game ends after the turn in which someone's island reaches 16 tiles (or the market
runs dry). The market is refilled at the end of each turn, never sorted.

## Scoring

- **Beaches:** tiles with a beach quarter whose outer edge faces water (holes count):
  {beach}.
- **Theme park:** your park area spread over the most tiles: {park}.
- **Gardens x houses:** number of separate garden areas times separate house areas
  (keep like with like apart!).
- **Icons:** for each icon, most icons 20, second 10, third 5 (ties share the rank).
- **Ties:** more money wins; still equal: shared win.

## Keys

- Market: `1`-`9`, `0` (10th) or arrows + Enter pick a tile; the screen shows what it costs.
- Placing: arrows move, `r` rotates, Enter places (only legal spots are accepted).
- Auction: type a bid and Enter (`+`/`-` or Up/Down change it), `p` passes.
- Hammer: `s` sells, `b` buys back.
- After a bot's move the table pauses a moment: `+`/`-` make the pause shorter or
  longer (not on the bid screen, where they change the bid), `e` plays on without
  pauses until you press it again, Enter goes on at once.
- `k` what the marks on the board mean, `g` the game so far in words, F3 the last
  turn again on the board, F1 this help.
- The game is saved after every decision: Ctrl+T goes back to the title (Continue
  picks the game up), Ctrl+Q quits.
"""
