"""Circuit at two seats: why did look-aheads lose to the learned weights? Measured per
decision instead of per game, tuning half only (never the held-out).

1. ``collect``: hard's own two-seat decisions in lab games (bench/circuit_lab.py) against
   the nine fields of the lab suite, boards from ``--first``; each kept with the table
   just before the roll that brought it.
2. ``truth``: for each decision, the rest of the game played out ``--m`` times per answer
   on random dice (the same dice for both answers, a stream of its own), the rival by its
   *real* rule and hard's later answers by hard: ``D``, an unbiased estimate of how much
   better buying is than declining for hard's share of the wins (one step of policy
   improvement over hard).
3. A decider's worth is then ``sum(D)`` over the decisions where it buys: a decider that
   differs from hard gains ``sum(D)`` where it buys and hard declines, less where hard buys
   and it declines. That is far less noisy than who won the games (the dice of every
   decision are averaged, and only the differing decisions count), so many deciders can be
   set side by side on the same decisions: hard's rule, look-aheads with few or many
   samples, the rival modelled fairly (``read_styles``) or perfectly, later answers by
   medium or by hard.

4. ``--again`` and ``--cross``: a second truth of the same decisions on other dice. Deciding
   by one and scoring by the other is a look-ahead with a perfect model of the rival; the
   two truths' covariance within a band of hard's weighing is how far the real worth of
   buying spreads there beyond the noise: what even a perfect fair decider could gain.
5. ``--fit``: weights fitted to one set's ``D`` (``--extra``: with ``runway_features``),
   their gain over hard on another set.

    python bench/circuit2_look.py --boards 40 --m 24 --out /tmp/a.pkl
    python bench/circuit2_look.py --load /tmp/a.pkl --deciders medium,look:16:styles:medium,gate:0.02:look:64:styles:hard
    python bench/circuit2_look.py --again /tmp/a.pkl --m 24 --out /tmp/b.pkl
    python bench/circuit2_look.py --cross /tmp/a.pkl /tmp/b.pkl
    python bench/circuit2_look.py --fit /tmp/a.pkl /tmp/a.pkl --extra

A decider: hard, medium, always, never; look:K:MODEL:MINE[:HORIZON] (K pairs of play-outs,
the rival by ``styles`` as read this game or ``perfect``, my later answers by ``medium`` or
``hard``, stopped after HORIZON turns and scored by a logistic of the lead in worth);
gate:TAU:DECIDER (hard's answer unless its weighing is within TAU of nought).
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import time
import zlib
from typing import Callable, NamedTuple

from circuit_lab import (
    PRICE,
    SP,
    SUITE,
    TUNING_FIELDS,
    Policy,
    Table,
    _Seen,
    hard_p,
    medium_p,
    outcome,
    policy,
)

from landrush_tui.ai.circuit import WEIGHTS_TWO, Style, read_styles, rent_rate, two_seat_features
from landrush_tui.simulate import rotated

_SUMS = [a + b for a in range(1, 7) for b in range(1, 7)]
CAP = 400  # turns a play-out may last (two-seat games end far sooner)


class Decision(NamedTuple):
    at: Table  # the table as hard is asked (the token moved)
    pre: Table  # the table before the roll that brought it there
    seat: int
    space: int
    field: str
    rival: str  # the rival's real rule, by name (for the perfect model and the truth)


def collect(boards: int, first: int, fields: list[str]) -> list[Decision]:
    hard = hard_p()
    out: list[Decision] = []
    for field in fields:
        names = TUNING_FIELDS.get(field, (field,))
        for b in range(boards):
            rival = names[b % len(names)]
            for shift in range(2):
                me = shift % 2
                seats: list[Policy] = rotated([hard, policy(rival)], shift)

                def probe(g: Table, s: int, sp: int, field: str = field, rival: str = rival) -> bool:
                    assert g.pre is not None
                    out.append(Decision(g.clone(), g.pre.clone(), s, sp, field, rival))
                    return hard(g, s, sp)

                seats[me] = probe
                g = Table(2, first + b)
                while g.to_move is not None:
                    g.step(lambda t, x, y: seats[x](t, x, y))
    return out


def play_out(
    d: Decision, choice: bool, dice: list[int], rival: Policy, mine: Policy, cap: int = CAP, scale: float = 0.0
) -> float:
    """hard's share of the wins when the game goes on from ``d`` with ``choice`` on these
    dice sums (the first is the roll already made)."""
    h = d.pre.clone()
    h.keep_pre = False
    h.fake, h.fake0 = dice, d.pre.turn
    forced = [choice]
    s = d.seat

    def dec(t: Table, x: int, y: int) -> bool:
        if x == s:
            return forced.pop() if forced else mine(t, x, y)
        return rival(t, x, y)

    while h.to_move is not None and h.turn - d.pre.turn < cap:
        h.step(dec)
    if h.to_move is not None and scale:  # stopped early: a logistic of the lead in worth
        return 1 / (1 + math.exp(-max(-50.0, min(50.0, (h.worth(s) - h.worth(1 - s)) / scale))))
    if h.to_move is not None:  # never seen at two seats: the richer in worth counts as the winner
        return float(h.worth(s) > h.worth(1 - s))
    return outcome(h, s)[0]


_POOL_RNG = random.Random(20261126)
# Dice sums drawn once; a play-out's dice are a stretch of them from a random offset.
POOL = [_SUMS[int(_POOL_RNG.random() * 36)] for _ in range(1 << 20)]


def sums(rng: random.Random, first: int, n: int = CAP) -> list[int]:
    o = rng.randrange(len(POOL) - n)
    return [first] + POOL[o : o + n]


def style_rival(st: Style, flips: list[float], t0: int) -> Policy:
    """The rival as hard reads it: buys keeping ``reserve``, strays at rate ``miss`` (the
    strays drawn per turn, so both answers meet the same ones)."""

    def f(g: Table, s: int, b: int) -> bool:
        return (g.money[s] - PRICE[b - 1] >= st.reserve) != (flips[(g.turn - t0) % len(flips)] < st.miss)

    return f


def fixed_hard(styles: dict[int, Style]) -> Policy:
    """hard's two-seat rule with the rival's style read once (cheaper than re-reading it)."""

    def f(g: Table, s: int, b: int) -> bool:
        phi = two_seat_features(_Seen(g, s, b), styles)  # type: ignore[arg-type]
        return sum(k * x for k, x in zip(WEIGHTS_TWO, phi, strict=True)) > 0

    return f


def root_styles(d: Decision) -> dict[int, Style]:
    seen = [(x, m - PRICE[sp - 1], bought) for _, x, m, sp, bought in d.at.log]
    return read_styles(seen, d.seat, d.at.remaining)


def truth(ds: list[Decision], m: int, salt: str = "truth") -> list[float]:
    hard = hard_p()
    out = []
    for i, d in enumerate(ds):
        rng = random.Random(zlib.crc32(f"{salt} {i} {d.pre.seed} {d.pre.turn}".encode()))
        rival = policy(d.rival)
        acc = 0.0
        for _ in range(m):
            dice = sums(rng, d.at.dice_sum)
            acc += play_out(d, True, dice, rival, hard) - play_out(d, False, dice, rival, hard)
        out.append(acc / m)
    return out


Decider = Callable[[Decision], bool]


def look(k: int, model: str, mine: str, horizon: int = CAP) -> Decider:
    hard = hard_p()

    def f(d: Decision) -> bool:
        rng = random.Random(zlib.crc32(repr((d.pre.turn, d.seat, d.pre.money, d.pre.owners)).encode()))
        styles = root_styles(d)
        cont = {"medium": medium_p, "hard": fixed_hard(styles)}[mine]
        score = 0.0
        for _ in range(k):
            dice = sums(rng, d.at.dice_sum)
            flips = [rng.random() for _ in range(512)]
            vals = []
            for choice in (True, False):
                rival = policy(d.rival) if model == "perfect" else style_rival(styles[1 - d.seat], flips, d.pre.turn)
                vals.append(play_out(d, choice, dice, rival, cont, horizon, 8000.0))
            score += vals[0] - vals[1]
        if score == 0:
            return hard(d.at, d.seat, d.space)
        return score > 0

    return f


def margin(d: Decision) -> float:
    """How sure hard's two-seat weighing is: its weighted sum (buy when positive)."""
    phi = two_seat_features(_Seen(d.at, d.seat, d.space), root_styles(d))  # type: ignore[arg-type]
    return sum(k * x for k, x in zip(WEIGHTS_TWO, phi, strict=True))


def decider(name: str) -> Decider:
    if name.startswith("gate:"):  # gate:TAU:inner...: hard's answer unless its weighing is within TAU
        _, tau, inner = name.split(":", 2)
        hard, f = decider("hard"), decider(inner)
        return lambda d: f(d) if abs(margin(d)) < float(tau) else hard(d)
    if name == "hard":
        hard = hard_p()
        return lambda d: hard(d.at, d.seat, d.space)
    if name in ("always", "never", "medium"):
        p = policy(name) if name != "medium" else medium_p
        return lambda d: p(d.at, d.seat, d.space)
    if name.startswith("look:"):  # look:K:styles|perfect:medium|hard[:HORIZON]
        _, k, model, mine, *hz = name.split(":")
        return look(int(k), model, mine, int(hz[0]) if hz else CAP)
    raise SystemExit(f"unknown decider {name}")


TAX_PER_TURN = sum(sp.tax for sp in SP) / len(SP)  # a token lands on each space 1/21 a turn


def runway_features(d: Decision) -> list[float]:
    """What a duel comes down to: how many turns each side lasts at the rents and taxes it
    is likely to pay (after this plot is bought), and the net flow per turn between them."""
    me, r = d.seat, 1 - d.seat
    owners = list(d.at.owners)
    owners[d.space - 1] = me
    left = d.at.money[me] - PRICE[d.space - 1]
    mine, theirs = rent_rate(owners, me) * 1000, rent_rate(owners, r) * 1000
    out_me, out_r = theirs + TAX_PER_TURN, mine + TAX_PER_TURN
    last_me, last_r = min(3.0, left / out_me / 20), min(3.0, d.at.money[r] / out_r / 20)
    return [last_me, last_r, last_me - last_r, (mine - theirs) / 1000]


def phi_of(d: Decision, extra: bool) -> list[float]:
    phi = two_seat_features(_Seen(d.at, d.seat, d.space), root_styles(d))  # type: ignore[arg-type]
    return phi + runway_features(d) if extra else phi


def fit_and_test(train: str, test: str, ridge: float, extra: bool) -> None:
    """Weights fitted to one decision set's D, their gain over hard on another's."""
    from circuit_learn import solve

    ds, ts = pickle.load(open(train, "rb"))
    rows = [phi_of(d, extra) for d in ds]
    k = len(rows[0])
    xtx = [[sum(r[i] * r[j] for r in rows) + (ridge if i == j and i else 0.0) for j in range(k)] for i in range(k)]
    xty = [sum(r[i] * t for r, t in zip(rows, ts, strict=True)) for i in range(k)]
    w = solve(xtx, xty)
    print("weights", ", ".join(f"{x:.4f}" for x in w))
    ds2, ts2 = pickle.load(open(test, "rb"))
    hard = decider("hard")
    gain = sum(
        t * (int(sum(a * b for a, b in zip(w, phi_of(d, extra), strict=True)) > 0) - int(hard(d)))
        for d, t in zip(ds2, ts2, strict=True)
    )
    games = len({(d.pre.seed, d.field, d.seat) for d in ds2})
    print(f"fitted on {train} ({len(ds)}), on {test}: gain over hard {gain / games * 100:+.2f} points a game")


def cross(a: str, b: str) -> None:
    """Two truths of the same decisions on independent dice. Deciding by one and scoring by
    the other is a look-ahead with a perfect model of the rival, hard's own later answers and
    ``m`` samples; their covariance within a band of hard's weighing is how much the real
    worth of buying spreads there, beyond the noise (what any fair decider could exploit)."""
    ds, ta = pickle.load(open(a, "rb"))
    _, tb = pickle.load(open(b, "rb"))
    hard = decider("hard")
    hb = [hard(d) for d in ds]
    ms = [margin(d) for d in ds]
    games = len({(d.pre.seed, d.field, d.seat) for d in ds})
    for tau in (0.01, 0.02, 0.05, 1.0):
        g = 0.0
        for x, y in ((ta, tb), (tb, ta)):
            g += (
                sum(
                    v * (int(u > 0 if u else h) - int(h))
                    for u, v, h, m in zip(x, y, hb, ms, strict=True)
                    if abs(m) < tau
                )
                / 2
            )
        print(f"decide by one truth where |margin| < {tau}: gain over hard {g / games * 100:+.2f} points a game")
    print("band of the margin: decisions, mean D, spread of the real D (sd, from the covariance), ideal gain")
    ideal = 0.0
    edges = [-1.0, -0.05, -0.03, -0.02, -0.01, 0.0, 0.01, 0.02, 0.03, 0.05, 1.0]
    for lo, hi in zip(edges, edges[1:], strict=False):
        sel = [(u, v) for u, v, m in zip(ta, tb, ms, strict=True) if lo <= m < hi]
        n = len(sel)
        mu = sum(u + v for u, v in sel) / 2 / n
        cov = sum((u - mu) * (v - mu) for u, v in sel) / n
        sd = math.sqrt(max(cov, 0.0))
        # The gain of knowing each real D in the band (normal around mu) over deciding by mu.
        z = mu / sd if sd else 0.0
        pdf, cdf = math.exp(-z * z / 2) / math.sqrt(2 * math.pi), 0.5 * (1 + math.erf(z / math.sqrt(2)))
        best = mu * cdf + sd * pdf if sd else max(mu, 0.0)
        part = n * (best - max(mu, 0.0))
        ideal += part
        print(f"  {lo:+.2f}..{hi:+.2f}: {n:5d}  {mu:+.4f}  {sd:.4f}  {part / games * 100:+.2f}")
    print(
        f"knowing every decision's real worth (a fair decider's best, one step): {ideal / games * 100:+.2f} points a game"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--boards", type=int, default=25)
    ap.add_argument("--first", type=int, default=60_000)
    ap.add_argument("--fields", default=",".join(SUITE))
    ap.add_argument("--m", type=int, default=16)
    ap.add_argument("--out")
    ap.add_argument("--load")
    ap.add_argument("--deciders", default="hard")
    ap.add_argument("--fit", nargs=2, metavar=("TRAIN", "TEST"), help="fit weights on one set, test on another")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--extra", action="store_true", help="with runway_features")
    ap.add_argument("--cross", nargs=2, metavar=("A", "B"), help="two truths of the same decisions")
    ap.add_argument("--salt", default="truth", help="the truth's dice stream (another salt: other dice)")
    ap.add_argument("--again", help="a decision set: its truth again on other dice, to --out")
    args = ap.parse_args()
    if args.fit:
        fit_and_test(*args.fit, args.ridge, args.extra)
        return
    if args.cross:
        cross(*args.cross)
        return
    if args.again:  # a second truth on the same decisions, on dice of its own
        ds, ts = pickle.load(open(args.again, "rb"))
        pickle.dump((ds, truth(ds, args.m, "again")), open(args.out, "wb"))
        return
    if args.load:
        ds, ts = pickle.load(open(args.load, "rb"))
    else:
        t0 = time.perf_counter()
        ds = collect(args.boards, args.first, args.fields.split(","))
        print(f"{len(ds)} decisions ({time.perf_counter() - t0:.0f}s)", flush=True)
        t0 = time.perf_counter()
        ts = truth(ds, args.m, args.salt)
        print(f"truth, m {args.m} ({time.perf_counter() - t0:.0f}s)", flush=True)
        if args.out:
            pickle.dump((ds, ts), open(args.out, "wb"))
    games = len({(d.pre.seed, d.field, d.seat) for d in ds})
    base = decider("hard")
    hb = [base(d) for d in ds]
    best = sum(max(t, 0) for t in ts)
    print(
        f"{len(ds)} decisions in {games} games; hard buys {sum(hb)}; the truth's own best over hard: "
        f"{(best - sum(t for t, b in zip(ts, hb, strict=True) if b)) / games * 100:+.2f} points a game (upper, noisy)"
    )
    for name in args.deciders.split(","):
        t0 = time.perf_counter()
        f = decider(name)
        picks = [f(d) for d in ds]
        gain = sum(t * (int(p) - int(b)) for t, p, b in zip(ts, picks, hb, strict=True))
        differ = sum(p != b for p, b in zip(picks, hb, strict=True))
        spent = time.perf_counter() - t0
        print(
            f"{name:<28} differs from hard in {differ:>5}; gain over hard {gain / games * 100:+.2f} points "
            f"of share a game ({spent / len(ds) * 1000:.1f} ms a decision)",
            flush=True,
        )


if __name__ == "__main__":
    main()
