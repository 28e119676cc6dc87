"""Rich renderables for players' names and the standings after a turn.

Plain Rich (no Textual) so any screen can put them in a Static.
"""

from __future__ import annotations

from typing import Sequence

from rich.table import Table
from rich.text import Text

from ...rules.landrush import TurnReport
from ..names import short_names
from ..palette import player_marks, player_tag
from .tables import plain_table

TAG = 4  # the mark on its colour and a space before the name: " A  "


def name_tags(names: Sequence[str], width: int) -> list[Text]:
    """Each seat's tag (mark on colour, name) in ``width`` columns, the names
    cut so that they stay distinct (the marks come from the full names)."""
    marks = player_marks(names)
    cut = short_names(names, width - TAG)
    return [player_tag(seat, cut, marks) for seat in range(len(names))]


def signed(value: int) -> Text:
    """A money change: "+12" plain, "-8" in red, "0" dim."""
    if value < 0:
        return Text(str(value), style="bold red")
    if value == 0:
        return Text("0", style="dim")
    return Text(f"+{value}", style="green")


def standings_table(report: TurnReport, names: Sequence[str], previous: TurnReport | None, start_money: int) -> Table:
    """Rank, player, largest region, fields, bid sum, payout, money and the changes
    since the last turn, best rank first."""
    tags = name_tags(names, 18)
    before_money = {s.seat: s.money for s in previous.standings} if previous else {}
    before_rank = {s.seat: s.rank for s in previous.standings} if previous else {}
    title = "Final payout" if report.final else f"Payout after turn {report.turn}"
    title += "   (Space / Enter: continue)"
    table = plain_table(title, title_style="bold", title_justify="center", expand=False)
    table.add_column("Rank", justify="right")
    table.add_column("Player", no_wrap=True, max_width=18)
    table.add_column("Region", justify="right", header_style="bold")
    table.add_column("Fields", justify="right")
    table.add_column("Bids", justify="right")
    table.add_column("Payout", justify="right")
    table.add_column("Money", justify="right")
    table.add_column("Change", justify="right")
    for st in sorted(report.standings, key=lambda s: s.rank):
        rank = Text(str(st.rank))
        if st.seat in before_rank and before_rank[st.seat] != st.rank:
            moved = before_rank[st.seat] - st.rank
            rank = Text.assemble(("▲" if moved > 0 else "▼", "green" if moved > 0 else "red"), str(st.rank))
        change = st.money - before_money.get(st.seat, start_money)
        table.add_row(
            rank,
            tags[st.seat],
            str(st.largest_region),
            str(st.fields),
            str(st.bid_sum),
            signed(st.payout),
            Text(str(st.money), style="bold red" if st.money <= 0 else "bold"),
            signed(change),
        )
    return table


GLANCE_NUMBERS = 27  # the glance table's columns beside the name, with the gaps between them


def glance_table(
    report: TurnReport | None, money: Sequence[int], names: Sequence[str], seat: int, name_width: int = 13
) -> Table:
    """Everyone at a glance while bidding (all public): rank, player, money now,
    largest region, fields and last payout; ``seat`` (the bidder) in bold. Before
    the first payout every rank is "-". The name column is ``name_width`` wide
    (13 in the 40 columns beside the map at 80x24)."""
    tags = name_tags(names, name_width)
    table = plain_table("The table", title_style="bold", title_justify="left", expand=False)
    # The side panel has 40 columns: the name gives way, never a number.
    table.add_column("#", justify="right", no_wrap=True, min_width=2)
    table.add_column("Player", no_wrap=True, max_width=name_width, overflow="ellipsis")
    for col in ("Money", "Rgn", "Fld", "Last"):
        table.add_column(col, justify="right", no_wrap=True, min_width=len(col))
    rows = sorted(report.standings, key=lambda s: s.rank) if report else []
    order = [(st.seat, str(st.rank), str(st.largest_region), str(st.fields), signed(st.payout)) for st in rows] or [
        (s, "-", "0", "0", Text("-", style="dim")) for s in range(len(names))
    ]
    for s, rank, region, fields, last in order:
        table.add_row(
            rank,
            tags[s],
            Text(str(money[s]), style="bold red" if money[s] <= 0 else ""),
            region,
            fields,
            last,
            style="bold" if s == seat else "",
        )
    return table
