"""Runs of Enter (and Space, digits) at one keyboard never decide for anyone, in
every game, solo and hot-seat: see hotseat_mash.py for what a run is and what is
checked. Each game is played through many screens; every deliberate decision
still goes through, so the runs meet hand-overs, decision screens, reports and
game over."""

from __future__ import annotations

import pytest
from hotseat_mash import OVER, Mash, game_app

TABLES = {"solo": (1, 2), "two humans": (2, 1), "three humans": (3, 1)}
GAMES = {
    "landrush": {},
    # Optional purchases: the buy decision is the deliberate one a run must not make
    # (forced purchases leave a lone player only rolls, which Enter may do); a short
    # game reaches game over sooner.
    "circuit": {"purchase": "optional", "round_limit": 10},
    "piecepack": {},
    "leyland": {},
    "auctionland": {},
}


# Three humans where a private screen follows another's (the hidden-information games);
# Circuit and piecepack have no private screen, so two humans show all they can.
CASES = [(g, t) for g in GAMES for t in TABLES if t != "three humans" or g in ("landrush", "leyland", "auctionland")]


@pytest.mark.parametrize(("game", "table"), CASES)
async def test_runs_of_keys_decide_nothing(game, table, key_gate, monkeypatch):
    humans, bots = TABLES[table]
    app = game_app(game, humans, bots, **GAMES[game])
    async with app.run_test(size=(100, 32)) as pilot:
        mash = Mash(app, pilot, key_gate, monkeypatch, extra=("a",) if game == "circuit" else ())
        await mash.play(decisions=6)
        assert mash.wrong == [], f"closed by a run of keys: {mash.wrong}"
        assert mash.acts >= 6 or mash.name() in OVER, mash.closed
