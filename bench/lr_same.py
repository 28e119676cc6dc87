"""Print every bid Land Rush's hard bot makes in a set of whole games, one line
a decision, so two versions of the bot can be compared bid for bid (a change
gated to some table sizes must leave the others' bids as they were):

    PYTHONPATH=/path/to/old/src python bench/lr_same.py --players 4,7 > old.txt
    python bench/lr_same.py --players 4,7 > new.txt && cmp old.txt new.txt

Each game seats hard in every seat of the table but one, with a style of the
gauntlet's tuning half in the other (seats rotated over the games), so the
positions she meets range from her own kind to plain formulas.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from gauntlet import landrush_tuning  # noqa: E402

from landrush_tui.ai.landrush import bot_settings, call_bot  # noqa: E402
from landrush_tui.ai.landrush.hard import hard  # noqa: E402
from landrush_tui.rules.landrush import new_game, play_turn, public_view  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="4,7")
    ap.add_argument("--seeds", type=int, default=6, help="games per table size (seeds 7000, 7001, ...)")
    args = ap.parse_args()
    styles = list(landrush_tuning.STYLES.items())
    for n in (int(p) for p in args.players.split(",")):
        for g in range(args.seeds):
            seed = 7000 + g
            name, style = styles[g % len(styles)]
            other = g % n
            state = new_game(bot_settings([f"s{i}" for i in range(n)], seed))
            while state.lots:
                bids = []
                for s in range(n):
                    view = public_view(state, s)
                    bids.append(call_bot(style if s == other else hard, view))
                    if s != other:
                        print(f"n={n} seed={seed} turn={state.turn} seat={s} vs={name}: {bids[-1]}")
                state, _ = play_turn(state, bids)
    return 0


if __name__ == "__main__":
    sys.exit(main())
