"""A block of Rich text lines that repaints only the lines that changed.

A board drawn as text (a map, a seat panel) changes a line or two per key (a
highlight moves, a tile turns): a Static lays the whole text out again and
renders every line of it, which at 120x40 was most of the key's cost. Here
each line is rendered once and kept while it stays the same; the screen is
laid out again only when the block gets more or fewer lines.

Lines are not wrapped: a line wider than the widget is cut at its edge (the
map's ``text-wrap: nowrap; text-overflow: clip``).
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Span, Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget


def spanned(line: Text) -> Text:
    """``line`` with its own style as a span: drawn line by line (``Text.render``),
    a line's own style is lost when it has no spans (a joined text keeps it as one)."""
    if not line.style:
        return line
    return Text(line.plain, spans=[Span(0, len(line.plain), line.style), *line.spans])


def _same(a: Text, b: Text) -> bool:
    return a.plain == b.plain and a.spans == b.spans and a.style == b.style


class TextLines(Widget):
    """``update(text)`` as a Static's, for text whose lines are drawn as they are."""

    DEFAULT_CSS = "TextLines { height: auto; }"

    def __init__(self, content: Text | str | list[Text] = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self._strips: list[Strip | None] = []
        self._base: Style | None = None
        self._width = 0  # the widest line, in cells
        self.update(content)

    @property
    def lines(self) -> list[Text]:
        return list(self._lines)

    def update(self, content: Text | str | list[Text] = "") -> None:
        """``content``: the text, or its lines (a board built line by line is not
        joined only to be split again)."""
        if isinstance(content, list):
            lines = [spanned(line) for line in content]
        else:
            text = Text(content) if isinstance(content, str) else content
            lines = list(text.split("\n", allow_blank=True))
            if text.plain.endswith("\n"):  # split keeps a last empty line; Static shows none
                lines = lines[:-1]
        old = self._lines
        width = max((line.cell_len for line in lines), default=0)
        resized = len(lines) != len(old) or width != self._width
        changed = [y for y, line in enumerate(lines) if y >= len(old) or not _same(line, old[y])]
        self._lines = lines
        self._width = width
        self._strips = [
            self._strips[y] if y < len(self._strips) and y not in changed else None for y in range(len(lines))
        ]
        if not self.is_mounted:
            return
        if resized:
            self.refresh(layout=True)
            return
        w = self.size.width
        for y in changed:
            self.refresh(Region(0, y, w, 1))

    # -- size and drawing ------------------------------------------------------

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._base = None  # the colours under the text may have changed: draw again

    def on_resize(self) -> None:
        self._strips = [None] * len(self._lines)

    def render_line(self, y: int) -> Strip:
        base = self.rich_style
        if base != self._base:
            self._base = base
            self._strips = [None] * len(self._lines)
        width = self.size.width
        if not 0 <= y < len(self._lines):
            return Strip.blank(width, base)
        strip = self._strips[y]
        if strip is None:
            console = self.app.console
            segments = list(self._lines[y].render(console, end=""))
            strip = Strip(Segment.apply_style(segments, base), sum(s.cell_length for s in segments))
            # padded as a Static pads its lines (the same cells, the same screenshot)
            strip = strip.crop_extend(0, width, base + Style(reverse=False))
            self._strips[y] = strip
        return strip
