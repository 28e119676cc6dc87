"""Mutants of ``src/landrush_tui/rules/leyland/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    ("src/landrush_tui/rules/leyland/tiles.py",
     "theirs = side_colour(other[0], other[1], (side + 2) % 4)", "side + 2", "(side - 2)"):
        "(side + 2) % 4 == (side - 2) % 4 for every side: the opposite side either way",
}
