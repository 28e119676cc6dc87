"""The player's preferences that outlive a game (today: the colour theme),
kept as a small JSON file beside the saves. A missing or damaged file means
the defaults; it is never a reason not to start."""

from __future__ import annotations

import json
from pathlib import Path

from .storage import atomic_write

FILE = "prefs.json"
MAX_BYTES = 64 * 1024


def load(folder: Path) -> dict[str, str]:
    path = folder / FILE
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def save(folder: Path, **values: str) -> None:
    """Merge ``values`` into the file (atomically); errors are the caller's to ignore."""
    data = load(folder)
    data.update(values)
    atomic_write(folder / FILE, json.dumps(data, indent=1, sort_keys=True) + "\n")
