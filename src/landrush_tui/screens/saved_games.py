"""Saved games in progress and records of finished games, in one list.

The folder is read in a thread worker (listing replays every save, and a file
there may be anything), so the screen is up at once and keys keep working.
"""

from __future__ import annotations

import typing
from pathlib import Path

import attrs
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from ..compat import CloseOnce
from ..replay_app import read_named_game
from ..rules import registry

__all__ = ["GamesList", "SavedGamesScreen"]


def _title(game: str) -> str:
    """The game's name as the chooser shows it (a save's file name says nothing to a player)."""
    return registry.GAMES[game].title if game in registry.GAMES else game


def _what(info: typing.Any) -> str:
    """A save as a player knows it: the game and who plays (a broken one by its file)."""
    if info.error:
        return info.path.name
    return f"the saved {_title(info.game)} game of {', '.join(info.players)}"


def _label(kind: str, info: typing.Any) -> Text:
    """An entry of the list: a save to continue, a record to replay, or a broken file."""
    if info.error:
        return Text.assemble(("! ", "bold red"), (info.name, "bold"), "  ", (info.error, "dim"))
    if kind == "save":
        return Text.assemble(
            ("Continue ", "bold"), (_title(info.game), "bold"), f"  {info.progress}  ", ", ".join(info.players)
        )
    won = " and ".join(info.winners) or ("nobody" if info.conceded else "?")
    steps = registry.get(info.game).steps_name
    gave_up = f"conceded by {' and '.join(info.conceded)}, " if info.conceded else ""
    return Text.assemble(
        ("Replay ", "bold"),
        (_title(info.game), "bold"),
        f"  {info.turns} {steps}, {gave_up}won by {won}  ",
        (", ".join(info.players), "dim"),
    )


class GamesList(OptionList):
    """An OptionList that ignores Page Up/Down before it has been laid out
    (Textual 8.2 raises KeyError there, e.g. right after the list is refilled)."""

    def _move_page(self, direction) -> None:
        if (self.highlighted or 0) not in getattr(self, "_index_to_line", {}):
            return
        super()._move_page(direction)


@attrs.frozen
class Resume:
    """The Saved games screen's answer: continue the save at ``path``."""

    path: Path


class SavedGamesScreen(CloseOnce, Screen["Resume | None"]):
    """Saved games in progress and records of finished games, in one list.

    Enter on a save dismisses with Resume(path); on a record it opens the
    replay over this screen. "d" twice deletes a save (records are kept).
    Broken files are listed with their one-line problem and are never touched.
    Dismissed with None on Escape.
    """

    ALLOW_SELECT = False
    BINDINGS = [
        Binding("enter", "open", "Resume / replay", show=True),
        Binding("d,delete", "delete", "Delete save"),
        Binding("escape,q", "back", "Back"),
    ]
    DEFAULT_CSS = """
    SavedGamesScreen #games-title { height: 1; padding: 0 1; background: $primary; width: 100%; }
    SavedGamesScreen #games { height: auto; max-height: 1fr; margin: 1 2; }
    SavedGamesScreen #games > .option-list--option { padding: 0 1; }
    SavedGamesScreen #games-message { height: auto; padding: 0 1; color: $warning; }
    """

    def __init__(self, store) -> None:
        super().__init__()
        self.store = store
        self.entries: dict[str, tuple[str, object]] = {}  # option id -> (kind, info)
        self._armed: str | None = None  # the save a first "d" picked
        self._after_fill = ""  # a message to show once the list is read again

    def compose(self) -> ComposeResult:
        yield Static(Text("Saved games and records", style="bold"), id="games-title")
        yield GamesList(id="games")
        yield Static(id="games-message")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_list()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.is_mounted  # keys may arrive before the list is built

    def refresh_list(self) -> None:
        """Read the folder again, off the event loop; the list fills when it is done."""
        self.say("Reading the saved games…")
        self.run_worker(self._read_folder, thread=True, exclusive=True, group="saved-games-list")

    def _read_folder(self) -> tuple[list, list]:
        return self.store.list(), self.store.list_records()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "saved-games-list":
            return
        event.stop()
        if event.state is WorkerState.SUCCESS and self.is_attached:
            saves, records = typing.cast(tuple, event.worker.result)
            self._fill(saves, records)
        elif event.state is WorkerState.ERROR and self.is_attached:
            self.say(f"Could not read {self.store.root}: {event.worker.error}")

    def _fill(self, saves: list, records: list) -> None:
        box = next(self.query("#games").results(OptionList), None)
        if box is None:  # the screen closed before it was built
            return
        box.clear_options()
        self.entries.clear()
        self._armed = None
        options: list = []
        for kind, infos in (("save", saves), ("record", records)):
            for i, info in enumerate(infos):
                key = f"{kind[0]}{i}"
                self.entries[key] = (kind, info)
                options.append(Option(_label(kind, info), id=key))
        if options:
            box.add_options(options)
            box.highlighted = 0
            box.focus()
        message = "" if options else f"No saved games or records yet in {self.store.root}."
        if self._after_fill:
            message, self._after_fill = self._after_fill, ""
        self.say(message)

    def say(self, text: str) -> None:
        """Show a line under the list. A screen closed while it was still being
        built has no line: a run of keys can open and close it in one go."""
        for line in self.query("#games-message").results(Static):
            line.update(text)

    def _current(self):
        option = self.query_one("#games", OptionList).highlighted_option
        return (option.id, *self.entries[option.id]) if option is not None and option.id in self.entries else None

    def on_option_list_option_selected(self, event) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        if self.app.screen is not self:  # already closing, or a replay is open on top
            return
        current = self._current()
        if current is None:
            return
        _key, kind, info = current
        if info.error:
            self.say(info.error)
            return
        if kind == "save":
            self.dismiss(Resume(info.path))
            return
        try:
            name, game = read_named_game(info.path)
        except ValueError as exc:
            self.say(str(exc))
            return
        from ..flow import replay_screen

        # The game's name; the replay adds the players as typed (the file's name is ours, not theirs).
        self.app.push_screen(replay_screen(name, game, f"Replay of {_title(name)}"))

    def action_delete(self) -> None:
        current = self._current()
        if current is None:
            return
        key, kind, info = current
        if kind != "save":
            self.say("Records of finished games are kept; only saved games can be deleted here.")
            return
        if self._armed != key:
            self._armed = key
            self.say(f"Press d again to delete {_what(info)}.")
            return
        self._armed = None
        try:
            self.store.delete(info.path)
        except (OSError, ValueError) as exc:
            self.say(f"Could not delete {info.path}: {exc}")
            return
        self._after_fill = f"Deleted {_what(info)}."
        self.refresh_list()

    def action_back(self) -> None:
        if self.app.screen is self:
            self.dismiss(None)
