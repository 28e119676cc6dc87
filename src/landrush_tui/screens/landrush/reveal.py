"""Auction reveal: lot by lot, everyone's bids, the winner and the price; then
the payout table of the turn."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.reactive import reactive
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Static

from ...rules.landrush import AuctionType, GameState, TurnReport
from ...rules.players import verb
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.standings import name_tags, standings_table
from ...widgets.landrush.tables import plain_table
from ...widgets.palette import player_colour, player_marks, text_on
from ..base import GameScreen
from .room import Roomy, side_room

AUTO_STEP = 0.8  # seconds between steps when playing the reveal automatically


SIDE_WIDTH = 40  # what the side panel beside the map has for this table at 80 columns (room.py)


def sale_text(report: TurnReport, j: int, names: list[str], auction: AuctionType) -> Text:
    """What happened to lot j (0-based), in one or two sentences."""
    sale = report.sales[j]
    winner = names[sale.winner]
    text = Text(f"Lot {j + 1}: ", style="bold")
    top = max(sale.effective_bids)
    if sale.tie:
        tied = [names[s] for s, b in enumerate(sale.effective_bids) if b == top]
        among = ", ".join(tied) if len(tied) <= 3 else f"{len(tied)} players"  # keep it to a line or two
        what = "nobody bid; " if top == 0 else f"tie at {top} between {among}; "
        text.append(what + "decided at random: ")
    text.append(winner, style="bold")
    text.append(f" {verb(winner, 'wins', 'win')} and {verb(winner, 'pays', 'pay')} {sale.price}")
    if auction is AuctionType.SECOND_PRICE and sale.price != top:
        text.append(" (the second-highest bid)")
    text.append(".")
    return text


def bids_table(report: TurnReport, shown: int, names: list[str], side: int = SIDE_WIDTH) -> Table:
    """Each seat's bid on each lot; lots after ``shown`` stay hidden ("?").

    Every lot's column always fits beside the map (4 and 5 lots at 5+ players
    too): the names column gives way, down to the seat's mark and a few letters."""
    k = len(report.lots)
    widest = max((len(str(b)) for row in report.bids for b in row), default=1) + 1  # "123*"
    lot_width = max(3, widest)
    table = plain_table(padding=(0, 0, 0, 1))  # one space before each lot's column: five fit
    name_width = max(6, min(18, side - k * (lot_width + 1)))
    tags = name_tags(names, name_width)
    table.add_column("Bids on lot", no_wrap=True, overflow="ellipsis", max_width=name_width)
    for j in range(k):
        table.add_column(str(j + 1), justify="right", min_width=lot_width, no_wrap=True)
    lowered = False
    for seat in range(len(names)):
        cells = []
        for j, sale in enumerate(report.sales):
            if j >= shown:
                cells.append(Text("?", style="dim"))
                continue
            bid = sale.effective_bids[seat]
            mark = "*" if bid != report.bids[seat][j] else ""
            lowered = lowered or bool(mark)
            if sale.winner == seat:
                fill = player_colour(seat)
                cells.append(Text(f"{bid}{mark}", style=f"bold {text_on(fill)} on {fill}"))
            else:
                cells.append(Text(f"{bid}{mark}"))
        table.add_row(tags[seat], *cells)
    prices = [Text(str(s.price), style="bold") if j < shown else Text("") for j, s in enumerate(report.sales)]
    table.add_row(Text("Price", style="bold"), *prices)
    if lowered:
        table.caption = "* lowered to the bidder's money"
    return table


def prices_line(report: TurnReport, names: Sequence[str]) -> Text:
    """Every lot's price and buyer on one line: "Prices  1: 36 I · 2: 27 B"."""
    marks = player_marks(names)
    line = Text("Prices  ", style="bold")
    for j, sale in enumerate(report.sales):
        if j:
            line.append(" · ")
        line.append(f"{j + 1}: {sale.price} ")
        fill = player_colour(sale.winner)
        line.append(f" {marks[sale.winner]} ", style=f"bold {text_on(fill)} on {fill}")
    return line


class RevealScreen(Roomy, GameScreen):
    """Steps: 0 = nothing shown, 1..k = lots revealed, k+1 = payout table.
    Dismissed (None) after the payout table."""

    CSS_PATH = "landrush.tcss"

    BINDINGS = [
        Binding("space", "step", "Next"),
        Binding("enter", "step", "Next", show=False),
        Binding("a", "auto", "Auto-play"),
        Binding("escape", "skip", "Skip"),
        # Offered only when no human can bid any more (all bankrupt): watch the rest fast.
        Binding("e", "to_end", "Play to the end"),
        # The App's F3 shows the last turn's reveal: this is it already, so no second copy.
        Binding("f3", "shown", show=False),
        # Where the payout table leaves no room for the map (10 players at 80x24), the
        # map of the turn's sales is one key away; offered only then.
        Binding("m", "map", "Map / payouts"),
    ]

    step = reactive(0, bindings=True)

    def __init__(
        self,
        before: GameState,
        report: TurnReport,
        previous: TurnReport | None,
        watching: bool = False,
        on_to_end: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.before = before
        self.report = report
        self.previous = previous
        self.watching = watching  # every human is bankrupt: the rest of the game is the bots'
        self.on_to_end = on_to_end  # "e": the game shows no more turns, only game over
        self.names = before.settings.names
        self._timer: Timer | None = None
        self.map_view = False  # m on the payout step: the map in the payout table's place
        self.crowded = False  # the payout step leaves the map no room

    @property
    def last_step(self) -> int:
        return len(self.report.lots) + 1

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="reveal-layout"):
            with Horizontal(id="reveal-top"):
                yield FieldMap(self.before.board, self.names, id="map")
                with Vertical(id="side"):
                    title = "Final auctions" if self.report.final else f"Auctions of turn {self.report.turn}"
                    yield Static(Text(title, style="bold"), id="reveal-title")
                    yield Static("", id="bids")
                    yield Static("", id="announce")
                    yield Static("", id="reveal-help")
            yield Static("", id="standings")

    def _map(self) -> FieldMap | None:
        """The map, or None while the screen is being taken apart: the app can
        close (SIGTERM, SIGHUP, Ctrl+Q) between pushing this screen and mounting
        it, and its widgets are then already gone when on_mount runs."""
        found = self.query(FieldMap)
        return found.first() if found else None

    def on_mount(self) -> None:
        fmap = self._map()
        if fmap is None or self.app.return_code is not None:
            return
        fmap.show_state(self.before, prices=False)
        fmap.paid_when = "this turn"  # the prices shown are the ones being revealed
        self._show()

    def watch_step(self) -> None:
        if self.is_mounted:
            self._show()

    def _show(self) -> None:
        k = len(self.report.lots)
        shown = min(self.step, k)
        fmap = self._map()
        if fmap is None or not self.query("#standings"):
            self._stop_auto()
            return
        owners = list(self.before.owners)
        prices = {}
        for sale in self.report.sales[:shown]:
            owners[sale.field] = sale.winner
            prices[sale.field] = sale.price
        fmap.owners = tuple(owners)
        fmap.prices = prices
        fmap.lots = tuple(self.report.lots) if self.step <= k else ()
        fmap.highlight = self.report.lots[shown - 1] if 0 < shown <= k and self.step <= k else None
        side = side_room(self.app.size.width)
        self.query_one("#bids", Static).update(bids_table(self.report, shown, self.names, side))
        auction = self.before.settings.auction_type
        announce = Text()
        for j in range(shown):
            if j:
                announce.append("\n")
            line = sale_text(self.report, j, self.names, auction)
            if j < shown - 1:
                line.stylize("dim")
            announce.append_text(line)
        # With the payout table below, only the last sale fits beside the map; in
        # a window too short for every bidder's row too, one line of prices
        # stands in for the bids (seen lot by lot just before).
        if self.step > k:
            announce = sale_text(self.report, k - 1, self.names, auction) if k else Text()
            if not self._bids_fit():
                announce = Text("\n").join([prices_line(self.report, self.names), announce])
        self.query_one("#announce", Static).update(announce)
        standings = self.query_one("#standings", Static)
        self.query_one("#bids").display = self.step <= k or self._bids_fit()
        if self.step > k:
            self.add_class("-payout")
            self._fit_map()
            standings.display = not (self.crowded and self.map_view)
            standings.update(standings_table(self.report, self.names, self.previous, self.before.settings.start_money))
            helptext = "e: play the rest of the game at once (you are out of money)" if self.watching else ""
            if self.crowded:
                seen = "m: the payouts again" if self.map_view else "m: the map (no room beside the payouts)"
                helptext = f"{seen} · {helptext}" if helptext else seen
        else:
            standings.display = False
            helptext = (
                f"Space / Enter: reveal lot {self.step + 1}" if self.step < k else "Space / Enter: show the payouts"
            )
            helptext += " · a: play automatically · Esc: skip"
        self.query_one("#reveal-help", Static).update(Text(helptext, style="dim"))

    def on_resize(self, event: Resize) -> None:  # after GameScreen.on_resize (Textual calls both)
        self._fit_map()
        if self.is_mounted:
            self._show()  # the names take the room the window gives

    def _fit_map(self) -> None:
        """With the payout table below it, a large board may not fit (10 players at
        100x30): then the map steps aside for the tables instead of asking for room."""
        if not self.has_class("-payout"):
            return
        rows_left = self.size.height - (len(self.names) + 4) - 1  # standings, its border, the footer
        crowded = rows_left < self.before.board.height * 2 + 1
        if crowded != self.crowded:
            self.crowded = crowded
            self.refresh_bindings()
        self.set_class(crowded and not self.map_view, "-nomap")

    def _bids_fit(self) -> bool:
        """Whether the bids table (a row per player, the header, the prices and
        its footnote) fits above the payout table with the title and a sale."""
        top = self.size.height - (len(self.names) + 4) - 1  # the standings, their border, the footer
        return top >= len(self.names) + 3 + 2 + 2

    def action_step(self) -> None:
        if self.step >= self.last_step:
            self._stop_auto()
            self.dismiss(None)
            return
        self.step += 1
        if self.step >= self.last_step:
            self._stop_auto()

    def action_auto(self) -> None:
        if self._timer is None and self.step < self.last_step:
            self._timer = self.set_interval(AUTO_STEP, self._auto_step)

    def _auto_step(self) -> None:
        if self.step < self.last_step:
            self.step += 1
        if self.step >= self.last_step:
            self._stop_auto()

    def _stop_auto(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_skip(self) -> None:
        self._stop_auto()
        self.step = self.last_step

    def action_to_end(self) -> None:
        self._stop_auto()
        if self.on_to_end is not None:
            self.on_to_end()
        self.dismiss(None)

    def action_map(self) -> None:
        """The map of the turn's sales in the payout table's place, and back."""
        if self.step >= self.last_step and self.crowded:
            self.map_view = not self.map_view
            self._show()

    def action_shown(self) -> None:
        """F3 (the last turn again) while this reveal is open: nothing to add."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "to_end":
            return self.watching and not self.report.final
        if action == "map":
            return self.step >= self.last_step and self.crowded
        if action in ("auto", "skip") and self.step >= self.last_step:
            return None  # dimmed: nothing left to play
        return True
