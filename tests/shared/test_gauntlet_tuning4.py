"""Land Rush's fourth tuning set of gauntlet opponents (bench/gauntlet/landrush_tuning4.py).

Games are played by the set's own styles straight through the rules (no bot of
the project in the loop): every answer is one legal whole bid per lot within the
seat's money, the same twice and with every seat renamed and given another kind;
each style does what its docstring line says (the followers keep within their
budget, price from the revealed market and close on the final gain; the value
bidders keep to their worth and reserve). That the set loads neither held-out
code nor the project's bots, and that the runner plays it, is in
test_gauntlet_more_halves.py.
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path
from typing import Callable

import attrs
import pytest
from landrush_games import styles_game

from landrush_tui.rules import registry
from landrush_tui.rules.landrush.state import GameState
from landrush_tui.rules.landrush.view import PublicView
from landrush_tui.rules.players import PlayerKind, PlayerSpec

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

run = importlib.import_module("gauntlet.run")
half = importlib.import_module("gauntlet.landrush_tuning4")
Land = importlib.import_module("gauntlet._landrush_kit").Land
rules = registry.get("landrush")
NAMES = list(half.STYLES)
FOLLOWERS = [n for n in NAMES if n not in ("payback", "saver", "value_deny", "follow_value")]

Seen = Callable[[str, PublicView, list[int]], None]


def play(n: int, seed: int, first: int, seen: Seen | None = None) -> GameState:
    """A whole game at ``n`` seats, seat s played by style ``first + s`` of the set (cycled)."""
    return styles_game(half.STYLES, n, seed, first, seen)


def test_the_set_has_the_gauntlet_shape() -> None:
    assert 12 <= len(half.STYLES) <= 16
    for name in half.STYLES:
        assert f"- {name}:" in (half.__doc__ or ""), f"{name} has no line in the docstring"
        assert half.FIELDS[name] == (name,), f"{name} has no field of its own"
    mixes = [f for f, styles in half.FIELDS.items() if len(styles) > 1]
    assert 2 <= len(mixes) and all(len(set(half.FIELDS[f])) >= 3 for f in mixes)
    assert sorted(half.FIELDS["mixed"]) == sorted(half.STYLES)
    assert all(s in half.STYLES for f in half.FIELDS.values() for s in f)
    for earlier in ("landrush_tuning", "landrush_tuning2", "landrush_tuning3"):
        styles = importlib.import_module(f"gauntlet.{earlier}").STYLES
        assert not set(half.STYLES) & set(styles), f"a style already in {earlier}"


@pytest.mark.parametrize("n", [2, 4, 7, 10])
def test_every_answer_is_legal_fast_and_blind_to_who_plays(n: int) -> None:
    """Each style in turn at every seat: one whole bid per lot between 0 and
    its money, well under 10 ms, the same when asked again and when the seats
    have other names and kinds."""
    others = tuple(PlayerSpec(f"Rival {s}", PlayerKind.HUMAN) for s in range(n))
    asked: set[str] = set()

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        asked.add(name)
        assert len(bids) == len(view.lots)
        assert all(type(b) is int and 0 <= b <= view.max_bid for b in bids), (name, bids, view.max_bid)
        start = time.perf_counter()
        again = list(half.STYLES[name](view))
        assert time.perf_counter() - start < 0.05, f"{name} is slow"
        assert again == bids, f"{name} answered the same view two ways"
        state = view.state
        renamed = attrs.evolve(state, settings=attrs.evolve(state.settings, players=others))
        assert list(half.STYLES[name](rules.view(renamed, view.seat))) == bids, f"{name} reads who its rivals are"

    for first in range(0, len(NAMES), n):
        play(n, 150 + n + first, first, seen)
    assert asked == set(NAMES)


def test_the_market_is_rebuilt_from_the_revealed_bids() -> None:
    """A past lot's price to win for a seat is one over the others' highest
    bid, and what a lot was for each seat is read off the land before it."""
    checked = 0

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        nonlocal checked
        past = half.market(view, 1)
        if not view.history:
            assert past == []
            return
        sales = view.history[-1].sales
        assert [p.field for p in past] == [s.field for s in sales]
        for p, sale in zip(past, sales, strict=True):
            assert p.price == sale.price and p.winner == sale.winner
            for seat in range(view.n):
                rivals = [b for s, b in enumerate(sale.effective_bids) if s != seat]
                assert p.to_win(seat) == 1 + max(rivals)
            checked += 1

    play(4, 31, 0, seen)
    assert checked > 20


def test_the_followers_keep_within_their_budget_and_close_on_the_final_gain() -> None:
    """Between the first and the last turn no follower bids over 2.5 budgets
    (and deny 1.4 at most); on the last turn each bids the final payout a lot
    would gain it (smooth_follow 80% of it) and nothing on a lot that gains it none."""
    last_turns = 0

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        nonlocal last_turns
        if name not in FOLLOWERS or not view.can_win:
            return
        if view.remaining_turns() == 1:
            share = 0.8 if name == "smooth_follow" else 1.0
            gains = half.final_gain(view)
            assert bids == [min(view.max_bid, int(share * g)) for g in gains], name
            last_turns += 1
        elif view.history:
            top = 2.5 * 1.4 * half.budget(view) + 1
            assert all(b <= top for b in bids), (name, bids, top)

    for first in range(0, len(NAMES), 4):
        play(4, 40 + first, first, seen)
    assert last_turns >= 8


def test_the_value_bidders_keep_to_their_worth_and_reserve() -> None:
    """payback never over a lot's worth, follow_value within 80%..130% of it
    (and the price to win between), saver never into its reserve, value_deny
    at least the worth; each closes on the final gain."""
    counted: dict[str, int] = {}

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        if name not in ("payback", "follow_value", "saver", "value_deny") or not view.can_win:
            return
        counted[name] = counted.get(name, 0) + 1
        if view.remaining_turns() == 1:
            assert bids == [min(view.max_bid, int(g)) for g in half.final_gain(view)], name
            return
        worth = half.worth(view)
        if name == "payback" and view.history:
            assert all(b <= w + 1 for b, w in zip(bids, worth, strict=True))
        elif name == "follow_value":
            for b, w in zip(bids, worth, strict=True):
                assert min(view.max_bid, int(0.8 * w)) <= b <= 1.3 * w + 1
        elif name == "saver":
            keep = max(0, -min(view.payout_table(final=True))) + 0.15 * view.my_money
            assert all(b <= max(0, view.my_money - keep) + 1 for b in bids)
        elif name == "value_deny":
            assert all(b >= min(view.max_bid, int(w)) for b, w in zip(bids, worth, strict=True))

    careful = ["payback", "follow_value", "saver", "value_deny"]
    for name in careful:
        play(4, 60, NAMES.index(name), seen)
    assert all(counted.get(name, 0) > 10 for name in careful)


def test_focus_concentrates_on_two_lots_of_its_own() -> None:
    """focus bids one price on at most two lots that grow its largest region
    (and on any that would grow the leading rival's), half of it on the rest."""
    shapes = 0

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        nonlocal shapes
        if name != "focus" or not view.history or view.remaining_turns() == 1 or not view.can_win:
            return
        high, low = max(bids), min(bids)
        if high == low or high == view.max_bid:
            return
        assert abs(low - high / 2) <= 1, bids
        land = Land(view, view.seat)
        lead = half.leader(view)
        theirs = half.kinds_now(view, lead) if lead is not None else [half.AWAY] * len(bids)
        full = [j for j, b in enumerate(bids) if b == high]
        assert all(land.gain(view.lots[j]) or theirs[j] == half.GROWS for j in full), bids
        assert len([j for j in full if theirs[j] != half.GROWS]) <= 2, bids
        shapes += 1

    for seed in range(3):
        play(4, 77 + seed, NAMES.index("focus") - seed, seen)
    assert shapes > 5
