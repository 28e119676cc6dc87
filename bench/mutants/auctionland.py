"""Mutants of ``src/landrush_tui/rules/auctionland/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    (
        "src/landrush_tui/rules/auctionland/view.py",
        'rng = random.Random(seat_turn_seed(state.settings.seed, "auctionland-bot", seat, decisions))',
        '"auctionland-bot"',
        "('auctionland-botXX')",
    ): "the name of the bots' private stream: any fixed name gives bots equally random, replayable "
    "choices, and records hold the decisions, not the stream (distinct streams per decision are tested)",
}
