"""``landrush replay FILE``: a record (or a save) read with every check, then
either the replay screen as an app of its own, or, when the output is not a
terminal (a pipe, a file), the game as plain text (``replay_text``).

Reading dispatches on the document's ``format``: each format names its own
reader (``reader_for``: a save, or any game's record through the registry); the
bounded reading before it (``reading``) is shared.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable

from textual.app import App
from textual.screen import Screen

from . import reading, savefile
from .reading import ReadError, one_line
from .rules import registry
from .rules.errors import RulesError

__all__ = ["ReplayApp", "read_game", "reader_for", "run_replay"]


def _from_save(data: Any) -> tuple[str, Any]:
    session = savefile.session_of(savefile.from_data(data))
    return session.game, session.state


def reader_for(fmt: object) -> Callable[[Any], tuple[str, Any]] | None:
    """The reader of a document format: a save, or any game's record (by the
    registry: "<game>-record"); every check of that format applied. It gives
    the game's name and its state."""
    if fmt == savefile.FORMAT:
        return _from_save
    try:
        rules = registry.for_format(fmt)
    except RulesError:
        return None
    return lambda data: (rules.name, rules.load_record(data))


class ReplayApp(App):
    """``landrush replay FILE``: just the replay screen; closing it quits."""

    TITLE = "Replay"
    # Text selection is of no use here, and Textual 8's selection code can crash
    # on a mouse press over a widget that was just removed (e.g. a Footer key).
    ALLOW_SELECT = False
    # Textual 8.2's command palette crashes (ScreenStackError) when Enter arrives
    # twice before it closes; the replay needs none of its commands.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, game: Any, title: str = "Replay", name: str = registry.DEFAULT) -> None:
        super().__init__()
        self.game = game
        self.replay_title = title
        self.game_name = name

    def get_default_screen(self) -> Screen:
        from .flow import replay_screen

        return replay_screen(self.game_name, self.game, self.replay_title)


def read_game(path: Path | str) -> Any:
    """A record (or a saved game in progress) as the state to replay; ReadError
    (a ValueError) with one line naming the file and the problem."""
    return read_named_game(path)[1]


def read_named_game(path: Path | str) -> tuple[str, Any]:
    """The game's registry name and its state (see ``read_game``)."""
    try:
        data = reading.read_document(path, "a game record")
        if not isinstance(data, dict):
            raise ReadError("not a game record: expected a JSON object")
        reader = reader_for(data.get("format"))
        if reader is None:
            raise ReadError(f"not a game record (format is {one_line(repr(data.get('format')), 60)})")
        return reader(data)
    except (ReadError, RulesError) as exc:
        raise ReadError(one_line(f"{path}: {exc}")) from None


def _print_text(text: str) -> int:
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # `landrush replay FILE | head`: the reader has what it wanted
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except OSError:
            pass
    return 0


def run_replay(path: Path | str, *, terminal: bool | None = None) -> int:
    """Open a record for replay and return the exit code: a bad file prints one
    line and returns 2; without a terminal the game is printed as text (0);
    otherwise the replay app's own exit code."""
    try:
        name, game = read_named_game(Path(path))
    except ValueError as exc:
        print(f"landrush replay: {exc}", file=sys.stderr)
        return 2
    if terminal is None:
        try:
            terminal = sys.stdout.isatty()
        except (AttributeError, ValueError):
            terminal = False
    title = f"Replay of {Path(path).name}"
    if not terminal:
        return _print_text(registry.get(name).text_replay(game, title))
    app = ReplayApp(game, title, name)
    app.run()
    return app.return_code if app.return_code is not None else 0
