"""Variants of Land Rush's hard bot at four and seven seats for A/B runs
(``--bot lr47_var:name``; constants patched for one decision, as
``bench/lr_var.py``):

    python bench/lr_ab.py --bots lr47_var:main,lr47_var:big5 --games 60 --seed 4000 \
        --cells tuning2:value_half:4,tuning2:value_half:7
"""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from lr_var import _with  # noqa: E402

main = _with({})
big5 = _with({"BIG": 5})  # rule 10 (her guesses checked against real bids) from five seats
# A region gains room as it grows (model._reach): fields of room per field grown.
renew05 = _with({"RENEW": 0.5})
renew10 = _with({"RENEW": 1.0})
renew05_big5 = _with({"RENEW": 0.5, "BIG": 5})
renew10_big5 = _with({"RENEW": 1.0, "BIG": 5})
pace4 = _with({"OWN_PACE_MID": 1.0})  # her own growth held to the pace she has shown
floor30 = _with({"FLOOR": 0.3})  # at least 30% of a lot's worth to her, whatever she reads
prior2 = _with({"PRIOR": (0.0, 0.8, 1.6, 2.4, 3.6)})  # bolder rivals assumed before they have bid
cap1 = _with({"OWN_CAP_MID": 1.0})  # richer does not mean more land later than an even share
cap1_pace = _with({"OWN_CAP_MID": 1.0, "OWN_PACE_MID": 1.0})
pace_half = _with({"OWN_PACE_MID": 0.5})
cap1_big5 = _with({"OWN_CAP_MID": 1.0, "BIG": 5})
floor40 = _with({"FLOOR": 0.4})
floor50 = _with({"FLOOR": 0.5})
floor30_big5 = _with({"FLOOR": 0.3, "BIG": 5})
floor40_big5 = _with({"FLOOR": 0.4, "BIG": 5})
spread10 = _with({"SPREAD": 1.0})  # her forecast of region sizes as sure as the medium bot's
spread10_floor30 = _with({"SPREAD": 1.0, "FLOOR": 0.3})
cap1_floor30 = _with({"OWN_CAP_MID": 1.0, "FLOOR": 0.3})
cap1_floor40 = _with({"OWN_CAP_MID": 1.0, "FLOOR": 0.4})
whole = _with({"WHOLE_TURN": True})  # the search also tries taking every lot of the turn at once
whole_floor30 = _with({"WHOLE_TURN": True, "FLOOR": 0.3})
whole_renew05 = _with({"WHOLE_TURN": True, "RENEW": 0.5})
whole_big5 = _with({"WHOLE_TURN": True, "BIG": 5})
whole_floor30_big5 = _with({"WHOLE_TURN": True, "FLOOR": 0.3, "BIG": 5})
# Her forecast of region sizes at three to nine seats (SPREAD_MID; 1.5 as at every table before).
sp10 = _with({"SPREAD_MID": 1.0})
sp12 = _with({"SPREAD_MID": 1.2})
sp08 = _with({"SPREAD_MID": 0.8})
sp10_whole = _with({"SPREAD_MID": 1.0, "WHOLE_TURN": True})
sp10_floor30 = _with({"SPREAD_MID": 1.0, "FLOOR": 0.3})
sp10_big5 = _with({"SPREAD_MID": 1.0, "BIG": 5})
sp12_big5 = _with({"SPREAD_MID": 1.2, "BIG": 5})
sp10_whole_big5 = _with({"SPREAD_MID": 1.0, "WHOLE_TURN": True, "BIG": 5})
