"""The notice under the title for a save that cannot be continued says the
problem, not just its start (it was cut at the menu's width: ``bad.json: the
game inside is not valid: seat 3 (Basil):…``); the Saved games screen says it
whole too."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Static
from ui_support import game_app, listed, screen_text, settings, title_notice

from landrush_tui.ai.landrush import call_bot, load_bot
from landrush_tui.rules.landrush import new_game, play_turn, public_view
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore


def a_bot_that_is_code(data) -> None:
    data["record"]["settings"]["players"][2]["ai"] = "os:system"


def an_outcome_against_the_rules(data) -> None:
    data["record"]["turns"][3]["sales"][0]["price"] -= 1


BROKEN = {
    "bot": (a_bot_that_is_code, "names the bot 'os:system': a saved game may name only the built-in bots"),
    "outcome": (an_outcome_against_the_rules, "turn 4: the recorded outcome does not match the rules"),
}


def store_with_a_broken_save(root, how: str) -> SaveStore:
    state = new_game(settings("Ann", "Bob", "Basil:baseline", seed=5))
    bot = load_bot("baseline")
    for _ in range(5):
        state, _ = play_turn(state, [call_bot(bot, public_view(state, s)) for s in range(3)])
    store = SaveStore(root)
    store.save(Session.start(state), "good")
    data = json.loads((store.saves / "good.json").read_text(encoding="utf-8"))
    BROKEN[how][0](data)
    (store.saves / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    return store


@pytest.mark.parametrize("how", list(BROKEN))
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_title_notice_names_the_whole_problem(tmp_path, how, size):
    store_with_a_broken_save(tmp_path, how)
    app = game_app(tmp_path, resume="bad")
    async with app.run_test(size=size) as pilot:
        await listed(app, pilot)
        notice = title_notice(app)
        assert "bad.json" in notice and BROKEN[how][1] in " ".join(notice.split()), notice
        title = app.screen
        widget = title.query_one("#title-notice", Static)
        assert title.region.contains_region(widget.region)
        shown = " ".join(screen_text(app).split())
        assert BROKEN[how][1] in shown, shown


@pytest.mark.parametrize("how", list(BROKEN))
async def test_the_saved_games_screen_names_the_whole_problem(tmp_path, how):
    store_with_a_broken_save(tmp_path, how)
    app = game_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await listed(app, pilot)
        await pilot.press("s")
        await listed(app, pilot)
        games = app.screen.query_one("#games")
        while "bad" not in str(games.highlighted_option.prompt):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        message = str(app.screen.query_one("#games-message", Static).render())
        assert BROKEN[how][1] in " ".join(message.split()), message
