"""Circuit's rules in a few words, for the F1 help (Markdown, no UI imports)."""

from __future__ import annotations

from typing import Any

from . import board
from .board import Kind


def help_markdown(settings: Any | None) -> str:
    rows = []
    for sp in board.SPACES:
        if sp.kind is Kind.TERRITORY:
            what = f"price {sp.price}, rent {sp.rent}"
        elif sp.kind is Kind.FLEET:
            what = f"price {sp.price}, rent 1000 / 2000 / 4000 for 1 / 2 / 3 Fleets owned"
        elif sp.kind is Kind.CAMP:
            what = f"price {sp.price}, rent dice x 150 (x 400 with both Camps)"
        elif sp.kind is Kind.TAX:
            what = f"pay {sp.tax} to the bank"
        else:
            what = "safe: nothing happens"
        rows.append(f"| {sp.number} | {sp.kind.value} | {sp.name} | {what} |")
    variant = ""
    if settings is not None:
        purchase = getattr(settings.purchase, "value", settings.purchase)
        limit = settings.round_limit
        variant = (
            f"\n**This game:** purchase is *{purchase}*; "
            + (f"it ends after {limit} rounds at the latest." if limit else "no round limit.")
            + "\n"
        )
    return (
        f"""# Circuit

Race around a ring of 21 spaces with two dice. Everyone starts on space 1 with 30000.

- **Your turn:** roll (Enter), move the sum clockwise; only the space you land on counts.
- **Unowned plot** (Territory T, Fleet F, Labor Camp L): you buy it if you can afford it
  (with *optional* purchase you may decline). Nobody bids on a declined plot.
- **Someone else's plot:** pay them rent. Fleets pay more the more Fleets the owner has;
  Labor Camps charge your dice sum times 150, or times 400 when one player owns both.
- **Tax** (X): pay the bank. **Refuge** (R): rest.
- **Cannot pay?** You hand over everything you have and are out; your plots return to the bank.
  Paying exactly your last coin keeps you in, with 0.
- **The end:** the last player in wins. With a round limit, once everyone still in has had
  that many turns, the highest net worth (money + prices of plots owned) wins; a tie goes
  to more money.
{variant}
**Keys**

- Your roll: Enter (or Space, `r`). Buy or decline: `b` / `d` (or `y` / `n`).
- The bots' turns: `+` / `-` faster or slower; `a` auto-play and `e` play to the end
  (no animations) hurry only the bots: they never roll or buy for a human, whose
  turn always waits for that human's own key.
- Looking back: F3 the last turn again, `g` the game so far, `k` what the board's
  marks mean.
- Leaving: Ctrl+T saves and goes back to the title, where Continue picks the
  game up; Ctrl+Q saves and quits. The game is also saved after every move.
- F1 this help.

| # | type | space | effect |
| --- | --- | --- | --- |
"""
        + "\n".join(rows)
        + "\n"
    )
