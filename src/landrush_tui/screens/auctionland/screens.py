"""Auction Land's screens: the table between decisions, the four decision
screens of a human (take, place, call, hammer), the short pause after a bot's
move (the pace keys of ``screens.pace`` set it) and game over.

With hidden money the take, call and hammer screens are private: they show the
deciding seat's own money (the flow has put a hand-over before them); the
table and the placing screen never show a money total.
"""

from __future__ import annotations

from typing import Any, Iterable

from rich.text import Text
from textual import events, on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.auctionland import game, island
from ...rules.auctionland.game import BUY_BACK, PASS, SELL, State
from ...rules.auctionland.series import score_series
from ...rules.players import verb
from ...widgets.money_chart import SeriesChart
from ..pace import PACE_KEYS, Pace, PacedScreen, quiet
from ..table import GameTable
from . import draw


class Press(Button, can_focus=False):
    """A button for the mouse only: keys belong to the screen (Enter must never
    press a focused button instead of the screen's own action)."""


class Board(Static):
    """The map; a click is passed to the screen as a (x, y) offset."""

    def on_click(self, event: events.Click) -> None:
        screen = self.screen
        if hasattr(screen, "board_click"):
            screen.board_click(event.x, event.y)


class AuctionScreen(PacedScreen):
    AUTO_FOCUS = None
    DEFAULT_CSS = """
    AuctionScreen #board { height: auto; }
    AuctionScreen #status { height: 1; padding: 0 1; color: $text-muted; }
    AuctionScreen #prompt { height: 1; }
    AuctionScreen #question { width: 1fr; height: 1; padding: 0 1; }
    AuctionScreen #problem { width: auto; color: $error; padding: 0 1; }
    AuctionScreen #prompt Press { margin: 0 0 0 1; width: auto; min-width: 6; }
    AuctionScreen #place-row { height: auto; }
    AuctionScreen #large { width: auto; height: auto; margin: 0 2 0 0; }
    AuctionScreen #preview { width: auto; height: auto; }
    """

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def board(self, **kw: Any) -> Text:
        return draw.board_text(self.state, width=max(80, self.app.size.width), **kw)

    def say(self, words: str) -> None:
        if self.is_mounted:
            for w in self.query("#problem"):
                if isinstance(w, Static):
                    w.update(words)


class AuctionTable(GameTable, AuctionScreen):
    """The public table beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield Board(self.board(), id="board")

    def follow(self, state: State) -> None:
        self.query_one("#board", Static).update(self.board())


class TakeScreen(AuctionScreen):
    """Choose a market position: digits or arrows, Enter takes; a click selects,
    a second click on the same tile takes. Private (it shows the seat's money)."""

    CONFIRM_ACTIONS = frozenset({"take"})
    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False),
        Binding("right", "move(1)", "Right", show=False),
        Binding("enter", "take", "Take"),
        *[Binding(str(d), f"pick({d})", show=False) for d in range(10)],
        *quiet(PACE_KEYS),  # the decision's keys come first in the Footer
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.limit = game.max_position(state, seat)
        self.cursor = 1

    def compose_body(self) -> Iterable[Widget]:
        yield Board(self._board(), id="board")
        with Horizontal(id="prompt"):
            yield Press("Take", id="take", variant="primary", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")

    def _board(self) -> Text:
        private = self.seat if self.state.settings.hidden else None
        return self.board(private=private, cursor=self.cursor, limit=self.limit)

    def _question(self) -> str:
        name = self.state.settings.players[self.seat].name[:10]
        paid, coins = game.take_pays(self.state, self.cursor)
        after = self.state.money[self.seat] - paid + coins
        return (
            f"{name}: {self.state.purpose}, pos {self.cursor} pays ${paid}, gets ${coins}, "
            f"you keep ${after} (1-{self.limit})"
        )

    def _redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#board", Static).update(self._board())
            self.query_one("#question", Static).update(self._question())

    def action_move(self, step: int) -> None:
        self.cursor = max(1, min(self.limit, self.cursor + step))
        self.say("")
        self._redraw()

    def action_pick(self, digit: int) -> None:
        p = 10 if digit == 0 else digit
        if p > len(self.state.market):
            self.say(f"The market has only {len(self.state.market)} tiles.")
            return
        if p > self.limit:
            self.say(f"Position {p} costs ${p - 1} in skips: you have ${self.state.money[self.seat]}.")
            return
        self.cursor = p
        self.say("")
        self._redraw()

    def board_click(self, x: int, y: int) -> None:
        if not 1 <= y <= 5 or x < 8:
            return
        p = (x - 8) // draw.COL + 1
        if p == self.cursor:
            self.action_take()
        elif 1 <= p <= len(self.state.market):
            self.action_pick(p % 10)

    @on(Button.Pressed, "#take")
    def _take_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_take()

    def action_take(self) -> None:
        try:
            game.check(self.state, self.seat, self.cursor)
        except game.AuctionLandError as exc:
            self.say(str(exc))
            return
        self.dismiss(self.cursor)


class PlaceScreen(AuctionScreen):
    """Place a tile on one's own island: arrows move, r rotates, Enter places
    (only at a legal place); a click moves to a place, a second click places. Public."""

    CONFIRM_ACTIONS = frozenset({"place"})
    BINDINGS = [
        Binding("up", "move(0,-1)", "Up", show=False),
        Binding("down", "move(0,1)", "Down", show=False),
        Binding("left", "move(-1,0)", "Left", show=False),
        Binding("right", "move(1,0)", "Right", show=False),
        Binding("r", "rotate", "Rotate"),
        Binding("enter", "place", "Place"),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        assert state.tile is not None
        self.tile = state.tile
        self.rotation = 0
        self.legal = game.legal_places(state)
        self.cursor = self.legal[0]

    def compose_body(self) -> Iterable[Widget]:
        yield Static(draw.header(self.state, None, max(80, self.app.size.width)), id="head")
        with Horizontal(id="place-row"):
            yield Board(self._large(), id="large")
            yield Static(self._preview(), id="preview")
        with Horizontal(id="prompt"):
            yield Press("Rotate", id="rotate", compact=True)
            yield Press("Place", id="place", variant="primary", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")
        yield Static(Text("\n").join(draw.last_words(self.state)), id="words")

    def _large(self) -> Text:
        return Text("\n").join(draw.large_island(self.state, self.seat, self.tile, self.rotation, self.cursor))

    def _preview(self) -> Text:
        names = draw.names_of(self.state)
        row, col = island.line_counts(self.state.occupied(self.seat), self.cursor)
        who = names[self.seat]
        lines = [
            Text(f"{who} {verb(who, 'places', 'place')}", "bold"),
            *draw.tile_preview(self.tile, self.rotation),
            Text(f"at ({self.cursor[0]},{self.cursor[1]}): row {row}, column {col}"),
            Text("legal: ++  bonus line: > v", "dim"),
        ]
        if (row == 4 or col == 4) and self.seat not in self.state.marks:
            lines.append(Text("completes a line: bonus tile!", "bold"))
        lines.append(Text(""))
        lines.append(Text("islands (icons P/L/M):", "dim"))
        for s in range(self.state.n):
            line = draw.tag(self.state, s, False, 12)
            line.append(f" {len(self.state.islands[s]):>2} tiles {draw.icon_text(self.state, s)}")
            lines.append(line)
        return Text("\n").join(lines)

    def _question(self) -> str:
        ok = self.cursor in self.legal
        return f"({self.cursor[0]},{self.cursor[1]}) {'legal' if ok else 'not legal'}: arrows, r, Enter"

    def _redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#large", Static).update(self._large())
            self.query_one("#preview", Static).update(self._preview())
            self.query_one("#question", Static).update(self._question())

    def action_move(self, dx: int, dy: int) -> None:
        x0, y0, x1, y1 = draw.window(self.state.grid(self.seat))
        x = max(x0, min(x1, self.cursor[0] + dx))
        y = max(y0, min(y1, self.cursor[1] + dy))
        self.cursor = (x, y)
        self.say("")
        self._redraw()

    def action_rotate(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self._redraw()

    def board_click(self, x: int, y: int) -> None:
        x0, y0, x1, y1 = draw.window(self.state.grid(self.seat))
        if x < 4 or y < 1:
            return
        pos = (x0 + (x - 4) // 5, y0 + (y - 1) // 2)
        if not (x0 <= pos[0] <= x1 and y0 <= pos[1] <= y1):
            return
        if pos == self.cursor:
            self.action_place()
        else:
            self.cursor = pos
            self.say("")
            self._redraw()

    @on(Button.Pressed, "#rotate")
    def _rotate_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_rotate()

    @on(Button.Pressed, "#place")
    def _place_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_place()

    def action_place(self) -> None:
        decision = (self.cursor[0], self.cursor[1], self.rotation)
        try:
            game.check(self.state, self.seat, decision)
        except game.AuctionLandError as exc:
            self.say(f"Not there: {exc}.")
            return
        self.dismiss(decision)


class CallScreen(AuctionScreen):
    """A call in the open auction: type a bid (digits, Backspace, + / -), Enter
    bids, p passes. Private (it shows the seat's money)."""

    CONFIRM_ACTIONS = frozenset({"bid", "pass_"})
    BINDINGS = [
        Binding("enter", "bid", "Bid"),
        Binding("p", "pass_", "Pass"),
        Binding("plus,equals_sign,up", "adjust(1)", "+$1", key_display="+"),
        Binding("minus,down", "adjust(-1)", "-$1", key_display="-"),
        Binding("backspace", "erase", show=False),
        *[Binding(str(d), f"digit({d})", show=False) for d in range(10)],
        *quiet(PACE_KEYS[2:]),  # + and - change the bid here
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.amount = state.high + 1

    def compose_body(self) -> Iterable[Widget]:
        private = self.seat if self.state.settings.hidden else None
        yield Board(self.board(private=private), id="board")
        with Horizontal(id="prompt"):
            yield Press("-$1", id="less", compact=True)
            yield Press("+$1", id="more", compact=True)
            yield Press("Bid", id="bid", variant="primary", compact=True)
            yield Press("Pass", id="pass", variant="error", compact=True)
            yield Static(self._question(), id="question")
        yield Static("", id="problem")

    def _question(self) -> str:
        name = self.state.settings.players[self.seat].name
        lo, hi = self.state.high + 1, self.state.money[self.seat]
        return f"{name[:10]}: bid ${lo}-${hi} or pass. Your bid: ${self.amount}"

    def _redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#question", Static).update(self._question())

    def action_adjust(self, step: int) -> None:
        self.amount = max(0, self.amount + step)
        self.say("")
        self._redraw()

    def action_digit(self, d: int) -> None:
        self.amount = min(9999, self.amount * 10 + d) if getattr(self, "_typing", False) else d
        self._typing = True
        self.say("")
        self._redraw()

    def action_erase(self) -> None:
        self.amount //= 10
        self._typing = True
        self._redraw()

    @on(Button.Pressed, "#less")
    def _less_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_adjust(-1)

    @on(Button.Pressed, "#more")
    def _more_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_adjust(1)

    @on(Button.Pressed, "#bid")
    def _bid_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_bid()

    @on(Button.Pressed, "#pass")
    def _pass_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_pass_()

    def action_bid(self) -> None:
        if self.amount == 0:
            self.say("A bid is at least $1; p passes.")
            return
        try:
            game.check(self.state, self.seat, self.amount)
        except game.AuctionLandError as exc:
            self.say(str(exc))
            return
        self.dismiss(self.amount)

    def action_pass_(self) -> None:
        self.dismiss(PASS)


class HammerScreen(AuctionScreen):
    """The auctioneer sells (s) to the high bidder or buys back (b) for the bid + 1. Private.
    With hidden money an auctioneer who cannot afford the buy-back sees this screen
    too, saying so, and sells (the table sees the same screens either way)."""

    CONFIRM_ACTIONS = frozenset({"sell", "buy_back"})
    BINDINGS = [Binding("s", "sell", "Sell"), Binding("b", "buy_back", "Buy back"), *quiet(PACE_KEYS)]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.can_buy_back = state.money[seat] >= state.high + 1

    def compose_body(self) -> Iterable[Widget]:
        private = self.seat if self.state.settings.hidden else None
        yield Board(self.board(private=private), id="board")
        names = draw.names_of(self.state)
        leader = self.state.leader
        assert leader is not None
        h = self.state.high
        with Horizontal(id="prompt"):
            yield Press(f"Sell ${h} (s)", id="sell", variant="success", compact=True)
            if self.can_buy_back:
                yield Press(f"Buy back ${h + 1} (b)", id="buy", variant="warning", compact=True)
                yield Static(
                    f"{names[self.seat][:10]}: sell to {names[leader][:10]} (s) or buy back (b)?", id="question"
                )
            else:
                yield Static(
                    f"{names[self.seat][:10]}: buying back costs ${h + 1}, more than your "
                    f"${self.state.money[self.seat]}: you sell to {names[leader][:10]} (s).",
                    id="question",
                )
        yield Static("", id="problem")

    @on(Button.Pressed, "#sell")
    def _sell_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_sell()

    @on(Button.Pressed, "#buy")
    def _buy_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_buy_back()

    def action_sell(self) -> None:
        self.dismiss(SELL)

    def action_buy_back(self) -> None:
        try:
            game.check(self.state, self.seat, BUY_BACK)
        except game.AuctionLandError as exc:
            self.say(str(exc))
            return
        self.dismiss(BUY_BACK)


class MoveScreen(AuctionScreen):
    """A bot's move, shown for a moment (the pace decides how long); Enter skips."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(state, pace)
        self.done = False

    def compose_body(self) -> Iterable[Widget]:
        yield Board(self.board(), id="board")
        yield Static(Text(f"{self.pace.words()}:  + / - speed,  e to the end,  Enter next", "dim"), id="status")

    def on_mount(self) -> None:
        super().on_mount()
        self.set_timer(max(0.01, self.pace.hold), self.action_skip)

    def paced(self) -> None:
        super().paced()
        if self.pace.to_end:
            self.action_skip()

    def action_skip(self) -> None:
        if not self.done:
            self.done = True
            self.dismiss(None)


class OverScreen(AuctionScreen, inherit_bindings=False):
    """Scores per category and player, the icon races, money as tie-break.
    Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})

    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        Binding("i", "islands", "Islands"),
    ]

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = draw.names_of(st)
        won = game.winners(st)
        how = (
            "(tie broken by money)"
            if len({s.total for s in game.scores_of(st) if s.seat in won}) == 1
            and sum(1 for s in game.scores_of(st) if s.total == game.scores_of(st)[won[0]].total) > len(won)
            else ""
        )
        yield Static(
            Text(
                f"Game over after {len(st.history)} turns: {' and '.join(names[s] for s in won)} "
                f"win{'s' if len(won) == 1 else ''} {how}",
                style="bold",
            ),
            id="winner",
        )
        yield Static(Text("\n").join(draw.score_rows(st)), id="scores")
        yield Static(Text("\n").join(draw.islands_block(st, True, max(80, self.app.size.width))), id="islands")
        with Horizontal(id="prompt"):
            yield Press("New game (n)", id="new", variant="primary", compact=True)
            yield Press("Quit (q)", id="quit", compact=True)
            yield Press("Islands (i)", id="isl", compact=True)
        colours = [draw.SEAT_COLOURS[k % len(draw.SEAT_COLOURS)] for k in range(st.n)]
        yield SeriesChart(
            score_series(st),
            names,
            draw.LETTERS[: st.n],
            colours,
            f"Points over the {len(st.history)} turns (each turn scored as if the game ended there)",
            id="chart",
        )

    @on(Button.Pressed, "#new")
    def _new_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_new_game()

    @on(Button.Pressed, "#quit")
    def _quit_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_quit_game()

    @on(Button.Pressed, "#isl")
    def _islands_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_islands()

    def on_mount(self) -> None:
        super().on_mount()
        for w in self.query("#islands"):
            w.display = self.app.size.height >= 38

    def action_islands(self) -> None:
        for w in self.query("#islands"):
            w.display = not w.display

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
