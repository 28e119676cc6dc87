"""The replay's side panel: one position of a game as tables (lots, bids, sales,
standings). Pure rendering from the rules' states; the replay screen and the
in-app replay both show it."""

from __future__ import annotations

from typing import Sequence

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from ...rules.landrush import GameState, new_game, play_turn, record
from ..palette import player_colour, player_marks, text_on
from .tables import plain_table


def states_of(game: GameState | record.GameRecord) -> list[GameState]:
    """The state before turn 1 and after every played turn, rebuilt from the bids."""
    final = record.replay(game) if isinstance(game, record.GameRecord) else game
    state = new_game(final.settings, final.board)
    states = [state]
    for report in final.history:
        state, _ = play_turn(state, report.bids)
        states.append(state)
    return states


def _tag(seat: int, names: Sequence[str], marks: Sequence[str], width: int = 14) -> Text:
    """Mark on the player's colour, then the name cut to ``width`` (marks tell players apart)."""
    fill = player_colour(seat)
    text = Text(f" {marks[seat]} ", style=f"bold {text_on(fill)} on {fill}")
    name = names[seat] if len(names[seat]) <= width else names[seat][: width - 1] + "…"
    text.append(f" {name}")
    return text


def _money(value: int, *, sign: bool = False) -> Text:
    """Negative amounts in red, so a loss reads at a glance (and by its minus sign)."""
    if value < 0:
        return Text(str(value), style="bold red")
    return Text(f"+{value}" if sign and value else str(value))


def turn_details(states: Sequence[GameState], position: int) -> Group:
    """The side panel for a position: lots, bids, sales and standings."""
    final = states[-1]
    names = final.settings.names
    marks = player_marks(names)
    parts: list = []
    if position == 0:
        start = states[0]
        s = final.settings
        parts.append(
            Text.assemble(
                ("Start of the game", "bold"),
                "\n",
                f"{s.n} players, {s.start_money} money each, {len(start.board.fields)} fields.\n",
                f"Auction: {s.auction_type.value.replace('_', ' ')}.\n",
                f"Lot order: {s.auction_order.value.replace('_', ' ')}.\n",
                "Turn 1's lots are numbered on the map.",
            )
        )
        return Group(*parts)
    report = final.history[position - 1]
    parts.append(Text(f"Turn {report.turn}" + (" (the last)" if report.final else ""), style="bold"))

    bids = plain_table("Bids")
    bids.add_column("Player", no_wrap=True)
    for j, _f in enumerate(report.lots):
        bids.add_column(f"L{j + 1}", justify="right")
    for seat in range(len(names)):
        row = []
        for j, sale in enumerate(report.sales):
            b = report.bids[seat][j]
            eff = sale.effective_bids[seat]
            cell = Text(str(b), style="bold underline" if sale.winner == seat else "")
            if eff != b:  # lowered to the money the bidder had left
                cell.append(f"→{eff}", style="dim")
            row.append(cell)
        bids.add_row(_tag(seat, names, marks, 10), *row)
    parts.append(bids)

    sales = plain_table("Sales")
    sales.add_column("Lot", justify="right")
    sales.add_column("Cells", justify="right")  # the field's size; the map labels it with the price
    sales.add_column("Buyer", no_wrap=True)
    sales.add_column("Price", justify="right")
    for j, sale in enumerate(report.sales):
        buyer = _tag(sale.winner, names, marks, 10)
        if sale.tie:
            buyer.append(" (tie)", style="italic")
        size = len(final.board.fields[sale.field].cells)
        sales.add_row(str(j + 1), str(size), buyer, str(sale.price))
    parts.append(sales)
    if any(sale.tie for sale in report.sales):
        parts.append(Text("(tie): the buyer was drawn by lot", style="italic dim"))

    ranks = plain_table("Final payout" if report.final else "Payout")
    # Short headings: the panel is narrow and ten players must fit.
    for col in ("#", "Player", "Rgn", "Fld", "Pay", "Money"):
        ranks.add_column(
            col,
            justify="left" if col == "Player" else "right",
            no_wrap=True,
            min_width=None if col == "Player" else len(col),
        )
    for st in sorted(report.standings, key=lambda s: s.rank):
        ranks.add_row(
            str(st.rank),
            _tag(st.seat, names, marks, 10),
            str(st.largest_region),
            str(st.fields),
            _money(st.payout, sign=True),
            _money(st.money),
        )
    parts.append(ranks)
    if report.final and final.is_over:
        parts.append(Text("The game is over.", style="bold"))
    return Group(*parts)


class TurnDetails(Static):
    """The side panel of a replay at one position (0 = the start)."""

    _shown: Group | None = None

    def show(self, states: Sequence[GameState], position: int) -> None:
        self._shown = turn_details(states, position)
        self.update(self._shown)

    def renderable_now(self) -> Group:
        """What the panel shows (for measuring the room it needs)."""
        return self._shown if self._shown is not None else Group()
