"""What the table says while a bot takes its turn: the act the rules name
(rolling, bidding), never a word the act does not have."""

from __future__ import annotations

import time

from hotseat_mash import game_app
from textual.widgets import Static

from landrush_tui.flow import GameFlow


async def test_a_slow_bot_roll_is_still_called_a_roll(monkeypatch):
    """On a busy machine a Circuit bot's roll took longer than the spinner's delay
    and the table said "… is thinking…": a roll has nothing to think about."""
    quick = GameFlow._bot_decision

    def slow(session, seat, bot_name):
        time.sleep(0.6)  # past the spinner's delay
        return quick(session, seat, bot_name)

    monkeypatch.setattr(GameFlow, "_bot_decision", staticmethod(slow))
    app = game_app("circuit", 0, 2)
    seen: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(40):
            await pilot.pause(0.05)
            for line in app.screen.query("#status").results(Static):
                seen.append(str(line.render()))
            if app.screen.query("#thinking"):
                break
        assert app.screen.query("#thinking"), "the spinner shows for a slow bot"
        now = str(app.screen.query_one("#status", Static).render())
    assert "thinking" not in " ".join(seen)
    assert "rolling" in now or "purchase" in now, now


async def test_a_bot_with_no_choice_says_why_and_gets_no_spinner(monkeypatch):
    """Seen in tmux: a piecepack bot whose drawn tile had no legal play showed
    "Seer Sela 3 is passing…" with a spinner, as if it weighed something. A seat
    the rules leave no choice says why, as a human's forced move does."""
    from landrush_tui.rules import registry

    quick = GameFlow._bot_decision

    def slow(session, seat, bot_name):
        time.sleep(1.5)  # well past the spinner's delay
        return quick(session, seat, bot_name)

    monkeypatch.setattr(GameFlow, "_bot_decision", staticmethod(slow))
    rules = registry.get("circuit")
    monkeypatch.setattr(type(rules), "forced", lambda self, state, seat: (None, "No choice: the rules move on."))
    app = game_app("circuit", 0, 2)
    seen: list[str] = []
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(16):  # 0.8 s: past the spinner's delay, before the slow bot answers
            await pilot.pause(0.05)
            assert not app.screen.query("#thinking"), "no spinner for a seat with no choice"
            seen.extend(str(line.render()) for line in app.screen.query("#status").results(Static))
    assert any("No choice: the rules move on." in text for text in seen), seen
