"""A human's action: choose one, then a slot and a place for a tile, or sections."""

from __future__ import annotations

from typing import Any, Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button

from ...rules.leyland import game, tiles
from ...rules.leyland.game import ACQUIRE, FROLIC, INVEST, PASS, REAP, SOW, Action, LeylandError, State
from ..pace import PACE_KEYS, Pace, quiet
from .base import LeylandScreen, LeyMap
from .draw import Preview

ACTION_WORDS = {ACQUIRE: "acquire", FROLIC: "frolic", SOW: "sow", REAP: "reap", INVEST: "invest", PASS: "pass"}
ACTION_KEYS = {ACQUIRE: "a", FROLIC: "f", SOW: "s", REAP: "r", INVEST: "i", PASS: "p"}


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
