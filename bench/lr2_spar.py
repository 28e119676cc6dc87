"""Blocker-like sparring styles for Land Rush's hard bot at two seats, from
the rules alone (the held-out half unread), and a runner for A/B runs on them
next to the tuning halves and ``bench/lr_spar.py``'s styles:

    python bench/lr2_spar.py --bots hard,medium --games 20 --cells lr2:hedge:2,tuning2:blocker:2

(the options are those of ``bench/lr_ab.py``)

Styles (each a plain ``style(view) -> bids``; ``unit``: money per turn left):

- hedge: bids up the lots beside the largest rival region (2.5 units), its own growth 1.5 units,
  a third of a unit elsewhere.
- even: spends its money evenly over the turns left: a unit a turn, shared out by what each lot
  adds to its own largest region and to the largest rival one.
- guard: guards its own region's frontier: a fifth of its money on lots beside its largest
  region, a tenth on lots beside the largest rival region, 1 elsewhere.
- spoiler: bids what a lot adds to the leading rival's payouts (the tuning set's ``gain_to``),
  at most half its money; its own value at 40% where that is higher.
- wall: blocks hardest when behind: on lots beside the largest rival region as many units as
  that region is ahead of its own (at least one), half a unit on its own growth, 1 elsewhere.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr_ab  # noqa: E402
from gauntlet import run  # noqa: E402
from gauntlet._landrush_kit import Land, fit  # noqa: E402
from gauntlet.landrush_tuning2 import gain_to, leader, values  # noqa: E402

from landrush_tui.rules.landrush.view import PublicView  # noqa: E402


def _unit(view: PublicView) -> float:
    return view.my_money / max(view.remaining_turns(), 1)


def _top_rival(view: PublicView) -> Land | None:
    top = leader(view)
    return Land(view, top) if top is not None else None


def hedge(view: PublicView) -> list[int]:
    mine, theirs, unit = Land(view, view.seat), _top_rival(view), _unit(view)
    out = []
    for f in view.lots:
        if theirs is not None and theirs.touches_largest(f):
            out.append(2.5 * unit)
        elif mine.gain(f) or not mine.regions:
            out.append(1.5 * unit)
        else:
            out.append(unit / 3)
    return fit(view, out)


def even(view: PublicView) -> list[int]:
    mine, theirs, unit = Land(view, view.seat), _top_rival(view), _unit(view)
    weights = [0.2 + mine.gain(f) + (theirs.gain(f) if theirs is not None else 0) for f in view.lots]
    total = sum(weights)
    return fit(view, [unit * w / total for w in weights])


def guard(view: PublicView) -> list[int]:
    mine, theirs, money = Land(view, view.seat), _top_rival(view), view.my_money
    out = []
    for f in view.lots:
        if mine.touches_largest(f) or not mine.regions:
            out.append(money / 5)
        elif theirs is not None and theirs.touches_largest(f):
            out.append(money / 10)
        else:
            out.append(1)
    return fit(view, out)


def spoiler(view: PublicView) -> list[int]:
    top = leader(view)
    theirs = gain_to(view, top) if top is not None else [0.0] * len(view.lots)
    cap = view.my_money / 2
    return fit(view, [max(0.4 * o, min(t, cap)) for o, t in zip(values(view), theirs, strict=True)])


def wall(view: PublicView) -> list[int]:
    mine, theirs, unit = Land(view, view.seat), _top_rival(view), _unit(view)
    out = []
    for f in view.lots:
        if theirs is not None and theirs.touches_largest(f):
            out.append(unit * max(1, theirs.largest - mine.largest))
        elif mine.gain(f) or not mine.regions:
            out.append(unit / 2)
        else:
            out.append(1)
    return fit(view, out)


STYLES = {f.__name__: f for f in (hedge, even, guard, spoiler, wall)}
FIELDS = {**{name: (name,) for name in STYLES}, "blockers": tuple(STYLES)}


def register() -> None:
    """Make these styles the runner's half ``lr2``."""
    module = types.ModuleType("landrush_lr2")
    module.STYLES = STYLES  # type: ignore[attr-defined]
    module.FIELDS = FIELDS  # type: ignore[attr-defined]
    run._loaded[("half", "landrush_lr2")] = module


def main() -> int:
    register()
    sys.argv[0] = "lr_ab.py"
    return lr_ab.main()


if __name__ == "__main__":
    sys.exit(main())
