"""Helpers shared by the UI tests."""

from __future__ import annotations

import asyncio
import html
import re
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator, Callable, Sequence

from textual import events
from textual._compositor import Compositor
from textual.app import App
from textual.geometry import Size
from textual.keys import _character_to_key
from textual.screen import Screen
from textual.widgets import Static

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.app import LandRushApp
from landrush_tui.rules import PlayerKind, PlayerSpec
from landrush_tui.rules.landrush import Settings, new_game, play_turn, public_view
from landrush_tui.screens.landrush.bid import BidScreen
from landrush_tui.screens.new_game import NewGameScreen
from landrush_tui.session import Session

SEED = 7


def settings(*seats: str, seed: int = SEED) -> Settings:
    """Seats like "Ann" (human) or "Basil:baseline" (AI with that bot)."""
    players = []
    for seat in seats:
        name, _, bot = seat.partition(":")
        players.append(PlayerSpec(name, PlayerKind.AI, bot) if bot else PlayerSpec(name))
    return Settings(tuple(players), seed=seed)


def app_with(*seats: str, seed: int = SEED) -> LandRushApp:
    """An App that opens straight into a new game with these seats."""
    return LandRushApp(session=Session.start(new_game(settings(*seats, seed=seed))), cursor_blink=False)


def app_with_state(state, game: str = "landrush") -> LandRushApp:
    """An app that continues ``state`` of ``game`` (a finished one opens on game over)."""
    return LandRushApp(session=Session.start(state, game), cursor_blink=False)


@asynccontextmanager
async def on_bid_screen(
    *seats: str, size: tuple[int, int] = (80, 24), seed: int = SEED
) -> AsyncIterator[tuple[LandRushApp, Any, BidScreen]]:
    """A new Land Rush game (by default "You" against a baseline bot) run in a Pilot
    app, settled on the first seat's bid screen: ``(app, pilot, screen)``."""
    app = app_with(*(seats or ("You", "Basil:baseline")), seed=seed)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        yield app, pilot, screen


class ScreenHost(App):
    """A bare App that opens on the screen ``make()`` builds; what the screen is
    dismissed with goes to ``closed``."""

    def __init__(self, make: Callable[[], Screen], closed: Callable[[Any], None] | None = None) -> None:
        super().__init__()
        self.make, self.closed = make, closed

    def on_mount(self) -> None:
        self.push_screen(self.make(), self.closed)


async def snapshot_settle(pilot) -> None:
    """A snapshot's ``run_before``: three short pauses let the table draw."""
    for _ in range(3):
        await pilot.pause(0.05)


def finished_state(*seats: str, seed: int = SEED):
    """A whole game played by baseline bots for every seat (humans too)."""
    state = new_game(settings(*seats, seed=seed))
    bot = load_bot("baseline")
    while not state.is_over:
        bids = [call_bot(bot, public_view(state, s)) for s in range(state.settings.n)]
        state, _ = play_turn(state, bids)
    return state


def screen_text(app) -> str:
    """Everything visible on the terminal, as plain text."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, content in re.findall(r'<text[^>]*?x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>', svg):
        rows.setdefault(float(y), []).append((float(x), html.unescape(content).replace("\xa0", " ")))
    return "\n".join(" ".join(t for _, t in sorted(row)) for _, row in sorted(rows.items()))


async def new_game_form(app, pilot) -> NewGameScreen:
    """From the title: New game, then Land Rush (highlighted) in the game chooser."""
    await pilot.press("n", "enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


async def settle(app, pilot) -> None:
    """Let bots finish and the screens update."""
    for _ in range(2):
        await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
        await pilot.pause()


CHARS = {"space": " ", "enter": "\r", "tab": "\t", "backspace": "\x7f", "escape": "\x1b"}


def key_event(key: str) -> events.Key:
    """A Key event as a terminal driver would produce it."""
    if len(key) == 1 and not key.isalnum():
        return events.Key(_character_to_key(key), key)
    return events.Key(key, CHARS.get(key, key if len(key) == 1 else None))


def painted_frames(monkeypatch: Any) -> list[set[Any]]:
    """From now on, per frame Textual paints, the set of widgets painted again."""
    frames: list[set[Any]] = []
    update_widgets = Compositor.update_widgets

    def counted(self: Compositor, widgets: Any) -> Any:
        frames.append(set(widgets))
        return update_widgets(self, widgets)

    monkeypatch.setattr(Compositor, "update_widgets", counted)
    return frames


async def post_key(app: App[Any], frames: list[set[Any]], key: str) -> None:
    """``key`` posted as the terminal driver posts it, on a quiet app; ``frames`` then
    holds what it painted. Waited for by sleeping: the pilot's own pauses paint a
    frame of their own."""
    frames.clear()
    app.post_message(key_event(key))
    await asyncio.sleep(0.3)


def mouse(cls, x: int, y: int):  # type: ignore[no-untyped-def]
    """A mouse event of class ``cls`` at (x, y), as the driver makes it."""
    return cls(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)


def game_app(root, **kw) -> LandRushApp:  # type: ignore[no-untyped-def]
    """The app saving into ``root``, as ``landrush`` runs it."""
    return LandRushApp(data_dir=root, saving=True, cursor_blink=False, **kw)


async def listed(app, pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait for the Saved games screen (or the title's Continue check) to read the folder."""
    await pilot.pause()
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
    await pilot.pause()


def title_notice(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen_stack[0].query_one("#title-notice", Static).render())


async def type_bids(pilot, bids, fast: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Type bids into Land Rush's bid screen; ``fast`` fills the boxes directly
    (later turns of long games, where typing every key only costs time)."""
    if fast:
        for j, bid in enumerate(bids, 1):
            pilot.app.screen.query_one(f"#lot-{j}").value = str(bid)
        await pilot.pause()
        return
    for j, bid in enumerate(bids):
        if j:
            await pilot.press("tab")
        await pilot.press(*str(bid))


async def form_from_the_chooser(app, pilot, game: str) -> NewGameScreen:  # type: ignore[no-untyped-def]
    """Title, ``n``, the chooser, the game picked by arrows and Enter: its new-game
    form, seat rows built."""
    from landrush_tui.rules import registry
    from landrush_tui.screens.chooser import GameChooserScreen

    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, GameChooserScreen)
    await pilot.press(*["down"] * list(registry.GAMES).index(game), "enter")
    for _ in range(50):  # the form builds its rows after it shows (slow on a busy machine)
        await pilot.pause()
        if isinstance(app.screen, NewGameScreen) and app.screen.query("SeatRow"):
            break
    assert isinstance(app.screen, NewGameScreen) and app.screen.game == game
    return app.screen


def drive_random_event(
    app,
    rng,
    keys: Sequence[str],
    sizes: Sequence[tuple[int, int]],
    keys_below: float,
    mouse_below: float,
    mouse_events: Sequence[type] = (events.MouseMove, events.MouseDown, events.MouseUp),
    spare_rows: int = 0,
) -> None:
    """One random event sent through the driver as a terminal's would come: a roll
    under ``keys_below`` sends a key from ``keys``, under ``mouse_below`` a mouse
    gesture somewhere (not on the ``spare_rows`` bottom rows), and else a resize to
    one of ``sizes``. It does not wait for the app to take it."""
    driver = app._driver
    roll = rng.random()
    if roll < keys_below:
        driver.process_message(key_event(rng.choice(keys)))
    elif roll < mouse_below:
        w, h = app.size
        x, y = rng.randrange(max(w, 1)), rng.randrange(max(h - spare_rows, 1))
        for cls in mouse_events:
            driver.process_message(mouse(cls, x, y))
    else:
        size = Size(*rng.choice(sizes))
        driver._size = size  # the headless driver reports this size from now on
        app.post_message(events.Resize(size, size))


async def random_event(pilot, rng, keys, key_share: float, click_share: float) -> None:  # type: ignore[no-untyped-def]
    """One event of a storm: a key from ``keys``, a click anywhere, or a resize."""
    roll = rng.random()
    if roll < key_share:
        await pilot.press(rng.choice(keys))
    elif roll < key_share + click_share:
        try:
            await pilot.click(offset=(rng.randrange(80), rng.randrange(24)))
        except Exception:  # a click outside any widget is not our concern
            pass
    else:
        await pilot.resize_terminal(rng.choice((80, 100, 60)), rng.choice((24, 30, 20)))
