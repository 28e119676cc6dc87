"""The game-over charts of Landrush for piecepack and Auction Land: each seat's
score over the game, replayed from the game itself (the score as if the game had
ended after that step), ending at the final score the breakdown shows; on game
over the chart is one key (m) away from the final board."""

from __future__ import annotations

import asyncio

import pytest
from auctionland_helpers import driven
from piecepack_helpers import bot_game, screen_text

from landrush_tui.app import LandRushApp
from landrush_tui.rules.auctionland import game as al
from landrush_tui.rules.auctionland.series import score_series as al_series
from landrush_tui.rules.piecepack import game as pp
from landrush_tui.rules.piecepack.series import score_series as pp_series
from landrush_tui.session import Session


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_piecepack_series_has_a_point_per_turn_and_ends_at_the_final_scores(n):
    state = bot_game(n, 40 + n, ["medium", "easy", "medium", "easy", "medium"][:n])
    series = pp_series(state)
    assert len(series) == n and all(len(s) == len(state.history) + 1 for s in series)
    assert [s[-1] for s in series] == [sc.total for sc in pp.scores(state.board, state.stashes)]
    assert all(s[0] == 0 for s in series)  # one opening medium scores nothing


@pytest.mark.parametrize("n", [2, 4, 6])
def test_auctionland_series_has_a_point_per_turn_and_ends_at_the_final_points(n):
    state = driven(n, 70 + n, "hidden" if n % 4 else "visible", lambda s: s.is_over)
    series = al_series(state)
    assert len(series) == n and all(len(s) == len(state.history) + 1 for s in series)
    assert [s[-1] for s in series] == [sc.total for sc in al.scores_of(state)]
    assert all(s[0] == 0 for s in series)  # empty islands


async def _over_text(state, game: str, size: tuple[int, int]) -> str:
    app = LandRushApp(cursor_blink=False, session=Session.start(state, game))
    async with app.run_test(size=size) as pilot:
        for _ in range(20):
            await pilot.pause(0.05)
            if "Over" in type(app.screen).__name__:
                break
        await pilot.pause(0.7)  # past the screen's first moment, when its keys do not count yet
        assert "Over" in type(app.screen).__name__
        await pilot.press("m")  # the final board first; m swaps in the chart
        await pilot.pause(0.1)
        return screen_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_game_over_screens_show_the_chart(size):
    pp_text = asyncio.run(_over_text(bot_game(3, 43, ["medium", "easy", "medium"]), "piecepack", size))
    assert "Score over" in pp_text and "┤" in pp_text and "└" in pp_text, pp_text
    al_text = asyncio.run(_over_text(driven(3, 73, "hidden", lambda s: s.is_over), "auctionland", size))
    assert "Points over the" in al_text and "┤" in al_text and "└" in al_text, al_text


def test_leyland_series_has_a_point_per_round_and_ends_at_the_final_points():
    from leyland_helpers import played

    from landrush_tui.rules.leyland import game as ley
    from landrush_tui.rules.leyland.series import score_series as ley_series

    state = played(40)
    assert state.is_over
    series = ley_series(state)
    assert len(series) == state.n and all(len(s) == len(state.history) + 1 for s in series)
    assert [s[-1] for s in series] == [sc.total for sc in ley.scores(state)]


async def test_leyland_game_over_swaps_the_boards_and_the_chart():
    from leyland_helpers import played
    from piecepack_helpers import screen_text

    for size in ((120, 40), (80, 24)):
        app = LandRushApp(cursor_blink=False, session=Session.start(played(40), "leyland"))
        async with app.run_test(size=size) as pilot:
            await pilot.pause(0.2)
            assert "Points after each" not in screen_text(app) and "+---+" in screen_text(app)
            await pilot.press("m")
            await pilot.pause(0.1)
            assert "Points after each" in screen_text(app) and "+---+" not in screen_text(app)
            await pilot.press("m")
            await pilot.pause(0.1)
            assert "Points after each" not in screen_text(app) and "+---+" in screen_text(app)
