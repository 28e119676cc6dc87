"""Auction Land through the seam and its record at the edges: a result before the
end, decisions read back from JSON, a bot's answer checked, the icons' names.
(Written from the survivors of a mutation sample; each test checks one rule.)"""

from __future__ import annotations

import pytest
from auctionland_helpers import bot_game, driven

from landrush_tui.ai import BotError
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.auctionland import game, tiles
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTIONLAND
from landrush_tui.rules.auctionland.view import public_view
from landrush_tui.rules.errors import RulesError

RULES = registry.get("auctionland")


def test_a_record_of_an_unfinished_game_may_not_carry_a_result():
    """Spec 10 (record): "result" is written once the game is over; a record that
    carries one before its end is refused, whatever it holds (null too)."""
    state = driven(3, 5, "hidden", lambda s: len(s.history) >= 3)
    assert not state.is_over
    data = RULES.record_data(state)
    assert "result" not in data
    RULES.load_record(data)  # as written, it reads back
    finished = RULES.record_data(bot_game(["easy", "easy", "easy"], 5))
    for fake in (finished["result"], {"winners": [0]}, None):
        with pytest.raises(ValueError, match="a result .* before the end of the game"):
            RULES.load_record({**data, "result": fake})


def test_a_finished_record_must_carry_its_result():
    data = RULES.record_data(bot_game(["easy", "medium"], 8))
    assert data["result"] is not None
    RULES.load_record(data)
    without = {k: v for k, v in data.items() if k != "result"}
    with pytest.raises(ValueError, match="result None differs"):
        RULES.load_record(without)


def test_a_placement_reads_back_from_json_as_a_tuple():
    assert RULES.decision_to_json((1, 2, 3)) == [1, 2, 3]
    assert RULES.decision_from_json([1, 2, 3]) == (1, 2, 3)


@pytest.mark.parametrize("data", ["junk", "Sell", None, 1.5, True, [1, 2], [1, 2, "3"], [1, 2, 3, 4], {"x": 1}])
def test_anything_else_is_not_an_auction_land_decision(data):
    with pytest.raises(RulesError, match="not an Auction Land decision"):
        RULES.decision_from_json(data)


def test_an_unknown_bot_is_refused_naming_the_game_and_its_bots():
    with pytest.raises(BotError, match="unknown Auction Land bot 'wizard': use one of easy, medium, hard"):
        bots_for(RULES.name).load_bot("wizard")


@pytest.mark.parametrize("answer", [(1, 2, "0"), (1, 2.0, 0), ("1", 2, 0), (1, 2), [1, 2, None]])
def test_a_bots_placement_must_be_three_whole_numbers(answer):
    state = driven(3, 11, "hidden", lambda s: s.step == game.PLACE)
    view = public_view(state, state.seat)
    with pytest.raises(BotError, match="answered .* to place"):
        bots_for(RULES.name).call_bot(RULES, lambda v: answer, view, "odd")
    assert bots_for(RULES.name).call_bot(RULES, lambda v: [0, 0, 1], view, "good") == (
        0,
        0,
        1,
    )  # a list is read as a tuple


def test_the_three_icons_are_peace_love_and_music():
    """Spec 3.1: icons peace P, love L, music M, shown as ☮ ♥ ♪."""
    assert tiles.ICONS == ("P", "L", "M")
    assert tiles.ICON_NAMES == {"P": "peace", "L": "love", "M": "music"}


def test_the_four_corners_are_named_clockwise_from_north_west():
    assert tiles.CORNERS == ("NW", "NE", "SE", "SW")


def test_a_tile_is_a_whole_number_from_0_to_107():
    """Spec 3.1: 108 tiles, ids 0..107."""
    assert tiles.TILE_COUNT == 108


def test_a_rotation_turns_the_corners_clockwise_a_quarter_at_a_time():
    """Spec 3.1: placed with rotation r, corner c holds q_((c - r) mod 4); four turns are none."""
    for tile in (4 * tiles.LAYOUTS.index("BTGH"), 4 * tiles.LAYOUTS.index("BBTG") + 3):
        q = tiles.layout(tile)
        assert len(set(q)) >= 3
        for r in range(9):
            assert tiles.corners(tile, r) == "".join(q[(c - r) % 4] for c in range(4))
        assert tiles.corners(tile, 3) != tiles.corners(tile, 0)
        assert tiles.corners(tile, 4) == q and tiles.corners(tile, 7) == tiles.corners(tile, 3)


def test_a_finished_game_asks_nothing_of_any_seat():
    state = bot_game(["easy", "easy"], 3)
    assert state.is_over
    assert [public_view(state, s).what for s in range(2)] == ["", ""]


def test_every_decision_of_a_seat_draws_from_a_stream_of_its_own():
    """A bot's randomness at each of its decisions comes from a private stream of the
    seat and the decision's number in the game, so no two of its decisions repeat one."""
    from landrush_tui.ai.auctionland import BOTS

    for n, seed in ((2, 4), (3, 9), (4, 2)):
        state = game.new_game(game.Settings(bots_of(n), 8, "hidden", seed))
        seen: dict[int, set[tuple[float, ...]]] = {s: set() for s in range(n)}
        decisions = 0
        while not state.is_over:
            seat = state.seat
            assert seat is not None
            view = public_view(state, seat)
            first = tuple(view.rng.random() for _ in range(3))
            assert first not in seen[seat], f"seat {seat} repeats a stream at decision {decisions}"
            seen[seat].add(first)
            state, _ = game.apply(state, seat, BOTS["easy"](public_view(state, seat)))
            decisions += 1
        assert decisions > 20


def bots_of(n: int):
    from auctionland_helpers import bots

    return bots(*(["easy"] * n))


def test_a_record_names_what_is_wrong_with_its_settings():
    data = RULES.record_data(bot_game(["easy", "easy"], 6))
    for bad in ([], "x", None, 3):
        with pytest.raises(ValueError, match="^settings must be an object, not "):
            RULES.load_record({**data, "settings": bad})


def test_a_record_of_8_mib_is_read_and_one_byte_more_is_refused_unread():
    """A record file is at most 8 MiB (8,388,608 bytes); longer ones are refused before parsing."""
    from landrush_tui.rules.record_kit import MAX_TEXT

    assert MAX_TEXT == 8 * 1024 * 1024
    text = RULES.dumps(bot_game(["easy", "easy"], 6))
    padded = text + " " * (MAX_TEXT - len(text))  # JSON allows trailing blanks
    assert len(padded) == MAX_TEXT
    assert (
        AUCTIONLAND.loads(padded.encode()).history
        == AUCTIONLAND.loads(padded).history
        == AUCTIONLAND.loads(text).history
    )
    for big in (padded + " ", (padded + " ").encode()):
        with pytest.raises(ValueError, match="too large .* to be an Auction Land record"):
            AUCTIONLAND.loads(big)


def test_a_saved_game_with_a_turn_under_way_reads_back_from_its_text():
    """A save holds the record so far and, under "pending", the actions of the turn under way."""
    import json

    state = driven(3, 5, "hidden", lambda s: len(s.history) >= 2 and s.step == game.PLACE)
    data = RULES.record_data(state)
    assert data["pending"]
    back = AUCTIONLAND.loads(json.dumps(data))
    assert back == state
    assert RULES.load_record(data) == state


def test_the_three_strengths_in_order_with_their_names():
    keys = [s.key for s in bots_for(RULES.name).strengths]
    assert keys == ["easy", "medium", "hard"]
    assert all(s.persona and s.title and s.style for s in bots_for(RULES.name).strengths)
    assert bots_for(RULES.name).strengths[2].persona == "Keen Kai"
