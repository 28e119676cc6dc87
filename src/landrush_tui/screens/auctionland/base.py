"""What every Auction Land screen shares: the board (a click goes to the screen),
mouse-only buttons and the pace keys.

With hidden money the take, call and hammer screens are private: they show the
deciding seat's own money (the flow has put a hand-over before them); the
table and the placing screen never show a money total."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rich.text import Text
from textual import events, on
from textual.actions import parse as parse_action
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.auctionland import game
from ...rules.auctionland.game import State
from ..pace import Pace, PacedScreen
from . import draw


class Press(Button, can_focus=False):
    """A button for the mouse only: keys belong to the screen (Enter must never
    press a focused button instead of the screen's own action). ``act`` names the
    screen's action ("bid", "adjust(-1)"); a click runs it at once, as a click
    always counts (not through the key gate's check, which holds keys)."""

    def __init__(self, label: str, *, act: str, **kw: Any) -> None:
        super().__init__(label, **kw)
        self.act = act


class Board(Static):
    """The map; a click is passed to the screen as a (x, y) offset."""

    def on_click(self, event: events.Click) -> None:
        screen = self.screen
        if hasattr(screen, "board_click"):
            screen.board_click(event.x, event.y)


class AuctionScreen(PacedScreen):
    AUTO_FOCUS = None
    CSS_PATH = Path(__file__).with_name("auctionland.tcss")  # absolute: the game's screens are in other files

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if isinstance(event.button, Press):
            event.stop()
            _, name, params = parse_action(event.button.act)
            getattr(self, f"action_{name}")(*params)

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board_parts(self, **kw: Any) -> tuple[Text, Text]:
        """The table at the window's width; a tall window shows more of what happened."""
        words = max(2, min(10, self.app.size.height - 22))
        return draw.board_parts(self.state, width=max(80, self.app.size.width), words=words, **kw)

    def board_widgets(self, **kw: Any) -> Iterable[Widget]:
        """The table as two widgets: the header and market (``#board``, where a
        click picks a tile), then the rest (``#board-rest``)."""
        top, rest = self.board_parts(**kw)
        yield Board(top, id="board")
        yield Static(rest, id="board-rest")

    def redraw_board(self, market_only: bool = False, **kw: Any) -> None:
        """Draw the table again; ``market_only``: only the header and the market changed."""
        if not self.is_mounted:
            return
        top, rest = self.board_parts(**kw)
        # A cursor key changes no size: no layout pass (it was most of a key's repaint).
        self.query_one("#board", Static).update(top, layout=not market_only)
        if not market_only:
            self.query_one("#board-rest", Static).update(rest)

    def decide(self, seat: int, decision: Any, why_not: str = "{}") -> None:
        """Dismiss with ``seat``'s ``decision`` if the rules take it; otherwise say
        why not (``why_not`` words the rules' reason) and keep asking."""
        try:
            game.check(self.state, seat, decision)
        except game.AuctionLandError as exc:
            self.say(why_not.format(exc))
            return
        self.dismiss(decision)

    def say(self, words: str) -> None:
        if self.is_mounted:
            for w in self.query("#problem"):
                if isinstance(w, Static):
                    w.update(words)
