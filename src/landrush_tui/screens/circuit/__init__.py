"""Circuit's screens in the one UI shell (``screens.game_ui``): the ring beneath
every decision, a roll or buy prompt for a human, each resolved turn animated
at the game's pace, the game stepped through again on the ring, its log and
legend, and the shared game over filled with the final ring and the chart."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any, Sequence

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.markup import escape

from ...rules.circuit import board
from ...rules.circuit.game import Rolled, State, TurnEntry, describe, describe_roll, new_game
from ...rules.circuit.steps import last_step, round_of, steps
from ...rules.players import verb
from ...rules.protocol import Ask
from ...widgets.circuit import ring
from ...widgets.circuit.legend import LEGEND
from ...widgets.palette import text_on
from ..game_ui import GameUI
from ..pace import Speed
from ..step_replay import Frame

if TYPE_CHECKING:
    from textual.screen import Screen

    from .table import CircuitTable


LOG_WIDTH = 74  # the log's page is this wide in an 80-column window


class CircuitUI(GameUI[State, "TurnEntry | Rolled"]):
    # a report stays ``hold`` seconds; the token walks a space per ``step``
    SPEEDS = (
        Speed("slow", hold=1.6, step=0.25),
        Speed("normal", hold=0.8, step=0.1),
        Speed("fast", hold=0.3, step=0.04),
        Speed("fastest", hold=0.05, step=0.0),
    )

    def table(self, state: State) -> CircuitTable:
        from .table import CircuitTable

        return CircuitTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .buy import BuyScreen
        from .roll import RollScreen

        if ask.what == "buy":
            return BuyScreen(state, seat, self.pace)
        return RollScreen(state, seat, self.pace)

    def report(self, before: State, after: State, report: TurnEntry | Rolled) -> Screen[Any] | None:
        from .turn import TurnScreen

        if self.pace.to_end:
            return None
        return TurnScreen(before, after, report, self.pace)

    def last_report(self, state: State) -> Screen[Any] | None:
        """The last roll or turn again, its states rebuilt by the rules; it waits for a key."""
        from .turn import TurnScreen

        step = last_step(state)
        if step is None:
            return None
        return TurnScreen(step.before, step.after, step.report, self.pace, again=True)

    # --- the game again -------------------------------------------------------

    def frames(self, state: State) -> Sequence[Frame]:
        """The start, then the ring after every decision (a roll that waits for the
        buy decision is a step of its own), with the step in words."""
        start = new_game(state.settings)
        out = [Frame("Start", ring.Board(start), ring.last_words(start))]
        for step in steps(state):
            r, after = step.report, step.after
            name = after.settings.players[r.seat].name
            if isinstance(r, TurnEntry):
                words: str = ring.last_words(after, r)
                heading = f"Turn {r.turn}, {name}"
            else:
                words = describe_roll(after.settings.players, r)
                heading = f"Turn {r.turn}, {name}: the roll"
            out.append(Frame(heading + round_words(after), ring.Board(after, r.to), words))
        return out

    def log(self, state: State) -> str:
        """Every turn in words, each under the mover's mark on its colour (as on the
        ring). Content markup: the page shows it with the colours."""
        players = state.settings.players
        names = [p.name for p in players]
        limit = state.settings.round_limit
        tags = [markup_tag(state, s) for s in range(state.n)]
        lines = [
            "Players: " + ", ".join(f"{tags[s]} {escape(n)}" for s, n in enumerate(names)),
            f"Everyone starts on 1 Harbour Refuge with 30000. Purchase {state.settings.purchase.value}; "
            + (f"the game ends after {limit} rounds at the latest." if limit else "no round limit."),
            "",
        ]
        turns = [(e.turn, e.seat, describe(players, e)) for e in state.history]
        if state.rolled is not None:
            r = state.rolled
            turns.append((r.turn, r.seat, describe_roll(players, r)))
        for turn, seat, words in turns:
            # wrapped under its own words, so that the turn numbers stand out at 80 columns
            first, *rest = textwrap.wrap(words, LOG_WIDTH - 13)
            lines.append(f"Turn {turn:>3} {tags[seat]} {escape(first)}")
            lines += [" " * 13 + escape(more) for more in rest]
        if state.is_over:
            lines += ["", escape(self._winner_text(state).plain)]
        return "\n".join(lines)

    def legend(self) -> str:
        return LEGEND

    # --- game over -------------------------------------------------------------

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import CircuitOverScreen

        return CircuitOverScreen(self, state)

    def winner_words(self, state: State) -> RenderableType:
        return self._winner_text(state)

    def _winner_text(self, state: State) -> Text:
        names = [p.name for p in state.settings.players]
        won = " and ".join(names[s] for s in state.winners)
        how = (
            "the last one standing"
            if state.end == "last_standing"
            else f"the highest net worth after {state.settings.round_limit} rounds"
        )
        win = verb(won, "wins", "win") if len(state.winners) == 1 else "win"  # "You win", "Ann wins"
        return Text(f"{won} {win}: {how}.", style="bold")

    def breakdown(self, state: State) -> RenderableType:
        """Rank, seat, money + the plots' prices = net worth; who went out when."""
        ranks = self.rules.final_ranks(state)
        table = Table(box=None, pad_edge=False, show_edge=False)
        for title in ("#", "Player", "Money", "Plots", "Worth"):
            table.add_column(title, justify="left" if title == "Player" else "right")
        for seat in sorted(range(state.n), key=lambda s: (ranks[s], s)):
            tag = self.seat_tag(state, seat)
            if seat in state.out:
                went = state.out.index(seat) + 1
                table.add_row(str(ranks[seat]), tag, "", "", Text(f"{ordinal(went)} out", style="dim"))
                continue
            plots = state.plots_of(seat)
            value = sum(board.space(s).price for s in plots)
            table.add_row(
                str(ranks[seat]),
                tag,
                str(state.money[seat]),
                f"{len(plots)} for {value}",
                Text(str(state.net_worth(seat)), style="bold" if seat in state.winners else ""),
            )
        return table

    def board(self, state: State) -> RenderableType:
        return ring.Board(state)

    def chart(self, state: State) -> RenderableType:
        return ring.NetWorthChart(state)

    def seat_tag(self, state: State, seat: int) -> Text:
        """The seat's mark on its colour, as on the ring, then its name."""
        tag = Text()
        tag.append(f" {ring.marks_of(state)[seat]} ", ring.token_style(state.colours[seat]))
        tag.append(f" {state.settings.players[seat].name}")
        return tag


def markup_tag(state: State, seat: int) -> str:
    """The seat's mark on its colour, in content markup (the same style as on the ring)."""
    fill = ring.HEX[state.colours[seat]]
    return f"[bold {text_on(fill)} on {fill}] {ring.marks_of(state)[seat]} [/]"


def round_words(state: State) -> str:
    limit = state.settings.round_limit
    return f" (round {round_of(state)} of {limit})" if limit else ""


def ordinal(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"


UI = CircuitUI
