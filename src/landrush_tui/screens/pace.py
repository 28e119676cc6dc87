"""How fast a game shows what the bots did: the same keys in every game.

``+`` / ``-`` change the speed (how long a report stays, how fast an animation
runs), ``a`` turns auto-play on or off (reports that would wait for a key close
by themselves), ``e`` plays to the end (no reports at all until a human must
decide or the game is over). None of them ever makes a human's decision: a
human's roll, bid or play always waits for that human's own key.

A game gives its pause lengths as data (``Speed`` rows, slowest first); one
``Pace`` per game in play is owned by the game's UI object, which the flow makes
anew for every game (a new game starts at the normal speed, auto-play off).
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Sequence

import attrs
from textual.binding import Binding, BindingType

from .base import GameScreen


@attrs.frozen
class Speed:
    """One speed's pauses, in seconds."""

    name: str  # "slow", "normal", "fast", "fastest"
    hold: float  # how long a report stays on screen
    step: float = 0.0  # one frame of an animation (a token walking, dice tumbling)
    long: float = 0.0  # a long report (a reveal of bids) that closes by itself with auto-play


# The one speed list of a game that has no pauses of its own to tell.
SPEEDS = (Speed("slow", 2.4), Speed("normal", 1.2), Speed("fast", 0.5), Speed("fastest", 0.08))


@attrs.define
class Pace:
    speeds: Sequence[Speed] = SPEEDS
    speed: int = 1  # the index into ``speeds``: normal
    auto: bool = False  # reports close by themselves
    to_end: bool = False  # no reports at all

    @property
    def current(self) -> Speed:
        return self.speeds[self.speed]

    @property
    def name(self) -> str:
        return "to the end" if self.to_end else self.current.name

    @property
    def hold(self) -> float:
        return 0.0 if self.to_end else self.current.hold

    @property
    def step(self) -> float:
        return 0.0 if self.to_end else self.current.step

    @property
    def long(self) -> float:
        return 0.0 if self.to_end else self.current.long

    def faster(self) -> None:
        self.speed = min(len(self.speeds) - 1, self.speed + 1)

    def slower(self) -> None:
        self.speed = max(0, self.speed - 1)
        self.to_end = False

    def toggle_auto(self) -> None:
        self.auto = not self.auto
        if not self.auto:
            self.to_end = False

    def toggle_to_end(self) -> None:
        self.to_end = not self.to_end

    def words(self) -> str:
        if self.to_end:
            return "playing to the end (- or e shows the moves again)"
        return f"speed {self.name}" + (", auto-play on" if self.auto else "")


PACE_KEYS: list[BindingType] = [
    Binding("plus,equals_sign", "faster", "Faster", key_display="+"),
    Binding("minus", "slower", "Slower", key_display="-"),
    Binding("a", "auto", "Auto"),
    Binding("e", "to_end", "To end"),
]


def quiet(keys: Sequence[BindingType]) -> list[BindingType]:
    """The same keys, working but left out of the Footer (a decision screen's own
    keys come first there)."""
    return [dataclasses.replace(b, show=False) if isinstance(b, Binding) else b for b in keys]


def urgent(keys: Sequence[BindingType]) -> list[BindingType]:
    """The same keys, seen before a focused box (a bid box would swallow them)."""
    return [dataclasses.replace(b, priority=True) if isinstance(b, Binding) else b for b in keys]


class PacedScreen(GameScreen):
    """A game screen that knows the pace keys; ``paced`` runs after each."""

    BINDINGS = PACE_KEYS

    def __init__(self, pace: Pace) -> None:
        super().__init__()
        self.pace = pace

    def paced(self) -> None:
        """The pace changed: say so (screens that wait on it react too)."""
        self.notify(self.pace.words().capitalize() + ".", timeout=2)

    def _change(self, change: Callable[[], None]) -> None:
        change()
        self.paced()

    def action_faster(self) -> None:
        self._change(self.pace.faster)

    def action_slower(self) -> None:
        self._change(self.pace.slower)

    def action_auto(self) -> None:
        self._change(self.pace.toggle_auto)

    def action_to_end(self) -> None:
        self._change(self.pace.toggle_to_end)
