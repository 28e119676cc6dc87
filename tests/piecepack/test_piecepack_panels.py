"""Landrush for piecepack side panels drawn as text, without the app (fast)."""

from __future__ import annotations

from landrush_tui.rules.piecepack import game
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.widgets.piecepack import board


def test_a_tracts_line_too_long_for_the_panel_ends_with_an_ellipsis() -> None:
    """Seen playing at 80x24: a seat with many tracts ran off the panel mid-tract
    ("... MM:- M:"); the line now fits and ends with "…" to say there is more."""
    settings = game.Settings((PlayerSpec("Ann"), PlayerSpec("Bo", PlayerKind.AI, "easy")), 1)
    lone = [((x, y), 0, "S") for y in (0, 2, 4) for x in (0, 2, 4, 6)][:5]
    state = game.position(settings, lone + [((1, 9), 1, "M")])
    head, ann, bo = board.tract_lines(state, 3, 24)
    assert ann.plain.startswith("A") and len(ann.plain) == 24 and ann.plain.endswith("…")
    assert "S:-" in ann.plain
    assert bo.plain.endswith("M:-") and len(bo.plain) < 24  # short lines stay whole
    whole = board.tract_lines(state, 3, 80)[1].plain
    assert whole.endswith("S:-") and whole.count("S:-") == 5
