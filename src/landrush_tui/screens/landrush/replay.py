"""Replay: step through a game turn by turn on the map.

Position 0 is the start (turn 1's lots numbered on the map); position t shows
the board after turn t with the prices paid, and beside it that turn's lots,
every seat's bids, the sales and the payouts (``widgets.landrush.turn_details``). The
states are rebuilt from the recorded bids by the rules, so what is shown is
what the rules make of them.

The stand-alone ``landrush replay FILE`` is ``replay_app.ReplayApp``.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Static

from ...rules.landrush import GameState, record
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.turn_details import TurnDetails, states_of
from ..keys import CLOSE_KEYS

__all__ = ["ReplayScreen"]


class ReplayScreen(Screen):
    """Step through a game. Dismissed (None) when closed."""

    CSS_PATH = "replay.tcss"
    ALLOW_SELECT = False  # see ReplayApp
    AUTO_FOCUS = ""  # nothing to type into until "Go to turn": keys step through turns
    BINDINGS = [
        Binding("right,n,l,space", "forward", "Next turn"),
        Binding("left,p,h,backspace", "back", "Previous"),
        Binding("home", "first", "Start", show=False),
        Binding("end", "last", "End", show=False),
        Binding("j,g", "jump", "Go to turn"),
        Binding("m", "map_or_tables", "Map/tables"),
        Binding("pagedown", "scroll_details(1)", "Scroll", show=False),
        Binding("pageup", "scroll_details(-1)", "Scroll", show=False),
        *CLOSE_KEYS,
    ]

    def __init__(self, game: GameState | record.GameRecord | Sequence[GameState], title: str = "Replay") -> None:
        super().__init__()
        if isinstance(game, (GameState, record.GameRecord)):
            self.states = states_of(game)
        else:
            self.states = list(game)
        if not self.states:
            raise ValueError("nothing to replay")
        self.title_text = title
        self.position = 0
        # When map and tables do not fit side by side (80x24, many seats), one of
        # them fills the window: the tables first, "m" swaps.
        self.alone = "tables"
        self.side_by_side = True
        self._needs: dict[tuple[int, int], int] = {}  # (position, window width): the tables' width
        self._title_text: Text | None = None

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def compose(self) -> ComposeResult:
        final = self.states[-1]
        yield Static(id="replay-title")
        with Horizontal(id="replay-layout"):
            yield FieldMap(final.board, final.settings.names, id="replay-map")
            # Not focusable: the arrow keys belong to stepping through turns.
            side = VerticalScroll(id="replay-side")
            side.can_focus = False
            with side:
                yield TurnDetails(id="replay-details")
        box = Input(
            placeholder=f"Turn number, 0 to {self.last}; Enter to go, Escape to cancel",
            id="replay-jump",
            restrict=r"[0-9]*",
            max_length=4,
        )
        # Hidden and unfocusable until "Go to turn" opens it (Tab must not reach a hidden box).
        # Shown and hidden by inline style, not a CSS class: a class change made
        # while the box loses focus was seen not to restyle it.
        box.display = False
        box.can_focus = False
        yield box
        yield Static(id="replay-message")
        yield Footer()

    def on_mount(self) -> None:
        self.show(self.position)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys can arrive between the push and the mount: nothing to step through yet.
        if action == "map_or_tables":
            return self.is_mounted and not self.side_by_side
        return self.is_mounted

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """Map beside the tables when both fit the window whole, else one of them
        alone: a table is never cut (a price of 500 read as "5…")."""
        if not self.is_mounted:
            return
        from rich.measure import Measurement

        width = self.app.size.width
        need = self._needs.get((self.position, width))
        if need is None:  # measuring the tables costs as much as drawing them: once per turn and width
            details = self.query_one(TurnDetails)
            console = self.app.console
            need = (
                Measurement.get(console, console.options, details.renderable_now()).maximum + 3
            )  # padding, border, scrollbar
            self._needs[(self.position, width)] = need
        fmap = self.query_one(FieldMap)
        side = self.query_one("#replay-side", VerticalScroll)
        size = self.app.size
        room = size.height - 2  # the title and the footer lines
        both = width - need >= fmap.get_content_width(size, size) and room >= fmap.get_content_height(
            size, size, width - need
        )
        # Styles are set only when they change: each setting lays the screen out again.
        show_map, show_side, side_width = (
            (True, True, f"{need}")
            if both
            else (
                self.alone == "map",
                self.alone == "tables",
                "1fr",
            )
        )
        if fmap.display != show_map:
            fmap.display = show_map
        if side.display != show_side:
            side.display = show_side
        if str(side.styles.width) != side_width:
            side.styles.width = side_width
        if both != self.side_by_side:
            self.side_by_side = both
            self.refresh_bindings()
            self._title()

    def action_map_or_tables(self) -> None:
        self.alone = "map" if self.alone == "tables" else "tables"
        self._fit()
        self._title()

    def show(self, position: int) -> None:
        """Move to a position (clamped to the game) and redraw."""
        self.position = max(0, min(self.last, position))
        state = self.states[self.position]
        fmap = self.query_one(FieldMap)
        fmap.owners = state.owners
        fmap.paid_when = f"in turn {self.position}"
        if self.position == 0:
            fmap.lots, fmap.up_next, fmap.prices = state.lots, state.up_next, {}
        else:
            report = state.history[-1]
            fmap.lots, fmap.up_next = (), ()
            fmap.prices = {s.field: s.price for s in report.sales}
        self.query_one("#replay-details", TurnDetails).show(self.states, self.position)
        self.query_one("#replay-side", VerticalScroll).scroll_home(animate=False)
        self._fit()
        self._title()

    def _title(self) -> None:
        where = "start" if self.position == 0 else f"turn {self.position} of {self.last}"
        # The names only where they fit: the tables name everyone anyway.
        names = ", ".join(p.name for p in self.states[0].settings.players)
        text = Text.assemble((f"{self.title_text}: ", "bold"), where)
        if not self.side_by_side:
            text.append("  ")
            text.append(
                f"({'map' if self.alone == 'map' else 'tables'}; m for the "
                f"{'tables' if self.alone == 'map' else 'map'})",
                style="italic",
            )
        if text.cell_len + 2 + len(names) <= self.app.size.width - 2:
            text.append("  ")
            text.append(names, style="dim")
        if text != self._title_text:  # an unchanged title is not laid out again
            self._title_text = text
            self.query_one("#replay-title", Static).update(text)

    def action_scroll_details(self, pages: int) -> None:
        side = self.query_one("#replay-side", VerticalScroll)
        (side.scroll_page_down if pages > 0 else side.scroll_page_up)(animate=False)

    def say(self, text: str = "") -> None:
        note = self.query_one("#replay-message", Static)
        if str(note.render()) != text:
            note.update(text)
        note.set_class(bool(text), "-shown")  # the line takes room only when it says something

    def action_forward(self) -> None:
        self.say("" if self.position < self.last else "That was the last turn.")
        self.show(self.position + 1)

    def action_back(self) -> None:
        self.say("" if self.position > 0 else "This is the start of the game.")
        self.show(self.position - 1)

    def action_first(self) -> None:
        self.say()
        self.show(0)

    def action_last(self) -> None:
        self.say()
        self.show(self.last)

    def action_jump(self) -> None:
        box = self.query_one("#replay-jump", Input)
        box.value = ""
        box.display = True
        box.can_focus = True
        box.focus()

    def action_close(self) -> None:
        box = self.query_one("#replay-jump", Input)
        if box.display:  # Escape first closes the turn prompt
            self._hide_jump()
            return
        if self.app.screen is not self:  # a second Escape in one burst: already closing
            return
        if self.app.screen_stack[0] is self:  # the standalone replay: closing it quits
            self.app.exit(0)
        else:
            self.dismiss(None)

    def _hide_jump(self) -> None:
        box = self.query_one("#replay-jump", Input)
        box.display = False
        box.can_focus = False
        self.set_focus(None)

    @on(Input.Submitted, "#replay-jump")
    def _jump_to(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text.isdigit() or int(text) > self.last:
            self.say(f"Type a turn number from 0 to {self.last}.")
            event.input.value = ""
            return
        self._hide_jump()
        self.say()
        self.show(int(text))

    @on(FieldMap.FieldClicked)
    def _field_clicked(self, event: FieldMap.FieldClicked) -> None:
        state = self.states[self.position]
        owner = state.owners[event.field]
        who = "unsold" if owner is None else f"owned by {state.settings.players[owner].name}"
        sale = next(((r.turn, s.price) for r in state.history for s in r.sales if s.field == event.field), None)
        bought = "" if sale is None else f", bought for {sale[1]} in turn {sale[0]}"
        self.query_one(FieldMap).highlight = event.field
        self.say(f"This field: {len(state.board.fields[event.field].cells)} cells, {who}{bought}.")
