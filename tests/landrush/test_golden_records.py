"""Golden records: fixed seeds and bids pinned byte for byte.

A changed draw stream, tie rule, payout or record layout changes these files;
that must be a deliberate act (regenerate with ``python tests/golden_games.py``
is *not* offered on purpose: read the diff and write the new file by hand).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_games import CASES, bids_for, play

from landrush_tui import savefile
from landrush_tui.rules.landrush import record

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize("case", sorted(CASES))
def test_fixed_seed_game_is_pinned_byte_for_byte(case: str) -> None:
    assert record.dumps(play(case)) == (GOLDEN / f"{case}.json").read_text()


@pytest.mark.parametrize("case", sorted(CASES))
def test_golden_record_replays_and_rewrites_identically(case: str) -> None:
    text = (GOLDEN / f"{case}.json").read_text()
    assert record.dumps(record.loads(text)) == text


def test_version_1_save_still_loads_exactly() -> None:
    text = (GOLDEN / "save_v1_3p_turn3.json").read_text()
    session = savefile.loads(text)
    state = play("3p_second_go_west", turns=2)
    assert session.state == state
    assert session.pending == (None, tuple(min(b, state.money[1]) for b in bids_for(state, 1)), None)
    again = savefile.save_of(session, "golden-save", "2026-11-22T10:00:00Z", "2026-11-22T10:05:00Z")
    assert savefile.dumps(again) == text
