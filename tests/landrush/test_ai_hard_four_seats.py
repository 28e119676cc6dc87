"""Land Rush's hard bot at four seats: rivals may bid boldly (``PRIOR_4``),
and a lot worth much to her is never let go for a song (``FLOOR_4``).

Her model of a rival's bids mixes in a prior, a few bids in shares of its
money per turn left, on every turn, not only before it has bid. At four
seats rivals that price lots from the market's top bids (followers of the
price it took to win) outbid the timid prior's picture turn after turn: she
bid just over what she imagined, lost the lots she wanted by a few coins, and
watched them build the largest regions. The bolder prior makes her imagine
such bids; the floor makes her bid at least a share of a lot's worth,
whatever she reads. Other tables keep their prior and floor."""

import pytest
from landrush_positions import rivals_bid as _table

from landrush_tui.ai.landrush import hard as hard_mod
from landrush_tui.ai.landrush.hard import hard, imagine_rival_bids, plan, position, rival_tops
from landrush_tui.rules.landrush import public_view

S14 = {"PRIOR_4": hard_mod.PRIOR, "FLOOR_4": 0.0}  # the bot before this rule


def _tops(state_seed: int, amounts: tuple[int, ...]) -> list[int]:
    view = public_view(_table(4, amounts, state_seed), 0)
    pos = position(view)
    bids = imagine_rival_bids(view, pos, max(pos.turns, 1), 40)
    return rival_tops(bids, 0, 0)


def test_the_four_seat_prior_is_bolder() -> None:
    assert hard_mod.PRIOR_4[-1] > hard_mod.PRIOR[-1]
    assert hard_mod.FLOOR_4 > hard_mod.FLOOR


def test_before_any_bid_she_imagines_bolder_rivals(monkeypatch: pytest.MonkeyPatch) -> None:
    bold = _tops(12, ())
    for name, value in S14.items():
        monkeypatch.setattr(hard_mod, name, value)
    timid = _tops(12, ())
    # On the first turn only the prior speaks: the dearest imagined top bid
    # is its largest share of a rival's money per turn left.
    assert max(bold) > max(timid)
    turns = position(public_view(_table(4, (), 12), 0)).turns
    assert max(timid) <= 500 * hard_mod.PRIOR[-1] / turns + 1
    assert max(bold) > 500 * hard_mod.PRIOR[-1] / turns + 1


def test_climbing_prices_she_bids_more_for_the_lot_she_wants(monkeypatch: pytest.MonkeyPatch) -> None:
    # The rivals paid 60, then 80, then 100 a lot: prices climb as followers
    # chase the price it took to win.
    states = [_table(4, (60, 80, 100), seed) for seed in (12, 14, 16)]
    bold = [max(hard(public_view(s, 0))) for s in states]
    for name, value in S14.items():
        monkeypatch.setattr(hard_mod, name, value)
    timid = [max(hard(public_view(s, 0))) for s in states]
    assert sum(bold) > sum(timid), (bold, timid)
    assert all(b >= t for b, t in zip(bold, timid, strict=True)), (bold, timid)


def test_the_floor_holds_at_four_seats() -> None:
    for seed in (12, 14, 16):
        view = public_view(_table(4, (60, 80, 100), seed), 0)
        p = plan(view)
        cap = view.max_bid
        for bid, worth in zip(p.bids, p.values, strict=True):
            assert bid >= min(cap, int(hard_mod.FLOOR_4 * worth)) - 1, (seed, p.bids, p.values)


@pytest.mark.parametrize("n", [3, 5, 7])
def test_other_tables_are_untouched(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    state = _table(n, (60, 80), 12)
    before = hard(public_view(state, 0))
    monkeypatch.setattr(hard_mod, "PRIOR_4", (0.0, 9.0, 9.0, 9.0, 9.0))
    monkeypatch.setattr(hard_mod, "FLOOR_4", 0.9)
    assert hard(public_view(state, 0)) == before
