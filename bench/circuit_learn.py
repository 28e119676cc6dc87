"""Learn hard's buy-or-decline weighing from what each answer did on real futures.

At each of hard's decisions in lab games against the tuning half (and medium, easy),
the rest of the game is played twice from that moment, once per answer, the other
seats by their own rules and hard's later answers by hard itself. The dice of that
rest are random as seen from the decision, so the difference of hard's share between
the two endings is an unbiased (noisy) sample of how much better buying is than
declining there. A least-squares fit of those differences on ``features`` gives
weights; hard buys when the weighted sum is positive. One step of policy
improvement, using only what the view shows.

    python bench/circuit_learn.py sample --players 2,3 --boards 40 --out /tmp/a.jsonl
    python bench/circuit_learn.py fit /tmp/a.jsonl /tmp/b.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Callable

from circuit_lab import PRICE, TUNING_FIELDS, Policy, Table, _Seen, hard_p, outcome, policy

from landrush_tui.ai.circuit import features, read_styles


def lab_features(g: Table, s: int, sp: int) -> list[float]:
    """hard's ``features`` of a decision on the lab table."""
    seen = [(x, m - PRICE[n - 1], bought) for _, x, m, n, bought in g.log]
    return features(_Seen(g, s, sp), read_styles(seen, s, g.remaining))  # type: ignore[arg-type]


def sample(
    players: list[int],
    boards: int,
    out: str,
    first: int,
    base: Policy | None = None,
    phi_of: Callable[[Table, int, int], list[float]] = lab_features,
) -> None:
    """At each of ``base``'s decisions (the shipped hard unless given), the rest of the
    game played once per answer: the share difference, with ``phi_of``'s features."""
    base = base or hard_p()
    fields = [*TUNING_FIELDS.values(), ("medium",), ("easy",)]
    with open(out, "a") as f:
        for p in players:
            for fi, field in enumerate(fields):
                rivals = [policy(x) for x in field]
                for b in range(boards):
                    seed = first + 1000 * fi + b
                    me = b % p
                    seats: list[Policy] = [rivals[(b + i) % len(rivals)] for i in range(p - 1)]
                    seats.insert(me, base)

                    def probe(g: Table, s: int, sp: int, seats: list[Policy] = seats) -> bool:
                        assert base is not None
                        phi = phi_of(g, s, sp)
                        shares = []
                        for choice in (True, False):
                            assert g.pre is not None
                            h = g.pre.clone()
                            forced = [choice]

                            def dec(t: Table, x: int, y: int, forced: list[bool] = forced) -> bool:
                                assert base is not None
                                if x == s:
                                    return forced.pop() if forced else base(t, x, y)
                                return seats[x](t, x, y)

                            while h.to_move is not None:
                                h.step(dec)
                            shares.append(outcome(h, s)[0])
                        f.write(json.dumps([p, shares[0] - shares[1], phi]) + "\n")
                        return base(g, s, sp)

                    play_seats = list(seats)
                    play_seats[me] = probe
                    g = Table(p, seed)
                    while g.to_move is not None:
                        g.step(lambda t, x, y: play_seats[x](t, x, y))
                f.flush()
                print(f"p={p} field {'+'.join(field)} done", flush=True)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is square)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                k = m[r][c] / m[c][c]
                m[r] = [x - k * y for x, y in zip(m[r], m[c], strict=False)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(paths: list[str], ridge: float, out: str | None) -> None:
    rows = [json.loads(line) for path in paths for line in open(path)]
    k = len(rows[0][2])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for _, d, phi in rows:
        for i in range(k):
            xty[i] += phi[i] * d
            for j in range(k):
                xtx[i][j] += phi[i] * phi[j]
    for i in range(1, k):
        xtx[i][i] += ridge
    w = solve(xtx, xty)
    nonzero = sum(1 for _, d, _ in rows if d)
    agree = sum(1 for _, d, phi in rows if d and (sum(a * b for a, b in zip(w, phi, strict=False)) > 0) == (d > 0))
    print(
        f"{len(rows)} decisions, {nonzero} where the answer changed the winner; "
        f"the fit picks the better answer in {agree / max(1, nonzero):.1%} of those"
    )
    print("WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    if out:
        json.dump(w, open(out, "w"))
    buys = sum(1 for _, _, phi in rows if sum(a * b for a, b in zip(w, phi, strict=False)) > 0)
    print(f"it would buy in {buys / len(rows):.1%} of these decisions (hard bought in the samples' games)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--players", default="2,3,4,6")
    s.add_argument("--boards", type=int, default=30, help="boards per field and table size")
    s.add_argument("--first", type=int, default=1000, help="the first board's seed (the lab measures from 50000)")
    s.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", nargs="+")
    f.add_argument("--ridge", type=float, default=1.0)
    f.add_argument("--out", help="write the weights here (json), for circuit_lab.py's w:FILE")
    args = ap.parse_args()
    if args.cmd == "sample":
        sample([int(x) for x in args.players.split(",")], args.boards, args.out, args.first)
    else:
        fit(args.paths, args.ridge, args.out)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
