"""Whole games written as records and judged by the independent spec checker.

The checker (``spec_checker.py``) is written from the spec alone; here the
engine's games (bot games from the simulator and games with random, often
reckless bids) must pass it, and the records must read back to the same game.
"""

from __future__ import annotations

import copy
import itertools
import json
import random

import pytest
from spec_checker import check_record

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.landrush import AuctionOrder, AuctionType, Settings, max_bid, new_game, play_turn, record
from landrush_tui.simulate import play_game

MONEY = (200, 350, 500, 700, 1000, 1500)
ORDERS = list(AuctionOrder)
TYPES = list(AuctionType)


def random_game(settings: Settings, bidder_seed: int, stop_after: int | None = None):
    """A game where every seat bids at random, from nothing to all its money:
    reckless enough to produce ties, zero-bid sales and bankruptcies."""
    rng = random.Random(bidder_seed)
    state = new_game(settings)
    while not state.is_over and (stop_after is None or len(state.history) < stop_after):
        bids = []
        for s in range(settings.n):
            top = max_bid(state, s)
            style = rng.random()
            if style < 0.2:
                row = [0] * len(state.lots)
            elif style < 0.5:
                row = [top] * len(state.lots)
            else:
                row = [rng.randint(0, top) for _ in state.lots]
            bids.append(row)
        state, _ = play_turn(state, bids)
    return state


def humans(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}") for i in range(n)]


def records_of_bot_games():
    """Every auction order x type, 2..10 players, every start money, over seeds."""
    cases = []
    for i, (order, kind) in enumerate(itertools.product(ORDERS, TYPES)):
        for j in range(3):
            n = 2 + (i + 3 * j) % 9
            cases.append((n, order, kind, MONEY[(i + j) % 6], 1000 + 7 * i + j))
    return cases


@pytest.mark.parametrize("n,order,kind,money,seed", records_of_bot_games())
def test_bot_game_records_follow_the_spec(n, order, kind, money, seed):
    state = play_game(bot_settings(["baseline"] * n, seed, money, kind, order))
    assert state.is_over
    assert check_record(json.loads(record.dumps(state))) == []


@pytest.mark.parametrize("order", ORDERS)
def test_mixed_bot_game_records_follow_the_spec(order):
    """The quicker built-in bots side by side (the bot list may grow; the rules may not bend)."""
    from landrush_tui.ai.landrush import BOTS

    quick = [b for b in sorted(BOTS) if b != "hard"]
    n = 3 + ORDERS.index(order)
    seats = [quick[i % len(quick)] for i in range(n)]
    kind = TYPES[ORDERS.index(order) % 2]
    state = play_game(bot_settings(seats, 4242 + n, MONEY[n % 6], kind, order))
    assert check_record(json.loads(record.dumps(state))) == []


def test_hard_bot_game_record_follows_the_spec():
    from landrush_tui.ai.landrush import BOTS

    seats = ["hard" if "hard" in BOTS else "baseline", "baseline", "hard" if "hard" in BOTS else "baseline"]
    state = play_game(bot_settings(seats, 99, 350, AuctionType.SECOND_PRICE, AuctionOrder.ADJACENT_FIRST))
    assert check_record(json.loads(record.dumps(state))) == []


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("order", ORDERS)
def test_random_bid_game_records_follow_the_spec(n, order):
    kind = TYPES[(n + ORDERS.index(order)) % 2]
    settings = Settings(humans(n), MONEY[n % 6], kind, order, seed=n * 31 + ORDERS.index(order))
    state = random_game(settings, bidder_seed=n)
    assert check_record(json.loads(record.dumps(state))) == []


def test_random_bids_do_bankrupt_someone_and_the_checker_agrees():
    """Bankruptcy (money <= 0 after a payout, bids lowered to 0 from then on) is
    exercised by these games, not only in theory."""
    seen = 0
    for seed in range(40):
        settings = Settings(humans(4), 200, AuctionType.FIRST_PRICE, AuctionOrder.RANDOM, seed=seed)
        state = random_game(settings, bidder_seed=seed)
        if any(state.bankrupt):
            seen += 1
            assert check_record(json.loads(record.dumps(state))) == []
    assert seen > 0


@pytest.mark.parametrize("stop_after", [0, 1, 4])
def test_unfinished_records_follow_the_spec(stop_after):
    settings = Settings(humans(5), 500, AuctionType.SECOND_PRICE, AuctionOrder.ADJACENT_FIRST, seed=5)
    state = random_game(settings, bidder_seed=9, stop_after=stop_after)
    data = json.loads(record.dumps(state))
    assert "result" not in data or data["result"] is None
    assert check_record(data) == []
    assert record.loads(record.dumps(state)) == state


@pytest.mark.parametrize("seed", [3, 44, 505])
def test_record_reads_back_to_the_same_state(seed):
    settings = bot_settings(["baseline"] * (2 + seed % 9), seed, 700, AuctionType.SECOND_PRICE, AuctionOrder.GO_WEST)
    state = play_game(settings)
    text = record.dumps(state)
    assert record.loads(text) == state
    assert record.dumps(record.loads(text)) == text


def test_writing_twice_gives_identical_bytes():
    state = random_game(Settings(humans(3), 350, seed=12), bidder_seed=1)
    assert record.dumps(state).encode() == record.dumps(state).encode()


def test_same_seed_same_record_different_seed_different_record():
    """Spec, settings: the same seed and the same bids give the same game, byte for byte."""
    a = play_game(bot_settings(["baseline"] * 4, 77))
    b = play_game(bot_settings(["baseline"] * 4, 77))
    c = play_game(bot_settings(["baseline"] * 4, 78))
    assert record.dumps(a) == record.dumps(b)
    assert record.dumps(a) != record.dumps(c)


# ---- the checker itself must catch broken records (else passing means nothing) ----


@pytest.fixture(scope="module")
def good_record() -> dict:
    settings = Settings(humans(4), 200, AuctionType.SECOND_PRICE, AuctionOrder.SMALL_FIRST, seed=8)
    state = random_game(settings, bidder_seed=3)
    data = json.loads(record.dumps(state))
    assert check_record(data) == []
    return data


def _turn_with(data: dict, pred) -> int:
    for i, t in enumerate(data["turns"]):
        if pred(t):
            return i
    raise AssertionError("no turn fits this mutation")


def _mutations():
    def price(d):
        i = _turn_with(d, lambda t: any(s["price"] > 0 for s in t["sales"]))
        sale = next(s for s in d["turns"][i]["sales"] if s["price"] > 0)
        sale["price"] -= 1

    def winner(d):
        i = _turn_with(d, lambda t: any(max(s["effective_bids"]) > 0 and not s["tie"] for s in t["sales"]))
        sale = next(s for s in d["turns"][i]["sales"] if max(s["effective_bids"]) > 0 and not s["tie"])
        sale["winner"] = (sale["winner"] + 1) % 4

    def tie_flag(d):
        d["turns"][0]["sales"][0]["tie"] = not d["turns"][0]["sales"][0]["tie"]

    def effective(d):
        d["turns"][0]["sales"][0]["effective_bids"][0] += 1

    def swap_ranks(d):
        st = d["turns"][0]["standings"]
        a = next(s for s in st if s["rank"] == 1)
        b = next(s for s in st if s["rank"] == 4)
        a["rank"], b["rank"] = 4, 1
        a["payout"], b["payout"] = b["payout"], a["payout"]

    def payout(d):
        d["turns"][0]["standings"][0]["payout"] += 1
        d["turns"][0]["standings"][0]["money"] += 1

    def region(d):
        d["turns"][-1]["standings"][0]["largest_region"] += 1

    def bid_sum(d):
        d["turns"][1]["standings"][2]["bid_sum"] += 5

    def lot_order(d):
        # small_first: a 1-cell lot cannot follow a bigger one; swap in the
        # largest unsold field of the board instead of the first lot.
        sizes = {f["id"]: len(f["cells"]) for f in d["board"]["fields"]}
        lots = d["turns"][0]["lots"]
        big = max((f for f in sizes if f not in lots), key=sizes.get)
        lots[0] = big

    def up_next(d):
        d["turns"][0]["up_next"] = list(reversed(d["turns"][0]["up_next"]))

    def final_flag(d):
        d["turns"][0]["final"] = True

    def payout_table(d):
        d["payouts"]["final"][0] += 1

    def board_hole(d):
        d["board"]["fields"][0]["cells"].pop()

    def board_split(d):
        f = next(f for f in d["board"]["fields"] if len(f["cells"]) >= 2)
        f["cells"] = [f["cells"][0], [f["cells"][0][0] + 5, f["cells"][0][1]]]

    def winners(d):
        d["result"]["winners"] = [0, 1, 2, 3]

    def result_money(d):
        d["result"]["money"][1] += 10

    def bid_above_money(d):
        d["turns"][1]["bids"][0][0] = 10**6

    def negative_bid(d):
        d["turns"][0]["bids"][1][0] = -1

    def missing_turn(d):
        del d["turns"][1]

    def version(d):
        d["version"] = 2

    def not_a_dict(d):
        d["turns"][0]["sales"] = "nope"

    return {k: v for k, v in locals().items() if callable(v)}


@pytest.mark.parametrize("name,mutate", sorted(_mutations().items()))
def test_checker_catches_a_broken_record(good_record, name, mutate):
    data = copy.deepcopy(good_record)
    mutate(data)
    problems = check_record(data)
    assert problems, f"mutation {name} went unnoticed"


def test_checker_reports_instead_of_crashing_on_garbage():
    assert check_record([]) != []
    assert check_record({"format": "landrush-record"}) != []
    assert check_record({"format": "x", "version": 1, "settings": {}, "board": {}, "payouts": {}, "turns": []})


def test_checker_checks_the_draw_of_an_unfinished_record(good_record):
    """Up next of the last recorded turn must itself be a valid draw."""
    data = copy.deepcopy(good_record)
    del data["turns"][2:]
    data.pop("result", None)
    assert check_record(data) == []
    sizes = {f["id"]: len(f["cells"]) for f in data["board"]["fields"]}
    sold = {f for t in data["turns"] for f in t["lots"]}
    nxt = data["turns"][-1]["up_next"]
    big = max((f for f in sizes if f not in sold and f not in nxt), key=sizes.get)
    data["turns"][-1]["up_next"] = [big, *nxt[1:]]
    assert check_record(data) != []


def test_state_fields_unchanged_by_record_round_trip_at_every_turn():
    """Each prefix of a game (after every turn) round-trips through a record."""
    settings = Settings(humans(6), 1000, AuctionType.FIRST_PRICE, AuctionOrder.CENTRE_FIRST, seed=21)
    state = random_game(settings, bidder_seed=4)
    for t in range(len(state.history) + 1):
        partial = random_game(settings, bidder_seed=4, stop_after=t)
        back = record.loads(record.dumps(partial))
        assert back == partial


def test_checker_catches_an_adjacent_first_lot_that_touches_nothing():
    """adjacent_first: when fields touching an owned field or a current lot are
    available, a lot touching nothing (key 1) must not be drawn."""
    settings = Settings(humans(3), 500, AuctionType.FIRST_PRICE, AuctionOrder.ADJACENT_FIRST, seed=17)
    data = json.loads(record.dumps(random_game(settings, bidder_seed=2)))
    assert check_record(data) == []
    fields = [[tuple(c) for c in f["cells"]] for f in data["board"]["fields"]]
    at = {c: i for i, cells in enumerate(fields) for c in cells}
    near = [
        {
            at[(x + dx, y + dy)]
            for x, y in cells
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if (x + dx, y + dy) in at
        }
        - {i}
        for i, cells in enumerate(fields)
    ]
    for t in range(1, len(data["turns"])):
        sold = {f for turn in data["turns"][:t] for f in turn["lots"]}
        lots = data["turns"][t]["lots"]
        lonely = [f for f in range(len(fields)) if f not in sold and f not in lots and not near[f] & sold]
        if lonely:
            break
    else:
        raise AssertionError("no turn to mutate")
    broken = copy.deepcopy(data)
    broken["turns"][t]["lots"][0] = lonely[0]
    broken["turns"][t - 1]["up_next"][0] = lonely[0]
    broken["turns"][t]["sales"][0]["field"] = lonely[0]
    assert any("adjacent_first" in p for p in check_record(broken))


def test_checker_is_independent_of_the_engine():
    """The checker is a second opinion only if it shares no code with the rules."""
    import pathlib

    import spec_checker

    text = pathlib.Path(spec_checker.__file__).read_text()
    assert "import landrush_tui" not in text and "from landrush_tui" not in text
