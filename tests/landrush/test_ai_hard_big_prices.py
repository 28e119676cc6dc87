"""Land Rush's hard bot at a big table: when the rivals' real bids fall short
of the ones she would have imagined, she imagines this turn's bids lower too,
and does not pay far over the going price."""

from landrush_tui.ai.landrush import bot_settings
from landrush_tui.ai.landrush.hard import hard
from landrush_tui.rules.landrush import new_game, play_turn, public_view


def _table(first: int, then: int, seed: int = 11):
    """Ten seats, two turns played: the nine rivals bid ``first`` on every lot
    of turn one and ``then`` on every lot of turn two; she bids nothing."""
    state = new_game(bot_settings([f"s{i}" for i in range(10)], seed))
    for amount in (first, then):
        k = len(state.lots)
        state, _ = play_turn(state, [[0] * k] + [[amount] * k for _ in range(9)])
    return state


def test_falling_prices_are_read_at_ten_seats() -> None:
    # The rivals paid 100 a lot, then 20: she bids near the new price, not the old.
    state = _table(100, 20)
    bids = hard(public_view(state, 0))
    assert max(bids) <= 45, bids


def test_she_still_buys_at_the_going_price() -> None:
    # Reading lower prices does not make her stop buying: she bids over the
    # going price on some lot.
    state = _table(100, 20)
    bids = hard(public_view(state, 0))
    assert max(bids) > 20, bids
