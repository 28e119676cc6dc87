"""Game over is no dead end: the final map, the money chart, a replay, the title (issue 9)."""

from __future__ import annotations

from ui_support import app_with_state, finished_state, screen_text, settle

from landrush_tui.screens.landrush.game_over import GameOverScreen
from landrush_tui.screens.landrush.replay import ReplayScreen
from landrush_tui.screens.title import TitleScreen
from landrush_tui.widgets.landrush.field_map import FieldMap
from landrush_tui.widgets.money_chart import MoneyChart


async def test_game_over_shows_the_final_map_then_chart_replay_and_back_to_title():
    # A game that "You" wins (the seats are all bots underneath): the verb must fit "You".
    state = next(
        s
        for s in (finished_state("You", "Ann:baseline", "Bob:baseline", seed=seed) for seed in range(1, 60))
        if s.money[0] > max(s.money[1:])
    )
    app = app_with_state(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        the_map, chart = screen.query_one("#over-map", FieldMap), screen.query_one("#chart", MoneyChart)
        assert the_map.display and not chart.display and the_map.owners == state.owners
        text = " ".join(screen_text(app).split())
        assert "record of this game is kept" in text
        assert "You win with" in text and "You wins" not in text
        await pilot.press("m")
        assert chart.display and not the_map.display
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")  # back to the title, the game stays finished
        await settle(app, pilot)
        assert isinstance(app.screen, TitleScreen) and len(app.screen_stack) == 1
        assert app.session is not None and app.session.state.is_over


def test_the_verb_fits_a_seat_called_you():
    from landrush_tui.rules.players import verb

    assert verb("You", "wins", "win") == "win" and verb(" you ", "is", "are") == "are"
    assert verb("Ann", "wins", "win") == "wins" and verb("Youssef", "is", "are") == "is"


def test_a_seat_called_you_wins_and_pays_as_you_do_in_the_reveal_and_the_text_replay():
    """Issue 9, defect 6: "You wins and pays 40" on the reveal; "You win and pay"."""
    from ui_support import settings

    from landrush_tui.rules.landrush import AuctionType, new_game, play_turn
    from landrush_tui.rules.landrush.replay_text import game_text
    from landrush_tui.screens.landrush.reveal import sale_text

    state = new_game(settings("You", "Ann"))
    k = len(state.lots)
    after, report = play_turn(state, [[9] * k, [1] * k])
    names = ["You", "Ann"]
    line = sale_text(report, 0, names, AuctionType.FIRST_PRICE).plain
    assert "You win and pay 9" in line and "wins" not in line
    after, report = play_turn(after, [[1] * len(after.lots), [9] * len(after.lots)])
    assert "Ann wins and pays 9" in sale_text(report, 0, names, AuctionType.FIRST_PRICE).plain
    assert "You wins" not in game_text(after)


def test_the_final_ranking_fits_the_side_panel_with_long_names():
    """Seen in a tmux game at 120x40: 'Shark Vera' pushed the Region column out ("Regio")."""
    from rich.console import Console
    from ui_support import finished_state

    from landrush_tui.screens.landrush.game_over import ranking_table

    state = finished_state("Shark Vera", "Rookie Rosa", "Abcdefghijklmn")
    console = Console(width=40, record=True, file=open("/dev/null", "w"))
    console.print(ranking_table(state))
    text = console.export_text()
    assert "Region" in text.splitlines()[0] and all(len(line) <= 40 for line in text.splitlines())
    for seat in range(3):
        assert str(state.money[seat]) in text
