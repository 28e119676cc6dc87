"""The rules modules every game shares: dice, turn order, seats, the seam's value
types and the registry. Each test names the rule it checks (these were the
survivors of a mutation run: no game's tests pinned them)."""

from __future__ import annotations

import random

import pytest

from landrush_tui.ai.table import BotTable, Strength
from landrush_tui.rules import registry
from landrush_tui.rules.dice import roll, roll_for
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.players import PlayerKind, PlayerSpec, verb
from landrush_tui.rules.protocol import Ask, Choice, SettingField
from landrush_tui.rules.rng import stream
from landrush_tui.rules.turn_order import next_seat, order_from, remaining

# --- dice ---------------------------------------------------------------------------------


@pytest.mark.parametrize("count, sides", [(0, 6), (-1, 6), (2, 1), (2, 0), (0, 1)])
def test_a_roll_needs_at_least_one_die_of_at_least_two_sides(count, sides):
    with pytest.raises(ValueError, match=f"cannot roll {count} dice of {sides} sides"):
        roll(random.Random(1), count, sides)


@pytest.mark.parametrize("count, sides", [(1, 2), (1, 6), (2, 6), (3, 2)])
def test_the_smallest_rolls_are_allowed_and_each_die_shows_a_face(count, sides):
    for seed in range(30):
        dice = roll(random.Random(seed), count, sides)
        assert len(dice) == count and all(1 <= d <= sides for d in dice)
    faces = {roll(random.Random(seed), 1, sides)[0] for seed in range(200)}
    assert faces == set(range(1, sides + 1))  # every face, and only faces, come up


def test_dice_are_drawn_first_die_first_from_the_named_stream():
    """roll_for(seed, game, number) == roll(stream(seed, game, "dice", number))."""
    draws = stream(7, "circuit", "dice", 3)
    expected = (draws.randint(1, 6), draws.randint(1, 6))
    assert roll_for(7, "circuit", 3) == expected
    assert roll_for(7, "circuit", 3, purpose="dice") == expected
    # Another roll number, game, seed or purpose is another stream.
    others = {roll_for(7, "circuit", n, count=6) for n in range(4, 12)}
    assert len(others) > 1
    assert roll_for(7, "circuit", 3, count=8) != roll_for(7, "circuit", 3, count=8, purpose="other")
    one = stream(7, "circuit", "dice", 3)
    assert roll_for(7, "circuit", 3, count=3, sides=20) == tuple(one.randint(1, 20) for _ in range(3))


# --- turn order ---------------------------------------------------------------------------


def test_turn_order_starts_at_the_first_seat_and_wraps_skipping_seats_out():
    assert list(order_from(2, 4)) == [2, 3, 0, 1]
    assert list(order_from(0, 3)) == [0, 1, 2]
    assert list(order_from(1, 4, out={1, 3})) == [2, 0]
    assert list(order_from(0, 2, out={0, 1})) == []


def test_the_next_seat_skips_seats_out_and_is_none_when_nobody_else_is_in():
    assert next_seat(0, 4) == 1
    assert next_seat(3, 4) == 0  # wraps round
    assert next_seat(0, 4, out={1, 2}) == 3
    assert next_seat(2, 4, out={2, 3}) == 0  # the current seat may itself be out
    assert next_seat(1, 3, out={0, 2}) == 1  # the sole seat left in is its own next
    assert next_seat(1, 3, out={0, 1, 2}) is None


@pytest.mark.parametrize("current", [-1, 4, 9])
def test_the_next_seat_after_a_seat_that_does_not_exist_is_refused(current):
    with pytest.raises(ValueError, match=f"seat {current} is not one of 4 seats"):
        next_seat(current, 4)


def test_the_seats_remaining_are_in_seat_order():
    assert remaining(5, {0, 3}) == (1, 2, 4)
    assert remaining(3, ()) == (0, 1, 2)
    assert remaining(2, {0, 1}) == ()


# --- seats --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["You", "you", " YOU ", "yOu"])
def test_a_seat_called_you_takes_the_second_person(name):
    assert verb(name, "wins", "win") == "win"


@pytest.mark.parametrize("name", ["Ann", "Young", "Yourself", "You 2", ""])
def test_every_other_seat_takes_the_third_person(name):
    assert verb(name, "wins", "win") == "wins"


def test_a_seats_kind_is_written_human_or_ai_in_records_and_saves():
    assert PlayerKind("human") is PlayerKind.HUMAN and PlayerKind("ai") is PlayerKind.AI
    assert [k.value for k in PlayerKind] == ["human", "ai"]


def test_a_seat_is_human_unless_it_says_ai():
    assert PlayerSpec("Ann").kind is PlayerKind.HUMAN and not PlayerSpec("Ann").is_ai
    assert PlayerSpec("Vera", PlayerKind.AI, "hard").is_ai
    assert PlayerSpec("Ann").ai is None


def test_a_saved_game_may_name_only_built_in_bots():
    seats = [PlayerSpec("Ann"), PlayerSpec("Vera", PlayerKind.AI, "hard")]
    bot = lambda view: None  # noqa: E731
    BotTable("G", {"easy": bot, "hard": bot}, (), ()).check_saved(seats)  # humans need no bot
    with pytest.raises(RulesError, match="seat 'Vera' names the bot 'hard'.*built-in bots \\(easy, medium\\)"):
        BotTable("G", {"easy": bot, "medium": bot}, (), ()).check_saved(seats)
    with pytest.raises(ValueError, match="seat 'Bot' names the bot None"):
        BotTable("G", {"easy": bot}, (), ()).check_saved([PlayerSpec("Bot", PlayerKind.AI)], ValueError)


# --- the seam's value types ---------------------------------------------------------------


def test_an_ask_is_open_unless_it_says_secret():
    assert Ask((0,), "roll").secret is False
    assert Ask((0, 1), "bids", True).secret is True


def test_a_setting_is_a_typed_number_unless_it_has_choices():
    field = SettingField("start_money", "Start money", 500)
    assert (field.help, field.choices, field.minimum, field.maximum) == ("", (), None, None)
    assert Choice("x", "X").help == ""


def test_a_strengths_style_is_its_one_line_blurb():
    assert Strength("hard", "Hard", "Shark Vera", "plans ahead").style == "plans ahead"


# --- the registry -------------------------------------------------------------------------


def test_every_game_is_registered_by_its_own_name_with_its_seat_limits():
    assert registry.DEFAULT == "landrush" and registry.DEFAULT in registry.GAMES
    for name, entry in registry.GAMES.items():
        assert entry.name == name
        rules = registry.get(name)
        assert rules.name == name
        assert (rules.min_players, rules.max_players) == (entry.min_players, entry.max_players)
        assert rules.title == entry.title and rules.summary == entry.summary
        assert entry.ui == f"landrush_tui.screens.{name}"  # each game's screens in screens/<name>/
        assert registry.for_format(rules.record_format) is rules
    assert (registry.entry("landrush").min_players, registry.entry("landrush").max_players) == (2, 10)


@pytest.mark.parametrize("name", ["", "chess", "Land Rush", "landrush "])
def test_an_unknown_game_is_named_with_the_games_there_are(name):
    with pytest.raises(registry.UnknownGame, match="there is no game called .*choose one of landrush, circuit"):
        registry.entry(name)
    assert issubclass(registry.UnknownGame, RulesError) and issubclass(RulesError, ValueError)


@pytest.mark.parametrize("fmt", [None, 7, "landrush", "chess-record", "-record", "landrush-record2", "record"])
def test_a_record_format_that_is_no_games_is_refused(fmt):
    with pytest.raises(registry.UnknownGame, match="not a game record of this collection"):
        registry.for_format(fmt)
