"""Secret bid entry for one human seat.

Only this seat's own bids are ever on this screen. Confirming dismisses the
screen with the bids (its widgets are destroyed) before anyone else sits down.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterable, Iterator

from rich.text import Text
from textual import events, on, work
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import DescendantFocus
from textual.geometry import Size
from textual.reactive import Reactive, reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from ...rules.landrush import GameState, max_bid, payouts_left, public_view, remaining_turns, total_turns
from ...widgets.bid_input import BidInput, parse_bid
from ...widgets.landrush.field_map import FieldMap
from ...widgets.landrush.payout_table import MAX_RANKS_PER_ROW, payout_grid
from ...widgets.landrush.standings import GLANCE_NUMBERS, glance_table
from ...widgets.palette import player_tag
from ..base import GameScreen
from .room import Roomy, name_room


class Message(Static):
    """The line under the bids (what to do, what to fix, the review)."""

    # When the review's words take a line more, the screen is laid out once for it
    # (and the message painted in its new size); the new virtual size noted in that
    # layout asked for a second layout and paint, a frame later. A Static does not
    # scroll: its virtual size moves nothing and shows nothing.
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


class BidScreen(Roomy, GameScreen):
    """One input per lot; Enter reviews, Enter again confirms (dismiss(bids))."""

    CSS_PATH = "landrush.tcss"

    CONFIRM_ACTIONS = frozenset({"confirm"})

    BINDINGS = [
        # Not priority: inside a bid box Enter arrives as Input.Submitted after the digits
        # typed before it, so a fast typist's (or a script's) last digits are never missed.
        Binding("enter", "confirm", "Review / confirm"),
        Binding("escape", "change", "Change bids"),
        # Priority: a non-priority key bubbles up through message queues, so keys typed
        # quickly after Tab (or pasted by a terminal multiplexer) would land in the old box.
        Binding("tab,down", "next_lot", "Next lot", show=False, priority=True),
        Binding("shift+tab,up", "previous_lot", "Previous lot", show=False, priority=True),
        Binding("f2", "hint", "Hint"),
        Binding("h", "hint", "Hint", show=False, priority=True),
        # Everyone's money, region, fields and last payout; always shown in a tall window.
        Binding("t", "glance", "Table", priority=True),
        # The App's legend and log: a letter typed in a bid box stops there (refused)
        # before the App's own bindings see it, so the bid screen passes them on.
        Binding("k", "app.legend", "Legend", show=False, priority=True),
        Binding("g", "app.log", "Log", show=False, priority=True),
    ]

    TALL = 36  # rows from which the table stays in view below the payout schedule

    # Nothing on the screen draws it: a repaint of the whole screen for it would cost
    # as much as the rest of the review's key.
    reviewing = reactive(False, bindings=True, repaint=False)

    def __init__(self, state: GameState, seat: int) -> None:
        super().__init__()
        self.state = state
        self.seat = seat
        self.names = [p.name for p in state.settings.players]
        self.limit = max_bid(state, seat)
        # In a short window the table (t) takes the payout schedule's place; on
        # turn 1 it is how a turn goes, shown first: nobody has a payout yet.
        self.glance = not state.history
        self._said: dict[Widget, str] = {}  # what _say last wrote in each widget
        self._boxes: list[Input] = []  # the bid boxes, once found

    def compose_body(self) -> Iterable[Widget]:
        state, seat = self.state, self.seat
        with Horizontal(id="bid-layout"):
            yield FieldMap(state.board, self.names, id="map")
            with Vertical(id="side"):
                who = player_tag(seat, self.names)
                who.append(f": secret bids, turn {state.turn} of {total_turns(state)}", style="bold")
                yield Static(who, id="who")
                yield Static(f"Money {state.money[seat]}   ·   highest bid allowed {self.limit}", id="money")
                for j, field in enumerate(state.lots):
                    size = state.board.fields[field].size
                    with Horizontal(classes="lot-row"):
                        yield Label(f"Lot {j + 1}", classes="lot-name")
                        yield Label(f"{size} cell{'s' if size != 1 else ''}", classes="lot-size")
                        yield BidInput(
                            "",
                            placeholder="0",
                            max_length=7,
                            compact=True,
                            id=f"lot-{j + 1}",
                            classes="lot-bid",
                            on_change=self._changed,
                        )
                        yield Label("", classes="lot-error", id=f"err-{j + 1}")
                yield Static("", id="sum")
                yield Static(remaining_text(state), id="remaining")
                yield Static(payout_grid(state.settings), id="payouts")
                yield Message("", id="message")
                with VerticalScroll(id="glance-box"):
                    yield Static(self._glance(), id="glance")
                with VerticalScroll(id="hint-box"):
                    yield Static("", id="hint")

    def on_mount(self) -> None:
        fmap = self.query_one(FieldMap)
        fmap.show_state(self.state)
        self.query_one("#hint-box").display = False
        self._arrange()
        self._update()
        self.query_one("#lot-1", Input).focus()

    def _glance(self):  # type: ignore[no-untyped-def]
        state = self.state
        if not state.history:  # turn 1: everyone is equal; how a turn goes is worth more
            return first_turn_box(state)
        width = name_room(self.app.size.width, GLANCE_NUMBERS)
        return glance_table(state.history[-1], state.money, self.names, self.seat, width)

    def on_resize(self, event: events.Resize) -> None:  # after GameScreen's
        self._arrange()
        if self.is_mounted and self.state.history:  # the names take the room the window gives
            self.query_one("#glance", Static).update(self._glance())

    def _arrange(self) -> None:
        """Below the bids: the payout schedule, the table of everyone (always, in a
        tall window; with t in a short one) or the advisor's hint (h)."""
        if not self.is_mounted:
            return
        hint = self.query_one("#hint-box").display
        tall = self.app.size.height >= self.TALL
        self.query_one("#glance-box").display = not hint and (tall or self.glance)
        self.query_one("#payouts").display = not hint and (tall or not self.glance)
        # Lots without blank lines: room below for the hint or the table (in a
        # tall window too, when ten players' table would not fit otherwise).
        payouts_only = not tall and not hint and not self.glance
        packed = (hint or self.glance or tall) and not self._room_for_blank_lines(tall)
        self.set_class(packed or (payouts_only and not self._payouts_fit()), "-packed")
        # The table of ten players and turn 1's box need every row of a short
        # window: the sum and the turns left step aside while they are shown.
        self.set_class(not tall and not hint and self.glance, "-glance")
        # With nothing shown below it, the message has the rest of the panel: the
        # review's words, a line longer, then need no layout of the whole screen.
        self.set_class(not hint and not tall and not self.glance, "-message-last")

    def _room_for_blank_lines(self, tall: bool) -> bool:
        """Whether the blank lines between the lots fit with what is shown below
        them: the payout schedule and the table of everyone (or turn 1's box)."""
        if not tall:
            return False
        n, k = len(self.names), len(self.state.lots)
        below = 4 + 3 * (n > MAX_RANKS_PER_ROW)  # the payout schedule, two grids past seven ranks
        below += 13 if not self.state.history else n + 3  # turn 1's box or the table
        rows = 2 + 2 + 2 * k + 3 + 3 + below + 2  # title, who, money, lots, sum, message, footer
        return rows <= self.app.size.height

    def _payouts_fit(self) -> bool:
        """Whether a short window shows the lots with blank lines between them, the
        payout schedule and the two lines of the review below them (at 80x24 ten
        players' five lots and two payout grids do not fit: the review was cut off)."""
        n, k = len(self.names), len(self.state.lots)
        grids = 3 * (1 + (n > MAX_RANKS_PER_ROW))
        rows = 2 + 1 + 2 * k + 2 + 1 + (1 + grids) + 3 + 1  # who, money, lots, sum, turns, payouts, message, footer
        return rows <= self.app.size.height

    def action_glance(self) -> None:
        self.query_one("#hint-box").display = False
        self.glance = not self.glance or self.app.size.height >= self.TALL
        self._arrange()

    # --- reading and checking the inputs -----------------------------------------

    def _inputs(self) -> list[Input]:
        # The boxes stay while the screen lives: looked up once (a query walks the whole
        # screen, most of a millisecond, and a digit asked twice).
        if not self._boxes:
            self._boxes = list(self.query(".lot-bid").results(Input))
        return self._boxes

    def bids(self) -> tuple[list[int], list[str]]:
        """The bids typed so far and a message per lot ("" when fine)."""
        values, errors = [], []
        for box in self._inputs():
            value, error = parse_bid(box.value, self.limit)
            values.append(value if value is not None else 0)
            errors.append(error)
        return values, errors

    def _say(self, widget: Static, words: str) -> None:
        """Show ``words`` in ``widget``; a key that changes nothing there costs nothing,
        and the screen is laid out again only when the words take more or fewer lines
        (a layout of the whole screen is most of a keypress's cost)."""
        before = self._said.get(widget)
        if before == words:
            return
        self._said[widget] = words
        width = widget.content_size.width
        lines = (lambda text: sum(max(1, -(-len(line) // width)) for line in text.split("\n"))) if width else None
        same_height = before is not None and lines is not None and lines(before) == lines(words)
        height = widget.styles.height
        fixed = height is not None and not height.is_auto  # the words do not size it
        # A hidden widget is laid out when it is shown again.
        widget.update(words, layout=widget.display and not same_height and not fixed)

    def _update(self) -> None:
        values, errors = self.bids()
        for j, (box, error) in enumerate(zip(self._inputs(), errors, strict=False), 1):
            box.set_class(bool(error), "-bad")
            self._say(self.query_one(f"#err-{j}", Label), error)
        total = sum(values)
        note = (
            "  (more than your money: later lots shrink if you win early ones)"
            if total > self.state.money[self.seat]
            else ""
        )
        self._say(self.query_one("#sum", Static), f"Sum of bids {total}{note}")
        bad = [f"lot {j}: {e}" for j, e in enumerate(errors, 1) if e]
        msg = self.query_one("#message", Static)
        msg.set_class(bool(bad), "-bad")
        if bad:
            self._say(msg, "Fix before confirming: " + "; ".join(bad))
        elif not self.reviewing:
            self._say(msg, "Type a bid per lot (empty = 0), then Enter to review.")

    def _changed(self, box: BidInput) -> None:
        # Called by the box as its value changes (not through Input.Changed, a frame
        # later): the sum and the errors are painted with the digit.
        if self.is_mounted:
            self._update()

    @on(Input.Submitted, ".lot-bid")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_confirm()

    @on(DescendantFocus)
    def _focused(self, event: DescendantFocus) -> None:
        self._highlight(event.widget)

    def _highlight(self, widget: Widget) -> None:
        """The map highlights the lot of the focused bid box."""
        if isinstance(widget, Input) and widget.id and widget.id.startswith("lot-"):
            j = int(widget.id.split("-")[1]) - 1
            self.query_one(FieldMap).highlight = self.state.lots[j]

    @on(FieldMap.FieldClicked)
    def _clicked(self, event: FieldMap.FieldClicked) -> None:
        if event.lot is not None and not self.reviewing:
            self.query_one(f"#lot-{event.lot}", Input).focus()

    # --- review and confirm ------------------------------------------------------

    def action_confirm(self) -> None:
        values, errors = self.bids()
        if any(errors):
            self._update()
            first = next(j for j, e in enumerate(errors) if e)
            self._inputs()[first].focus()
            return
        if not self.reviewing:
            msg = self.query_one("#message", Static)
            with one_frame(self, [*self._inputs(), msg]):  # every box dims with the message
                self.reviewing = True
                for box in self._inputs():
                    box.disabled = True
                lines = ", ".join(f"lot {j} {v}" for j, v in enumerate(values, 1))
                msg.set_class(False, "-bad")
                self._say(msg, f"Review: {lines} (sum {sum(values)}).\nEnter = confirm these bids · Esc = change them")
                self.set_focus(None)
            self.restage()  # the review is read before it is confirmed
            return
        self.dismiss(values)

    def action_change(self) -> None:
        if not self.reviewing:
            self.notify("Enter reviews your bids; they are secret until everyone has bid.", timeout=3)
            return
        boxes = self._inputs()
        with one_frame(self, [*boxes, self.query_one("#message"), self.query_one(FieldMap)]):
            self.reviewing = False
            for box in boxes:
                box.disabled = False
            self.set_focus(boxes[0])
            self._highlight(boxes[0])
            self._update()

    def action_next_lot(self) -> None:
        self._move(1)

    def action_previous_lot(self) -> None:
        self._move(-1)

    def _move(self, step: int) -> None:
        boxes = self._inputs()
        if self.reviewing or not boxes:
            return
        current = boxes.index(self.focused) if self.focused in boxes else -1
        # Screen.set_focus acts now; Widget.focus() would wait for the next idle. The
        # map follows at once too, not when DescendantFocus has climbed to the screen.
        box = boxes[(current + step) % len(boxes)]
        held = [w for w in (self.focused, box, self.query_one(FieldMap)) if w is not None]
        with one_frame(self, held):
            self.set_focus(box)
            self._highlight(box)

    # --- the advisor ---------------------------------------------------------------

    def action_hint(self) -> None:
        box = self.query_one("#hint-box")
        if box.display:
            box.display = False
            self._arrange()
            return
        box.display = True
        self._arrange()
        self.query_one("#hint", Static).update("Asking the advisor…")
        self._advise()

    @work(thread=True, exclusive=True, group="advisor")
    def _advise(self) -> None:
        text = advice_text(self.state, self.seat)
        self.app.call_from_thread(self._show_hint, text)

    def _show_hint(self, text: str) -> None:
        hints = self.query("#hint")  # empty if the bids were confirmed while the advisor thought
        if hints:
            hints.first(Static).update(text)


@contextmanager
def one_frame(screen: Screen, widgets: list[Widget]) -> Iterator[None]:
    """Hold the screen's next frame until each of ``widgets`` has handled what the
    block queues for it (a Blur, a Focus, a repaint) and told the screen what to
    paint again. Each widget runs in its own task: the screen, idle as soon as the
    first of them reported, painted that one and the rest a frame (1/60 s) later."""
    app = screen.app
    app._begin_batch()
    left = len(widgets)
    held = True
    # Textual drops, rather than delays, a frame it must paint at once while held: after
    # a resize, a new stylesheet or another screen shown meanwhile, the whole is painted.
    before = (app.size, app.screen, app._css_update_count)

    def release() -> None:
        nonlocal held
        if held:
            held = False
            app._end_batch()
            if (app.size, app.screen, app._css_update_count) != before:
                app.screen.refresh()
            screen.check_idle()  # the screen paints what it was told while held

    def reported() -> None:
        nonlocal left
        left -= 1
        if left <= 0:
            release()

    try:
        yield
    finally:
        # Queued behind what the block posted: the widget's own repaint goes to the
        # screen as its queue empties, right after this (no other task runs between).
        queued = sum(widget.call_later(reported) for widget in widgets)
        left -= len(widgets) - queued
        if left <= 0:
            release()
        else:  # a widget removed meanwhile never reports: never hold the screen for long
            app.set_timer(0.2, release)


def remaining_text(state: GameState) -> Text:
    """Turns and payouts left; the last turn says so (it pays the Last row)."""
    if remaining_turns(state) <= 1:
        return Text("The last turn: it pays the Last row", style="bold")
    return Text(f"Turns left {remaining_turns(state)}   ·   payouts left {payouts_left(state)}")


def first_turn_box(state: GameState) -> Text:
    """Turn 1's rules box (in the table's place): the lot order, how a lot is sold,
    what the payout rows mean. F1 has everything."""
    from ...rules.landrush.help import TYPE_TEXT

    s = state.settings
    text = Text()
    text.append("How a turn goes", style="bold")
    text.append(
        "\n· Bid on every lot at once, in secret; lots sell in order."
        f"\n· The top bid buys: {TYPE_TEXT[s.auction_type]}; a tie is drawn by lot."
        "\n· A bid above your money when its lot comes up shrinks to it."
        "\n· Then all are paid by rank of largest region (payout table, t).  F1: all the rules."
    )
    return text


def advice_text(state: GameState, seat: int) -> str:
    """The advisor's suggestion for this seat, from its public view only."""
    try:
        from ...ai.landrush.advisor import advise
    except ImportError:
        return "No advisor available."
    try:
        advice = advise(public_view(state, seat))
    except Exception as exc:  # the advisor is optional help: a failure is only a notice
        return f"The advisor could not help this time ({type(exc).__name__})."
    if not advice:
        return "The advisor has nothing to suggest."
    lines = ["Advisor (a suggestion, not a rule):"]
    for a in advice:
        lines.append(f"Lot {a.lot}: bid {a.bid} — {a.reason}")
    return "\n".join(lines)
