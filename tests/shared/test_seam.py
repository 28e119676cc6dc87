"""The rule-set seam: the registry, the protocol, and a game that is not Land
Rush (the tests' toy Nim) played through the same session, simulator, CLI and
app without changing any of them."""

from __future__ import annotations

import asyncio

import pytest
import toy_nim
from textual.widgets import Static

from landrush_tui import cli
from landrush_tui.ai.registry import bots_for
from landrush_tui.app import LandRushApp
from landrush_tui.rules import registry
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.chooser import GameChooserScreen
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.screens.new_game import NewGameScreen
from landrush_tui.screens.page import PageScreen
from landrush_tui.screens.step_replay import StepReplayScreen
from landrush_tui.screens.title import TitleScreen
from landrush_tui.session import Session
from landrush_tui.simulate import play_game, table_settings


@pytest.fixture
def nim():
    toy_nim.install()
    yield toy_nim.RULES
    toy_nim.uninstall()


def test_registry_names_land_rush_as_the_default_and_refuses_unknown_games():
    assert registry.DEFAULT == "landrush" and "landrush" in registry.GAMES
    rules = registry.get("landrush")
    assert rules.name == "landrush" and rules.record_format == "landrush-record"
    assert registry.for_format("landrush-record") is rules
    with pytest.raises(RulesError, match="no game called 'chess'"):
        registry.get("chess")
    with pytest.raises(RulesError, match="not a game record"):
        registry.for_format("chess-record")


def test_land_rush_asks_every_seat_at_once_in_secret_until_the_end():
    rules = registry.get("landrush")
    state = rules.new_game(table_settings("landrush", ["baseline"] * 3, 5))
    ask = rules.to_decide(state)
    assert ask is not None and ask.seats == (0, 1, 2) and ask.secret and ask.what == "bids"
    over = play_game(table_settings("landrush", ["baseline"] * 3, 5))
    assert rules.to_decide(over) is None and rules.is_over(over)


def test_session_collects_one_decision_per_asked_seat_then_resolves(nim):
    players = [PlayerSpec("Ann"), PlayerSpec("Bob")]
    session = Session.start(nim.new_game(nim.make_settings(players, 1, stones=5)), "nim")
    assert session.waiting_for == (0,)
    with pytest.raises(RulesError):
        session.submit(1, 2)  # not Bob's move
    with pytest.raises(RulesError):
        session.submit(0, 4)  # more than three
    session = session.submit(0, 3)
    assert session.ready
    session, report = session.resolve()
    assert report == (0, 3) and session.state.stones == 2 and session.waiting_for == (1,)


def test_simulate_and_the_cli_play_any_registered_game(nim, capsys):
    state = play_game(table_settings("nim", ["greedy", "greedy"], 1, stones=9), game="nim")
    assert state.is_over and nim.winners(state) == (0,)  # 9 = 1 + 4 + 4: the first seat wins
    assert (
        cli.main(
            ["simulate", "--game", "nim", "--seats", "greedy,greedy", "--stones", "6", "--games", "2", "--seed", "3"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "2 game(s)" in out and "greedy" in out
    with pytest.raises(SystemExit):  # Land Rush's options are not Nim's
        cli.main(["simulate", "--game", "nim", "--seats", "greedy,greedy", "--start-money", "500"])


async def test_the_app_plays_a_game_it_was_never_written_for(nim):
    """Chooser -> Nim's settings -> moves by key against a bot -> Nim's game over."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameChooserScreen)
        for _ in range(list(registry.GAMES).index("nim")):  # Nim is listed last
            await pilot.press("down")
        await pilot.press("enter")
        for _ in range(50):  # the form builds its seat rows after it is shown (slow on a busy machine)
            await pilot.pause()
            if isinstance(app.screen, NewGameScreen) and app.screen.query("SeatRow"):
                break
        assert isinstance(app.screen, NewGameScreen) and app.screen.game == "nim"
        rows = app.screen.query("SeatRow")
        assert len(rows) == 2  # You and Greedy Gus (Nim's default table)
        await pilot.press("ctrl+s")
        for _ in range(40):
            await asyncio.gather(*[w.wait() for w in app.workers if w.group != "game"], return_exceptions=True)
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
            if type(app.screen).__name__ == "TakeScreen":
                await pilot.press("1")
        assert isinstance(app.screen, GameOverScreen)  # the shell's, filled from Nim's scores and frames
        assert app.session is not None and app.session.game == "nim" and app.session.state.is_over
        players = app.session.state.settings.players
        assert players[0].kind is PlayerKind.HUMAN and players[1].ai == "greedy"
        assert "wins with" in str(app.screen.query_one("#over-winner", Static).render())
        await pilot.pause(0.7)
        await pilot.press("r")  # the board replayed step by step
        await pilot.pause()
        assert isinstance(app.screen, StepReplayScreen) and app.screen.position == 0
        await pilot.press("right", "right", "end")
        assert app.screen.position == len(app.screen.frames) - 1 > 2
        await pilot.press("escape")
        await pilot.pause(0.7)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_legend_log_and_title_keys_during_a_game(nim):
    """k shows the legend, g the log, Ctrl+T saves and goes back to the title."""
    app = LandRushApp(cursor_blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.new_game(None, "nim")
        await pilot.pause()
        await pilot.press("ctrl+s")
        for _ in range(20):
            await pilot.pause()
            if type(app.screen).__name__ == "TakeScreen":
                break
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen) and "last one wins" in str(app.screen.body)
        await pilot.press("k")
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, PageScreen) and "so far" in app.screen.heading
        await pilot.press("escape", "ctrl+t")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.session is not None


def test_every_registry_entry_agrees_with_its_rule_set():
    """The chooser lists entries without importing the games: their words must match."""
    for name, entry in registry.GAMES.items():
        rules = registry.get(name)
        assert (rules.name, rules.title, rules.summary, rules.min_players, rules.max_players) == (
            entry.name,
            entry.title,
            entry.summary,
            entry.min_players,
            entry.max_players,
        )
        assert rules.record_format == f"{name}-record" and registry.for_format(rules.record_format) is rules


def test_every_persona_fits_the_name_limit_of_the_new_game_form():
    from landrush_tui.screens.new_game import MAX_NAME

    for name in registry.GAMES:
        for s in bots_for(registry.get(name).name).strengths:
            assert 0 < len(s.persona) <= MAX_NAME and s.blurb, (name, s)
