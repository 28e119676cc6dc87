"""New game: seats (human or AI) and the chosen game's own settings, plus a seed.

The game's rule set describes its settings (``RuleSet.setting_fields``) and
its AI strengths; this form only shows them and hands the choices back to the
rule set, which builds and checks the settings.
"""

from __future__ import annotations

import secrets
from typing import Any, Iterable

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.css.query import NoMatches
from textual.events import Resize
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static

from ..ai.registry import bots_for
from ..ai.table import Strength
from ..compat import is_leaving
from ..rules import registry
from ..rules.errors import InvalidSettings, RulesError
from ..rules.players import PlayerKind, PlayerSpec
from ..rules.protocol import SettingField
from .base import GameScreen

MAX_NAME = 14  # what the tables and the map's legend have room for
MAX_SEED_DIGITS = 18
HUMAN = "human"


def default_strength(strengths: tuple[Strength, ...]) -> str:
    """A middle strength: "medium" when there is one, else the middle entry."""
    keys = [s.key for s in strengths]
    return "medium" if "medium" in keys else keys[len(keys) // 2]


def persona(key: str, strengths: tuple[Strength, ...]) -> str:
    for s in strengths:
        if s.key == key:
            return s.persona
    return key


def unique_name(base: str, taken: Iterable[str]) -> str:
    """``base``, or ``base 2``, ``base 3``... whichever is not taken yet."""
    taken = {t.strip().casefold() for t in taken}
    if base.casefold() not in taken:
        return base
    i = 2
    while f"{base} {i}".casefold() in taken:
        i += 1
    return f"{base} {i}"


class NameInput(Input):
    """A seat's name box. Typing stops at the limit, which the form states. A
    paste that would pass it is taken whole instead of refused with a bell: the
    form then says that the name is too long and Start waits until it is
    shortened (the name is never cut)."""

    def _on_paste(self, event: events.Paste) -> None:
        # Textual calls Input._on_paste after this one unless the default is prevented.
        line = event.text.splitlines()[0] if event.text else ""
        start, end = sorted(self.selection)
        value = self.value[:start] + line + self.value[end:]
        if not self.max_length or len(value) <= self.max_length:
            return  # Input._on_paste takes it as usual
        event.prevent_default()
        event.stop()
        self.value = value
        self.cursor_position = start + len(line)
        self.notify(
            f"That name has {len(value)} characters; a name has at most {self.max_length}. Shorten it to start.",
            severity="warning",
            timeout=6,
        )


class FormSelect(Select):
    """Textual's Select. One whose row or form is removed before it has finished
    mounting (Ctrl+N then Ctrl+R or Esc in one burst) stops quietly instead of
    failing to find its own parts (NoMatches: '#label')."""

    # The two steps of Select._on_mount, each guarded.

    def _setup_options_renderables(self) -> None:
        try:
            super()._setup_options_renderables()
        except NoMatches:
            if not self._going():
                raise

    def _init_selected_option(self, hint: Any = Select.NULL) -> None:
        try:
            super()._init_selected_option(hint)
        except NoMatches:
            if not self._going():
                raise

    def _going(self) -> bool:
        return is_leaving(self) or any(is_leaving(a) for a in self.ancestors)


class SeatRow(Horizontal):
    """One seat: its number, who plays it (a human or an AI strength), a name."""

    def __init__(self, kind: str, name: str, strengths: tuple[Strength, ...], *, id: str) -> None:
        super().__init__(id=id, classes="seat-row")
        self.kind = kind
        self.seat_name = name
        self.strengths = strengths

    def compose(self) -> ComposeResult:
        options = [("Human", HUMAN)] + [(f"AI: {s.title}", s.key) for s in self.strengths]
        if self.kind != HUMAN and self.kind not in {s.key for s in self.strengths}:
            options.append((f"AI: {self.kind}", self.kind))  # a custom bot of a previous game
        yield Label("", classes="seat-no")
        yield FormSelect(options, value=self.kind, allow_blank=False, compact=True, classes="seat-kind")
        # Typing stops at the limit, which the form states; a longer name that arrives
        # another way (a previous game, a paste) is kept, and Start says why it waits.
        yield NameInput(self.seat_name, placeholder="name", max_length=MAX_NAME, compact=True, classes="seat-name")
        yield Button("Remove", compact=True, classes="seat-remove")
        # The style is cut to the row at 80 columns; hovering it shows it whole.
        style = Label(self.style_of(self.kind), classes="seat-style")
        style.tooltip = self.style_of(self.kind) or None
        yield style

    def style_of(self, kind: str) -> str:
        """The AI's one-line style (nothing for a human)."""
        return next((s.blurb for s in self.strengths if s.key == kind), "")

    @property
    def kind_value(self) -> str:
        return str(self.query_one(".seat-kind", Select).value)

    @property
    def name_value(self) -> str:
        return self.query_one(".seat-name", Input).value.strip()

    def spec(self) -> PlayerSpec:
        kind = self.kind_value
        if kind == HUMAN:
            return PlayerSpec(self.name_value)
        return PlayerSpec(self.name_value, PlayerKind.AI, kind)


NAVIGATION_KEYS = frozenset({"tab", "shift+tab", "up", "down", "left", "right", "escape", "f1"})


class NewGameScreen(GameScreen):
    """Returns the chosen settings through dismiss, or None to go back."""

    CSS_PATH = "new_game.tcss"
    # The first seat's name has the focus however the screen was reached (Textual
    # focuses AUTO_FOCUS when the screen becomes active, after on_mount).
    AUTO_FOCUS = ".seat-name"
    # Starting a game is a decision: the tail of an Enter run begun on game over
    # (its "New game" button) must not also start the game the form has not shown.
    CONFIRM_ACTIONS = frozenset({"start"})
    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+n", "add_seat", "Add seat"),
        Binding("ctrl+r", "remove_seat", "Remove seat"),
        Binding("escape", "back", "Back"),
        # Priority, as on the bid screen: a non-priority Tab bubbles up through the
        # message queues, so keys typed in the same burst (a fast typist, a script,
        # a multiplexer's paste) reached the old box ("You" became "Z").
        # Screen.focus_next sets the focus at once.
        Binding("tab", "move_focus(1)", "Next", show=False, priority=True),
        Binding("shift+tab", "move_focus(-1)", "Previous", show=False, priority=True),
    ]

    def __init__(self, previous: Any = None, game: str = registry.DEFAULT) -> None:
        super().__init__()
        self._next_id = 0
        self.previous = previous
        self.game = game
        self.rules = registry.get(game)
        self.strengths = bots_for(self.game).strengths
        self.fields: tuple[SettingField, ...] = self.rules.setting_fields()
        self.min_seats, self.max_seats = self.rules.min_players, self.rules.max_players

    def gates(self, key: str) -> bool:
        # Enter starts (from a name box or the Start button), and a typed key replaces
        # a name the box has selected: neither may come from a run begun before the
        # form showed (the tail of Enters and Spaces that pressed game over's New game).
        return key not in NAVIGATION_KEYS

    def _row_id(self) -> str:
        self._next_id += 1
        return f"seat-{self._next_id}"

    def _row(self, kind: str, name: str) -> SeatRow:
        return SeatRow(kind, name, self.strengths, id=self._row_id())

    def _initial_rows(self) -> list[SeatRow]:
        if self.previous is not None:
            return [self._row(p.ai if p.is_ai and p.ai else HUMAN, p.name) for p in self.previous.players]
        rows = [self._row(HUMAN, "You")]
        names = ["You"]
        for key in bots_for(self.game).default_table:
            name = unique_name(persona(key, self.strengths), names)
            names.append(name)
            rows.append(self._row(key, name))
        return rows

    def compose_body(self) -> Iterable[Widget]:
        values = self.rules.setting_values(self.previous) if self.previous is not None else {}
        yield Static(f"New game: {self.rules.title}", id="screen-title")
        with VerticalScroll(id="setup"):
            yield Static(
                f"Players ({self.min_seats} to {self.max_seats}): pick Human or an AI strength "
                f"for each seat, and a name (up to {MAX_NAME} characters).",
                classes="hint",
            )
            with VerticalScroll(id="seats"):
                yield from self._initial_rows()
            yield Button("Add seat", id="add-seat", compact=True)
            for i, f in enumerate(self.fields):
                # A setting-row grows when a choice's help takes two lines in a narrow
                # window (the lot orders' were cut at 80 columns).
                with Horizontal(classes="option setting-row"):
                    yield Label(f.label, classes="option-label")
                    value = values.get(f.key, f.default)
                    help_words = f.help
                    if f.choices:
                        chosen = next((j for j, c in enumerate(f.choices) if c.value == value), 0)
                        help_words = f.choices[chosen].help or f.help  # shown from the start
                        yield FormSelect(
                            [(c.label, i) for i, c in enumerate(f.choices)],
                            value=chosen,
                            allow_blank=False,
                            compact=True,
                            id=f"opt-{i}",
                            classes="setting",
                        )
                    else:
                        yield Input(
                            str(value), restrict=r"-?\d*", max_length=12, compact=True, id=f"opt-{i}", classes="setting"
                        )
                    yield Static(help_words, classes="option-help", id=f"opt-{i}-help")
            with Horizontal(classes="option"):
                yield Label("Seed", classes="option-label")
                yield Input("", placeholder="blank = random", restrict=r"-?\d*", compact=True, id="seed")
                yield Static("a seed and the same moves replay a game", classes="option-help")
        yield Static("", id="errors")
        with Horizontal(id="start-row"):
            yield Button("Start", id="start", variant="success")
            yield Button("Back", id="back")

    # --- reading the form -------------------------------------------------------

    def _rows(self) -> list[SeatRow]:
        """The seats on the form: a row still being built or already being removed
        (a key handled by the App while a click is handled here) is none of them."""
        return [r for r in self.query(SeatRow) if not is_leaving(r) and r.query(".seat-name")]

    def problems(self) -> list[str]:
        """Everything that blocks Start, in words a player understands."""
        rows = self._rows()
        out = []
        if len(rows) < self.min_seats:
            out.append(f"A game needs at least {self.min_seats} players.")
        if len(rows) > self.max_seats:
            out.append(f"A game has at most {self.max_seats} players.")
        seen: dict[str, int] = {}
        for i, row in enumerate(rows, 1):
            name = row.name_value
            if not name:
                out.append(f"Seat {i} needs a name.")
            elif len(name) > MAX_NAME:
                out.append(f"Seat {i}'s name is longer than {MAX_NAME} characters.")
            elif name.casefold() in seen:
                out.append(f"Seats {seen[name.casefold()]} and {i} have the same name {name!r}.")
            else:
                seen[name.casefold()] = i
        if self._seed_text() not in ("", "-") and not self._seed_text().lstrip("-").isdigit():
            out.append("The seed must be a whole number, or blank for a random one.")
        elif len(self._seed_text().lstrip("-")) > MAX_SEED_DIGITS:
            out.append(f"The seed has at most {MAX_SEED_DIGITS} digits.")
        for i, f in enumerate(self.fields):
            if not f.choices:
                text = self.query_one(f"#opt-{i}", Input).value.strip()
                if not text.lstrip("-").isdigit():
                    out.append(f"{f.label} must be a whole number.")
                elif (f.minimum is not None and int(text) < f.minimum) or (
                    f.maximum is not None and int(text) > f.maximum
                ):
                    out.append(f"{f.label} must be from {f.minimum} to {f.maximum}.")
        return out

    def _seed_text(self) -> str:
        return self.query_one("#seed", Input).value.strip()

    def _value(self, i: int, f: SettingField) -> Any:
        if f.choices:
            return f.choices[int(self.query_one(f"#opt-{i}", Select).value)].value  # type: ignore[arg-type]
        return int(self.query_one(f"#opt-{i}", Input).value.strip())

    def settings(self) -> Any:
        seed_text = self._seed_text()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else secrets.randbelow(10**9)
        values = {f.key: self._value(i, f) for i, f in enumerate(self.fields)}
        return self.rules.make_settings(tuple(row.spec() for row in self._rows()), seed, **values)

    # --- keeping the form's messages current ---------------------------------------

    def _built(self) -> bool:
        """Whether the form is up: not closing (Esc or Start earlier in the same
        burst of keys) and with its parts mounted. Work on a form that is not
        would find no widgets (NoMatches)."""
        return not is_leaving(self) and bool(self.query("#add-seat")) and bool(self.query("#seed"))

    def _refresh(self) -> None:
        if not self._built():
            return
        rows = self._rows()
        names = [r.name_value.casefold() for r in rows]
        for i, row in enumerate(rows, 1):
            row.query_one(".seat-no", Label).update(f"{i:>2}")
            name = row.name_value.casefold()
            row.query_one(".seat-name", Input).set_class(
                not name or names.count(name) > 1 or len(name) > MAX_NAME, "-bad"
            )
            row.query_one(".seat-remove", Button).disabled = len(rows) <= self.min_seats
        self.query_one("#add-seat", Button).disabled = len(rows) >= self.max_seats
        problems = self.problems()
        self.query_one("#errors", Static).update(
            "\n".join(problems)
            if problems
            else f"Ready: {len(rows)} players. Press Start (Ctrl+S).{self._size_note(len(rows))}"
        )
        self.query_one("#errors").set_class(bool(problems), "-bad")
        self.query_one("#start", Button).disabled = bool(problems)
        for i, f in enumerate(self.fields):
            if f.choices:
                choice = f.choices[int(self.query_one(f"#opt-{i}", Select).value)]  # type: ignore[arg-type]
                self.query_one(f"#opt-{i}-help", Static).update(choice.help or f.help)

    def _size_note(self, players: int) -> str:
        """Said before the game starts: a window too small for this table's map."""
        from ..flow import ui_for

        w, h = ui_for(self.game).window_needed(players)
        have_w, have_h = self.app.size
        if have_w >= w and have_h >= h:
            return ""
        return (
            f"\nWith {players} players the map needs a window of {w}x{h} (this one is {have_w}x{have_h}); "
            "until it is larger the game shows the tables without the map."
        )

    def on_mount(self) -> None:
        # The "Ready" line and the choices' help, before any key or resize changes them.
        self.call_after_refresh(self._refresh)

    def on_resize(self, event: Resize) -> None:  # after GameScreen.on_resize
        if self.is_mounted:
            self._refresh()

    @on(Input.Changed)
    def _input_changed(self) -> None:
        self._refresh()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        if not self._built():
            return
        row = next((a for a in event.select.ancestors if isinstance(a, SeatRow)), None)
        if row is not None and not is_leaving(row) and row.query(".seat-name"):
            self._kind_changed(row)
        self._refresh()

    def _kind_changed(self, row: SeatRow) -> None:
        """Switching a seat between human and AI renames it when its name was a
        default one, so AI seats show their strength."""
        kind = row.kind_value
        if kind == row.kind:
            return
        name_input = row.query_one(".seat-name", Input)
        defaults = {"", "you"} | {s.persona.casefold() for s in self.strengths}
        base = name_input.value.strip().casefold().rstrip("0123456789 ")
        if base in defaults or name_input.value.strip().casefold().startswith("player"):
            others = [r.name_value for r in self._rows() if r is not row]
            seat_no = self._rows().index(row) + 1
            new = unique_name(f"Player {seat_no}" if kind == HUMAN else persona(kind, self.strengths), others)
            name_input.value = new
        row.kind = kind
        style = row.query_one(".seat-style", Label)
        style.update(row.style_of(kind))
        style.tooltip = row.style_of(kind) or None

    # --- actions ------------------------------------------------------------

    def action_move_focus(self, step: int) -> None:
        (self.focus_next if step > 0 else self.focus_previous)()

    @on(Button.Pressed, "#add-seat")
    async def action_add_seat(self) -> None:
        if not self._built():
            return
        rows = self._rows()
        if len(rows) >= self.max_seats:
            self.notify(f"A game has at most {self.max_seats} players.", severity="warning")
            return
        key = default_strength(self.strengths)
        row = self._row(key, unique_name(persona(key, self.strengths), [r.name_value for r in rows]))
        await self.query_one("#seats").mount(row)
        if is_leaving(self) or is_leaving(row):  # closed, or the row removed, meanwhile (a burst)
            return
        self._refresh()
        row.query_one(".seat-kind").focus()

    @on(Button.Pressed, ".seat-remove")
    async def _remove_pressed(self, event: Button.Pressed) -> None:
        # The button's row may be gone already (Ctrl+R in the same burst as Enter on it).
        row = next((a for a in event.button.ancestors if isinstance(a, SeatRow)), None)
        if row is not None:
            await self._remove(row)

    async def action_remove_seat(self) -> None:
        rows = self._rows()
        focused = self.focused
        row = next((a for a in focused.ancestors_with_self if isinstance(a, SeatRow)), None) if focused else None
        if row is None and not rows:
            return
        await self._remove(row or rows[-1])

    async def _remove(self, row: SeatRow) -> None:
        """Remove a seat, say which, and keep the focus on the seat that takes its place."""
        if not self._built():
            return
        rows = self._rows()
        if row not in rows:  # already on its way out
            return
        if len(rows) <= self.min_seats:
            self.notify(f"A game needs at least {self.min_seats} players.", severity="warning")
            return
        at = rows.index(row)
        name = row.name_value or "no name"
        await row.remove()
        if is_leaving(self):  # the form closed meanwhile (Esc, Start)
            return
        self._refresh()
        rest = self._rows()
        if rest:  # none while every other row is also being removed or rebuilt
            rest[min(at, len(rest) - 1)].query_one(".seat-name", Input).focus()
        self.notify(f"Removed seat {at + 1} ({name}).", timeout=3)

    @on(Input.Submitted)
    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        if not self._built():
            return
        problems = self.problems()
        if problems:
            self._refresh()
            self.notify(problems[0], severity="error")
            return
        try:
            settings = self.settings()
        except (InvalidSettings, RulesError, ValueError) as exc:  # the form checks first; the last guard
            self.notify(str(exc), severity="error")
            return
        self.dismiss(settings)

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss(None)

    def help_game(self) -> str:
        """F1 on the form explains the game being set up."""
        return self.game
