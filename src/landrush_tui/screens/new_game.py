"""New game: seats (human or AI), start money, auction type and order, seed."""

from __future__ import annotations

import secrets
from typing import Iterable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static

from ..ai import STRENGTHS
from ..help_text import ORDER_TEXT, ORDER_TITLE, TYPE_TEXT, TYPE_TITLE
from ..rules import START_MONEY_CHOICES, AuctionOrder, AuctionType, PlayerKind, PlayerSpec, Settings
from ..rules.errors import InvalidSettings
from .base import GameScreen

MIN_SEATS, MAX_SEATS = 2, 10
MAX_NAME = 14
HUMAN = "human"


def default_strength() -> str:
    """A middle strength: "medium" when there is one, else the middle entry."""
    keys = [s.key for s in STRENGTHS]
    return "medium" if "medium" in keys else keys[len(keys) // 2]


def persona(key: str) -> str:
    for s in STRENGTHS:
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


class SeatRow(Horizontal):
    """One seat: its number, who plays it (a human or an AI strength), a name."""

    def __init__(self, kind: str, name: str, *, id: str) -> None:
        super().__init__(id=id, classes="seat-row")
        self.kind = kind
        self.seat_name = name

    def compose(self) -> ComposeResult:
        options = [("Human", HUMAN)] + [(f"AI: {s.title}", s.key) for s in STRENGTHS]
        yield Label("", classes="seat-no")
        yield Select(options, value=self.kind, allow_blank=False, compact=True, classes="seat-kind")
        yield Input(self.seat_name, placeholder="name", max_length=MAX_NAME, compact=True, classes="seat-name")
        yield Button("Remove", compact=True, classes="seat-remove")

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


class NewGameScreen(GameScreen):
    """Returns the chosen Settings through dismiss, or None to go back."""

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

    def __init__(self, previous: Settings | None = None) -> None:
        super().__init__()
        self._next_id = 0
        self.previous = previous

    def _row_id(self) -> str:
        self._next_id += 1
        return f"seat-{self._next_id}"

    def _initial_rows(self) -> list[SeatRow]:
        if self.previous is not None:
            return [SeatRow(p.ai if p.is_ai and p.ai else HUMAN, p.name, id=self._row_id())
                    for p in self.previous.players]
        key = default_strength()
        rows = [SeatRow(HUMAN, "You", id=self._row_id())]
        names = ["You"]
        for _ in range(3):
            name = unique_name(persona(key), names)
            names.append(name)
            rows.append(SeatRow(key, name, id=self._row_id()))
        return rows

    def compose_body(self) -> Iterable[Widget]:
        prev = self.previous
        yield Static("New game", id="screen-title")
        with VerticalScroll(id="setup"):
            yield Static("Players (2 to 10): pick Human or an AI strength for each seat, and a name.",
                         classes="hint")
            with VerticalScroll(id="seats"):
                yield from self._initial_rows()
            yield Button("Add seat", id="add-seat", compact=True)
            with Horizontal(classes="option"):
                yield Label("Start money", classes="option-label")
                yield Select([(str(m), m) for m in START_MONEY_CHOICES], value=prev.start_money if prev else 500,
                             allow_blank=False, compact=True, id="start-money")
                yield Static("what every player has at the start", classes="option-help", id="money-help")
            with Horizontal(classes="option"):
                yield Label("Auction", classes="option-label")
                yield Select([(TYPE_TITLE[t], t.value) for t in AuctionType],
                             value=(prev.auction_type if prev else AuctionType.FIRST_PRICE).value,
                             allow_blank=False, compact=True, id="auction-type")
                yield Static("", classes="option-help", id="type-help")
            with Horizontal(classes="option"):
                yield Label("Lot order", classes="option-label")
                yield Select([(ORDER_TITLE[o], o.value) for o in AuctionOrder],
                             value=(prev.auction_order if prev else AuctionOrder.RANDOM).value,
                             allow_blank=False, compact=True, id="auction-order")
                yield Static("", classes="option-help", id="order-help")
            with Horizontal(classes="option"):
                yield Label("Seed", classes="option-label")
                yield Input("", placeholder="blank = random", restrict=r"-?\d*", max_length=12,
                            compact=True, id="seed")
                yield Static("the same seed and bids replay the same game", classes="option-help")
        yield Static("", id="errors")
        with Horizontal(id="start-row"):
            yield Button("Start", id="start", variant="success")
            yield Button("Back", id="back")

    def on_mount(self) -> None:
        self._refresh()
        self.query(".seat-name").first(Input).focus()

    # --- reading the form -------------------------------------------------------

    def _rows(self) -> list[SeatRow]:
        return list(self.query(SeatRow))

    def problems(self) -> list[str]:
        """Everything that blocks Start, in words a player understands."""
        rows = self._rows()
        out = []
        if len(rows) < MIN_SEATS:
            out.append(f"A game needs at least {MIN_SEATS} players.")
        if len(rows) > MAX_SEATS:
            out.append(f"A game has at most {MAX_SEATS} players.")
        seen: dict[str, int] = {}
        for i, row in enumerate(rows, 1):
            name = row.name_value
            if not name:
                out.append(f"Seat {i} needs a name.")
            elif name.casefold() in seen:
                out.append(f"Seats {seen[name.casefold()]} and {i} have the same name {name!r}.")
            else:
                seen[name.casefold()] = i
        if self._seed_text() not in ("", "-") and not self._seed_text().lstrip("-").isdigit():
            out.append("The seed must be a whole number, or blank for a random one.")
        return out

    def _seed_text(self) -> str:
        return self.query_one("#seed", Input).value.strip()

    def settings(self) -> Settings:
        seed_text = self._seed_text()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else secrets.randbelow(10**9)
        return Settings(
            players=tuple(row.spec() for row in self._rows()),
            start_money=int(self.query_one("#start-money", Select).value),  # type: ignore[arg-type]
            auction_type=AuctionType(self.query_one("#auction-type", Select).value),
            auction_order=AuctionOrder(self.query_one("#auction-order", Select).value),
            seed=seed,
        )

    # --- keeping the form's messages current ---------------------------------------

    def _refresh(self) -> None:
        rows = self._rows()
        names = [r.name_value.casefold() for r in rows]
        for i, row in enumerate(rows, 1):
            row.query_one(".seat-no", Label).update(f"{i:>2}")
            name = row.name_value.casefold()
            row.query_one(".seat-name", Input).set_class(not name or names.count(name) > 1, "-bad")
            row.query_one(".seat-remove", Button).disabled = len(rows) <= MIN_SEATS
        self.query_one("#add-seat", Button).disabled = len(rows) >= MAX_SEATS
        problems = self.problems()
        self.query_one("#errors", Static).update("\n".join(problems) if problems else
                                                 f"Ready: {len(rows)} players. Press Start (Ctrl+S).")
        self.query_one("#errors").set_class(bool(problems), "-bad")
        self.query_one("#start", Button).disabled = bool(problems)
        t = AuctionType(self.query_one("#auction-type", Select).value)
        self.query_one("#type-help", Static).update(TYPE_TEXT[t])
        o = AuctionOrder(self.query_one("#auction-order", Select).value)
        self.query_one("#order-help", Static).update(ORDER_TEXT[o])

    @on(Input.Changed)
    def _input_changed(self) -> None:
        self._refresh()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        row = next((a for a in event.select.ancestors if isinstance(a, SeatRow)), None)
        if row is not None:
            self._kind_changed(row)
        self._refresh()

    def _kind_changed(self, row: SeatRow) -> None:
        """Switching a seat between human and AI renames it when its name was a
        default one, so AI seats show their strength."""
        kind = row.kind_value
        if kind == row.kind:
            return
        name_input = row.query_one(".seat-name", Input)
        defaults = {"", "you"} | {s.persona.casefold() for s in STRENGTHS}
        base = name_input.value.strip().casefold().rstrip("0123456789 ")
        if base in defaults or name_input.value.strip().casefold().startswith("player"):
            others = [r.name_value for r in self._rows() if r is not row]
            seat_no = self._rows().index(row) + 1
            new = unique_name(f"Player {seat_no}" if kind == HUMAN else persona(kind), others)
            name_input.value = new
        row.kind = kind

    # --- actions ------------------------------------------------------------

    def action_move_focus(self, step: int) -> None:
        (self.focus_next if step > 0 else self.focus_previous)()

    @on(Button.Pressed, "#add-seat")
    async def action_add_seat(self) -> None:
        rows = self._rows()
        if len(rows) >= MAX_SEATS:
            self.notify(f"A game has at most {MAX_SEATS} players.", severity="warning")
            return
        key = default_strength()
        row = SeatRow(key, unique_name(persona(key), [r.name_value for r in rows]), id=self._row_id())
        await self.query_one("#seats").mount(row)
        self._refresh()
        row.query_one(".seat-kind").focus()

    @on(Button.Pressed, ".seat-remove")
    async def _remove_pressed(self, event: Button.Pressed) -> None:
        row = next(a for a in event.button.ancestors if isinstance(a, SeatRow))
        await self._remove(row)

    async def action_remove_seat(self) -> None:
        rows = self._rows()
        focused = self.focused
        row = next((a for a in focused.ancestors_with_self if isinstance(a, SeatRow)), None) if focused else None
        await self._remove(row or rows[-1])

    async def _remove(self, row: SeatRow) -> None:
        if len(self._rows()) <= MIN_SEATS:
            self.notify(f"A game needs at least {MIN_SEATS} players.", severity="warning")
            return
        await row.remove()
        self._refresh()

    @on(Input.Submitted)
    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        problems = self.problems()
        if problems:
            self._refresh()
            self.notify(problems[0], severity="error")
            return
        try:
            settings = self.settings()
        except InvalidSettings as exc:  # the form checks first; this is the last guard
            self.notify(str(exc), severity="error")
            return
        self.dismiss(settings)

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.dismiss(None)
