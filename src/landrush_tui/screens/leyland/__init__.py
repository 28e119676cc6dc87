"""Ley of the Land's screens in the one UI shell (``screens.game_ui``): the map
beneath every decision, a secret bid or an action for a human, the reveal of
the bids and every action as it happens, the replay step by step on the map,
the log, the legend and game over (the shared screen, filled from here)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ...rules.protocol import Ask
from ..game_ui import GameUI
from ..pace import Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ...rules.leyland.game import Acted, Reveal, State
    from ...rules.leyland.steps import Step
    from ..step_replay import Frame
    from .table import LeylandTable

TIEBREAK_WORDS = {
    "largest": "the larger largest section",
    "faerie": "more unused faerie cubes",
    "wheat": "more unused wheat cubes",
    "money": "more money",
}
END_WORDS = {"board_full": "a board is full", "stock_out": "the stock ran out"}

LEGEND = """\
The header: the round, its phase (bidding or actions), who holds the marker
(ties in the bids go clockwise from them) and how many tiles are left face down
in the stack.

Market: the five slots, numbered 1-5, each with a face-up tile.

A tile is drawn as three rows of three:   \\G/
                                          Y+G
                                          /Y\\
its four edge colours around a centre mark: G green, Y yellow (north on top,
then east, south, west). The mark: + a basic tile, * a Faerie Ring (all
green), o a Crop Circle (all yellow). Market tiles are drawn unturned; on a
board, as they were placed. In a window of 120x38 or more the boards' tiles
are five rows of five, each triangle filled with its colour and its letter at
the middle of its edge.

Right of the market, once the bids are revealed: every bid in action order
(the last seat may Invest for twice its bid), the actions done this round, and
the exclusive actions still open (frolic, sow, reap, invest: one seat each).

Above each board: the seat's letter (the same letter and colour everywhere:
board, hand-over, tables, log), its name and money ($). Then
  F 2+3   faerie cubes: 2 in reserve + 3 placed on its green sections
  W 0+1   wheat cubes: 0 in reserve + 1 placed on its yellow sections
  L13     its largest section: 13 triangles (12 points go to the largest)

A board is 3 x 3 spaces: columns a, b, c (on its top edge), rows 1, 2, 3 (on
its left edge); the centre is b2. Words name spaces so: "places it on c1".
While a tile is placed: its preview in reverse (red: it does not fit there),
and a dot on every empty space where it fits in some turn. Lit triangles: a
section just completed, or the sections to choose from.

A section is a group of same-coloured triangles joined across tiles; words
name it by colour and the spaces it covers: "green b1-2 c1-3" is green on b1,
b2, c1, c2 and c3 (two alike add the side of their first triangle: "b2 N").

Right of the boards: provisional points (money + every cube + the largest-
section bonus, as if the game ended now), then the complete sections of the
seat in focus (Tab: the next seat): G or Y, its spaces, cubes / capacity.
Capacity is its diamonds: pairs of its triangles that meet across a side
shared by two tiles.

Keys: F3 the last step again, g the game so far, k this legend, F1 the rules.
"""


class LeylandUI(GameUI["State", "Reveal | Acted"]):
    # an action stays ``hold`` seconds; a reveal of the bids ``long`` with auto-play on
    SPEEDS = (
        Speed("slow", hold=2.5, long=5.0),
        Speed("normal", hold=1.2, long=3.0),
        Speed("fast", hold=0.5, long=1.2),
        Speed("fastest", hold=0.05, long=0.2),
    )

    def table(self, state: State) -> LeylandTable:
        from .table import LeylandTable

        return LeylandTable(state, self.pace)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .action import LeylandActionScreen
        from .bid import LeylandBidScreen

        if ask.what == "bid":
            return LeylandBidScreen(state, seat, self.pace)
        return LeylandActionScreen(state, seat, self.pace)

    def report(self, before: State, after: State, report: Reveal | Acted) -> Screen[Any] | None:
        if self.pace.to_end:
            return None
        return self._report_screen(before, after, report, again=False)

    def _report_screen(self, before: State, after: State, report: Reveal | Acted, again: bool) -> Screen[Any]:
        from ...rules.leyland.game import Reveal
        from .acted import LeylandActedScreen
        from .reveal import LeylandRevealScreen

        if isinstance(report, Reveal):
            return LeylandRevealScreen(before, after, report, self.pace, again=again)
        return LeylandActedScreen(after, report, self.pace, again=again)

    def last_report(self, state: State) -> Screen[Any] | None:
        """The last step (the bids, or one action) again, as the rules rebuild it."""
        from ...rules.leyland.steps import last_step

        step = last_step(state)
        if step is None:
            return None
        return self._report_screen(step.before, step.after, step.report, again=True)

    def seat_tag(self, state: State, seat: int) -> Text:
        from .draw import seat_tag

        return seat_tag(seat, state.names()[seat])

    # --- looking back -------------------------------------------------------------

    def frames(self, state: State) -> Sequence[Frame]:
        """The start, then the map after the bids of each round and after every action."""
        from ...rules.leyland import game
        from ...rules.leyland.steps import steps
        from ..step_replay import Frame
        from .base import lines_text
        from .draw import map_lines

        first = game.new_game(state.settings)
        out = [Frame("the start", lines_text(map_lines(first)[1:]), Text("Everyone has $10 and an empty board."))]
        for step in steps(state):
            heading, words, args = self._frame_words(step)
            out.append(Frame(heading, lines_text(map_lines(step.after, **args)[1:]), words))
        return out

    def _frame_words(self, step: Step) -> tuple[str, Text, dict[str, Any]]:
        from ...rules.leyland import game, tiles
        from ...rules.leyland.game import ACQUIRE, Reveal
        from .draw import reveal_summary

        before, after, report = step.before, step.after, step.report
        if isinstance(report, Reveal):
            return f"Round {report.round}, the bids", reveal_summary(before, report), {"focus": report.order[0]}
        d = report.done
        names = after.names()
        words = Text(game.describe_action(names, d, after.boards))
        if report.round_end is not None:
            words.append(" " + " ".join(game.describe_round_end(report.round_end)))
            if report.round_end.game_over:
                words.append(" The game is over.", style="bold")
        args: dict[str, Any] = {"focus": d.seat}
        if d.do == ACQUIRE and d.completed:
            ids = {c.section for c in d.completed}
            board = after.boards[d.seat]
            lit = frozenset(t for s in tiles.sections(board) if s.id in ids for t in s.triangles)
            args["highlight"] = {d.seat: lit}
        return f"Round {before.round}, {names[d.seat]} {d.do}", words, args

    def log(self, state: State) -> Text:  # coloured seat marks, as on the board
        """The game so far, round by round, public only (a round's bids once revealed)."""
        from .base import log_lines

        lines = log_lines(state)
        if state.is_over:
            lines += [Text(""), Text.assemble(("Game over: ", "bold"), self.winner_words(state))]
        return Text("\n").join(lines) if lines else Text("Nothing has happened yet.")

    def legend(self) -> str:
        return LEGEND

    # --- game over ------------------------------------------------------------------

    def winner_words(self, state: State) -> Text:
        from ...rules.leyland import game
        from ...rules.players import verb

        names = state.names()
        won, tiebreak = game.winners(state)
        total = game.scores(state)[won[0]].total
        who = " and ".join(names[s] for s in won)
        text = Text(who, style="bold")
        text.append(" share the win" if len(won) > 1 else " " + verb(who, "wins", "win"))
        text.append(f" with {total} points.")
        text.append(f"\nAfter {len(state.history)} rounds: {END_WORDS.get(state.end or '', '')}.", style="not bold")
        if tiebreak == "shared":
            text.append("\nStill equal after every tie-break.", style="not bold")
        elif tiebreak:
            text.append(f"\nTied on points: {TIEBREAK_WORDS[tiebreak]} decides.", style="not bold")
        return text

    def breakdown(self, state: State) -> RenderableType:
        """Rank, seat, and its points: money + cubes + the largest-section bonus = total."""
        return ranking(state, 8)

    def game_over(self, state: State) -> Screen[Any]:
        from .game_over import GameOverScreen

        return GameOverScreen(self, state)

    def board(self, state: State) -> RenderableType:
        from .draw import Boards

        return Boards(state)

    def chart(self, state: State) -> RenderableType:
        from ...rules.leyland.series import score_series
        from ...widgets.money_chart import series_chart
        from .draw import SEAT_COLOURS, SEAT_MARKS, short

        title = Text(f"Points after each of the {len(state.history)} rounds (as if the game ended there)")
        chart = series_chart(
            score_series(state), short(state, 12), SEAT_MARKS[: state.n], 62, 14, colours=SEAT_COLOURS[: state.n]
        )
        return Group(title, chart)


UI = LeylandUI


def ranking(state: State, name_width: int) -> Text:
    """The final ranking with names cut to ``name_width`` (still told apart)."""
    from ...rules.leyland import game
    from .draw import seat_tag, short

    names = short(state, name_width)
    name_width = max(4, *map(len, names))  # no wider than the longest name needs
    ranks = game.final_ranks(state)
    head = f"{'#':>2}  {'player':<{name_width + 3}}{'$':>3} {'cubes':>6} {'largest':>8} {'bonus':>6} {'total':>6}"
    lines = [Text(head, style="bold")]
    for sc in sorted(game.scores(state), key=lambda x: (ranks[x.seat], x.seat)):
        line = Text(f"{ranks[sc.seat]:>2}  ")
        line.append_text(seat_tag(sc.seat, names[sc.seat]))
        line.append(" " * (name_width + 1 - len(names[sc.seat])))
        line.append(f"{sc.money:>3} {sc.cubes:>6} {sc.largest:>8} {sc.bonus:>6} ")
        line.append(f"{sc.total:>6}", style="bold")
        lines.append(line)
    lines.append(Text("total = $ + cubes (faerie and wheat, reserve and", style="dim"))
    lines.append(Text("placed) + bonus: 12 shared by the largest section", style="dim"))
    lines.append(Text("(largest: its triangles).", style="dim"))
    return Text("\n").join(lines)
