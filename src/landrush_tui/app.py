"""The Textual app (placeholder until the game screens land)."""

from __future__ import annotations

from pathlib import Path


def run(data_dir: Path | None = None, resume: str | None = None, replay: Path | None = None) -> int:
    print("Land Rush: the game screens are coming. Try `landrush simulate --seats baseline,baseline,baseline`.")
    return 0
