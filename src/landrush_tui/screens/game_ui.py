"""The one UI shell every game fills: what the game flow asks of a game's screens."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Sequence, TypeVar

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from ..rules.players import verb
from .base import MIN_HEIGHT, MIN_WIDTH
from .pace import SPEEDS, Pace, Speed

if TYPE_CHECKING:
    from textual.screen import Screen

    from ..rules.game import RuleSet
    from ..rules.protocol import Ask
    from ..session import Concession
    from .step_replay import Frame
    from .table import GameTable

StateT = TypeVar("StateT")
ReportT = TypeVar("ReportT")


class GameUI(ABC, Generic[StateT, ReportT]):
    """A game's screens, as the app's game flow (``flow.GameFlow``) asks for them.

    The registry names a module per game (``screens/<game>/``) whose ``UI`` is a
    subclass of this class. The flow makes one object of it per game played,
    with the game's rules (``self.rules``); the object lives as long as that game
    and holds what the game's screens share, such as its ``Pace``.

    A game writes four methods:

    - ``table(state)``: the public table beneath every decision, a
      ``GameTable``. It shows nothing secret; the flow writes what the game
      waits for into its status line (``GameTable.show``).
    - ``decide(state, seat, ask)``: the screen where the human at ``seat`` makes
      the decision ``ask`` asks for (``Ask.what`` names its kind); it is dismissed
      with the decision, which the rules then check. The flow puts a hand-over
      before it when the screen is private and more than one human sits at the
      keyboard.
    - ``report(before, after, report)``: the screen that shows what a resolved
      step did (the state before it, the state after it, the rules' report of
      it), dismissed when the player has seen it (or by itself, at the pace);
      None when there is nothing to show.

    And may write what the defaults do otherwise:

    - ``frames(state)``: the game step by step on its board (``Frame``), for
      ``replay``; the default, none, replays the rules' text instead.
    - ``replay(state, title)``: a finished or saved game shown again: its frames
      stepped through, or the text replay scrolled, headed by ``replay_heading``
      (the title and the players).
    - ``game_over(state)``: the final screen, dismissed with ``"new"`` (a new
      game with the same settings), ``"quit"`` (leave the program), ``"title"``
      or None (back to the title). The default (``screens/game_over.py``) shows
      ``winner_words``, ``breakdown``, ``board`` and ``chart``, each with a
      default from the rules' scores. ``conceded_over(state, concession)``
      is the same screen for a game the table conceded.
    - ``legend()``: what the board's marks mean (the ``k`` key), markdown-free
      text; ``log(state)``: the game so far in words (the ``g`` key), by default
      the rules' text replay.
    - ``last_report(state)``: the last step's report shown again (on F3, or a
      resume after a quit during a report); the default None says there is none.
    - ``seat_tag(state, seat)``: the seat's mark and name as the game's board
      shows them (the hand-over uses it); the default is the seat's letter on
      its colour.
    - ``window_needed(players)``: the smallest terminal that shows the whole
      game at this many players (the new-game form warns below it).
    - ``help_title()``: the heading of the game's help.

    ``SPEEDS`` are the game's pauses at each speed (``Pace``); the pace keys are
    the same in every game.
    """

    SPEEDS: ClassVar[Sequence[Speed]] = SPEEDS

    def __init__(self, rules: "RuleSet") -> None:
        self.rules = rules
        self.pace = Pace(self.SPEEDS)  # a new game starts at the normal speed, auto-play off

    @abstractmethod
    def table(self, state: StateT) -> "GameTable": ...

    @abstractmethod
    def decide(self, state: StateT, seat: int, ask: "Ask") -> "Screen[Any]": ...

    @abstractmethod
    def report(self, before: StateT, after: StateT, report: ReportT) -> "Screen[Any] | None": ...

    def game_over(self, state: StateT) -> "Screen[Any]":
        from .game_over import GameOverScreen

        return GameOverScreen(self, state)

    def conceded_over(self, state: StateT, concession: "Concession") -> "Screen[Any]":
        """Game over of a game the table conceded: the game's own game-over screen
        told of the concession (the shared one if the game's is another kind)."""
        from .game_over import GameOverScreen

        screen = self.game_over(state)
        if not isinstance(screen, GameOverScreen):
            return GameOverScreen(self, state, concession)
        screen.concession = concession
        return screen

    def winner_words(self, state: StateT) -> RenderableType:
        names = [p.name for p in self.rules.players(state)]
        best = self.rules.winners(state)
        score = self.rules.scores(state)[best[0]] if best else 0
        if len(best) == 1:
            name = names[best[0]]  # "You win", "Ann wins"
            return Text.assemble((name, "bold"), f" {verb(name, 'wins', 'win')} with {score} {self.rules.score_name}!")
        from .concede import and_list

        return Text.assemble(
            (and_list([names[s] for s in best]), "bold"), f" share the win with {score} {self.rules.score_name} each!"
        )

    def breakdown(self, state: StateT) -> RenderableType:
        """The final ranking and how each score was made (default: rank, seat, score)."""
        ranks, scores = self.rules.final_ranks(state), self.rules.scores(state)
        table = Table(box=None, pad_edge=False, show_edge=False)
        table.add_column("#", justify="right")
        table.add_column("Player")
        table.add_column(self.rules.score_name.capitalize(), justify="right")
        for seat in sorted(range(len(scores)), key=lambda s: (ranks[s], s)):
            table.add_row(str(ranks[seat]), self.seat_tag(state, seat), str(scores[seat]))
        return table

    def board(self, state: StateT) -> RenderableType | None:
        """The board as it stands (the final board on game over); None: no board."""
        return None

    def chart(self, state: StateT) -> RenderableType | None:
        """The scores over the game, for game over; None: no chart."""
        return None

    def frames(self, state: StateT) -> "Sequence[Frame]":
        return ()

    def replay(self, state: StateT, title: str) -> "Screen[Any]":
        frames, heading = self.frames(state), self.replay_heading(state, title)
        if frames:
            from .step_replay import StepReplayScreen

            return StepReplayScreen(frames, heading)
        from .text_replay import TextReplayScreen

        return TextReplayScreen(self.rules.text_replay(state, heading), heading)

    def replay_heading(self, state: StateT, title: str) -> str:
        """A replay's heading: its title ("Replay of Circuit") and the players, as typed."""
        return f"{title} ({', '.join(p.name for p in self.rules.players(state))})"

    def legend(self) -> str:
        """What the marks on the game's board mean; empty when there is nothing to explain."""
        return ""

    def log(self, state: StateT) -> RenderableType:
        """The game so far in words (public: nothing a seat keeps secret)."""
        return self.rules.text_replay(state, f"{self.rules.title} so far")

    def last_report(self, state: StateT) -> "Screen[Any] | None":
        return None

    def seat_tag(self, state: StateT, seat: int) -> Text:
        from ..widgets.palette import player_tag

        return player_tag(seat, [p.name for p in self.rules.players(state)])

    def window_needed(self, players: int) -> tuple[int, int]:
        return MIN_WIDTH, MIN_HEIGHT

    def help_title(self) -> str:
        return f"{self.rules.title}: rules and keys"
