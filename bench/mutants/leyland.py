"""Mutants of ``src/landrush_tui/rules/leyland/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {}
