"""Scores per category and player, the icon races, money as tie-break."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.auctionland import game
from ...rules.auctionland.series import score_series
from ...widgets.money_chart import SeriesChart
from . import draw
from .base import AuctionScreen, Press


class OverScreen(AuctionScreen, inherit_bindings=False):
    """Scores per category and player, the icon races, money as tie-break.
    Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})

    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        Binding("i", "islands", "Islands"),
    ]

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = draw.names_of(st)
        won = game.winners(st)
        how = (
            "(tie broken by money)"
            if len({s.total for s in game.scores_of(st) if s.seat in won}) == 1
            and sum(1 for s in game.scores_of(st) if s.total == game.scores_of(st)[won[0]].total) > len(won)
            else ""
        )
        yield Static(
            Text(
                f"Game over after {len(st.history)} turns: {' and '.join(names[s] for s in won)} "
                f"win{'s' if len(won) == 1 else ''} {how}",
                style="bold",
            ),
            id="winner",
        )
        yield Static(Text("\n").join(draw.score_rows(st)), id="scores")
        yield Static(Text("\n").join(draw.islands_block(st, True, max(80, self.app.size.width))), id="islands")
        with Horizontal(id="prompt"):
            yield Press("New game (n)", id="new", variant="primary", compact=True)
            yield Press("Quit (q)", id="quit", compact=True)
            yield Press("Islands (i)", id="isl", compact=True)
        colours = [draw.SEAT_COLOURS[k % len(draw.SEAT_COLOURS)] for k in range(st.n)]
        yield SeriesChart(
            score_series(st),
            names,
            draw.LETTERS[: st.n],
            colours,
            f"Points over the {len(st.history)} turns (each turn scored as if the game ended there)",
            id="chart",
        )

    @on(Button.Pressed, "#new")
    def _new_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_new_game()

    @on(Button.Pressed, "#quit")
    def _quit_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_quit_game()

    @on(Button.Pressed, "#isl")
    def _islands_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_islands()

    def on_mount(self) -> None:
        super().on_mount()
        for w in self.query("#islands"):
            w.display = self.app.size.height >= 38

    def action_islands(self) -> None:
        for w in self.query("#islands"):
            w.display = not w.display

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
