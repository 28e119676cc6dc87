"""A page of words over the game (the legend of the board, the game's log so far):
public, read-only, closed with Esc, q or the key that opened it."""

from __future__ import annotations

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ..compat import CloseOnce, ScreenWorkarounds
from .keys import CLOSE_KEYS


class PageScreen(CloseOnce, ScreenWorkarounds, ModalScreen[None]):
    """``body`` scrolled under ``heading``; ``key`` (the one that opened it) also closes it."""

    DEFAULT_CSS = """
    PageScreen { align: center middle; }
    PageScreen #page { width: 100%; max-width: 100; height: auto; max-height: 100%; border: round $primary; padding: 0 1; }
    PageScreen #page-heading { text-style: bold; }
    """
    BINDINGS = [
        *CLOSE_KEYS,
        Binding("home", "top", "Top", show=False),
        Binding("end", "bottom", "End", show=False),
    ]

    def __init__(self, heading: str, body: RenderableType, key: str = "", at_end: bool = False) -> None:
        super().__init__()
        self.heading = heading
        self.body = body
        self.key = key
        self.at_end = at_end

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="page"):
            yield Static(f"{self.heading}  (Esc closes)", id="page-heading", markup=False)
            yield Static(self.body, id="page-body")
        yield Footer()

    def on_mount(self) -> None:
        page = self.query_one("#page", VerticalScroll)
        page.focus()
        if self.at_end:  # a log: the latest lines first
            self.call_after_refresh(page.scroll_end, animate=False)

    def on_key(self, event) -> None:  # type: ignore[no-untyped-def]
        if self.key and event.key == self.key:
            event.stop()
            self.action_close()

    def action_top(self) -> None:
        self.query_one("#page", VerticalScroll).scroll_home(animate=False)

    def action_bottom(self) -> None:
        self.query_one("#page", VerticalScroll).scroll_end(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)
