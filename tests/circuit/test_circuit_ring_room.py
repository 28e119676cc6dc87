"""Circuit's ring uses a wide window: at 120 columns each owned space also names
its owner whole and the tokens stand in a column of their own; at 80 columns
the spec's 79-column map is kept, and narrower the packed one."""

from __future__ import annotations

from circuit_helpers import humans

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.screens.circuit.roll import RollScreen
from landrush_tui.session import Session
from landrush_tui.widgets.circuit import ring

NAMES = ("Christine", "Bartholomew", "Samantha", "Di", "Prudent Pia", "Prudent Pia 2")


def bought() -> game.State:
    state = game.new_game(game.Settings(humans(*NAMES), "optional", None, 7))
    for _ in range(30):
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    return state


def test_at_120_columns_every_owned_space_names_its_owner_whole_and_80_keeps_79():
    state = bought()
    lines = [t.plain for t in ring.ring_lines(state, width=119)]
    assert {len(line) for line in lines} == {119}
    owned = [(n, o) for n, o in enumerate(state.owners, 1) if o is not None]
    assert len(owned) >= 6
    text = "\n".join(lines)
    for number, owner in owned:
        row = next(line for line in lines if f"|{number:>2} " in line)
        half = row[: len(row) // 2] if number <= 11 else row[len(row) // 2 :]
        assert f"{ring.marks_of(state)[owner]} {NAMES[owner]}" in half, (number, half)
    assert "Prudent Pia 2" in text  # whole, told apart from Prudent Pia
    header = ring.board_text(state, width=119).plain.splitlines()[0]
    assert len(header) <= 119 and header.rstrip().endswith(f"-> {state.last.to}")
    # at 80 columns the spec's map as it was, narrower the packed one
    assert {len(t.plain) for t in ring.ring_lines(state, width=80)} == {79}
    assert {len(t.plain) for t in ring.ring_lines(state, width=79)} == {79}
    assert {len(t.plain) for t in ring.ring_lines(state, width=74)} == {74}
    assert ring.Board(state).text(120).plain.splitlines()[1] == ring.ring_lines(state, width=119)[0].plain


async def test_a_tall_window_gives_the_ring_two_rows_a_space_and_80x24_keeps_one():
    """At 120x40 (and 160x50) the ring grows down the window, each space with a row
    saying what it is; at 80x24 and 100x30 it keeps its one row a space. At every
    size the roll prompt stays whole above the Footer."""
    for seats in (2, 6):
        state = game.new_game(game.Settings(humans(*NAMES[:seats]), "optional", None, 7))
        for _ in range(4 * seats):
            seat, what = game.ask_of(state)
            state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
        while game.ask_of(state)[1] != "roll":
            state, _ = game.apply(state, state.to_move, "decline")
        app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
        rows = {}
        async with app.run_test(size=(120, 40)) as pilot:
            for size in ((120, 40), (80, 24), (100, 30), (160, 50)):
                await pilot.resize_terminal(*size)
                await pilot.pause(0.1)
                screen = app.screen
                assert isinstance(screen, RollScreen)
                view, prompt = screen.query_one("#ring"), screen.query_one("#prompt")
                rows[size] = view.region.height
                assert view.region.bottom <= prompt.region.y and prompt.region.bottom <= size[1] - 1, (seats, size)
                text = (
                    ring.joined(list(view.lines)).plain if hasattr(view, "lines") else view.content.text(size[0]).plain
                )
                assert ("Territory: price 1000, rent 600" in text) == (size[1] >= 40), (seats, size)
        seat_rows = seats if seats <= 4 else 1 + (seats + 1) // 2
        assert rows[(80, 24)] == 1 + 13 + seat_rows + 1  # as before: the spec's map and the seats
        assert rows[(100, 30)] == 1 + 13 + seats + 1
        assert rows[(120, 40)] == rows[(160, 50)] == 1 + 24 + seats + 1, rows
