"""Land Rush's hard bot at four and seven seats.

At four seats, rivals that value land highly paid 125 a lot on the first
turn; she counted a lead in regions as so unsure that a first field was
worth little to her, bid 50-90, and let them build while she kept her
money. Her forecast is now as sure as the lots a turn make it (spread 1.0
at three to nine seats): she bids near the going price for the lot worth
most to her.

At seven seats, rivals whose bids fall as the land runs out (value bidders)
made her pay far over the top rival bid: she now checks her guesses of the
rivals' bids against the real ones from five seats up, as at ten."""

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.ai.landrush.hard import hard
from landrush_tui.rules.landrush import new_game, play_turn, public_view


def _table(n: int, amounts: tuple[int, ...], seed: int):
    """``n`` seats, a turn played per amount: every rival bids that amount on
    every lot, she (seat 0) bids nothing."""
    state = new_game(bot_settings([f"s{i}" for i in range(n)], seed))
    for amount in amounts:
        k = len(state.lots)
        state, _ = play_turn(state, [[0] * k] + [[amount] * k for _ in range(n - 1)])
    return state


def test_four_seats_she_meets_the_going_price_for_a_first_field() -> None:
    # The three rivals paid 125 for every lot of the first turn. On boards
    # where she used to bid 56-87 at most, she now bids near that price on
    # the lot she wants most.
    for seed in (12, 14, 16):
        bids = hard(public_view(_table(4, (125,), seed), 0))
        assert max(bids) >= 110, (seed, bids)


def test_seven_seats_falling_prices_are_read() -> None:
    # The six rivals paid 100 a lot, then 20: she bids near the new price,
    # not the old (she used to bid 124-128 on some lot).
    for seed in (11, 12, 13):
        bids = hard(public_view(_table(7, (100, 20), seed), 0))
        assert max(bids) <= 45, (seed, bids)
        assert max(bids) > 20, (seed, bids)  # and still buys at the going price


def test_the_whole_turn_is_tried_at_once() -> None:
    # Each lot alone is a loss (its price, nothing back); the two together
    # pay 200. Changing one lot's bid at a time never finds that; the start
    # from the whole turn, just over the imagined rival top bids, does.
    from landrush_tui.ai.landrush.hard import whole_turn

    rival_bids = [[[0, 0], [30, 40], [20, 10]], [[0, 0], [50, 20], [10, 35]]]  # two versions, three seats

    def outcome(bids: list[int]) -> float:
        both = all(b > max(r[1][j], r[2][j]) for r in rival_bids for j, b in enumerate(bids))
        return (200.0 if both else 0.0) - sum(bids)

    assert whole_turn(outcome, [0, 0], rival_bids, 0, 500) == [51, 41]
    # Never above what she may spend on a lot: then the start stays.
    assert whole_turn(outcome, [0, 0], rival_bids, 0, 45) == [0, 0]
