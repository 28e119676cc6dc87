"""Circuit at two seats: a look-ahead over the dice, on the lab table (bench/circuit_lab.py),
tuning half only.

At a buy-or-decline, each answer is played out ``k`` times on dice sequences sampled from
a stream of the bot's own (never the game's dice), the same sequences for both answers.
The rival plays by the rule read off its own buys and declines this game (``read_styles``:
a reserve and how often it strays from it, the strays drawn from the same stream); later
answers of the bot's own by a cheap rule (``--mine``). A play-out stops after ``horizon``
turns and is worth the bot's share of the worth at the table there (a logistic of the
lead: less noisy than who won), or 1 / 0 when the game ended sooner. The better mean wins;
near-ties (within ``tie``) go to hard's learned answer.

    python bench/circuit_look.py --k 16 --horizon 40 --boards 30
"""

from __future__ import annotations

import argparse
import math
import random
import time
import zlib

from circuit_lab import PRICE, SUITE, TUNING_FIELDS, Policy, Table, cell, hard_p, medium_p, policy

from landrush_tui.ai.circuit import read_styles


def look_p(k: int, horizon: int, mine: Policy, scale: float = 8000.0, tie: float = 0.0) -> Policy:
    hard = hard_p()

    def f(g: Table, s: int, b: int) -> bool:
        learned = hard(g, s, b)
        if g.n != 2:
            return learned
        seen = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in g.log]
        styles = read_styles(seen, s, g.remaining)
        rng = random.Random(zlib.crc32(repr((g.turn, s, g.money, g.owners)).encode()))
        score = [0.0, 0.0]
        pre = g.pre
        assert pre is not None
        for _ in range(k):
            fake = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(horizon + 2)]
            fake[0] = g.dice_sum
            flips = [rng.random() for _ in range(horizon + 2)]
            for ci, choice in enumerate((True, False)):
                h = pre.clone()
                h.fake, h.fake0 = fake, g.turn
                t0 = g.turn
                forced = [choice]

                def dec(t: Table, x: int, y: int, forced: list[bool] = forced) -> bool:
                    if x == s:
                        return forced.pop() if forced else mine(t, x, y)
                    st = styles[x]
                    rule = t.money[x] - PRICE[y - 1] >= st.reserve
                    return rule != (flips[t.turn - t0] < st.miss)

                while h.to_move is not None and h.turn - t0 < horizon:
                    h.step(dec)
                if h.to_move is None:
                    v = 1 / len(h.winners) if s in h.winners else 0.0
                else:
                    r = next(x for x in h.remaining if x != s) if len(h.remaining) > 1 else s
                    lead = h.worth(s) - h.worth(r)
                    v = 1 / (1 + math.exp(-max(-50.0, min(50.0, lead / scale))))
                score[ci] += v
        if abs(score[0] - score[1]) <= tie * k:
            return learned
        return score[0] > score[1]

    return f


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--k", default="16", help="samples, comma-separated variants")
    ap.add_argument("--horizon", default="40")
    ap.add_argument("--scale", default="8000")
    ap.add_argument("--tie", default="0")
    ap.add_argument("--mine", default="medium")
    ap.add_argument("--boards", type=int, default=30)
    ap.add_argument("--first", type=int, default=50_000)
    ap.add_argument("--base", action="store_true", help="also hard itself on the same boards")
    ap.add_argument("--fields", default=",".join(SUITE))
    args = ap.parse_args()
    bots: list[tuple[str, Policy]] = []
    if args.base:
        bots.append(("hard", hard_p()))
    mine = medium_p if args.mine == "medium" else policy(args.mine)
    for k in map(int, args.k.split(",")):
        for hz in map(int, args.horizon.split(",")):
            for sc in map(float, args.scale.split(",")):
                for tie in map(float, args.tie.split(",")):
                    bots.append((f"look k{k} h{hz} s{sc:.0f} t{tie}", look_p(k, hz, mine, sc, tie)))
    for name, bot in bots:
        t0 = time.perf_counter()
        xs = []
        for field in args.fields.split(","):
            fp = [policy(x) for x in TUNING_FIELDS.get(field, (field,))]
            pts, n, _ = cell(bot, fp, 2, args.boards, args.first)
            xs.append(pts / n * 2)
        print(
            f"{name:<32} p2 {sum(xs) / len(xs):.3f} [" + " ".join(f"{x:.2f}" for x in xs) + f"] "
            f"({time.perf_counter() - t0:.0f}s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
