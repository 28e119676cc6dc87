"""Ley of the Land's rules in a few words, for the F1 help (Markdown, no UI imports)."""

from __future__ import annotations

from typing import Any


def help_markdown(settings: Any | None) -> str:
    table = ""
    if settings is not None:
        names = ", ".join(p.name for p in settings.players)
        table = f"\n**This game:** {len(settings.players)} players ({names}).\n"
    return f"""# Ley of the Land

Build the finest 3 x 3 patch of land. Every land tile is cut corner to corner into four
triangles, one per edge (N, E, S, W), each green **G** or yellow **Y**. A tile's glyph shows
its four edge letters around a mark: `+` basic, `*` Faerie Ring (all green), `o` Crop Circle
(all yellow). Everyone starts with $10 and an empty board; the market shows 5 tiles.
{table}
## A round

1. **Bid in secret** ($0 up to your money). All bids are revealed together and *everyone
   pays*, winner or not. Highest bid acts first; equal bids go clockwise from the player
   holding the tiebreaker marker. The last in the order is the **last seat**.
2. **One action each**, in that order:
   - **Acquire** (any number of players): take a market tile and place it on your board.
     Your first tile goes in the centre; later tiles must touch a tile, and every edge that
     touches a tile must be the same colour. Turn a tile with `r`. The slot stays empty
     until the round ends.
   - **Frolic** (first taker only): one faerie cube from your reserve onto each complete
     green section with room; +$1 per cube.
   - **Sow** (first taker only): the same with wheat cubes on complete yellow sections; no money.
   - **Reap** (first taker only): take one wheat cube off a section for +$3.
   - **Invest** (first taker only): if you are the last seat, gain twice your bid.
   - **Pass**: nothing.
   Frolic, Sow, Reap and Invest may be taken even when they do nothing, to deny them.
3. **End of round:** if nobody acquired, the tile in slot 1 is thrown out. Empty slots are
   refilled from the stack; the marker moves one seat clockwise.

## Sections and cubes

Triangles of one colour that touch (inside a tile across a diagonal, or across the edge of two
tiles) form a **section**. A section is **complete** when none of its triangles faces an empty
space (the board's edge is closed). Completing it gives one cube per **diamond** (a pair of
triangles across an edge shared by two tiles), +1 for each Faerie Ring / Crop Circle in it:
faerie cubes for green, wheat cubes for yellow. Its capacity for placed cubes is its diamonds.

## The end

The game ends after the round in which a board gets its 9th tile, or a market slot cannot be
refilled. Score: $1 = 1 point, every faerie and wheat cube (in reserve or placed) = 1 point,
and 12 points for the largest section in triangles (shared evenly on a tie). Ties: larger
largest section, more unused faerie cubes, more unused wheat cubes, more money.

## Keys

Bidding: type the bid, Enter to review, Enter to confirm (Escape to change).
Actions: `a` acquire, `f` frolic, `s` sow, `r` reap, `i` invest, `p` pass (or click them).
Placing: arrows move the tile, `r` rotates, Enter places, Escape goes back. Tab shows
another player's complete sections. `+` / `-` pace of bot turns, `x` auto-continue, F1 this help.
"""
