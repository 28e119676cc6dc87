"""Place a tile on one's own island."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Static

from ...rules.auctionland import game, island
from ...rules.auctionland.game import State
from ...rules.players import verb
from ..keys import arrows
from ..pace import PACE_KEYS, Pace, quiet
from . import draw
from .base import AuctionScreen, Board, Press


class PlaceScreen(AuctionScreen):
    """Place a tile on one's own island: arrows move, r rotates, Enter places
    (only at a legal place); a click moves to a place, a second click places. Public."""

    CONFIRM_ACTIONS = frozenset({"place"})
    BINDINGS = [
        *arrows("move"),
        Binding("r", "rotate", "Rotate"),
        Binding("enter", "place", "Place"),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        assert state.tile is not None
        self.tile = state.tile
        self.rotation = 0
        self.legal = game.legal_places(state)
        self.cursor = self.legal[0]

    def compose_body(self) -> Iterable[Widget]:
        yield Static(draw.header(self.state, None, max(80, self.app.size.width)), id="head")
        with Horizontal(id="place-row"):
            yield Board(self._large(), id="large")
            yield Static(self._preview(), id="preview")
        with Horizontal(id="prompt"):
            yield Press("Rotate", id="rotate", act="rotate", compact=True)
            yield Press("Place", id="place", act="place", variant="primary", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")
        yield Static(Text("\n").join(draw.last_words(self.state)), id="words")

    def _large(self) -> Text:
        return Text("\n").join(draw.large_island(self.state, self.seat, self.tile, self.rotation, self.cursor))

    def _preview(self) -> Text:
        names = draw.names_of(self.state)
        row, col = island.line_counts(self.state.occupied(self.seat), self.cursor)
        who = names[self.seat]
        lines = [
            Text(f"{who} {verb(who, 'places', 'place')}", "bold"),
            *draw.tile_preview(self.tile, self.rotation),
            Text(f"at ({self.cursor[0]},{self.cursor[1]}): {row} in its row, {col} in its column"),
            Text("legal: ++  bonus line: > v", "dim"),
        ]
        if (row == 4 or col == 4) and self.seat not in self.state.marks:
            lines.append(Text("completes a line: bonus tile!", "bold"))
        lines.append(Text(""))
        lines.append(Text("islands (icons P/L/M):", "dim"))
        for s in range(self.state.n):
            line = draw.tag(self.state, s, False, 12)
            line.append(f" {len(self.state.islands[s]):>2} tiles {draw.icon_text(self.state, s)}")
            lines.append(line)
        return Text("\n").join(lines)

    def _question(self) -> str:
        ok = self.cursor in self.legal
        return f"({self.cursor[0]},{self.cursor[1]}) {'legal' if ok else 'not legal'}: arrows, r, Enter"

    def _redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#large", Static).update(self._large())
            self.query_one("#preview", Static).update(self._preview())
            self.query_one("#question", Static).update(self._question())

    def action_move(self, dx: int, dy: int) -> None:
        x0, y0, x1, y1 = draw.window(self.state.grid(self.seat))
        x = max(x0, min(x1, self.cursor[0] + dx))
        y = max(y0, min(y1, self.cursor[1] + dy))
        self.cursor = (x, y)
        self.say("")
        self._redraw()

    def action_rotate(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self._redraw()

    def board_click(self, x: int, y: int) -> None:
        x0, y0, x1, y1 = draw.window(self.state.grid(self.seat))
        if x < 4 or y < 1:
            return
        pos = (x0 + (x - 4) // 5, y0 + (y - 1) // 2)
        if not (x0 <= pos[0] <= x1 and y0 <= pos[1] <= y1):
            return
        if pos == self.cursor:
            self.action_place()
        else:
            self.cursor = pos
            self.say("")
            self._redraw()

    def action_place(self) -> None:
        self.decide(self.seat, (self.cursor[0], self.cursor[1], self.rotation), "Not there: {}.")
