"""Circuit complete at the table: the replay on the ring, F3, the log, the legend,
the shared game over, the round counter, one mark and colour per seat, and the
defects players met (a result shown before its dice, a chart wrapped after a
resize, `q` doing nothing, "You rolls"). States are built by the rules; the app
plays only the steps a test needs."""

from __future__ import annotations

import asyncio
import time

import circuit_helpers
from circuit_helpers import humans
from rich.console import Console
from rich.style import Style
from textual.content import Content
from ui_support import screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.help import help_markdown
from landrush_tui.rules.circuit.ruleset import RULES
from landrush_tui.rules.circuit.steps import decisions_of, steps
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.circuit import UI
from landrush_tui.screens.circuit.roll import RollScreen
from landrush_tui.screens.circuit.turn import TurnScreen
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.screens.pace import Pace
from landrush_tui.screens.step_replay import StepReplayScreen
from landrush_tui.screens.title import TitleScreen
from landrush_tui.session import Session
from landrush_tui.widgets.circuit import ring

SIX = ("Ann", "Prudent Pia", "Prudent Pia 2", "Prudent Pia 3", "Oracle Olaf", "Lucky Lu")


def played(players, purchase="optional", limit=10, seed=7, decisions=None) -> game.State:
    """A game the rules play (everyone buys what they may), to the end or for ``decisions``."""
    state = game.new_game(game.Settings(players, purchase, limit, seed))
    done = 0
    while not state.is_over and (decisions is None or done < decisions):
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else ("buy" if done % 3 else "decline"))
        done += 1
    return state


def plain(renderable, width=80) -> str:
    console = Console(width=width, record=True, color_system="truecolor")
    console.print(renderable)
    return console.export_text()


def ui() -> UI:
    return UI(RULES)


# --- the replay, F3, the log, the legend ------------------------------------------


def test_the_replay_steps_decision_by_decision_through_states_the_rules_built():
    state = played(humans("Ann", "Bo", "Cy"))
    frames = ui().frames(state)
    decisions = sum(len(decisions_of(e, state.settings.purchase)) for e in state.history)
    assert len(frames) == decisions + 1 and frames[0].heading == "Start"
    assert frames[-1].board.state == state  # the last board is the rules' own final state
    rolls = [f for f in frames if "the roll" in f.heading]
    assert rolls and all("buy it for" in str(f.words) for f in rolls)  # a roll that waits is a step of its own
    assert "round 1 of 10" in frames[1].heading
    # each step's board is the state after it, as the rules' own replay of the decisions has it
    for frame, step in zip(frames[1:], steps(state), strict=True):
        assert frame.board.state == step.after
    assert isinstance(ui().replay(state, "Replay"), StepReplayScreen)


def test_a_saved_game_with_a_roll_waiting_replays_that_roll_too():
    state = played(humans("Ann", "Bo"), limit=None, decisions=40)
    while state.rolled is None:
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    frames = ui().frames(state)
    assert frames[-1].board.state == state and "buy it for" in str(frames[-1].words)


def test_the_log_has_every_turn_under_its_marks_and_nothing_of_the_seed():
    state = played(humans("Ann", "Bo", "Cy"), seed=123456789)
    log = ui().log(state)
    shown = Content.from_markup(log).plain
    assert all(f"Turn {t.turn:>3}" in shown for t in state.history)
    assert "123456789" not in shown and "seed" not in shown.lower()
    assert "wins" in shown.splitlines()[-1]
    assert max(len(line) for line in shown.splitlines()[2:]) <= 74  # the turns fit the page at 80 columns


def test_the_legend_explains_every_mark_the_ring_and_tables_show():
    legend = ui().legend()
    for mark in (
        "R  Refuge",
        "T  Territory",
        "F  Fleet",
        "L  Labor Camp",
        "X  Tax",
        "$1600",
        "r1000",
        "x150",
        "-4000",
        "<-",
        "round 4 of 20",
        "last:",
        "money",
        "plots",
        "worth",
        "provisional",
        "on 13",
        "out (2.)",
        "won",
        "reversed",
        "the chart",
    ):
        assert mark in legend, mark
    assert max(len(line) for line in legend.splitlines()) <= 74  # no line wraps in an 80-column window


async def test_f3_shows_the_last_turn_again_and_waits_for_a_key():
    state = played(humans("Ann", "Bo"), purchase="forced", decisions=7)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        assert isinstance(app.screen, RollScreen)
        app.flow.ui.pace.speed = 3  # fastest: straight to the result
        await pilot.press("f3")
        await pilot.pause(0.4)
        assert isinstance(app.screen, TurnScreen)
        text = screen_text(app)
        assert f"Turn {state.last.turn}:" in text and "Bo rolled" in text
        await pilot.pause(0.3)
        assert isinstance(app.screen, TurnScreen)  # still there: it waits
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert isinstance(app.screen, RollScreen) and app.session.state == state


async def test_f3_at_an_animated_pace_shows_the_result_at_once_marked_again():
    """Seen in tmux: F3 tumbled the dice again ("rolls ⚃ ⚃" for a roll of 2+1) and
    never said it was the last turn again, nor how to close it."""
    state = played(humans("Ann", "Bo"), purchase="forced", decisions=7)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        assert isinstance(app.screen, RollScreen)
        app.flow.ui.pace.speed = 1  # the dice tumble at this pace
        await pilot.press("f3")
        await pilot.pause(0.05)
        assert isinstance(app.screen, TurnScreen)
        text = screen_text(app)
        assert "rolls" not in text and f"Again: Turn {state.last.turn}:" in text and "Enter closes." in text
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert isinstance(app.screen, RollScreen) and app.session.state == state


# --- game over ----------------------------------------------------------------------


async def test_game_over_shows_the_final_ring_and_every_way_on():
    state = played(humans(*SIX))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        for words in ("New game", "Replay", "Title", "Quit", "wins", "Worth"):
            assert words in text, words
        board = app.screen.query_one("#over-board")
        assert board.display and "Harbour Refuge" in plain(board.content, 76)
        assert max(len(line.rstrip()) for line in plain(board.content, 76).splitlines()) <= 76
        await pilot.press("r")
        await pilot.pause(0.1)
        assert isinstance(app.screen, StepReplayScreen)
        await pilot.press("end", "escape")
        await pilot.pause(0.1)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert isinstance(app.screen, TitleScreen)


async def test_the_chart_fits_after_the_window_shrinks():
    state = played(humans("Ann", "Bo", "Cy"))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.2)
        await pilot.press("m")  # the chart instead of the ring
        await pilot.pause(0.1)
        chart = app.screen.query_one("#over-chart")
        assert chart.display and chart.size.height == state.n + 1
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.3)
        assert chart.size.height == state.n + 1  # one row per seat and the title: no row wrapped


# --- during play --------------------------------------------------------------------


BOTS = (PlayerSpec("Lu", PlayerKind.AI, "easy"), PlayerSpec("Bo", PlayerKind.AI, "easy"))


async def first_turn_shown(app) -> None:
    """Until the flow shows a turn (checked at every step of the event loop: the
    moment it is pushed is the moment that matters)."""
    deadline = time.monotonic() + 30  # a bot answers in a thread: slow on a busy machine
    while not isinstance(app.screen, TurnScreen) and time.monotonic() < deadline:
        await asyncio.sleep(0)


async def test_a_turns_result_is_not_on_the_table_before_its_dice_roll():
    state = game.new_game(game.Settings(BOTS, "forced", None, 7))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await first_turn_shown(app)
        assert isinstance(app.screen, TurnScreen) and app.session.state.history
        shown = app.flow.table.query_one("#ring").content
        text = shown.plain if hasattr(shown, "plain") else shown.text(79).plain
        assert text.startswith("Circuit  turn 1 ")  # the table still shows the turn before
        await pilot.pause(0.1)


def test_the_header_counts_rounds_against_the_limit():
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "forced", 12, 7))
    assert "round 1 of 12" in ring.header(state).plain
    for _ in range(3):
        state, _ = game.apply(state, state.to_move, "roll")
    assert "turn 4  round 2 of 12" in ring.header(state).plain
    no_limit = game.new_game(game.Settings(humans("Ann", "Bo"), "forced", None, 7))
    assert "round" not in ring.header(no_limit).plain


def test_six_seats_named_alike_stay_distinct_under_named_columns():
    state = played(humans(*SIX), decisions=12)
    rows = [t.plain for t in ring.seat_lines(state, 79)]
    assert rows[0].split() == ["money", "plots", "worth", "on"] * 2
    cells = [cell for row in rows[1:4] for cell in (row[:39], row[39:])]
    names = [" ".join(c.split()[1:-4]) for c in cells]
    assert len(set(names)) == 6 and "Prudent Pia" in names, names
    assert "provisional" in rows[-1] and all(len(r) <= 79 for r in rows)


def test_one_mark_and_colour_per_seat_on_hand_over_board_tables_and_log():
    state = played(humans(*SIX))
    the_ui = ui()
    marks = ring.marks_of(state)
    assert len(set(marks)) == 6
    board = ring.board_text(state)
    table = plain(the_ui.breakdown(state), 100)
    log = Content.from_markup(the_ui.log(state))
    for seat in range(6):
        mark, fill = marks[seat], ring.HEX[state.colours[seat]]
        style = ring.token_style(state.colours[seat])
        tag = the_ui.seat_tag(state, seat)  # the hand-over's and the breakdown's tag
        assert tag.plain.startswith(f" {mark} ") and tag.spans[0].style == style
        assert f" {mark}  {SIX[seat]}" in table
        # the board's seat rows: the mark on the same fill
        on_board = [s for s in board.spans if board.plain[s.start : s.end] == mark and s.style == style]
        assert on_board, mark
        in_log = [s for s in log.spans if log.plain[s.start : s.end] == f" {mark} "]
        assert in_log and all(Style.parse(str(s.style)).bgcolor.name == fill for s in in_log), mark


def ann_to_roll() -> game.State:
    """Ann (human) against a bot, Ann to roll."""
    players = (PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "easy"))
    state = game.new_game(game.Settings(players, "forced", None, 2))
    while state.to_move != 0:
        state, _ = game.apply(state, state.to_move, "roll")
    return state


async def test_ctrl_t_saves_and_goes_back_to_the_title_as_in_every_game():
    """Circuit alone had `q` for this: a key of its own for a shared act."""
    state = ann_to_roll()
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        assert isinstance(app.screen, RollScreen)
        assert "q" not in app.screen.active_bindings
        assert app.screen.active_bindings["ctrl+t"].binding.description == "Save & title"  # in the Footer
        await pilot.press("q")
        await pilot.pause(0.2)
        assert isinstance(app.screen, RollScreen)
        await pilot.press("ctrl+t")
        await pilot.pause(0.2)
        assert isinstance(app.screen, TitleScreen) and app.session.state == state


async def test_auto_play_never_rolls_for_a_human():
    state = ann_to_roll()
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        await pilot.press("a", "e")
        await pilot.pause(1.0)
        assert isinstance(app.screen, RollScreen) and app.session.state == state
    words = help_markdown(None)
    assert "never roll or buy for a human" in " ".join(words.split())


def test_you_is_spoken_to_in_every_word_of_a_turn(monkeypatch):
    you = game.new_game(game.Settings((PlayerSpec("You"), PlayerSpec("Bo")), "forced", None, 1))
    you = game.replace_setup(
        you, to_move=0, money=(500, 30000), owners=(None,) * 15 + (1,) + (None,) * 5, positions=(12, 1)
    )
    with circuit_helpers.dice(monkeypatch, (2, 2)):
        after, entry = game.apply(you, 0, "roll")
    words = [w for _, w in TurnScreen(you, after, entry, Pace()).turn_frames()]
    text = " ".join(words)
    assert "You roll…" in text and "You move to 13 Silver Fjord." in text
    assert "You rolled 2+2=4, 12 -> 16 Ivory Heath: owe 1700 rent to Bo, pay all 500. You are out" in text
    for wrong in ("You rolls", "You moves", "You pays", "You owes", "You is"):
        assert wrong not in text, wrong


async def test_six_seats_at_80x24_show_every_line_of_the_roll_and_buy_prompts():
    state = played(humans(*SIX), decisions=23)
    while state.rolled is None:
        seat, what = game.ask_of(state)
        state, _ = game.apply(state, seat, "roll" if what == "roll" else "buy")
    for st in (state, played(humans(*SIX), purchase="forced", decisions=25)):
        app = LandRushApp(cursor_blink=False, session=Session.start(st, "circuit"))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            prompt = app.screen.query_one("#prompt")
            assert prompt.region.height == 1 and prompt.region.bottom <= 23  # above the Footer
            ring_widget = app.screen.query_one("#ring")
            assert ring_widget.region.height == len(ring_widget.content.text(80).plain.splitlines())
            assert max(len(line) for line in ring_widget.content.text(80).plain.splitlines()) <= 80


async def test_f3_over_a_turn_being_shown_leaves_the_game_going_on():
    """Seen in tmux: F3 during a bot's turn, Enter on the shown-again turn, and the
    game stood still (the turn below had tried to close while covered)."""
    state = played(BOTS, purchase="forced", decisions=3)
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "circuit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await first_turn_shown(app)
        await pilot.press("f3")
        await pilot.pause(2.0)  # the turn below has finished meanwhile
        played_then = len(app.session.state.history)
        await pilot.press("enter")
        await pilot.pause(1.5)
        assert len(app.session.state.history) > played_then
