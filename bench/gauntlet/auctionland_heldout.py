"""Held-out opponents for Auction Land, written from the rules and their AI notes
only; they use what the view gives (with hidden money: their own money and the
public transactions). Fixed before any tuning: never change how a style plays.

Every style prices a tile by the best gain of its weighted island score over all
placements (beaches, theme park, gardens x houses, its own icon awards against
the public icon counts), converts points to dollars at a rate that rises as its
island fills, and then:
- valuebid: takes the best value for the money; offers the lot it wants least; bids up to its value;
  buys back when the lot is worth more than h + 1.
- iconchaser: icons count double; takes and bids like valuebid; offers the lot it wants least.
- parkbuilder: theme park counts double; tight bids (60% of value), raises $1 at a time; buys back at 80%.
- coincollector: takes by coins minus skips; bids at most 40% of value; always sells.
- loosebidder: jumps straight to 140% of its value; always buys back when it can afford it.

The shared helpers (tile values, placements, bidding: ``Style``) live in
``_auctionland_kit.py``, which the tuning half also uses.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.auctionland.view import AuctionView

from ._auctionland_kit import Decision, Style

valuebid = Style()
iconchaser = Style(icons=2.0)
parkbuilder = Style(terrain=(1.0, 2.0, 1.0), margin=0.6, buy_margin=0.8)
coincollector = Style(take="coins", lot="cheap", margin=0.4, hammer="sell")
loosebidder = Style(margin=1.4, jump=True, hammer="buy", lot="most")

STYLES: dict[str, Callable[[AuctionView], Decision]] = {
    "valuebid": valuebid,
    "iconchaser": iconchaser,
    "parkbuilder": parkbuilder,
    "coincollector": coincollector,
    "loosebidder": loosebidder,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("valuebid", "loosebidder", "coincollector", "iconchaser", "parkbuilder"),
    "bidders": ("loosebidder", "valuebid", "parkbuilder"),
}
