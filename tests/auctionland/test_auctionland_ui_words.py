"""Auction Land's screens, small things seen while playing at 80x24: the lot line
keeps to one line with long names, and a seat called You places (not 'places')."""

from __future__ import annotations

import attrs
from auctionland_helpers import position

from landrush_tui.rules.auctionland import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.auctionland import draw


def four_long_names() -> game.State:
    st = position(4, money=(20, 20, 20, 20))
    players = (
        PlayerSpec("You"),
        PlayerSpec("Sunny Sam", PlayerKind.AI, "easy"),
        PlayerSpec("Careful Cleo", PlayerKind.AI, "medium"),
        PlayerSpec("Keen Kai", PlayerKind.AI, "hard"),
    )
    st = attrs.evolve(st, settings=attrs.evolve(st.settings, players=players))
    for seat, d in [(0, 6), (0, (0, 0, 0)), (0, 6), (1, 1), (2, 2), (3, 3), (1, 4)]:
        st, _ = game.apply(st, seat, d)
    return st


def test_the_lot_line_fits_one_line_of_80_columns_with_long_names():
    """Seen in tmux: 'to call: Careful Cleo' ran onto a second line and pushed the islands down."""
    st = four_long_names()
    assert st.step == "call" and st.seat == 2
    line = draw.auction_line(st, 80).plain
    assert len(line) <= 79 and "high: $4 B Sunny Sam" in line and "to call: C Careful Cleo" in line
    lines = draw.board_text(st, width=80).plain.split("\n")
    assert all(len(x) <= 80 for x in lines)
    assert lines[6].startswith(" Lot:") and "A You" in lines[7]
    assert "to call: C Careful Cleo" in draw.auction_line(st, 120).plain


def test_place_screen_says_you_place():
    """Seen in tmux: the place screen said 'You places'."""
    from landrush_tui.screens.auctionland.place import PlaceScreen
    from landrush_tui.screens.pace import Pace

    st = position(3)
    st = attrs.evolve(st, settings=attrs.evolve(st.settings, players=(PlayerSpec("You"), *st.settings.players[1:])))
    st, _ = game.apply(st, 0, 1)
    assert PlaceScreen(st, 0, Pace())._preview().plain.startswith("You place\n")
    other = attrs.evolve(st, settings=attrs.evolve(st.settings, players=(PlayerSpec("Ann"), *st.settings.players[1:])))
    assert PlaceScreen(other, 0, Pace())._preview().plain.startswith("Ann places\n")


def test_place_screen_counts_the_line_without_reading_as_a_square():
    """Seen in tmux: 'at (-1,-1): row 4, column 3' read as a second pair of
    coordinates; the numbers are how many tiles its row and column would hold."""
    from landrush_tui.screens.auctionland.place import PlaceScreen
    from landrush_tui.screens.pace import Pace

    st, _ = game.apply(position(3), 0, 1)
    text = PlaceScreen(st, 0, Pace())._preview().plain
    assert "1 in its row, 1 in its column" in text and ": row " not in text
