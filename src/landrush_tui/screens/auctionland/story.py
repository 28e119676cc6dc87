"""Auction Land looked back on: the replay on the board (decision by decision),
the last turn again (F3), the log in words (g) and the legend of the marks (k).

The states come from the rules (``rules.auctionland.steps`` plays the recorded
decisions again); nothing here computes a rule. While the game runs, nothing
shown says a seat's hidden money: boards without money, forced passes worded
as chosen ones (spec 8). A finished game may show both.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from ...rules.auctionland import game, steps
from ...rules.auctionland.game import State
from ...rules.players import verb
from ...widgets.auctionland.drawn import Drawn
from ..step_replay import Frame
from . import draw

REPLAY_WIDTH = 80  # the boards of a replay fit the smallest window


def _revealed(state: State) -> bool:
    """Money may be shown: visible money, or a finished game."""
    return state.is_over or not state.settings.hidden


def _board(state: State, money: bool) -> Drawn:
    return Drawn(lambda: draw.board_text(state, width=REPLAY_WIDTH, words=0, money=money))


def action_lines(state: State, actions: Sequence[game.Action], reveal: bool, indent: str = "") -> list[Text]:
    """Each action on a line, led by the mark of the seat it is about."""
    names = draw.names_of(state)
    out = []
    for a in actions:
        seat = a.get("seat", a.get("leader"))
        line = Text(indent)
        if seat is not None:
            line.append_text(draw.mark(seat))
            line.append(" ")
        line.append(game.describe(names, a, reveal))
        out.append(line)
    return out


def start_words(state: State) -> Text:
    names = draw.names_of(state)
    line = Text()
    line.append_text(draw.mark(state.first))
    first = names[state.first]
    line.append(f" {first} {verb(first, 'holds', 'hold')} the gavel first. Start money: ")
    line.append(", ".join(f"{draw.LETTERS[s]} ${m}" for s, m in enumerate(state.start_money)))
    return line


def _step_frames(final: State, done: Sequence[steps.Step]) -> list[Frame]:
    reveal = final.is_over
    money = _revealed(final)
    names = draw.names_of(final)
    out = []
    for step in done:
        gavel = final.history[step.turn - 1].active if step.turn <= len(final.history) else final.active
        heading = f"Turn {step.turn} (gavel: {draw.LETTERS[gavel]} {names[gavel]})"
        out.append(
            Frame(heading, _board(step.after, money), Text("\n").join(action_lines(final, step.actions, reveal)))
        )
    return out


def frames(state: State) -> list[Frame]:
    """The start, then the board after every decision, with what it did."""
    start = steps.start_of(state)
    first = Frame("Start", _board(start, _revealed(state)), start_words(start))
    return [first, *_step_frames(state, steps.steps(state))]


def last_frames(state: State) -> tuple[str, list[Frame]]:
    """F3: the last finished turn and the turn under way so far, from the board
    before it; empty before the first decision."""
    done = steps.steps(state)
    if not done:
        return "", []
    since = state.history[-1].turn if state.history else 1
    before = [s for s in done if s.turn < since]
    start = before[-1].after if before else steps.start_of(state)
    shown = [s for s in done if s.turn >= since]
    title = f"Turn {since} again" + (" and the turn under way" if state.actions else "")
    first = Frame(f"Before turn {since}", _board(start, _revealed(state)), Text(""))
    return title, [first, *_step_frames(state, shown)]


def log(state: State) -> Text:
    """The game so far in words, turn by turn, each line led by its seat's mark;
    the scores once it is over."""
    names = draw.names_of(state)
    reveal = state.is_over
    lines = [start_words(state)]
    turns: list[tuple[int, int, Sequence[game.Action]]] = [(t.turn, t.active, t.actions) for t in state.history]
    if state.actions:
        turns.append((state.turn, state.active, state.actions))
    for turn, active, actions in turns:
        head = Text(f"Turn {turn}: ", "bold")
        head.append_text(draw.mark(active))
        head.append(f" {names[active]} {verb(names[active], 'holds', 'hold')} the gavel", "bold")
        lines += [Text(""), head, *action_lines(state, actions, reveal, "  ")]
    if not state.is_over:
        lines += [Text(""), Text(f"Now: turn {state.turn}, {draw.step_words(state)}.", "dim")]
    else:
        lines += [Text(""), Text("Final scores", "bold"), *score_lines(state)]
    return Text("\n").join(lines)


def score_lines(state: State) -> list[Text]:
    """Each seat's categories and total in words (game over: money is revealed)."""
    out = []
    for s in game.scores_of(state):
        f = s.figures
        line = Text("  ")
        line.append_text(draw.mark(s.seat))
        line.append(
            f" {draw.names_of(state)[s.seat]}: beaches {f.beaches}, theme park {f.theme_park}, gardens x houses "
            f"{f.gardens_houses}, icons {sum(s.icon_points)} = {s.total} points (money ${s.money})"
        )
        out.append(line)
    return out


LEGEND = """\
The header
  gavel: A Ann       whose turn it is: Ann holds the gavel
  build: take ...    the step: build or lot (take, place), bonus, auction,
                     hammer
  stack 73           tiles still face down
  private to Bo: $12 only on Bo's own screens when money is hidden

The market (tiles drawn unrotated)
  1 free  2  3 ...   positions: 1 costs nothing, each later one $1 for
                     every tile skipped (dim: more than you have)
  BT over GH         a tile's four quarters: NW NE, then SW SE
  B T G H            beach, theme park, garden, house (always as letters)
  P L M              a tile's icons: peace, love, music ("-": none)
  $2                 money lying on a tile: taking the tile collects it
  <                  the position chosen on your take screen

The auction line
  Lot: TTBG (L M)    the tile for sale and its icons
  high: $4 B Bo      the high bid and who made it
  in: C D  out: E F  who may still bid, who has dropped out
  to call: C Cy      who is asked now

Every seat
  A B C ...          the seat's letter on its colour: the same on the
                     board, the tables, the log and the hand-over
  *                  the seat holding the gavel
  Ann $9             money by the name: only when money is visible
                     (or at game over)
  +--------+         the island in its box, one letter per quarter
  .                  water inside the island's bounding box
  >  v               a row (> at the left) or column (v on top) with 3
                     tiles and room for a 4th: a bonus tile if filled
  ~12 pts            the island's points if the game ended now
                     (provisional; at game over the final "12 pts")
  P1 L0 M2           icons on the island: peace, love, music

Placing a tile (your island drawn large)
  ++                 a place where the tile may go
  tile at the cursor reversed where it may go, struck through where not
  row 3, column 2    tiles that row and column would hold with it

Game over, the score table
  beach(t)           beach points (in brackets: beach tiles facing water)
  park(t)            theme park points (in brackets: the park's tiles)
  GxH                garden areas x house areas = points
  icons P/L/M        points for the icon races (20 / 10 / 5)
  total, money       points; money breaks a tie
"""
