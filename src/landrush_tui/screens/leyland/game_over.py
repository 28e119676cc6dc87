"""Scores with their parts, the winner and how ties went."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.leyland import game
from ...rules.leyland.series import score_series
from ...rules.players import verb
from ...widgets.money_chart import SeriesChart
from . import draw
from .base import SEAT_KEY, LeylandScreen, LeyMap, lines_text


class LeylandOverScreen(LeylandScreen, inherit_bindings=False):
    """Scores with their parts, the winner and how ties went. Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        Binding("c", "chart", "Chart / boards"),
        SEAT_KEY,
    ]
    CHART_AT = 34  # rows: a window this tall shows the chart under the boards; a lower one, one or the other

    def right(self) -> str:
        return "game over"

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = st.names()
        won, tiebreak = game.winners(st)
        how = {"board_full": "a board is full", "stock_out": "the stock ran out"}.get(st.end or "", "")
        who = " and ".join(names[s] for s in won)
        head = Text(who + (" win" if len(won) > 1 else " " + verb(who, "wins", "win")), style="bold")
        head.append(f" after {len(st.history)} rounds ({how})")
        if tiebreak == "shared":
            head.append(": still equal after every tie-break, the win is shared")
        elif tiebreak:
            head.append(
                f": tie on points, decided by {dict(largest='the larger largest section', faerie='more unused faerie cubes', wheat='more unused wheat cubes', money='more money')[tiebreak]}"
            )
        head.append(".")
        ranks = game.final_ranks(st)
        rows = [Text(" #  seat          money  faerie  wheat  largest  bonus  total", style="bold")]
        for sc in sorted(game.scores(st), key=lambda x: (ranks[x.seat], x.seat)):
            s = sc.seat
            line = Text(f" {ranks[s]}  ")
            line.append_text(draw._pad(draw.seat_tag(s, names[s], 10), 13))
            f_all = st.faerie[s] + st.cubes_placed(s, "G")
            w_all = st.wheat[s] + st.cubes_placed(s, "Y")
            line.append(
                f" {'$' + str(sc.money):>5}  {f_all:>6}  {w_all:>5}  {sc.largest:>7}  {sc.bonus:>5}  {sc.total:>5}"
            )
            rows.append(line)
        rows.append(Text(" points: $1 each, 1 per cube (reserve + placed), 12 for the largest section", style="dim"))
        m = self.map_widget()
        m.update(lines_text(draw.map_lines(st, self.focus_seat, right="game over")[5:]))
        yield Static(head, id="ley-words")
        yield Static(Text("\n").join(rows), id="ley-ranking")
        yield m
        chart = SeriesChart(
            score_series(st),
            names,
            draw.SEAT_MARKS[: st.n],
            draw.SEAT_COLOURS[: st.n],
            f"Points over the {len(st.history)} rounds (each scored as if the game ended there)",
            id="ley-chart",
        )
        chart.display = self.app.size.height >= self.CHART_AT
        yield chart

    def action_chart(self) -> None:
        """Show the chart (or, in a low window, swap it with the boards)."""
        chart, boards = self.query_one("#ley-chart"), self.query_one("#ley-map")
        if self.app.size.height >= self.CHART_AT:
            chart.display = not chart.display
        else:
            chart.display, boards.display = not chart.display, chart.display

    def redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#ley-map", LeyMap).update(
                lines_text(draw.map_lines(self.state, self.focus_seat, right="game over")[5:])
            )

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
