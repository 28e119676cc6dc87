"""Land Rush's game over: the shared screen (``screens/game_over.py``) with the
final map beside the ranking at every width, the money chart one key away and
the side panel wider in a wide window."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text

from ...rules.landrush import GameState, final_ranks, seat_largest_region
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.standings import name_tags
from ...widgets.landrush.tables import plain_table
from ...widgets.money_chart import MoneyChart
from .. import game_over
from .room import Roomy, name_room

RANKING_NUMBERS = 27  # the ranking's columns beside the name, with the gaps between them


def ranking_table(state: GameState, name_width: int = 13) -> Table:
    """The final ranking; names in ``name_width`` columns (13 beside the map at 80x24)."""
    names = state.settings.names
    tags = name_tags(names, name_width)
    ranks = final_ranks(state)
    table = plain_table()
    # Headings are never cut ("Fiel…" was seen at 120x40): the name gives way.
    table.add_column("#", justify="right", no_wrap=True, min_width=2)
    table.add_column("Player", no_wrap=True, max_width=name_width, overflow="ellipsis")
    for col in ("Money", "Fields", "Region"):
        table.add_column(col, justify="right", no_wrap=True, min_width=len(col))
    for seat in sorted(range(state.settings.n), key=lambda s: (ranks[s], s)):
        fields = sum(1 for o in state.owners if o == seat)
        money = state.money[seat]
        table.add_row(
            str(ranks[seat]),
            tags[seat],
            Text(str(money), style="bold red" if money <= 0 else "bold"),
            str(fields),
            str(seat_largest_region(state, seat)),
        )
    return table


class GameOverScreen(Roomy, game_over.GameOverScreen):
    """The shared game over; `m` swaps the final map for the money chart."""

    CSS_PATH = "landrush.tcss"
    DEFAULT_CLASSES = "-landrush"  # the shared screen's name: this class scopes Land Rush's styles
    NARROW = 0  # the map has room beside the ranking even at 80 columns
    state: GameState

    def breakdown(self) -> Table:
        # Names take the room the window gives.
        return ranking_table(self.state, name_room(self.app.size.width, RANKING_NUMBERS))

    def board_widget(self) -> FieldMap:
        return FieldMap(self.state.board, self.state.settings.names, id="over-map")

    def chart_widget(self) -> MoneyChart:
        state = self.state
        return MoneyChart(state.history, state.settings.names, state.settings.start_money, id="chart")

    def on_mount(self) -> None:
        self.query_one("#over-map", FieldMap).show_state(self.state)
