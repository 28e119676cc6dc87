"""Circuit's ring uses a wide window: at 120 columns each owned space also names
its owner whole and the tokens stand in a column of their own; at 80 columns
the spec's 79-column map is kept, and narrower the packed one."""

from __future__ import annotations

from circuit_helpers import humans

from landrush_tui.rules.circuit import game
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
