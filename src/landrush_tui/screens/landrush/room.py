"""How wide Land Rush's side panels are: wider in a wide window, so that the
tables beside the map show whole names (up to the form's 14 characters) there
and cut them only where 80 columns leave no room."""

from __future__ import annotations

from typing import ClassVar

ROOMY = 100  # window columns from which the side panels widen
SIDE, ROOMY_SIDE = 42, 48  # the panels' widths (their padding takes 2), as landrush.tcss sets them


class Roomy:
    """A screen whose class "-lr-roomy" (set by Textual from the window's width)
    widens its side panel."""

    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [(0, "-lr-narrow"), (ROOMY, "-lr-roomy")]


def side_room(window_width: int) -> int:
    """Columns inside the side panel (what its tables may fill) at this window width."""
    return (ROOMY_SIDE if window_width >= ROOMY else SIDE) - 2


def name_room(window_width: int, others: int, cap: int = 18) -> int:
    """Columns for a table's name column (the seat's mark and the name) beside
    ``others`` columns of numbers and the gaps between them."""
    return max(8, min(cap, side_room(window_width) - others))
