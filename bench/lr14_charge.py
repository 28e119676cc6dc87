"""Land Rush's hard bot at four to seven seats, session 14 (lead: her own later
growth is not free): main's bot and the variants tried, each as main's bot with
a patch of constants for one decision (``bench/lr_var.py``), for A/B runs:

    python bench/lr47_spar.py --bots lr47_var:main,lr14_charge:cand --games 60 --seed 4000 \\
        --cells tuning2:value_half:4,lr47:shares:4

Her forecast grows her own region on every later turn by her share of the
lots, as if that land came free. The lever (``CHARGE`` in ``hard.py``): each
field she wins this turn is one she need not buy later at the going price (a
share ``CHARGE`` of last turn's median sale price), up to the growth her
forecast counts on over the turns after this one.
"""

from __future__ import annotations

from lr_var import _with  # the runner puts bench/ on the path

# Main's bot: every lever off.
MAIN = {"SPREAD_4": 1.5, "WHOLE_TURN": False, "BIG": 8, "CHARGE": 0.0}
MID = range(4, 8)  # the variants were measured with the lever at four to seven seats

main = _with(MAIN)
# Only a field that grows her largest region saves one later (at 1.0 or 0.5 of the price;
# "tops": the median imagined top rival bid this turn, not last turn's median sale).
REGION = {**MAIN, "CHARGE_SEATS": MID, "CHARGE_FIELDS": False}
c10 = _with({**REGION, "CHARGE": 1.0})
c05 = _with({**REGION, "CHARGE": 0.5})
c10_tops = _with({**REGION, "CHARGE": 1.0, "CHARGE_PRICE": "tops"})
# The same, and her forecast grows her region from her land before the turn: a field
# bought now is part of the growth she counts on, not on top of it (model's own_plan).
plan10 = _with({**REGION, "CHARGE": 1.0, "CHARGE_PLAN": True})
# Every field won saves one later, at this share of the going price.
FIELDS = {**MAIN, "CHARGE_SEATS": MID, "CHARGE_FIELDS": True}
plan10_f = _with({**FIELDS, "CHARGE": 1.0, "CHARGE_PLAN": True})
f03 = _with({**FIELDS, "CHARGE": 0.3})
f05 = _with({**FIELDS, "CHARGE": 0.5})
f07 = _with({**FIELDS, "CHARGE": 0.7})
f10 = _with({**FIELDS, "CHARGE": 1.0})
f05_tops = _with({**FIELDS, "CHARGE": 0.5, "CHARGE_PRICE": "tops"})
f05_min = _with({**FIELDS, "CHARGE": 0.5, "CHARGE_PRICE": "min"})
# Combined with session 13's levers (bench/lr47_var.py).
f05_sp10 = _with({**FIELDS, "CHARGE": 0.5, "SPREAD_4": 1.0})
f05_whole = _with({**FIELDS, "CHARGE": 0.5, "WHOLE_TURN": True})
# The candidate: every field won at four seats saves half the going price.
cand = _with({**MAIN, "CHARGE": 0.5, "CHARGE_SEATS": (4,), "CHARGE_FIELDS": True})
