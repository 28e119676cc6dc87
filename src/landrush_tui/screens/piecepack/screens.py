"""The screens of Landrush for piecepack: the table (the map between
decisions), a human's opening and play, the report of each step, game over.

The pace keys (``screens.pace``) set how long a report stays and skip the
reports; auto-play also lets a human's turn without a play continue by itself.
"""

from __future__ import annotations

from typing import Callable, Iterable

from rich.text import Text
from textual import events, on
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.piecepack import game
from ...rules.piecepack.game import SIZE_WORD, SIZES, Opening, SquareInfo, State, TurnEntry
from ...rules.piecepack.series import score_series
from ..pace import PACE_KEYS, Pace, PacedScreen, quiet
from ..table import GameTable
from . import board
from .board import Marks

# The tracts panel: on every screen of the map, beside the pace keys.
TRACT_KEY = Binding("t", "tracts", "Tracts")


class Key(Button):
    """A button the mouse presses; keys stay with the screen (a focused button
    would take Enter for itself)."""

    can_focus = False


class MapView(Static):
    """The map; a click on a square posts ``MapView.Picked``."""

    class Picked(Message):
        def __init__(self, square: game.Square) -> None:
            super().__init__()
            self.square = square

    def on_click(self, event: events.Click) -> None:
        sq = board.square_at(event.x, event.y)
        if sq is not None:
            event.stop()
            self.post_message(self.Picked(sq))


class PiecepackScreen(PacedScreen):
    """A screen that shows the map and knows the pace keys and ``t`` (tracts)."""

    BINDINGS = [TRACT_KEY]
    DEFAULT_CSS = """
    PiecepackScreen #map { height: 1fr; }  /* what is left: the words and buttons below always show */
    PiecepackScreen #words { height: auto; max-height: 2; padding: 0 1; }  /* a long take-over wraps, never cut */
    PiecepackScreen #prompt { height: 1; }
    PiecepackScreen #prompt Button { margin: 0 1 0 0; min-width: 5; }
    PiecepackScreen #breakdown { height: auto; }
    """
    show_tracts = False  # shared by every screen of a game (class-wide toggle)

    def __init__(self, state: State, pace: Pace) -> None:
        super().__init__(pace)
        self.state = state

    def marks(self) -> Marks:
        return Marks(tile=self.state.coin)

    def reported(self) -> TurnEntry | Opening | None:
        return None

    def chart(self) -> Callable[[int, int], list[Text]] | None:
        return None

    def map_text(self) -> Text:
        width, height = (self.app.size.width, self.app.size.height) if self.is_attached else (80, 24)
        # a taller window gives the log (or the tracts) the rows below the board's side;
        # 4 lines stay for the words, the buttons and the Footer
        return board.map_text(
            self.state,
            self.marks(),
            width=max(80, width),
            height=max(21, height - 4),
            tracts=PiecepackScreen.show_tracts,
            report=self.reported(),
            chart=self.chart(),
        )

    def on_resize(self, event: events.Resize) -> None:  # GameScreen's handler runs too
        self.redraw()  # the map's side panel follows the window's size

    def redraw(self) -> None:
        maps = self.query("#map")
        if self.is_mounted and maps:
            maps.first(MapView).update(self.map_text())

    def say(self, words: str) -> None:
        lines = self.query("#words")
        if self.is_mounted and lines:
            lines.first(Static).update(words)

    def action_tracts(self) -> None:
        PiecepackScreen.show_tracts = not PiecepackScreen.show_tracts
        self.redraw()


class PiecepackTable(GameTable, PiecepackScreen):
    """The map beneath every decision; follows the app's session."""

    def table_widgets(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        yield Static(board.turn_words(self.state, None), id="words")

    def follow(self, state: State) -> None:
        self.redraw()
        self.say(board.turn_words(state, None))


class OpeningScreen(PiecepackScreen):
    """A human's opening: arrows move over the board (legal squares are
    marked +), Enter or a second click places the medium."""

    CONFIRM_ACTIONS = frozenset({"place"})
    BINDINGS = [
        Binding("enter", "place", "Place", key_display="Enter"),
        Binding("left", "move(-1,0)", "", show=False),
        Binding("right", "move(1,0)", "", show=False),
        Binding("up", "move(0,-1)", "", show=False),
        Binding("down", "move(0,1)", "", show=False),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        self.legal = game.opening_squares(state.board)
        self.pick: game.Square = board.default_opening(state)

    def marks(self) -> Marks:
        return Marks(legal=self.legal, pick=self.pick)

    def compose_body(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        yield Static(self.words(), id="words")
        with Horizontal(id="prompt"):
            yield Key("Place (Enter)", id="place", variant="primary", compact=True)

    def words(self) -> str:
        name = self.state.settings.players[self.seat].name
        where = game.square_word(self.pick)
        if self.pick not in self.legal:
            return f"{name}: {where} has a pyramid on the 8 squares around it: not allowed. Arrows move."
        return f"{name}: place your opening medium at {where}? Arrows/click move, Enter places."

    def refresh_pick(self) -> None:
        self.redraw()
        self.say(self.words())

    def action_move(self, dx: int, dy: int) -> None:
        x, y = self.pick
        self.pick = (min(game.WIDTH - 1, max(0, x + dx)), min(game.HEIGHT - 1, max(0, y + dy)))
        self.refresh_pick()

    def on_map_view_picked(self, event: MapView.Picked) -> None:
        if event.square == self.pick and event.square in self.legal:
            self.action_place()
            return
        self.pick = event.square
        self.refresh_pick()

    @on(Button.Pressed, "#place")
    def _place_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_place()

    def action_place(self) -> None:
        if self.pick not in self.legal:
            self.notify(
                f"Square {game.square_word(self.pick)} is not allowed: an opening medium needs the 8 "
                "squares around it empty.",
                severity="warning",
            )
            return
        self.dismiss(self.pick)


class PlayScreen(PiecepackScreen):
    """A human's turn: 1-4 or the arrows choose the square of the drawn tile,
    s / m / l the size, Enter plays (or the buttons, or a click on the map)."""

    CONFIRM_ACTIONS = frozenset({"play"})
    BINDINGS = [
        Binding("enter", "play", "Play", key_display="Enter"),
        Binding("1", "square(0)", "Square", key_display="1-4"),
        Binding("2", "square(1)", "NE", show=False),
        Binding("3", "square(2)", "SW", show=False),
        Binding("4", "square(3)", "SE", show=False),
        Binding("left", "step(-1,0)", "", show=False),
        Binding("right", "step(1,0)", "", show=False),
        Binding("up", "step(0,-1)", "", show=False),
        Binding("down", "step(0,1)", "", show=False),
        Binding("s", "size('S')", "Size", key_display="S/M/L"),
        Binding("m", "size('M')", "Medium", show=False),
        Binding("l", "size('L')", "Large", show=False),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, pace: Pace) -> None:
        super().__init__(state, pace)
        self.seat = seat
        coin = state.coin
        assert coin is not None
        self.coin = coin
        self.infos: tuple[SquareInfo, ...] = game.tile_info(state.board, state.stashes[seat], seat, coin)
        self.pick, self.chosen = board.default_play(self.infos)

    def _default_size(self) -> str:
        sizes = self.infos[self.pick].sizes
        for s in ("M", "S", "L"):
            if s in sizes:
                return s
        return sizes[0]

    def marks(self) -> Marks:
        squares = game.tile_squares(self.coin)
        legal = [info.square for info in self.infos if info.legal]
        keys = {sq: str(k + 1) for k, sq in enumerate(squares)}
        info = self.infos[self.pick]
        taken = [sq for t in info.takeovers for sq in t.squares]
        return Marks(tile=self.coin, legal=legal, keys=keys, pick=info.square, taken=taken)

    def compose_body(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        yield Static(self.words(), id="words")
        with Horizontal(id="prompt"):
            sizes = self.infos[self.pick].sizes
            for s in SIZES:
                yield Key(
                    f"{s}",
                    id=f"size-{s}",
                    compact=True,
                    disabled=s not in sizes,
                    variant="success" if s == self.chosen else "default",
                )
            yield Key("Play (Enter)", id="play", variant="primary", compact=True)

    def _buttons(self) -> None:
        if not self.is_mounted or not self.query("#size-S"):
            return
        sizes = self.infos[self.pick].sizes
        for s in SIZES:
            b = self.query_one(f"#size-{s}", Button)
            b.disabled = s not in sizes
            b.variant = "success" if s == self.chosen else "default"

    def words(self) -> str:
        info = self.infos[self.pick]
        names = [p.name for p in self.state.settings.players]
        corner = game.CORNERS[self.pick]
        head = f"{names[self.seat]}: {corner} {game.square_word(info.square)}, {SIZE_WORD[self.chosen]}"
        if info.takeovers:
            taken = " + ".join(f"{names[t.owner]}'s {len(t.squares)}" for t in info.takeovers)
            return f"{head}: takes over {taken} (your tract {info.length} + theirs). Enter plays."
        return f"{head}: tract of {info.length}. Enter plays."

    def refresh_pick(self) -> None:
        self.redraw()
        self.say(self.words())
        self._buttons()

    def choose(self, k: int) -> None:
        info = self.infos[k]
        if not info.legal:
            names = [p.name for p in self.state.settings.players]
            self.say(
                f"{game.CORNERS[k]}: "
                + board.corner_words(info, names, str(k + 1)).split(": ", 1)[1]
                + " - "
                + (game.why_not(info, self.chosen, names) if info.status != "occupied" else "taken")
            )
            return
        self.pick = k
        if self.chosen not in info.sizes:
            self.chosen = self._default_size()
        self.refresh_pick()

    def action_square(self, k: int) -> None:
        self.choose(k)

    def action_step(self, dx: int, dy: int) -> None:
        x, y = self.pick % 2, self.pick // 2
        k = min(1, max(0, y + dy)) * 2 + min(1, max(0, x + dx))
        if k != self.pick and not self.infos[k].legal:
            # skip over an unplayable square to a legal one in that direction, if any
            for j in range(4):
                if (
                    self.infos[j].legal
                    and j != self.pick
                    and ((dx and j // 2 == self.pick // 2) or (dy and j % 2 == self.pick % 2))
                ):
                    k = j
                    break
        self.choose(k)

    def action_size(self, size: str) -> None:
        info = self.infos[self.pick]
        if size not in info.sizes:
            have = self.state.stashes[self.seat][SIZES.index(size)]
            why = (
                f"you have no {SIZE_WORD[size]} left"
                if not have
                else f"after it you could not replace every pyramid taken ({' '.join(info.sizes)} allowed)"
            )
            self.say(f"Not a {SIZE_WORD[size]} here: {why}.")
            return
        self.chosen = size
        self.refresh_pick()

    def on_map_view_picked(self, event: MapView.Picked) -> None:
        squares = game.tile_squares(self.coin)
        if event.square not in squares:
            self.say(f"Only the drawn tile ({game.coin_name(self.coin)}) can be played: keys 1-4 pick its squares.")
            return
        k = squares.index(event.square)
        if k == self.pick and self.infos[k].legal:
            self.action_play()
            return
        self.choose(k)

    @on(Button.Pressed, "#size-S,#size-M,#size-L")
    def _size_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_size((event.button.id or "")[-1])

    @on(Button.Pressed, "#play")
    def _play_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_play()

    def action_play(self) -> None:
        info = self.infos[self.pick]
        if self.chosen in info.sizes:
            self.dismiss((info.square, self.chosen))


class TurnScreen(PiecepackScreen):
    """What a step did, on the map, in words; it closes by itself after the
    pace's pause (or on Enter). A human's no-play turn waits for Enter unless
    auto-play is on."""

    BINDINGS = [Binding("enter,space,escape", "skip", "Next", key_display="Enter")]

    def __init__(self, after: State, report: TurnEntry | Opening, pace: Pace, wait: bool = False) -> None:
        super().__init__(after, pace)
        self.report = report
        self.wait = wait
        self.done = False

    def marks(self) -> Marks:
        r = self.report
        tile = r.coin if isinstance(r, TurnEntry) else None
        return Marks(tile=tile, last=board.last_squares(r))

    def reported(self) -> TurnEntry | Opening | None:
        return self.report

    def compose_body(self) -> Iterable[Widget]:
        yield MapView(self.map_text(), id="map")
        words = board.turn_words(self.state, self.report)
        if self.wait:
            words = words.replace(", no square of it is playable", "") + "  Enter continues."
        yield Static(words, id="words")

    def on_mount(self) -> None:
        super().on_mount()
        if not self.wait or self.pace.auto or self.pace.to_end:
            self.set_timer(max(0.01, self.pace.hold), self.action_skip)

    def paced(self) -> None:
        super().paced()
        if self.pace.auto or self.pace.to_end:
            self.action_skip()

    def action_skip(self) -> None:
        if not self.done:
            self.done = True
            self.dismiss(None)


class PiecepackOverScreen(PiecepackScreen, inherit_bindings=False):
    """The final map, the score of every seat part by part, the winners.
    Dismissed "new" or "quit"."""

    CONFIRM_ACTIONS = frozenset({"new_game", "quit_game"})
    BINDINGS = [
        Binding("n", "new_game", "New game"),
        Binding("q", "quit_game", "Quit"),
        TRACT_KEY,
    ]

    def marks(self) -> Marks:
        return Marks()

    def chart(self) -> Callable[[int, int], list[Text]] | None:
        if not hasattr(self, "_series"):
            self._series = score_series(self.state)  # replayed once: the game is over
        return lambda width, rows: board.score_chart(self.state, self._series, width, rows)

    def compose_body(self) -> Iterable[Widget]:
        st = self.state
        yield MapView(self.map_text(), id="map")
        yield Static(over_text(st), id="breakdown")

    def action_new_game(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")


def over_text(st: State) -> Text:
    names = [p.name for p in st.settings.players]
    won = " and ".join(names[s] for s in st.winners)
    verb = "wins" if len(st.winners) == 1 and names[st.winners[0]].strip().casefold() != "you" else "win"
    how = "a stash is empty" if st.end == game.STASH_EMPTY else "nobody can play any more"
    return Text(f"{won} {verb}: {how} after {len(st.history)} turns.  n new game  q quit", style="bold")
