"""The one look of every table in the game: no box, a bold header, one space
between columns. Built here so all screens line up the same way."""

from __future__ import annotations

from typing import Any

from rich.table import Table


def plain_table(title: str | None = None, **options: Any) -> Table:
    """A borderless Rich table; ``options`` override the house style."""
    style: dict[str, Any] = dict(box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    if title is not None:
        style.update(title=title, title_justify="left")
    style.update(options)
    return Table(**style)
