"""Two-seat variants of Land Rush's hard bot for A/B runs (``--bot lr2_var:off``
etc.), built like ``bench/lr_var.py``: each patches the bot's module constants
for the length of one decision."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from lr_var import _with  # noqa: E402

off = _with({"FIRST_FLOOR_2": 0.0})  # the bot before session 11: no floor of its own on the first turns
first1 = _with({"FIRST_TURNS_2": 1})  # the floor on the first turn only
first10 = _with({"FIRST_FLOOR_2": 1.0})  # all of a lot's worth
