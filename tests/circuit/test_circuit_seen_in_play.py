"""Small things seen while playing Circuit by keys in tmux at 80x24: a seat called
You is spoken to as 'you' on the buy prompt ("You rolled 4+2 and lands on" was
seen), and the seat table no longer cuts names such as "Oracle Olaf" to 8 letters
when the line has room for the 14 a name may have."""

from __future__ import annotations

import time

from circuit_helpers import position
from ui_support import screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session
from landrush_tui.widgets.circuit import ring


def test_seat_table_shows_whole_names_up_to_fourteen_letters():
    st = position(4)
    named = game.replace_setup(
        st,
        settings=game.Settings(
            (
                PlayerSpec("You"),
                PlayerSpec("Lucky Lu", PlayerKind.AI, "easy"),
                PlayerSpec("Prudent Pia", PlayerKind.AI, "medium"),
                PlayerSpec("Fourteen Lette", PlayerKind.AI, "hard"),
            ),
            "forced",
            None,
            1,
        ),
    )
    rows = [t.plain for t in ring.seat_lines(named)][:-1]  # the last line says what worth is
    assert "Prudent Pia " in rows[2] and "Fourteen Lette " in rows[3]
    assert all(len(r) <= 79 for r in rows)
    assert len({r.index("worth") for r in rows}) == 1  # the columns still line up
    out = game.replace_setup(named, out=(3,), money=(30000, 30000, 30000, 0), positions=(1, 1, 1, 0))
    assert "Fourteen Lette" in ring.seat_lines(out)[3].plain
    short = [t.plain for t in ring.seat_lines(position(3))]
    assert short[0].startswith(" A Ann      ")  # 8 wide as before when every name is short


async def test_the_buy_prompt_speaks_to_you():
    players = (PlayerSpec("You"), PlayerSpec("Bo", PlayerKind.AI, "medium"))
    state = game.new_game(game.Settings(players, "optional", None, 7))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        deadline = time.monotonic() + 60
        seen = ""
        while time.monotonic() < deadline:
            await pilot.pause(0.05)
            name = type(app.screen).__name__
            if name == "BuyScreen" and app.screen.is_mounted and app.screen.seat == 0:
                seen = screen_text(app)
                break
            if name == "RollScreen" and app.screen.is_mounted:
                await pilot.press("plus", "plus", "plus", "enter")
        assert "You rolled" in seen and "buy it for" in seen and "You rolls" not in seen
