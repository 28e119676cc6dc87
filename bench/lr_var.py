"""Variants of Land Rush's hard bot for A/B runs on the gauntlet's tuning half
(``--bot lr_var:base`` etc.): each patches the bot's module constants for the
length of one decision."""

from __future__ import annotations

import importlib
from typing import Any

from landrush_tui.rules.landrush.view import PublicView

H = importlib.import_module("landrush_tui.ai.landrush.hard")
M = importlib.import_module("landrush_tui.ai.landrush.model")


def _with(patch: dict[str, Any]):  # type: ignore[no-untyped-def]
    def bot(view: PublicView) -> list[int]:
        saved = {}
        for key, value in patch.items():
            mod, name = (M, key[2:]) if key.startswith("M.") else (H, key)
            saved[key] = (mod, name, getattr(mod, name))
            setattr(mod, name, value)
        try:
            return H.hard(view)
        finally:
            for mod, name, value in saved.values():
                setattr(mod, name, value)

    return bot


OLD = {"LOTS_SHARED": False, "BLOCK_MIN": 10**6, "PRICE_BASIS": False, "HOARD": False, "SPREAD": 1.0}
base = _with(OLD)
new = _with({})
pace_only = _with({**OLD, "LOTS_SHARED": True})
block_only = _with({**OLD, "BLOCK_MIN": 2})
price_only = _with({**OLD, "PRICE_BASIS": True})
spread10 = _with({"SPREAD": 1.0})
spread20 = _with({"SPREAD": 2.0})
nohoard = _with({"HOARD": False})
nocap = _with(
    {"OWN_CAP_2": 2.0, "RIVAL_FUTURE": 0.0, "FLOOR_2": 0.0, "OWN_PACE_2": 0.0}
)  # the bot before the two-seat rules
cap15 = _with({"OWN_CAP_2": 1.5})
fut05 = _with({"RIVAL_FUTURE": 0.5})
fut00 = _with({"RIVAL_FUTURE": 0.0})


nofloor = _with({"FLOOR_2": 0.0})  # the bot before the two-seat floor
floor2_40 = _with({"FLOOR_2": 0.4})
floor_25 = _with({"FLOOR": 0.25})

HOARDS = [0, 0]


def counting(view: PublicView) -> list[int]:
    pos = H.position(view)
    HOARDS[1] += 1
    if H.rivals_overpay(view, pos):
        HOARDS[0] += 1
    return H.hard(view)


# Her own expected growth held to the pace she has shown (1.0: no more than it; 0.5: half way).
pace2 = _with({"OWN_PACE_2": 1.0, "RIVAL_FUTURE": 0.3})  # her growth held to her pace alone
pace2_half = _with({"OWN_PACE_2": 0.5, "RIVAL_FUTURE": 0.3})
pace10 = _with({"OWN_PACE": 1.0})
fut10 = _with({"RIVAL_FUTURE": 1.0, "OWN_PACE_2": 0.0})  # the rival's pools in full alone
fut07 = _with({"RIVAL_FUTURE": 0.7, "OWN_PACE_2": 0.0})
fut10_pace2 = _with({"RIVAL_FUTURE": 1.0, "OWN_PACE_2": 1.0})  # session 10's bot (the defaults now)
before10 = _with({"RIVAL_FUTURE": 0.3, "OWN_PACE_2": 0.0})  # the bot before session 10
