"""The Circuit ceiling against the gauntlet: ``bench/circuit_cheat.py``'s cheat
(it sees the future dice and plays the real rest of the game once per answer)
with the gauntlet's styles as the opponents it replays, instead of built-in
bots named by strength. Not a bot: it reads the seed. For a ceiling figure:

    python bench/gauntlet/run.py --game circuit --bot gauntlet.circuit_ceiling:cheat --players 3,4 \\
        --set purchase=optional
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import circuit_cheat

from landrush_tui.rules.circuit.game import ROLL, State


def cheat(rules: Any, state: State, seat: int, seat_bots: Sequence[Callable[[Any], str]]) -> str:
    if state.rolled is None:
        return ROLL
    names = [f"seat {i}" for i in range(len(seat_bots))]
    # circuit_cheat's rollouts ask each opponent by its name in BOTS: name the seats' own bots.
    circuit_cheat.BOTS = dict(zip(names, seat_bots, strict=False))  # type: ignore[assignment]
    return circuit_cheat.cheat(state, names, seat)


cheat.sees_game = True  # type: ignore[attr-defined]
