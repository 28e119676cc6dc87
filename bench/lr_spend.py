"""Where Land Rush's hard bot's money goes: per game, what it paid for land,
what it got in payouts, and the same for the winner, at one table of one
gauntlet tuning field (or sparring field):

    python bench/lr_spend.py --bot hard --field copycat --players 10 --games 5 [--spar]
"""

from __future__ import annotations

import argparse
import sys
import types
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr_spar  # noqa: E402
from gauntlet import run  # noqa: E402

from landrush_tui.ai.registry import bots_for  # noqa: E402
from landrush_tui.rules import registry  # noqa: E402
from landrush_tui.rules.players import PlayerKind, PlayerSpec  # noqa: E402
from landrush_tui.simulate import rotated  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot", default="hard", help="a built-in bot or package.module:callable")
    ap.add_argument("--field", default="copycat", help="a field of the tuning half (or of lr_spar with --spar)")
    ap.add_argument("--players", type=int, default=10)
    ap.add_argument("--games", type=int, default=5, help="games, the bot one seat further on each")
    ap.add_argument("--spar", action="store_true", help="the field is one of bench/lr_spar.py's")
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    styles: types.ModuleType
    if args.spar:
        styles = types.ModuleType("spar")
        styles.STYLES, styles.FIELDS = lr_spar.STYLES, lr_spar.FIELDS  # type: ignore[attr-defined]
    else:
        styles = run.gauntlet("landrush", "tuning")
    rules = registry.get("landrush")
    table = bots_for(rules.name)
    bot = table.load_bot(args.bot, custom=True)
    n = args.players
    for g in range(args.games):
        me = g % n
        lineup = [bot] + [styles.STYLES[s] for s in run.rivals_of(styles.FIELDS[args.field], n, g)]
        seat_bots = rotated(lineup, me)
        players = [PlayerSpec(f"Seat {i + 1}", PlayerKind.AI, "gauntlet") for i in range(n)]
        state = rules.new_game(rules.make_settings(players, args.seed + g, **run._values("landrush", [])))
        while (ask := rules.to_decide(state)) is not None:
            decisions = {s: table.call_bot(rules, seat_bots[s], rules.view(state, s), str(s)) for s in ask.seats}
            state, _ = rules.apply(state, decisions)
        paid = [0] * n
        fields = [0] * n
        buys: list[list[int]] = [[] for _ in range(n)]
        for rep in state.history:
            for sale in rep.sales:
                paid[sale.winner] += sale.price
                fields[sale.winner] += 1
                buys[sale.winner].append(sale.price)
        won = rules.winners(state)
        w = won[0]
        print(
            f"game {g} seat {me}: me paid {paid[me]} for {fields[me]} fields, region {state_largest(state, me)},"
            f" money {state.money[me]} | winner {w}{' (me)' if me in won else ''} paid {paid[w]} for {fields[w]},"
            f" region {state_largest(state, w)}, money {state.money[w]} | my buys {buys[me][:8]}"
        )
    return 0


def state_largest(state, seat):  # type: ignore[no-untyped-def]
    from landrush_tui.rules.landrush.game import seat_largest_region

    return seat_largest_region(state, seat)


if __name__ == "__main__":
    sys.exit(main())
