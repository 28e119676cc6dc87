"""Mutants of ``src/landrush_tui/rules/piecepack/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {}
