"""The rules of Landrush for piecepack in a few words, for the F1 help
(Markdown, no UI imports)."""

from __future__ import annotations

from typing import Any

from . import game


def help_markdown(settings: Any | None) -> str:
    this = ""
    if settings is not None:
        n = len(settings.players)
        k = game.stash_start(n)[0]
        this = (
            f"\n**This game:** {n} players, so everyone starts with {k} small, {k} medium and {k} large "
            f"pyramids ({3 * k}).\n"
        )
    return f"""# Landrush for piecepack

The board is 24 tiles in 4 columns (Suns, Moons, Crowns, Arms) and 6 rows (Null, 2, 3, 4, 5, Ace);
every tile is 2 x 2 squares, so 8 x 12 squares in all. Each player has small (1), medium (2)
and large (3) pyramids: 5 of each with 2-3 players, 4 of each with 4-5.
{this}
- **Opening:** one after the other, each player puts a medium on any empty square with nothing on
  the 8 squares around it (corners count here, and only here).
- **Your turn:** a coin is drawn from a bag of 24; it names one tile. You must put one pyramid
  on an empty square of that tile if the rules allow any; you may not pass. If none is allowed
  the turn passes by itself (the tile is full, or every free square is blocked).
- **Tracts:** your pyramids that touch along a side (never a corner) form a tract; its length
  is how many pyramids it has.
- **Next to a rival:** a square that touches another player's tract is a **take-over**: allowed
  only if your tract through that square (the new pyramid plus your tracts it touches) is longer
  than every rival tract it touches, and you still hold, after the play, a pyramid of the same
  size for every rival pyramid taken. Then all those tracts become yours, size for size, and
  their pyramids go back to their owners. A square touching a rival but none of your pyramids
  can never be played.
- **The end:** as soon as a player has placed every pyramid (also by a take-over), or when
  nobody could play anywhere any more.

**Scoring.** A tract *scores* when it is long enough for its largest pyramid: with a large it
needs 4, with a medium (no large) 3, smalls only 2.

| what | points |
| --- | --- |
| your stash is empty | +5 |
| all your pyramids form one scoring tract | +5 |
| a scoring tract of smalls only / mediums only / larges only | +1 / +3 / +4 |
| each small / medium / large in a scoring tract | +1 / +2 / +3 |

Highest total wins; equal totals share the win. Game over lists each part: *empty* (stash),
*one* (single tract), *pure* (pure-tract bonuses), *pyramids* (their points) and the *total*, and charts
everyone's score turn by turn (what each would have had if the game had ended right then).

**Keys:** 1-4 (NW, NE, SW, SE) or the arrows pick the square of the drawn tile (during the
opening the arrows move over the whole board), `s` / `m` / `l` the size, Enter plays. A click
on a square picks it. `t` shows what each tract would score now; the keys every game shares
(auto-play, pace, to the end, F3, the log, the legend) are below.
"""
