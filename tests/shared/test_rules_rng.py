"""Random streams derived from the seed, one per purpose.

Spec (landrush-rules.md, Randomness): 'All randomness (board, lot draws,
tie-breaks, AI choices) comes from random generators derived from the game's
seed, held in or derived from the game state, so that a saved game resumes
identically and a record can be replayed.' Names matter: each purpose and turn
has its own stream, so the same inputs give the same stream and different
purposes or turns give different ones.
"""

from __future__ import annotations

import random

from landrush_tui.rules.rng import LazyRandom, private_seed, seat_turn_seed, stream


def bits(rng, n: int = 4) -> list[int]:
    return [rng.getrandbits(64) for _ in range(n)]


def test_same_seed_and_purpose_give_the_same_stream():
    """'a saved game resumes identically': a stream depends only on the seed and its name."""
    assert bits(stream(7, "draw", 3)) == bits(stream(7, "draw", 3))
    assert bits(stream(7, "board")) == bits(stream(7, "board"))


def test_different_seeds_purposes_and_turns_give_different_streams():
    """Each use of randomness has its own stream: the board, each turn's draw, each
    turn's tie-breaks; another seed changes them all."""
    names = [
        (7, "board"),
        (7, "draw", 1),
        (7, "draw", 2),
        (7, "resolve", 1),
        (7, "resolve", 2),
        (8, "draw", 1),
        (7, "draw", "1", "x"),
    ]
    outs = {tuple(bits(stream(*name))) for name in names}
    assert len(outs) == len(names)


def test_stream_values_are_pinned():
    """A changed stream changes every game of a given seed: pinned so that such a
    change is deliberate (the golden records pin whole games)."""
    assert stream(42, "draw", 1).getrandbits(32) == 2007121560
    assert stream(42, "draw", 1).getrandbits(32) == random.Random("landrush:42:draw:1").getrandbits(32)


def test_private_seed_is_a_63_bit_number_that_depends_on_seed_and_purpose():
    """Bots get seeds that do not reveal the game's seed: a 63-bit number, the same
    for the same inputs, different per purpose and seed, never the seed itself."""
    values = [private_seed(seed, purpose) for seed in range(40) for purpose in ("bot", "view")]
    assert len(set(values)) == len(values)
    assert all(0 <= v < 2**63 for v in values)
    assert max(values) >= 2**62  # all 63 bits are used, not fewer
    assert private_seed(42, "bot") == 3762706428943375507 == private_seed(42, "bot")
    assert private_seed(42, "bot") != private_seed(42, "bot", 1)
    assert all(private_seed(s, "bot") != s for s in range(40))


def test_seat_turn_seed_differs_per_seat_and_turn_and_stays_in_64_bits():
    """A bot's stream per seat and turn: the same seat and turn give the same seed,
    any other seat, turn, purpose or game seed another."""
    seeds = {(seat, turn): seat_turn_seed(42, "bot", seat, turn) for seat in range(10) for turn in range(1, 30)}
    assert len(set(seeds.values())) == len(seeds)
    assert all(0 <= v < 2**64 for v in seeds.values())
    assert max(seeds.values()) >= 2**63  # all 64 bits are used, not fewer
    assert seat_turn_seed(42, "bot", 1, 1) == 3458496713327213174 == seeds[1, 1]
    assert seat_turn_seed(42, "other", 1, 1) != seeds[1, 1]
    assert seat_turn_seed(43, "bot", 1, 1) != seeds[1, 1]


def test_lazy_random_is_the_named_stream_made_on_first_use():
    """Tie-breaks use the turn's stream, seeded only when a tie happens: the draws are
    those of ``stream`` with the same name, for ``choice`` and ``shuffle`` alike."""
    lazy, eager = LazyRandom(5, "resolve", 2), stream(5, "resolve", 2)
    assert [lazy.choice(range(1000)) for _ in range(5)] == [eager.choice(range(1000)) for _ in range(5)]
    a, b = list(range(20)), list(range(20))
    lazy.shuffle(a)
    eager.shuffle(b)
    assert a == b != list(range(20))
    two, three = LazyRandom(5, "resolve", 2), LazyRandom(5, "resolve", 3)
    assert [two.choice(range(1000)) for _ in range(5)] != [three.choice(range(1000)) for _ in range(5)]
