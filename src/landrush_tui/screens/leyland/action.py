"""A human's action: choose one, then a slot and a place for a tile, or sections.

The screen asks in stages, each a small object (``Stage``) that knows its
buttons, what the map shows and which of the screen's actions it answers; the
screen's key bindings run only the actions the present stage allows, so one key
(r: Reap, or rotate the tile being placed) means one thing per stage.
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable

from rich.text import Text
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button

from ...rules.leyland import game, tiles
from ...rules.leyland.game import ACQUIRE, FROLIC, INVEST, PASS, REAP, SOW, Action, LeylandError, State
from ..keys import arrows
from ..pace import PACE_KEYS, Pace, quiet
from .base import LeylandScreen, LeyMap
from .draw import Preview

ACTION_WORDS = {ACQUIRE: "acquire", FROLIC: "frolic", SOW: "sow", REAP: "reap", INVEST: "invest", PASS: "pass"}
ACTION_KEYS = {ACQUIRE: "a", FROLIC: "f", SOW: "s", REAP: "r", INVEST: "i", PASS: "p"}


class Stage:
    """One question of the action screen."""

    ACTIONS: ClassVar[frozenset[str]] = frozenset()  # the screen's actions this stage answers

    def buttons(self, screen: LeylandActionScreen) -> list[Button]:
        return []

    def map_args(self, screen: LeylandActionScreen) -> dict[str, Any]:
        return {}


class Choose(Stage):
    """Which action: a key or a button per action the rules allow now."""

    ACTIONS = frozenset({"choose"})

    def buttons(self, screen: LeylandActionScreen) -> list[Button]:
        return [
            Button(
                f"{ACTION_KEYS[a].upper()} {ACTION_WORDS[a]}",
                name=f"do-{a}",
                compact=True,
                variant="primary" if a == ACQUIRE else "default",
            )
            for a in screen.available
        ]


class ChooseSlot(Stage):
    """Acquire: which market tile (1-5, arrows and Enter, or a click)."""

    ACTIONS = frozenset({"move", "number", "enter", "back"})

    def buttons(self, screen: LeylandActionScreen) -> list[Button]:
        out = []
        for k in screen.slots:
            tile = screen.state.market[k - 1]
            assert tile is not None
            out.append(Button(f"{k} {tiles.rotated(tile, 0)}{tiles.mark(tile)}", name=f"slot-{k}", compact=True))
        return out + [Button("Esc back", name="back", compact=True)]

    def map_args(self, screen: LeylandActionScreen) -> dict[str, Any]:
        return {"slots": screen.slots, "slot_cursor": screen.slot}


class Place(Stage):
    """Acquire: where the tile goes and how it is turned."""

    ACTIONS = frozenset({"move", "rotate", "enter", "back"})

    def buttons(self, screen: LeylandActionScreen) -> list[Button]:
        return [
            Button("R rotate", name="rotate", compact=True),
            Button("Enter place", name="place", compact=True, variant="primary"),
            Button("Esc back", name="back", compact=True),
        ]

    def map_args(self, screen: LeylandActionScreen) -> dict[str, Any]:
        board = screen.state.boards[screen.seat]
        tile = screen.tile()
        spaces = frozenset((x, y) for x, y, _ in tiles.legal_placements(board, tile))
        x, y = screen.cursor
        fits = screen.problem() is None
        preview = Preview(screen.seat, tile, x, y, screen.rotation, fits, spaces)
        return {"preview": preview, "slots": [screen.slot], "slot_cursor": screen.slot}


class Pick(Stage):
    """Frolic or Sow with fewer cubes than sections: which sections get one; Reap with
    wheat on several sections: which one gives a cube up."""

    ACTIONS = frozenset({"number", "enter", "back"})

    def __init__(self, do: str, options: tuple[int, ...], need: int) -> None:
        self.do, self.options, self.need = do, options, need
        self.picked: list[int] = []

    def buttons(self, screen: LeylandActionScreen) -> list[Button]:
        named = tiles.section_names(screen.state.boards[screen.seat])
        out = []
        for i, sec in enumerate(self.options, 1):
            mark = " ✔" if sec in self.picked else ""
            out.append(Button(f"{i} {named[sec]}{mark}", name=f"pick-{sec}", compact=True))
        if self.do != REAP:
            out.append(Button("Enter ok", name="ok", compact=True, variant="primary"))
        return out + [Button("Esc back", name="back", compact=True)]

    def map_args(self, screen: LeylandActionScreen) -> dict[str, Any]:
        # The sections to choose from, lit on the board.
        board = screen.state.boards[screen.seat]
        lit = frozenset(t for s in tiles.sections(board) if s.id in self.options for t in s.triangles)
        return {"highlight": {screen.seat: lit}}


class LeylandActionScreen(LeylandScreen):
    """A human's action, in stages: ``Choose`` (a key or button per available
    action); Acquire goes to ``ChooseSlot`` (1-5, arrows, click a market tile) and
    then ``Place`` (arrows move, r rotates, Enter places, Escape back; a click
    moves the tile, a second click on it places). Frolic / Sow with too few cubes,
    and Reap with several sections of wheat, go to ``Pick``."""

    CONFIRM_ACTIONS = frozenset({"enter", "choose", "number"})
    BINDINGS = [
        Binding("a", "choose('acquire')", "Acquire", show=False),
        Binding("f", "choose('frolic')", "Frolic", show=False),
        Binding("s", "choose('sow')", "Sow", show=False),
        Binding("r", "choose('reap')", "Reap", show=False),
        Binding("r", "rotate", "Rotate", show=False),
        Binding("i", "choose('invest')", "Invest", show=False),
        Binding("p", "choose('pass')", "Pass", show=False),
        *arrows("move"),
        Binding("enter", "enter", "Place / confirm"),
        Binding("escape", "back", "Back"),
        Binding("tab", "focus_seat", "Seat"),
        *[Binding(str(k), f"number({k})", str(k), show=False) for k in range(1, 10)],
        *quiet(PACE_KEYS[:2]),  # a and e are the actions' keys here (acquire)
    ]
    STAGED = frozenset().union(*(s.ACTIONS for s in (Choose, ChooseSlot, Place, Pick)))

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace, focus=seat)
        self.seat = seat
        self.stage: Stage = Choose()
        self.available = game.available(state, seat)
        self.slots = game.acquirable(state, seat)
        self.slot = self.slots[0] if self.slots else 1
        self.cursor = (1, 1)
        self.rotation = 0
        self.done = False

    # --- stages ---------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in self.STAGED and action not in self.stage.ACTIONS:
            return False  # not asked now: a key bound twice (r) reaches its other action
        return super().check_action(action, parameters)

    def confirm_actions(self) -> frozenset[str]:
        return self.CONFIRM_ACTIONS & self.stage.ACTIONS

    def go(self, stage: Stage, words: str | Text) -> None:
        """Ask something new: keys typed for the last question do not answer it."""
        self.stage = stage
        self.restage()
        self.redraw()
        self.show_prompt()
        self.say(words)

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
        return self.stage.map_args(self)

    def first_words(self) -> Text:
        return Text(f"{self.state.names()[self.seat]}: choose an action. " + self.action_hint())

    def action_hint(self) -> str:
        taken = [a for a in game.EXCLUSIVE if a not in self.available]
        words = []
        if ACQUIRE not in self.available:
            full = tiles.is_full(self.state.boards[self.seat])
            words.append("your board is full" if full else "no market tile fits your board")
        if taken:
            words.append("taken this round: " + ", ".join(taken))
        return ("(" + "; ".join(words) + ")") if words else ""

    def prompt(self) -> Iterable[Widget]:
        yield Horizontal(*self.prompt_buttons(), id="ley-prompt")

    def show_prompt(self) -> None:
        """Replace the buttons with those of the present stage."""
        if not self.is_mounted:
            return
        box = self.query_one("#ley-prompt", Horizontal)
        box.remove_children()
        box.mount(*self.prompt_buttons())

    def prompt_buttons(self) -> list[Widget]:
        buttons = self.stage.buttons(self)
        for button in buttons:
            button.add_class(f"-{button.name}")
        return list(buttons)

    # --- choosing -----------------------------------------------------------------

    def action_choose(self, do: str) -> None:
        if self.done:
            return
        if do not in self.available:
            why = "taken this round" if do in game.EXCLUSIVE else "no market tile fits your board"
            self.say(Text(f"{ACTION_WORDS[do].capitalize()} is not possible: {why}.", style="bold red"))
            return
        if do == ACQUIRE:
            some = "s" if len(self.slots) > 1 else ""
            self.go(
                ChooseSlot(),
                f"Acquire: choose a market tile (1-5, arrows and Enter, or click it). "
                f"Tiles that fit your board: slot{some} {', '.join(map(str, self.slots))}.",
            )
            return
        options, need = self.choice_of(do)
        if 0 < need < len(options):
            self.start_pick(do, options, need)
        else:
            self.finish(Action(do))

    def choice_of(self, do: str) -> tuple[tuple[int, ...], int]:
        """The sections an action may choose among, and how many it takes."""
        if do == FROLIC:
            return game.eligible(self.state, self.seat, tiles.GREEN), self.state.faerie[self.seat]
        if do == SOW:
            return game.eligible(self.state, self.seat, tiles.YELLOW), self.state.wheat[self.seat]
        if do == REAP:
            return game.wheat_sections(self.state, self.seat), 1
        return (), 0

    def start_pick(self, do: str, options: tuple[int, ...], need: int) -> None:
        if do == REAP:
            words = f"Reap: which section (lit on your board) gives up a wheat cube? 1-{len(options)}"
        else:
            cube = "faerie" if do == FROLIC else "wheat"
            some = "s" if need > 1 else ""
            words = (
                f"{do.capitalize()}: only {need} {cube} cube{some} for {len(options)} sections (lit on your "
                f"board): pick {need} (number keys toggle, Enter confirms)."
            )
        self.go(Pick(do, options, need), words)

    def finish(self, action: Action) -> None:
        try:
            checked = game.check_action(self.state, self.seat, action)
        except LeylandError as exc:
            self.say(Text(f"Not accepted: {exc}", style="bold red"))
            return
        self.done = True
        self.dismiss(checked)

    # --- keys ---------------------------------------------------------------------------

    def action_rotate(self) -> None:
        self.rotation = (self.rotation + 1) % 4
        self.placed_words()

    def action_move(self, dx: int, dy: int) -> None:
        if isinstance(self.stage, ChooseSlot):
            i = self.slots.index(self.slot) if self.slot in self.slots else 0
            self.slot = self.slots[(i + (dx or dy)) % len(self.slots)]
            self.redraw()
            self.say(f"Slot {self.slot}: the {tiles.tile_words(self.tile())} tile. Enter takes it.")
        else:
            self.cursor = (min(2, max(0, self.cursor[0] + dx)), min(2, max(0, self.cursor[1] + dy)))
            self.placed_words()

    def placed_words(self) -> None:
        self.redraw()
        problem = self.problem()
        colours = tiles.rotated(self.tile(), self.rotation)
        turned = game.turned(self.rotation) or "not turned"
        head = f"The tile on {tiles.square(*self.cursor)}, {turned} (N E S W {colours}): "
        if problem is None:
            self.say(Text(head + "fits. Enter places it.", style="bold"))
        else:
            self.say(Text(head + f"does not fit: {problem}.", style="bold red"))

    def action_number(self, k: int) -> None:
        stage = self.stage
        if isinstance(stage, Pick):
            if 1 <= k <= len(stage.options):
                self.toggle(stage.options[k - 1])
        elif k in self.slots:
            self.slot = k
            self.take_slot()
        elif 1 <= k <= 5:
            why = "empty" if self.state.market[k - 1] is None else "its tile fits nowhere on your board"
            self.say(Text(f"Slot {k} is {why}.", style="bold red"))

    def toggle(self, sec: int) -> None:
        stage = self.stage
        assert isinstance(stage, Pick)
        if stage.do == REAP:
            self.finish(Action(REAP, section=sec))
            return
        if sec in stage.picked:
            stage.picked.remove(sec)
        elif len(stage.picked) < stage.need:
            stage.picked.append(sec)
        else:
            some = "s" if stage.need > 1 else ""
            self.say(Text(f"Only {stage.need} cube{some}: unpick one first.", style="bold red"))
            return
        self.show_prompt()
        named = tiles.section_names(self.state.boards[self.seat])
        picked = ", ".join(named[s] for s in sorted(stage.picked)) or "-"
        self.say(f"Picked {len(stage.picked)} of {stage.need}: {picked}.")

    def take_slot(self) -> None:
        board = self.state.boards[self.seat]
        x, y, r = next(tiles.legal_placements(board, self.tile()), (1, 1, 0))
        self.cursor, self.rotation = (x, y), r
        self.stage = Place()
        self.restage()
        self.show_prompt()
        self.placed_words()

    def action_enter(self) -> None:
        stage = self.stage
        if isinstance(stage, ChooseSlot):
            self.take_slot()
        elif isinstance(stage, Place):
            if self.problem() is not None:
                self.placed_words()
                return
            self.finish(Action(ACQUIRE, self.slot, self.cursor, self.rotation))
        elif isinstance(stage, Pick) and stage.do != REAP:
            if len(stage.picked) != stage.need:
                some = "s" if stage.need > 1 else ""
                self.say(Text(f"Pick exactly {stage.need} section{some}.", style="bold red"))
                return
            self.finish(Action(stage.do, sections=tuple(sorted(stage.picked))))

    def action_back(self) -> None:
        if isinstance(self.stage, Place):
            self.go(ChooseSlot(), "Acquire: choose a market tile.")
        else:
            self.go(Choose(), self.first_words())

    # --- mouse ----------------------------------------------------------------------------

    @on(Button.Pressed, ".-back")
    def _back(self) -> None:
        self.action_back()

    @on(Button.Pressed, ".-rotate")
    def _rotate(self) -> None:
        self.action_rotate()

    @on(Button.Pressed, ".-place, .-ok")
    def _enter(self) -> None:
        self.action_enter()

    @on(Button.Pressed)
    def _named(self, event: Button.Pressed) -> None:
        kind, _, value = (event.button.name or "").partition("-")
        if kind == "do":
            self.action_choose(value)
        elif kind == "slot":
            self.slot = int(value)
            self.take_slot()
        elif kind == "pick":
            self.toggle(int(value))

    @on(LeyMap.Hit)
    def _clicked(self, event: LeyMap.Hit) -> None:
        kind, a, b, c = event.what
        placing = isinstance(self.stage, Place)
        if kind == "slot" and not isinstance(self.stage, Pick):
            if a in self.slots:
                self.slot = a
                self.take_slot()
            elif isinstance(self.stage, Choose) and ACQUIRE not in self.available:
                self.action_choose(ACQUIRE)
        elif kind == "space" and a == self.seat and placing:
            if (b, c) == self.cursor:
                self.action_enter()
            else:
                self.cursor = (b, c)
                self.placed_words()
        elif kind == "space":
            self.focus_seat = a
            self.redraw()
