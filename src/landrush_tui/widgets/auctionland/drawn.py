"""Renderables drawn when first shown: a replay holds hundreds of boards and a
player looks at a few, and a chart takes the width it is given."""

from __future__ import annotations

from typing import Callable, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ..money_chart import series_chart


class Drawn:
    """``draw()``'s text, made the first time it is measured or rendered."""

    def __init__(self, draw: Callable[[], Text]) -> None:
        self._draw = draw
        self._text: Text | None = None

    @property
    def text(self) -> Text:
        if self._text is None:
            self._text = self._draw()
        return self._text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.text)


class FitChart:
    """One line per seat over the game (``series_chart``) at the width it is given."""

    def __init__(
        self, series: Sequence[Sequence[int]], names: Sequence[str], marks: str, colours: Sequence[str], title: str
    ) -> None:
        self.series, self.names, self.marks, self.colours, self.title = series, names, marks, colours, title

    HEIGHT = 16

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = max(20, options.max_width)
        yield Text(self.title[:width], style="bold")
        yield series_chart(self.series, self.names, self.marks, width, self.HEIGHT, colours=self.colours)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(20, options.max_width)


class Fitted:
    """``draw(width)``'s text at the width it is given (islands side by side choose
    their size by it)."""

    def __init__(self, draw: Callable[[int], Text]) -> None:
        self._draw = draw

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._draw(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._draw(options.max_width))
