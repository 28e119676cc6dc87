"""Land Rush's hard bot at four seats, session 15: variants (each a patch of
``hard.py`` constants for one decision, see ``bench/lr_var.py``) for A/B runs
on every tuning set at once (``bench/lr15_screen.py``):

    python bench/lr15_screen.py --bots lr15_var:s14,lr15_var:p3 --games 40 --seed 15000

``s14`` is the bot session 14 shipped; the others differ at four seats only.
"""

from __future__ import annotations

from lr_var import _with  # the runner puts bench/ on the path

P1 = (0.0, 0.4, 0.8, 1.2, 1.8)  # the prior of every table but four seats
P2 = (0.0, 0.8, 1.6, 2.4, 3.6)
P3 = (0.0, 1.2, 2.4, 3.6, 5.4)
P4 = (0.0, 1.6, 3.2, 4.8, 7.2)

s14 = _with({"PRIOR_4": P1, "FLOOR_4": 0.0})
cand = _with({})  # hard.py as it is
p2 = _with({"PRIOR_4": P2, "FLOOR_4": 0.0})
p3 = _with({"PRIOR_4": P3, "FLOOR_4": 0.0})
p4 = _with({"PRIOR_4": P4, "FLOOR_4": 0.0})
f30 = _with({"PRIOR_4": P1, "FLOOR_4": 0.3})
p2f30 = _with({"PRIOR_4": P2, "FLOOR_4": 0.3})
p3f30 = _with({"PRIOR_4": P3, "FLOOR_4": 0.3})
p4f30 = _with({"PRIOR_4": P4, "FLOOR_4": 0.3})
# Seven seats: the bolder prior and the floor at every table but two and four
# seats (the global PRIOR and FLOOR), screened at seven seats and not shipped.
p3_7 = _with({"PRIOR": P3})
p3f30_7 = _with({"PRIOR": P3, "FLOOR": 0.3})
p2_7 = _with({"PRIOR": P2})
