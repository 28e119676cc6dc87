"""Auction Land complete at the table: the replay on the board, F3, the log, the
legend, the live score, the shared game over, names that stay distinct and one
mark per seat, visible money at 80 columns, help that names working keys, and
nothing of hidden money before the end. States come from the rules (games the
easy bot plays for every seat), never from a whole game played by keys."""

from __future__ import annotations

import re

import attrs
import pytest
from auctionland_helpers import driven
from rich.console import Console
from rich.text import Text
from ui_support import screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.auctionland import game, steps
from landrush_tui.rules.auctionland.help import help_markdown
from landrush_tui.rules.auctionland.ruleset import RULES
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.auctionland import AuctionLandUI, draw, story
from landrush_tui.screens.auctionland.place import PlaceScreen
from landrush_tui.screens.game_over import GameOverScreen
from landrush_tui.screens.pace import Pace
from landrush_tui.screens.page import PageScreen
from landrush_tui.screens.step_replay import StepReplayScreen
from landrush_tui.session import Session

CLEOS = tuple(PlayerSpec("Careful Cleo" + (f" {k + 1}" if k else "")) for k in range(6))


def rendered(renderable, width: int = 80) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def with_players(state: game.State, players) -> game.State:
    return attrs.evolve(state, settings=attrs.evolve(state.settings, players=tuple(players)))


def forced_pass_game() -> game.State:
    """Hidden money, 4 seats: a forced pass in the turn under way (found by seed)."""
    return driven(4, 2, "hidden", lambda s: any(a.get("forced") for a in s.actions))


def ui() -> AuctionLandUI:
    return AuctionLandUI(RULES)


def app_at(state: game.State) -> LandRushApp:
    return LandRushApp(cursor_blink=False, session=Session.start(state, "auctionland"))


# --- the replay on the board --------------------------------------------------------------


def test_the_replay_steps_through_every_decision_on_states_the_rules_built():
    final = driven(3, 5, "hidden", lambda s: s.is_over)
    frames = ui().frames(final)
    done = steps.steps(final)
    decisions = sum(1 for log in final.history for a in log.actions if a.act in ("take", "place", "hammer"))
    assert len(frames) == 1 + len(done) and len(done) >= decisions
    assert done[-1].after == final  # the rules, replayed, end where the game ended
    assert frames[0].heading == "Start" and "holds the gavel first" in rendered(frames[0].words)
    some = frames[len(frames) // 2]
    assert some.heading.startswith("Turn ") and "Market" in rendered(some.board)
    assert "pts" in rendered(frames[-1].board)


async def test_replay_from_game_over_and_from_a_record():
    final = driven(2, 6, "visible", lambda s: s.is_over)
    app = app_at(final)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        await pilot.press("r")
        await pilot.pause(0.2)
        assert isinstance(app.screen, StepReplayScreen)
        assert "(start)" in screen_text(app) and "Market" in screen_text(app)
        await pilot.press("right", "right", "end")
        await pilot.pause(0.1)
        assert app.screen.position == len(app.screen.frames) - 1
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert isinstance(app.screen, GameOverScreen)
    # Saved games replays a kept record through the same ``ui.replay``
    again = RULES.loads(RULES.dumps(final))
    assert isinstance(ui().replay(again, "Replay"), StepReplayScreen)


# --- F3, the log, the legend ----------------------------------------------------------------


def test_f3_shows_the_last_turn_and_the_turn_under_way():
    state = driven(3, 7, "visible", lambda s: s.turn == 4 and len(s.actions) >= 3)
    title, frames = story.last_frames(state)
    assert title == "Turn 3 again and the turn under way"
    assert frames[0].heading == "Before turn 3"
    turns = {f.heading.split(" (")[0] for f in frames[1:]}
    assert turns == {"Turn 3", "Turn 4"}
    assert story.last_frames(game.new_game(state.settings)) == ("", [])


async def test_f3_k_and_g_open_in_a_game_at_80x24():
    app = app_at(driven(6, 8, "hidden", lambda s: s.turn == 5 and s.step == "place"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        assert type(app.screen).__name__ == "PlaceScreen"
        await pilot.press("f3")
        await pilot.pause(0.2)
        assert isinstance(app.screen, StepReplayScreen) and "Turn 4 again" in screen_text(app)
        await pilot.press("escape", "g")
        await pilot.pause(0.2)
        assert isinstance(app.screen, PageScreen)
        text = screen_text(app)
        # The log of the game so far, not two lines: its latest turn is there.
        assert "Turn 5:" in text and "Now: turn 5" in text
        await pilot.press("g", "k")
        await pilot.pause(0.2)
        assert isinstance(app.screen, PageScreen) and "what the board shows" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert type(app.screen).__name__ == "PlaceScreen"


def test_the_log_tells_every_turn_readable_at_80_columns():
    state = driven(4, 9, "hidden", lambda s: s.turn == 6 and s.step == "call")
    text = rendered(story.log(state))
    for turn in range(1, 7):
        assert f"Turn {turn}:" in text
    assert all(len(line) <= 80 for line in text.splitlines())
    assert "Now: turn 6, auction." in text


def test_the_legend_explains_the_marks_of_the_board_and_the_score_columns():
    legend = ui().legend()
    for mark in (">  v", "~12 pts", "1 free", "++", "*", "high:", "in:", "out:", "to call:", "private to"):
        assert mark in legend, mark
    for column in ("beach(t)", "park(t)", "GxH", "icons P/L/M", "total, money"):
        assert column in legend, column
    assert all(len(line) <= 76 for line in legend.splitlines())  # the page's width at 80 columns


# --- the live score -------------------------------------------------------------------------


def test_the_board_shows_each_islands_points_so_far_marked_provisional():
    state = driven(4, 10, "hidden", lambda s: s.turn == 7 and s.step == "take")
    board = draw.board_text(state, width=80).plain
    for s in game.scores_of(state):
        assert f"~{s.total} pts" in board
    final = driven(2, 10, "hidden", lambda s: s.is_over)
    islands = Text("\n").join(draw.islands_block(final, True, 80)).plain
    assert "~" not in islands and all(f"{s.total} pts" in islands for s in game.scores_of(final))


# --- game over ------------------------------------------------------------------------------


async def test_game_over_is_the_shared_screen_with_every_way_out():
    app = app_at(driven(3, 11, "visible", lambda s: s.is_over))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        for words in ("Game over", "New game", "Replay", "Title", "Quit", "beach(t)", "total", "wins with"):
            assert words in text, words
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert type(app.screen).__name__ == "TitleScreen"


def test_game_over_parts_name_every_seat_and_its_money():
    final = with_players(driven(6, 12, "hidden", lambda s: s.is_over), CLEOS)
    board = rendered(AuctionLandUI(RULES).board(final), 80)
    for seat in range(6):
        assert f"${final.money[seat]}" in board
    assert all(len(line) <= 80 for line in board.splitlines())
    assert "Points over the" in rendered(ui().chart(final))
    breakdown = rendered(ui().breakdown(final))
    assert all(len(line) <= 80 for line in breakdown.splitlines())


# --- names and marks ------------------------------------------------------------------------


def marks_in(text: Text) -> set[tuple[str, str]]:
    """(letter, style) of every seat mark (a letter on its colour) in ``text``."""
    out = set()
    for span in text.spans:
        piece = text.plain[span.start : span.end]
        if len(piece) == 1 and piece in draw.LETTERS and "reverse" in str(span.style):
            out.add((piece, str(span.style)))
    return out


def test_one_mark_per_seat_on_the_hand_over_board_tables_and_log_at_six_seats():
    state = with_players(driven(6, 13, "hidden", lambda s: s.turn == 8 and s.step == "place"), CLEOS)
    seat_marks = {(draw.LETTERS[s], f"bold {draw.SEAT_COLOURS[s]} reverse") for s in range(6)}
    for seat in range(6):  # the hand-over shows the seat_tag
        assert marks_in(ui().seat_tag(state, seat)) == {(draw.LETTERS[seat], f"bold {draw.SEAT_COLOURS[seat]} reverse")}
    assert marks_in(draw.board_text(state, width=80)) == seat_marks
    assert marks_in(PlaceScreen(state, state.seat, Pace())._preview()) == seat_marks
    assert marks_in(story.log(state)) == seat_marks
    final = with_players(driven(6, 13, "hidden", lambda s: s.is_over), CLEOS)
    assert marks_in(Text("\n").join(draw.score_rows(final))) == seat_marks


def test_names_cut_for_six_seats_stay_distinct():
    """Seen at 6 seats: 'high: Car $6 in: Car Car'."""
    state = with_players(driven(6, 14, "visible", lambda s: s.step == "call" and s.leader is not None), CLEOS)
    line = draw.auction_line(state, 80).plain
    assert len(line) <= 79 and "Car Car" not in line
    leader = draw.LETTERS[state.leader]
    assert re.search(rf"high: \${state.high} {leader}\b", line)
    heads = draw.islands_block(state, True, 80)[0].plain
    names = re.findall(r"[A-F] (\S+(?: \S+)?) \$\d+", heads)
    assert len(names) == 6 and len(set(names)) == 6, heads


def test_visible_money_shows_for_every_seat_at_80_columns():
    """Seen at 80x24: 'A You $14 B Sunny S *C Careful D Keen Ka' (only your own money)."""
    names = ("You", "Sunny Sam", "Careful Cleo", "Keen Kai", "Steady Stan", "Lucky Lu")
    players = [PlayerSpec(names[0])] + [PlayerSpec(name, PlayerKind.AI, "easy") for name in names[1:]]
    for n in (4, 6):
        state = with_players(driven(n, 15, "visible", lambda s: s.turn == 4), players[:n])
        lines = draw.board_text(state, width=80).plain.split("\n")
        assert all(len(x) <= 80 for x in lines)
        for seat in range(n):
            assert f"{draw.LETTERS[seat]} " in lines[7] and f"${state.money[seat]}" in lines[7], (n, lines[7])
        assert lines[7].count("$") == n


# --- words ----------------------------------------------------------------------------------


def test_a_seat_called_you_reads_right():
    names = ["You", "Bo"]
    assert game.describe(names, game.Action.of("box", seat=0, tile=3)).startswith("Your island is full")
    assert game.describe(names, game.Action.of("bonus_lost", seat=0, reason="island_full")).startswith("Your bonus")
    bought = game.Action.of("hammer", leader=1, high=3, choice="buy_back", payer=0, payee=1, amount=4)
    assert game.describe(names, bought) == "Bought back: You pay Bo $4."
    assert game.describe(["Ann", "Bo"], game.Action.of("box", seat=0, tile=3)).startswith("Ann's island")


def test_the_help_names_only_keys_that_work():
    """The help named `a` auto-play and "Ctrl+S saves", neither of which did anything."""
    words = help_markdown(None)
    assert "Ctrl+S" not in words and "`a`" not in words
    for key in ("`k`", "`g`", "F3", "Ctrl+T", "Ctrl+Q", "`e`", "`p`", "`s`", "`b`", "`r`"):
        assert key in words, key
    from landrush_tui.app import LandRushApp as App

    bound = {b.key for b in App.BINDINGS}
    assert {"k", "g", "f3", "ctrl+t", "ctrl+q"} <= bound


# --- hidden money stays hidden until the end -------------------------------------------------


def test_the_log_f3_legend_and_live_score_never_tell_hidden_money():
    state = forced_pass_game()
    richer = attrs.evolve(state, money=tuple(m + 37 for m in state.money))
    assert story.log(state).plain == story.log(richer).plain
    words = story.log(state).plain
    assert "cannot beat" not in words and "money $" not in words
    title, frames = story.last_frames(state)
    for frame in frames:
        board, words = rendered(frame.board), rendered(frame.words)
        assert "private" not in board + words and "cannot beat" not in words
        assert not re.search(r"[A-F] \S+ \$\d", board.split("\n")[7]), board  # no money by the names
    assert "passes." in rendered(frames[-1].words) or any("passes." in rendered(f.words) for f in frames)
    board = draw.board_text(state, width=80).plain
    assert board == draw.board_text(richer, width=80).plain  # the live score counts no money
    # the legend takes no state at all: it cannot tell anyone's money


def test_a_finished_game_may_say_which_passes_were_forced():
    state = forced_pass_game()
    while not state.is_over:
        from landrush_tui.ai.auctionland import BOTS
        from landrush_tui.rules.auctionland.view import public_view

        state, _ = game.apply(state, state.seat, BOTS["easy"](public_view(state, state.seat)))
    assert "(cannot beat the high bid)" in story.log(state).plain
    assert "money $" in story.log(state).plain


@pytest.mark.parametrize("money", ["hidden", "visible"])
def test_replay_boards_show_money_only_when_it_may_be_seen(money):
    state = driven(3, 16, money, lambda s: s.turn == 5)
    text = rendered(story.frames(state)[-1].board)
    assert bool(re.search(r"[A-F] \S+ \$\d", text)) == (money == "visible")


async def test_a_click_on_a_button_counts_at_once(key_gate):
    """Buttons run the screen's action directly: the key gate holds keys typed too
    soon, never a click."""
    state = driven(2, 17, "visible", lambda s: s.turn == 2 and s.step == "take")
    app = app_at(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        assert type(app.screen).__name__ == "TakeScreen"
        await pilot.click("#take")  # the test's clock has not moved: a key would be held
        await pilot.pause(0.2)
        assert app.session.state != state and app.session.state.step == "place"
