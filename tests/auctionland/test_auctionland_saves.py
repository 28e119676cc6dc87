"""Auction Land's saves and simulator (every step of every game saving and
loading back is in test_files_saves.py): a foreign bot or changed pending
actions refused, and ``landrush simulate --game auctionland`` plays and
writes checked records."""

from __future__ import annotations

import json

import pytest
from auctionland_checker import check
from cli_runs import simulated_records

from landrush_tui import savefile
from landrush_tui.ai.registry import bots_for
from landrush_tui.rules import registry
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.session import Session


def bot_session(seed: int, money: str) -> Session:
    rules = registry.get("auctionland")
    players = [PlayerSpec(f"Bot {i}", PlayerKind.AI, b) for i, b in enumerate(("easy", "medium"))]
    return Session.start(rules.new_game(rules.make_settings(players, seed, market_size=6, money=money)), "auctionland")


def test_a_save_naming_a_foreign_bot_or_changed_pending_is_refused() -> None:
    session = bot_session(3, "hidden")
    rules = session.rules
    for _ in range(3):
        seat = session.next_seat
        session = session.submit(
            seat,
            bots_for(rules.name).call_bot(
                rules,
                bots_for(rules.name).load_bot(rules.players(session.state)[seat].ai),
                rules.view(session.state, seat),
            ),
        )
        session, _ = session.resolve()
    doc = savefile.save_of(session, "t", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")
    data = savefile.converter.unstructure(doc)
    foreign = json.loads(json.dumps(data))
    foreign["record"]["settings"]["players"][0]["ai"] = "os:system"
    with pytest.raises(savefile.SaveError, match="built-in bots"):
        savefile.session_of(savefile.from_data(foreign))
    changed = json.loads(json.dumps(data))
    changed["record"]["pending"][0]["paid"] = 5
    with pytest.raises(savefile.SaveError):
        savefile.session_of(savefile.from_data(changed))


def test_simulate_plays_auctionland_games_and_writes_checked_records(tmp_path, capsys) -> None:
    options = ("--money", "visible", "--market-size", "7")
    printed, files = simulated_records(capsys, tmp_path / "games", "auctionland", "easy,medium,easy", 2, 5, *options)
    assert "easy" in printed and "medium" in printed
    assert len(files) == 2
    for f in files:
        data = json.loads(f.read_text())
        assert data["format"] == "auctionland-record" and check(data) == []
        assert data["settings"]["money"] == "visible" and data["settings"]["market_size"] == 7
