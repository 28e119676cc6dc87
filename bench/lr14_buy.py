"""Land Rush's hard bot at four to seven seats, session 14 (lead B, "buy"):
a buyer's rule beside her search, "when land goes for much less than it is
worth to me, I buy it at the going price" (``hard.bargains``), as variants of
main's bot (each a patch of ``hard.py`` constants for one decision, see
``bench/lr_var.py``), for A/B runs:

    python bench/lr47_spar.py --bots lr47_var:main,lr14_buy:cand --games 60 --seed 4000 \\
        --cells tuning2:value_half:4,lr47:share75:4
"""

from __future__ import annotations

from lr_var import _with  # the runner puts bench/ on the path

# Main's bot: every lever off (session 13's and this session's).
MAIN = {"SPREAD_4": 1.5, "WHOLE_TURN": False, "BIG": 8, "BUY": False}
BUY = {**MAIN, "BUY": True}

main = _with(MAIN)
buy = _with(BUY)  # the defaults: worth 1.5x the going price (imagined tops at 0.75), 70% of worth at most
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
sp10_l12 = _with({**L12, **SURE4})
sp10_whole_l12 = _with({**L12, **SURE4, "WHOLE_TURN": True})
LOOSE = {**L12, "BUY_MARGIN": 1.25, "BUY_SHARE": 0.8, "BUY_BUDGET": 2.5}
loose2 = _with({**L12, "BUY_MARGIN": 1.1, "BUY_SHARE": 0.9, "BUY_BUDGET": 3.0})  # nearly any lot under its worth
sp10_loose = _with({**LOOSE, **SURE4})
loose_big5 = _with({**LOOSE, "BIG": 5})  # with rule 10 from five seats
sp10_whole_loose = _with({**LOOSE, **SURE4, "WHOLE_TURN": True})
l12 = _with(L12)
l12_big5 = _with({**L12, "BIG": 5})
