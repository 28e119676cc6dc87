"""Land Rush's hard bot at four to seven seats, session 14 (lead: her own later
growth is not free): main's bot and the variants tried, each as main's bot with
a patch of constants for one decision (``bench/lr_var.py``), for A/B runs:

    python bench/lr47_spar.py --bots lr47_var:main,lr14_charge:cand --games 60 --seed 8000 \\
        --cells tuning2:value_half:4,lr47:shares:4

Her forecast grows her own region on every later turn by her share of the
lots, as if that land came free. The lever (``CHARGE`` in ``hard.py``, on at
four seats): each field she wins this turn is one she need not buy later at the
going price (a share ``CHARGE`` of last turn's median sale price), up to the
growth her forecast counts on over the turns after this one.
"""

from __future__ import annotations

from lr47_var import MAIN  # main's bot before session 14: every lever off
from lr_var import _with  # the runner puts bench/ on the path

MID = range(4, 8)

main = _with(MAIN)
# Each field won this turn saves buying one later at this share of the going price
# (measured at four to seven seats). The variants that counted only fields growing her
# largest region (c10, c05, c10_tops: that price or the median imagined top rival bid),
# or grew her forecast from her land before the turn (plan10, plan10_f: a field now part
# of her planned growth, not on top of it; model's own_plan), used switches taken out
# again: they are at commit 7074a5c.
f03 = _with({**MAIN, "CHARGE": 0.3, "CHARGE_SEATS": MID})
f05 = _with({**MAIN, "CHARGE": 0.5, "CHARGE_SEATS": MID})
f07 = _with({**MAIN, "CHARGE": 0.7, "CHARGE_SEATS": MID})
# Combined with session 13's levers (bench/lr47_var.py).
f05_sp10 = _with({**MAIN, "CHARGE": 0.5, "CHARGE_SEATS": MID, "SPREAD_4": 1.0})
# The candidate (hard.py's defaults): at four seats each field won saves half the going price.
cand = _with({**MAIN, "CHARGE": 0.5, "CHARGE_SEATS": (4,)})
