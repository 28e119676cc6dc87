"""Helpers shared by the UI tests."""

from __future__ import annotations

import asyncio
import html
import re

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.app import LandRushApp
from landrush_tui.rules import PlayerKind, PlayerSpec
from landrush_tui.rules.landrush import Settings, new_game, play_turn, public_view
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


def app_with_state(state) -> LandRushApp:
    """An app that continues ``state`` (a finished one opens on game over)."""
    return LandRushApp(session=Session.start(state), cursor_blink=False)


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
