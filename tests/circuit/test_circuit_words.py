"""What Circuit's rules tell the screens: the turn in words (the issue's "Bo lands on
Silver Fjord and buys it for 2400"), the net-worth series behind the game-over
chart (spec 6: net worth = money + the prices of the plots owned, 0 once out),
the final ranking (spec 6), the F1 help's numbers (spec 3.1) and the rule-set
entry's small answers. Fast: positions are built by hand."""

from __future__ import annotations

import pytest
from circuit_helpers import bots, dice, humans, play, position

from landrush_tui.ai.circuit import BOTS
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules.circuit import board, game
from landrush_tui.rules.circuit.game import BUY, DECLINE, ROLL, Purchase
from landrush_tui.rules.circuit.help import help_markdown
from landrush_tui.rules.circuit.ruleset import RULES
from landrush_tui.rules.circuit.view import public_view
from landrush_tui.rules.errors import RulesError
from landrush_tui.rules.players import PlayerKind, PlayerSpec


def one_turn(monkeypatch, state, roll, *decisions):
    with dice(monkeypatch, roll):
        state, reports = play(state, ROLL, *decisions)
    return state, reports[-1]


def words(state, entry) -> str:
    return game.describe(state.settings.players, entry)


def test_a_turn_in_words_for_every_effect(monkeypatch):
    """Spec 8: 'the last dice and the last effect in words' for each of the six effect shapes."""
    st = position(3, money=(30000, 30000, 30000), owners={5: 1})
    after, e = one_turn(monkeypatch, st, (1, 1))
    assert e.total == 2 and e.dice == (1, 1)
    assert words(after, e) == "Ann rolled 1+1=2, 1 -> 3 Birch Hollow: bought for 1200."
    after, e = one_turn(monkeypatch, st, (2, 2))
    assert e.total == 4
    assert words(after, e) == "Ann rolled 2+2=4, 1 -> 5 Flint Ridge: paid 800 rent to Bo."
    after, e = one_turn(monkeypatch, st, (3, 2))
    assert words(after, e) == "Ann rolled 3+2=5, 1 -> 6 Toll Gate: paid 4000 tax."
    after, e = one_turn(monkeypatch, st, (4, 3))
    assert e.total == 7
    assert words(after, e) == "Ann rolled 4+3=7, 1 -> 8 Upland Refuge: a Refuge, nothing happens."
    mine = position(3, positions=(3, 1, 1), owners={5: 0})
    after, e = one_turn(monkeypatch, mine, (1, 1))
    assert words(after, e) == "Ann rolled 1+1=2, 3 -> 5 Flint Ridge: own plot, nothing to pay."
    poor = position(3, money=(500, 30000, 30000))
    after, e = one_turn(monkeypatch, poor, (1, 1))
    assert words(after, e) == "Ann rolled 1+1=2, 1 -> 3 Birch Hollow: cannot afford 1200."
    opt = position(3, purchase="optional")
    after, e = one_turn(monkeypatch, opt, (1, 1), DECLINE)
    assert words(after, e) == "Ann rolled 1+1=2, 1 -> 3 Birch Hollow: declined to buy it for 1200."


def test_an_elimination_in_words(monkeypatch):
    """Spec 5 step 4: the seat is out and its plots go back (the worked example's epilogue)."""
    st = position(3, money=(700, 20000, 20000), positions=(12, 1, 1), owners={16: 2, 12: 0, 19: 0})
    after, e = one_turn(monkeypatch, st, (2, 2))
    assert words(after, e) == (
        "Ann rolled 2+2=4, 12 -> 16 Ivory Heath: owes 1700 rent to Cy, pays all 700. "
        "Ann is out; 12, 19 back to the bank."
    )
    bare = position(3, money=(0, 20000, 20000), positions=(1, 1, 1))
    after, e = one_turn(monkeypatch, bare, (3, 2))
    assert words(after, e) == "Ann rolled 3+2=5, 1 -> 6 Toll Gate: owes 4000 tax, pays all 0. Ann is out."


def test_net_worth_series_follows_money_and_plots(monkeypatch):
    """Spec 6: net worth = money + the prices of the plots owned; an eliminated seat counts 0."""
    st = position(2, money=(30000, 30000), positions=(1, 1))
    with dice(monkeypatch, (1, 1), (1, 1), (2, 2)):
        st, _ = play(st, ROLL, ROLL, ROLL)  # Ann buys 3; Bo pays Ann 700 on 3; Ann 3 -> 7 buys Amber Coast
    series = game.net_worth_series(st)
    assert series == [[30000, 30000, 30700, 30700], [30000, 30000, 29300, 29300]]
    assert [series[s][-1] for s in range(2)] == [st.net_worth(0), st.net_worth(1)]
    # Bo then goes out on Ann's Amber Coast with 200: Ann's worth grows by 200, Bo's is 0 from then on.
    st = game.replace_setup(st, money=(st.money[0], 200))
    with dice(monkeypatch, (2, 2)):
        st, (entry,) = play(st, ROLL)
    assert entry.eliminated and st.is_over
    series = game.net_worth_series(st)
    assert series[1][-1] == 0 and series[0][-1] == st.net_worth(0)
    assert len(series[0]) == len(st.history) + 1


def test_net_worth_series_drops_released_plots(monkeypatch):
    """Spec 5 step 4: an eliminated seat's plots become unowned (nobody's worth)."""
    st = position(3, money=(1300, 30000, 30000), positions=(1, 1, 1), to_move=0)
    with dice(monkeypatch, (1, 1), (2, 2), (1, 1), (3, 2)):
        st, reports = play(st, ROLL, ROLL, ROLL, ROLL)
    # Ann buys 3 (1200, keeps 100); Bo 1 -> 5 buys it; Cy 1 -> 3 pays Ann 700; Ann 3 -> 8 refuge.
    assert [r.effect.kind for r in reports] == ["buy", "buy", "rent", "refuge"]
    st = game.replace_setup(st, money=(0, st.money[1], st.money[2]), to_move=1)
    with dice(monkeypatch, (1, 1), (5, 4)):
        st, reports = play(st, ROLL, ROLL)  # Bo 5 -> 7 buys; Cy 3 -> 12 buys
    st = game.replace_setup(st, to_move=0)
    with dice(monkeypatch, (6, 6)):
        st, (entry,) = play(st, ROLL)  # Ann 8 -> 20 War Tax with 0: out, Birch Hollow released
    assert entry.eliminated and entry.released == (3,)
    series = game.net_worth_series(st)
    assert series[0][-1] == 0
    assert series[1][-1] == st.net_worth(1) and series[2][-1] == st.net_worth(2)


def test_final_ranks_after_last_standing(monkeypatch):
    """Spec 6: the winner first, eliminated seats below, the later eliminated higher."""
    st = position(3, money=(100, 100, 30000), positions=(1, 1, 1), out=(), to_move=0)
    with dice(monkeypatch, (3, 2), (3, 2)):
        st, _ = play(st, ROLL, ROLL)  # Ann, then Bo, out on the Toll Gate
    assert st.is_over and st.winners == (2,) and st.out == (0, 1)
    assert game.final_ranks(st) == (3, 2, 1)
    assert RULES.final_ranks(st) == (3, 2, 1) and RULES.winners(st) == (2,)


def test_final_ranks_at_the_round_limit(monkeypatch):
    """Spec 6: by net worth, then money; equal on both: a shared win, ranked together."""
    st = position(
        3, round_limit=10, money=(21000, 25000, 25000), owners={12: 0, 14: 0}, turns_taken=(10, 10, 9), to_move=2
    )
    with dice(monkeypatch, (4, 3)):
        st, _ = play(st, ROLL)  # Cy: 1 -> 8, a Refuge
    assert st.end == "round_limit"
    # Ann 21000 + 4800 = 25800 beats 25000 + 0 twice.
    assert st.winners == (0,) and game.final_ranks(st) == (1, 2, 2)
    tie = position(
        3, round_limit=10, money=(20200, 25000, 25000), owners={12: 0, 14: 0}, turns_taken=(10, 10, 9), to_move=2
    )
    with dice(monkeypatch, (4, 3)):
        tie, _ = play(tie, ROLL)
    # 20200 + 4800 = 25000 as well: more money wins, Bo and Cy share it.
    assert tie.winners == (1, 2) and game.final_ranks(tie) == (3, 1, 1)


def test_help_gives_this_games_numbers():
    """Spec 3.1: every space with its price and rent or tax, and the variant in force."""
    text = help_markdown(None)
    for sp in board.SPACES:
        assert f"| {sp.number} | {sp.kind.value} | {sp.name} |" in text
    assert "| 2 | T | Salt Marsh | price 1000, rent 600 |" in text
    assert "| 4 | F | Northern Fleet | price 2500, rent 1000 / 2000 / 4000 for 1 / 2 / 3 Fleets owned |" in text
    assert "| 10 | L | Quarry Camp | price 2000, rent dice x 150 (x 400 with both Camps) |" in text
    assert "| 20 | X | War Tax | pay 8000 to the bank |" in text
    assert "| 1 | R | Harbour Refuge | safe: nothing happens |" in text
    assert "This game" not in text and "to more money.\n\n**Keys**" in text  # no variant line at all
    forced = help_markdown(game.Settings(humans("A", "B"), "forced", None, 1))
    assert "to more money.\n\n**This game:** purchase is *forced*; no round limit.\n\n**Keys**" in forced
    limited = help_markdown(game.Settings(humans("A", "B"), "optional", 40, 1))
    assert "\n**This game:** purchase is *optional*; it ends after 40 rounds at the latest.\n\n**Keys**" in limited
    assert RULES.help_markdown(None) == text


def test_rule_set_entry_answers():
    """The collection's view of Circuit: settings round trip, asks, progress, scores, files."""
    assert RULES.name == "circuit" and (RULES.min_players, RULES.max_players) == (2, 6)
    fields = {f.key: f for f in RULES.setting_fields()}
    assert [c.value for c in fields["purchase"].choices] == [Purchase.FORCED, Purchase.OPTIONAL]
    assert [c.value for c in fields["round_limit"].choices][:2] == [0, 10]
    settings = RULES.make_settings(humans("Ann", "Bo"), 5, purchase="optional", round_limit=0)
    assert settings.round_limit is None and settings.purchase is Purchase.OPTIONAL and settings.seed == 5
    assert RULES.setting_values(settings) == {"purchase": Purchase.OPTIONAL, "round_limit": 0}
    limited = RULES.make_settings(humans("Ann", "Bo"), 5, round_limit=30)
    assert RULES.setting_values(limited) == {"purchase": Purchase.FORCED, "round_limit": 30}
    state = RULES.new_game(settings)
    assert RULES.settings_of(state) is settings and RULES.players(state) == settings.players
    assert RULES.progress(state) == "Turn 1" and RULES.progress(RULES.new_game(limited)) == "Turn 1, round limit 30"
    ask = RULES.to_decide(state)
    assert ask is not None and ask.seats == (state.to_move,) and ask.what == "roll" and not ask.secret
    assert RULES.forced(state, state.to_move) is None
    assert RULES.fallback(state, state.to_move)[0] == ROLL
    assert RULES.scores(state) == (30000, 30000)
    with pytest.raises(RulesError):
        RULES.apply(state, {0: ROLL, 1: ROLL})
    with pytest.raises(RulesError):
        RULES.apply(state, {})
    after, report = RULES.apply(state, {state.to_move: ROLL})
    assert report.seat == state.to_move
    assert RULES.decision_to_json(BUY) == BUY
    for d in (ROLL, BUY, DECLINE):
        assert RULES.decision_from_json(d) == d
    with pytest.raises(RulesError):
        RULES.decision_from_json("pass")
    assert not RULES.is_over(state)


def test_rule_set_buy_fallback_and_saves():
    """A seat asked to buy that cannot answer declines (spec 5: declining does nothing); a save
    with the roll waiting resumes exactly."""
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "optional", None, 7))
    state, _ = game.apply(state, state.to_move, ROLL)
    assert state.rolled is not None
    assert RULES.to_decide(state).what == "buy"
    assert RULES.fallback(state, state.to_move)[0] == DECLINE
    data = RULES.record_data(state)
    assert data["pending"] == [ROLL]
    assert RULES.load_record(data) == state
    done, _ = RULES.apply(state, {state.to_move: BUY})
    assert "pending" not in RULES.record_data(done)
    assert RULES.load_record(RULES.record_data(done)) == done
    assert RULES.loads(RULES.dumps(done)) == done


def test_record_summary_and_text_replay(monkeypatch):
    """The saved-games list and the text replay: names, turns played, winners; each turn in words."""
    st = position(2, money=(100, 30000), positions=(1, 1))
    with dice(monkeypatch, (3, 2)):
        st, _ = play(st, ROLL)  # Ann out on the Toll Gate
    data = RULES.record_data(st)
    assert RULES.record_summary(data) == (("Ann", "Bo"), 1, ("Bo",))
    unfinished = RULES.record_data(position(2))
    assert RULES.record_summary(unfinished) == (("Ann", "Bo"), 0, ())
    with pytest.raises(RulesError):
        RULES.record_summary({"settings": {}})
    with pytest.raises(RulesError):
        RULES.record_summary(None)
    text = RULES.text_replay(st, "Game 1")
    assert text == (
        "Game 1\n======\n\n   1. Ann rolled 3+2=5, 1 -> 6 Toll Gate: owes 4000 tax, pays all 100. "
        "Ann is out.\n\nWinner: Bo\n"
    )
    assert RULES.text_replay(position(2), "G") == "G\n=\n\n"


def test_saved_games_name_only_built_in_bots():
    """A saved game that names a bot which is not built in is refused (nothing named in a file runs)."""
    good = game.new_game(game.Settings(bots("easy", "hard"), "forced", None, 1))
    bots_for(RULES.name).check_saved(RULES.players(good))
    assert RULES.load_record(RULES.record_data(good)) == good
    bad = game.new_game(
        game.Settings((PlayerSpec("X", PlayerKind.AI, "my.module:bot"), PlayerSpec("Y")), "forced", None, 1)
    )
    with pytest.raises(RulesError, match="built-in bots"):
        bots_for(RULES.name).check_saved(RULES.players(bad))
    assert RULES.load_record(RULES.record_data(bad)) == bad


def test_the_view_shows_everything_but_the_seed():
    """Spec 7: money, ownership, positions and dice are public; bots get no seed."""
    state = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "optional", 20, 7))
    state, _ = game.apply(state, state.to_move, ROLL)
    v = public_view(state, 2)
    assert (v.seat, v.what, v.n, v.remaining) == (2, "buy", 3, (0, 1, 2))
    assert (v.money, v.positions, v.owners, v.rolled, v.history) == (
        state.money,
        state.positions,
        state.owners,
        state.rolled,
        state.history,
    )
    assert (v.purchase, v.round_limit, v.colours, v.first, v.turn, v.to_move) == (
        Purchase.OPTIONAL,
        20,
        state.colours,
        state.first,
        state.turn,
        state.to_move,
    )
    assert not hasattr(v, "seed") and not hasattr(v, "settings")
    assert RULES.view(state, 2) == v
    # Each decision gets its own seeded stream: the same view twice draws the same numbers.
    assert public_view(state, 2).rng.random() == public_view(state, 2).rng.random()
    rolled_rng = public_view(state, 2).rng.random()
    before = game.new_game(game.Settings(humans("Ann", "Bo", "Cy"), "optional", 20, 7))
    assert public_view(before, 2).rng.random() != rolled_rng
    assert public_view(before, 1).rng.random() != public_view(before, 2).rng.random()
    over = position(2, money=(0, 30000))
    assert public_view(game.replace_setup(over, end="last_standing", to_move=None), 0).what == ""


def test_a_bot_answer_is_checked_against_what_was_asked():
    """Spec 7: a seat's only input is roll, or buy/decline with optional purchase; a bot's other
    answers, and a bot that fails, are refused by name."""
    from landrush_tui.ai import BotError

    state = game.new_game(game.Settings(bots("easy", "medium"), "optional", None, 7))
    roll_view = public_view(state, state.to_move)
    assert bots_for(RULES.name).call_bot(RULES, lambda v: ROLL, roll_view, "r") == ROLL
    for bad in (BUY, DECLINE, None):
        with pytest.raises(BotError):
            bots_for(RULES.name).call_bot(RULES, lambda v, bad=bad: bad, roll_view, "r")
    state, _ = game.apply(state, state.to_move, ROLL)
    assert state.rolled is not None
    buy_view = public_view(state, state.to_move)
    assert bots_for(RULES.name).call_bot(RULES, lambda v: BUY, buy_view) == BUY
    assert bots_for(RULES.name).call_bot(RULES, lambda v: DECLINE, buy_view) == DECLINE
    with pytest.raises(BotError):
        bots_for(RULES.name).call_bot(RULES, lambda v: ROLL, buy_view)

    def broken(view):
        raise RuntimeError("boom")

    with pytest.raises(BotError, match="boom"):
        bots_for(RULES.name).call_bot(RULES, broken, buy_view, "broken")


def test_record_summary_names_only_real_winners():
    """The saved-games list names the winners the record gives; a seat number outside the
    table names nobody."""
    data = RULES.record_data(position(2))
    data["result"] = {"winners": [0]}
    assert RULES.record_summary(data)[2] == ("Ann",)
    data["result"] = {"winners": [1, 2, -1, "0"]}
    assert RULES.record_summary(data)[2] == ("Bo",)


def test_bots_replay_a_seeded_game_exactly():
    """Spec 7: bots get the public view and their own seeded stream per decision, so a
    game of bots with a given seed plays the same every time (here Lucky Lu's 15% declines)."""
    st = game.new_game(game.Settings(bots(*["easy"] * 5), "optional", None, 11))
    answers = ""
    while not st.is_over:
        seat, what = game.ask_of(st)
        d = BOTS["easy"](public_view(st, seat))
        answers += d[0] if what == "buy" else ""
        st, _ = game.apply(st, seat, d)
    assert answers == "dbbbdbbbbbbbbbbbbbbbdbbbbd"
    assert (len(st.history), st.winners) == (272, (2,))


def test_setting_fields_offer_the_spec_values():
    """Spec 2: purchase forced (default) or optional; round limit none (default) or 10..200."""
    purchase, limit = RULES.setting_fields()
    assert (purchase.key, purchase.label, purchase.default) == ("purchase", "Purchase", Purchase.FORCED)
    assert [(c.value, c.label) for c in purchase.choices] == [
        (Purchase.FORCED, "forced"),
        (Purchase.OPTIONAL, "optional"),
    ]
    assert (limit.key, limit.label, limit.default) == ("round_limit", "Round limit", 0)
    values = [c.value for c in limit.choices]
    assert values == [0, 10, 20, 30, 40, 50, 75, 100, 150, 200]
    assert [c.label for c in limit.choices] == ["none"] + [str(v) for v in values[1:]]
    for v in values[1:]:  # every offered limit is one the rules accept
        assert RULES.make_settings(humans("A", "B"), 1, round_limit=v).round_limit == v


def test_three_built_in_strengths_and_the_default_table():
    """Issue 14: easy, medium and hard bots; a new table seats one of each."""
    keys = [s.key for s in bots_for(RULES.name).strengths]
    assert keys == ["easy", "medium", "hard"] and bots_for(RULES.name).default_table == ("easy", "medium", "hard")
    assert all(len(s.persona) <= 14 and s.title and s.blurb for s in bots_for(RULES.name).strengths)
    for key in keys:
        assert bots_for(RULES.name).load_bot(key) is BOTS[key]
    assert (RULES.name, RULES.title, RULES.record_format) == ("circuit", "Circuit", "circuit-record")
