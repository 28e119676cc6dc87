"""Value-like and following sparring styles for Land Rush's hard bot at four
and seven seats, written from the rules alone (no gauntlet module or kit
read), and a runner for A/B runs on them next to the tuning halves:

    python bench/lr47_spar.py --bots lr47_var:main,lr47_var:whole --games 60 \
        --cells lr47:share60:4,lr47:echo:4,tuning2:value_half:7

(the options are those of ``bench/lr_ab.py``; cells ``lr47:<field>:<seats>``)

A lot's *worth* to a seat (``worth``): what owning it adds to the seat's
expected payouts over the turns left, the last one five-fold: each turn's rank
is read from the seat's largest region against every rival's, less sure the
further ahead (a rival's region is a normal guess around its size now grown
by its even share of the lots), and a lot that joins no region of the seat
counts as starting one.

Styles (each a plain ``style(view) -> bids``):

- share50, share75, share100: a fixed share of each lot's worth, within its money.
- shade: the worth shaded by how much of the game is left: 90% on the first
  turn down to 40% on the last (bids fall as the land runs out).
- echo: bids what lots went for last turn (their mean price) on every lot,
  1.3 times that on lots that grow its largest region; on the first turn
  its money over the turns left.
- echo_low: the same at 0.8 and 1.1 times.
- echo_top: last turn's highest price on lots that grow its largest region,
  the median elsewhere.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Callable, Sequence

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from landrush_tui.rules.landrush.view import PublicView  # noqa: E402

Bot = Callable[[PublicView], Sequence[int]]


def _largest(view: PublicView, seat: int, extra: int | None = None) -> int:
    """The seat's largest region (in fields), with field ``extra`` added if given."""
    regions = view.regions(seat)
    best = max((len(r) for r in regions), default=0)
    if extra is None:
        return best
    near = set(view.board.neighbours[extra])
    return max(best, 1 + sum(len(r) for r in regions if near.intersection(r)))


def _expected(table: Sequence[int], mine: float, others: Sequence[float], spread: float) -> float:
    """The payout expected at the rank the region ``mine`` holds against
    ``others``, each rival above it with a normal chance."""
    ahead = [0.5 * (1 + math.erf((o - mine) / (spread * math.sqrt(2)))) for o in others]
    dist = [1.0]
    for p in ahead:  # chance that c rivals rank ahead
        nxt = [0.0] * (len(dist) + 1)
        for c, d in enumerate(dist):
            nxt[c] += d * (1 - p)
            nxt[c + 1] += d * p
        dist = nxt
    return sum(d * table[min(c, len(table) - 1)] for c, d in enumerate(dist))


def worth(view: PublicView) -> list[float]:
    me = view.seat
    n = view.n
    turns = max(view.remaining_turns(), 1)
    normal, final = view.payout_table(), view.payout_table(final=True)
    rate = view.settings.lots_per_turn / n
    others = [_largest(view, s) for s in range(n) if s != me]
    now = _largest(view, me)
    out = []
    for f in view.lots:
        grown = _largest(view, me, f)
        gain = grown - now if grown > now else 0.4
        total = 0.0
        for h in range(turns):
            table = final if h == turns - 1 else normal
            spread = 0.6 + 0.7 * math.sqrt(h)
            ahead = [o + 0.6 * rate * h for o in others]
            base = now + 0.6 * rate * h
            total += _expected(table, base + gain, ahead, spread) - _expected(table, base, ahead, spread)
        out.append(max(total, 0.0))
    return out


def _fit(view: PublicView, bids: Sequence[float]) -> list[int]:
    top = max(view.my_money, 0)
    return [max(0, min(top, int(b))) for b in bids]


def _share(share: float) -> Bot:
    return lambda view: _fit(view, [share * w for w in worth(view)])


share50 = _share(0.5)
share75 = _share(0.75)
share100 = _share(1.0)


def shade(view: PublicView) -> list[int]:
    total = view.remaining_turns() + len(view.history)
    left = view.remaining_turns() / max(total, 1)
    return _fit(view, [(0.4 + 0.5 * left) * w for w in worth(view)])


def _grows(view: PublicView, f: int) -> bool:
    return _largest(view, view.seat, f) > _largest(view, view.seat)


def _echo(low: float, high: float) -> Bot:
    def bot(view: PublicView) -> list[int]:
        if not view.history:
            unit = view.my_money / max(view.remaining_turns(), 1)
            return _fit(view, [unit] * len(view.lots))
        prices = [s.price for s in view.history[-1].sales]
        mean = sum(prices) / len(prices) if prices else 0.0
        return _fit(view, [mean * (high if _grows(view, f) else low) + 1 for f in view.lots])

    return bot


echo = _echo(1.0, 1.3)
echo_low = _echo(0.8, 1.1)


def echo_top(view: PublicView) -> list[int]:
    if not view.history:
        unit = view.my_money / max(view.remaining_turns(), 1)
        return _fit(view, [unit] * len(view.lots))
    prices = sorted(s.price for s in view.history[-1].sales) or [0]
    mid, top = prices[len(prices) // 2], prices[-1]
    return _fit(view, [(top if _grows(view, f) else mid) + 1 for f in view.lots])


STYLES: dict[str, Bot] = {"share50": share50, "share75": share75, "share100": share100, "shade": shade}
STYLES.update({"echo": echo, "echo_low": echo_low, "echo_top": echo_top})
FIELDS: dict[str, tuple[str, ...]] = {
    **{name: (name,) for name in STYLES},
    "shares": ("share50", "share75", "share100", "shade"),
    "echoes": ("echo", "echo_low", "echo_top"),
    "blend": ("share75", "echo", "shade", "echo_top"),
}


def register() -> None:
    """Let the gauntlet's runner find these styles as the half ``lr47``."""
    from gauntlet import run

    run._loaded[("half", "landrush_lr47")] = sys.modules[__name__]


def main() -> int:
    import lr_ab

    register()
    return lr_ab.main()


if __name__ == "__main__":
    sys.exit(main())
