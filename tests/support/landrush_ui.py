"""Helpers of Land Rush's UI tests: mid-game states built by the rules (not by
playing to them key by key), and typing bids into the bid screen."""

from __future__ import annotations

import time
from typing import Any, AsyncIterator

from textual import events

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.rules.landrush import GameState, Settings, new_game, play_turn, public_view


def played_turns(settings: Settings, turns: int, bot: str = "baseline") -> GameState:
    """The game after ``turns`` turns in which ``bot`` bid for every seat, humans too."""
    state = new_game(settings)
    player = load_bot(bot)
    for _ in range(turns):
        if state.is_over:
            break
        state, _ = play_turn(state, [call_bot(player, public_view(state, s)) for s in range(settings.n)])
    return state


def burst(app, keys: list[str]) -> None:
    """Queue every key at once, as a terminal read of several bytes does."""
    for key in keys:
        char = key if len(key) == 1 else None
        app.post_message(events.Key(key, char))


async def game_screens(app, through_turn: int | None = None) -> AsyncIterator[Any]:
    """Each screen the game shows, for the caller to act on (and settle), until game
    over or until turn ``through_turn`` has been played."""
    from landrush_tui.screens.landrush.game_over import GameOverScreen

    deadline = time.monotonic() + 300  # a hang guard, not a timing goal (a loaded machine is slow)
    while not isinstance(app.screen, GameOverScreen):
        if through_turn is not None and app.session.state.turn > through_turn:
            return
        assert time.monotonic() < deadline, f"stuck on {app.screen!r}"
        yield app.screen
