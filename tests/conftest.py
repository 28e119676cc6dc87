"""Shared test set-up."""

import os

import pytest


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: one worker more than there are cores. Much of the suite waits on
    real time (programs on pseudo-terminals, screens' timers, idle checks), so with
    one worker a core the cores stood idle a third of the time (measured on 2 cores:
    1.5 cores busy with 3 workers; 4 workers oversubscribe and timing-tied tests
    start to suffer)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):  # a run may still say how many
        return int(os.environ["PYTEST_XDIST_AUTO_NUM_WORKERS"])
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores + 1


@pytest.fixture(autouse=True)
def _keys_count_at_once(monkeypatch):
    """Pilot presses keys the moment a screen appears and one after another, as no
    person could: the key gate (screens/base.py, KeyGate) would hold back every
    deciding key. Tests of the gate itself turn it on with the ``key_gate`` fixture."""
    from landrush_tui.screens.base import KeyGate

    monkeypatch.setattr(KeyGate, "enabled", False)
    monkeypatch.setattr(KeyGate, "clock", None)


class TestClock:
    """A clock the test moves: the key gate reads it for the keys' times and the
    screens' (so a run of keys 0.05-0.6 s apart is exact, and takes no time)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def key_gate(monkeypatch):
    """The real key gate on a clock of the test's own (``clock.advance(s)``)."""
    from landrush_tui.screens.base import KeyGate

    clock = TestClock()
    monkeypatch.setattr(KeyGate, "enabled", True)
    monkeypatch.setattr(KeyGate, "clock", clock)
    return clock


@pytest.fixture
def real_key_gate(monkeypatch):
    """The real key gate on real time (keys carry the times they were made)."""
    from landrush_tui.screens.base import KeyGate

    monkeypatch.setattr(KeyGate, "enabled", True)
    monkeypatch.setattr(KeyGate, "clock", None)
