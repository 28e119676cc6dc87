"""Mashing Enter in a real terminal, every game: the real ``landrush`` resumes a
hot-seat game (two humans and a bot, a human to decide first) on a
pseudo-terminal, while Enter goes in 0.05-0.6 s apart from before the program
starts until after its first decision screen (or hand-over) is up. The run began
before any screen appeared, so nothing may be decided: after Ctrl+Q the saved
game is exactly the one it resumed."""

from __future__ import annotations

import os
import threading
import time

import pytest
from hotseat_mash import SPACINGS, players
from terminal import Output, open_pty, start

from landrush_tui.rules import registry
from landrush_tui.session import Session
from landrush_tui.storage import SaveStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a POSIX pseudo-terminal")

# What the first screen says once it is up (a hand-over where the game hides something).
FIRST = {
    "landrush": "Pass the keyboard",
    "circuit": "rolls the dice",
    "piecepack": "opening",
    "leyland": "Pass the keyboard",
    "auctionland": "Pass the keyboard",
}
AFTER = 3.0  # seconds of Enters after the first screen is up


def resume_game(tmp_path, game: str) -> tuple[SaveStore, Session]:
    rules = registry.get(game)
    values = {f.key: f.default for f in rules.setting_fields()}
    session = Session.start(rules.new_game(rules.make_settings(players(2, 1), 5, **values)), game)
    while (seat := session.next_seat) is not None and rules.players(session.state)[seat].is_ai:
        # the bot moves first at this seed: play it here, so that a human decides first
        session = session.submit(seat, rules.fallback(session.state, seat)[0])
        if session.ready:
            session, _ = session.resolve()
    store = SaveStore(tmp_path)
    store.save(session, "mash")
    return store, session


@pytest.mark.parametrize("game", list(FIRST))
def test_a_run_of_enters_in_a_real_terminal_decides_nothing(tmp_path, game):
    store, before = resume_game(tmp_path, game)
    master, slave = open_pty(100, 30)
    done = threading.Event()
    sent = []

    def mash() -> None:  # from before the program starts, without a pause longer than 0.6 s
        k = 0
        while not done.is_set():
            try:
                os.write(master, b"\r")
            except OSError:
                return
            sent.append(time.monotonic())
            k += 1
            time.sleep(SPACINGS[k % len(SPACINGS)])

    typist = threading.Thread(target=mash, daemon=True)
    typist.start()
    proc = start(tmp_path, slave, slave, "--resume", "mash", gate=True)
    os.close(slave)
    out = Output(master)
    try:
        out.wait_for(FIRST[game], proc)
        time.sleep(AFTER)
        done.set()
        typist.join(2)
        os.write(master, b"\x11")  # Ctrl+Q: save and quit
        proc.wait(20)
    finally:
        done.set()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        out.close()
    gaps = [b - a for a, b in zip(sent, sent[1:], strict=False)]
    print(f"{game}: {len(sent)} Enters, {max(gaps):.2f} s apart at most")
    assert proc.returncode == 0
    after = store.load(store.list()[0].path)
    assert after.state == before.state and after.pending == before.pending, "a run of Enters decided something"
