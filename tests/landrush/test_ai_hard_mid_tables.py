"""Land Rush's hard bot at four and seven seats: session 13's candidate
levers, on here as ``bench/lr47_var.py``'s ``cand`` turns them on. Since
session 14 the four-seat ones (``SPREAD_4``, ``WHOLE_TURN``) are on in the
bot as shipped; rule 10 from five seats (``BIG``) is not (its held-out
figures at seven seats fell; see bench/gauntlet/landrush_hard.md).

At four seats, rivals that value land highly paid 125 a lot on the first
turn; with a wide forecast of region sizes a first field was worth little
to her, she bid 50-90 and let them build. With ``SPREAD_4`` at 1.0 she bids
near the going price for the lot worth most to her. At seven seats, rivals
whose bids fall as the land runs out made her pay far over the top rival
bid; with rule 10 from five seats (``BIG``) she reads the falling prices.
And ``WHOLE_TURN`` lets her search start from taking every lot at once."""

import pytest
from landrush_positions import rivals_bid as _table

from landrush_tui.ai.landrush import hard as hard_mod
from landrush_tui.ai.landrush.hard import hard, whole_turn
from landrush_tui.rules.landrush import public_view


@pytest.fixture
def candidate(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {"SPREAD_4": 1.0, "WHOLE_TURN": True, "BIG": 5}.items():
        monkeypatch.setattr(hard_mod, name, value)


def test_before_session_14_four_seats_bid_under_the_going_price(monkeypatch: pytest.MonkeyPatch) -> None:
    # With the levers off (her bids before session 14): on these boards she bids 56-87 at most.
    levers = {
        "SPREAD_4": 1.5,
        "WHOLE_TURN": False,
        "BUY": False,
        "CHARGE": 0.0,
        "PRIOR_4": hard_mod.PRIOR,
        "FLOOR_4": 0.0,
    }
    for name, value in levers.items():
        monkeypatch.setattr(hard_mod, name, value)
    for seed in (12, 14, 16):
        bids = hard(public_view(_table(4, (125,), seed), 0))
        assert max(bids) < 100, (seed, bids)


@pytest.mark.usefixtures("candidate")
def test_four_seats_she_meets_the_going_price_for_a_first_field() -> None:
    # The three rivals paid 125 for every lot of the first turn: with the
    # surer forecast she bids near that price on the lot she wants most.
    for seed in (12, 14, 16):
        bids = hard(public_view(_table(4, (125,), seed), 0))
        assert max(bids) >= 110, (seed, bids)


@pytest.mark.usefixtures("candidate")
def test_seven_seats_falling_prices_are_read() -> None:
    # The six rivals paid 100 a lot, then 20: she bids near the new price,
    # not the old (as shipped she bids 124-128 on some lot).
    for seed in (11, 12, 13):
        bids = hard(public_view(_table(7, (100, 20), seed), 0))
        assert max(bids) <= 45, (seed, bids)
        assert max(bids) > 20, (seed, bids)  # and still buys at the going price


def test_the_whole_turn_is_tried_at_once() -> None:
    # Each lot alone is a loss (its price, nothing back); the two together
    # pay 200. Changing one lot's bid at a time never finds that; the start
    # from the whole turn, just over the imagined rival top bids, does.
    rival_bids = [[[0, 0], [30, 40], [20, 10]], [[0, 0], [50, 20], [10, 35]]]  # two versions, three seats

    def outcome(bids: list[int]) -> float:
        both = all(b > max(r[1][j], r[2][j]) for r in rival_bids for j, b in enumerate(bids))
        return (200.0 if both else 0.0) - sum(bids)

    assert whole_turn(outcome, [0, 0], rival_bids, 0, 500) == [51, 41]
    # Never above what she may spend on a lot: then the start stays.
    assert whole_turn(outcome, [0, 0], rival_bids, 0, 45) == [0, 0]
