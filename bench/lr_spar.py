"""Sparring partners for Land Rush's hard bot, from the bot author's own ideas
(not the gauntlet's held-out half, which the author has not read), played
with the gauntlet's runner:

    python bench/lr_spar.py --players 2,4,7,10 --games 20 [--fields follow,block] [--bot hard]

Styles (each a plain ``style(view) -> bids``):

- follow: bids what lots went for last turn (their median price, a little more
  beside its own land); on the first turn its money per turn.
- block: bids a third of its money on lots that would grow the leader's
  largest region (the leader: the largest region of the others), a tenth on
  lots beside its own land, little elsewhere.
- worth: bids what a lot adds to its payout by rank (``rank_value``) over the
  remaining turns plus the final, within a quarter of its money.
- race: bids its money per remaining turn x 2 on lots beside its land, x 1 elsewhere.
- meek: 4% of its money on lots that grow its largest region, 1% elsewhere.
- honest: bids all a lot adds to its payout by rank over the remaining turns
  and the final, within its money (``worth`` without the halving and cap).
- trail: bids last turn's highest price beside its land, its median elsewhere.
- ratchet: a tenth over last turn's highest price on every lot, within half its money.
- hoarder: keeps its money: a fortieth of it on lots that grow its largest region, nothing elsewhere.
- fair: bids what a lot adds to its payout by rank this turn and the final only, within a fifth of its money.
- value50, value80: a value bidder: a fixed share (half, four fifths) of what a lot adds to its payout by
  rank over the remaining turns and the final, with no cap but its money; on lots that add nothing by
  rank, the same share of its money per remaining turn times the lot's growth of its largest region.
- shy: half its money per remaining turn, spread over the lots; half as much again on lots that grow
  its largest region.
- nibble: a random 0-6% of its money on each lot.
- cautious: a quarter of what a lot adds to its payout by rank (as honest), within a tenth of its money,
  and at least 1.
"""

from __future__ import annotations

import argparse
import sys
import types
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

from gauntlet import run  # noqa: E402
from gauntlet._landrush_kit import Land, fit, largest_of_rivals, last_prices, median, noise, rank_value  # noqa: E402

from landrush_tui.rules.landrush.view import PublicView  # noqa: E402


def follow(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    prices = last_prices(view)
    turns = max(view.remaining_turns(), 1)
    base = median(prices) if prices else view.my_money / turns
    return fit(view, [min(base * (1.2 if mine.touches(f) else 1.0) + 1, view.my_money * 0.6) for f in view.lots])


def block(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    sizes = [(view.largest_region(s), s) for s in range(view.n) if s != view.seat]
    big, leader = max(sizes)
    theirs = Land(view, leader) if big > 0 else None
    out = []
    for f in view.lots:
        if theirs is not None and theirs.touches_largest(f):
            out.append(money / 3)
        elif mine.touches(f):
            out.append(money / 10)
        else:
            out.append(money / 30)
    return fit(view, out)


def deny(view: PublicView) -> list[int]:
    """Bids by how much the lot would grow the region of the rival it helps
    most (the leader counted double), its own growth counted alike."""
    mine = Land(view, view.seat)
    lands = [Land(view, s) for s in range(view.n) if s != view.seat]
    top = max((land.largest for land in lands), default=0)
    unit = view.my_money / max(view.remaining_turns(), 1)
    out = []
    for f in view.lots:
        threat = max(
            (
                (land.joined(f) - land.largest + 1) * (2 if land.largest == top and top >= 2 else 1)
                for land in lands
                if land.touches(f)
            ),
            default=0,
        )
        out.append(unit * 0.5 * (1 + max(threat, 2 * mine.gain(f))))
    return fit(view, [min(b, view.my_money * 0.45) for b in out])


def worth(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    others = largest_of_rivals(view)
    turns = max(view.remaining_turns(), 1)
    ahead = (turns - 1) + 5
    return fit(
        view, [min(view.my_money / 4, max(0.0, rank_value(view, f, mine, others)) * ahead / 2) for f in view.lots]
    )


def race(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    unit = view.my_money / max(view.remaining_turns(), 1)
    return fit(view, [unit * (2 if mine.touches(f) else 1) for f in view.lots])


def meek(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    return fit(view, [money * (0.04 if not mine.regions or mine.touches_largest(f) else 0.01) for f in view.lots])


def honest(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    others = largest_of_rivals(view)
    ahead = max(view.remaining_turns(), 1) - 1 + 5
    return fit(view, [max(0.0, rank_value(view, f, mine, others)) * ahead for f in view.lots])


def trail(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    prices = last_prices(view)
    turns = max(view.remaining_turns(), 1)
    top = max(prices) if prices else view.my_money / turns
    mid = median(prices) if prices else view.my_money / turns
    return fit(view, [(top if mine.touches(f) else mid) + 1 for f in view.lots])


def ratchet(view: PublicView) -> list[int]:
    prices = last_prices(view)
    top = max(prices) * 1.1 + 1 if prices else view.my_money / max(view.remaining_turns(), 1)
    return fit(view, [min(top, view.my_money / 2) for _ in view.lots])


def hoarder(view: PublicView) -> list[int]:
    mine, money = Land(view, view.seat), view.my_money
    return fit(view, [money / 40 if not mine.regions or mine.touches_largest(f) else 0 for f in view.lots])


def fair(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    others = largest_of_rivals(view)
    return fit(view, [min(view.my_money / 5, max(0.0, rank_value(view, f, mine, others)) * 6) for f in view.lots])


def _value(share: float):  # type: ignore[no-untyped-def]
    def bot(view: PublicView) -> list[int]:
        mine = Land(view, view.seat)
        others = largest_of_rivals(view)
        turns = max(view.remaining_turns(), 1)
        ahead = turns - 1 + 5
        unit = view.my_money / turns
        out = []
        for f in view.lots:
            by_rank = max(0.0, rank_value(view, f, mine, others)) * ahead
            out.append(share * (by_rank if by_rank > 0 else unit * mine.gain(f)))
        return fit(view, out)

    bot.__name__ = f"value{round(share * 100)}"
    return bot


def shy(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    unit = view.my_money / max(view.remaining_turns(), 1) / len(view.lots) / 2
    return fit(view, [unit * (1.5 if not mine.regions or mine.gain(f) else 1.0) for f in view.lots])


def nibble(view: PublicView) -> list[int]:
    return fit(view, [view.my_money * 0.06 * noise(view, j) for j in range(len(view.lots))])


def cautious(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    others = largest_of_rivals(view)
    ahead = max(view.remaining_turns(), 1) - 1 + 5
    top = view.my_money / 10
    return fit(view, [max(1.0, min(top, max(0.0, rank_value(view, f, mine, others)) * ahead / 4)) for f in view.lots])


value50 = _value(0.5)
value80 = _value(0.8)

_FIRST = (follow, block, deny, worth, race, meek, honest, trail, ratchet, hoarder, fair)
STYLES = {f.__name__: f for f in (*_FIRST, value50, value80, shy, nibble, cautious)}
FIELDS = {
    **{name: (name,) for name in STYLES},
    "spar_mix": ("follow", "block", "worth", "race"),
    "block_follow": ("block", "follow"),
    "deny_mix": ("deny", "follow", "worth"),
    "calm_mix": ("meek", "honest", "trail", "follow"),
    "value_mix": ("value50", "value80", "worth", "honest"),
    "timid_mix": ("shy", "nibble", "cautious", "meek"),
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--players", default="2,4,7,10")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--fields", default=",".join(FIELDS))
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    module = types.ModuleType("landrush_spar")
    module.STYLES = STYLES  # type: ignore[attr-defined]
    module.FIELDS = FIELDS  # type: ignore[attr-defined]
    run._loaded[("half", "landrush_spar")] = module
    fields = args.fields.split(",")
    tables = [int(p) for p in args.players.split(",")]
    values = run._values("landrush", [])
    rows = [run.HEADER]
    totals: dict[int, run.Cell] = {}
    for n in tables:
        for field in fields:
            cell = run.Cell(field, n)
            for job in run.schedule("landrush", "spar", args.bot, [field], [n], args.games, args.seed, values):
                r = run.play(job)
                cell.add(r)
                totals.setdefault(n, run.Cell("(all fields)", n)).add(r)
            rows.append(cell.row())
            print("  ".join(cell.row()), flush=True)
    rows += [t.row() for t in totals.values()]
    print("\n".join(run._text_table(rows, left=1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
