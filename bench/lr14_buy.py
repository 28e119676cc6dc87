"""Land Rush's hard bot at four to seven seats, session 14 (lead B, "buy"):
a buyer's rule beside her search, "when land goes for much less than it is
worth to me, I buy it at the going price" (``hard.bargains``), as variants of
main's bot (each a patch of ``hard.py`` constants for one decision, see
``bench/lr_var.py``), for A/B runs:

    python bench/lr47_spar.py --bots lr47_var:main,lr14_buy:cand --games 60 --seed 4000 \\
        --cells tuning2:value_half:4,lr47:share75:4
"""

from __future__ import annotations

from lr47_var import MAIN  # main's bot before session 14: every lever off
from lr_var import _with  # the runner puts bench/ on the path

# Every variant below is main's bot with its own patch, as it was measured.
BUY = {**MAIN, "BUY": True, "BUY_QUANTILE": 0.75, "BUY_LAST": 0.0, "BUY_SEATS": range(4, 8)}  # measured at 4-7 seats

main = _with(MAIN)
buy = _with(BUY)  # worth 1.5x the going price (imagined tops at 0.75), 70% of worth at most
buy_q9 = _with({**BUY, "BUY_QUANTILE": 0.9})  # the going price read higher: surer to win the lot
buy_loose = _with({**BUY, "BUY_MARGIN": 1.25, "BUY_SHARE": 0.8, "BUY_BUDGET": 2.0})  # smaller bargains too
buy_tight = _with({**BUY, "BUY_MARGIN": 2.0, "BUY_SHARE": 0.6})
# The going price read from last turn's real prices: her imagined rival tops ran
# two to three times the real ones late in the game (tuning2 value_half, board 4003).
last12 = _with({**BUY, "BUY_LAST": 1.2})  # no more than 1.2x last turn's dearest rival top bid
last15 = _with({**BUY, "BUY_LAST": 1.5})
last12_q5 = _with({**BUY, "BUY_LAST": 1.2, "BUY_QUANTILE": 0.5})
L12 = {**BUY, "BUY_LAST": 1.2, "BUY_QUANTILE": 0.5}
loose = _with({**L12, "BUY_MARGIN": 1.25, "BUY_SHARE": 0.8, "BUY_BUDGET": 2.5})  # smaller bargains, more a turn
SURE4 = {"SPREAD_4": 1.0}  # session 13: her forecast at four seats as sure as the medium bot's
WHOLE = {"WHOLE_TURN": True, "WHOLE_SEATS": range(4, 8)}  # session 13: the whole turn tried at once
sp10_l12 = _with({**L12, **SURE4})
sp10_whole_l12 = _with({**L12, **SURE4, **WHOLE})
LOOSE = {**L12, "BUY_MARGIN": 1.25, "BUY_SHARE": 0.8, "BUY_BUDGET": 2.5}
loose2 = _with({**L12, "BUY_MARGIN": 1.1, "BUY_SHARE": 0.9, "BUY_BUDGET": 3.0})  # nearly any lot under its worth
sp10_loose = _with({**LOOSE, **SURE4})
loose_big5 = _with({**LOOSE, "BIG": 5})  # with rule 10 from five seats
sp10_whole_loose = _with({**LOOSE, **SURE4, **WHOLE})
l12 = _with(L12)
l12_big5 = _with({**L12, "BIG": 5})
sp10_whole_l12_big5 = _with({**L12, **SURE4, **WHOLE, "BIG": 5})
# The candidate (measured on held-out boards): at four seats her surer
# forecast and the whole turn tried (session 13's levers) with the buyer's rule;
# at five to seven seats the buyer's rule and rule 10 (her guesses checked).
CAND = {**L12, **SURE4, "WHOLE_TURN": True, "WHOLE_SEATS": range(4, 5), "BIG": 5, "BUY_SEATS": range(4, 8)}
cand = _with(CAND)
# What shipped (hard.py's defaults): the candidate at four seats only; five to
# seven seats bid as main (on held-out boards seven seats did not gain).
shipped = _with({**CAND, "BIG": 8, "BUY_SEATS": range(4, 5)})
nobuy = _with({**CAND, "BUY": False})  # the candidate without the buyer's rule
