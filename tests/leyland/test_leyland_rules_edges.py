"""Ley of the Land: the edges of the rules that the spec's test cases leave
untouched (found by mutation testing: each test names the rule it checks and
quotes the spec section). Pure and quick."""

from __future__ import annotations

import pytest
from leyland_helpers import acting, fresh, humans, worked_example

from landrush_tui.rules.errors import InvalidSettings
from landrush_tui.rules.leyland import game, tiles
from landrush_tui.rules.leyland.game import ACQUIRE, PASS, Action, IllegalAction, LeylandError


def test_two_to_four_players():
    """Spec 2: "players | 2 to 4"."""
    for n in (1, 5):
        with pytest.raises(InvalidSettings, match="2 to 4 players"):
            game.Settings(humans(*[f"P{i}" for i in range(n)]), 1)
    for n in (2, 4):
        assert game.new_game(game.Settings(humans(*[f"P{i}" for i in range(n)]), 1)).n == n


def test_acquire_space_is_two_whole_numbers():
    """Spec 5.3.1: the seat chooses an empty space (x, y) of its board: anything
    else is refused with a reason, nothing changed."""
    state = acting(fresh(2), [1, 0])
    for at in ((1, 1.0), (1.0, 1), ("1", 1), (1, 1, 1), [1, 1]):
        with pytest.raises(IllegalAction, match="the space is"):
            game.apply_action(state, 0, Action(ACQUIRE, 1, at, 0))  # type: ignore[arg-type]


def test_one_seat_acts_at_a_time():
    """Spec 5.2: "in action order, each seat chooses exactly one action"."""
    state = acting(fresh(3), [2, 1, 0])
    with pytest.raises(LeylandError, match="one seat acts at a time"):
        game.apply(state, {0: Action(PASS), 1: Action(PASS)})
    with pytest.raises(LeylandError, match="one seat acts at a time"):
        game.apply(state, {})
    after, _ = game.apply(state, {0: Action(PASS)})
    assert after.to_act == 1


def test_a_completion_is_told_in_words_with_one_triangle_singular():
    """Spec 5.3.3 (every newly completed section is told, 0-diamond ones included):
    "(1 triangle)", not "1 triangles"; sections named by the spaces they cover."""
    one = game.Completion(0, "G", 1, 0, 0)
    many = game.Completion(6, "G", 13, 4, 1)
    d = game.Done(0, ACQUIRE, 1, 29, (0, 0), 0, (one, many))
    board = tiles.place(worked_example(fresh(2)).boards[0], 29, 0, 0, 0)
    words = game.describe_action(["Ann", "Bo"], d, (board, tiles.EMPTY_BOARD))
    assert "green a1 N (1 triangle): +0 faerie" in words  # its S, green too, is another section
    assert "green b1-2 c1-3 (13 triangles): +5 faerie" in words


def test_every_action_is_told_in_words_with_spaces_as_the_board_labels_them():
    """Spec 8: "the actions already taken this round" are shown; each action, as
    played, in words (a seat named in the third person, "You" in the second).
    Tiles go by their colours, spaces by the board's labels (a-c, 1-3), sections by
    colour and spaces: no tile id, section id or (x, y) a player never sees."""
    names = ["Ann", "You"]
    D = game.Done
    ann = worked_example(fresh(2)).boards[0]  # green b1-2 c1-3 complete (section 6)
    boards = (ann, ann)
    cases = [
        (D(0, ACQUIRE, 2, 13, (1, 1), 0), "Ann acquires the GGGY tile from slot 2 and places it on b2."),
        (
            D(1, ACQUIRE, 2, 13, (0, 1), 3),
            "You acquire the GGGY tile from slot 2 and place it on a2, turned 270°.",
        ),
        (
            D(0, ACQUIRE, 1, 9, (2, 2), 0, (game.Completion(6, "G", 13, 4, 1),)),
            "Ann acquires the GGGY tile from slot 1 and places it on c3; completes green b1-2 c1-3 "
            "(13 triangles): +5 faerie.",
        ),
        (D(0, ACQUIRE, 1, 0, (1, 1), 0), "Ann acquires the GGGG Faerie Ring tile from slot 1 and places it on b2."),
        (D(0, "frolic"), "Ann frolics: no faerie cube to place."),
        (D(0, "frolic", sections=(6,), gained=1), "Ann frolics: 1 faerie cube on green b1-2 c1-3, +$1."),
        (D(0, "sow"), "Ann sows: no wheat cube to place."),
        (D(0, "reap"), "Ann reaps: no wheat on the land, nothing happens."),
        (D(0, "invest"), "Ann invests: +$0 (Invest pays only the last seat, twice its bid)."),
        (D(1, "invest", gained=6), "You invest: +$6."),
        (D(0, PASS), "Ann passes."),
        (D(1, PASS), "You pass."),
    ]
    for done, words in cases:
        assert game.describe_action(names, done, boards) == words
    # without the boards (a record read alone) sections still have a name
    assert game.describe_action(names, D(1, "sow", sections=(12, 30))) == (
        "You sow: 2 wheat cubes on section 12 and section 30."
    )
    assert game.describe_action(names, D(0, "reap", section=12, gained=3)) == (
        "Ann reaps a wheat cube from section 12: +$3."
    )


def test_sections_alike_are_told_apart_by_their_first_side():
    board = tiles.place(tiles.EMPTY_BOARD, 29, 1, 1, 0)  # GYGY alone: N and S are two green sections
    names = tiles.section_names(board)
    assert names[16] == "green b2 N" and names[18] == "green b2 S"
    assert tiles.squares_words({0, 1, 2, 4}) == "a1 b1-2 c1" and tiles.squares_words({0, 6}) == "a1,3"


def test_a_round_is_told_with_its_discard_and_refill():
    """Spec 5.4: the discard of slot 1 when nobody acquired, then the refill in slot order."""
    e = game.RoundEntry(
        3,
        1,
        (2, 0),
        (0, 1),
        (game.Done(0, PASS), game.Done(1, "invest")),
        17,
        ((1, 23),),
        (23, 32, 19, 1, 16),
        12,
        (),
        False,
    )
    assert game.describe_round(["Ann", "Bo"], e) == [
        "Round 3 (marker Bo): bids Ann 2, Bo 0; order Ann Bo.",
        "  Ann passes.",
        "  Bo invests: +$0 (Invest pays only the last seat, twice its bid).",
        "  Nobody acquired: the YYYG tile in slot 1 is discarded.",
        "  Refill: slot 1; 12 left in the stack.",
    ]
    quiet = game.RoundEntry(9, 0, (0, 0), (0, 1), (), None, (), (None,) * 5, 0, (), True)
    assert game.describe_round(["Ann", "Bo"], quiet) == [
        "Round 9 (marker Ann): bids Ann 0, Bo 0; order Ann Bo.",
        "  The stack is empty: the market cannot be refilled.",
    ]


def test_the_help_names_this_games_players_and_numbers():
    """Spec 4 and 6 in the help: $10 each, 5 market tiles, 12 points for the largest section;
    with a game open, its players."""
    from landrush_tui.rules.leyland.help import help_markdown

    plain = help_markdown(None)
    assert plain.startswith("# Ley of the Land") and "This game" not in plain
    for words in ("$10", "5 tiles", "12 points", "9th tile", "+$3", "twice your bid"):
        assert words in plain, words
    mine = help_markdown(game.Settings(humans("Ann", "Bo", "Cy"), 3))
    assert "**This game:** 3 players (Ann, Bo, Cy)." in mine
    assert mine.replace("\n**This game:** 3 players (Ann, Bo, Cy).\n", "") == plain


def test_final_ranks_count_from_one_with_the_winners_first():
    """Spec 6: highest total wins, ties broken by largest section, faerie, wheat,
    money; the ranking of the game-over table follows the same order, 1 = best."""
    import attrs

    state = fresh(3)
    state = attrs.evolve(state, money=(5, 9, 7), end="stock_out")  # empty boards: no bonus, no cubes
    assert game.final_ranks(state) == (3, 1, 2)
    state = attrs.evolve(state, money=(9, 9, 7), faerie=(0, 1, 0))  # 9 + 0 against 9 + 1
    assert game.final_ranks(state) == (2, 1, 3)
    state = attrs.evolve(state, money=(9, 8, 7), faerie=(0, 1, 0), wheat=(0, 0, 2))  # 9, 9, 9: faerie decides
    assert game.winners(state) == ((1,), "faerie")
    assert game.final_ranks(state) == (3, 1, 2)  # then wheat 2 > 0 puts seat 2 second


def test_a_tile_goes_only_on_an_empty_space():
    """Spec 5.3.1: the seat chooses "an empty space of its board"."""
    from landrush_tui.rules.leyland import tiles
    from landrush_tui.rules.leyland.game import IllegalPlacement

    board = tiles.place(tiles.EMPTY_BOARD, 0, 1, 1, 0)
    assert tiles.placement_problem(board, 1, 1, 1, 0) == "b2 already holds a tile"
    assert (1, 1) not in {(x, y) for x, y, _ in tiles.legal_placements(board, 1)}
    import attrs

    state = attrs.evolve(acting(fresh(2), [1, 0]), boards=(board, tiles.EMPTY_BOARD))
    state = attrs.evolve(state, market=(1, 32, 19, 2, 16))
    with pytest.raises(IllegalPlacement, match="already holds a tile"):
        game.apply_action(state, 0, Action(ACQUIRE, 1, (1, 1), 0))


def test_a_tiles_glyph_mark_names_its_kind():
    """Spec 8: the centre mark of a tile's glyph: `+` basic, `*` Faerie Ring, `o` Crop Circle."""
    from landrush_tui.rules.leyland import tiles

    assert [tiles.mark(t) for t in (0, 3, 4, 7, 8, 35)] == ["*", "*", "o", "o", "+", "+"]


def test_triangle_ids_and_their_colours():
    """Spec 3.2: "Triangle id on a board: 4 (3y + x) + side, so 0..35"; an empty
    space's triangles have no colour."""
    from landrush_tui.rules.leyland import tiles

    board = tiles.place(tiles.EMPTY_BOARD, 15, 1, 0, 3)  # YYYG turned 3: N Y, E Y, S G, W Y
    colours = list(tiles._graph(board)[1])
    assert len(colours) == 36
    assert colours[4:8] == ["Y", "Y", "G", "Y"]
    assert colours[:4] == [None] * 4 and colours[8:] == [None] * 28
