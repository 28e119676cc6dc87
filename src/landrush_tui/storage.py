"""Where games live on disk: saves of games in progress, records of finished ones.

Layout under the data folder::

    saves/<name>.json      one per game in progress, rewritten after every decision
    records/<file>.json    one per finished game (shared record format), never overwritten

Every write is atomic (temporary file in the same folder, flush, fsync, rename,
fsync the folder), so a crash, SIGKILL or closed terminal leaves either the old
file or the new one, never half of one. Reading never changes or removes a
file, however broken it is.
"""

from __future__ import annotations

import builtins
import datetime as _dt
import hashlib
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Callable

import attrs

from . import reading, savefile
from .reading import ReadError, one_line
from .rules import registry
from .rules.errors import RulesError
from .savefile import SaveError
from .session import Concession, Session

APP_NAME = "landrush-tui"
SUFFIX = ".json"

__all__ = ["SaveError", "SaveInfo", "RecordInfo", "SaveStore", "GameSaver", "data_dir", "atomic_write"]


def data_dir(override: Path | None = None) -> Path:
    """The folder for saves and records: ``override`` (--data-dir) if given, else
    $XDG_DATA_HOME/landrush-tui when XDG_DATA_HOME is set (on every platform, so
    the variable always wins), else the platform's user data folder."""
    if override is not None:
        return Path(override).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME", "").strip()
    if xdg and Path(xdg).is_absolute():  # the XDG spec says relative values are ignored
        return Path(xdg) / APP_NAME
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; not possible on every platform (Windows).
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, text: str, *, replace: bool = True) -> None:
    """Write ``text`` to ``path`` so that readers only ever see a whole file.

    With ``replace=False`` an existing file is left alone (FileExistsError):
    the final link is made with os.link, which fails instead of overwriting.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            os.link(tmp, path)
            os.unlink(tmp)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


_NAME_OK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$")


def check_name(name: str) -> str:
    """Save names become file names: letters, digits, '.', '_', '-' only."""
    if not isinstance(name, str) or not _NAME_OK.match(name) or name.endswith(".tmp"):
        raise SaveError(f"{name!r} is not a usable save name (letters, digits, '.', '_' and '-' only)")
    return name


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:16] or "player"


@attrs.frozen
class SaveInfo:
    """One saved game as the list shows it. ``error`` is set (one line) when the
    file cannot be loaded; such a file is listed but never touched."""

    name: str
    path: Path
    players: tuple[str, ...] = ()
    turn: int = 0
    updated: str = ""
    error: str | None = None
    waiting_for: tuple[int, ...] = ()  # seats still to decide in this step
    game: str = registry.DEFAULT  # which game of the collection
    progress: str = ""  # the game's own words for how far it is ("Turn 3 of 13")

    @property
    def ok(self) -> bool:
        return self.error is None


@attrs.frozen
class RecordInfo:
    name: str
    path: Path
    players: tuple[str, ...] = ()
    turns: int = 0
    winners: tuple[str, ...] = ()
    error: str | None = None
    game: str = registry.DEFAULT
    conceded: tuple[str, ...] = ()  # who conceded the game (then ``winners`` are the bots placed first)


def conceded_names(data: dict[str, Any], names: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """Who conceded a record's game and who was placed first then, by name; None
    for a game played to its end. A RulesError if its "conceded" key is not as written."""
    conceded = data.get("conceded")
    if conceded is None:
        return None

    def seats(key: str) -> tuple[str, ...]:
        row = conceded.get(key) if isinstance(conceded, dict) else None
        if not isinstance(row, list) or not all(type(s) is int and 0 <= s < len(names) for s in row):
            raise RulesError(f'the record\'s "conceded" has no readable "{key}"')
        return tuple(names[s] for s in row)

    return seats("seats"), seats("winners")


@attrs.frozen
class Loaded:
    """A loaded save: the game and what is needed to keep saving to the same file."""

    session: Session
    name: str
    created: str
    updated: str
    path: Path


class SaveStore:
    """Saves and records in one data folder."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.saves = self.root / "saves"
        self.records = self.root / "records"

    # --- saves ---------------------------------------------------------------

    def path_of(self, name_or_path: str | Path) -> Path:
        """A save name means saves/<name>.json; anything path-like is taken as a path."""
        if isinstance(name_or_path, Path):
            return name_or_path
        text = str(name_or_path)
        if "/" in text or os.sep in text or text.endswith(SUFFIX):
            return Path(text).expanduser()
        return self.saves / f"{check_name(text)}{SUFFIX}"

    def new_name(self, session: Session | None = None) -> str:
        """A fresh name: date, time and the players, unused in the folder."""
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        who = ""
        if session is not None:
            who = "-" + "-".join(_slug(p.name) for p in session.rules.players(session.state)[:3])
        base = check_name(f"{stamp}{who}"[:70])
        name, i = base, 1
        while (self.saves / f"{name}{SUFFIX}").exists():
            i += 1
            name = f"{base}-{i}"
        return name

    def save(self, session: Session, name: str | None = None, created: str | None = None) -> Path:
        """Write the game atomically as saves/<name>.json (a new name if None).

        Raises OSError if the disk refuses; the previous save then stays whole.
        """
        name = check_name(name) if name is not None else self.new_name(session)
        stamp = now()
        save = savefile.save_of(session, name, created or stamp, stamp)
        doc = savefile.dumps(save)
        path = self.saves / f"{name}{SUFFIX}"
        # The old save is replaced only by one that reads back as this very game.
        try:
            savefile.check_document(doc, save, session)
        except SaveError as exc:
            raise SaveError(f"{exc}; the last save is kept") from None
        atomic_write(path, doc)
        return path

    def _fail(self, path: Path, problem: str) -> SaveError:
        return SaveError(f"{path}: {problem}", path, problem)

    def _parse(self, name_or_path: str | Path) -> tuple[Path, savefile.SaveFile]:
        """A save file read and its shape checked (cheap: nothing replayed yet)."""
        try:
            path = self.path_of(name_or_path)
        except SaveError as exc:
            raise SaveError(f"{name_or_path}: {exc}", None, str(exc)) from None
        try:
            data = reading.read_bytes(path, "a saved game")
        except ReadError as exc:
            problem = "no such saved game" if str(exc) == "no such file" else str(exc)
            raise self._fail(path, problem) from None
        try:
            return path, savefile.parse(data)
        except SaveError as exc:
            raise self._fail(path, str(exc)) from None
        except Exception as exc:  # a reader bug must still not crash the game; the tests look for this wording
            raise self._fail(
                path, f"unexpected problem reading it ({type(exc).__name__}: {one_line(str(exc), 120)})"
            ) from None

    def _replay(self, path: Path, save: savefile.SaveFile) -> Loaded:
        try:
            session = savefile.session_of(save)
        except SaveError as exc:
            raise self._fail(path, str(exc)) from None
        except Exception as exc:  # see _parse
            raise self._fail(
                path, f"unexpected problem reading it ({type(exc).__name__}: {one_line(str(exc), 120)})"
            ) from None
        return Loaded(session, save.name if _NAME_OK.match(save.name) else path.stem, save.created, save.updated, path)

    def read(self, name_or_path: str | Path) -> Loaded:
        """Load a save with its name and timestamps; SaveError names the file and the problem.

        Only a regular file of at most reading.MAX_BYTES is read (a FIFO is refused,
        never waited on); the file is never changed."""
        return self._replay(*self._parse(name_or_path))

    def load(self, name_or_path: str | Path) -> Session:
        return self.read(name_or_path).session

    def _paths(self) -> list[Path]:
        try:
            return [p for p in self.saves.glob(f"*{SUFFIX}") if not p.name.startswith(".")]
        except OSError:
            return []

    @staticmethod
    def _broken(path: Path, exc: SaveError) -> SaveInfo:
        try:
            mtime = _dt.datetime.fromtimestamp(path.stat().st_mtime, _dt.timezone.utc)
            updated = mtime.isoformat(timespec="seconds")
        except OSError:
            updated = ""
        return SaveInfo(path.stem, path, updated=updated, error=str(exc))

    @staticmethod
    def _info(path: Path, loaded: Loaded) -> SaveInfo:
        session = loaded.session
        st, rules = session.state, session.rules
        return SaveInfo(
            path.stem,
            path,
            tuple(p.name for p in rules.players(st)),
            rules.turn(st),
            loaded.updated,
            None,
            session.waiting_for,
            session.game,
            f"conceded, {rules.progress(st)}" if session.conceded else rules.progress(st),
        )

    def _peeked(self) -> list[tuple[SaveInfo, savefile.SaveFile | None]]:
        """Every save, read and shape-checked but not replayed, newest first."""
        out: list[tuple[SaveInfo, savefile.SaveFile | None]] = []
        for path in self._paths():
            try:
                _, save = self._parse(path)
            except SaveError as exc:
                out.append((self._broken(path, exc), None))
                continue
            out.append((SaveInfo(path.stem, path, updated=save.updated), save))
        out.sort(key=lambda pair: (pair[0].updated, pair[0].name), reverse=True)
        return out

    def list(self) -> list[SaveInfo]:
        """Every save file, newest first; broken ones carry their one-line error.
        Replays every save: call it off the event loop."""
        infos = []
        for info, save in self._peeked():
            if save is None:
                infos.append(info)
                continue
            try:
                infos.append(self._info(info.path, self._replay(info.path, save)))
            except SaveError as exc:
                infos.append(attrs.evolve(info, error=str(exc)))
        return infos

    def latest_and_skipped(self) -> tuple[SaveInfo | None, builtins.list[SaveInfo]]:
        """The newest save that loads, and the broken saves newer than it. Only
        saves up to that one are replayed."""
        skipped: builtins.list[SaveInfo] = []
        for info, save in self._peeked():
            if save is not None:
                try:
                    return self._info(info.path, self._replay(info.path, save)), skipped
                except SaveError as exc:
                    info = attrs.evolve(info, error=str(exc))
            skipped.append(info)
        return None, skipped

    def latest(self) -> SaveInfo | None:
        """The most recently saved game that loads, if any."""
        return self.latest_and_skipped()[0]

    def delete(self, name_or_path: str | Path) -> None:
        """Remove a save (for the player's "delete"); a missing one is fine."""
        path = self.path_of(name_or_path)
        if path.parent.resolve() != self.saves.resolve():
            raise SaveError(f"{path}: not in the saved-games folder, not deleting it")
        try:
            path.unlink()
        except FileNotFoundError:
            return
        _fsync_dir(self.saves)

    # --- records -------------------------------------------------------------

    def keep_record(self, state: Any, game: str = registry.DEFAULT, concession: Concession | None = None) -> Path:
        """Keep a finished game's record as records/<file>.json and return its path.
        A conceded game's record is the game so far with a ``"conceded"`` key (who
        conceded, when, and the places).

        The file name includes a digest of the record, so keeping the same game
        again (e.g. after a crash right after the first write) finds the file
        already there, and a different game never overwrites it.
        """
        rules = registry.get(game)
        text = rules.dumps(state)
        if concession is not None:
            data = json.loads(text)
            data["conceded"] = concession.data()
            text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        try:
            same = rules.loads(text) == state
        except (ReadError, RulesError) as exc:
            raise SaveError(f"the finished game does not check out, its save is kept ({exc})") from None
        if not same:
            raise SaveError("the finished game's record does not read back the same, its save is kept")
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
        players = "-".join(_slug(p.name) for p in rules.players(state)[:3])
        day = _dt.date.today().isoformat()
        existing = sorted(self.records.glob(f"*-{digest}{SUFFIX}")) if self.records.is_dir() else []
        if existing:
            return existing[0]
        path = self.records / f"{day}-{players}-{digest}{SUFFIX}"
        try:
            atomic_write(path, text, replace=False)
        except FileExistsError:
            pass
        try:
            kept = reading.read_bytes(path, "a game record")
        except ReadError as exc:
            raise SaveError(f"{path}: the record was not kept ({exc}), the save is kept") from None
        if kept != text.encode("utf-8"):
            raise SaveError(f"{path}: another file is in the record's place, the save is kept")
        return path

    def list_records(self) -> builtins.list[RecordInfo]:
        """Kept records, newest first (by file time); unreadable ones carry an error."""
        try:
            paths = [p for p in self.records.glob(f"*{SUFFIX}") if not p.name.startswith(".")]
        except OSError:
            return []

        def mtime(p: Path) -> float:
            try:
                return p.stat().st_mtime
            except OSError:
                return 0.0

        out = []
        for path in sorted(paths, key=lambda p: (mtime(p), p.name), reverse=True):
            try:
                data = reading.read_document(path, "a game record")
                rules = registry.for_format(data.get("format") if isinstance(data, dict) else None)
                names, turns, won = rules.record_summary(data)
                conceded = conceded_names(data, names)
            except (ReadError, RulesError) as exc:
                out.append(RecordInfo(path.stem, path, error=one_line(f"{path}: {exc}")))
                continue
            gave_up, won = conceded if conceded is not None else ((), won)
            out.append(RecordInfo(path.stem, path, names, turns, won, game=rules.name, conceded=gave_up))
        return out


class GameSaver:
    """Autosave for one game: call it with every new Session.

    The first call picks a fresh save name; later calls rewrite the same file.
    When the game is over the record is kept and the save is removed, but only
    once the record was checked (it replays to the same game) and read back from
    the disk; a save is only replaced by one that reads back as the same game. It never
    raises: a failed write is reported through ``error`` (one line) and the
    return value None, so the App can tell the player and carry on.
    """

    def __init__(self, store: SaveStore, name: str | None = None, created: str | None = None) -> None:
        self.store = store
        self.name = name
        self.created = created
        self.error: str | None = None
        self.notice: str | None = None  # set by resume(): a newer save that could not be read
        self.record_path: Path | None = None
        self.last: Session | None = None

    @classmethod
    def resume(cls, store: SaveStore, name_or_path: str | Path | None = None) -> tuple["GameSaver", Session]:
        """Load a save (the latest loadable one if None) and keep saving to it.
        Raises SaveError when there is nothing to resume or it cannot be read."""
        skipped: list[SaveInfo] = []
        if name_or_path is None or name_or_path == "":
            # Broken saves newer than the one continued: the player should hear of them.
            info, skipped = store.latest_and_skipped()
            if info is None:
                if skipped:
                    first = skipped[0]
                    problem = (first.error or "").removeprefix(f"{first.path}: ")
                    # The short form (the title) leaves the suffix out: Continue is simply not offered.
                    raise SaveError(one_line(f"{first.error} (no other saved game to continue)"), first.path, problem)
                raise SaveError(f"{store.saves}: no saved game to continue", None, "no saved game to continue")
            name_or_path = info.path
        loaded = store.read(name_or_path)
        saver = cls(store, None, loaded.created)
        if skipped:
            more = f" and {len(skipped) - 1} more" if len(skipped) > 1 else ""
            saver.notice = one_line(f"Not continued (kept as it is): {skipped[0].error}{more}")
        # A save opened from elsewhere (a path) is continued as a new save in our folder.
        if loaded.path.parent.resolve() == store.saves.resolve():
            saver.name = loaded.path.stem
        saver.last = loaded.session
        return saver, loaded.session

    def __call__(self, session: Session) -> Path | None:
        if session == self.last and self.error is None and not session.is_over:
            return self.store.path_of(self.name) if self.name else None
        try:
            if session.conceded and self.name is not None:
                # The concession is saved before its record is kept: a crash in
                # between resumes at the game over, never at the game conceded.
                self.store.save(session, self.name, self.created)
            if session.is_over:
                self.record_path = self.store.keep_record(session.state, session.game, session.concession)
                if self.name is not None:
                    self.store.delete(self.name)
                self.last, self.error = session, None
                return self.record_path
            if self.name is None:
                self.name = self.store.new_name(session)
                self.created = self.created or now()
            path = self.store.save(session, self.name, self.created)
        except (OSError, SaveError) as exc:
            self.error = one_line(f"could not save the game: {exc}")
            return None
        self.last, self.error = session, None
        return path

    def save_now(self) -> Path | None:
        """Write the last session again (for SIGHUP and quitting): cheap, never raises."""
        if self.last is None:
            return None
        last, self.last = self.last, None
        return self(last)


def on_hangup(save: Callable[[], object], then: Callable[[], object]) -> Callable[[], None]:
    """A handler for SIGHUP/SIGTERM: save synchronously, then exit cleanly.

    For ``loop.add_signal_handler(signal.SIGHUP, on_hangup(saver.save_now, app.exit))``:
    the asyncio loop runs it between callbacks, so the save is never interleaved
    with a half-made change of the game.
    """

    def handler() -> None:
        try:
            save()
        finally:
            then()

    return handler
