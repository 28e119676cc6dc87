"""The advisor: the medium bot's bid and a one-line reason per lot."""

from landrush_tui.ai import LotAdvice, advise, call_bot, load_bot
from landrush_tui.ai.medium import medium
from landrush_tui.rules import new_game, play_turn, public_view
from landrush_tui.simulate import bot_settings


def test_one_advice_per_lot_matching_the_medium_bot():
    seats = ["medium", "hard", "easy", "medium"]
    state = new_game(bot_settings(seats, 21))
    for _ in range(5):
        view = public_view(state, 0)
        advice = advise(view)
        assert [a.lot for a in advice] == list(range(1, len(state.lots) + 1))
        assert [a.field for a in advice] == list(state.lots)
        assert [a.bid for a in advice] == medium(view)
        for a in advice:
            assert isinstance(a, LotAdvice)
            assert 0 <= a.bid <= view.max_bid
            assert a.reason and "\n" not in a.reason and len(a.reason) < 80
        bids = [call_bot(load_bot(n), public_view(state, s), n) for s, n in enumerate(seats)]
        state, _ = play_turn(state, bids)


def test_advice_names_region_growth():
    seats = ["medium", "medium"]
    state = new_game(bot_settings(seats, 4))
    # Seat 0 buys everything for a few turns, so later lots touch its land.
    texts = []
    while not state.is_over and len(texts) < 40:
        texts += [a.reason for a in advise(public_view(state, 0))]
        state, _ = play_turn(state, [[1] * len(state.lots), [0] * len(state.lots)])
    assert any("joins your largest region" in t or "links your land" in t for t in texts)


def test_advice_is_empty_when_the_game_is_over():
    state = new_game(bot_settings(["easy", "easy"], 2))
    while not state.is_over:
        state, _ = play_turn(state, [[0] * len(state.lots)] * 2)
    assert advise(public_view(state, 0)) == []
