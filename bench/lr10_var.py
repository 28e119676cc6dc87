"""Variants of Land Rush's hard bot at big tables for A/B runs
(``--bot lr10_var:name``): each patches the bot's module constants for the
length of one decision (as ``bench/lr_var.py``).

    python bench/lr_ab.py --bots lr10_var:main,lr10_var:new --games 20 --seed 9000 \
        --cells tuning2:bigtable:10,tuning2:value:10,tuning2:crowd:10
"""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from lr_var import _with  # noqa: E402

new = _with({})
main = _with({"CALIB_TURNS": 0, "BIG_CLIP": 0.0})  # the bot before session 11 at big tables
nocal = _with({"CALIB_TURNS": 0})  # the clip alone
clip = nocal
noclip = _with({"BIG_CLIP": 0.0})  # the check of her guesses alone
cal2 = noclip
calhi1 = _with({"BIG_CLIP": 0.0, "CALIB_FROM": 1})  # the check from turn 1 (the prior's guess) on
cal1 = _with({"CALIB_TURNS": 1})
cal3 = _with({"CALIB_TURNS": 3})
clip10 = _with({"BIG_CLIP": 1.0})  # no imagined bid above last turn's highest rival bid itself
