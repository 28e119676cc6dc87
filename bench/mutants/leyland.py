"""Mutants of ``src/landrush_tui/rules/leyland/`` known to be equivalent (read by bench/mutate.py)."""

EQUIVALENT: dict[tuple[str, str, str, str], str] = {
    (
        "src/landrush_tui/rules/leyland/tiles.py",
        "theirs = side_colour(other[0], other[1], (side + 2) % 4)",
        "side + 2",
        "(side - 2)",
    ): "(side + 2) % 4 == (side - 2) % 4 for every side: the opposite side either way",
    (
        "src/landrush_tui/rules/leyland/view.py",
        "step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "8",
        "(9)",
    ): "a seat's bid and action in a round still get steps no other decision of that seat gets (spec 4 asks only for the bot's own stream; records hold decisions, not draws)",
    (
        "src/landrush_tui/rules/leyland/view.py",
        "step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "8",
        "(7)",
    ): "a seat's bid and action in a round still get steps no other decision of that seat gets (spec 4 asks only for the bot's own stream; records hold decisions, not draws)",
    (
        "src/landrush_tui/rules/leyland/view.py",
        "step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "1",
        "(2)",
    ): "a seat's bid and action in a round still get steps no other decision of that seat gets (spec 4 asks only for the bot's own stream; records hold decisions, not draws)",
    (
        "src/landrush_tui/rules/leyland/view.py",
        "step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "state.bids is None",
        "(state.bids is not None)",
    ): "a seat's bid and action in a round still get steps no other decision of that seat gets (spec 4 asks only for the bot's own stream; records hold decisions, not draws)",
    (
        "src/landrush_tui/rules/leyland/view.py",
        "step = state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "state.round * 8 + (0 if state.bids is None else 1 + len(state.actions))",
        "(state.round * 8 - (0 if state.bids is None else 1 + len(state.actions)))",
    ): "a seat's bid and action in a round still get steps no other decision of that seat gets (spec 4 asks only for the bot's own stream; records hold decisions, not draws)",
    (
        "src/landrush_tui/rules/leyland/view.py",
        'rng = random.Random(seat_turn_seed(state.settings.seed, "leyland-bot", seat, step))',
        '"leyland-bot"',
        "('leyland-botXX')",
    ): "any purpose name gives the bots private streams; the spec names none",
}
