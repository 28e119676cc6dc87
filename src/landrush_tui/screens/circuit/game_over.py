"""Circuit's game over: ranking, how it ended, the net-worth chart."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...rules.circuit.game import final_ranks, net_worth_series
from ...rules.players import verb
from . import ring
from .base import CircuitScreen


class CircuitOverScreen(CircuitScreen, inherit_bindings=False):
    """Ranking, how it ended, and the net-worth chart. Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [Binding("n", "new_game", "New game"), Binding("q", "quit_game", "Quit")]

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = [p.name for p in st.settings.players]
        won = " and ".join(names[s] for s in st.winners)
        how = (
            "the last one standing"
            if st.end == "last_standing"
            else f"the highest net worth after {st.settings.round_limit} rounds"
        )
        win = verb(won, "wins", "win") if len(st.winners) == 1 else "win"  # "You win", "Ann wins"
        yield Static(Text(f"{won} {win}: {how}.", style="bold"), id="winner")
        ranks = final_ranks(st)
        lines = []
        marks = ring.marks_of(st)
        for seat in sorted(range(st.n), key=lambda s: (ranks[s], s)):
            line = Text(f" {ranks[seat]}. ")
            line.append(marks[seat], ring.token_style(st.colours[seat]))
            if seat in st.out:
                went = st.out.index(seat) + 1
                line.append(
                    f" {names[seat][:12]:<12} out (eliminated {went}{'st' if went == 1 else 'nd' if went == 2 else 'rd' if went == 3 else 'th'})",
                    style="dim",
                )
            else:
                line.append(
                    f" {names[seat][:12]:<12} money {st.money[seat]:>6}  plots {len(st.plots_of(seat)):>2}  "
                    f"net worth {st.net_worth(seat):>6}"
                )
            lines.append(line)
        yield Static(Text("\n").join(lines), id="ranking")
        yield Static(ring.sparkline_chart(net_worth_series(st), st, self.app.size.width - 2), id="chart")
        yield Static(f"{len(st.history)} turns played.  n new game   q quit", id="words")

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
