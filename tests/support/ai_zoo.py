"""A zoo of independent opponents for testing the hard bot (not offered in the game).

Each bot is written from the rules alone, with its own simple idea of the game,
so the hard bot is measured against styles it was not tuned on. Load them as
``ai_zoo:<name>`` with ``tests/`` on ``sys.path`` (the tests and the bench do).

Every bot takes a PublicView and returns one whole bid per lot, each between 0
and the seat's money, and draws any randomness from ``view.rng``.
"""

from __future__ import annotations

import math

# --- small helpers shared by the zoo (from the rules, not from the built-in bots) --


def _regions(view, seat):
    """The seat's regions as sets of field ids, largest first."""
    nb, owners = view.board.neighbours, view.owners
    mine = {i for i, o in enumerate(owners) if o == seat}
    out = []
    while mine:
        start = mine.pop()
        comp, todo = {start}, [start]
        while todo:
            for g in nb[todo.pop()]:
                if g in mine:
                    mine.discard(g)
                    comp.add(g)
                    todo.append(g)
        out.append(comp)
    out.sort(key=len, reverse=True)
    return out


def _largest_after(view, seat, extra):
    """Largest region of the seat if it also owned the fields in ``extra``."""
    nb, owners = view.board.neighbours, list(view.owners)
    for f in extra:
        owners[f] = seat
    mine = {i for i, o in enumerate(owners) if o == seat}
    best = 0
    while mine:
        start = mine.pop()
        size, todo = 1, [start]
        while todo:
            for g in nb[todo.pop()]:
                if g in mine:
                    mine.discard(g)
                    size += 1
                    todo.append(g)
        best = max(best, size)
    return best


def _silent(view):
    """True when bids cannot count (no money or bankrupt): bid zero everywhere."""
    return view.max_bid <= 0 or not view.can_win or not view.lots


def _clip(view, bids):
    limit = view.max_bid
    return [max(0, min(limit, int(b))) for b in bids]


def _per_turn(view):
    return view.my_money / max(view.remaining_turns(), 1)


# --- the bots ------------------------------------------------------------------------


def greedy(view):
    """Region grower: pays well for any lot that enlarges its largest region, a
    little for lots next to its other land, almost nothing for the rest."""
    if _silent(view):
        return [0] * len(view.lots)
    me = view.seat
    now = _largest_after(view, me, ())
    per_turn = _per_turn(view)
    bids = []
    for f in view.lots:
        gain = _largest_after(view, me, (f,)) - now
        if now == 0:
            gain = 1  # any first field starts a region
        touches = any(view.owners[g] == me for g in view.board.neighbours[f])
        if gain > 0:
            bids.append(per_turn * (0.9 + 0.5 * gain))
        elif touches:
            bids.append(per_turn * 0.4)
        else:
            bids.append(per_turn * 0.1)
    return _clip(view, bids)


def flat(view):
    """Flat bidder: the same share of its money per remaining lot on every lot."""
    if _silent(view):
        return [0] * len(view.lots)
    k = len(view.lots)
    unsold = sum(1 for o in view.owners if o is None)
    # Plan to win about its share (1/n) of the fields left, at twice the average price.
    share = view.my_money * 2.0 * view.n / max(unsold, 1)
    return _clip(view, [share] * k)


def aggressive(view):
    """Overbidder: nearly all its money on lots next to its land, a lot on the rest."""
    if _silent(view):
        return [0] * len(view.lots)
    me, money = view.seat, view.my_money
    out = []
    for f in view.lots:
        if any(view.owners[g] == me for g in view.board.neighbours[f]):
            out.append(money * 0.9)
        else:
            out.append(money * 0.35)
    return _clip(view, out)


def sniper(view):
    """Sniper: one big bid on the single lot that grows its largest region most
    (the lot with most unsold neighbours when none does), nothing elsewhere."""
    if _silent(view):
        return [0] * len(view.lots)
    me, owners, nb = view.seat, view.owners, view.board.neighbours
    now = _largest_after(view, me, ())

    def score(f):
        gain = _largest_after(view, me, (f,)) - now
        room = sum(1 for g in nb[f] if owners[g] is None)
        return (gain, room, -f)

    best = max(view.lots, key=score)
    stake = view.my_money * min(0.6, 3.0 / max(view.remaining_turns(), 1))
    return _clip(view, [stake if f == best else 0 for f in view.lots])


def _payout_gain(view, f):
    """Money the lot adds if it lifts the largest region by one rank place: the
    gap between neighbouring payouts, over the turns left (final pool included)."""
    me = view.seat
    now = _largest_after(view, me, ())
    gain = _largest_after(view, me, (f,)) - now
    if gain <= 0 and now > 0:
        return 0.0
    sizes = sorted((_largest_after(view, s, ()) for s in range(view.n) if s != me), reverse=True)
    rank_now = sum(1 for s in sizes if s > now)
    rank_then = sum(1 for s in sizes if s > now + max(gain, 1))
    tab, ftab = view.payout_table(False), view.payout_table(True)
    turns = max(view.remaining_turns(), 1)
    step = max(rank_now - rank_then, 0.5)
    per_turn = (
        (tab[rank_then] - tab[min(rank_now, len(tab) - 1)])
        if rank_now != rank_then
        else (tab[0] - tab[-1]) / max(view.n, 2)
    )
    final = (
        (ftab[rank_then] - ftab[min(rank_now, len(ftab) - 1)])
        if rank_now != rank_then
        else (ftab[0] - ftab[-1]) / max(view.n, 2)
    )
    # Regions keep changing and one field rarely decides a rank for long: count
    # a fifth of the gap, and never more than half its money.
    value = step * (per_turn * (turns - 1) + final) * 0.2
    return min(value, view.my_money * 0.5)


def truthful(view):
    """Truthful bidder: bids its estimate of what the lot adds to its payouts (the
    right play in a second-price auction; it does the same in first price)."""
    if _silent(view):
        return [0] * len(view.lots)
    return _clip(view, [_payout_gain(view, f) for f in view.lots])


def web(view):
    """Web-style: the money still to be paid out per unsold field, more for
    lots that touch its land."""
    if _silent(view):
        return [0] * len(view.lots)
    me = view.seat
    unsold = sum(1 for o in view.owners if o is None)
    base = view.remaining_payout() / max(unsold, 1)
    out = []
    for f in view.lots:
        mine = sum(1 for g in view.board.neighbours[f] if view.owners[g] == me)
        out.append(base * (0.6 + 0.4 * min(mine, 3)))
    return _clip(view, out)


def random_bidder(view):
    """Random: each bid uniform between 0 and a third of its money."""
    if _silent(view):
        return [0] * len(view.lots)
    rng = view.rng
    top = view.my_money / 3
    return _clip(view, [rng.uniform(0, top) for _ in view.lots])


def miser(view):
    """Miser: keeps its money (the score) and buys only cheap land next to its own."""
    if _silent(view):
        return [0] * len(view.lots)
    me = view.seat
    small = max(1, math.ceil(view.my_money * 0.03))
    return _clip(view, [small if any(view.owners[g] == me for g in view.board.neighbours[f]) else 1 for f in view.lots])


def thrifty(view):
    """Thrifty: pays at most about what one turn's lead is worth (the gap between
    the best and worst payout, more near the final turn) and only for lots that
    grow its largest region; the rest get a token bid."""
    if _silent(view):
        return [0] * len(view.lots)
    me = view.seat
    turns = view.remaining_turns()
    tab = view.payout_table(turns <= 1)
    gap = tab[0] - tab[-1]
    now = _largest_after(view, me, ())
    out = []
    for f in view.lots:
        gain = _largest_after(view, me, (f,)) - now
        out.append(gap * (0.6 + 0.4 * gain) if gain > 0 else gap * 0.1)
    cap = view.my_money * 0.4
    return _clip(view, [min(b, cap) for b in out])


def follower(view):
    """Price follower: bids a little over the going price (the mean winning
    price of the last two turns) on lots that join its land, half that elsewhere."""
    if _silent(view):
        return [0] * len(view.lots)
    me = view.seat
    prices = [s.price for r in view.history[-2:] for s in r.sales]
    going = sum(prices) / len(prices) if prices else view.my_money / max(view.remaining_turns(), 1)
    out = []
    for f in view.lots:
        touches = any(view.owners[g] == me for g in view.board.neighbours[f])
        out.append(going * 1.15 + 1 if touches or not view.history else going * 0.5)
    return _clip(view, [min(b, view.my_money * 0.5) for b in out])


def heuristic_field(name, touch=1.0, free=0.15, own=0.3, boldness=1.0):
    """A bidder of the heuristic field (see ``field``) with its own weights,
    loadable as ``ai_zoo:<name>``."""

    def bid(view):
        if _silent(view):
            return [0] * len(view.lots)
        me, owners, nb = view.seat, view.owners, view.board.neighbours
        unsold = sum(1 for o in owners if o is None)
        base = view.remaining_payout() / max(unsold, 1) * boldness
        regions = _regions(view, me)
        largest = regions[0] if regions else set()
        scale = view.my_money / view.settings.start_money
        out = []
        for f in view.lots:
            near = nb[f]
            worth = 1.0
            if not largest or any(g in largest for g in near):
                worth += touch
            worth += free * sum(1 for g in near if owners[g] is None)
            worth += own * sum(1 for g in near if owners[g] == me)
            out.append(base * worth * scale)
        return _clip(view, out)

    bid.__name__ = bid.__qualname__ = name
    return bid


# The heuristic field (the yardstick issue 10 was measured against): a lot is
# worth the payout still to come per unsold field, raised when it touches its own
# largest region and by each free or own neighbour, all scaled by its share of
# the start money. No search, no model of the others.
field = heuristic_field("field")
field_bold = heuristic_field("field_bold", boldness=1.6)
field_timid = heuristic_field("field_timid", boldness=0.6)
field_region = heuristic_field("field_region", touch=2.0, free=0.1, own=0.5)

ZOO = {
    "field": field,
    "field_bold": field_bold,
    "thrifty": thrifty,
    "follower": follower,
    "greedy": greedy,
    "flat": flat,
    "aggressive": aggressive,
    "sniper": sniper,
    "truthful": truthful,
    "web": web,
    "random": random_bidder,
    "miser": miser,
}
