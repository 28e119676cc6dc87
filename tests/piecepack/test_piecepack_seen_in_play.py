"""What a whole game at 80x24 against four hard bots (all "Seer Sela N") showed:
the drawn tile's squares cut mid-name ("takes 2 of Seer Sela 4, Se"; "next to
Seer Sela 4, Seer Sela 2" without its ": no"), a take-over's words wrapping onto
a second line and taking the board's bottom edge away, "You is playing." on the
table, and the log page wrapping its long lines back to the first column. Each
test starts from a position the rules built."""

from __future__ import annotations

import attrs
import piecepack_helpers as h
from piecepack_helpers import screen_lines, tract
from rich.text import Text
from textual.widgets import Static

from landrush_tui.app import LandRushApp
from landrush_tui.flow import ui_for
from landrush_tui.rules.piecepack import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.screens.table import GameTable
from landrush_tui.session import Session
from landrush_tui.widgets.names import short_names
from landrush_tui.widgets.piecepack import board

# The table of the game played: one person and the hard bot four times over.
NAMES = ("You", "Seer Sela 4", "Seer Sela", "Seer Sela 3", "Seer Sela 2")
CROWNS_3 = game.tile_of((4, 4))  # its squares: NW (4, 4), NE (5, 4), SW (4, 5), SE (5, 5)
EDGE = "      +-------+-------+-------+-------+"  # a tile row's top or bottom at 80 columns


def table(*, bots: bool = True) -> game.State:
    """You to play on Crowns 3: NW beside two rivals and none of yours (no play), SE a
    take-over of two rivals' lone smalls by your tract of 3 (+1); NE a plain play."""
    pieces = (
        tract(0, "M", (6, 5), (7, 5), (7, 6))  # yours, east of SE
        + tract(1, "S", (3, 4))  # west of NW
        + tract(4, "S", (4, 3))  # north of NW
        + tract(1, "S", (5, 6))  # south of SE
        + tract(2, "S", (4, 5))  # SW itself, west of SE
    )
    kind = PlayerKind.AI if bots else PlayerKind.HUMAN
    players = (PlayerSpec(NAMES[0]),) + tuple(PlayerSpec(n, kind, "hard" if bots else None) for n in NAMES[1:])
    return game.position(game.Settings(players, 5), pieces)


def test_the_drawn_tile_s_squares_name_every_rival_whole_or_cut_apart(monkeypatch):
    h.with_coin(monkeypatch, CROWNS_3)
    state = table()
    lines = [t.plain for t in board.tile_lines(state, board.PANEL_MIN)]
    nw, ne, sw, se = lines[1:]
    assert all(len(line) <= board.PANEL_MIN for line in lines)
    # the verdict is never cut off, and the two rivals read apart
    fits = {*NAMES, *short_names(NAMES, 10), *short_names(NAMES, 7), *board.marks_of(state)}
    assert nw.startswith("1 NW: next to ") and nw.endswith(": no"), nw
    beside = nw.removeprefix("1 NW: next to ").removesuffix(": no").split(", ")
    assert len(set(beside)) == 3 and set(beside) <= fits, beside  # seats 1, 4 and 2
    assert ne == "2 NE: S M L" and sw == "3 SW: occupied"
    taken = se.removeprefix("4 SE: S M L takes 2 of ").split(", ")
    assert len(set(taken)) == 2 and set(taken) <= fits, se


def board_edges(app) -> int:
    return sum(line.startswith(EDGE) for line in screen_lines(app))


async def test_a_take_over_s_words_leave_the_board_whole_at_80x24(monkeypatch):
    """The words under the map took two lines and the board lost its bottom edge, on
    the play screen and on the report of the take-over (F3) alike."""
    h.with_coin(monkeypatch, CROWNS_3)
    app = LandRushApp(cursor_blink=False, session=Session.start(table(bots=False), "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        await h.settle(app, pilot, 4)
        assert type(app.screen).__name__ == "PlayScreen"
        await pilot.press("4")  # SE: the take-over
        await pilot.pause(0.1)
        words = str(app.screen.query_one("#words", Static).render())
        assert "takes over" in words and "\n" not in words.strip(), words
        assert board_edges(app) == 7  # the top edge and the bottom of every tile row
        await pilot.press("s", "enter")
        await h.settle(app, pilot, 4)
        assert app.session.state.last.play.takeovers
        while type(app.screen).__name__ != "PlayScreen":  # the report, then the next seat
            await pilot.press("enter")
            await h.settle(app, pilot)
        await pilot.press("f3")
        await pilot.pause(0.2)
        text = "\n".join(screen_lines(app))
        assert "Again: You drew Crowns 3: small on SE, taking over" in text
        assert board_edges(app) == 7


async def test_the_table_says_you_are_playing_not_you_is(monkeypatch):
    """Between a bot's turn and the play screen the table said "You is playing."."""
    h.with_coin(monkeypatch, 0, 0)  # Suns Null, empty: the bot plays there, then you
    state = attrs.evolve(table(), to_move=4)  # the bot before you
    quick = tuple(attrs.evolve(p, ai="medium") if p.is_ai else p for p in state.settings.players)
    state = attrs.evolve(state, settings=attrs.evolve(state.settings, players=quick))
    app = LandRushApp(cursor_blink=False, session=Session.start(state, "piecepack"))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):
            await h.settle(app, pilot)
            if type(app.screen).__name__ == "PlayScreen":
                break
            if type(app.screen).__name__ == "TurnScreen":  # the bot's turn: past it
                await pilot.press("enter")
        assert type(app.screen).__name__ == "PlayScreen" and app.session.state.to_move == 0
        tables = [s for s in app.screen_stack if isinstance(s, GameTable)]
        status = str(tables[0].query_one("#status", Static).render())
        assert status == "You are playing.", status


def test_the_log_page_wraps_a_long_turn_under_its_own_words(monkeypatch):
    """A long turn went on at the page's first column, under the turn numbers."""
    h.with_coin(monkeypatch, CROWNS_3)
    state = table(bots=False)
    # You take over two rivals on SE; the record says it in one long sentence
    played, _ = game.apply(state, 0, ((5, 5), "S"))
    played = attrs.evolve(played, settings=table().settings)
    lines = Text.from_markup(ui_for("piecepack").log(played)).plain.splitlines()
    turn = next(i for i, line in enumerate(lines) if line.startswith("   1  "))
    assert "taking over" in lines[turn] and len(lines) > turn + 1
    assert lines[turn + 1].startswith(" " * 10) and lines[turn + 1].strip()  # the rest of it
    assert all(len(line) <= 76 for line in lines)


def test_the_help_names_game_over_s_columns_as_game_over_heads_them():
    """F1 said game over lists "pyr (pyramids)" under a column headed "pyramids", and
    "`a` auto-play pauses" where every game's keys say `a` plays on without pauses."""
    from rich.console import Console

    from landrush_tui.rules.piecepack.help import help_markdown

    console = Console(width=80, color_system=None, record=True)
    console.print(ui_for("piecepack").breakdown(table(bots=False)))
    heads = console.export_text().splitlines()[0].split()
    assert heads[:2] == ["#", "Player"]
    words = help_markdown(None)
    for head in heads[2:]:
        assert f"*{head}*" in words, head
    assert "auto-play pauses" not in words
