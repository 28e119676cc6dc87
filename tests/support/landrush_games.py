"""Land Rush games for tests of bots and widgets: games a few turns in, played by
bots or by seeded random bids, and the shapes of game a property test draws."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landrush_tui.ai.landrush import bot_settings, call_bot, load_bot
from landrush_tui.rules import PlayerSpec
from landrush_tui.rules.landrush import (
    AuctionOrder,
    AuctionType,
    GameState,
    Settings,
    max_bid,
    new_game,
    play_turn,
    public_view,
    validate_seat_bids,
)
from landrush_tui.rules.landrush.view import PublicView
from landrush_tui.rules.rng import stream


def game_shape(max_turns: int, orders: bool = True) -> dict[str, Any]:
    """Strategies for ``@given(**game_shape(...))``: seats ``n`` (2-10), ``seed``,
    start ``money`` (every choice the spec allows), auction ``kind``, auction
    ``order`` (unless ``orders`` is off) and ``turns`` played before the test looks
    (0 to ``max_turns``)."""
    shape = {
        "n": st.integers(2, 10),
        "seed": st.integers(0, 10**6),
        "money": st.sampled_from((200, 350, 500, 700, 1000, 1500)),
        "kind": st.sampled_from(list(AuctionType)),
        "turns": st.integers(0, max_turns),
    }
    if orders:
        shape["order"] = st.sampled_from(list(AuctionOrder))
    return shape


def mid_game(seats: Sequence[str], seed: int, turns: int = 4, **kw: Any) -> GameState:
    """A game ``turns`` turns in (or over sooner), played by the named bots;
    ``call_bot`` raises on any invalid bid, so getting there checks every bid."""
    state = new_game(bot_settings(list(seats), seed, **kw))
    for _ in range(turns):
        if state.is_over:
            break
        bids = [call_bot(load_bot(n), public_view(state, s), n) for s, n in enumerate(seats)]
        state, _ = play_turn(state, bids)
    return state


def assert_bots_bid_validly(state: GameState, names: Sequence[str], twice: bool = False) -> None:
    """Every named bot, asked at every seat, bids validly (``validate_seat_bids``
    raises on a bid out of range or a wrong count); with ``twice``, asked again it
    bids the same."""
    for seat in range(state.settings.n):
        for name in names:
            bids = load_bot(name)(public_view(state, seat))
            assert validate_seat_bids(state, seat, bids) == tuple(bids), name
            if twice:
                assert list(load_bot(name)(public_view(state, seat))) == list(bids), f"{name} is not deterministic"


def bids_validly_in_any_game(names: Sequence[str], examples: int, twice: bool = False) -> Callable[..., None]:
    """A property test: in games of any shape up to 20 turns in, seated round the
    table by ``names``, every named bot bids validly at every seat (and, with
    ``twice``, the same when asked again). Assign it to a ``test_`` name."""

    @settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(**game_shape(20))
    def check(n: int, seed: int, money: int, kind: AuctionType, order: AuctionOrder, turns: int) -> None:
        seats = [names[i % len(names)] for i in range(n)]
        state = mid_game(seats, seed, turns, start_money=money, auction_type=kind, auction_order=order)
        if not state.is_over:
            assert_bots_bid_validly(state, names, twice)

    return check


def random_bid_game(names: Sequence[str], turns: int, seed: int, purpose: str, share: int) -> GameState:
    """A game of these human seats after ``turns`` turns of random bids, each below
    1/``share`` of what the seat may bid (the same for the same seed and purpose)."""
    state = new_game(Settings(players=tuple(PlayerSpec(x) for x in names), seed=seed))
    rng = stream(seed, purpose)
    for _ in range(turns):
        bids = [[rng.randrange(0, max(1, max_bid(state, s) // share)) for _ in state.lots] for s in range(len(names))]
        state, _ = play_turn(state, bids)
    return state


StyleSeen = Callable[[str, PublicView, list[int]], None]


def styles_game(
    styles: Mapping[str, Callable[[PublicView], Sequence[int]]],
    n: int,
    seed: int,
    first: int,
    seen: StyleSeen | None = None,
) -> GameState:
    """A whole game at ``n`` seats played straight through the rules by a set of
    gauntlet ``styles``, seat s by style ``first + s`` (cycled, in the set's
    order); ``seen`` is told every style's view and answer, bankrupt seats' too."""
    from landrush_tui.rules import registry
    from landrush_tui.rules.players import PlayerKind

    rules = registry.get("landrush")
    names = list(styles)
    players = [PlayerSpec(f"Seat {s + 1}", PlayerKind.AI, "gauntlet") for s in range(n)]
    state = rules.new_game(rules.make_settings(players, seed))
    while (ask := rules.to_decide(state)) is not None:
        decisions = {}
        for s in ask.seats:
            name = names[(first + s) % len(names)]
            view = rules.view(state, s)
            bids = list(styles[name](view))
            if seen is not None:
                seen(name, view, bids)
            forced = rules.forced(state, s)
            decisions[s] = forced[0] if forced is not None else rules.check(state, s, bids)
        state, _ = rules.apply(state, decisions)
    return state
