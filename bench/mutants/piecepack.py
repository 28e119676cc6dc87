"""Mutants of ``src/landrush_tui/rules/piecepack/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    (
        "src/landrush_tui/rules/piecepack/game.py",
        "openings = tuple(Opening(s, firsts.get(s, (0, 0))) for s in range(n))",
        "0",
        "(1)",
    ): "position() builds test positions by hand; a seat with no pyramid gets a placeholder opening "
    "square that no rule reads (openings only count, and replays start from new_game)",
    (
        "src/landrush_tui/rules/piecepack/view.py",
        'rng = random.Random(seat_turn_seed(state.settings.seed, "piecepack-bot", seat, step))',
        '"piecepack-bot"',
        "('piecepack-botXX')",
    ): "the name of the bots' private stream: any fixed name gives bots equally random, replayable "
    "choices, and records hold the decisions, not the stream (distinct streams per decision are tested)",
    (
        "src/landrush_tui/rules/piecepack/help.py",
        "k = game.stash_start(n)[0]",
        "0",
        "(1)",
    ): "stash_start(n) is (k, k, k), the same count for every size: any index gives k",
}
