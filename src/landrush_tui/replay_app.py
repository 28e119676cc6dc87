"""``landrush replay FILE``: a record (or a save) read with every check, then
either the replay screen as an app of its own, or, when the output is not a
terminal (a pipe, a file), the game as plain text (``replay_text``).

Reading dispatches on the document's ``format``: each format names its own
reader in ``READERS``; the bounded reading before it (``reading``) is shared.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable

from textual.app import App
from textual.screen import Screen

from . import reading, record, savefile
from .reading import ReadError, one_line
from .rules.landrush import GameState
from .screens.replay import ReplayScreen

__all__ = ["READERS", "ReplayApp", "read_game", "run_replay"]


def _from_save(data: Any) -> GameState:
    return savefile.session_of(savefile.from_data(data)).state


# format -> the game it holds, every check of that format applied (ReadError if not)
READERS: dict[str, Callable[[Any], GameState]] = {
    record.FORMAT: lambda data: record.replay(record.from_data(data)),
    savefile.FORMAT: _from_save,
}


class ReplayApp(App):
    """``landrush replay FILE``: just the replay screen; closing it quits."""

    TITLE = "Land Rush replay"
    # Text selection is of no use here, and Textual 8's selection code can crash
    # on a mouse press over a widget that was just removed (e.g. a Footer key).
    ALLOW_SELECT = False
    # Textual 8.2's command palette crashes (ScreenStackError) when Enter arrives
    # twice before it closes; the replay needs none of its commands.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, game: GameState | record.GameRecord, title: str = "Replay") -> None:
        super().__init__()
        self.game = game
        self.replay_title = title

    def get_default_screen(self) -> Screen:
        return ReplayScreen(self.game, self.replay_title)


def read_game(path: Path | str) -> GameState:
    """A record (or a saved game in progress) as the state to replay; RecordError
    (a ValueError) with one line naming the file and the problem."""
    try:
        data = reading.read_document(path, "a game record")
        if not isinstance(data, dict):
            raise ReadError("not a Land Rush record: expected a JSON object")
        reader = READERS.get(data.get("format"))  # type: ignore[arg-type]
        if reader is None:
            raise ReadError(f"not a Land Rush record (format is {one_line(repr(data.get('format')), 60)})")
        return reader(data)
    except ReadError as exc:
        raise record.RecordError(one_line(f"{path}: {exc}")) from None


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
        game = read_game(Path(path))
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
        from .replay_text import game_text

        return _print_text(game_text(game, title))
    app = ReplayApp(game, title)
    app.run()
    return app.return_code if app.return_code is not None else 0
