"""The field map: shapes, marks, lot numbers, borders, clicks and tiny sizes."""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

import pytest
from landrush_games import random_bid_game
from textual.app import App, ComposeResult

from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.board import Board, Field
from landrush_tui.rules.landrush import Settings, new_game
from landrush_tui.widgets.landrush.field_map import BOX, FieldMap, cell_size, geometry, shade_fields
from landrush_tui.widgets.palette import player_marks

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]
LINES = set(BOX.values())


def midgame(n: int, turns: int, seed: int = 7):
    """A game after ``turns`` turns of random bids (deterministic per seed)."""
    names = NAMES[:n]
    return names, random_bid_game(names, turns, seed, "test-map", 4)


class MapApp(App):
    """A screen holding only the map, recording the clicks it reports."""

    def __init__(self, names, state, highlight=None):
        super().__init__()
        self.names, self.state, self.highlight = names, state, highlight
        self.clicks: list[FieldMap.FieldClicked] = []

    def compose(self) -> ComposeResult:
        field_map = FieldMap(self.state.board, self.names, id="map")
        field_map.show_state(self.state)
        field_map.highlight = self.highlight
        yield field_map

    def on_field_map_field_clicked(self, message: FieldMap.FieldClicked) -> None:
        self.clicks.append(message)


@asynccontextmanager
async def shown(names, state, size=(80, 24), highlight=None) -> AsyncIterator[tuple[MapApp, Any, FieldMap]]:
    """The map of ``state`` alone on a screen of ``size``: ``(app, pilot, field_map)``."""
    app = MapApp(names, state, highlight)
    async with app.run_test(size=size) as pilot:
        yield app, pilot, app.query_one(FieldMap)


def screen_text(field_map: FieldMap) -> list[str]:
    return ["".join(seg.text for seg in field_map.render_line(y)) for y in range(field_map.content_size.height)]


def char_at(field_map: FieldMap, cx: int, cy: int) -> str:
    """The character at map position (cx, cy), whatever the centring offset."""
    geo, x0, y0 = field_map._layout()
    return screen_text(field_map)[y0 + cy][x0 + cx]


def cells_of(geo, field: int) -> list[tuple[int, int]]:
    """The map positions (cx, cy) drawn as part of ``field``, in reading order."""
    return [(cx, cy) for cy in range(geo.height) for cx in range(geo.width) if geo.field[cy][cx] == field]


def texts_in_field(field_map: FieldMap, field: int) -> str:
    """All characters drawn inside a field, in reading order."""
    geo, x0, y0 = field_map._layout()
    rows = screen_text(field_map)
    return "".join(rows[y0 + cy][x0 + cx] for cx, cy in cells_of(geo, field))


async def test_each_owned_field_carries_its_owners_mark_and_lots_their_number() -> None:
    names, state = midgame(4, 4)
    async with shown(names, state) as (app, pilot, field_map):
        marks = player_marks(names)
        owned = [f for f, o in enumerate(state.owners) if o is not None]
        assert owned
        sold = {s.field for s in state.last_report.sales}
        for f in owned:  # a field sold last turn may have room for its price only
            if f not in sold:
                assert marks[state.owners[f]] in texts_in_field(field_map, f)
        for number, f in enumerate(state.lots, start=1):
            assert texts_in_field(field_map, f).strip() == str(number)
        for number, f in enumerate(state.up_next, start=len(state.lots) + 1):  # numbered on, in order
            assert texts_in_field(field_map, f).strip() == str(number)
        for sale in state.last_report.sales:  # last turn's prices are shown next to the mark
            assert str(sale.price) in texts_in_field(field_map, sale.field)


@pytest.mark.parametrize("size", [(80, 24), (40, 16), (200, 60)])
async def test_lines_appear_exactly_between_different_fields(size) -> None:
    names, state = midgame(4, 2)
    async with shown(names, state, size=size) as (app, pilot, field_map):
        geo, _, _ = field_map._layout()
        board, sw, sh = state.board, geo.w + 1, geo.h + 1
        at = board.field_at
        for (x, y), f in at.items():
            inside = (x * sw + 1 + geo.w // 2, y * sh + 1 + geo.h // 2)
            assert char_at(field_map, *inside) not in LINES
            if x + 1 < board.width:  # the grid line to the right of the cell, mid-height
                ch = char_at(field_map, (x + 1) * sw, y * sh + 1)
                assert (ch in LINES) == (at[(x + 1, y)] != f), (x, y, ch)
            if y + 1 < board.height:  # the grid line under the cell
                ch = char_at(field_map, x * sw + 1, (y + 1) * sh)
                assert (ch in LINES) == (at[(x, y + 1)] != f), (x, y, ch)
        right, bottom = geo.width - 1, geo.height - 1
        assert [char_at(field_map, *p) for p in [(0, 0), (right, 0), (0, bottom), (right, bottom)]] == list("┌┐└┘")
        assert {char_at(field_map, x, 0) for x in range(1, right)} <= set("─┬")


async def test_highlight_draws_heavy_lines_round_only_that_field() -> None:
    names, state = midgame(4, 2)
    lot = state.lots[0]
    async with shown(names, state, highlight=lot) as (app, pilot, field_map):
        geo, x0, y0 = field_map._layout()
        rows = screen_text(field_map)
        heavy = {(cx, cy) for cy in range(geo.height) for cx in range(geo.width) if rows[y0 + cy][x0 + cx] in "━┃"}
        assert heavy
        for cx, cy in heavy:  # every heavy segment touches the highlighted field
            near = {
                geo.field[cy + dy][cx + dx]
                for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
                if 0 <= cy + dy < geo.height and 0 <= cx + dx < geo.width
            }
            assert lot in near
        field_map.highlight = None
        await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
        assert not any(ch in "━┃" for row in screen_text(field_map) for ch in row)


async def test_clicking_a_lot_posts_its_field_and_lot_number() -> None:
    names, state = midgame(4, 1)
    async with shown(names, state) as (app, pilot, field_map):
        geo, x0, y0 = field_map._layout()
        for number, lot in enumerate(state.lots, start=1):
            cx, cy = cells_of(geo, lot)[0]
            await pilot.click("#map", offset=(x0 + cx, y0 + cy))
            await pilot.pause()
            assert (app.clicks[-1].field, app.clicks[-1].lot) == (lot, number)
            assert app.clicks[-1].control is field_map
        owned = next(f for f, o in enumerate(state.owners) if o is not None)
        cx, cy = cells_of(geo, owned)[0]
        await pilot.click("#map", offset=(x0 + cx, y0 + cy))
        await pilot.pause()
        assert (app.clicks[-1].field, app.clicks[-1].lot) == (owned, None)
        count = len(app.clicks)
        await pilot.click("#map", offset=(x0, y0))  # the frame's corner is no field
        await pilot.click("#map", offset=(0, 0))  # nor is the margin
        await pilot.pause()
        assert len(app.clicks) == count


@pytest.mark.parametrize("size", [(30, 10), (36, 24), (80, 7), (5, 2)])
async def test_too_small_shows_enlarge_text_instead_of_a_broken_map(size) -> None:
    names, state = midgame(4, 1)
    async with shown(names, state, size=size) as (app, pilot, field_map):
        text = " ".join(screen_text(field_map))
        assert "Enlarge" in text or size == (5, 2)  # 5 columns cannot hold the word
        assert not any(ch in LINES for ch in text)
        await pilot.click("#map", offset=(1, 1))
        assert app.clicks == []


async def test_new_state_with_another_board_redraws_it() -> None:
    names, state = midgame(4, 3)
    _, other = midgame(4, 0, seed=99)
    async with shown(names, state) as (app, pilot, field_map):
        field_map.show_state(other)
        await pilot.pause()
        assert field_map.board == other.board and field_map.prices == {}
        geo, _, _ = field_map._layout()
        assert geo.board == other.board
        for number, f in enumerate(other.lots, start=1):
            assert texts_in_field(field_map, f).strip() == str(number)


async def test_light_theme_draws_other_shades() -> None:
    names, state = midgame(4, 2)
    async with shown(names, state) as (app, pilot, field_map):
        geo, x0, y0 = field_map._layout()
        unsold = state.unsold[0]
        cx, cy = cells_of(geo, unsold)[0]
        dark_bg = field_map.render_line(y0 + cy).crop(x0 + cx, x0 + cx + 1)._segments[0].style.bgcolor
        app.theme = "textual-light"
        await pilot.pause()
        light_bg = field_map.render_line(y0 + cy).crop(x0 + cx, x0 + cx + 1)._segments[0].style.bgcolor
        assert dark_bg != light_bg


def test_cell_size_fits_the_space_and_has_a_minimum() -> None:
    _, state = midgame(4, 0)
    board = state.board  # 9x7
    assert cell_size(board, 37, 15) == (3, 1)
    assert cell_size(board, 36, 15) is None and cell_size(board, 37, 7) is None
    assert cell_size(board, 37, 14) == (3, 0) == cell_size(board, 37, 8)  # one row per row of cells
    for width, height in [(37, 8), (37, 15), (80, 24), (120, 40), (200, 60)]:
        w, h = cell_size(board, width, height)
        geo = geometry(board, w, h)
        assert geo.width <= width and geo.height <= height
    assert cell_size(board, 200, 60) > cell_size(board, 80, 24)


@pytest.mark.parametrize("players", [2, 5, 8])
def test_neighbouring_fields_get_different_shades(players) -> None:
    for seed in range(40):
        state = new_game(Settings(players=tuple(PlayerSpec(str(i)) for i in range(players)), seed=seed))
        board = state.board
        shades = shade_fields(board, 4)
        assert all(shades[f] != shades[g] for f in range(len(board.fields)) for g in board.neighbours[f])


def test_geometry_merges_the_cells_of_one_field() -> None:
    # Two fields: an L of three cells and the single cell it wraps round.
    board = Board(2, 2, (Field(0, ((0, 0), (1, 0), (0, 1))), Field(1, ((1, 1),))))
    geo = geometry(board, 3, 1)
    rows = ["".join("#" if f < 0 else str(f) for f in row) for row in geo.field]
    assert rows == [
        "#########",
        "#0000000#",
        "#000#####",
        "#000#111#",
        "#########",
    ]


# -- snapshots -------------------------------------------------------------


def test_snapshot_four_players_mid_game(snap_compare) -> None:
    names, state = midgame(4, 4)
    assert snap_compare(MapApp(names, state, highlight=state.lots[0]), terminal_size=(80, 24))


def test_snapshot_ten_players(snap_compare) -> None:
    names, state = midgame(10, 5)
    assert snap_compare(MapApp(names, state), terminal_size=(120, 40))


async def test_prices_can_be_left_out_and_names_changed() -> None:
    names, state = midgame(4, 3)
    async with shown(names, state) as (app, pilot, field_map):
        field_map.show_state(state, prices=False)
        await pilot.pause()
        assert field_map.prices == {}
        for sale in state.last_report.sales:
            assert texts_in_field(field_map, sale.field).strip() == player_marks(names)[sale.winner]
        field_map.set_names(["Zed", "Yan", "Xia", "Wu"])
        await pilot.pause()
        owned = next(f for f, o in enumerate(state.owners) if o is not None)
        assert texts_in_field(field_map, owned).strip() == "ZYXW"[state.owners[owned]]


def test_the_legend_says_what_lot_numbers_plus_and_prices_mean_in_the_room_there_is():
    """Issue 9 (what players miss): a legend for the map's marks, in its spare lines."""
    names, state = midgame(3, 2)
    fmap = FieldMap(state.board, names)
    fmap.set_reactive(FieldMap.lots, state.lots)
    fmap.set_reactive(FieldMap.up_next, state.up_next)
    fmap.set_reactive(FieldMap.owners, state.owners)
    fmap.set_reactive(FieldMap.prices, {s.field: s.price for s in state.last_report.sales})
    sale = min(state.last_report.sales, key=lambda s: s.field)
    mark = player_marks(names)[sale.winner]
    wide = fmap.legend(80, 2)
    first, last = len(state.lots) + 1, len(state.lots) + len(state.up_next)
    assert len(wide) == 1 and "lots now" in wide[0] and f"{first}-{last}: next turn" in wide[0]
    assert f"{mark} {sale.price}: {mark} paid {sale.price} last turn" in wide[0]  # a real example
    narrow = fmap.legend(40, 2)
    assert len(narrow) == 2 and all(len(row) <= 40 for row in narrow) and "paid" in narrow[1]
    assert fmap.legend(40, 1) == [narrow[0]]  # one spare line: what fits, nothing cut
    assert fmap.legend(40, 0) == []
    fmap.set_reactive(FieldMap.up_next, ())
    fmap.set_reactive(FieldMap.prices, {})
    assert fmap.legend(80) == [f"1-{len(state.lots)}: lots now"]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (70, 12)])
async def test_a_moved_highlight_repaints_only_the_lines_it_changes(size, monkeypatch) -> None:
    """Tab on the bid screen moves the highlight: the map draws again, and the screen
    repaints, only the lines where the old or the new field's outline and label are,
    and they come out as a whole new drawing would draw them."""
    names, state = midgame(4, 2)
    async with shown(names, state, size=size) as (app, pilot, field_map):
        await pilot.pause()
        height = field_map.content_size.height

        def drawing() -> list[list]:
            return [list(field_map.render_line(y)) for y in range(height)]

        def drawn_anew() -> list[list]:
            field_map._lines = None
            return drawing()

        before = drawn_anew()
        repainted: list[tuple] = []
        refresh = FieldMap.refresh

        def counted(self, *regions, **kwargs):
            repainted.append(regions)
            return refresh(self, *regions, **kwargs)

        monkeypatch.setattr(FieldMap, "refresh", counted)
        for lot in [*state.lots, None, state.lots[-1], state.lots[0]]:
            repainted.clear()
            field_map.highlight = lot
            now = drawing()
            assert now == drawn_anew()
            changed = {y for y in range(height) if now[y] != before[y]}
            assert changed and all(len(regions) == 1 and regions[0].height == 1 for regions in repainted), repainted
            assert {regions[0].y for regions in repainted} == changed
            before = now
