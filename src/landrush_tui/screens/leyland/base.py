"""What every Ley of the Land screen shares: the map (a click names a tile or a space),
the story of the last rounds, the pace keys and Tab."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.leyland import game
from ...rules.leyland.game import State
from ...widgets.text_lines import TextLines
from ..click_map import ClickMap
from ..pace import Pace, PacedScreen
from . import draw

SEAT_KEY = Binding("tab", "focus_seat", "Seat", show=False)


class LeyMap(TextLines, ClickMap):
    """The map; a click on a market tile or a board space is posted as ``ClickMap.Hit``
    with what ``draw.hit`` names there."""

    def __init__(self, state: State, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.state = state

    def hit(self, x: int, y: int) -> tuple[str, int, int, int] | None:
        return draw.hit(self.state, x, y, draw.room_for(*self.app.size))


def lines_text(lines: list[Text]) -> Text:
    return Text("\n").join(lines)


class LeylandScreen(PacedScreen):
    """A screen that shows the map and knows the pace keys and Tab."""

    BINDINGS = [SEAT_KEY]
    CSS_PATH = Path(__file__).with_name("leyland.tcss")  # absolute: the game's screens are in other files

    def __init__(self, state: State, pace: Pace, focus: int = 0) -> None:
        super().__init__(pace)
        self.state = state
        self.focus_seat = focus

    # what the map shows; screens override the parts they change
    def map_args(self) -> dict[str, Any]:
        return {}

    def right(self) -> str:
        seat = self.state.to_act
        if self.state.is_over:
            return "game over"
        if seat is None:
            return "bidding"
        return f"{self.state.names()[seat][:10]} to act"

    def map_text(self) -> list[Text]:
        """The map's lines (given to the map line by line: a key changes a few)."""
        room = draw.room_for(*self.app.size)
        return list(draw.map_lines(self.state, self.focus_seat, right=self.right(), room=room, **self.map_args()))

    def redraw(self) -> None:
        if self.is_mounted:
            m = self.query_one("#ley-map", LeyMap)
            m.state = self.state
            m.update(self.map_text())

    def say(self, words: str | Text) -> None:
        if self.is_mounted:
            self.query_one("#ley-words", Static).update(words)

    def map_widget(self) -> LeyMap:
        return LeyMap(self.state, id="ley-map")

    def compose_body(self) -> Iterable[Widget]:
        m = self.map_widget()
        m.update(self.map_text())
        yield m
        yield Static(self.first_words(), id="ley-words")
        yield from self.prompt()  # right under the words that ask, at any height
        yield Static(self.story_view(), id="ley-log")

    def prompt(self) -> Iterable[Widget]:
        """What a decision screen asks with (buttons, a bid box); none by default."""
        return ()

    def on_mount(self) -> None:
        super().on_mount()
        self._fit_log()

    def on_resize(self, event: events.Resize) -> None:
        self._fit_log()
        self.redraw()  # the map takes the room the window gives

    def _fit_log(self) -> None:
        # the story of the last rounds only where there is room for it (not at 80x24)
        for log in self.query("#ley-log"):
            log.display = self.app.size.height >= 34
            if isinstance(log, Static):
                log.update(self.story_view())

    def story_view(self) -> Text | Tail:
        """The story under the map: its last 10 lines, or under the tall map the
        newest rows that fit between it and the Footer."""
        width, height = self.app.size
        room = draw.room_for(width, height)
        if room.cell == 3:
            return story(self.state, 10)
        # the map, the words (at most 3 rows: 2 kept), the prompt, the story's margin and heading, the Footer
        rows = height - (7 + room.board_size) - 2 - 1 - 2 - 1
        return Tail(story(self.state, 10), max(0, rows))

    def first_words(self) -> str | Text:
        return last_words(self.state)

    def action_focus_seat(self) -> None:
        self.focus_seat = (self.focus_seat + 1) % self.state.n
        self.redraw()


class Tail:
    """A story's heading and its last ``rows`` rows as drawn at the width given
    (long lines wrap: counted after wrapping, so the newest line is never cut)."""

    def __init__(self, text: Text, rows: int) -> None:
        self.text = text
        self.rows = rows

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = console.render_lines(self.text, options.update(height=None), pad=False)
        keep = [lines[0], *lines[1:][-self.rows :]] if self.rows > 0 else lines[:1]
        for line in keep:
            yield from line
            yield Segment.line()  # after the last line too: Textual counts the newlines for the height


def story(state: State, lines: int) -> Text:
    """The last rounds in words (what the tall screens show under the map)."""
    out = log_lines(state, rounds=3)
    text = Text("Story so far\n", style="bold")
    text.append_text(Text("\n").join(out[-lines:]) if out else Text("Nothing has happened yet."))
    return text


def log_lines(state: State, rounds: int | None = None) -> list[Text]:
    """The game so far in words, public only (bids once revealed), each seat by its
    letter and name in its colour as on the board."""
    names = state.names()
    boards = state.boards

    def said(seat: int, words: str) -> Text:
        line = Text("  ")
        line.append_text(draw.seat_tag(seat, names[seat]))
        line.append(words[len(names[seat]) :])
        return line

    def round_lines(number: int, marker: int, bids: tuple[int, ...], order: tuple[int, ...], done) -> list[Text]:
        head = Text(f"Round {number}", style="bold")
        head.append(" (marker ")
        head.append_text(draw.seat_tag(marker, names[marker]))
        head.append("): bids ")
        for i, s in enumerate(order):
            head.append(", " if i else "")
            head.append_text(draw.seat_tag(s, names[s]))
            head.append(f" {bids[s]}" + (" (last)" if i == len(order) - 1 else ""))
        return [head] + [said(d.seat, game.describe_action(names, d, boards)) for d in done]

    out: list[Text] = []
    history = state.history if rounds is None else state.history[-rounds:]
    for e in history:
        out += round_lines(e.round, e.marker, e.bids, e.order, e.actions)
        out += [Text("  " + line, style="dim") for line in game.describe_round_end(e)]
    if not state.is_over:
        if state.bids is None:
            out.append(Text(f"Round {state.round}: bidding (bids stay secret until everyone has bid).", style="bold"))
        else:
            out += round_lines(state.round, state.marker, state.bids, state.order, state.actions)
    return out


def last_words(state: State) -> str:
    """What happened last, in words."""
    names = state.names()
    if state.actions:
        return game.describe_action(names, state.actions[-1], state.boards)
    if state.history:
        e = state.history[-1]
        if e.actions:
            words = game.describe_action(names, e.actions[-1], state.boards)
            return " ".join([words, *game.describe_round_end(e)])
    return "A new game: everyone has $10 and an empty board."
