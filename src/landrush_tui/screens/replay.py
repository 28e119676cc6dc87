"""Replay: step through a game turn by turn on the map.

Position 0 is the start (turn 1's lots numbered on the map); position t shows
the board after turn t with the prices paid, and beside it that turn's lots,
every seat's bids, the sales and the payouts. The states are rebuilt from the
recorded bids by the rules, so what is shown is what the rules make of them.

Also runs standalone for ``landrush replay FILE`` (ReplayApp / run_replay).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static

from .. import record
from ..rules import GameState, new_game, play_turn
from ..widgets.field_map import FieldMap
from ..widgets.palette import player_colour, player_marks, text_on


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
    names = [p.name for p in final.settings.players]
    marks = player_marks(names)
    parts: list = []
    if position == 0:
        start = states[0]
        s = final.settings
        parts.append(Text.assemble(
            ("Start of the game", "bold"), "\n",
            f"{s.n} players, {s.start_money} money each, {len(start.board.fields)} fields.\n",
            f"Auction: {s.auction_type.value.replace('_', ' ')}, order: {s.auction_order.value.replace('_', ' ')}.\n",
            "Turn 1's lots are numbered on the map.",
        ))
        return Group(*parts)
    report = final.history[position - 1]
    parts.append(Text(f"Turn {report.turn}" + (" (the last)" if report.final else ""), style="bold"))

    bids = Table(title="Bids", title_justify="left", box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    bids.add_column("Player", no_wrap=True)
    for j, f in enumerate(report.lots):
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

    sales = Table(title="Sales", title_justify="left", box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    sales.add_column("Lot", justify="right")
    sales.add_column("Field", justify="right")
    sales.add_column("Buyer", no_wrap=True)
    sales.add_column("Price", justify="right")
    for j, sale in enumerate(report.sales):
        buyer = _tag(sale.winner, names, marks, 12)
        if sale.tie:
            buyer.append(" (tie, drawn)", style="italic")
        sales.add_row(str(j + 1), str(sale.field), buyer, str(sale.price))
    parts.append(sales)

    ranks = Table(title="Final payout" if report.final else "Payout", title_justify="left",
                  box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    # Short headings: the panel is narrow and ten players must fit.
    for col in ("#", "Player", "Rgn", "Fld", "Pay", "Money"):
        ranks.add_column(col, justify="left" if col == "Player" else "right", no_wrap=True,
                         min_width=None if col == "Player" else len(col))
    for st in sorted(report.standings, key=lambda s: s.rank):
        ranks.add_row(str(st.rank), _tag(st.seat, names, marks, 10), str(st.largest_region), str(st.fields),
                      _money(st.payout, sign=True), _money(st.money))
    parts.append(ranks)
    if report.final and final.is_over:
        parts.append(Text("The game is over.", style="bold"))
    return Group(*parts)


class ReplayScreen(Screen):
    """Step through a game. Dismissed (None) when closed."""

    CSS_PATH = "replay.tcss"
    ALLOW_SELECT = False  # see ReplayApp
    AUTO_FOCUS = ""  # nothing to type into until "Go to turn": keys step through turns
    BINDINGS = [
        Binding("right,n,l,space", "forward", "Next turn"),
        Binding("left,p,h,backspace", "back", "Previous"),
        Binding("home", "first", "Start"),
        Binding("end", "last", "End"),
        Binding("j,g", "jump", "Go to turn"),
        Binding("pagedown", "scroll_details(1)", "Scroll", show=False),
        Binding("pageup", "scroll_details(-1)", "Scroll", show=False),
        Binding("escape,q", "close", "Close"),
    ]

    def __init__(self, game: GameState | record.GameRecord | Sequence[GameState], title: str = "Replay") -> None:
        super().__init__()
        if isinstance(game, (GameState, record.GameRecord)):
            self.states = states_of(game)
        else:
            self.states = list(game)
        if not self.states:
            raise ValueError("nothing to replay")
        self.title_text = title
        self.position = 0

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def compose(self) -> ComposeResult:
        final = self.states[-1]
        yield Static(id="replay-title")
        with Horizontal(id="replay-layout"):
            yield FieldMap(final.board, [p.name for p in final.settings.players], id="replay-map")
            # Not focusable: the arrow keys belong to stepping through turns.
            side = VerticalScroll(id="replay-side")
            side.can_focus = False
            with side:
                yield Static(id="replay-details")
        box = Input(placeholder=f"Turn number, 0 to {self.last}; Enter to go, Escape to cancel",
                    id="replay-jump", restrict=r"[0-9]*", max_length=4)
        # Hidden and unfocusable until "Go to turn" opens it (Tab must not reach a hidden box).
        # Shown and hidden by inline style, not a CSS class: a class change made
        # while the box loses focus was seen not to restyle it.
        box.display = False
        box.can_focus = False
        yield box
        yield Static(id="replay-message")
        yield Footer()

    def on_mount(self) -> None:
        self.show(self.position)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keys can arrive between the push and the mount: nothing to step through yet.
        return self.is_mounted

    def show(self, position: int) -> None:
        """Move to a position (clamped to the game) and redraw."""
        self.position = max(0, min(self.last, position))
        state = self.states[self.position]
        fmap = self.query_one(FieldMap)
        fmap.owners = state.owners
        if self.position == 0:
            fmap.lots, fmap.up_next, fmap.prices = state.lots, state.up_next, {}
        else:
            report = state.history[-1]
            fmap.lots, fmap.up_next = (), ()
            fmap.prices = {s.field: s.price for s in report.sales}
        where = "start" if self.position == 0 else f"turn {self.position} of {self.last}"
        names = ", ".join(p.name for p in state.settings.players)
        self.query_one("#replay-title", Static).update(
            Text.assemble((f"{self.title_text}: ", "bold"), where, "  ", (names, "dim")))
        self.query_one("#replay-details", Static).update(turn_details(self.states, self.position))
        self.query_one("#replay-side", VerticalScroll).scroll_home(animate=False)

    def action_scroll_details(self, pages: int) -> None:
        side = self.query_one("#replay-side", VerticalScroll)
        (side.scroll_page_down if pages > 0 else side.scroll_page_up)(animate=False)

    def say(self, text: str = "") -> None:
        note = self.query_one("#replay-message", Static)
        note.update(text)
        note.set_class(bool(text), "-shown")  # the line takes room only when it says something

    def action_forward(self) -> None:
        self.say("" if self.position < self.last else "That was the last turn.")
        self.show(self.position + 1)

    def action_back(self) -> None:
        self.say("" if self.position > 0 else "This is the start of the game.")
        self.show(self.position - 1)

    def action_first(self) -> None:
        self.say()
        self.show(0)

    def action_last(self) -> None:
        self.say()
        self.show(self.last)

    def action_jump(self) -> None:
        box = self.query_one("#replay-jump", Input)
        box.value = ""
        box.display = True
        box.can_focus = True
        box.focus()

    def action_close(self) -> None:
        box = self.query_one("#replay-jump", Input)
        if box.display:  # Escape first closes the turn prompt
            self._hide_jump()
            return
        if self.app.screen is not self:  # a second Escape in one burst: already closing
            return
        if self.app.screen_stack[0] is self:  # the standalone replay: closing it quits
            self.app.exit(0)
        else:
            self.dismiss(None)

    def _hide_jump(self) -> None:
        box = self.query_one("#replay-jump", Input)
        box.display = False
        box.can_focus = False
        self.set_focus(None)

    @on(Input.Submitted, "#replay-jump")
    def _jump_to(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text.isdigit() or int(text) > self.last:
            self.say(f"Type a turn number from 0 to {self.last}.")
            event.input.value = ""
            return
        self._hide_jump()
        self.say()
        self.show(int(text))

    @on(FieldMap.FieldClicked)
    def _field_clicked(self, event: FieldMap.FieldClicked) -> None:
        state = self.states[self.position]
        owner = state.owners[event.field]
        who = "unsold" if owner is None else f"owned by {state.settings.players[owner].name}"
        price = next((s.price for r in state.history for s in r.sales if s.field == event.field), None)
        bought = "" if price is None else f", bought for {price}"
        self.query_one(FieldMap).highlight = event.field
        self.say(f"Field {event.field}: {len(state.board.fields[event.field].cells)} cells, {who}{bought}.")


class ReplayApp(App):
    """``landrush replay FILE``: just the replay screen; closing it quits."""

    TITLE = "Land Rush replay"
    # Text selection is of no use here, and Textual 8's selection code can crash
    # on a mouse press over a widget that was just removed (e.g. a Footer key).
    ALLOW_SELECT = False
    # Textual 8.2's command palette crashes (ScreenStackError) when Enter arrives
    # twice before it closes; the replay needs none of its commands.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, game: GameState | record.GameRecord, title: str = "Replay") -> None:
        super().__init__()
        self.game = game
        self.replay_title = title

    def get_default_screen(self) -> Screen:
        return ReplayScreen(self.game, self.replay_title)


def read_game(path: Path) -> GameState:
    """A record (or a saved game in progress) as the state to replay; ValueError
    (RecordError / SaveError) with one line naming the file and the problem."""
    from .. import savefile

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise record.RecordError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        if b'"landrush-save"' in data[:4096]:
            return savefile.loads(data).state
        return record.loads(data)
    except ValueError as exc:
        raise record.RecordError(f"{path}: {savefile.one_line(str(exc))}") from None
    except RecursionError:
        raise record.RecordError(f"{path}: corrupted: the data is nested too deeply") from None


def run_replay(path: Path) -> int:
    """Open a record for replay; a bad file prints one line and returns 2."""
    try:
        game = read_game(Path(path))
    except ValueError as exc:
        print(f"landrush replay: {exc}", file=sys.stderr)
        return 2
    ReplayApp(game, f"Replay of {Path(path).name}").run()
    return 0


class GamesList(OptionList):
    """An OptionList that ignores Page Up/Down before it has been laid out
    (Textual 8.2 raises KeyError there, e.g. right after the list is refilled)."""

    def _move_page(self, direction) -> None:
        if (self.highlighted or 0) not in getattr(self, "_index_to_line", {}):
            return
        super()._move_page(direction)


class SavedGamesScreen(Screen):
    """Saved games in progress and records of finished games, in one list.

    Enter on a save dismisses with ("resume", path); on a record it opens the
    replay over this screen. "d" twice deletes a save (records are kept).
    Broken files are listed with their one-line problem and are never touched.
    Dismissed with None on Escape.
    """

    ALLOW_SELECT = False
    BINDINGS = [
        Binding("enter", "open", "Resume / replay", show=True),
        Binding("d,delete", "delete", "Delete save"),
        Binding("escape,q", "back", "Back"),
    ]
    DEFAULT_CSS = """
    SavedGamesScreen #games-title { height: 1; padding: 0 1; background: $primary; width: 100%; }
    SavedGamesScreen #games { height: 1fr; }
    SavedGamesScreen #games-message { height: auto; padding: 0 1; color: $warning; }
    """

    def __init__(self, store) -> None:
        super().__init__()
        self.store = store
        self.entries: dict[str, tuple[str, object]] = {}  # option id -> (kind, info)
        self._armed: str | None = None  # the save a first "d" picked

    def compose(self) -> ComposeResult:
        yield Static(Text("Saved games and records", style="bold"), id="games-title")
        yield GamesList(id="games")
        yield Static(id="games-message")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_list()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.is_mounted  # keys may arrive before the list is built

    def dismiss(self, result=None):
        # Enter and a click can both select in one burst: close once, never the screen below.
        if self.app.screen is not self:
            from textual.await_complete import AwaitComplete

            return AwaitComplete.nothing()
        return super().dismiss(result)

    def refresh_list(self) -> None:
        from textual.widgets import OptionList
        from textual.widgets.option_list import Option

        box = self.query_one("#games", OptionList)
        box.clear_options()
        self.entries.clear()
        options: list = []
        saves, records = self.store.list(), self.store.list_records()
        for i, info in enumerate(saves):
            key = f"s{i}"
            self.entries[key] = ("save", info)
            if info.error:
                label = Text.assemble(("! ", "bold red"), (info.name, "bold"), "  ", (info.error, "dim"))
            else:
                who = ", ".join(info.players)
                label = Text.assemble(("Continue ", "bold"), info.name, f"  turn {info.turn}  ", (who, "dim"))
            options.append(Option(label, id=key))
        for i, rec in enumerate(records):
            key = f"r{i}"
            self.entries[key] = ("record", rec)
            if rec.error:
                label = Text.assemble(("! ", "bold red"), (rec.name, "bold"), "  ", (rec.error, "dim"))
            else:
                won = " and ".join(rec.winners) or "?"
                label = Text.assemble(("Replay ", "bold"), rec.name, f"  {rec.turns} turns, won by {won}")
            options.append(Option(label, id=key))
        if options:
            box.add_options(options)
            box.highlighted = 0
            box.focus()
        self.say("" if options else f"No saved games or records yet in {self.store.root}.")

    def say(self, text: str) -> None:
        self.query_one("#games-message", Static).update(text)

    def _current(self):
        from textual.widgets import OptionList

        option = self.query_one("#games", OptionList).highlighted_option
        return (option.id, *self.entries[option.id]) if option is not None and option.id in self.entries else None

    def on_option_list_option_selected(self, event) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        if self.app.screen is not self:  # already closing, or a replay is open on top
            return
        current = self._current()
        if current is None:
            return
        _key, kind, info = current
        if info.error:
            self.say(info.error)
            return
        if kind == "save":
            self.dismiss(("resume", info.path))
            return
        try:
            game = read_game(info.path)
        except ValueError as exc:
            self.say(str(exc))
            return
        self.app.push_screen(ReplayScreen(game, f"Replay of {info.name}"))

    def action_delete(self) -> None:
        current = self._current()
        if current is None:
            return
        key, kind, info = current
        if kind != "save":
            self.say("Records of finished games are kept; only saved games can be deleted here.")
            return
        if self._armed != key:
            self._armed = key
            self.say(f"Press d again to delete the saved game {info.name}.")
            return
        self._armed = None
        try:
            self.store.delete(info.path)
        except (OSError, ValueError) as exc:
            self.say(f"Could not delete {info.path}: {exc}")
            return
        self.refresh_list()
        self.say(f"Deleted {info.name}.")

    def action_back(self) -> None:
        if self.app.screen is self:
            self.dismiss(None)
