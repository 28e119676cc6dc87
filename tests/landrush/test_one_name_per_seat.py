"""One name per seat: at a table of ten, each seat's mark letter and its colour
are the same on the hand-over, the map, every table (the bid screen's table of
everyone, the reveal's bids, the payout, the money beside the map, the final
ranking) and the log. Ten seats with shared initials are where the marks stop
being plain initials, so that is where they could drift apart."""

from __future__ import annotations

from landrush_ui import played_turns
from rich.color import Color
from rich.console import Console, RenderableType
from rich.text import Text
from ui_support import app_with_state, settings

from landrush_tui.rules.landrush.ruleset import RULES
from landrush_tui.screens.landrush import LandRushUI
from landrush_tui.screens.landrush.game_over import ranking_table
from landrush_tui.screens.landrush.pages import log_text
from landrush_tui.screens.landrush.reveal import bids_table, prices_line
from landrush_tui.screens.landrush.table import TableScreen, money_table
from landrush_tui.widgets.landrush.field_map import FieldMap
from landrush_tui.widgets.landrush.standings import glance_table, standings_table
from landrush_tui.widgets.palette import player_colour

# Shared initials and shared starts: Steady/Sam/Sara, Ted/Tess, Ann/Anna.
NAMES = ("Ann", "Anna", "Steady Ted", "Steady Ted 2", "Sam", "Sara", "Ted", "Tess", "Bo", "Bob")
SEATS = (NAMES[0], *(f"{name}:baseline" for name in NAMES[1:]))


def tags(renderable: RenderableType) -> dict[str, set[Color | None]]:
    """Each one-letter tag (" X " on a colour) drawn by ``renderable``, with its colours."""
    console = Console(width=160, color_system="truecolor", legacy_windows=False)
    found: dict[str, set[Color | None]] = {}
    for segment in console.render(renderable, console.options.update(width=160)):
        text, style = segment.text, segment.style
        if len(text) == 3 and text[0] == text[2] == " " and text[1].isalpha() and style and style.bgcolor:
            found.setdefault(text[1], set()).add(style.bgcolor)
    return found


def assert_one_name_per_seat(where: str, found: dict[str, set[Color | None]], marks: list[str], seats) -> None:
    for seat in seats:
        assert found.get(marks[seat]) == {Color.parse(player_colour(seat))}, (where, NAMES[seat], found)


async def test_a_seat_has_one_mark_and_one_colour_everywhere_at_ten_seats():
    state = played_turns(settings(*SEATS), 3)
    ui = LandRushUI(RULES)
    everyone = range(len(NAMES))
    # The hand-over shows the seat as seat_tag draws it; its key is that mark.
    handover = [ui.seat_tag(state, seat) for seat in everyone]
    marks = [tag.plain.strip()[:1] for tag in handover]
    assert len(set(marks)) == len(NAMES)
    for seat, tag in enumerate(handover):
        assert_one_name_per_seat("hand-over", tags(tag), marks, [seat])

    report, previous = state.history[-1], state.history[-2]
    start = state.settings.start_money
    assert_one_name_per_seat("table of everyone", tags(glance_table(report, state.money, NAMES, 0)), marks, everyone)
    assert_one_name_per_seat("reveal", tags(bids_table(report, len(report.lots), list(NAMES))), marks, everyone)
    buyers = {sale.winner for sale in report.sales}
    assert_one_name_per_seat("prices line", tags(prices_line(report, NAMES)), marks, buyers)
    assert_one_name_per_seat("payout", tags(standings_table(report, NAMES, previous, start)), marks, everyone)
    assert_one_name_per_seat("money", tags(money_table(state)), marks, everyone)
    assert_one_name_per_seat("final ranking", tags(ranking_table(state)), marks, everyone)
    log = log_text(state)
    assert isinstance(log, Text)
    assert_one_name_per_seat("log", tags(log), marks, everyone)

    # The map: each owned field's mark on its owner's colour.
    owners = {seat for seat in state.owners if seat is not None}
    assert len(owners) >= 3
    app = app_with_state(state)
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, TableScreen) and not app.screen.query(FieldMap):
            await pilot.pause()
        await pilot.pause()
        fmap = app.screen.query_one(FieldMap)
        drawn: dict[str, set[Color | None]] = {}
        for y in range(fmap.size.height):
            for segment in fmap.render_line(y):
                words = segment.text.split()
                if words and len(words[0]) == 1 and words[0].isalpha() and segment.style and segment.style.bgcolor:
                    drawn.setdefault(words[0], set()).add(segment.style.bgcolor)
    assert_one_name_per_seat("map", drawn, marks, owners)
