"""A box for one secret bid: digits only, whatever the terminal sends, and the
reading of what was typed (every game with bids uses them)."""

from __future__ import annotations

from typing import Any, Callable

from textual import events
from textual._context import NoActiveAppError
from textual.binding import Binding
from textual.css.stylesheet import Stylesheet
from textual.dom import NoScreen
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

    def update_node_styles(self, animate: bool = True) -> None:
        """Restyle the box (focus, blur, disabled, "-bad"), from what the stylesheet gave
        it the last time everything it matches on was the same.

        Its styles and its cursor's, placeholder's and selection's styles take Textual
        about 2 ms to work out, and a Tab restyles two boxes, the review every box. They
        depend only on the stylesheet's rules and on the type, id, classes and pseudo
        classes of the box and each of its ancestors: with all of those unchanged the
        result is the same, and is kept (per box: its cursor's styles belong to it)."""
        try:
            stylesheet = self.app.stylesheet
        except NoActiveAppError:
            return
        if not self.is_mounted or self.children or self.show_vertical_scrollbar or self.show_horizontal_scrollbar:
            super().update_node_styles(animate)  # being built, or more to style: not kept here
            return
        try:
            key = self._style_key()
        except NoScreen:  # being removed
            super().update_node_styles(animate)
            return
        rules = stylesheet.rules  # a new list whenever the CSS is parsed again (a new theme)
        memo = self._style_memo
        if memo is None or memo[0] is not rules:
            memo = self._style_memo = (rules, {})
        known = memo[1].get(key)
        if known is None:
            cache: dict = {}  # what Stylesheet.update_nodes does for one node
            stylesheet.apply(self, animate=animate, cache=cache)
            if len(cache) == 1:  # empty when rules read the siblings (first-child, odd...)
                memo[1][key] = (next(iter(cache.values())), dict(self._component_styles))
            return
        node_rules, components = known
        Stylesheet.replace_rules(self, node_rules, animate=animate)
        if any(self._component_styles.get(name) is not styles for name, styles in components.items()):
            self._component_styles = dict(components)
            self.refresh()

    _style_memo: tuple[list, dict] | None = None

    def _style_key(self) -> tuple:
        """What the box's styles depend on besides the rules: per node from the App to
        the box, its classes and what its pseudo classes are made of (hover, focus,
        focus within, disabled, and for first-child, odd and the like the number of its
        children). Asking each node for its pseudo classes took a third as long as
        working the styles out."""
        focused = self.screen.focused
        within = set(focused.ancestors_with_self) if focused is not None else set()
        return (
            self.app.theme,
            tuple(
                (
                    node,
                    node.classes,
                    getattr(node, "has_focus", False),  # :focus reads it, not the screen's focused
                    node in within,
                    getattr(node, "mouse_hover", False),
                    getattr(node, "disabled", False),
                    len(node._nodes),
                )
                for node in self.css_path_nodes
            ),
        )

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
