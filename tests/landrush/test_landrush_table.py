"""Land Rush complete at 80x24 with big tables: the map on every screen, whole
tables, names that stay distinct when cut, and the marks and words of the map."""

from __future__ import annotations

import pytest
from ui_support import app_with, app_with_state, finished_state, screen_text, settle

from landrush_tui.rules.board import Board, Field
from landrush_tui.widgets.landrush.field_map import ENLARGE, FieldMap, geometry

BOTS = ("Basil", "Vera", "Otto", "Ida", "Nell", "Rex", "Tess", "Umar", "Wim")


def seats(players: int) -> tuple[str, ...]:
    return ("You",) + tuple(f"{name}:baseline" for name in BOTS[: players - 1])


def map_rows(fmap: FieldMap) -> list[str]:
    """The map widget's own lines, as text."""
    return ["".join(seg.text for seg in fmap.render_line(y)) for y in range(fmap.content_size.height)]


def lot_numbers_on_map(fmap: FieldMap) -> bool:
    """Every lot's number is written inside its field."""
    geo, x0, y0 = fmap._layout()
    rows = map_rows(fmap)
    for number, f in enumerate(fmap.lots, 1):
        inside = "".join(
            rows[y0 + cy][x0 + cx] for cy in range(geo.height) for cx in range(geo.width) if geo.field[cy][cx] == f
        )
        if inside.strip() != str(number):
            return False
    return True


@pytest.mark.parametrize("players", [8, 10])
async def test_the_bid_screen_shows_the_map_with_its_lots_at_80x24(players):
    app = app_with(*seats(players))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert ENLARGE not in screen_text(app)
        fmap = app.screen.query_one(FieldMap)
        assert fmap._layout() is not None and lot_numbers_on_map(fmap)


async def test_game_over_and_replay_show_the_map_at_80x24_with_10_players():
    state = finished_state(*seats(10))
    app = app_with_state(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert ENLARGE not in screen_text(app)
        assert app.screen.query_one(FieldMap)._layout() is not None
        await pilot.press("r")  # the replay
        await settle(app, pilot)
        fmap = app.screen.query_one(FieldMap)
        assert fmap.display and fmap._layout() is not None
        assert ENLARGE not in screen_text(app)


def test_the_compact_drawing_marks_a_boundary_between_rows_by_an_underline():
    # Field 0 over field 1 on the left column; field 0 spans the top row.
    board = Board(2, 2, (Field(0, ((0, 0), (1, 0), (1, 1))), Field(1, ((0, 1),))))
    geo = geometry(board, 3, 0)
    assert geo.height == 3 and geo.width == 9  # the top line, then one row per row of cells
    rows = ["".join("#" if f < 0 else str(f) for f in row) for row in geo.field]
    assert rows == ["#########", "#0000000#", "#111#000#"]
    # Under the top-left cell lies field 1: its characters are underlined; the
    # top-right cell continues into the same field below: no line.
    assert {(cx, 1) for cx in range(1, 4)} <= geo.underline
    assert not {(cx, 1) for cx in range(5, 8)} & geo.underline
    assert {(cx, 2) for cx in range(0, 9)} <= geo.underline  # the board's bottom edge


def test_a_three_digit_price_shows_on_a_one_cell_field():
    """Three characters hold "120" but not "Y 120": the price is shown (the colour
    says whose it is) instead of the mark alone."""
    from rich.style import Style

    plain = Style()
    row = [(" ", plain)] * 5
    FieldMap._place([row], [(0, 1, 3)], [("Y", plain), ("120", plain)])
    assert "".join(ch for ch, _ in row) == " 120 "
    row = [(" ", plain)] * 7
    FieldMap._place([row], [(0, 1, 5)], [("Y", plain), ("120", plain)])
    assert "".join(ch for ch, _ in row) == " Y 120 "


async def test_during_a_reveal_the_legend_says_the_prices_were_paid_this_turn():
    from ui_support import settings

    from landrush_tui.app import LandRushApp
    from landrush_tui.rules.landrush import new_game, play_turn
    from landrush_tui.screens.landrush.reveal import RevealScreen
    from landrush_tui.session import Session

    state = new_game(settings("You", "Basil:baseline"))
    after, report = play_turn(state, [[30] * len(state.lots), [20] * len(state.lots)])
    app = LandRushApp(session=Session.start(after), cursor_blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot)
        app.push_screen(RevealScreen(state, report, None))
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        legend = " ".join(app.screen.query_one(FieldMap).legend(200, 3))
        assert "paid 30 this turn" in legend and "last turn" not in legend


STEADY = ("You",) + ("Steady Ted:baseline",) + tuple(f"Steady Ted {i}:baseline" for i in range(2, 10))


def test_short_names_keep_cut_names_distinct():
    from landrush_tui.widgets.names import short_names

    names = ["You", "Steady Ted"] + [f"Steady Ted {i}" for i in range(2, 11)]
    cut = short_names(names, 9)
    assert len(set(cut)) == len(names) and all(len(c) <= 9 for c in cut)
    assert cut[0] == "You" and cut[2].endswith("2") and cut[-1].endswith("10")
    assert short_names(["Ann", "Bob"], 9) == ["Ann", "Bob"]  # nothing cut when it fits
    assert short_names(["Ann", "Ann"], 2) == ["A…", "A…"]  # the same name stays the same


def steady(line: str) -> str:
    """The Steady Ted named on a line, as shown (whole or cut)."""
    import re

    found = re.search(r"Steady(?: Ted(?: \d+)?| T…|…\d+)", line)
    assert found, line
    return found.group()


async def test_game_over_at_80x24_tells_ten_steady_teds_apart():
    app = app_with_state(finished_state(*STEADY))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        rows = [line for line in screen_text(app).splitlines() if "Steady" in line and "wins" not in line]
        assert len(rows) == 9 and len({steady(line) for line in rows}) == 9, rows


def test_the_table_of_everyone_tells_ten_steady_teds_apart():
    from rich.console import Console

    from landrush_tui.widgets.landrush.standings import glance_table

    state = finished_state(*STEADY)
    console = Console(width=40, record=True)
    console.print(glance_table(state.history[-1], state.money, state.settings.names, 0))
    rows = [line for line in console.export_text().splitlines() if "Steady" in line]
    assert len(rows) == 9 and len({steady(line) for line in rows}) == 9, rows


async def _past_turn_one(app, pilot) -> None:
    """Bid nothing on turn 1, skip its reveal and its payouts."""
    import asyncio

    for key in ("enter", "enter", "escape", "space"):
        for _ in range(20):  # a deciding key counts only on a settled screen
            await settle(app, pilot)
            await asyncio.sleep(0.1)
            if getattr(app.screen, "settled", lambda: True)():
                break
        await pilot.press(key)
    await settle(app, pilot)


async def test_the_table_of_ten_shows_whole_at_80x24():
    """t on turn 2: every player's row and every heading, no scrollbar over "Last"."""
    app = app_with(*seats(10))
    async with app.run_test(size=(80, 24)) as pilot:
        await _past_turn_one(app, pilot)
        assert "turn 2 of" in screen_text(app)
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        header = next(line for line in text.splitlines() if "Player" in line)
        assert header.split()[-4:] == ["Money", "Rgn", "Fld", "Last"], header
        box = app.screen.query_one("#glance-box")
        assert box.max_scroll_y == 0  # nothing hidden below
        for name in ("You",) + BOTS:
            assert name in text


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_turn_one_shows_how_a_turn_goes_whole(size):
    app = app_with(*seats(10))
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await pilot.press("4", "0", "tab", "3", "5", "enter")  # the review's lines too
        await pilot.pause()
        assert app.screen.reviewing
        text = " ".join(screen_text(app).split())
        assert "How a turn goes" in text  # and nothing of it below the box (no scrolling)
        assert app.screen.query_one("#glance-box").max_scroll_y == 0


async def test_the_payout_step_at_80x24_keeps_every_player_and_every_price():
    app = app_with(*seats(10))
    async with app.run_test(size=(80, 24)) as pilot:
        import asyncio

        for key in ("enter", "enter"):
            await settle(app, pilot)
            await asyncio.sleep(0.6)
            await pilot.press(key)
        await settle(app, pilot)
        report = app.screen.report
        await pilot.press("escape")  # straight to the payouts
        await pilot.pause()
        text = screen_text(app)
        for name in ("You",) + BOTS:
            assert name in text
        prices = next(line for line in text.splitlines() if line.strip().startswith("Prices"))
        for j, sale in enumerate(report.sales, 1):
            assert f"{j}: {sale.price}" in prices


def test_the_last_turn_says_so_on_the_bid_screen():
    from landrush_tui.screens.landrush.bid import remaining_text

    assert "Turns left" in remaining_text(_at_turn(1)).plain
    assert remaining_text(_at_turn(-1)).plain == "The last turn: it pays the Last row"


def _at_turn(turn: int):
    """A 2-player game at ``turn`` (-1: the last turn), bots bidding."""
    from ui_support import settings

    from landrush_tui.ai.landrush import call_bot, load_bot
    from landrush_tui.rules.landrush import new_game, play_turn, public_view, remaining_turns

    state = new_game(settings("You", "Basil:baseline"))
    bot = load_bot("baseline")
    while (turn == -1 and remaining_turns(state) > 1) or (turn > 0 and state.turn < turn):
        state, _ = play_turn(state, [call_bot(bot, public_view(state, s)) for s in range(2)])
    return state


def test_help_names_only_the_pools_that_rounding_missed():
    from ui_support import settings

    from landrush_tui.rules.landrush import new_game
    from landrush_tui.rules.landrush.help import game_section

    five = new_game(settings(*seats(5))).settings  # pays 124 a turn and exactly 625 at the end
    line = next(row for row in game_section(five).splitlines() if "Each turn" in row)
    assert "not exactly 125)" in line and "625)" not in line


def test_a_cut_name_keeps_its_number_beside_the_name_it_extends():
    """Seen in a replay: "Steady Ted 2" read "Steady Te…" beside "Steady T…3"."""
    from landrush_tui.widgets.names import short_names

    names = ["Steady Ted"] + [f"Steady Ted {i}" for i in range(2, 8)]
    cut = short_names(names, 10)
    assert cut[0] == "Steady Ted" and all(c.endswith(str(i)) for c, i in zip(cut[1:], range(2, 8), strict=True))
