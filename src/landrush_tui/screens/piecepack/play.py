"""A human's turn: a square of the drawn tile and a size."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from textual.binding import Binding
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Button, Static

from ...rules.piecepack import game
from ...rules.piecepack.game import SIZE_WORD, SIZES, SquareInfo, State, possessive
from ...rules.players import PlayerSpec
from ...widgets.piecepack import board
from ...widgets.piecepack.board import Marks
from ..keys import arrows
from ..pace import PACE_KEYS, quiet
from .base import Key, MapView, PiecepackScreen

if TYPE_CHECKING:
    from . import PiecepackUI


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
        *arrows("step"),
        Binding("s", "size('S')", "Size", key_display="S/M/L"),
        Binding("m", "size('M')", "Medium", show=False),
        Binding("l", "size('L')", "Large", show=False),
        *quiet(PACE_KEYS),
    ]

    def __init__(self, state: State, seat: int, ui: PiecepackUI) -> None:
        super().__init__(state, ui)
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
        yield self.map_view()
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

        def say(players: Sequence[PlayerSpec], tail: str = " Enter plays.") -> str:
            names = [p.name for p in players]
            head = f"{names[self.seat]}: {game.square_word(info.square)}, {SIZE_WORD[self.chosen]}"
            if info.takeovers:
                taken = " + ".join(f"{possessive(names[t.owner])} {len(t.squares)}" for t in info.takeovers)
                return f"{head}: tract of {info.length} takes over {taken}.{tail}"
            return f"{head}: tract of {info.length}.{tail}"

        words = self.fit(say)
        # the Footer and the Play button say Enter too: the names matter more
        return words if len(words) <= self.words_width() else self.fit(lambda players: say(players, ""))

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

    def on_click_map_hit(self, event: MapView.Hit) -> None:
        square = event.what
        squares = game.tile_squares(self.coin)
        if square not in squares:
            self.say(f"Only the drawn tile ({game.coin_name(self.coin)}) can be played: keys 1-4 pick its squares.")
            return
        k = squares.index(square)
        if k == self.pick and self.infos[k].legal:
            self.action_play()
            return
        self.choose(k)

    def key_pressed(self, key: str) -> None:
        if key.startswith("size-"):
            self.action_size(key[-1])
        else:
            self.action_play()

    def action_play(self) -> None:
        info = self.infos[self.pick]
        if self.chosen in info.sizes:
            self.dismiss((info.square, self.chosen))
