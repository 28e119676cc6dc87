"""A box for one secret bid: digits only, whatever the terminal sends, and the
reading of what was typed (every game with bids uses them)."""

from __future__ import annotations

from typing import Any, Callable

from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import Input


def parse_bid(text: str, limit: int) -> tuple[int | None, str]:
    """A bid from what was typed: (value, "") or (None, what is wrong).
    An empty box counts as 0."""
    text = text.strip()
    if not text:
        return 0, ""
    if not (text.isascii() and text.isdigit()):  # "²".isdigit() is True, and int("²") raises
        return None, "digits only"
    value = int(text)
    if value > limit:
        return None, f"at most {limit} (your money)"
    return value, ""


class BidInput(Input):
    """A bid box: Enter (review / confirm) is shown in the Footer while typing.

    Only the digits 0-9 get in, whatever a terminal sends: a key with any
    other character (a kitty-protocol or modifyOtherKeys sequence can carry any
    code point, such as "™") is refused with the terminal's bell, and a pasted
    bid counts only if it is a plain number.

    ``on_change`` (optional) is called with the box as soon as its value changes,
    before the ``Changed`` message sets out: a screen that shows what follows from
    the bids (a sum, a box's error) updates it in the same frame as the box. Through
    the message it came a frame later, as the message climbs the widget tree one
    queue at a time, and the screen was painted twice per digit."""

    BINDINGS = [Binding("enter", "submit", "Review / confirm")]
    DIGITS = "[0-9]*"
    # A box of fixed size: the width of what is typed in it moves nothing else on the
    # screen, so a digit need not lay the whole screen out again (Input's virtual size
    # asks for that on every key; it was most of a digit's cost).
    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def __init__(self, *args: Any, on_change: Callable[[BidInput], None] | None = None, **kwargs: Any) -> None:
        self._on_change = on_change
        # No validators, so no "-valid" class either: adding it restyled each box the
        # first time it lost focus.
        super().__init__(*args, restrict=self.DIGITS, validate_on=(), **kwargs)

    def _watch_value(self, value: str) -> None:
        super()._watch_value(value)
        if self._on_change is not None and self.is_mounted:
            self._on_change(self)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # Textual drops the screen's and the App's bindings for every printable key a
        # focused Input consumes: a bid box consumes digits only, so h (hint) and ?
        # (help) keep working while typing (issue 9: they were typed into the box).
        return character is not None and character in "0123456789"

    async def _on_key(self, event: events.Key) -> None:
        # Textual runs a widget's own bindings (Backspace, Delete, arrows, Home/End,
        # Enter) only once the key has bubbled up to the App, behind any digits typed
        # after it, which the box inserts at once: in a burst "5 0 8 Backspace x3 6 0"
        # gave "50" and "1 2 Left 9" gave "129". The box's keys act here, in order.
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            event.stop()
            event.prevent_default()
            await self.run_action(binding.action)
            return
        await super()._on_key(event)

    def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        event.prevent_default()  # Input's own handler would paste the first line as it is
        text = event.text.strip()
        if text.isascii() and text.isdigit():
            start, end = self.selection
            self.replace(text, start, end)
        elif text:
            self.restricted()
