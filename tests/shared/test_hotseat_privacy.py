"""Privacy on every path into a private screen, with two humans at the keyboard:
a resumed game (Continue, Saved games, --resume all resume the same way) shows a
hand-over before the first private screen of every game that hides something,
and Auction Land's hidden money follows the amended spec 8."""

from __future__ import annotations

import pytest
from auctionland_helpers import play, position
from hotseat_mash import players
from ui_support import settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.auctionland import game as auction
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTION
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore


def auction_at_anns_second_call() -> Session:
    """Bo (active) sells a lot; the bot Cy calls, Ann calls, Cy again, and it is Ann's
    call again: the last human decision was Ann's own, so no hand-over in a game played on."""
    seats = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy", PlayerKind.AI, "easy"))
    state = auction.new_game(auction.Settings(seats, 6, "hidden", 4))
    state, _ = play(state, 1)  # Bo takes a tile to build
    x, y = auction.legal_places(state)[0]
    state, _ = play(state, (x, y, 0), 1, 1, 2, 3)  # places it, takes the lot; Cy $1, Ann $2, Cy $3
    ask = AUCTION.to_decide(state)
    assert ask.seats == (0,) and ask.what == "call" and not ask.secret
    return Session.start(state, "auctionland")


def fresh(game: str) -> Session:
    from landrush_tui.rules import registry

    rules = registry.get(game)
    values = {f.key: f.default for f in rules.setting_fields()}
    return Session.start(rules.new_game(rules.make_settings(players(2, 1), 5, **values)), game)


CASES = {
    "landrush bids": lambda: fresh("landrush"),
    "leyland bid": lambda: fresh("leyland"),
    "auctionland take": lambda: fresh("auctionland"),
    "auctionland call right after the seat's own": auction_at_anns_second_call,
}


@pytest.mark.parametrize("case", list(CASES))
async def test_a_resumed_game_hands_over_before_a_private_screen(tmp_path, case):
    session = CASES[case]()
    SaveStore(tmp_path).save(session, "g")
    app = LandRushApp(data_dir=tmp_path, saving=True, cursor_blink=False, resume="g")
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(10):
            await settle(app, pilot)
            if isinstance(app.screen, HandOverScreen):
                break
        assert isinstance(app.screen, HandOverScreen), type(app.screen).__name__
        seat = app.screen.seat
        assert app.session.next_seat == seat
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        assert not isinstance(app.screen, HandOverScreen) and app.screen.seat == seat


async def test_a_human_auctioneer_who_cannot_buy_back_gets_the_usual_hand_over_and_sells():
    state = position(3, money=(3, 10, 10))
    state, _ = play(state, 1, (0, 0, 0), 1, 3, 0)  # Bo bids $3, Cy passes; Ann has $3
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "auctionland"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert isinstance(app.screen, HandOverScreen) and app.screen.seat == 0
        await pilot.press(app.screen.key)
        await settle(app, pilot)
        assert type(app.screen).__name__ == "HammerScreen"
        from textual.widgets import Static

        words = str(app.screen.query_one("#question", Static).render())
        assert "buying back costs $4, more than your $3: you sell to Bo" in words
        assert not app.screen.query("#buy")
        await pilot.press("b")  # no buy-back to be had
        await settle(app, pilot)
        assert type(app.screen).__name__ == "HammerScreen"
        await pilot.press("s")
        await settle(app, pilot)
        assert app.session.state.money[:2] == (6, 7)
