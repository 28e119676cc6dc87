"""Ley of the Land complete at the table: the replay on the map, F3, the log (g),
the legend (k), game over with Replay and Esc, provisional points, names that stay
apart when cut, one mark and colour per seat, spaces named as the board labels
them, and the map whole at 80x24 with four seats. Positions are built by the
rules, not played by keys."""

from __future__ import annotations

import re
from functools import partial

import attrs
from leyland_helpers import fresh, played, simple, worked_example
from ui_support import app_with_state, screen_text
from ui_support import snapshot_settle as settle

from landrush_tui.app import LandRushApp
from landrush_tui.rules.leyland import game
from landrush_tui.rules.leyland.game import Acted, Reveal
from landrush_tui.rules.leyland.steps import steps
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.leyland import UI, draw
from landrush_tui.screens.step_replay import StepReplayScreen
from landrush_tui.session import Session

CHRISES = ("Chris", "Christine", "Chris Ann", "Christopher")


def named(state: game.State, names) -> game.State:
    players = tuple(attrs.evolve(p, name=n) for p, n in zip(state.settings.players, names, strict=True))
    return attrs.evolve(state, settings=attrs.evolve(state.settings, players=players))


def bids_in(state: game.State) -> game.State:
    """The round's bids made and revealed: the actions are next."""
    seats, _ = game.ask_of(state)
    return game.apply(state, {s: simple(state, s) for s in seats})[0]


def acted_by_all(state: game.State) -> game.State:
    """The bids of the round, then every seat's action but the last."""
    state = bids_in(state)
    while len(state.actions) < state.n - 1:
        seat = state.to_act
        state, _ = game.apply(state, {seat: simple(state, seat)})
    return state


app_for = partial(app_with_state, game="leyland")


# --- looking back: the replay, F3, the log -------------------------------------------------


def test_the_replay_steps_through_the_map_every_bidding_and_action_rebuilt_by_the_rules():
    final = played(40)
    ui = UI(game_rules())
    frames = ui.frames(final)
    done = steps(final)
    assert len(frames) == 1 + len(done) == 1 + len(final.history) * (1 + final.n)
    assert done[-1].after == final  # the rules rebuild exactly the game played
    assert frames[0].heading == "the start"
    assert frames[1].heading == "Round 1, the bids" and "Bids revealed, all paid" in frames[1].words.plain
    first = done[1].report
    assert isinstance(first, Acted) and frames[2].heading.startswith(f"Round 1, {final.names()[first.done.seat]}")
    last = frames[-1]
    assert "The game is over." in last.words.plain
    assert last.board.plain.splitlines() == [t.plain for t in draw.map_lines(final, focus=last_seat(final))[1:]]
    for frame in frames:  # words a player can find on the board: no ids, no (x, y)
        assert not re.search(r"\(\d, \d\)|tile \d|section \d", frame.words.plain), frame.words.plain


def last_seat(state: game.State) -> int:
    return state.history[-1].actions[-1].seat


def game_rules():
    from landrush_tui.rules import registry

    return registry.get("leyland")


async def test_game_over_has_replay_on_the_map_and_esc_goes_to_the_title():
    app = app_for(played(40))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "New game" in screen_text(app) and "Replay" in screen_text(app)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, StepReplayScreen)
        assert "the start" in screen_text(app) and "Market" in screen_text(app)
        await pilot.press("end")
        await settle(pilot)
        assert "The game is over." in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "TitleScreen"


async def test_f3_shows_the_last_action_again_until_a_key():
    state = acted_by_all(played(3))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert type(app.screen).__name__ == "LeylandActionScreen"
        await pilot.press("f3")
        await pilot.pause(1.5)  # longer than the action's pause at the normal pace: it stays
        assert type(app.screen).__name__ == "LeylandActedScreen"
        last = state.actions[-1]
        words = game.describe_action(state.names(), last, state.boards)
        assert words[:40] in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert type(app.screen).__name__ == "LeylandActionScreen"


def test_f3_after_the_bids_shows_the_reveal_again():
    state = played(3)
    after = bids_in(state)
    screen = UI(game_rules()).last_report(after)
    assert type(screen).__name__ == "LeylandRevealScreen" and screen.again
    assert isinstance(screen.reveal, Reveal) and screen.reveal.bids == after.bids
    assert UI(game_rules()).last_report(game.new_game(state.settings)) is None


async def test_the_log_fits_80x24_and_keeps_unrevealed_bids_secret():
    state = played(4)
    session = Session.start(state, "leyland").submit(0, 7 if state.money[0] >= 7 else state.money[0])
    app = LandRushApp(cursor_blink=False, session=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert type(app.screen).__name__ == "HandOverScreen"  # the next human's bid is behind it
        await pilot.press("g")
        await settle(pilot)
        text = screen_text(app)
        assert f"Round {state.round}: bidding" in text, text  # opened at its latest lines
        await pilot.press("home")
        await settle(pilot)
        assert "the game so far" in screen_text(app) and "Round 1" in screen_text(app)
    log = UI(game_rules()).log(session.state).plain
    # seat 0's bid is in, and shown nowhere
    assert f"Round {state.round}: bidding" in log and f"Round {state.round} (" not in log
    assert not re.search(r"\(\d, \d\)|tile \d|section \d", log)
    assert all(len(line) <= 200 for line in log.splitlines())


async def test_the_legend_explains_the_marks():
    legend = UI(game_rules()).legend()
    for mark in ("F 2+3", "W 0+1", "L13", "b2", "Faerie Ring", "Crop Circle", "provisional", "cubes / capacity"):
        assert mark in legend, mark
    app = app_for(played(2))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("k")
        await settle(pilot)
        assert "what the board shows" in screen_text(app) and "three rows of three" in screen_text(app)


# --- the map while playing ------------------------------------------------------------


def test_points_so_far_are_on_the_map_marked_provisional():
    state = played(5)
    lines = [t.plain for t in draw.map_lines(state)]
    assert "provisional points" in lines[5]
    for sc in game.scores(state):
        assert any(
            line.endswith(f"{draw.SEAT_MARKS[sc.seat]} {state.names()[sc.seat]}".ljust(15) + f"{sc.total:>3}")
            for line in lines
        ), sc


def test_names_cut_for_the_map_stay_apart():
    state = named(acted_by_all(played(3)), CHRISES)
    lines = [t.plain for t in draw.map_lines(state)]
    head = lines[5]
    cut = draw.short(state)
    assert len(set(cut)) == 4 and all(len(n) <= draw.NAME_WIDTH for n in cut)
    for name in cut:
        assert name in head
    right = " ".join(line[draw.RIGHT_COL :] for line in lines[1:5])
    assert all(f"{name} {state.bids[s]}" in right for s, name in enumerate(cut))


def test_four_seats_at_80x24_nothing_cut_and_the_seat_columns_apart():
    state = acted_by_all(played(3))
    state = attrs.evolve(state, money=(12, 10, 31, 9))
    lines = [t.plain for t in draw.map_lines(state)]
    assert all(len(line) <= 79 for line in lines)
    right = " ".join(line[draw.RIGHT_COL :] for line in lines[1:5])
    assert "…" not in right
    names = draw.short(state)
    for d in state.actions:
        assert f"{names[d.seat]} {d.do}" in right
    head = lines[5]
    for s in range(1, state.n):  # two spaces before every seat's letter: no column runs into the next
        at = 1 + s * draw.BOARD_STEP
        assert head[at - 2 : at] == "  " and head[at] == draw.SEAT_MARKS[s], head
    assert "$12" in head and "$31" in head


async def test_the_prompt_sits_under_its_words_at_120x40():
    app = app_for(bids_in(played(3)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        words, prompt = app.screen.query_one("#ley-words"), app.screen.query_one("#ley-prompt")
        assert prompt.region.y == words.region.y + words.region.height


async def test_r_reaps_when_choosing_and_rotates_when_placing():
    app = app_for(bids_in(played(3)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert type(screen).__name__ == "LeylandActionScreen" and "acquire" in screen.available
        await pilot.press("a")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await pilot.pause(0.5)
        assert type(screen.stage).__name__ == "Place"
        turn = screen.rotation
        await pilot.press("r")
        await settle(pilot)
        assert screen.rotation == (turn + 1) % 4 and app.screen is screen
        assert re.search(r"The tile on [abc][123], ", screen_text(app))
        await pilot.press("escape", "escape")
        await pilot.pause(0.5)
        assert type(screen.stage).__name__ == "Choose"
        await pilot.press("r")
        await settle(pilot)
        done = app.session.state.actions[-1] if app.session.state.actions else app.session.state.history[-1].actions[-1]
        assert done.do == "reap"


# --- one name per seat ------------------------------------------------------------------


def styles_of(text, needle: str) -> set[str]:
    """The styles on the first cell of ``needle`` in a Rich Text."""
    at = text.plain.index(needle)
    return {str(span.style) for span in text.spans if span.start <= at < span.end}


async def test_a_seat_has_one_letter_and_colour_on_the_hand_over_board_tables_and_log():
    names = ("Ann", "Chris", "Christine", "Di")
    players = tuple(PlayerSpec(n) for n in names[:3]) + (PlayerSpec("Di", PlayerKind.AI, "easy"),)
    state = played(3)
    state = attrs.evolve(state, settings=attrs.evolve(state.settings, players=players))
    final = named(played(40), names)
    ui = UI(game_rules())
    log = ui.log(state)
    board = draw.map_lines(state)
    breakdown = ui.breakdown(final)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        hand = app.screen
        assert type(hand).__name__ == "HandOverScreen"
        seat = hand.seat
        assert hand.mark == draw.SEAT_MARKS[seat] and "Round 4" in screen_text(app) and "Turn" not in screen_text(app)
    for seat, name in enumerate(names):
        mark, colour = draw.SEAT_MARKS[seat], draw.SEAT_COLOURS[seat]
        tag = ui.seat_tag(state, seat)
        assert tag.plain.startswith(f"{mark} {name}") and any(colour in s for s in styles_of(tag, mark))
        head = board[5]
        assert any(colour in s for s in styles_of(head, f"{mark} {draw.short(state)[seat]}"))
        short_name = draw.short(final, 8)[seat]
        assert any(colour in s for s in styles_of(breakdown, f"{mark} {short_name}"))
        assert any(colour in s for s in styles_of(log, f"{mark} {name}"))


async def test_the_log_and_the_legend_open_from_the_secret_bid_screen():
    """The bid box has the keyboard there: g and k still reach the App."""
    app = app_for(named(played(2, 2), ("Ann", "Bo")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        if type(app.screen).__name__ == "HandOverScreen":
            await pilot.press(app.screen.key)
            await settle(pilot)
        assert type(app.screen).__name__ == "LeylandBidScreen"
        await pilot.press("g")
        await settle(pilot)
        assert type(app.screen).__name__ == "PageScreen" and "Round 2" in screen_text(app)
        await pilot.press("escape", "k")
        await settle(pilot)
        assert type(app.screen).__name__ == "PageScreen" and "three rows of three" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen.query_one("#ley-bid").value == ""  # nothing typed into the box


def test_two_digit_cubes_never_run_a_seat_into_the_next():
    state = worked_example(fresh(4))  # Ann's largest section: 13 triangles
    state = attrs.evolve(state, faerie=(12, 3, 10, 0), wheat=(13, 11, 2, 0))
    cubes = draw.seat_lines(state, range(state.n))[1].plain
    for s in range(1, state.n):
        at = 1 + s * draw.BOARD_STEP
        assert cubes[at - 1] == " " and cubes[at] == "F", cubes
