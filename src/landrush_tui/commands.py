"""The command palette (Ctrl+P): every action of the current screen, plus
help, new game and quit; and the App's system commands made to fit the game
("Keys" as a window over the screen that Esc closes, "Screenshot" saved where
a folder exists)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from .compat import CloseOnce, ScreenWorkarounds

if TYPE_CHECKING:
    from textual.screen import Screen


async def _run_on(screen, action: str) -> None:
    """Run a screen's action from the palette, unless that screen has closed
    meanwhile (a key in the same burst): its widgets are gone then."""
    if screen.is_attached and screen.app.screen is screen:
        await screen.run_action(action)


def _priority_keys(app: App) -> set[str]:
    """Keys the App takes before any screen sees them (Ctrl+C: save and quit)."""
    keys: set[str] = set()
    for b in type(app).BINDINGS:
        binding = b if isinstance(b, Binding) else Binding(*b)
        if binding.priority:
            keys.update(k.strip() for k in binding.key.split(","))
    return keys


def screen_keys(screen: "Screen") -> list[tuple[str, str, str]]:
    """The screen's own commands: (description, key, action), each action once.

    Only the game's bindings count: Textual's generic ones (focus next, copy
    selected text) are no game commands, and a key the App takes first (Ctrl+C
    saves and quits) or a more specific binding already uses never reaches them."""
    out: list[tuple[str, str, str]] = []
    taken = _priority_keys(screen.app)
    seen_actions: set[str] = set()
    for cls in type(screen).__mro__:
        if cls.__module__.split(".")[0] == "textual":
            continue
        for b in cls.__dict__.get("BINDINGS", []):
            binding = b if isinstance(b, Binding) else Binding(*b)
            if not binding.description or binding.action in seen_actions:
                continue
            keys = [k.strip() for k in binding.key.split(",") if k.strip() not in taken]
            if not keys:
                continue
            try:
                allowed = screen.check_action(binding.action, ())
            except Exception:
                allowed = True
            if allowed is False:
                continue
            seen_actions.add(binding.action)
            taken.update(keys)
            out.append((binding.description, keys[0], binding.action))
    return out


class LandRushCommands(Provider):
    """Offers the screen's key bindings by their descriptions."""

    def _commands(self) -> list[tuple[str, str, object]]:
        screen = self.screen
        out: dict[str, tuple[str, str, object]] = {}
        for description, key, action in screen_keys(screen):
            out.setdefault(description, (description, f"key: {key}", partial(_run_on, screen, action)))
        app = self.app
        help_action = getattr(app, "action_help", app.action_bell)  # LandRushApp always has it
        out.setdefault("Help: rules and keys", ("Help: rules and keys", "key: F1 or ?", help_action))
        out.setdefault("Quit the program", ("Quit the program", "key: ctrl+q", partial(app.exit, 0)))
        return list(out.values())

    async def discover(self) -> Hits:
        for label, help_text, command in self._commands():
            yield DiscoveryHit(label, command, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for label, help_text, command in self._commands():
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), command, help=help_text)  # type: ignore[arg-type]


# --- the App's system commands ---------------------------------------------------------


class KeysScreen(CloseOnce, ScreenWorkarounds, ModalScreen[None]):
    """The keys of the screen below, in a window over it: the board keeps its
    size (Textual's own key panel took a third of the width from it). Esc, q
    or Enter closes it."""

    DEFAULT_CSS = """
    KeysScreen { align: center middle; }
    #keys-box {
        width: 64;
        max-width: 100%;
        height: auto;
        max-height: 90%;
        border: round $accent;
        background: $surface;
        padding: 0 1;
    }
    #keys-title { text-style: bold; color: $accent; }
    """

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
        Binding("enter", "close", "Close", show=False),
    ]

    def __init__(self, rows: list[tuple[str, str]]) -> None:
        super().__init__()
        self.rows = rows

    def compose(self) -> ComposeResult:
        width = max((len(key) for key, _ in self.rows), default=0)
        lines = [f"{key.ljust(width)}  {what}" for key, what in self.rows]
        with VerticalScroll(id="keys-box"):
            yield Static("Keys of this screen  (Esc closes)", id="keys-title")
            yield Static("\n".join(lines), id="keys-list", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#keys-box").focus()

    def action_close(self) -> None:
        self.dismiss(None)


_KEY_WORDS = {
    "escape": "Esc",
    "question_mark": "?",
    "plus": "+",
    "minus": "-",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "full_stop": ".",
    "comma": ",",
}


def key_name(key: str) -> str:
    """A binding's key as the help texts write it: "shift+tab" -> "Shift+Tab"."""
    return "+".join(_KEY_WORDS.get(part, part if len(part) == 1 else part.capitalize()) for part in key.split("+"))


def keys_rows(screen: "Screen") -> list[tuple[str, str]]:
    """(key, what it does) for the screen's commands and the App's own keys."""
    rows = [(key_name(key), description) for description, key, _ in screen_keys(screen)]
    rows += [("F1 or ?", "Help: rules and keys"), ("Ctrl+P", "Commands"), ("Ctrl+Q or Ctrl+C", "Save and quit")]
    return rows


def _show_keys(app: App, screen: "Screen") -> None:
    if screen.is_attached and app.screen is screen:  # not over a screen that has closed meanwhile
        app.push_screen(KeysScreen(keys_rows(screen)))


def screenshot_folder(app: App) -> Path:
    """Where screenshots go: the game's data folder (it exists when saving is
    on), else the current folder. Not ~/Downloads, which many machines lack."""
    store = getattr(app, "store", None)
    if store is not None:
        return Path(store.root) / "screenshots"
    return Path.cwd()


def save_screenshot(app: App) -> Path | None:
    """Save an SVG picture of the screen and tell the player where it went."""
    folder = screenshot_folder(app)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = Path(app.save_screenshot(path=str(folder)))
    except OSError as exc:
        app.notify(f"Could not save the screenshot in {folder}: {exc.strerror or exc}", severity="error", timeout=10)
        return None
    app.notify(f"Screenshot saved: {path}", timeout=10)
    return path


def system_commands(app: App, screen: "Screen") -> Iterable[SystemCommand]:
    """Textual's system commands, with Keys and Screenshot made to fit the game."""
    for command in App.get_system_commands(app, screen):
        if command.title == "Keys":
            yield SystemCommand(
                "Keys", "The keys of this screen, in a window that Esc closes", partial(_show_keys, app, screen)
            )
        elif command.title == "Screenshot":
            yield SystemCommand(
                "Screenshot",
                f"Save an SVG picture of the screen in {screenshot_folder(app)}",
                # after the palette has closed, so the picture shows the game
                lambda: app.set_timer(0.1, partial(save_screenshot, app)),
            )
        else:
            yield command


__all__ = ["KeysScreen", "LandRushCommands", "save_screenshot", "screen_keys", "system_commands"]
