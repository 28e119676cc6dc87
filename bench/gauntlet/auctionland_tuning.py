"""Tuning opponents for Auction Land (the half a bot may be tuned against),
written from the rules and their AI notes only; they use what the view gives
(with hidden money: their own money and the public transactions).

Every style prices a tile as the held-out half does (weighted island score gain
of its best placement, points to dollars at a rate rising as its island fills):
- cheaptaker: always takes the free end (position 1); offers the cheapest lot; bids up to 80% of value.
- beachbuilder: beaches count double; takes and bids by value; buys back when worth it.
- gardenhouse: gardens x houses count triple; takes by value; tight bids (70%), raises $1 at a time.
- tightbidder: bids up to half its value; offers the lot it wants most (cheap buy-backs); buys back when worth it.
- buyback: values like valuebid at a 0.8 margin; offers the lot with the most icons; always buys back when it can.
"""

from __future__ import annotations

from typing import Callable

from landrush_tui.rules.auctionland.view import AuctionView

from ._auctionland_kit import Decision, Style

cheaptaker = Style(take="cheap", lot="cheap", margin=0.8)
beachbuilder = Style(terrain=(2.0, 1.0, 1.0))
gardenhouse = Style(terrain=(1.0, 1.0, 3.0), margin=0.7)
tightbidder = Style(margin=0.5, lot="most")
buyback = Style(margin=0.8, lot="icons", hammer="buy")

STYLES: dict[str, Callable[[AuctionView], Decision]] = {
    "cheaptaker": cheaptaker,
    "beachbuilder": beachbuilder,
    "gardenhouse": gardenhouse,
    "tightbidder": tightbidder,
    "buyback": buyback,
}

FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "mixed": ("beachbuilder", "tightbidder", "gardenhouse", "buyback", "cheaptaker"),
    "builders": ("beachbuilder", "gardenhouse", "cheaptaker"),
}
