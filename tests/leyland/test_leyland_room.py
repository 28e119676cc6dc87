"""Ley of the Land's map uses the room of a wide window: at 120 columns every
seat's name is whole (up to the form's 14 characters) on the seat lines, the
points and the round's bids, and a click still finds the space under it; at 80
columns it keeps its 79."""

from __future__ import annotations

import pytest
from leyland_helpers import humans, simple
from ui_support import screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.leyland import game
from landrush_tui.screens.leyland import draw
from landrush_tui.session import Session

NAMES = ("Christine", "Bartholomew Jo", "Samantha", "Di")


def long_named(rounds: int = 5) -> game.State:
    state = game.new_game(game.Settings(humans(*NAMES), 11))
    while state.round <= rounds:
        seats, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: simple(state, s) for s in seats})
    return state


def test_a_wide_window_shows_whole_names_and_a_narrow_one_keeps_79_columns():
    state, _ = game.apply(long_named(), {0: 2, 1: 0, 2: 1, 3: 0})  # the bids are out
    wide = [t.plain for t in draw.map_lines(state, room=draw.room_for(120))]
    assert max(len(line) for line in wide) <= 117
    seat_line, points = wide[5], "\n".join(wide[5:])
    bids = " ".join(line[draw.WIDE.right_col :] for line in wide[1:5])
    for name in NAMES:
        assert name in seat_line
        assert name in points
        assert name in bids
    narrow = [t.plain for t in draw.map_lines(state, room=draw.room_for(80))]
    assert max(len(line) for line in narrow) <= 79
    assert narrow == [t.plain for t in draw.map_lines(state)]  # the 80-column map as it was


@pytest.mark.parametrize("rows", [0, 40], ids=["wide", "tall"])
def test_a_click_finds_the_space_under_it_in_the_wide_and_the_tall_map(rows):
    state = long_named()
    room = draw.room_for(120, rows)
    assert room.cell == (5 if rows else 3)
    lines = [t.plain for t in draw.map_lines(state, room=room)]
    assert len(lines) == 7 + room.board_size and max(len(line) for line in lines) <= 117
    pitch, mid = room.pitch, room.pitch // 2
    for seat in range(state.n):
        for x in range(3):
            for y in range(3):
                col = draw.BOARD_COL + seat * room.board_step + pitch * x + mid
                row = draw.BOARD_ROW + pitch * y + mid
                assert draw.hit(state, col, row, room) == ("space", seat, x, y)
                # the middle of a space, between the board's lines (or its row number)
                assert lines[row][col - mid] in "|123" and lines[row][col + mid] == "|"
                # the board's lines are no space
                assert draw.hit(state, col + mid, row, room) is None and draw.hit(state, col, row + mid, room) is None


async def test_the_action_screen_at_120x40_names_every_seat_whole():
    state = long_named()
    state, _ = game.apply(state, {0: 2, 1: 0, 2: 1, 3: 0})
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(5):
            await pilot.pause(0.05)
        shown = "\n".join(t.plain for t in app.screen.query_one("#ley-map").lines)  # type: ignore[attr-defined]
        for name in NAMES:
            assert name in shown
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.1)
        narrow = [t.plain for t in app.screen.query_one("#ley-map").lines]  # type: ignore[attr-defined]
        assert max(len(line) for line in narrow) <= 79


async def test_a_tall_window_gives_the_map_bigger_spaces_and_80x24_keeps_its_map():
    """At 120x40 the boards' spaces are 5 x 5 (the map 26 rows, not 20) and the
    story under it still ends with the round under way, just above the Footer;
    at 80x24 and 100x30 the map is as it was."""
    state, _ = game.apply(long_named(), {0: 2, 1: 0, 2: 1, 3: 0})
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))
    rows = {}
    async with app.run_test(size=(80, 24)) as pilot:
        for size in ((80, 24), (100, 30), (120, 40), (160, 50)):
            await pilot.resize_terminal(*size)
            for _ in range(3):
                await pilot.pause(0.05)
            shown = app.screen.query_one("#ley-map")
            rows[size] = shown.region.height
            prompt = app.screen.query_one("#ley-prompt")
            assert shown.region.bottom <= prompt.region.y and prompt.region.bottom <= size[1] - 1, size
            if size[0] == 80:
                assert [t.plain for t in shown.lines] == [  # type: ignore[attr-defined]
                    t.plain for t in draw.map_lines(state, right="Christine to act")
                ]
            if size[1] >= 34:
                log = app.screen.query_one("#ley-log")
                assert log.region.bottom <= size[1] - 1
                last = [line for line in screen_text(app).splitlines() if line.strip()][-2]  # above the Footer
                assert last.strip().startswith("Round 6 (marker"), (size, last)
    assert rows[(80, 24)] == rows[(100, 30)] == 20
    assert rows[(120, 40)] == rows[(160, 50)] == 26


async def test_game_over_ranks_whole_names_where_the_window_has_room():
    """Seen in tmux at 120x40: the ranking read "Oracle…", "Farmer…", "Sprout…"
    beside a board that left room for the names."""
    names = ("Oracle Ola 2", "Oracle Ola 3", "Farmer Fen 12", "Sprout Sam 14")
    state = game.new_game(game.Settings(humans(*names), 11))
    while not state.is_over:
        seats, _ = game.ask_of(state)
        state, _ = game.apply(state, {s: simple(state, s) for s in seats})
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "leyland"))

    def ranking() -> str:
        return str(app.screen.query_one("#over-breakdown").render())

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.3)
        assert app.screen.__class__.__name__ == "GameOverScreen"
        assert all(f"{name} " in ranking() for name in names), ranking()
        assert all(f"{name} " in screen_text(app) for name in names)  # and on the screen, not cut by it
        await pilot.resize_terminal(100, 30)  # the boards beside the ranking need the room here
        await pilot.pause(0.3)
        assert not any(name in ranking() for name in names) and "Oracle…2" in ranking() and "Oracle…3" in ranking()
        await pilot.resize_terminal(80, 24)  # the boards go beneath: the ranking has the whole width
        await pilot.pause(0.3)
        assert all(f"{name} " in ranking() for name in names)
