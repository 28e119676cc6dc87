"""Conceding a game, in every game: Ctrl+G asks, Concede ends the game as it
stands (lost for every human seat, the bots ranked by the standing then), game
over says so, the record is kept with a "conceded" key and the save is removed.
Each game starts from a state built by its rules, on the human's decision screen."""

from __future__ import annotations

import json

import pytest
from ui_support import game_app, screen_text, settle

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.replay_app import read_named_game, run_replay
from landrush_tui.rules import registry
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.base import GameScreen
from landrush_tui.screens.concede import ConcedeScreen
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.screens.saved_games import _label
from landrush_tui.session import Concession, Session
from landrush_tui.storage import GameSaver, SaveStore

GAMES = tuple(registry.GAMES)


def mid_game(game: str, humans: int = 1, bots: int = 2, steps: int = 6, seed: int = 11) -> Session:
    """A game some steps in (every seat played by the game's easy bot), stopped where
    seat 0, a human, is asked to decide."""
    rules, table = registry.get(game), bots_for(game)
    players = [PlayerSpec(f"Hu{i}" if i else "You") for i in range(humans)]
    players += [PlayerSpec(f"Bot {i + 1}", PlayerKind.AI, "easy") for i in range(bots)]
    state = rules.new_game(rules.make_settings(players, seed))
    bot = table.load_bot("easy")
    played = 0
    while (ask := rules.to_decide(state)) is not None and (played < steps or 0 not in ask.seats):
        decisions = {s: table.call_bot(rules, bot, rules.view(state, s), "easy") for s in ask.seats}
        state, _ = rules.apply(state, decisions)
        played += 1
    assert rules.to_decide(state) is not None, f"{game}: the game ended before seat 0 was asked"
    return Session.start(state, game)


async def on_decision_screen(app, pilot) -> GameScreen:
    await settle(app, pilot)
    screen = app.screen
    assert isinstance(screen, GameScreen) and screen is not app.flow.table, screen
    assert app.session.ask is not None and 0 in app.session.ask.seats
    return screen


def words(app) -> str:
    """The screen's words on one line, box borders left out."""
    return " ".join(screen_text(app).replace("┃", " ").split())


def question(app) -> str:
    assert isinstance(app.screen, ConcedeScreen)
    return str(app.screen.query_one("#concede-question").render())


async def concede_by_keys(app, pilot, who: str) -> str:
    """Ctrl+G, the question names ``who``, `c`: game over's words."""
    await pilot.press("ctrl+g")
    await pilot.pause()
    assert f"counts as lost for {who}." in question(app)
    await pilot.press("c")
    await settle(app, pilot)
    assert isinstance(app.screen, GameOverScreen) and app.screen.concession is not None
    return words(app)


def saved(tmp_path, session: Session) -> SaveStore:
    store = SaveStore(tmp_path)
    store.save(session, "game")
    return store


# --- the rules of a concession ----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_conceded_session_is_over_asks_nothing_and_ranks_the_humans_last(game):
    session = mid_game(game, humans=2, bots=2)
    done = session.concede()
    assert done.is_over and done.ask is None and done.conceded == (0, 1)
    c = done.concession
    assert c is not None and c.seats == (0, 1)
    standing = session.rules.final_ranks(session.state)
    assert c.ranks[0] == c.ranks[1] == 3
    assert sorted(c.ranks[2:]) == ([1, 1] if standing[2] == standing[3] else [1, 2])
    assert c.winners == tuple(s for s in (2, 3) if c.ranks[s] == 1)
    with pytest.raises(RulesError):
        done.submit(0, None)
    with pytest.raises(RulesError):
        done.concede()


def test_with_no_bot_at_the_table_nobody_wins():
    session = mid_game("landrush", humans=2, bots=0)
    c = session.concede().concession
    assert c is not None and c.ranks == (1, 1) and c.winners == ()


def test_a_table_of_bots_only_cannot_concede():
    session = mid_game("landrush", humans=0, bots=2)
    with pytest.raises(RulesError):
        session.concede()


def test_the_concession_round_trips_through_a_save_and_a_bad_one_is_refused():
    session = mid_game("circuit", humans=2, bots=1).concede()
    save = savefile.save_of(session, "g", "t", "t")
    text = savefile.dumps(save)
    assert json.loads(text)["conceded"] == [0, 1]
    assert savefile.loads(text) == session
    # Saves of games played on are written as before.
    assert "conceded" not in json.loads(savefile.dumps(savefile.save_of(mid_game("circuit"), "g", "t", "t")))
    for wrong in ([2], [0], [0, 1, 2]):
        with pytest.raises(savefile.SaveError):
            savefile.loads(json.dumps({**json.loads(text), "conceded": wrong}))


@pytest.mark.parametrize("game", GAMES)
def test_a_crash_after_the_concession_was_saved_resumes_at_its_game_over(tmp_path, game):
    """The saver writes the conceded save before the record: killed in between,
    the next start keeps the record, removes the save and shows the concession."""
    store = SaveStore(tmp_path)
    session = mid_game(game)
    store.save(session, "game")
    store.save(session.concede(), "game")  # what the saver writes first
    saver, resumed = GameSaver.resume(store, "game")
    assert resumed.conceded == (0,) and resumed.is_over
    assert saver(resumed) is not None and saver.error is None
    assert not store._paths()
    (info,) = store.list_records()
    assert info.error is None and info.conceded == ("You",)


# --- at the table -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
async def test_concede_from_a_decision_screen_ends_the_game_and_keeps_its_record(tmp_path, game):
    session = mid_game(game)
    store = saved(tmp_path, session)
    rules = session.rules
    app = game_app(tmp_path, resume="")
    async with app.run_test(size=(80, 24)) as pilot:
        await on_decision_screen(app, pilot)
        text = await concede_by_keys(app, pilot, "You")
        assert app.session.conceded == (0,) and app.session.state == session.state
        turn = rules.turn(session.state)
        assert f"You conceded in {rules.steps_name[:-1]} {turn}." in text if turn else "You conceded." in text
        assert "conceded" in text.split("You conceded", 1)[1]  # the ranking marks the seat
        assert not list(store.saves.glob("*.json"))  # the save is gone
        (path,) = store.records.glob("*.json")
        data = json.loads(path.read_text())
        assert data["conceded"]["seats"] == [0]
        assert data["conceded"]["ranks"][0] == 3 and data["conceded"]["winners"]
        assert read_named_game(path) == (game, session.state)  # it replays
        (info,) = store.list_records()
        assert info.error is None and info.conceded == ("You",) and info.game == game
        assert "conceded by You, won by Bot" in _label("record", info).plain  # as Saved games lists it
        await pilot.press("r")  # the replay opens from game over
        await pilot.pause()
        assert not isinstance(app.screen, GameOverScreen)
    assert run_replay(path, terminal=False) == 0


@pytest.mark.parametrize("game", GAMES)
async def test_keep_playing_changes_nothing(tmp_path, game):
    session = mid_game(game)
    store = saved(tmp_path, session)
    app = game_app(tmp_path, resume="")
    async with app.run_test(size=(80, 24)) as pilot:
        decision = await on_decision_screen(app, pilot)
        for keep in ("escape", "click"):
            await pilot.press("ctrl+g")
            await pilot.pause()
            assert isinstance(app.screen, ConcedeScreen)
            if keep == "escape":
                await pilot.press("escape")
            else:
                await pilot.click("#keep")
            await settle(app, pilot)
            assert app.screen is decision
            assert app.session == session and not app.session.is_over
        assert store.load("game") == session
        assert not list(store.records.glob("*.json")) if store.records.is_dir() else True


@pytest.mark.parametrize("game", GAMES)
async def test_an_enter_run_begun_before_the_question_does_not_concede(tmp_path, game, key_gate):
    session = mid_game(game)
    saved(tmp_path, session)
    app = game_app(tmp_path, resume="")
    async with app.run_test(size=(80, 24)) as pilot:
        await on_decision_screen(app, pilot)
        key_gate.advance(1.0)
        await pilot.press("ctrl+g")  # deliberate; the Enters after it are the same run
        await pilot.pause()
        assert isinstance(app.screen, ConcedeScreen)
        for key in ("enter", "enter", "c", "enter", "space"):
            key_gate.advance(0.15)
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, ConcedeScreen) and not app.session.is_over
        key_gate.advance(1.0)  # the player looks, then presses Enter on Concede
        await pilot.press("enter")
        await settle(app, pilot)
        assert isinstance(app.screen, GameOverScreen) and app.session.conceded == (0,)


async def test_hot_seat_concession_names_every_player_at_the_keyboard(tmp_path):
    session = mid_game("landrush", humans=2, bots=1)
    store = saved(tmp_path, session)
    app = game_app(tmp_path, resume="")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = await concede_by_keys(app, pilot, "You and Hu1")
        assert "You and Hu1 conceded" in text and "Bot 1 wins" in text
        await pilot.press("escape")  # Title
        await settle(app, pilot)
        assert len(app.screen_stack) == 1
    assert not list(store.saves.glob("*.json"))
    assert Concession.of(session.rules, session.state, (0, 1)).winners == (2,)
