"""Land Rush's hard bot at four to seven seats, session 13: main's bot and
the variants tried, each as main's bot with a patch of constants for one
decision (``bench/lr_var.py``), for A/B runs (``--bot lr47_var:name``):

    python bench/lr47_spar.py --bots lr47_var:main,lr47_var:cand --games 60 --seed 9000 \
        --cells tuning2:value_half:4,lr47:shares:4
"""

from __future__ import annotations

from lr_var import _with  # the runner puts bench/ on the path

# Main's bot (the defaults: the levers off). Every variant below is main's
# bot with its own patch on top, as it was measured.
MAIN = {"SPREAD_4": 1.5, "WHOLE_TURN": False, "BIG": 8}

main = _with(MAIN)
big5 = _with({**MAIN, "BIG": 5})  # rule 10 (her guesses checked against real bids) from five seats
# A region gains room as it grows (model._reach): fields of room per field grown.
renew05 = _with({**MAIN, "RENEW": 0.5})
renew10 = _with({**MAIN, "RENEW": 1.0})
renew05_big5 = _with({**MAIN, "RENEW": 0.5, "BIG": 5})
renew10_big5 = _with({**MAIN, "RENEW": 1.0, "BIG": 5})
pace4 = _with({**MAIN, "OWN_PACE_MID": 1.0})  # her own growth held to the pace she has shown
floor30 = _with({**MAIN, "FLOOR": 0.3})  # at least 30% of a lot's worth to her, whatever she reads
prior2 = _with({**MAIN, "PRIOR": (0.0, 0.8, 1.6, 2.4, 3.6)})  # bolder rivals assumed before they have bid
cap1 = _with({**MAIN, "OWN_CAP_MID": 1.0})  # richer does not mean more land later than an even share
cap1_pace = _with({**MAIN, "OWN_CAP_MID": 1.0, "OWN_PACE_MID": 1.0})
pace_half = _with({**MAIN, "OWN_PACE_MID": 0.5})
cap1_big5 = _with({**MAIN, "OWN_CAP_MID": 1.0, "BIG": 5})
floor40 = _with({**MAIN, "FLOOR": 0.4})
floor50 = _with({**MAIN, "FLOOR": 0.5})
floor30_big5 = _with({**MAIN, "FLOOR": 0.3, "BIG": 5})
floor40_big5 = _with({**MAIN, "FLOOR": 0.4, "BIG": 5})
SURE = {"SPREAD": 1.0, "SPREAD_4": 1.0, "SPREAD_MID": 1.0}  # her forecast as sure as the medium bot's
spread10 = _with({**MAIN, **SURE})
cap1_floor30 = _with({**MAIN, "OWN_CAP_MID": 1.0, "FLOOR": 0.3})
cap1_floor40 = _with({**MAIN, "OWN_CAP_MID": 1.0, "FLOOR": 0.4})
whole = _with({**MAIN, "WHOLE_TURN": True})  # the search also tries taking every lot of the turn at once
whole_floor30 = _with({**MAIN, "WHOLE_TURN": True, "FLOOR": 0.3})
whole_renew05 = _with({**MAIN, "WHOLE_TURN": True, "RENEW": 0.5})
whole_big5 = _with({**MAIN, "WHOLE_TURN": True, "BIG": 5})
whole_floor30_big5 = _with({**MAIN, "WHOLE_TURN": True, "FLOOR": 0.3, "BIG": 5})
# Her forecast of region sizes at four to seven seats (SPREAD_4 at four, SPREAD_MID; 1.5 before).
sp10 = _with({**MAIN, "SPREAD_4": 1.0, "SPREAD_MID": 1.0})
sp12 = _with({**MAIN, "SPREAD_4": 1.2, "SPREAD_MID": 1.2})
sp08 = _with({**MAIN, "SPREAD_4": 0.8, "SPREAD_MID": 0.8})
sp10_whole = _with({**MAIN, "SPREAD_4": 1.0, "SPREAD_MID": 1.0, "WHOLE_TURN": True})
sp10_floor30 = _with({**MAIN, "SPREAD_4": 1.0, "SPREAD_MID": 1.0, "FLOOR": 0.3})
sp10_big5 = _with({**MAIN, "SPREAD_4": 1.0, "SPREAD_MID": 1.0, "BIG": 5})
sp12_big5 = _with({**MAIN, "SPREAD_4": 1.2, "SPREAD_MID": 1.2, "BIG": 5})
sp10_whole_big5 = _with({**MAIN, "SPREAD_4": 1.0, "SPREAD_MID": 1.0, "WHOLE_TURN": True, "BIG": 5})
# The candidate (measured on held-out boards, not shipped): her forecast surer at four
# seats, the whole turn tried at four to seven seats, rule 10 from five seats.
cand = _with({**MAIN, "SPREAD_4": 1.0, "WHOLE_TURN": True, "BIG": 5})
