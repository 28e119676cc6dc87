"""One pace with the same keys in every game: + / - speed, a auto-play (bots'
pauses only), e to the end; and a pace per game played, never shared."""

from __future__ import annotations

import pytest
from ui_support import settle

from landrush_tui.ai import bots_for
from landrush_tui.app import LandRushApp
from landrush_tui.flow import ui_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.pace import Pace
from landrush_tui.session import Session

SIBLINGS = ("circuit", "piecepack", "leyland", "auctionland")
PACE = {"plus": "faster", "minus": "slower", "a": "auto", "e": "to_end"}


def two_seats(game: str):
    rules = registry.get(game)
    seats = [PlayerSpec("Ann"), PlayerSpec("Bot", PlayerKind.AI, bots_for(game).default_table[0])]
    return rules.new_game(rules.make_settings(seats, 7))


@pytest.mark.parametrize("game", SIBLINGS)
async def test_the_pace_keys_are_the_same_in_every_game(game):
    """Auto-play was a in two games and x in another; e was 'to the end' in one
    and 'no pauses' in another, and missing in a third."""
    ui = ui_for(game)
    table = ui.table(two_seats(game))
    keys = table._bindings.key_to_bindings
    assert {key: keys[key][0].action for key in PACE} == PACE


def test_each_game_gets_its_own_pace():
    """The UI objects were module singletons holding the pace of whatever game ran last."""
    first, second = ui_for("circuit"), ui_for("circuit")
    first.pace.faster()
    first.pace.toggle_auto()
    assert second.pace == Pace(second.SPEEDS)


def test_pace_words_and_toggles():
    pace = Pace()
    pace.toggle_to_end()
    assert pace.to_end and pace.hold == 0 and "to the end" in pace.words()
    pace.slower()  # slower shows the moves again
    assert not pace.to_end and pace.name == "slow"
    pace.toggle_auto()
    assert pace.auto and pace.words() == "speed slow, auto-play on"
    for _ in range(9):
        pace.faster()
    assert pace.name == "fastest"


async def test_auto_play_and_to_the_end_never_roll_for_a_human():
    """Circuit rolled for a player alone at the keyboard on a or e: pace keys act
    for the bots' pauses only, a human's roll is that human's own key."""
    app = LandRushApp(cursor_blink=False, session=Session.start(two_seats("circuit"), "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):  # the bot may move first
            await settle(app, pilot)
            if type(app.screen).__name__ == "RollScreen":
                break
            await pilot.pause(0.1)
        assert type(app.screen).__name__ == "RollScreen"
        state = app.session.state
        await pilot.press("a")
        await pilot.pause(1.0)
        await pilot.press("e")
        await pilot.pause(1.0)
        await settle(app, pilot)
        assert type(app.screen).__name__ == "RollScreen" and app.session.state == state
        await pilot.press("enter")  # the human's own key rolls
        await settle(app, pilot)
        assert app.session.state != state
