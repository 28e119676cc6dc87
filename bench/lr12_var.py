"""Variants of Land Rush's hard bot at four and seven seats for A/B runs
(``--bot lr12_var:name``; constants patched for one decision, as
``bench/lr_var.py``):

    python bench/lr_ab.py --bots lr12_var:main,lr12_var:big4 --games 56 --seed 3100 \
        --cells tuning2:value:7,tuning2:value_half:7
"""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from lr_var import _with  # noqa: E402

main = _with({})
big4 = _with({"BIG": 4})  # rule 10 (her guesses checked against real bids) from four seats
