"""Land Rush's third tuning set of gauntlet opponents (bench/gauntlet/landrush_tuning3.py).

Games are played by the set's own styles straight through the rules (no bot of
the project in the loop): every answer is one legal whole bid per lot within the
seat's money, the same twice and with every seat renamed and given another kind;
the value styles bid a smaller share of a lot's worth as the land runs out, the
careful ones keep to their limits. That the set loads neither held-out code nor
the project's bots, and that the runner plays it, is in test_gauntlet_more_halves.py.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Callable

import attrs
import pytest
from landrush_games import styles_game

from landrush_tui.rules import registry
from landrush_tui.rules.landrush.game import total_turns
from landrush_tui.rules.landrush.state import GameState
from landrush_tui.rules.landrush.view import PublicView
from landrush_tui.rules.players import PlayerKind, PlayerSpec

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

run = importlib.import_module("gauntlet.run")
half = importlib.import_module("gauntlet.landrush_tuning3")
rules = registry.get("landrush")
NAMES = list(half.STYLES)

Seen = Callable[[str, PublicView, list[int]], None]


def play(n: int, seed: int, first: int, seen: Seen | None = None) -> GameState:
    """A whole game at ``n`` seats, seat s played by style ``first + s`` of the set (cycled)."""
    return styles_game(half.STYLES, n, seed, first, seen)


def test_the_set_has_the_gauntlet_shape() -> None:
    assert 12 <= len(half.STYLES) <= 16
    for name in half.STYLES:
        assert f"- {name}:" in (half.__doc__ or ""), f"{name} has no line in the docstring"
        assert half.FIELDS[name] == (name,), f"{name} has no field of its own"
    for family in ("value_mix", "follow_mix", "block_mix", "mixed"):
        assert len(set(half.FIELDS[family])) >= 3, family
    assert sorted(half.FIELDS["mixed"]) == sorted(half.STYLES)
    assert all(s in half.STYLES for f in half.FIELDS.values() for s in f)
    for earlier in ("landrush_tuning", "landrush_tuning2"):
        styles = importlib.import_module(f"gauntlet.{earlier}").STYLES
        assert not set(half.STYLES) & set(styles), f"a style already in {earlier}"


@pytest.mark.parametrize("n", [2, 4, 7, 10])
def test_every_answer_is_legal_and_blind_to_who_plays(n: int) -> None:
    """Each style in turn at every seat: one whole bid per lot between 0 and
    its money, the same when asked again and when the seats have other names
    and kinds."""
    others = tuple(PlayerSpec(f"Rival {s}", PlayerKind.HUMAN) for s in range(n))
    asked: set[str] = set()

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        asked.add(name)
        assert len(bids) == len(view.lots)
        assert all(type(b) is int and 0 <= b <= view.max_bid for b in bids), (name, bids, view.max_bid)
        assert list(half.STYLES[name](view)) == bids, f"{name} answered the same view two ways"
        state = view.state
        renamed = attrs.evolve(state, settings=attrs.evolve(state.settings, players=others))
        again = rules.view(renamed, view.seat)
        assert list(half.STYLES[name](again)) == bids, f"{name} reads who its rivals are"

    for first in range(0, len(NAMES), n):
        play(n, 50 + n + first, first, seen)
    assert asked == set(NAMES)


def test_value_styles_bid_a_smaller_share_as_the_land_runs_out() -> None:
    """Their bid over what they reckon the lot worth, early in the game and late."""
    fading = {
        "fade_steep": half.payout_worth,
        "fade_gentle": half.plain_worth,
        "fade_steps": half.payout_worth,
    }
    shares: dict[str, list[tuple[float, float]]] = {name: [] for name in fading}

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        if name in fading and view.can_win:
            worth = fading[name](view)
            counted = [(b, w) for b, w in zip(bids, worth, strict=True) if b and w >= 10 and b < view.max_bid]
            if counted:
                bid, value = map(sum, zip(*counted, strict=True))
                shares[name].append((half.land_left(view), bid / value))

    for seed in range(3):
        play(4, 70 + seed, NAMES.index("fade_steep") - seed, seen)
    for name, points in shares.items():
        early = [s for left, s in points if left > 0.75]
        late = [s for left, s in points if left < 0.3]
        assert early and late, name
        assert max(late) < min(early), (name, early, late)


def test_the_careful_styles_keep_to_their_limits() -> None:
    """capped_follow never over a lot's worth, pacer within its turn's budget,
    reserve never into its reserve, founder silent after its early build."""
    counted: dict[str, int] = {}

    def seen(name: str, view: PublicView, bids: list[int]) -> None:
        counted[name] = counted.get(name, 0) + 1
        if name == "capped_follow":
            assert all(b <= w + 1 for b, w in zip(bids, half.payout_worth(view), strict=True))
        elif name == "pacer":
            assert sum(bids) <= 2 * half.afford(view) + len(bids)
        elif name == "reserve":
            keep = max(0, -min(view.payout_table(final=True))) + 0.15 * view.settings.start_money
            assert all(b <= max(0, view.my_money - keep) + 1 for b in bids)
        elif name == "founder" and view.turn > 0.4 * total_turns(view.state):
            assert bids == [0] * len(bids)

    careful = ["capped_follow", "pacer", "reserve", "founder"]
    for n in (4, 7):
        for name in careful:
            play(n, 90 + n, NAMES.index(name), seen)
    assert all(counted.get(name, 0) > 10 for name in careful)
