"""Circuit's rules: every test case of the spec's section 11, named after it,
the decision protocol's refusals, and hypothesis properties."""

from __future__ import annotations

import pytest
from circuit_helpers import dice, humans, play, position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from landrush_tui.rules import dice as shared_dice
from landrush_tui.rules import turn_order
from landrush_tui.rules.circuit import board, game, record
from landrush_tui.rules.circuit.game import (
    BUY,
    DECLINE,
    ROLL,
    CircuitError,
    Purchase,
    Settings,
    WrongDecision,
)
from landrush_tui.rules.circuit.ruleset import RULES
from landrush_tui.rules.errors import InvalidSettings, NotYourTurn, RulesError
from landrush_tui.rules.rng import stream


def golden_state() -> game.State:
    return game.new_game(Settings(humans("Ann", "Bo", "Cy"), "forced", None, 7))


GOLDEN = [  # turn, seat, dice, from, to, money Ann/Bo/Cy
    (1, 1, (1, 1), 1, 3, (30000, 28800, 30000)),
    (2, 2, (3, 3), 1, 7, (30000, 28800, 28400)),
    (3, 0, (6, 5), 1, 12, (27800, 28800, 28400)),
    (4, 1, (2, 2), 3, 7, (27800, 27800, 29400)),
    (5, 2, (6, 3), 7, 16, (27800, 27800, 26600)),
    (6, 0, (5, 2), 12, 19, (24600, 27800, 26600)),
    (7, 1, (5, 1), 7, 13, (24600, 25400, 26600)),
    (8, 2, (5, 1), 16, 1, (24600, 25400, 26600)),
]


def test_golden_start():
    state = golden_state()
    assert state.colours == ("yellow", "green", "blue") and state.first == 1 and state.to_move == 1
    state, reports = play(state, *[ROLL] * 8)
    for entry, (turn, seat, dice_, a, b, money) in zip(reports, GOLDEN, strict=False):
        assert (entry.turn, entry.seat, entry.dice, entry.start, entry.to, entry.money) == (
            turn,
            seat,
            dice_,
            a,
            b,
            money,
        )
    kinds = [(r.effect.kind, r.effect.space) for r in reports]
    assert kinds == [
        ("buy", 3),
        ("buy", 7),
        ("buy", 12),
        ("rent", 7),
        ("buy", 16),
        ("buy", 19),
        ("buy", 13),
        ("refuge", 1),
    ]
    assert reports[3].effect.owner == 2 and reports[3].effect.due == reports[3].effect.paid == 1000
    first = record.record_of(state)["turns"][0]
    assert first == {
        "turn": 1,
        "seat": 1,
        "dice": [1, 1],
        "from": 1,
        "to": 3,
        "effect": {"kind": "buy", "space": 3, "price": 1200, "bought": True},
        "eliminated": False,
        "released": [],
        "money": [30000, 28800, 30000],
    }
    assert list(first) == ["turn", "seat", "dice", "from", "to", "effect", "eliminated", "released", "money"]


def test_golden_start_worked_example_elimination(monkeypatch):
    """6.1's epilogue: Ann with 700 lands on Cy's Ivory Heath (1700)."""
    state = position(3, money=(700, 20000, 20000), positions=(12, 1, 1), owners={16: 2, 12: 0, 19: 0}, to_move=0)
    with dice(monkeypatch, (2, 2)):
        state, (entry,) = play(state, ROLL)
    assert entry.eliminated and entry.effect.paid == 700 and entry.released == (12, 19)
    assert state.money == (0, 20000, 20700) and state.to_move == 1 and state.owners[11] is None


def test_wrap(monkeypatch):
    assert board.advance(19, 5) == 3 and board.passed(19, 5) == (20, 21, 1, 2, 3)
    assert board.advance(16, 6) == 1
    state = position(2, positions=(19, 16), to_move=0)
    with dice(monkeypatch, (2, 3), (3, 3)):
        state, (a, b) = play(state, ROLL, ROLL)
    assert (a.start, a.to, a.effect.kind) == (19, 3, "buy")  # no War Tax on 20 passed over
    assert (b.start, b.to, b.effect.kind) == (16, 1, "refuge")  # 18 and 20 passed: nothing
    assert state.money == (30000 - 1200, 30000)


def test_cannot_afford(monkeypatch):
    state = position(2, money=(1000, 30000), positions=(19, 1), to_move=0)
    with dice(monkeypatch, (1, 1)):
        state, (entry,) = play(state, ROLL)
    assert entry.to == 21 and entry.effect == game.Effect("buy", 21, price=3600, bought=False, why="cannot_afford")
    assert state.money[0] == 1000 and state.owners[20] is None and not entry.eliminated


def test_exact_payment(monkeypatch):
    state = position(3, money=(1100, 30000, 30000), positions=(7, 1, 1), owners={9: 1}, to_move=0)
    with dice(monkeypatch, (1, 1)):
        state, (rent,) = play(state, ROLL)
    assert rent.effect == game.Effect("rent", 9, owner=1, due=1100, paid=1100) and not rent.eliminated
    assert state.money == (0, 31100, 30000) and state.out == ()
    # Next turn, with 0, on the Toll Gate (the token moved on to space 2 meanwhile): 4000 > 0, out, pays 0.
    state = position(3, money=(0, 31100, 30000), positions=(2, 1, 1), owners={9: 1}, to_move=0)
    with dice(monkeypatch, (2, 2)):
        state, (toll,) = play(state, ROLL)
    assert toll.to == 6 and toll.effect == game.Effect("tax", 6, due=4000, paid=0) and toll.eliminated
    assert state.out == (0,) and state.positions[0] == 0 and state.money == (0, 31100, 30000)


def test_partial_rent(monkeypatch):
    state = position(3, money=(30000, 500, 30000), positions=(1, 15, 1), owners={19: 2, 3: 1, 7: 1}, to_move=1)
    with dice(monkeypatch, (2, 2)):
        state, (entry,) = play(state, ROLL)
    assert entry.effect == game.Effect("rent", 19, owner=2, due=1900, paid=500) and entry.eliminated
    assert state.money == (30000, 0, 30500) and entry.released == (3, 7)
    assert state.owners[2] is None and state.owners[6] is None and state.out == (1,)


def test_labor_camps(monkeypatch):
    state = position(3, positions=(1, 1, 1), owners={10: 2, 17: 2}, to_move=1)
    with dice(monkeypatch, (5, 4)):
        _, (entry,) = play(state, ROLL)
    assert entry.to == 10 and entry.effect.due == 9 * 400 == 3600 and entry.money == (30000, 26400, 33600)
    state = position(3, positions=(1, 1, 1), owners={10: 2}, to_move=1)
    with dice(monkeypatch, (5, 4)):
        _, (entry,) = play(state, ROLL)
    assert entry.effect.due == 9 * 150 == 1350


def test_fleets(monkeypatch):
    for fleet in (4, 11, 18):
        state = position(2, positions=(1, board.advance(fleet, -5)), owners={4: 0, 11: 0, 18: 0}, to_move=1)
        with dice(monkeypatch, (2, 3)):
            _, (entry,) = play(state, ROLL)
        assert entry.to == fleet and entry.effect.due == 4000
    owners = tuple(0 if n in (4, 11) else None for n in range(1, 22))
    assert board.rent(4, owners, 7) == 2000
    assert board.rent(4, tuple(0 if n == 4 else None for n in range(1, 22)), 7) == 1000


def test_own_plot(monkeypatch):
    state = position(2, money=(5000, 30000), positions=(1, 1), owners={3: 0}, to_move=0)
    with dice(monkeypatch, (1, 1)):
        after, (entry,) = play(state, ROLL)
    assert entry.effect == game.Effect("own", 3) and after.money == state.money and after.owners == state.owners


def test_released_plot(monkeypatch):
    for purchase in ("forced", "optional"):
        state = position(
            3, purchase=purchase, money=(100, 30000, 30000), positions=(2, 1, 1), owners={3: 0, 19: 2}, to_move=0
        )
        with dice(monkeypatch, (2, 2), (1, 1)):
            state, (out,) = play(state, ROLL)  # Ann 2 -> 6 Toll Gate with 100: out, Birch Hollow released
            assert out.eliminated and out.released == (3,) and state.owners[2] is None
            state, (r,) = play(state, ROLL)  # Bo 1 -> 3
        if purchase == "forced":
            assert r.effect == game.Effect("buy", 3, price=1200, bought=True) and state.owners[2] == 1
        else:
            assert RULES.to_decide(state).what == "buy" and RULES.to_decide(state).seats == (1,)
            declined, (d,) = play(state, DECLINE)
            assert d.effect.why == "declined" and declined.owners[2] is None and declined.money[1] == 30000
            bought, (b,) = play(state, BUY)
            assert b.effect.bought and bought.owners[2] == 1 and bought.money[1] == 28800


def test_turn_order_after_elimination(monkeypatch):
    state = position(4, money=(30000, 100, 30000, 30000), positions=(1, 2, 1, 1), to_move=1)
    with dice(monkeypatch, (2, 2), (3, 4), (3, 4), (3, 4)):
        state, (b, c, d, a) = play(state, ROLL, ROLL, ROLL, ROLL)
    assert b.seat == 1 and b.eliminated
    assert [c.seat, d.seat, a.seat] == [2, 3, 0] and state.to_move == 2  # A is followed by C, B skipped
    assert turn_order.next_seat(0, 4, (1,)) == 2 and turn_order.next_seat(3, 4, (1,)) == 0


def test_tax_to_the_bank(monkeypatch):
    state = position(3, money=(9000, 30000, 30000), positions=(15, 1, 1), to_move=0)
    with dice(monkeypatch, (2, 3)):
        state, (entry,) = play(state, ROLL)
    assert entry.effect == game.Effect("tax", 20, due=8000, paid=8000)
    assert state.money == (1000, 30000, 30000)


def test_round_limit(monkeypatch):
    state = game.new_game(Settings(humans("Ann", "Bo", "Cy"), "forced", 10, 3))
    with dice(monkeypatch, *[(3, 4)] * 30):  # 1 -> 8 -> 15 -> 1: only Refuges
        state, reports = play(state, *[ROLL] * 29)
        assert not state.is_over and state.turns_taken.count(10) == 2
        state, _ = play(state, ROLL)
    assert state.is_over and state.end == "round_limit" and state.turn == 31 and state.winners == (0, 1, 2)
    assert RULES.to_decide(state) is None
    # 21000 + 4400 of plots beats 25000 + 0 (the seat with more money loses)
    owners = {2: 0, 3: 0, 12: 0}  # 1000 + 1200 + 2200 = 4400
    end = _last_turn(monkeypatch, money=(21000, 25000, 10000), owners=owners)
    assert end.winners == (0,) and record.result_data(end)["net_worth"] == [25400, 25000, 10000]
    end = _last_turn(monkeypatch, money=(20000, 25000, 10000), owners=owners)
    assert end.winners == (1,)
    end = _last_turn(monkeypatch, money=(21000, 25000, 10000), owners={12: 0, 9: 0})  # 4000 of plots
    assert end.winners == (1,) and game.final_ranks(end) == (2, 1, 3)


def _last_turn(monkeypatch, money, owners) -> game.State:
    state = position(
        3, round_limit=10, money=money, owners=owners, positions=(8, 8, 1), turns_taken=(10, 10, 9), to_move=2, turn=30
    )
    with dice(monkeypatch, (3, 4)):  # Cy 1 -> 8: a Refuge
        state, _ = play(state, ROLL)
    assert state.end == "round_limit"
    return state


def test_limit_and_last_standing_together(monkeypatch):
    state = position(2, round_limit=10, money=(30000, 100), positions=(1, 2), turns_taken=(10, 9), to_move=1, turn=20)
    with dice(monkeypatch, (2, 2)):
        state, (entry,) = play(state, ROLL)
    assert entry.eliminated and state.end == "last_standing" and state.winners == (0,)
    result = record.result_data(state)
    assert result == {"end": "last_standing", "winners": [0], "eliminated": [1]} and "net_worth" not in result


def test_dice_stream():
    rolls = [game.dice_of(7, t) for t in range(1, 12)]
    assert rolls == [(1, 1), (3, 3), (6, 5), (2, 2), (6, 3), (5, 2), (5, 1), (5, 1), (4, 1), (5, 3), (4, 6)]
    assert [shared_dice.roll(stream(7, "circuit", "dice", t)) for t in range(1, 12)] == rolls
    assert shared_dice.roll_for(7, "circuit", 3) == (6, 5)
    colours = ["red", "blue", "green", "yellow", "magenta", "cyan"]
    stream(7, "circuit", "colours").shuffle(colours)
    assert colours == ["yellow", "green", "blue", "magenta", "red", "cyan"]
    state = game.new_game(Settings(humans(*"ABCDEF"), "forced", None, 7))
    assert state.colours == tuple(colours)


# --- the decision protocol -------------------------------------------------------------


def test_refused_decisions_say_why_and_change_nothing():
    state = golden_state()
    with pytest.raises(NotYourTurn, match="Bo"):
        game.apply(state, 0, ROLL)
    with pytest.raises(WrongDecision, match="must roll"):
        game.apply(state, 1, BUY)
    with pytest.raises(WrongDecision):
        RULES.check(state, 1, 7)
    with pytest.raises(CircuitError):
        RULES.apply(state, {0: ROLL, 1: ROLL})
    assert state == golden_state()
    ask = RULES.to_decide(state)
    assert ask.seats == (1,) and ask.what == "roll" and not ask.secret


def test_optional_purchase_asks_only_when_affordable(monkeypatch):
    state = position(2, purchase="optional", money=(3000, 30000), positions=(19, 1), to_move=0)
    with dice(monkeypatch, (1, 1)):  # Imperial Reach 3600: cannot afford, nothing asked
        after, (entry,) = play(state, ROLL)
    assert entry.effect.why == "cannot_afford" and after.to_move == 1
    state = position(2, purchase="optional", money=(5000, 30000), positions=(19, 1), to_move=0)
    with dice(monkeypatch, (1, 1)):
        waiting, (rolled,) = play(state, ROLL)
    assert isinstance(rolled, game.Rolled) and waiting.positions[0] == 21 and waiting.turn == state.turn
    assert RULES.to_decide(waiting).what == "buy" and game.options(waiting) == (BUY, DECLINE)
    with pytest.raises(WrongDecision):
        game.apply(waiting, 0, ROLL)
    with pytest.raises(NotYourTurn):
        game.apply(waiting, 1, BUY)


def test_game_over_refuses_everything(monkeypatch):
    state = position(2, money=(30000, 100), positions=(1, 2), to_move=1)
    with dice(monkeypatch, (2, 2)):
        over, _ = play(state, ROLL)
    assert over.is_over and RULES.to_decide(over) is None
    with pytest.raises(RulesError, match="over"):
        game.apply(over, 0, ROLL)


def test_settings_are_checked():
    with pytest.raises(InvalidSettings):
        Settings(humans("A"))
    with pytest.raises(InvalidSettings):
        Settings(humans(*"ABCDEFG"))
    with pytest.raises(InvalidSettings):
        Settings(humans("A", "B"), "sometimes")
    for bad in (9, 201, True, "40"):
        with pytest.raises(InvalidSettings):
            Settings(humans("A", "B"), "forced", bad)
    s = RULES.make_settings(humans("A", "B"), 5, purchase=Purchase.OPTIONAL, round_limit=0)
    assert s.round_limit is None and s.purchase is Purchase.OPTIONAL
    assert RULES.setting_values(s) == {"purchase": Purchase.OPTIONAL, "round_limit": 0}
    assert {f.key for f in RULES.setting_fields()} == {"purchase", "round_limit"}


def test_turn_order_helper():
    assert list(turn_order.order_from(2, 4)) == [2, 3, 0, 1]
    assert list(turn_order.order_from(2, 4, {3})) == [2, 0, 1]
    assert turn_order.next_seat(1, 3, {0, 2}) == 1 and turn_order.next_seat(1, 3, {0, 1, 2}) is None
    assert turn_order.remaining(4, (2, 0)) == (1, 3)


# --- properties ------------------------------------------------------------------------

seeds = st.integers(min_value=0, max_value=10**9)


def bot_game(n: int, seed: int, purchase: str, limit: int | None) -> game.State:
    from landrush_tui.ai.circuit import easy, medium
    from landrush_tui.rules.circuit.view import public_view

    state = game.new_game(Settings(humans(*"ABCDEF"[:n]), purchase, limit, seed))
    steps = 0
    while not state.is_over:
        seat, _ = game.ask_of(state)
        bot = easy if seat % 2 else medium
        state, _ = game.apply(state, seat, bot(public_view(state, seat)))
        steps += 1
        assert steps < 20000, "the game does not end"
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 6), seeds, st.sampled_from(["forced", "optional"]), st.sampled_from([None, None, 10, 37, 200]))
def test_money_is_conserved_and_the_game_ends(n, seed, purchase, limit):
    state = bot_game(n, seed, purchase, limit)
    bank = 0
    before = [game.START_MONEY] * n
    for t in state.history:
        e = t.effect
        to_bank = (e.price if e.kind == "buy" and e.bought else 0) + (e.paid if e.kind == "tax" else 0)
        # rent only moves money between seats; an eliminated seat's 0 is what it had left after paying
        assert sum(before) - sum(t.money) == to_bank
        bank += to_bank
        before = list(t.money)
    assert sum(state.money) + bank == n * game.START_MONEY
    assert all(m >= 0 for m in state.money)
    assert state.is_over and state.winners
    if state.end == "last_standing":
        assert len(state.remaining) == 1 and state.winners == state.remaining
    else:
        assert all(state.turns_taken[s] >= limit for s in state.remaining)


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), seeds, st.sampled_from(["forced", "optional"]))
def test_eliminated_seats_never_move_again(n, seed, purchase):
    state = bot_game(n, seed, purchase, None)
    gone: set[int] = set()
    for t in state.history:
        assert t.seat not in gone
        assert all(t.money[s] == 0 for s in gone)
        if t.eliminated:
            gone.add(t.seat)
    assert tuple(t.seat for t in state.history if t.eliminated) == state.out
    assert all(state.positions[s] == 0 for s in state.out)
    assert all(o not in state.out for o in state.owners if o is not None)
