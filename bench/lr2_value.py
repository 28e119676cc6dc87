"""Value-bidding sparring styles for Land Rush's hard bot at two seats, from
the rules alone (the held-out half unread), and a runner for A/B runs on them
next to the tuning halves, ``bench/lr_spar.py`` and ``bench/lr2_spar.py``:

    python bench/lr2_value.py --bots hard,lr2b_var:floor90 --games 20 --cells lr2v:exact:2,lr2:hedge:2

(the options are those of ``bench/lr_ab.py``; this runner's half is ``lr2v``)

A lot's *value* (``gain_to`` of the second tuning set): what winning it adds
to the seat's expected payouts over the turns left and the final one.

- exact: bids exactly a lot's value, within its money.
- share60, share80: a fixed share (0.6, 0.8) of a lot's value.
- field: a field is worth the top payout's lead over the last one, over the
  payouts left, spread over the fields it takes to lead (half the unsold land
  over two); bids that times what the lot adds to its largest region (a part
  for a lot that starts or grows a smaller one).
- steady: its value, but never more on a turn than twice its money per turn
  left, shared over the lots by value.
- swing: a lot's value to itself plus what it would add to the rival, at
  three quarters (a two-seat value bidder that counts the rival's gain as its
  loss).
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

BENCH = Path(__file__).resolve().parent
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import lr2_spar  # noqa: E402
import lr_ab  # noqa: E402
from gauntlet import run  # noqa: E402
from gauntlet._landrush_kit import Land, fit  # noqa: E402
from gauntlet.landrush_tuning2 import gain_to, leader, reach, values  # noqa: E402

from landrush_tui.rules.landrush.view import PublicView  # noqa: E402


def exact(view: PublicView) -> list[int]:
    return fit(view, values(view))


def _share(s: float):  # type: ignore[no-untyped-def]
    def bot(view: PublicView) -> list[int]:
        return fit(view, [s * v for v in values(view)])

    bot.__name__ = f"share{round(s * 100)}"
    return bot


share60 = _share(0.6)
share80 = _share(0.8)


def field(view: PublicView) -> list[int]:
    mine = Land(view, view.seat)
    table = view.payout_table()
    lead = table[0] - table[-1]
    turns_left = view.remaining_payout() / view.settings.pool
    unsold = sum(1 for o in view.owners if o is None)
    need = max(2.0, unsold / 4 + mine.largest / 2)
    per = lead * turns_left / need
    return fit(view, [per * min(2.0, reach(mine, f)) for f in view.lots])


def steady(view: PublicView) -> list[int]:
    worth = values(view)
    budget = 2 * view.my_money / max(1, view.remaining_turns())
    whole = sum(worth) or 1.0
    return fit(view, [min(w, budget * w / whole) for w in worth])


def swing(view: PublicView) -> list[int]:
    own = values(view)
    top = leader(view)
    theirs = gain_to(view, top) if top is not None else [0.0] * len(own)
    return fit(view, [0.75 * (o + t) for o, t in zip(own, theirs, strict=True)])


STYLES = {f.__name__: f for f in (exact, share60, share80, field, steady, swing)}
FIELDS = {**{name: (name,) for name in STYLES}, "values": tuple(STYLES)}


def register() -> None:
    """Make these styles the runner's half ``lr2v``, next to lr2_spar's ``lr2``."""
    lr2_spar.register()
    run._loaded[("half", "landrush_lr2v")] = types.SimpleNamespace(STYLES=STYLES, FIELDS=FIELDS)


if __name__ == "__main__":
    register()
    sys.argv[0] = "lr_ab.py"
    sys.exit(lr_ab.main())
