"""Hand-over: the keyboard passes to the next human. Nothing secret is shown."""

from __future__ import annotations

from typing import Iterable

from rich.text import Text
from textual import events
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ..rules.players import verb
from .base import GameScreen


class HandOverScreen(GameScreen):
    """Dismissed (with None) when the named player presses their own mark's key.

    Not Enter: the tail of a run of Enters (someone hurrying the bots along, or the
    last player confirming twice) would pass the keyboard at any pace. The mark is
    the one the board shows for the seat, so the player knows it; it counts once
    the screen has been up ``CONFIRM_GRACE`` seconds, whatever came before it."""

    CSS_PATH = "handover.tcss"

    CONFIRM_ACTIONS = frozenset({"ready"})
    CONFIRM_GRACE = 0.6

    def __init__(self, names: list[str], seat: int, step: str, act: str, tag: Text, mark: str | None = None) -> None:
        """``step`` heads the screen ("Turn 3"); ``act`` is what the next screen is
        for, in the game's words (``Ask.act``: "enter your secret bids"); ``tag`` is
        the seat as the game's board marks it."""
        super().__init__()
        self.names = names
        self.seat = seat
        self.step = step
        self.act = act
        self.tag = tag
        # The seat's mark as the board shows it (its first cell in the tag by default).
        self.mark = (mark or self.tag.plain.strip()[:1]).upper()
        self.key = self.mark.lower() if self.mark.isascii() and self.mark.isalpha() else None
        if self.key is not None:  # in the Footer; other marks are typed as characters (on_key)
            self._bindings.bind(self.key, "ready", f"{self.names[seat]}: show my screen", key_display=self.mark)

    def compose_body(self) -> Iterable[Widget]:
        name = self.names[self.seat]
        with Vertical(id="handover-box"):
            yield Static(self.step, id="handover-turn")
            yield Static(Text.assemble("Pass the keyboard to ", (name, "bold")), id="handover-title")
            yield Static(self.tag, id="handover-tag")
            yield Static(self.help_words(), id="handover-help")

    def help_words(self) -> str:
        name = self.names[self.seat]
        return f"{name}: when nobody else is looking, press {self.mark} (your letter) to {self.act}."

    def gates(self, key: str) -> bool:
        return key == self.key or key in ("enter", "space")

    def counts(self, key: str, run_start: float, at: float) -> bool:
        # The letter is deliberate by itself: only "typed before the screen could be seen" is held.
        return key == self.key and at >= self._shown_at + self.CONFIRM_GRACE

    def held_words(self, key: str) -> str:
        if key in ("enter", "space"):
            name = self.names[self.seat]
            return f"Enter does not pass the keyboard: {name} {verb(name, 'presses', 'press')} {self.mark}."
        return ""  # the letter, typed before the screen could be seen

    def on_key(self, event: events.Key) -> None:
        if self.key is None and event.character and event.character.upper() == self.mark:
            event.stop()
            if self.settled():
                self.action_ready()

    def action_ready(self) -> None:
        self.dismiss(None)
