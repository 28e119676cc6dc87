"""The title screen and main menu: New game, Continue, Saved games, Rules, Quit."""

from __future__ import annotations

from typing import Iterable

from textual import events, on
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from .base import GameScreen
from .keys import menu_keys

LOGO = """\
 _                    _   ____            _
| |    __ _ _ __   __| | |  _ \\ _   _ ___| |__
| |   / _` | '_ \\ / _` | | |_) | | | / __| '_ \\
| |__| (_| | | | | (_| | |  _ <| |_| \\__ \\ | | |
|_____\\__,_|_| |_|\\__,_| |_| \\_\\\\__,_|___/_| |_|"""

TAGLINE = "Land games at one keyboard: against bots or friends."
MENU_WIDTH = 56  # the menu box's width in app.tcss: the notice wraps at it
NOTICE_LIMIT = 3 * (MENU_WIDTH - 8)  # three lines of the notice, with slack for word wrap


def notice_text(exc: Exception) -> str:
    """The notice under the menu for a save that cannot be continued: one line
    when the file's name and the whole problem fit in it; otherwise the whole
    problem over up to three lines, never just its start."""
    from ..reading import one_line

    short = getattr(exc, "short", None)  # SaveError: the name without its folder, then the problem
    if short is None:
        return one_line(str(exc), NOTICE_LIMIT)
    line: str = short(MENU_WIDTH)
    return line if not line.endswith("…") else short(NOTICE_LIMIT)


class MenuItem(Static, can_focus=True):
    """An entry of the menu: Enter, Space or a click chooses it. It looks like
    Textual's Button, whose styles (every variant, every look) were the largest
    part of what the app read before its first frame; the menu needs one look."""

    DEFAULT_CSS = """
    MenuItem {
        width: 100%; height: 3; content-align: center middle; pointer: pointer;
        text-style: bold; color: $button-foreground; background: $surface;
        border-top: tall $surface-lighten-1; border-bottom: tall $surface-darken-1;
        &:focus { text-style: $button-focus-text-style; background-tint: $foreground 5%; }
        &:hover { border-top: tall $surface; background: $surface-darken-1; }
        &.-primary {
            color: $button-color-foreground; background: $primary;
            border-top: tall $primary-lighten-3; border-bottom: tall $primary-darken-3;
            &:hover { background: $primary-darken-2; border-top: tall $primary; }
        }
        &.-compact { height: 1; border: none; }
    }
    """
    BINDINGS = [Binding("enter,space", "choose", "Choose", show=False)]

    class Chosen(Message):
        def __init__(self, item: MenuItem) -> None:
            super().__init__()
            self.item = item

        @property
        def control(self) -> MenuItem:
            return self.item

    def __init__(self, label: str, id: str, action: str, primary: bool = False) -> None:
        super().__init__(label, id=id, classes="-primary" if primary else "")
        self.action = action  # the App's action it asks for

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.action_choose()


class TitleScreen(GameScreen):
    """The main menu. Its buttons dismiss nothing: they ask the App to act.

    Continue and Saved games are shown only once the App knows there is
    something to continue or a folder to list (storage opens after the title
    is up)."""

    # The menu: (key, label, id, the App's action); each entry is a key and an item.
    MENU = (
        ("n", "New game", "new", "new_game"),
        ("c", "Continue", "continue", "continue_game"),
        ("s", "Saved games", "saved", "saved_games"),
        ("r", "Rules", "rules", "help"),
        ("q", "Quit", "quit", "quit"),
    )
    BINDINGS = [
        # The App asks this screen whether Continue and Saved games are on offer
        # (LandRushApp.check_action).
        *menu_keys(MENU, "app."),
        Binding("down", "app.focus_next", "Next", show=False),
        Binding("up", "app.focus_previous", "Previous", show=False),
    ]

    def __init__(self, can_continue: bool = False, notice: str = "", can_list: bool = False) -> None:
        super().__init__()
        self.can_continue = can_continue
        self.can_list = can_list
        self.notice = notice

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="menu-box"):
            yield Static(LOGO, id="logo")
            yield Static(TAGLINE, id="tagline")
            for _key, label, id, action in self.MENU:
                yield MenuItem(label, id, action, primary=id == "new")
            yield Static(self.notice, id="title-notice")

    def on_mount(self) -> None:  # GameScreen.on_mount runs too (Textual calls each class's handler)
        self.query_one("#saved", MenuItem).display = self.can_list
        self.allow_continue(self.can_continue)
        self.query_one("#new", MenuItem).focus()

    def allow_continue(self, allowed: bool, notice: str | None = None) -> None:
        """Show or hide Continue (saved games are found after the title is up)."""
        self.can_continue = allowed
        button = self.query_one("#continue", MenuItem)
        button.display = allowed
        if allowed and self.focused is self.query_one("#new", MenuItem):
            button.focus()
        if notice is not None:
            self.notice = notice
            self.query_one("#title-notice", Static).update(notice)
        self.refresh_bindings()
        self._fit()

    def allow_saved_games(self, allowed: bool) -> None:
        """Show the Saved games entry once there is a folder to list."""
        self.can_list = allowed
        self.query_one("#saved", MenuItem).display = allowed
        self.refresh_bindings()
        self._fit()

    def on_resize(self, event) -> None:  # after GameScreen.on_resize
        self._fit()

    def _fit(self) -> None:
        """Keep the whole menu visible in short terminals: first drop the
        tagline, then make the buttons one line high, then drop the logo."""
        if not self.is_mounted:
            return
        room = self.app.size.height - 1  # the footer takes a line
        buttons = [b for b in self.query("#menu-box MenuItem").results(MenuItem) if b.display]
        notice = -(-len(self.notice) // (MENU_WIDTH - 8)) if self.notice else 1  # slack for word wrap
        logo, tagline, tall, flat = 6, 2, 3 * len(buttons), len(buttons)
        show_tagline = logo + tagline + tall + notice <= room
        compact = logo + tall + notice > room
        show_logo = logo + (flat if compact else tall) + notice <= room
        self.query_one("#tagline").display = show_tagline
        self.query_one("#logo").display = show_logo
        for b in self.query("#menu-box MenuItem").results(MenuItem):
            b.set_class(compact, "-compact")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_mounted:
            return False
        if action == "continue_game" and not self.can_continue:
            return False
        if action == "saved_games" and not self.can_list:
            return False
        return True

    def offers(self, action: str) -> bool:
        """Whether the menu offers an App action now (Continue and Saved games
        appear once storage knows there is something)."""
        if not self.is_mounted:
            return False
        if action == "continue_game":
            return self.can_continue
        if action == "saved_games":
            return self.can_list
        return True

    @on(MenuItem.Chosen)
    async def _pressed(self, event: MenuItem.Chosen) -> None:
        if self.app.screen is not self:  # a click queued before another screen opened on top
            return
        if self.offers(event.item.action):
            await self.app.run_action(event.item.action)
