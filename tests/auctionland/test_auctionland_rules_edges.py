"""Auction Land rules at their edges: settings bounds, what a take pays, each
refusal's reason, the words of the log, the help's numbers. (Written to kill
the mutants the rules tests let live; each test checks one rule of the spec.)"""

from __future__ import annotations

import attrs
import pytest
from auctionland_helpers import grid4, humans, play, position, tiles_at

from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.auctionland import game
from landrush_tui.rules.auctionland import help as rules_help
from landrush_tui.rules.auctionland.game import Action
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTIONLAND
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.record_kit import MAX_TEXT


def test_settings_two_to_six_players_market_six_to_ten_default_eight():
    """Spec 2: players 2 to 6; market size 6..10, default 8; money hidden by default."""
    for n in (2, 6):
        assert game.Settings(humans(n)).n == n
    for n in (1, 7):
        with pytest.raises(RulesError, match="2 to 6 players"):
            game.Settings(humans(6) + humans(1) if n == 7 else humans(1))
    s = game.Settings(humans(3))
    assert s.market_size == 8 and s.money == "hidden" and s.hidden
    for m in (6, 10):
        assert game.Settings(humans(3), m).market_size == m
    for m in (5, 11, 8.0):
        with pytest.raises(RulesError, match="6 to 10 tiles"):
            game.Settings(humans(3), m)  # type: ignore[arg-type]
    assert not game.Settings(humans(3), 8, "visible").hidden


def test_take_pays_a_dollar_per_skipped_tile_and_collects_the_coins():
    """Spec 5.1: taking position p pays p - 1 and collects the coins lying on p."""
    state = position(3, market=[(100, 0), (101, 1), (102, 2), (103, 5)] + [(104 + i, 0) for i in range(4)])
    assert game.take_pays(state, 1) == (0, 0)
    assert game.take_pays(state, 3) == (2, 2)
    assert game.take_pays(state, 4) == (3, 5)


def test_placing_on_a_tile_is_refused_as_occupied():
    """Spec 5.2 step 3: the position must be water; the refusal says it holds a tile."""
    state = position(3, islands={0: tiles_at([(0, 0), (1, 0)])})
    state, _ = play(state, 1)
    with pytest.raises(RulesError, match=r"\(1, 0\) already holds a tile"):
        game.apply(state, 0, (1, 0, 0))
    with pytest.raises(RulesError, match="must touch the island"):
        game.apply(state, 0, (5, 5, 0))
    empty = position(3)
    empty, _ = play(empty, 1)
    with pytest.raises(RulesError, match="first tile of an island lies at"):
        game.apply(empty, 0, (1, 0, 0))


def test_buy_back_costs_the_high_bid_plus_one():
    """Spec 6.3: buying back pays the leader high + 1, only when affordable; the
    refusal names that price. With exactly high + 1 it is allowed."""
    state = position(3, money=(4, 10, 10))
    state, _ = play(state, 1, (0, 0, 0), 1, 3, 0)
    assert state.step == "hammer" and state.high == 3
    assert game.options(state) == ["sell", "buy_back"]
    short = attrs.evolve(state, money=(3, 10, 10))  # by hand: the engine sells at once then
    with pytest.raises(RulesError, match=r"buying back costs \$4: Ann has \$3"):
        game.check(short, 0, "buy_back")
    assert game.options(short) == ["sell"]
    auto = position(3, money=(3, 10, 10))
    auto, actions = play(auto, 1, (0, 0, 0), 1, 3, 0)
    # hidden money, a human auctioneer: asked all the same, and only "sell" is accepted (spec 8)
    assert auto.step == "hammer" and game.options(auto) == ["sell"]
    with pytest.raises(RulesError, match=r"buying back costs \$4"):
        game.check(auto, 0, "buy_back")
    auto, actions = play(auto, "sell")
    assert actions[-1]["choice"] == "sell" and auto.step == "place" and auto.money == (6, 7, 10)
    seen = position(3, money=(3, 10, 10), hidden=False)  # visible money: the engine sells at once
    seen, actions = play(seen, 1, (0, 0, 0), 1, 3, 0)
    assert actions[-1]["choice"] == "sell" and seen.step == "place"
    ok = position(3, money=(4, 10, 10))
    ok, actions = play(ok, 1, (0, 0, 0), 1, 3, 0, "buy_back")
    assert actions[-1]["amount"] == 4 and ok.money[0] == 0 and ok.money[1] == 14


def test_bids_must_beat_the_high_bid_and_be_affordable():
    """Spec 6.2: a bid is above the high bid and at most the bidder's money."""
    state = position(3, money=(10, 4, 10))
    state, _ = play(state, 1, (0, 0, 0), 1, 2)
    with pytest.raises(RulesError, match=r"above the high bid of \$2"):
        game.apply(state, 2, 2)
    with pytest.raises(RulesError, match=r"only \$10 to bid with"):
        game.apply(state, 2, 11)
    assert game.options(state) == [0, *range(3, 11)]


def test_log_words_for_every_kind_of_action():
    """Spec 8: every transaction is told in public; spec 10's actions in words."""
    names = ["Ann", "Bo", "Cy"]
    said = [
        game.describe(names, Action.of(act, **kw))
        for act, kw in [
            ("take", {"seat": 0, "for": "lot", "position": 6, "tile": 0, "paid": 5, "collected": 0}),
            ("place", {"seat": 1, "tile": 40, "at": (1, 0), "rotation": 2, "row": 2, "column": 1, "bonus": True}),
            ("call", {"seat": 1, "bid": 4, "forced": False}),
            ("call", {"seat": 2, "bid": None, "forced": True}),
            ("call", {"seat": 2, "bid": None, "forced": False}),
            ("hammer", {"leader": 1, "high": 4, "choice": "sell", "payer": 1, "payee": 0, "amount": 4}),
            ("hammer", {"leader": 1, "high": 4, "choice": "buy_back", "payer": 0, "payee": 1, "amount": 5}),
            ("hammer", {"leader": None, "high": 0, "choice": "no_bids", "payer": None, "payee": None, "amount": 0}),
            ("box", {"seat": 0, "tile": 3}),
            ("bonus_lost", {"seat": 2, "reason": "island_full"}),
            ("bonus_lost", {"seat": 2, "reason": "market_empty"}),
        ]
    ]
    assert said[0] == "Ann took pos 6 as lot: BBBB (paid $5, got $0)."
    assert said[1] == "Bo placed BBTT at (1,0) r2. Bonus!"
    assert said[2] == "Bo bids $4."
    assert said[3] == "Cy passes."  # a forced pass reads as a chosen one (spec 8)
    assert said[4] == "Cy passes."
    assert said[5] == "Sold to Bo for $4."
    assert said[6] == "Bought back: Ann pays Bo $5."
    assert said[7] == "No bids: the auctioneer keeps the lot free."
    assert said[8] == "Ann's island is full: the tile goes to the box."
    assert said[9] == "Cy's bonus is lost (island full)."
    assert said[10] == "Cy's bonus is lost (market empty)."
    assert Action.of("call", seat=1).act == "call"


def test_help_gives_this_games_market_money_and_score_tables():
    """Spec 2 and 7: the help names the game's market size, whether money is
    private, and the beach and theme-park tables."""
    plain = rules_help.help_markdown(None)
    assert "This game" not in plain
    assert "1: 2, 2: 4, 3: 7" in plain and "16: 65" in plain
    assert "1: 1, 2: 3, 3: 6" in plain and "16: 100" in plain
    hidden = rules_help.help_markdown(game.Settings(humans(3), 7, "hidden"))
    assert (
        "**This game:** a market of 7 tiles; money is private: only you see your own money, on your own "
        "decision screens, after a hand-over.\n"
    ) in hidden
    assert "the more you get.\n\n## Your turn" in plain
    visible = rules_help.help_markdown(game.Settings(humans(3), 9, "visible"))
    assert "a market of 9 tiles; money is visible to everyone." in visible
    assert plain.startswith("# Auction Land\n")


def test_sixteen_tiles_is_full_and_ends_the_game():
    """Spec 6.4: the game ends after the turn in which an island reaches 16 tiles."""
    state = position(3, islands={0: tiles_at(grid4(14))})
    state, actions = play(state, 1, (2, 3, 0), 1, (3, 3, 0))  # column 2 full: a bonus tile
    assert actions[1]["bonus"] and len(state.islands[0]) == 16 and not state.is_over
    state, actions = play(state, 1, 0, 0)  # no bids: the lot goes to the box
    assert actions[-1]["act"] == "box" and state.is_over and state.history[-1].refill == ()


def test_a_full_island_has_no_legal_position():
    """Spec 5.2 step 1: a full island takes no more tiles (its lot goes to the box)."""
    from landrush_tui.rules.auctionland import island

    assert island.legal_positions([(x, y) for x in range(4) for y in range(4)]) == []
    assert island.legal_positions([]) == [(0, 0)]


@pytest.mark.parametrize(
    "players, why",
    [
        ({"name": "Ann"}, "settings.players must be a list"),
        ([{"name": "Ann", "kind": "human"}, {"kind": "human"}], "player 1 has no name"),
        ([{"name": "Ann", "kind": "human"}, "Bo"], "player 1 must be an object, not 'Bo'"),
        (
            [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "robot"}],
            "player 1: kind must be human or ai, not 'robot'",
        ),
        ([{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "ai", "ai": 3}], "player 1: ai must be text"),
        ([{"name": "Ann", "kind": "human"}, {"name": "Bo"}], "player 1 has no kind"),
        ([{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "ai"}], "player 1 (an AI seat) has no ai"),
        (
            [{"name": "Ann", "kind": "human", "ai": "easy"}, {"name": "Bo", "kind": "human"}],
            "player 0: a human seat has no ai",
        ),
        ([{"name": "Ann", "kind": "human"}], "settings: Auction Land is for 2 to 6 players, not 1"),
    ],
)
def test_a_record_with_broken_players_is_refused_saying_why(players, why):
    """Spec 10: the record's settings name each player (name, kind, ai); a
    record whose players are malformed is refused with the reason."""
    from landrush_tui.rules.auctionland import record

    data = {"players": players, "market_size": 8, "money": "hidden", "seed": 1}
    with pytest.raises(RulesError) as got:
        record.parse_settings(data)
    assert str(got.value) == why or why in str(got.value)


def test_record_settings_read_back_their_players():
    """Spec 10: settings.players hold name, kind and (for bots) ai."""
    from landrush_tui.rules.auctionland import record

    data = {
        "players": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bo", "kind": "ai", "ai": "medium"},
            {"name": "Cy", "kind": "human"},
        ],
        "market_size": 7,
        "money": "visible",
        "seed": 5,
    }
    s = record.parse_settings(data)
    assert [(p.name, p.kind.value, p.ai) for p in s.players] == [
        ("Ann", "human", None),
        ("Bo", "ai", "medium"),
        ("Cy", "human", None),
    ]
    assert (s.market_size, s.money, s.seed) == (7, "visible", 5)
    assert record.settings_data(s)["players"][1] == {"name": "Bo", "kind": "ai", "ai": "medium"}
    for broken in ({**data, "extra": 1}, [data]):
        with pytest.raises(RulesError):
            record.parse_settings(broken)


def test_no_action_replays_after_the_end_of_the_game():
    """Spec 10: the record ends with the game; replaying an action on a finished
    game is refused with the reason, not an internal error."""
    from landrush_tui.rules.auctionland import record

    state = position(3, islands={0: tiles_at(grid4(15))})
    state, _ = play(state, 1, (3, 3, 0), 1, 0, 0)
    assert state.is_over
    for whole in (True, False):
        with pytest.raises(RulesError, match="turn 9: actions after the end of the game"):
            record.play_actions(
                state, [{"act": "take", "seat": 1, "for": "build", "position": 1}], "turn 9", whole_turn=whole
            )


def test_a_record_reads_from_bytes_and_broken_text_is_refused_saying_why():
    """Spec 10: a record is UTF-8 JSON; bytes read like text, and text that is not
    JSON, not UTF-8 or far too long is refused in one line."""
    from auctionland_helpers import bot_game

    from landrush_tui.rules.auctionland import record

    state = bot_game(("easy", "easy"), 5, 6)
    text = AUCTIONLAND.dumps(state)
    assert AUCTIONLAND.loads(text.encode("utf-8")) == AUCTIONLAND.loads(text) == state
    with pytest.raises(RulesError, match="^truncated: "):
        AUCTIONLAND.loads(text[:-3])
    with pytest.raises(RulesError, match=r"not text in UTF-8"):
        AUCTIONLAND.loads(b"\xff\xfe{}")
    with pytest.raises(RulesError, match="to be an Auction Land record"):
        AUCTIONLAND.loads(b" " * (MAX_TEXT + 1))
    data = record.record_of(state)
    assert "result" in data
    del data["result"]
    with pytest.raises(RulesError, match="^result None differs"):
        record.replay_data(data)


def test_pending_actions_must_not_finish_a_turn():
    """Spec 10: a save holds the finished turns in the record and the unfinished
    turn's actions apart; pending actions that end a turn are refused."""
    import json as _json

    from auctionland_helpers import driven

    from landrush_tui.rules.auctionland import record

    state = driven(2, 3, "visible", lambda s: len(s.history) == 1 and len(s.actions) == 2)
    data = record.record_of(state)
    pending = record.pending_data(state)
    assert record.replay_data(_json.loads(_json.dumps({**data, "pending": pending}))) == state
    whole = record.record_of(driven(2, 3, "visible", lambda s: len(s.history) == 2))
    finished = whole["turns"][1]["actions"]
    with pytest.raises(RulesError, match="the pending actions finish a turn"):
        record.replay_data({**whole, "turns": whole["turns"][:1], "pending": finished})
    with pytest.raises(RulesError, match="a bid is a positive whole number or null"):
        bad = [dict(a) for a in finished]
        k = next(i for i, a in enumerate(bad) if a["act"] == "call")
        bad[k]["bid"] = -2
        record.replay_data({**whole, "turns": whole["turns"][:1], "pending": bad[: k + 1]})


def test_the_rule_set_names_itself_and_falls_back_to_the_cheapest_legal_decision():
    """Rule-set seam (rule-sets.md): title, summary, setting labels; a seat that
    must be decided for takes position 1, places at the first legal place, passes, sells."""
    rules = AUCTIONLAND
    assert rules.title == "Auction Land"
    assert rules.summary == "build a 4 x 4 island from a market row; auction a tile each turn, or buy it back"
    assert [f.label for f in rules.setting_fields()] == ["Market size", "Money"]
    state = position(3, money=(10, 10, 10))
    assert rules.settings_of(state) is state.settings
    said = []
    for _ in range(5):
        seat = state.seat
        decision, words = rules.fallback(state, seat)
        said.append(words)
        state, _ = game.apply(state, seat, decision)
    assert said == [
        "it takes position 1.",
        "it places the tile at (0,0).",
        "it takes position 1.",
        "it passes.",
        "it passes.",
    ]
    state = position(3, money=(10, 10, 10))
    state, _ = play(state, 1, (0, 0, 0), 1, 2, 0)
    assert rules.fallback(state, 0) == ("sell", "it sells.")


def test_a_seats_view_lists_the_bidders_clockwise_and_the_unseen_tiles():
    """Spec 6.2 and 8: bidders are every other seat clockwise from the auctioneer's
    left; the tiles nobody has seen are the stack's, in no order (never its order)."""
    from landrush_tui.rules.auctionland.view import public_view

    state = position(4, active=2, islands={0: tiles_at([(0, 0)], start=50), 3: tiles_at([(0, 0)], start=51)})
    state = attrs.evolve(state, boxed=(52,))
    state, _ = play(state, 1)  # seat 2 takes market position 1 (tile 100) to build
    view = public_view(state, 0)
    assert view.bidders == (3, 0, 1)
    unseen = view.unseen()
    seen = {t for t, _ in state.market} | {50, 51, 52, 100}
    assert sorted(unseen) == sorted(t for t in range(108) if t not in seen)
    assert len(unseen) == 108 - len(seen) and view.stack_left == len(state.stack)


def test_a_tile_is_described_by_id_layout_and_icons_and_a_game_by_its_turn():
    """Spec 3.1: tile id, layout and icons ('-' for none); the saved-games list
    shows the turn, or that the game is over."""
    from landrush_tui.rules.auctionland import tiles

    assert tiles.describe(0) == "tile 0 BBBB (-)"
    assert tiles.describe(3) == "tile 3 BBBB (P M)"
    assert tiles.describe(83) == "tile 83 TTBG (L M)"
    rules = AUCTIONLAND
    state = position(3)
    assert rules.progress(state) == "Turn 1"
    full = position(3, islands={0: tiles_at(grid4(15))})
    full, _ = play(full, 1, (3, 3, 0), 1, 0, 0)
    assert rules.progress(full) == "Game over"


def test_a_bot_answer_of_the_wrong_shape_is_refused_and_summaries_skip_unknown_winners():
    """Rule-set seam: a bot's answer must be a position / bid (int), a placement
    (x, y, r) or sell / buy_back, else a BotError names it; a record's summary
    names only winners that are seats."""
    from landrush_tui.ai import BotError
    from landrush_tui.rules.auctionland import record
    from landrush_tui.rules.auctionland.view import public_view

    rules = AUCTIONLAND
    state = position(3)
    view = public_view(state, 0)
    assert bots_for(rules.name).call_bot(rules, lambda v: 1, view, "Ann") == 1
    with pytest.raises(BotError, match="answered 'x': not an answer to take"):
        bots_for(rules.name).call_bot(rules, lambda v: "x", view, "Ann")
    from auctionland_helpers import bot_game

    data = record.record_of(bot_game(("easy", "easy"), 5, 6))
    names, _turns, won = rules.record_summary(data)
    assert won and set(won) <= set(names)
    data["result"]["winners"] = [len(names), 0]
    assert rules.record_summary(data)[2] == (names[0],)
