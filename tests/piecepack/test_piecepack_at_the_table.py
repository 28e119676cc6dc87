"""Landrush for piecepack complete at the table: the legend, the log, the replay
on the board, the provisional score, names that stay apart, one mark and colour
per seat everywhere, the board that grows at 120x40, the words of game over.
Each test names what a player met before it was fixed. Mostly without the app
(fast); the few Pilot tests start from a state the rules built."""

from __future__ import annotations

import re

import piecepack_helpers as h
import pytest
from piecepack_helpers import screen_text
from rich.console import Console
from rich.style import Style
from rich.text import Text

from landrush_tui.app import LandRushApp
from landrush_tui.flow import replay_screen, ui_for
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.series import steps
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.handover import HandOverScreen
from landrush_tui.screens.step_replay import StepReplayScreen
from landrush_tui.session import Session
from landrush_tui.widgets.piecepack import board

FIVE = ("You", "Steady Stan", "Steady Stan 2", "Steady Stan 3", "Seer Sela")


def bots_game(names=FIVE, seed: int = 4, turns: int | None = None) -> game.State:
    """The medium bots' game (seats named ``names``, the first a human), whole or
    stopped after ``turns`` turns."""
    from landrush_tui.ai.piecepack import medium
    from landrush_tui.rules.piecepack.view import public_view

    players = (PlayerSpec(names[0]),) + tuple(PlayerSpec(n, PlayerKind.AI, "medium") for n in names[1:])
    state = game.new_game(game.Settings(players, seed))
    while not state.is_over and (turns is None or len(state.history) < turns):
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, game.PASS if what == game.PASS else medium(public_view(state, seat)))
    return state


@pytest.fixture(scope="module")
def over() -> game.State:
    return bots_game()


def plain(renderable, width: int = 120, height: int = 40) -> str:
    console = Console(width=width, height=height, color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


def test_the_legend_explains_every_mark_of_the_board():
    """No legend for `+`, `.`, `*`, the digits or the tracts panel's notation."""
    words = ui_for("piecepack").legend()
    for mark in ("A2", "1 small, 2 medium, 3 large", "+ 1-4", "*", ".", "NW, NE, SW, SE", ">", "score*", "under"):
        assert mark in words, mark
    for notation in ("SSM:4", '"-"', "+5 one", "+5 empty", "took N", "tile full", "blocked", "not shorter"):
        assert notation in words, notation
    assert all(len(line) <= 74 for line in words.splitlines())  # the page's width at 80x24


def test_names_that_share_their_start_stay_apart_in_the_log_and_at_game_over(over):
    """ "Steady Stan 2" was shown as `2` in the log and on game over."""
    log = "\n".join(t.plain for t in board.log_lines(over, 30, board.PANEL_MIN))
    assert "Stea…2" in log and "Stea…3" in log
    assert not any(line.split()[2:3] == ["2"] for line in log.splitlines() if line.strip())
    ui = ui_for("piecepack")
    ranking = plain(ui.breakdown(over), 80)
    for name in FIVE:
        assert name in ranking
    rows = "\n".join(t.plain for t in board.seat_rows(over, board.PANEL_MIN))
    assert "Steady St…2" in rows and "Steady St…3" in rows


def test_the_score_during_play_says_it_is_provisional(over):
    """The score column was not said to be provisional."""
    during = "\n".join(t.plain for t in board.seat_rows(bots_game(turns=10), board.PANEL_MIN))
    assert "score*" in during and "provisional: if it ended now" in during
    after = "\n".join(t.plain for t in board.seat_rows(over, board.PANEL_MIN))
    assert "score*" not in after and "provisional" not in after and "score" in after


def test_the_board_grows_at_120x40():
    """The board stayed 39 x 20 at 120x40."""
    state = bots_game(turns=10)
    small = board.map_text(state, width=80, height=20).plain.splitlines()
    big = board.map_text(state, width=120, height=36).plain.splitlines()
    assert len(small) <= 21 and max(len(line) for line in small) <= 80
    assert len(big) >= 33 and board.BIG.board_w >= 60
    assert "Suns          Moons" in big[1] and " Null |" in big[3]
    for y in range(12):  # every square's mark is where a click finds it, at both sizes
        for x in range(8):
            for scale in (board.SMALL, board.BIG):
                assert board.square_at(*board.where((x, y), scale), scale) == (x, y)


def test_game_over_says_whose_stash_is_empty_and_you_win_not_wins(over):
    """ "a stash is empty" (whose?), and any "You wins"."""
    ui = ui_for("piecepack")
    words = plain(ui.winner_words(over))
    last = over.settings.players[over.last.seat].name
    assert ("your stash is empty" if last == "You" else f"{last}'s stash is empty") in words
    assert "a stash is empty" not in words and "You wins" not in words
    if 0 in over.winners and len(over.winners) == 1:
        assert words.startswith("You win with")
    log = ui.log(over)
    assert "You's" not in log and "You wins" not in log and "You places" not in log


def test_the_log_is_the_whole_game_in_public_words_that_fit_80_columns():
    state = bots_game(seed=48213, turns=20)
    log = Text.from_markup(ui_for("piecepack").log(state)).plain
    assert str(state.settings.seed) not in log  # nothing hidden: only the seed is secret
    assert log.count(" drew ") == 20 and log.count(" opened with a medium at ") == 5
    assert not re.search(r"\(\d+, ?\d+\)", log)  # squares as the board labels them, no (x,y)
    assert max(len(line) for line in log.splitlines()) <= 96  # at most one wrap at 80x24


def test_one_mark_and_colour_per_seat_on_hand_over_board_tables_and_log(over):
    """A seat's letter and colour are the same on the hand-over, the board, the
    tables and the log, at the largest table."""
    ui = ui_for("piecepack")
    marks = board.marks_of(over)
    log = Text.from_markup(ui.log(over))
    rows = board.seat_rows(over, board.PANEL_MIN)
    art = board.map_text(over, width=80, height=21)
    for seat in range(over.n):
        fill = board.FILLS[seat]
        tag = ui.seat_tag(over, seat)
        hand_over = HandOverScreen([p.name for p in over.settings.players], seat, "Turn 3", "play", tag)
        assert hand_over.mark == marks[seat]
        assert _bg_of(tag, marks[seat]) == fill
        assert _bg_of(rows[seat + 1], marks[seat]) == fill  # the seat rows beside the board
        assert _bg_of(log, marks[seat]) == fill
        on_board = [sq for sq in ((x, y) for y in range(12) for x in range(8)) if (over.at(sq) or (None,))[0] == seat]
        if on_board:
            assert _bg_of(art, marks[seat] + board.DIGIT[over.at(on_board[0])[1]]) == fill
        breakdown = ui.breakdown(over)
        cells = [c for c in breakdown.columns[1]._cells if isinstance(c, Text)]  # the Player column
        assert any(_bg_of(c, marks[seat]) == fill and over.settings.players[seat].name in c.plain for c in cells)


def _bg_of(text: Text, mark: str) -> str | None:
    """The background colour of the first span whose text is ``mark`` (spaces round it allowed)."""
    for span in text.spans:
        if text.plain[span.start : span.end].strip() == mark:
            style = span.style if isinstance(span.style, Style) else Style.parse(span.style)
            return style.bgcolor.name if style.bgcolor else None
    return None


def test_the_replay_steps_through_the_rules_states(over):
    """Replay was text only: now the board after every opening and turn, the
    states re-played by the rules from the recorded decisions."""
    ui = ui_for("piecepack")
    frames = ui.frames(over)
    assert len(frames) == 1 + over.n + len(over.history)
    assert steps(over)[-1][0] == over  # the rules re-play the record to the same end
    assert frames[0].heading == "before the openings" and frames[1].heading == "opening 1 of 5"
    assert frames[-1].heading == f"turn {len(over.history)} of {len(over.history)}"
    last = plain(frames[-1].board, 80, 24)
    assert game.describe(over.settings.players, over.last) in " ".join(last.split())
    assert "stash is empty" in last and " Null |" in last
    screen = replay_screen("piecepack", over, "Replay")  # what Saved games opens
    assert isinstance(screen, StepReplayScreen) and len(screen.frames) == len(frames)


def test_a_position_never_played_from_the_start_replays_in_words():
    state = h.position(h.tract(0, "M", (0, 0), (1, 0)))
    assert ui_for("piecepack").frames(state) == ()


def test_the_tracts_panel_is_one_game_s_choice_not_every_game_s():
    """The t toggle was a class attribute: a new game (or a second app) started
    with the last game's panel."""
    from landrush_tui.screens.piecepack.play import PlayScreen

    state = h.position(h.tract(0, "M", (0, 0), (1, 0)))
    first, second = ui_for("piecepack"), ui_for("piecepack")
    first.show_tracts = True
    assert not second.show_tracts
    shown = PlayScreen(state, 0, second) if game.ask_of(state)[1] == game.PLAY else None
    assert shown is None or "Tracts now" not in shown.map_text().plain


async def test_f3_g_k_and_the_replay_from_game_over_at_80x24(over):
    """F3 shows the last turn again and waits; g the log, k the legend; r on game
    over the replay, arrows step it, Esc back to game over."""
    app = LandRushApp(cursor_blink=False, session=Session.start(over, "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.pause(0.05)
        assert type(app.screen).__name__ == "GameOverScreen"
        await pilot.press("f3")
        await pilot.pause(0.1)
        assert type(app.screen).__name__ == "TurnScreen" and "Again:" in screen_text(app)
        await pilot.pause(0.4)  # it waits for a key, whatever the pace
        assert type(app.screen).__name__ == "TurnScreen"
        await pilot.press("escape")
        await pilot.pause(0.1)
        await pilot.press("g")
        await pilot.pause(0.1)
        text = screen_text(app)  # the page opens at its end: the last turns and the scores
        assert "stash is empty" in text and re.search(r"You +23 =", text)
        await pilot.press("g", "k")
        await pilot.pause(0.1)
        assert "what the board shows" in screen_text(app)
        await pilot.press("escape", "r")
        await pilot.pause(0.1)
        assert isinstance(app.screen, StepReplayScreen)
        assert "before the openings" in screen_text(app)
        await pilot.press("right")
        await pilot.pause(0.05)
        assert "opening 1 of 5" in screen_text(app) and "opened with a medium at" in screen_text(app)
        await pilot.press("end")
        await pilot.pause(0.05)
        assert f"turn {len(over.history)} of" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert type(app.screen).__name__ == "GameOverScreen"


async def test_f3_during_play_shows_the_last_turn_and_gives_the_screen_back():
    state = bots_game(("Ann", "Bo"), turns=6)
    humans = game.Settings((PlayerSpec("Ann"), PlayerSpec("Bo")), state.settings.seed)
    import attrs

    state = attrs.evolve(state, settings=humans)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(20):
            await pilot.pause(0.05)
            if type(app.screen).__name__ in ("PlayScreen", "TurnScreen") and app.screen.is_mounted:
                break
        if type(app.screen).__name__ == "TurnScreen":  # a no-play turn first: past it
            await pilot.press("enter")
            await pilot.pause(0.1)
        decision = app.screen
        assert type(decision).__name__ == "PlayScreen"
        await pilot.press("f3")
        await pilot.pause(0.1)
        assert type(app.screen).__name__ == "TurnScreen" and "Again:" in screen_text(app)
        last = app.session.state.last
        assert game.describe(app.session.state.settings.players, last)[:30] in " ".join(screen_text(app).split())
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert app.screen is decision and app.session.state == state
