"""Land Rush's hard bot at four to seven seats, session 13: main's bot and
the variants tried, each as main's bot with a patch of constants for one
decision (``bench/lr_var.py``), for A/B runs (``--bot lr47_var:name``):

    python bench/lr47_spar.py --bots lr47_var:main,lr47_var:cand --games 60 --seed 9000 \
        --cells tuning2:value_half:4,lr47:shares:4
"""

from __future__ import annotations

from lr_var import _with  # the runner puts bench/ on the path

# Main's bot (the defaults: the levers off). Every variant below is main's
# bot with its own patch on top, as it was measured. The variants of the
# dropped levers (RENEW: a region gains room as it grows; OWN_CAP_MID,
# OWN_PACE_MID: her own later growth held down) are on branch s13-lr47
# (commit c6c6b8c), with the levers.
# (BUY, WHOLE_SEATS: session 14, so that main stays main and the whole turn as measured.)
MAIN = {"SPREAD_4": 1.5, "WHOLE_TURN": False, "BIG": 8, "BUY": False, "WHOLE_SEATS": range(4, 8), "CHARGE": 0.0}

main = _with(MAIN)
big5 = _with({**MAIN, "BIG": 5})  # rule 10 (her guesses checked against real bids) from five seats
floor30 = _with({**MAIN, "FLOOR": 0.3})  # at least 30% of a lot's worth to her, whatever she reads
prior2 = _with({**MAIN, "PRIOR": (0.0, 0.8, 1.6, 2.4, 3.6)})  # bolder rivals assumed before they have bid
floor40 = _with({**MAIN, "FLOOR": 0.4})
floor50 = _with({**MAIN, "FLOOR": 0.5})
floor30_big5 = _with({**MAIN, "FLOOR": 0.3, "BIG": 5})
floor40_big5 = _with({**MAIN, "FLOOR": 0.4, "BIG": 5})
SURE = {"SPREAD": 1.0, "SPREAD_4": 1.0, "SPREAD_MID": 1.0}  # her forecast as sure as the medium bot's
spread10 = _with({**MAIN, **SURE})
whole = _with({**MAIN, "WHOLE_TURN": True})  # the search also tries taking every lot of the turn at once
whole_floor30 = _with({**MAIN, "WHOLE_TURN": True, "FLOOR": 0.3})
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
