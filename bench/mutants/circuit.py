"""Mutants of ``src/landrush_tui/rules/circuit/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    (
        "src/landrush_tui/rules/circuit/game.py",
        "keys[s] = (3, 0, 0)",
        "keys[s] = (3, 0, 0)",
        "pass",
    ): "the winners already have the best key among the remaining seats (the sole one left, or the highest "
    "(net worth, money) at the round limit, shared winners equal), so ranking them apart changes no rank",
}
