"""Auction Land's rules: every test case of the spec (section 12) by its name,
the worked scoring example (7.1), refusals that change nothing, and
hypothesis properties (money conserved, tiles conserved, the game ends)."""

from __future__ import annotations

import json

import attrs
import pytest
from auctionland_helpers import grid4, humans, play, position, tiles_at
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landrush_tui.rules.auctionland import game, island, record, tiles
from landrush_tui.rules.auctionland.island import Placed
from landrush_tui.rules.auctionland.ruleset import RULES as AUCTIONLAND
from landrush_tui.rules.errors import RulesError


def test_tile_table_and_icon_rule():
    assert len(tiles.LAYOUTS) == 27 and tiles.TILE_COUNT == 108
    assert tiles.icons(3) == ("P", "M") and tiles.icons(7) == ("P", "L") and tiles.icons(83) == ("L", "M")
    assert tiles.icons(104) == () and tiles.icons(107) == ("L", "M")
    assert sum(tiles.icon_count(t) == 0 for t in tiles.ALL_TILES) == 27
    assert sum(tiles.icon_count(t) == 2 for t in tiles.ALL_TILES) == 27
    for icon in tiles.ICONS:
        assert sum(icon in tiles.icons(t) for t in tiles.ALL_TILES) == 36
    quads = "".join(tiles.LAYOUTS)
    assert [quads.count(c) for c in "BTGH"] == [37, 35, 18, 18]
    assert tiles.corners(40, 1) == "TBBT"  # BBTT r1: NW T, NE B, SE B, SW T


def test_01_skip_and_coins():
    market = [(100 + i, c) for i, c in enumerate([0, 1, 2, 0, 0, 0, 0, 0])]
    state = position(3, money=(5, 9, 9), market=market)
    after, actions = play(state, 3)
    assert actions[0] == {
        "act": "take",
        "seat": 0,
        "for": "build",
        "position": 3,
        "tile": 102,
        "paid": 2,
        "collected": 2,
    }
    assert after.money[0] == 5
    assert [c for _, c in after.market] == [1, 2, 0, 0, 0, 0, 0]


def test_02_no_money():
    market = [(100, 0), (101, 3), *[(102 + i, 0) for i in range(6)]]
    state = position(2, money=(0, 10), market=market)
    with pytest.raises(RulesError, match=r"costs \$1"):
        game.apply(state, 0, 2)
    assert game.options(state) == [1]
    after, actions = play(state, 1)
    assert actions[0]["position"] == 1 and after.money[0] == 0


def test_03_setup():
    assert game.start_money(2, 4) == (14, 16, 10, 12)
    d = [1, 4, 3, 8, 5, 9, 12, 7]  # icon counts 1, 0, 2, 0, 1, 1, 0, 2
    assert [tiles.icon_count(t) for t in d] == [1, 0, 2, 0, 1, 1, 0, 2]
    assert game.sort_market(d) == (4, 8, 12, 1, 5, 9, 3, 7)  # d2 d4 d7 d1 d5 d6 d3 d8
    # refills are never sorted: a two-icon tile ahead of a no-icon one stays there
    state = position(2, market=[(100 + i, 0) for i in range(8)], stack=[3, 4, 7, 8])
    state, _ = play(state, 1, (0, 0, 0), 1, 0)  # Bo passes: Ann places the lot free
    state, _ = play(state, (1, 0, 0))
    assert [t for t, _ in state.market][-2:] == [3, 4] and state.history[-1].refill == (3, 4)


def test_04_two_players_single_call():
    state = position(2, money=(3, 10))
    state, actions = play(state, 1, (0, 0, 0), 1, 3)
    assert actions[-1] == {"act": "call", "seat": 1, "bid": 3, "forced": False}
    # Spec 8 (amended): with hidden money, a human auctioneer who cannot afford the
    # buy-back is still asked (and may only sell), so the table sees the usual screens.
    assert state.step == "hammer" and state.seat == 0 and game.options(state) == ["sell"]
    state, actions = play(state, "sell")
    assert actions[-1] == {
        "act": "hammer",
        "leader": 1,
        "high": 3,
        "choice": "sell",
        "payer": 1,
        "payee": 0,
        "amount": 3,
    }
    assert state.money == (6, 7) and state.step == "place" and state.seat == 1


def test_05_call_order_forced_pass():
    state = position(4, money=(10, 5, 1, 6))
    state, actions = play(state, 1, (0, 0, 0), 1, 2, 4, 5, 0)
    calls = [(a["seat"], a["bid"], a["forced"]) for a in actions if a["act"] == "call"]
    assert calls == [(1, 2, False), (2, None, True), (3, 4, False), (1, 5, False), (3, None, False)]
    assert state.step == "hammer" and state.leader == 1 and state.high == 5


def test_06_no_bids():
    state = position(3)
    state, actions = play(state, 1, (0, 0, 0), 1, 0, 0)
    assert actions[-1]["choice"] == "no_bids" and state.step == "place" and state.seat == 0
    money = state.money
    state, _ = play(state, (1, 0, 0))
    assert state.money == money and len(state.islands[0]) == 2
    # full island: the lot goes to the box, nothing paid
    full = position(3, islands={0: tiles_at(grid4(15))})
    full, actions = play(full, 1, (3, 3, 0), 1, 0, 0)
    assert actions[-2]["choice"] == "no_bids" and actions[-1] == {"act": "box", "seat": 0, "tile": 101}
    assert full.is_over and full.money == (20, 20, 20)


def test_07_buy_back_while_full():
    state = position(3, money=(3, 10, 10), islands={0: tiles_at(grid4(15))})
    state, actions = play(state, 1, (3, 3, 0), 1, 2, 0, "buy_back")
    assert actions[-2] == {
        "act": "hammer",
        "leader": 1,
        "high": 2,
        "choice": "buy_back",
        "payer": 0,
        "payee": 1,
        "amount": 3,
    }
    assert actions[-1] == {"act": "box", "seat": 0, "tile": 101}
    assert state.money == (0, 13, 10) and state.is_over and state.history[-1].game_over


def test_08_one_bonus_per_turn():
    # Ann has (0..2, 0) and (0, 1), (0, 2): the build at (3, 0) fills row 0 (bonus),
    # the bought-back lot at (0, 3) fills column 0: no second bonus.
    ann = tiles_at([(0, 0), (1, 0), (2, 0), (0, 1), (0, 2)])
    state = position(3, money=(20, 10, 10), islands={0: ann})
    state, actions = play(state, 1, (3, 0, 0))
    assert actions[-1]["bonus"] is True and state.purpose == "bonus" and state.seat == 0
    state, actions = play(state, 1, (1, 1, 0), 1, 2, 0, "buy_back", (0, 3, 0))
    assert actions[-1]["column"] == 4 and actions[-1]["bonus"] is False
    # had Ann sold, Bo completing his own row earns Bo a bonus in the same turn
    bo = tiles_at([(0, 0), (1, 0), (2, 0)], 50)
    state = position(3, money=(20, 10, 10), islands={0: ann, 1: bo})
    state, _ = play(state, 1, (3, 0, 0), 1, (1, 1, 0), 1, 2, 0, "sell")
    state, actions = play(state, (3, 0, 0))
    assert actions[0]["bonus"] is True and state.purpose == "bonus" and state.seat == 1


def test_09_sixteenth_tile():
    state = position(3, islands={0: tiles_at(grid4(15))})
    state, actions = play(state, 1, (3, 3, 0))
    assert actions[-2]["row"] == 4 and actions[-2]["column"] == 4 and actions[-2]["bonus"] is True
    assert actions[-1] == {"act": "bonus_lost", "seat": 0, "reason": "island_full"}
    assert state.step == "take" and state.purpose == "lot"  # the auction still happens
    state, _ = play(state, 1, 1, 0, "sell", (0, 0, 0))
    assert state.is_over


def test_10_four_by_four_limit():
    row = tiles_at([(-1, 0), (0, 0), (1, 0), (2, 0)])
    legal = island.legal_positions([p.at for p in row])
    assert (-2, 0) not in legal and (3, 0) not in legal and (0, 1) in legal
    state = position(3, islands={0: row[:3] + tiles_at([(2, 0)], 10)})
    with pytest.raises(RulesError, match="4 x 4"):
        game.check(attrs.evolve(state, step="place", tile=5), 0, (3, 0, 0))
    state = position(3, islands={0: row + tiles_at([(0, 1), (1, 1), (2, 1)], 20)})
    state, actions = play(state, 1, (-1, 1, 0))
    assert actions[-1]["row"] == 4 and actions[-1]["bonus"] is True


def test_11_beach_on_a_hole():
    ring = [(x, y) for y in range(3) for x in range(3) if (x, y) != (1, 1)]
    grid = {at: (tiles.LAYOUTS.index("HHHH") * 4, 0) for at in ring}  # houses all round a hole
    assert island.beach_tiles(grid) == 0
    grid[(1, 2)] = (tiles.LAYOUTS.index("BBHH") * 4, 0)  # beaches on its north side: the hole
    assert island.beach_tiles(grid) == 1


def test_12_empty_market():
    state = position(3, market=[(100, 0)], stack=[])
    state, actions = play(state, 1, (0, 0, 0))
    assert state.is_over and state.history[-1].refill == () and not any(a["act"] == "call" for a in actions)
    # had that build been a 4th in a row, the bonus is lost: market empty
    state = position(3, market=[(100, 0)], stack=[], islands={0: tiles_at([(0, 0), (1, 0), (2, 0)])})
    state, actions = play(state, 1, (3, 0, 0))
    assert actions[-1] == {"act": "bonus_lost", "seat": 0, "reason": "market_empty"} and state.is_over


def test_13_seed_vector():
    state = game.new_game(game.Settings(humans(3), 8, "hidden", 118))
    assert state.first == 1 and state.start_money == (14, 10, 12)
    assert state.deck[:10] == (9, 98, 20, 65, 75, 41, 4, 8, 18, 86)
    assert state.opening == (20, 4, 8, 9, 98, 65, 41, 75)
    state, _ = play(state, 3, (0, 0, 0), 1, 2, 0, "sell", (0, 0, 1))
    data = record.record_of(state)["turns"][0]
    assert data["money"] == [14, 11, 10] and data["stack_left"] == 98 and data["refill"] == [18, 86]
    assert data["market"] == [[4, 1], [9, 0], [98, 0], [65, 0], [41, 0], [75, 0], [18, 0], [86, 0]]
    assert data["actions"][2] == {
        "act": "take",
        "seat": 1,
        "for": "lot",
        "position": 1,
        "tile": 20,
        "paid": 0,
        "collected": 1,
    }


def test_14_lone_bidder():
    base = position(4, money=(10, 5, 5, 5))
    state, _ = play(base, 1, (0, 0, 0), 1, 0, 0)
    assert state.step == "call" and state.seat == 3 and state.leader is None
    won, actions = play(state, 1)
    assert won.step == "hammer" and won.leader == 3 and won.high == 1
    bought, actions = play(won, "buy_back")
    assert actions[0]["amount"] == 2 and bought.money[3] == 7
    free, actions = play(state, 0)
    assert actions[-1]["choice"] == "no_bids" and free.seat == 0


def test_15_no_refill_at_the_end():
    # Bo fills his island with the lot Ann sells him
    state = position(3, islands={1: tiles_at(grid4(15), 30)}, market=[(100 + i, 0) for i in range(8)])
    state, actions = play(state, 1, (0, 0, 0), 1, 5, 0, "sell", (3, 3, 0))
    last = state.history[-1]
    assert last.game_over and last.refill == () and len(state.market) == 6 and state.is_over
    assert record.record_of(state)["result"]["scores"][1]["seat"] == 1


def test_worked_scoring_example():
    ann = (
        Placed(0, (0, 0), 0),
        Placed(40, (1, 0), 0),
        Placed(4, (2, 0), 0),
        Placed(60, (0, 1), 1),
        Placed(69, (2, 1), 0),
        Placed(45, (0, 2), 2),
        Placed(14, (1, 2), 0),
    )
    fig = island.score_island(island.grid_of(ann))
    assert (fig.beach_tiles, fig.beaches) == (3, 7)
    assert (fig.park_tiles, fig.theme_park) == (3, 6)
    assert (fig.gardens, fig.houses, fig.gardens_houses) == (2, 3, 6)
    assert island.icon_counts(ann) == {"P": 0, "L": 1, "M": 2}
    # Bo P3 L1 M2, Cy P1 L2 M0 (icon tiles only matter here)
    bo = (Placed(1, (0, 0), 0), Placed(13, (1, 0), 0), Placed(7, (2, 0), 0), Placed(9, (3, 0), 0), Placed(6, (0, 1), 0))
    cy = (Placed(10, (0, 0), 0), Placed(2, (1, 0), 0), Placed(14, (2, 0), 0))
    assert island.icon_counts(bo) == {"P": 3, "L": 1, "M": 2} and island.icon_counts(cy) == {"P": 1, "L": 2, "M": 0}
    scores = game.score_all([ann, bo, cy], [9, 9, 9])
    assert scores[0].icon_points == (0, 10, 20) and scores[0].total == 49
    assert island.icon_awards([3, 3, 2, 1]) == [20, 20, 5, 0]


def test_the_auctioneer_is_told_to_sell_or_buy_back():
    state = position(3, money=(3, 5, 5))
    state, _ = play(state, 1)
    state, _ = play(state, (0, 0, 0), 1)
    state, _ = play(state, 2, 0)
    assert state.step == "hammer"
    with pytest.raises(RulesError, match="sell or buy_back"):
        game.apply(state, 0, "keep")


def test_hidden_money_asks_are_secret_only_when_another_human_decided():
    from landrush_tui.rules.auctionland.ruleset import RULES

    state = position(3, money=(10, 10, 10))
    assert RULES.to_decide(state).secret  # nobody decided yet
    state, _ = play(state, 1)
    assert not RULES.to_decide(state).secret  # placing is public
    state, _ = play(state, (0, 0, 0))
    # Ann again, but she just placed in front of everyone: a hand-over again (spec 8, amended)
    assert RULES.to_decide(state).secret
    state, _ = play(state, 1)
    assert RULES.to_decide(state).secret and RULES.to_decide(state).seats == (1,)
    state, _ = play(state, 1)  # Bo bids $1
    assert RULES.to_decide(state).seats == (2,) and RULES.to_decide(state).secret
    visible = position(3, hidden=False)
    assert not RULES.to_decide(visible).secret
    view = RULES.view(state, 1)
    assert view.money == (None, 10, None) and not hasattr(view, "stack") and not hasattr(view, "seed")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    n=st.integers(2, 6),
    m=st.sampled_from(game.MARKET_SIZES),
    choices=st.lists(st.integers(0, 1000), min_size=400, max_size=400),
)
def test_random_legal_play_conserves_money_and_tiles_and_ends(seed, n, m, choices):
    state = game.new_game(game.Settings(humans(n), m, "visible", seed))
    total = sum(state.money)
    k = 0
    while not state.is_over:
        opts = game.options(state)
        assert opts
        decision = opts[choices[k % len(choices)] % len(opts)]
        k += 1
        state, _ = game.apply(state, state.seat, decision)
        assert sum(state.money) + sum(c for _, c in state.market) == total
        assert min(state.money) >= 0
        placed = sum(len(i) for i in state.islands)
        assert (
            placed
            + len(state.market)
            + len(state.stack)
            + len(state.boxed)
            + (1 if state.tile is not None else 0)
            + (1 if state.lot is not None and state.step == "call" or state.step == "hammer" else 0)
            == 108
        )
        assert all(len(i) <= 16 for i in state.islands)
        assert k < 2000
    assert any(len(i) == 16 for i in state.islands) or not state.market
    data = json.loads(AUCTIONLAND.dumps(state))
    assert record.replay_data(data) == state


def score_island_slow(grid: island.Grid) -> island.IslandScore:
    """``score_island`` written plainly from ``beach_tiles`` and ``areas`` (tests compare the two)."""
    b = island.beach_tiles(grid)
    park, gardens, houses = 0, 0, 0
    for terrain, quads in island.areas(grid):
        if terrain == tiles.PARK:
            park = max(park, len({(qx // 2, qy // 2) for qx, qy in quads}))
        elif terrain == tiles.GARDEN:
            gardens += 1
        elif terrain == tiles.HOUSE:
            houses += 1
    return island.IslandScore(
        b, island.BEACH_POINTS[b], park, island.PARK_POINTS[park], gardens, houses, gardens * houses
    )


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 107), st.integers(0, 3)), min_size=1, max_size=16), st.randoms())
def test_fast_scoring_agrees_with_the_plain_one(placed, rnd):
    cells = [(x, y) for y in range(4) for x in range(4)]
    rnd.shuffle(cells)
    grid = {cells[i]: t for i, t in enumerate(placed)}
    assert island.score_island(grid) == score_island_slow(grid)
