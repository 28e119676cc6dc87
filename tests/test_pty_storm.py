"""The real ``landrush`` on a pseudo-terminal under a storm of random keys,
bursts, escape sequences, pastes, resizes and quits (see ``pty_storm.py``):
no exit but 0, no traceback, no frozen screen, no busy idle, no memory growth.

Short by default. The soak: ``LANDRUSH_PTY_KEYS=100000 nice -n 10 python -m
pytest tests/test_pty_storm.py -s`` (memory is sampled every 10,000 keys;
``LANDRUSH_PTY_SEED`` picks another storm). On a failure the last keys, the
screen and the output are saved in the test's temporary folder.
"""

from __future__ import annotations

import os

import pytest

pytestmark = pytest.mark.skipif(not os.path.exists("/proc/self/stat") or not hasattr(os, "fork"),
                                reason="needs a POSIX pseudo-terminal and /proc")

KEYS = int(os.environ.get("LANDRUSH_PTY_KEYS", "1500"))
SEED = int(os.environ.get("LANDRUSH_PTY_SEED", "20261122"))


def test_real_terminal_storm(tmp_path):
    from pty_storm import Storm

    storm = Storm(tmp_path / "data", KEYS, SEED, out_dir=tmp_path / "failure",
                  sample_every=min(10_000, max(500, KEYS // 2)), idle_every=max(1000, KEYS // 3),
                  log=print)
    report = storm.run()
    print("\n".join(report.lines()))
    assert report.keys >= KEYS
    assert report.runs >= 1 and report.idle_checks >= 1 and report.memory
    assert report.max_rss < storm.RSS_LIMIT
