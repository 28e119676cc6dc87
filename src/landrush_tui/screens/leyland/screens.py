"""Ley of the Land's screens: the table (the map between decisions), a
human's secret bid, a human's action (choose, then pick a slot and place the
tile, or pick sections), the reveal of the bids, each action as it happens,
and game over.

Every screen draws the same map (``draw.map_lines``); Tab cycles whose
complete sections the panel on the right lists. The pace keys
(``screens.pace``) set how long an action stays on screen; with auto-play on
the reveals of the bids close by themselves too.
"""

from __future__ import annotations

from typing import Any, Iterable

from rich.text import Text
from textual import events, on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from ...rules.leyland import game, tiles
from ...rules.leyland.game import ACQUIRE, FROLIC, INVEST, PASS, REAP, SOW, Acted, Action, LeylandError, Reveal, State
from ...rules.leyland.series import score_series
from ...rules.players import verb
from ...widgets.money_chart import SeriesChart
from ..landrush.bid import BidInput, parse_bid
from ..pace import PACE_KEYS, Pace, PacedScreen, quiet, urgent
from ..table import GameTable
from . import draw
from .draw import Preview

ACTION_WORDS = {ACQUIRE: "acquire", FROLIC: "frolic", SOW: "sow", REAP: "reap", INVEST: "invest", PASS: "pass"}
ACTION_KEYS = {ACQUIRE: "a", FROLIC: "f", SOW: "s", REAP: "r", INVEST: "i", PASS: "p"}


SEAT_KEY = Binding("tab", "focus_seat", "Seat", show=False)


class LeyMap(Static):
    """The map; a click on a market tile or a board space is posted as ``Clicked``."""

    class Clicked(Message):
        def __init__(self, what: tuple[str, int, int, int]) -> None:
            super().__init__()
            self.what = what

    def __init__(self, state: State, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.state = state

    def on_click(self, event: events.Click) -> None:
        what = draw.hit(self.state, event.x, event.y)
        if what is not None:
            event.stop()
            self.post_message(self.Clicked(what))


def lines_text(lines: list[Text]) -> Text:
    return Text("\n").join(lines)


class LeylandScreen(PacedScreen):
    """A screen that shows the map and knows the pace keys and Tab."""

    BINDINGS = [SEAT_KEY]
    DEFAULT_CSS = """
    LeylandScreen #ley-map { height: auto; text-wrap: nowrap; text-overflow: clip; }
    LeylandScreen #ley-words { height: auto; max-height: 3; padding: 0 1; }
    LeylandScreen #ley-prompt { height: 1; padding: 0 1; }
    LeylandScreen #ley-prompt Static { width: auto; }
    LeylandScreen #ley-prompt Button { margin: 0 1 0 0; min-width: 6; width: auto; }
    LeylandScreen #ley-prompt Input { width: 8; }
    LeylandScreen #ley-prompt #ley-review { min-width: 9; }  /* "Review" turns into "Confirm" */
    LeylandScreen #ley-log { height: auto; padding: 0 1; margin-top: 1; color: $text-muted; }
    LeylandScreen #ley-ranking { height: auto; padding: 0 1; }
    LeylandScreen #ley-reveal { height: auto; padding: 0 1; }
    """

    def __init__(self, state: State, pace: Pace, focus: int = 0) -> None:
        super().__init__(pace)
        self.state = state
        self.focus_seat = focus

    # what the map shows; screens override the parts they change
    def map_args(self) -> dict[str, Any]:
        return {}

    def right(self) -> str:
        seat = self.state.to_act
        if self.state.is_over:
            return "game over"
        if seat is None:
            return "bidding"
        return f"{self.state.names()[seat][:10]} to act"

    def map_text(self) -> Text:
        return lines_text(draw.map_lines(self.state, self.focus_seat, right=self.right(), **self.map_args()))

    def redraw(self) -> None:
        if self.is_mounted:
            m = self.query_one("#ley-map", LeyMap)
            m.state = self.state
            m.update(self.map_text())

    def say(self, words: str | Text) -> None:
        if self.is_mounted:
            self.query_one("#ley-words", Static).update(words)

    def map_widget(self) -> LeyMap:
        return LeyMap(self.state, id="ley-map")

    def compose_body(self) -> Iterable[Widget]:
        m = self.map_widget()
        m.update(self.map_text())
        yield m
        yield Static(self.first_words(), id="ley-words")
        yield Static(story(self.state, 10), id="ley-log")

    def on_mount(self) -> None:
        super().on_mount()
        self._fit_log()

    def on_resize(self, event: events.Resize) -> None:
        self._fit_log()

    def _fit_log(self) -> None:
        # the story of the last rounds only where there is room for it (not at 80x24)
        for log in self.query("#ley-log"):
            log.display = self.app.size.height >= 34

    def first_words(self) -> str | Text:
        return last_words(self.state)

    def action_focus_seat(self) -> None:
        self.focus_seat = (self.focus_seat + 1) % self.state.n
        self.redraw()


def story(state: State, lines: int) -> Text:
    """The last rounds in words (what the wide screens show under the map)."""
    names = state.names()
    out: list[str] = []
    for e in state.history[-3:]:
        out += game.describe_round(names, e)
    out += ["  " + game.describe_action(names, d) for d in state.actions]
    text = Text("Story so far\n", style="bold")
    text.append("\n".join(out[-lines:]) if out else "Nothing has happened yet.")
    return text


def last_words(state: State) -> str:
    """What happened last, in words."""
    names = state.names()
    if state.actions:
        return game.describe_action(names, state.actions[-1])
    if state.history:
        e = state.history[-1]
        if e.actions:
            words = game.describe_action(names, e.actions[-1])
            if e.discarded is not None:
                words += f" Nobody acquired: tile {e.discarded} is discarded."
            return words
    return "A new game: everyone has $10 and an empty board."


class LeylandTable(GameTable, LeylandScreen):
    """The map beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        return LeylandScreen.compose_body(self)

    def follow(self, state: State) -> None:
        self.redraw()
        self.say(last_words(state))


# --- the secret bid ----------------------------------------------------------------------


class LeylandBidScreen(LeylandScreen):
    """One human's secret bid: type a number, Enter reviews, Enter confirms
    (Escape changes it). Dismissed with the bid; only public information and
    this seat's own entry are on the screen."""

    CONFIRM_ACTIONS = frozenset({"confirm"})
    BINDINGS = [
        Binding("enter", "confirm", "Review / confirm"),
        Binding("escape", "change", "Change bid"),
        # Priority: the bid box would swallow them (it takes digits only, and rings for the rest).
        *urgent([SEAT_KEY, *quiet(PACE_KEYS)]),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace, focus=seat)
        self.seat = seat
        self.reviewing = False

    def right(self) -> str:
        return f"secret bid: {self.state.names()[self.seat][:10]}"

    def first_words(self) -> str:
        name = self.state.names()[self.seat]
        return (
            f"{name}: secret bid for round {self.state.round}, $0-${self.state.money[self.seat]} "
            "(all bids are paid; highest acts first)."
        )

    def compose_body(self) -> Iterable[Widget]:
        yield from super().compose_body()
        with Horizontal(id="ley-prompt"):
            yield Static("Bid $", id="ley-question")
            yield BidInput("", placeholder="0", max_length=3, compact=True, id="ley-bid")
            yield Button("Review", id="ley-review", variant="primary", compact=True)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#ley-bid", Input).focus()

    def value(self) -> tuple[int | None, str]:
        return parse_bid(self.query_one("#ley-bid", Input).value, self.state.money[self.seat])

    @on(Input.Changed, "#ley-bid")
    def _changed(self) -> None:
        _, error = self.value()
        self.say(Text(f"Not a bid: {error}.", style="bold red") if error else self.first_words())

    @on(Input.Submitted, "#ley-bid")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_confirm()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "review":
            self.action_confirm()
        elif event.button.id == "change":
            self.action_change()

    def action_confirm(self) -> None:
        value, error = self.value()
        if value is None:
            self.say(Text(f"Not a bid: {error}.", style="bold red"))
            return
        if not self.reviewing:
            self.reviewing = True
            box = self.query_one("#ley-bid", Input)
            box.disabled = True
            self.query_one("#ley-review", Button).label = "Confirm"
            self.say(Text(f"Bid ${value}? Enter confirms, Escape changes it.", style="bold"))
            self.set_focus(None)
            self.restage()
            return
        self.dismiss(value)

    def action_change(self) -> None:
        if not self.reviewing:
            return
        self.reviewing = False
        box = self.query_one("#ley-bid", Input)
        box.disabled = False
        self.query_one("#ley-review", Button).label = "Review"
        self.say(self.first_words())
        box.focus()


# --- a human's action ---------------------------------------------------------------------


class LeylandActionScreen(LeylandScreen):
    """A human's action. Mode "choose": a key or button per available action.
    Acquire goes to "slot" (1-5, arrows, click a market tile) and then "place"
    (arrows move, r rotates, Enter places, Escape back; a click moves the tile,
    a second click on it places). Frolic / Sow with too few cubes, and Reap
    with several sections of wheat, go to "pick"."""

    CONFIRM_ACTIONS = frozenset({"enter", "choose", "key_r", "number"})
    BINDINGS = [
        Binding("a", "choose('acquire')", "Acquire", show=False),
        Binding("f", "choose('frolic')", "Frolic", show=False),
        Binding("s", "choose('sow')", "Sow", show=False),
        Binding("r", "key_r", "Reap / rotate", show=False),
        Binding("i", "choose('invest')", "Invest", show=False),
        Binding("p", "choose('pass')", "Pass", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("enter", "enter", "Place / confirm"),
        Binding("escape", "back", "Back"),
        Binding("tab", "focus_seat", "Seat"),
        *[Binding(str(k), f"number({k})", str(k), show=False) for k in range(1, 10)],
        *quiet(PACE_KEYS[:2]),  # a and e are the actions' keys here (acquire)
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace, focus=seat)
        self.seat = seat
        self.mode = "choose"
        self.available = game.available(state, seat)
        self.slots = game.acquirable(state, seat)
        self.slot = self.slots[0] if self.slots else 1
        self.cursor = (1, 1)
        self.rotation = 0
        self.pick_do = ""
        self.pick_options: tuple[int, ...] = ()
        self.pick_need = 0
        self.picked: list[int] = []
        self.done = False

    # --- drawing ---------------------------------------------------------------

    def right(self) -> str:
        return f"{self.state.names()[self.seat][:10]} to act"

    def tile(self) -> int:
        t = self.state.market[self.slot - 1]
        assert t is not None
        return t

    def problem(self) -> str | None:
        x, y = self.cursor
        return tiles.placement_problem(self.state.boards[self.seat], self.tile(), x, y, self.rotation)

    def map_args(self) -> dict[str, Any]:
        if self.mode == "slot":
            return {"slots": self.slots, "slot_cursor": self.slot}
        if self.mode == "place":
            board = self.state.boards[self.seat]
            spaces = frozenset((x, y) for x, y, _ in tiles.legal_placements(board, self.tile()))
            preview = Preview(
                self.seat, self.tile(), self.cursor[0], self.cursor[1], self.rotation, self.problem() is None, spaces
            )
            return {"preview": preview, "slots": [self.slot], "slot_cursor": self.slot}
        return {}

    def first_words(self) -> Text:
        return Text(f"{self.state.names()[self.seat]}: choose an action. " + self.action_hint())

    def action_hint(self) -> str:
        taken = [a for a in game.EXCLUSIVE if a not in self.available]
        words = []
        if ACQUIRE not in self.available:
            words.append(
                "no market tile fits your board"
                if not tiles.is_full(self.state.boards[self.seat])
                else "your board is full"
            )
        if taken:
            words.append("taken this round: " + ", ".join(taken))
        return ("(" + "; ".join(words) + ")") if words else ""

    def compose_body(self) -> Iterable[Widget]:
        yield from super().compose_body()
        yield Horizontal(*self.prompt_buttons(), id="ley-prompt")

    def show_prompt(self) -> None:
        """Replace the buttons with those of the current mode."""
        if not self.is_mounted:
            return
        box = self.query_one("#ley-prompt", Horizontal)
        box.remove_children()
        box.mount(*self.prompt_buttons())

    def prompt_buttons(self) -> list[Widget]:
        """The buttons of the current mode (only legal choices)."""
        buttons: list[Widget] = []
        if self.mode == "choose":
            for a in self.available:
                buttons.append(
                    Button(
                        f"{ACTION_KEYS[a].upper()} {ACTION_WORDS[a]}",
                        name=f"do-{a}",
                        compact=True,
                        variant="primary" if a == ACQUIRE else "default",
                    )
                )
        elif self.mode == "slot":
            for k in self.slots:
                tile = self.state.market[k - 1]
                assert tile is not None
                buttons.append(
                    Button(f"{k} {tiles.rotated(tile, 0)}{tiles.mark(tile)}", name=f"slot-{k}", compact=True)
                )
            buttons.append(Button("Esc back", name="back", compact=True))
        elif self.mode == "place":
            buttons += [
                Button("R rotate", name="rotate", compact=True),
                Button("Enter place", name="place", compact=True, variant="primary"),
                Button("Esc back", name="back", compact=True),
            ]
        elif self.mode == "pick":
            for i, sec in enumerate(self.pick_options, 1):
                mark = " ✔" if sec in self.picked else ""
                buttons.append(
                    Button(
                        f"{i} sec {sec}{mark}" if self.pick_do != REAP else f"{i} section {sec}",
                        name=f"pick-{sec}",
                        compact=True,
                    )
                )
            if self.pick_do != REAP:
                buttons.append(Button("Enter ok", name="ok", compact=True, variant="primary"))
            buttons.append(Button("Esc back", name="back", compact=True))
        for button in buttons:
            button.add_class(f"-{button.name}")
        return buttons

    def refresh_all(self, words: str | Text | None = None) -> None:
        self.redraw()
        self.show_prompt()
        if words is not None:
            self.say(words)

    # --- choosing -----------------------------------------------------------------

    def action_choose(self, do: str) -> None:
        if self.mode != "choose" or self.done:
            return
        if do not in self.available:
            why = (
                "taken this round"
                if do in game.EXCLUSIVE
                else ("no market tile fits your board" if do == ACQUIRE else "not possible")
            )
            self.say(Text(f"{ACTION_WORDS[do].capitalize()} is not possible: {why}.", style="bold red"))
            return
        if do == ACQUIRE:
            self.mode = "slot"
            self.restage()  # a new question: keys typed for the last one do not answer it
            self.refresh_all(
                f"Acquire: choose a market tile (1-5, arrows and Enter, or click it). "
                f"Tiles that fit your board: slot{'s' if len(self.slots) > 1 else ''} "
                f"{', '.join(map(str, self.slots))}."
            )
            return
        if do in (FROLIC, SOW):
            colour = tiles.GREEN if do == FROLIC else tiles.YELLOW
            reserve = self.state.faerie[self.seat] if do == FROLIC else self.state.wheat[self.seat]
            options = game.eligible(self.state, self.seat, colour)
            if 0 < reserve < len(options):
                self.start_pick(do, options, reserve)
                return
            self.finish(Action(do))
            return
        if do == REAP:
            options = game.wheat_sections(self.state, self.seat)
            if len(options) > 1:
                self.start_pick(REAP, options, 1)
                return
        self.finish(Action(do))

    def start_pick(self, do: str, options: tuple[int, ...], need: int) -> None:
        self.mode = "pick"
        self.restage()  # a new question: keys typed for the last one do not answer it
        self.pick_do, self.pick_options, self.pick_need, self.picked = do, options, need, []
        if do == REAP:
            words = f"Reap: which section gives up a wheat cube? ({', '.join(map(str, options))}; 1-{len(options)})"
        else:
            cube = "faerie" if do == FROLIC else "wheat"
            words = (
                f"{do.capitalize()}: only {need} {cube} cube{'s' if need > 1 else ''} for {len(options)} "
                f"sections: pick {need} (number keys toggle, Enter confirms)."
            )
        self.refresh_all(words)

    def finish(self, action: Action) -> None:
        try:
            checked = game.check_action(self.state, self.seat, action)
        except LeylandError as exc:
            self.say(Text(f"Not accepted: {exc}", style="bold red"))
            return
        self.done = True
        self.dismiss(checked)

    # --- keys ---------------------------------------------------------------------------

    def action_key_r(self) -> None:
        if self.mode == "place":
            self.rotation = (self.rotation + 1) % 4
            self.placed_words()
        elif self.mode == "choose":
            self.action_choose(REAP)

    def action_move(self, dx: int, dy: int) -> None:
        if self.mode == "slot":
            if dx or dy:
                i = self.slots.index(self.slot) if self.slot in self.slots else 0
                self.slot = self.slots[(i + (dx or dy)) % len(self.slots)]
                self.redraw()
                self.say(f"Slot {self.slot}: tile {self.tile()} ({tiles.rotated(self.tile(), 0)}). Enter takes it.")
        elif self.mode == "place":
            x = min(2, max(0, self.cursor[0] + dx))
            y = min(2, max(0, self.cursor[1] + dy))
            self.cursor = (x, y)
            self.placed_words()

    def placed_words(self) -> None:
        self.redraw()
        problem = self.problem()
        x, y = self.cursor
        colours = tiles.rotated(self.tile(), self.rotation)
        head = f"Tile {self.tile()} on ({x}, {y}), turned {self.rotation} (N E S W {' '.join(colours)}): "
        if problem is None:
            self.say(Text(head + "fits. Enter places it.", style="bold"))
        else:
            self.say(Text(head + f"does not fit: {problem}.", style="bold red"))

    def action_number(self, k: int) -> None:
        if self.mode == "slot":
            if k in self.slots:
                self.slot = k
                self.take_slot()
            elif 1 <= k <= 5:
                why = "empty" if self.state.market[k - 1] is None else "its tile fits nowhere on your board"
                self.say(Text(f"Slot {k} is {why}.", style="bold red"))
        elif self.mode == "pick" and 1 <= k <= len(self.pick_options):
            self.toggle(self.pick_options[k - 1])

    def toggle(self, sec: int) -> None:
        if self.pick_do == REAP:
            self.finish(Action(REAP, section=sec))
            return
        if sec in self.picked:
            self.picked.remove(sec)
        elif len(self.picked) < self.pick_need:
            self.picked.append(sec)
        else:
            self.say(
                Text(
                    f"Only {self.pick_need} cube{'s' if self.pick_need > 1 else ''}: unpick one first.",
                    style="bold red",
                )
            )
            return
        self.show_prompt()
        self.say(f"Picked {len(self.picked)} of {self.pick_need}: {', '.join(map(str, sorted(self.picked))) or '-'}.")

    def take_slot(self) -> None:
        self.mode = "place"
        self.restage()  # a new question: keys typed for the last one do not answer it
        board = self.state.boards[self.seat]
        first = next(tiles.legal_placements(board, self.tile()), (1, 1, 0))
        self.cursor, self.rotation = (first[0], first[1]), first[2]
        self.show_prompt()
        self.placed_words()

    def action_enter(self) -> None:
        if self.mode == "slot":
            self.take_slot()
        elif self.mode == "place":
            problem = self.problem()
            if problem is not None:
                self.placed_words()
                return
            self.finish(Action(ACQUIRE, self.slot, self.cursor, self.rotation))
        elif self.mode == "pick" and self.pick_do != REAP:
            if len(self.picked) != self.pick_need:
                self.say(
                    Text(f"Pick exactly {self.pick_need} section{'s' if self.pick_need > 1 else ''}.", style="bold red")
                )
                return
            self.finish(Action(self.pick_do, sections=tuple(sorted(self.picked))))

    def action_back(self) -> None:
        if self.mode == "place":
            self.mode = "slot"
            self.restage()  # a new question: keys typed for the last one do not answer it
            self.refresh_all("Acquire: choose a market tile.")
        elif self.mode in ("slot", "pick"):
            self.mode = "choose"
            self.restage()  # a new question: keys typed for the last one do not answer it
            self.refresh_all(self.first_words())

    # --- mouse ----------------------------------------------------------------------------

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        bid = event.button.name or ""
        if bid.startswith("do-"):
            self.action_choose(bid[3:])
        elif bid.startswith("slot-"):
            self.slot = int(bid[5:])
            self.take_slot()
        elif bid.startswith("pick-"):
            self.toggle(int(bid[5:]))
        elif bid == "rotate":
            self.action_key_r()
        elif bid in ("place", "ok"):
            self.action_enter()
        elif bid == "back":
            self.action_back()

    @on(LeyMap.Clicked)
    def _clicked(self, event: LeyMap.Clicked) -> None:
        kind, a, b, c = event.what
        if kind == "slot" and self.mode in ("choose", "slot", "place"):
            if a in self.slots:
                self.slot = a
                self.take_slot()
            elif self.mode == "choose" and ACQUIRE not in self.available:
                self.action_choose(ACQUIRE)
        elif kind == "space" and a == self.seat and self.mode == "place":
            if (b, c) == self.cursor:
                self.action_enter()
            else:
                self.cursor = (b, c)
                self.placed_words()
        elif kind == "space":
            self.focus_seat = a
            self.redraw()


# --- reports ---------------------------------------------------------------------------------


class LeylandRevealScreen(LeylandScreen):
    """All bids at once: who paid what, the action order and how ties went.
    Enter continues (by itself after a while with auto-continue on)."""

    BINDINGS = [Binding("enter,space,escape", "next", "Continue", key_display="Enter")]

    def __init__(self, before: State, after: State, reveal: Reveal, pace: Pace) -> None:
        super().__init__(after, pace, focus=reveal.order[0])
        self.before = before
        self.reveal = reveal
        self.closed = False

    def first_words(self) -> str:
        return "Enter continues to the actions" + (" (auto-play is on)." if self.pace.auto else ".")

    def map_text(self) -> Text:
        return lines_text(draw.map_lines(self.state, self.focus_seat, right=self.right())[:7])

    def compose_body(self) -> Iterable[Widget]:
        yield from super().compose_body()
        yield Static(lines_text(draw.reveal_lines(self.before, self.reveal)), id="ley-reveal")

    def on_mount(self) -> None:
        super().on_mount()
        if self.pace.auto:
            self.set_timer(self.pace.long, self.action_next)

    def paced(self) -> None:
        super().paced()
        if self.pace.to_end:
            self.action_next()
        elif self.pace.auto:
            self.set_timer(self.pace.long, self.action_next)

    def action_next(self) -> None:
        if not self.closed:
            self.closed = True
            self.dismiss(None)


class LeylandActedScreen(LeylandScreen):
    """One action as it happened, sections just completed lit up; closes by
    itself after a moment (Enter skips)."""

    BINDINGS = [Binding("enter,space,escape", "next", "Next", key_display="Enter")]

    def __init__(self, after: State, acted: Acted, pace: Pace) -> None:
        super().__init__(after, pace, focus=acted.done.seat)
        self.acted = acted
        self.closed = False

    def map_args(self) -> dict[str, Any]:
        d = self.acted.done
        if d.do != ACQUIRE or not d.completed:
            return {}
        board = self.state.boards[d.seat]
        ids = {c.section for c in d.completed}
        lit = frozenset(t for s in tiles.sections(board) if s.id in ids for t in s.triangles)
        return {"highlight": {d.seat: lit}}

    def right(self) -> str:
        return f"{self.state.names()[self.acted.done.seat][:10]} acted"

    def first_words(self) -> Text:
        names = self.state.names()
        d = self.acted.done
        text = Text(game.describe_action(names, d), style="bold")
        e = self.acted.round_end
        if e is not None:
            if e.discarded is not None:
                text.append(f" Nobody acquired: tile {e.discarded} from slot 1 is discarded.")
            if e.refill:
                text.append(" Refilled: " + ", ".join(f"slot {s}" for s, _ in e.refill) + ".")
            if e.game_over:
                text.append(" The game is over.", style="bold")
        return text

    def on_mount(self) -> None:
        super().on_mount()
        self.set_timer(max(0.01, self.pace.hold), self.action_next)

    def action_next(self) -> None:
        if not self.closed:
            self.closed = True
            self.dismiss(None)


class LeylandOverScreen(LeylandScreen, inherit_bindings=False):
    """Scores with their parts, the winner and how ties went. Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        Binding("c", "chart", "Chart / boards"),
        SEAT_KEY,
    ]
    CHART_AT = 34  # rows: a window this tall shows the chart under the boards; a lower one, one or the other

    def right(self) -> str:
        return "game over"

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        names = st.names()
        won, tiebreak = game.winners(st)
        how = {"board_full": "a board is full", "stock_out": "the stock ran out"}.get(st.end or "", "")
        who = " and ".join(names[s] for s in won)
        head = Text(who + (" win" if len(won) > 1 else " " + verb(who, "wins", "win")), style="bold")
        head.append(f" after {len(st.history)} rounds ({how})")
        if tiebreak == "shared":
            head.append(": still equal after every tie-break, the win is shared")
        elif tiebreak:
            head.append(
                f": tie on points, decided by {dict(largest='the larger largest section', faerie='more unused faerie cubes', wheat='more unused wheat cubes', money='more money')[tiebreak]}"
            )
        head.append(".")
        ranks = game.final_ranks(st)
        rows = [Text(" #  seat          money  faerie  wheat  largest  bonus  total", style="bold")]
        for sc in sorted(game.scores(st), key=lambda x: (ranks[x.seat], x.seat)):
            s = sc.seat
            line = Text(f" {ranks[s]}  ")
            line.append_text(draw._pad(draw.seat_tag(s, names[s], 10), 13))
            f_all = st.faerie[s] + st.cubes_placed(s, "G")
            w_all = st.wheat[s] + st.cubes_placed(s, "Y")
            line.append(
                f" {'$' + str(sc.money):>5}  {f_all:>6}  {w_all:>5}  {sc.largest:>7}  {sc.bonus:>5}  {sc.total:>5}"
            )
            rows.append(line)
        rows.append(Text(" points: $1 each, 1 per cube (reserve + placed), 12 for the largest section", style="dim"))
        m = self.map_widget()
        m.update(lines_text(draw.map_lines(st, self.focus_seat, right="game over")[5:]))
        yield Static(head, id="ley-words")
        yield Static(Text("\n").join(rows), id="ley-ranking")
        yield m
        chart = SeriesChart(
            score_series(st),
            names,
            draw.SEAT_MARKS[: st.n],
            draw.SEAT_COLOURS[: st.n],
            f"Points over the {len(st.history)} rounds (each scored as if the game ended there)",
            id="ley-chart",
        )
        chart.display = self.app.size.height >= self.CHART_AT
        yield chart

    def action_chart(self) -> None:
        """Show the chart (or, in a low window, swap it with the boards)."""
        chart, boards = self.query_one("#ley-chart"), self.query_one("#ley-map")
        if self.app.size.height >= self.CHART_AT:
            chart.display = not chart.display
        else:
            chart.display, boards.display = not chart.display, chart.display

    def redraw(self) -> None:
        if self.is_mounted:
            self.query_one("#ley-map", LeyMap).update(
                lines_text(draw.map_lines(self.state, self.focus_seat, right="game over")[5:])
            )

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
