"""Land Rush's two pages of words over the game: the legend of the map and the
tables (the k key) and the game so far (the g key). Both are public: the log
holds only turns already revealed, never a bid of the turn under way, nor the
seed."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from ...rules.landrush import GameState, TurnReport, total_turns
from ...rules.players import verb
from ...widgets.names import cut
from ...widgets.palette import player_marks, player_tag

LEGEND = """\
THE MAP
  Each outlined shape is a field of one or more cells; fields that share
  a side touch, and your touching fields make a region.
  A letter on a colour       the field's owner: every seat has its own
                             letter and colour, the same in every table,
                             on the hand-over and in the log (g).
  1 2 3 ... on a light field this turn's lots, in the order they are sold.
  The numbers after them     next turn's lots, in their order (6-10 after
                             this turn's 1-5).
  A letter and a number      a field sold last turn and its price ("S 33":
                             S paid 33); during a reveal, sold this turn.
  A price without a letter   a one-cell field too small for both: its
                             colour says whose it is.
  Heavy outline              the lot whose bid box has the cursor (during
                             a reveal: the lot being sold).
  Plain shaded field         not for sale yet.
  Underlined cells           in a short window the map is drawn compact: a
                             line under a row marks the edge of a field.
  The line under the map says the same in a few words.

THE BID SCREEN
  highest bid allowed        your money (a bankrupt seat can bid only 0).
  Sum of bids                your bids together; more than your money is
                             allowed: a bid shrinks to the money you have
                             left when its lot comes up.
  payouts left               the money still to be paid out by rank, this
                             turn's payout and the last turn's included.
  Rank / Turn / Last         the payout table: what each rank gets after a
                             turn, and after the last turn (five times as
                             much). A negative payout is taken from you.

THE TABLE (t on the bid screen)
  #      rank after the last payout ("-" before the first)
  Money  money now         Rgn  largest region, in fields
  Fld    fields owned      Last the last payout

THE REVEAL
  Bids on lot   each player's bid on each lot; "?" not revealed yet; the
                winning bid on the winner's colour; "*" a bid lowered to the
                money the bidder had when its lot came up.
  Price         what the winner paid (first price: the top bid; second
                price: the second-highest bid).
  Payout table  Rank (an arrow: moved since the turn before), Region (the
                largest, in fields), Fields, Bids (this turn's bids added
                up, a tie-break), Payout, Money, Change (since the turn
                before).

GAME OVER
  #, Money, Fields, Region: the final ranking; m swaps the map for the
  money chart, r replays the game turn by turn.
"""


def legend_text() -> str:
    return LEGEND


NAME_ROOM = 14  # the longest name the new-game form takes; a longer one (from a file) is cut


def _sizes(state: GameState, lots: Sequence[int]) -> str:
    board = state.board
    parts = []
    for j, field in enumerate(lots, 1):
        size = board.fields[field].size
        parts.append(f"{j} ({size} cell{'s' if size != 1 else ''})")
    return ", ".join(parts)


def _row(tag: Text, cells: Sequence[str], width: int) -> Text:
    line = Text("  ")
    line.append_text(tag)
    line.append(" " * (width - tag.cell_len))
    for cell in cells:
        line.append(f"{cell:>7}")
    return line


def _turn_lines(state: GameState, report: TurnReport, tags: list[Text], width: int) -> list[Text]:
    n_turns = total_turns(state)
    names = state.settings.names
    head = Text(f"Turn {report.turn} of {n_turns}" + (", the last" if report.final else ""), style="bold")
    lines = [head, Text(f"  Lots: {_sizes(state, report.lots)}")]
    header = Text("  " + "Bids".ljust(width))
    header.append("".join(f"{'lot ' + str(j):>7}" for j in range(1, len(report.lots) + 1)))
    lines.append(header)
    lowered = False
    for seat in range(len(names)):
        cells = []
        for j, sale in enumerate(report.sales):
            bid, paid = report.bids[seat][j], sale.effective_bids[seat]
            lowered = lowered or bid != paid
            cells.append(f"{paid}*" if bid != paid else str(bid))
        lines.append(_row(tags[seat], cells, width))
    if lowered:
        lines.append(Text("  * lowered to the money the bidder had when the lot came up", style="dim"))
    for j, sale in enumerate(report.sales, 1):
        line = Text(f"  Lot {j}: ")
        line.append_text(tags[sale.winner])
        name = names[sale.winner]
        line.append(f" {verb(name, 'buys', 'buy')} it for {sale.price}")
        line.append(" (a tie, drawn at random)." if sale.tie else ".")
        lines.append(line)
    lines.append(Text("  Final payout:" if report.final else "  Payout:"))
    lines.append(Text(f"  {'#':>3}  " + "".ljust(width) + f"  {'region':>6} {'fields':>6} {'payout':>6} {'money':>6}"))
    for st in sorted(report.standings, key=lambda s: (s.rank, s.seat)):
        line = Text(f"  {st.rank:>3}  ")
        line.append_text(tags[st.seat])
        line.append(" " * (width - tags[st.seat].cell_len))
        payout = f"+{st.payout}" if st.payout > 0 else str(st.payout)
        line.append(f"  {st.largest_region:>6} {st.fields:>6} {payout:>6} {st.money:>6}")
        lines.append(line)
    return lines


def log_text(state: GameState) -> Text:
    """The game so far, turn by turn, oldest first: the lots, everyone's bids
    (revealed once a turn is played), the sales and the payout; then the turn
    under way without any of its bids."""
    names = state.settings.names
    marks = player_marks(names)
    short = [cut(name, NAME_ROOM) for name in names]
    tags = [player_tag(seat, short, marks) for seat in range(len(names))]
    width = max(tag.cell_len for tag in tags) + 1
    lines: list[Text] = []
    for report in state.history:
        lines += _turn_lines(state, report, tags, width)
        lines.append(Text(""))
    if state.is_over:
        lines.append(Text("The game is over.", style="bold"))
        order = sorted(range(len(names)), key=lambda seat: (-state.money[seat], seat))
        for seat in order:
            line = Text("  ")
            line.append_text(tags[seat])
            line.append(" " * (width - tags[seat].cell_len) + f"{state.money[seat]:>7}")
            lines.append(line)
    else:
        lines.append(Text(f"Turn {state.turn} of {total_turns(state)}, under way", style="bold"))
        lines.append(Text(f"  Lots: {_sizes(state, state.lots)}"))
        lines.append(Text("  The bids are secret until everyone has bid."))
    if not state.history:
        lines.insert(0, Text("No turn has been played yet.\n"))
    return Text("\n").join(lines)
