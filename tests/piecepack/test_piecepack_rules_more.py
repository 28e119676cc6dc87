"""More rules of Landrush for piecepack, each named after the rule it checks
(written to kill the mutants the spec's own cases left alive; fast)."""

from __future__ import annotations

import piecepack_helpers as h
import pytest
from piecepack_helpers import with_coin

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.piecepack.help import help_markdown
from landrush_tui.rules.piecepack.ruleset import RULES as PIECEPACK
from landrush_tui.rules.players import PlayerSpec

ANN, BO = 0, 1


def test_the_end_when_nobody_can_play_anywhere(monkeypatch):
    """Spec 5.6: "Otherwise, if no seat has a legal play on any of the 24 tiles
    (checking each seat with its own stash, by steps 2a-2c), the game is over."
    Ann holds x = 0..3 but a hole at (0, 0), Bo x = 5..7, column x = 4 empty
    between them. Ann fills the hole with a small (a plain play, 1 small left): on
    every square of column 4 Ann's tract (49) beats Bo's (36) but she lacks the
    36 smalls to replace it, and Bo's tract through it (37) is not longer than hers
    (48): nobody can play, the game ends, not with an empty stash."""
    ann = [((x, y), ANN, "S") for y in range(12) for x in range(4) if (x, y) != (0, 0)]
    bo = [((x, y), BO, "S") for y in range(12) for x in range(5, 8)]
    state = h.position(ann + bo, 2, stashes=[(2, 0, 0), (1, 0, 0)])
    with_coin(monkeypatch, game.tile_of((0, 0)))
    assert game.ask_of(state) == (ANN, game.PLAY)
    after, entry = game.apply(state, ANN, ((0, 0), "S"))
    assert entry.play is not None and entry.play.takeovers == ()
    assert after.is_over and after.end == game.NO_PLAYS_LEFT and after.to_move is None
    assert after.stashes == ((1, 0, 0), (1, 0, 0))
    assert game.ask_of(after) is None
    # Ann 48 smalls in one scoring tract: 48 + 1 (pure) + 5 (single); Bo 36 + 1 + 5
    assert [sc.total for sc in game.scores(after.board, after.stashes)] == [54, 42]
    assert after.winners == (ANN,)


def test_the_game_goes_on_while_someone_can_play(monkeypatch):
    """Spec 5.6: the guard ends the game only when *no* seat can play: with one
    square of column 4 open to a plain play for Bo (Ann's side of it is empty), the
    game goes on and Bo moves next."""
    ann = [((x, y), ANN, "S") for y in range(12) for x in range(4) if (x, y) not in ((0, 0), (3, 11))]
    bo = [((x, y), BO, "S") for y in range(12) for x in range(5, 8)]
    state = h.position(ann + bo, 2, stashes=[(2, 0, 0), (1, 0, 0)])
    with_coin(monkeypatch, game.tile_of((0, 0)))
    after, _ = game.apply(state, ANN, ((0, 0), "S"))
    assert not after.is_over and after.end is None and after.to_move == BO and after.turn == 2


def test_help_names_the_stash_of_this_game():
    """Spec 2: stash per seat 5 S, 5 M, 5 L with 2 or 3 players; 4 S, 4 M, 4 L with
    4 or 5: the F1 help says what this game's players start with."""
    general = help_markdown(None)
    assert general.startswith("# Landrush for piecepack") and "**This game:**" not in general
    assert "5 of each with 2-3 players, 4 of each with 4-5" in general
    for n, k in ((2, 5), (3, 5), (4, 4), (5, 4)):
        text = help_markdown(h.settings(n))
        assert (
            f"**This game:** {n} players, so everyone starts with {k} small, {k} medium and {k} large "
            f"pyramids ({3 * k})."
        ) in text
        assert (
            text.replace(text[text.index("\n**This game:**") : text.index(f"({3 * k}).\n") + len(f"({3 * k}).\n")], "")
            == general
        )


def test_a_record_over_8_mib_is_refused_before_it_is_parsed():
    """Records are read from files anyone may hand over: one longer than 8 MiB
    (8 * 1024 * 1024 characters or bytes) is refused as too large, unread; one
    of exactly that size is read (and here refused as not JSON)."""
    import pytest

    from landrush_tui.rules.piecepack import record

    limit = 8 * 1024 * 1024
    for text in ("x" * (limit + 1), b"x" * (limit + 1)):
        with pytest.raises(record.PiecepackRecordError, match="too large"):
            PIECEPACK.loads(text)
    for text in ("x" * limit, b"x" * limit):
        with pytest.raises(record.PiecepackRecordError, match="not valid JSON"):
            PIECEPACK.loads(text)


def test_a_record_square_is_two_whole_numbers():
    """Spec 9: "Squares are written [x, y]" (whole numbers): an opening or play
    square with a fraction or text in it is named as such, not replayed."""
    import json

    import pytest

    from landrush_tui.rules.piecepack import record

    data = json.loads(PIECEPACK.dumps(h.bot_game(3, 5)))
    for where, path in (
        ("opening 1 square", ("setup", "openings", 0, "square")),
        ("turn 1 square", ("turns", 0, "play", "square")),
    ):
        for bad in ([1.0, 2], [1, "2"], [1], None):
            broken = json.loads(json.dumps(data))
            if path[0] == "turns":
                broken["turns"][0]["play"] = broken["turns"][0]["play"] or {"size": "S", "takeovers": []}
                broken["turns"][0]["play"]["square"] = bad
            else:
                broken["setup"]["openings"][0]["square"] = bad
            with pytest.raises(record.PiecepackRecordError, match=rf"{where} must be \[x, y\]"):
                record.replay_data(broken)


def _good_record() -> dict:
    import json

    return json.loads(PIECEPACK.dumps(h.bot_game(3, 5)))


def test_a_record_is_utf8_text():
    """Spec 9's record is JSON text in UTF-8: bytes that are not UTF-8 (also a
    record written in UTF-16, which JSON readers may otherwise guess) are refused
    as not text."""
    import pytest

    from landrush_tui.rules.piecepack import record

    good = PIECEPACK.dumps(h.bot_game(2, 5))
    assert PIECEPACK.loads(good.encode("utf-8")) == PIECEPACK.loads(good)
    for raw in (b'{"format": "\xff"}', good.encode("utf-16")):
        with pytest.raises(record.PiecepackRecordError, match=r"not text in UTF-8"):
            PIECEPACK.loads(raw)


def test_a_record_setup_and_play_have_their_shapes():
    """Spec 9: "setup" is an object with "first" and "openings"; a turn's "play"
    is an object or null. Other shapes are named, never a crash."""
    import pytest

    from landrush_tui.rules.piecepack import record

    for bad in (["first", "openings"], "first openings", None):
        data = _good_record()
        data["setup"] = bad
        with pytest.raises(record.PiecepackRecordError, match="setup must be an object"):
            record.replay_data(data)
    for bad in ([[1, 2], "S"], "S at (1,2)", 3):
        data = _good_record()
        data["turns"][0]["play"] = bad
        with pytest.raises(record.PiecepackRecordError, match="turn entry 1: play must be an object"):
            record.replay_data(data)


def test_a_turn_in_words_names_the_take_overs(monkeypatch):
    """The log tells what happened (issue 11: "what just happened told in words"),
    here spec 5.1's take-over example: Ann's small at (4, 3) takes Bo's medium. A
    square is named as the board labels it: the coin names the tile, the corner the
    square."""
    state = h.position(h.tract(ANN, "S", (2, 3)) + h.tract(ANN, "M", (3, 3)) + h.tract(BO, "M", (5, 3)))
    with_coin(monkeypatch, game.tile_of((4, 3)), game.tile_of((4, 3)))
    after, entry = game.apply(state, ANN, ((4, 3), "S"))
    players = state.settings.players
    assert game.describe(players, entry) == "Ann drew Crowns 2: small on SW, taking over 1 of Bo's."
    plain = game.TurnEntry(3, BO, 13, game.Play((3, 6), "L"), None, entry.stashes)
    assert game.describe(players, plain) == "Bo drew Moons 4: large on NE."
    two = game.TurnEntry(
        4,
        ANN,
        6,
        game.Play((4, 3), "M", (game.Takeover(BO, ((5, 3),)), game.Takeover(2, ((4, 4), (4, 5))))),
        None,
        entry.stashes,
    )
    assert game.describe(players, two) == "Ann drew Crowns 2: medium on SW, taking over 1 of Bo's, 2 of Cy's."
    for reason, words in ((game.TILE_FULL, "the tile is full"), (game.BLOCKED, "blocked, no square of it is playable")):
        none = game.TurnEntry(5, BO, 0, None, reason, entry.stashes)
        assert game.describe(players, none) == f"Bo drew Suns Null: no play ({words})."


def test_the_words_name_squares_as_the_board_labels_them_and_never_say_yous(monkeypatch):
    """Seen playing: "2 of You's" in the log, and squares as (x,y), which the board
    labels nowhere (it labels suits, values and the corners NW..SE)."""
    you = game.Settings((PlayerSpec("Ann"), PlayerSpec("You")), 1)
    entry = game.TurnEntry(4, ANN, 6, game.Play((4, 3), "M", (game.Takeover(1, ((5, 3),)),)), None, ((5, 5, 5),) * 2)
    assert game.describe(you.players, entry) == "Ann drew Crowns 2: medium on SW, taking over 1 of yours."
    assert game.square_word((4, 2)) == "Crowns 2 NW" and game.square_word((7, 11)) == "Arms Ace SE"
    assert game.describe_opening(you.players, game.Opening(1, (0, 0))) == "You opened with a medium at Suns Null NW."
    state = h.position(h.tract(ANN, "M", (1, 1)))
    with_coin(monkeypatch, 0)
    with pytest.raises(game.IllegalPlay, match="square Suns Null SE is taken"):
        game.check(state, ANN, ((1, 1), "S"))


def test_a_record_seed_is_a_whole_number():
    """Spec 2 and 9: the seed is any integer; a record whose seed is text, a
    fraction or true is refused, and the message names "settings.seed"."""
    import pytest

    from landrush_tui.rules.piecepack import record

    for bad in ("7", 7.0, True, None):
        data = _good_record()
        data["settings"]["seed"] = bad
        with pytest.raises(record.PiecepackRecordError, match=r"^settings\.seed must be a whole number"):
            record.replay_data(data)


def test_a_record_opening_holds_seat_and_square_only():
    """Spec 9: each opening is {"seat", "square"}; another shape or an extra key is
    refused by name."""
    import pytest

    from landrush_tui.rules.piecepack import record

    first = _good_record()["setup"]["openings"][0]
    for bad in ([first["seat"], first["square"]], {**first, "size": "M"}, {"square": first["square"]}):
        data = _good_record()
        data["setup"]["openings"][0] = bad
        with pytest.raises(record.PiecepackRecordError, match=r"opening 1\b"):
            record.replay_data(data)


def test_the_8_mib_limit_counts_bytes_before_decoding():
    """A file is refused by its size in bytes before it is decoded: 8 MiB + 2 bytes
    of two-byte characters (fewer than 8 Mi characters) is still too large."""
    import pytest

    from landrush_tui.rules.piecepack import record

    raw = "é".encode() * (4 * 1024 * 1024 + 1)
    with pytest.raises(
        record.PiecepackRecordError, match=r"^too large \(8\.0 MB\) to be a piecepack record: at most 8\.0 MB$"
    ):
        PIECEPACK.loads(raw)
    with pytest.raises(
        record.PiecepackRecordError, match=r"^too large \(8\.0 MB\) to be a piecepack record: at most 8\.0 MB$"
    ):
        PIECEPACK.loads("x" * (8 * 1024 * 1024 + 1))
