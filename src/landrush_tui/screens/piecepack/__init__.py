"""The screens of Landrush for piecepack in the one UI shell
(``screens.game_ui``): the map beneath every decision, an opening or a play
for a human, each step's report at the game's pace, and what the shell asks of
every game: the replay on the board, F3, the log, the legend, game over."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any, Sequence

from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ...rules.errors import RulesError
from ...rules.piecepack import game
from ...rules.piecepack.game import Opening, State, TurnEntry, possessive
from ...rules.players import verb
from ...rules.protocol import Ask
from ...widgets.piecepack import board
from ...widgets.piecepack.board import Marks
from ..game_ui import GameUI

if TYPE_CHECKING:
    from rich.console import RenderableType
    from textual.screen import Screen

    from ..step_replay import Frame
    from .table import PiecepackTable

LEGEND = """\
The board: 8 x 12 squares in 24 tiles of 2 x 2. A column of tiles is
named by its suit (Suns, Moons, Crowns, Arms, left to right), a row by
its value (Null, 2, 3, 4, 5, Ace, top to bottom); a square by its tile
and its corner (NW, NE, SW, SE): "Crowns 2 NW". A coin names a tile.

On the board
  A2     a pyramid: the seat's letter on its colour, then its size:
         1 small, 2 medium, 3 large
  .      an empty square (dim); on yellow: the drawn coin's tile
  + 1-4  a square where the player to move may play; 1-4 are the
         keys of the drawn tile's corners NW, NE, SW, SE
  *      the square chosen now (blue)
  white  a pyramid the chosen play would take over (underlined)
  A2     underlined: what the last step placed or converted

Beside the board
  >          the seat to move
  S  M  L    the pyramids each seat still has, per size
  score*     the score if the game ended now: provisional until the end
  Tile ...   the drawn tile's squares: the sizes allowed, "takes N of"
             for a take-over, or why not: "next to Bo: no" (beside a
             rival and none of yours), "not shorter" (your tract would
             not be longer than theirs), "too few to swap" (not enough
             pyramids left to replace theirs)
  Log        the last turns: turn, seat, coin, the size and corner
             played, "took N" for a take-over, "tile full" or
             "blocked" for a turn without a play
  Tracts (t) every seat's tracts, their sizes and points now ("SSM:4";
             "-" too short to score); "+5 one": a single scoring
             tract; "+5 empty": an empty stash

Keys: 1-4 or the arrows the square, S M L the size, Enter plays;
t tracts, g the game so far, F3 the last turn again, F1 the rules."""


LOG_WIDTH = 76  # the log page's words at 80 columns (its border and padding take 4)
LOG_INDENT = 10  # a turn number (or an opening's blank), two spaces, the seat's mark, a space


class PiecepackUI(GameUI["State", "TurnEntry | Opening"]):
    def __init__(self, rules: Any) -> None:
        super().__init__(rules)
        self.show_tracts = False  # the t panel, for this game's screens only

    def table(self, state: State) -> PiecepackTable:
        from .table import PiecepackTable

        return PiecepackTable(state, self)

    def decide(self, state: State, seat: int, ask: Ask) -> Screen[Any]:
        from .opening import OpeningScreen
        from .play import PlayScreen

        if ask.what == "opening":
            return OpeningScreen(state, seat, self)
        return PlayScreen(state, seat, self)

    def report(self, before: State, after: State, report: TurnEntry | Opening) -> Screen[Any] | None:
        from .turn import TurnScreen

        if self.pace.to_end:
            return None
        # A human's turn without a play waits for a key: that player sees why it passed.
        human = not before.settings.players[report.seat].is_ai
        wait = isinstance(report, TurnEntry) and report.play is None and human
        return TurnScreen(after, report, self, wait=wait)

    def last_report(self, state: State) -> Screen[Any] | None:
        from .turn import TurnScreen

        last = state.last or (state.openings[-1] if state.openings else None)
        return None if last is None else TurnScreen(state, last, self, again=True)

    # --- the game in words and steps --------------------------------------------------

    def legend(self) -> str:
        return LEGEND

    def log(self, state: State) -> str:
        """Every opening and turn so far, each seat by its mark on its colour (as
        Rich markup: the page shows it so), a long line wrapped under its own words
        so the turn numbers stand out; the final scores once over."""
        players = state.settings.players
        lines = ["Openings"]
        for o in state.openings:
            lines += self._entry(f"      {self._mark(state, o.seat)} ", game.describe_opening(players, o))
        if state.history:
            lines += ["", "Turns"]
        for t in state.history:
            lines += self._entry(f"{t.turn:4}  {self._mark(state, t.seat)} ", game.describe(players, t))
        if state.is_over:
            lines += ["", escape(self.end_words(state))]
            name_w = max(len(p.name) for p in players)
            for sc in sorted(game.scores(state.board, state.stashes), key=lambda sc: -sc.total):
                lines.append(
                    f"  {self._mark(state, sc.seat)} {escape(players[sc.seat].name.ljust(name_w))} {sc.total:3} = "
                    f"{sc.stash_empty} empty stash + {sc.single_tract} one tract + {sc.pure_tracts} pure + "
                    f"{sc.pyramids} pyramids"
                )
        return "\n".join(lines)

    @staticmethod
    def _entry(head: str, words: str) -> list[str]:
        """``head`` (markup, LOG_INDENT cells) and ``words`` wrapped under themselves."""
        first, *more = textwrap.wrap(words, LOG_WIDTH - LOG_INDENT) or [""]
        return [head + escape(first)] + [" " * LOG_INDENT + escape(line) for line in more]

    @staticmethod
    def _mark(state: State, seat: int) -> str:
        style = board.seat_style(seat)
        return f"[{style}] {escape(board.marks_of(state)[seat])} [/]"

    def frames(self, state: State) -> Sequence[Frame]:
        """The start, then the board after every opening and turn, as the rules
        replay them (a hand-built position that never was a game has none)."""
        from ...rules.piecepack.series import steps
        from ..step_replay import Frame

        try:
            played = steps(state)
        except RulesError:
            return ()
        start = game.new_game(state.settings)
        frames = [Frame("before the openings", self._frame(start, None, board.turn_words(start, None)))]
        turns = len(state.history)
        for after, report in played:
            if isinstance(report, Opening):
                heading = f"opening {after.openings.index(report) + 1} of {state.n}"
            else:
                heading = f"turn {report.turn} of {turns}"
            words = board.turn_words(after, report)
            if after.is_over:
                words += "\n\n" + self.end_words(after)
            frames.append(Frame(heading, self._frame(after, report, words)))
        return frames

    @staticmethod
    def _frame(state: State, report: TurnEntry | Opening | None, words: str) -> RenderableType:
        tile = report.coin if isinstance(report, TurnEntry) else None
        marks = Marks(tile=tile, last=board.last_squares(report))
        return board.map_art(
            state,
            marks,
            width=board.SMALL.panel_at + 60,
            head=False,
            report=report,
            tail=lambda w, rows: board.wrapped(words, w, rows),
        )

    # --- game over --------------------------------------------------------------------

    def end_words(self, state: State) -> str:
        names = [p.name for p in state.settings.players]
        if state.end == game.STASH_EMPTY and state.last is not None:
            whose = possessive(names[state.last.seat])
            how = f"{'your' if whose == 'yours' else whose} stash is empty"
        else:
            how = "nobody can play any more"
        return f"The game ends after {len(state.history)} turns: {how}."

    def winner_words(self, state: State) -> RenderableType:
        names = [p.name for p in state.settings.players]
        won = " and ".join(names[s] for s in state.winners)
        alone = len(state.winners) == 1
        score = game.scores(state.board, state.stashes)[state.winners[0]].total if state.winners else 0
        says = verb(won, "wins", "win") if alone else "share the win"
        return Text.assemble((won, "bold"), f" {says} with {score} points. ", self.end_words(state))

    def breakdown(self, state: State) -> RenderableType:
        """Each seat's final score part by part, best first."""
        ranks = game.final_ranks(state)
        table = Table(box=None, pad_edge=False, show_edge=False, collapse_padding=True, padding=(0, 1, 0, 0))
        for head in ("#", "Player", "empty", "one", "pure", "pyramids", "total"):
            table.add_column(head, justify="left" if head == "Player" else "right")
        for sc in sorted(game.scores(state.board, state.stashes), key=lambda sc: (ranks[sc.seat], sc.seat)):
            table.add_row(
                str(ranks[sc.seat]),
                self.seat_tag(state, sc.seat),
                *(str(v) for v in (sc.stash_empty, sc.single_tract, sc.pure_tracts, sc.pyramids, sc.total)),
            )
        return table

    def board(self, state: State) -> RenderableType:
        return board.board_art(state, Marks())

    def chart(self, state: State) -> RenderableType:
        from ...rules.piecepack.series import score_series

        try:
            series = score_series(state)
        except RulesError:
            return Text("(no chart: this position was not played from the start)")
        return board.chart_art(state, series)

    def seat_tag(self, state: State, seat: int) -> Text:
        tag = Text()
        tag.append(f" {board.marks_of(state)[seat]} ", board.seat_style(seat))
        tag.append(f" {state.settings.players[seat].name}")
        return tag


UI = PiecepackUI
