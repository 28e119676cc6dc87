"""The table: what stays on screen beneath every decision, for any game.

A game's table screen draws its board (``table_widgets``) and redraws it when
the session's state changes (``follow``); this base adds the status line the
flow writes to ("Ann is bidding.", a spinner while a bot thinks long) and keeps
the screen's state in step with the App's session, the one source of the game.
"""

from __future__ import annotations

from typing import Any, Iterable

from textual.widget import Widget
from textual.widgets import LoadingIndicator, Static

from ..compat import is_leaving
from .base import GameScreen


class GameTable(GameScreen):
    """The public board between decisions; ``show`` says what the game waits for."""

    DEFAULT_CSS = """
    GameTable #status { height: auto; padding: 0 1; color: $text-muted; }
    """

    state: Any

    _status_line: Static | None = None

    def compose_body(self) -> Iterable[Widget]:
        yield from self.table_widgets()
        self._status_line = Static("", id="status")
        yield self._status_line

    def table_widgets(self) -> Iterable[Widget]:
        """The board and whatever else the game shows above the status line."""
        return ()

    def on_mount(self) -> None:
        self.watch(self.app, "session", self._session_changed, init=False)

    def _session_changed(self, session: Any) -> None:
        # A game started from inside another replaces the session before this table goes.
        if session is not None and type(session.state) is type(self.state) and self.ready():
            self.state = session.state
            self.follow(session.state)

    def follow(self, state: Any) -> None:
        """Show the session's new (public) state."""

    def ready(self) -> bool:
        """Mounted and not being taken apart (a quit or a new game while the flow reports)."""
        # The status line kept, not queried: the flow asks this several times a key.
        line = self._status_line
        return self.is_mounted and not is_leaving(self) and line is not None and not is_leaving(line)

    def show(self, status: str, thinking: bool = False) -> None:
        """Say what the game waits for, with a spinner while a bot thinks long. The
        flow may call this while the table is still being built: it waits then."""
        if not self.ready():
            return
        line = self._status_line
        assert line is not None
        if (status, thinking) == self._said:
            return  # said already: an update would lay the screen out again for nothing
        self._said = (status, thinking)
        line.update(status)
        # The spinner animates (repaints) all the time, so it exists only while a bot is slow.
        spinners = self.query("#thinking")
        if thinking and not spinners and isinstance(line.parent, Widget):
            line.parent.mount(LoadingIndicator(id="thinking"))
        elif not thinking:
            spinners.remove()

    _said: tuple[str, bool] = ("", False)
