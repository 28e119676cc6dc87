"""Circuit's bots: legal, deterministic, quick; and the simulator and the CLI
play Circuit through the registry (installed here as toy_nim installs Nim)."""

from __future__ import annotations

import circuit_helpers
import pytest
from circuit_helpers import bots
from cli_runs import simulated_records

from landrush_tui import cli
from landrush_tui.ai import BotError
from landrush_tui.ai.circuit import BOTS
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.ruleset import RULES
from landrush_tui.rules.circuit.view import public_view


@pytest.fixture
def circuit():
    circuit_helpers.install()
    yield RULES
    circuit_helpers.uninstall()


def views(seats, seed, purchase="optional"):
    state = game.new_game(game.Settings(bots(*seats), purchase, None, seed))
    while not state.is_over:
        seat, _ = game.ask_of(state)
        yield state, seat
        state, _ = game.apply(
            state, seat, bots_for(RULES.name).call_bot(RULES, BOTS[seats[seat]], public_view(state, seat), seats[seat])
        )


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_bots_answer_what_is_asked_and_replay_exactly(name):
    seen = set()
    for state, seat in views((name, "medium", "easy"), 11):
        view = public_view(state, seat)
        answer = BOTS[name](view) if seat == 0 else None
        if answer is None:
            continue
        assert answer in game.options(state)
        assert BOTS[name](public_view(state, seat)) == answer  # same view, same answer
        seen.add((view.what, answer))
    assert ("roll", "roll") in seen and any(w == "buy" for w, _ in seen)


def test_medium_keeps_a_reserve_and_likes_sets():
    from landrush_tui.ai.circuit import medium_choice

    owners = [None] * 21
    assert medium_choice(30000, tuple(owners), 0, 21, 4)
    assert not medium_choice(10000, tuple(owners), 0, 21, 4)  # 6400 left < War Tax 8000
    owners[3] = 0  # owns the Northern Fleet: the Eastern one completes a pair
    assert medium_choice(10000, tuple(owners), 0, 11, 4)
    assert not medium_choice(10000, tuple([None] * 21), 0, 11, 4)


def test_hard_answers_every_buy_question_the_same_way_twice():
    """Decision times are figures of bench/bench_circuit.py, not asserted here."""
    for state, seat in views(("hard",) * 4, 3):
        if game.ask_of(state)[1] == "buy":
            view = public_view(state, seat)
            assert BOTS["hard"](view) == BOTS["hard"](public_view(state, seat)) in (game.BUY, game.DECLINE)


def test_bots_are_loaded_by_name_and_checked():
    assert bots_for(RULES.name).load_bot("hard") is BOTS["hard"]
    with pytest.raises(BotError):
        bots_for(RULES.name).load_bot("shark")
    state = game.new_game(game.Settings(bots("easy", "easy"), "forced", None, 1))
    with pytest.raises(BotError, match="not one of roll"):
        bots_for(RULES.name).call_bot(RULES, lambda v: "buy", public_view(state, state.to_move), "rogue")
    with pytest.raises(BotError, match="failed"):
        bots_for(RULES.name).call_bot(RULES, lambda v: 1 / 0, public_view(state, state.to_move), "broken")
    assert RULES.fallback(state, state.to_move) == ("roll", "it rolls.")


def test_simulate_plays_circuit_through_the_cli(circuit, capsys, tmp_path):
    from landrush_tui.simulate import play_game, table_settings

    state = play_game(
        table_settings("circuit", ["easy", "medium", "hard"], 4, purchase=game.Purchase.OPTIONAL), game="circuit"
    )
    assert state.is_over and RULES.winners(state)
    options = ("--purchase", "optional", "--round-limit", "40")
    out, files = simulated_records(capsys, tmp_path, "circuit", "easy,medium,hard", 3, 5, *options)
    assert "3 game(s)" in out and "medium" in out
    assert len(files) == 3 and all(RULES.loads(f.read_text()).is_over for f in files)
    assert (
        cli.main(["simulate", "--game", "circuit", "--seats", "easy,medium", "--games", "2", "--seed", "1", "--rotate"])
        == 0
    )
    assert "95% interval" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--game", "circuit", "--seats", "easy,easy", "--round-limit", "7"])


def test_hard_reads_no_rival_names_or_kinds():
    """Hard's answers depend on what the rivals did, never on who they are said to be."""
    import attrs

    from landrush_tui.rules.players import PlayerKind, PlayerSpec

    disguises = (
        PlayerSpec("You"),
        PlayerSpec("Shark 9", PlayerKind.AI, "easy"),
        PlayerSpec("Lu", PlayerKind.AI, "hard"),
        PlayerSpec("x", PlayerKind.AI, "medium"),
    )
    asked = 0
    for state, seat in views(("hard", "easy", "medium", "easy"), 21):
        if seat != 0 or game.ask_of(state)[1] != "buy":
            continue
        view = public_view(state, seat)
        other = attrs.evolve(view, players=(view.players[0],) + disguises[1:], rng=view.rng)
        assert BOTS["hard"](other) == BOTS["hard"](view)
        asked += 1
    assert asked >= 3


def test_hard_fits_each_rivals_reserve_to_its_buys_and_declines():
    from landrush_tui.ai.circuit import PRIOR, read_styles

    seen = [
        (1, 16000, True),
        (1, 14500, False),
        (1, 20000, True),
        (1, 3000, False),
        (2, 500, True),
        (2, 9000, True),
        (0, 100, True),
    ]
    styles = read_styles(seen, 0, (0, 1, 2, 3))
    assert set(styles) == {1, 2, 3}  # rivals only
    assert 14500 < styles[1].reserve <= 16000 and styles[1].miss < 0.2
    assert styles[2].reserve <= 500
    assert styles[3] == PRIOR  # nothing seen yet
    coin = read_styles([(1, m, i % 2 == 0) for i, m in enumerate(range(20000, 0, -1500))], 0, (0, 1))
    assert coin[1].miss > 0.3  # buys and declines at random: no reserve explains it


def test_hard_takes_a_plot_a_rival_would_snap_up_sooner_than_one_nobody_wants():
    from circuit_helpers import position

    from landrush_tui.ai.circuit import Style, learned_choice

    greedy = {1: Style(0, 0.05), 2: Style(0, 0.05)}
    careful = {1: Style(20000, 0.05), 2: Style(20000, 0.05)}
    differ = 0
    for money in range(3000, 20001, 250):
        state = position(3, purchase="optional", money=(money, 15000, 15000), positions=(1, 9, 16))
        state = attrs_roll(state, to=12)
        view = public_view(state, 0)
        buys_greedy, buys_careful = learned_choice(view, greedy), learned_choice(view, careful)
        assert buys_greedy or not buys_careful  # never keener when no one else would buy
        differ += buys_greedy != buys_careful
    assert differ >= 2


def attrs_roll(state, to):
    """The seat to move has rolled onto ``to`` and is asked to buy or decline."""
    import attrs

    seat = state.to_move
    rolled = game.Rolled(state.turn, seat, (5, 6), state.positions[seat], to)
    pos = list(state.positions)
    pos[seat] = to
    return attrs.evolve(state, rolled=rolled, positions=tuple(pos))
