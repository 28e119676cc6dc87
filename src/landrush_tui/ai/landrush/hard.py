"""Shark Vera, the hard bot: she reads the others' bids and plans her own.

Each turn she
1. learns, from every bid revealed so far, how each rival bids, separately for
   lots that join the rival's largest region, lots that touch its other land,
   and the rest; and how it sizes its bids: by its money per remaining turn, by
   its money, or in set amounts (the basis its bids drift least in is trusted
   most, so a bot that always stakes 90% of its money is read as such);
2. imagines many versions of this turn's rival bids drawn from that model;
3. searches her own bid vector (lot by lot, a few passes) for the one with the
   best average outcome over those versions: money left after the auctions,
   this turn's payout from the exact ranking (bid sums and all), and the
   expected payouts of the remaining turns, the five-fold final included.
   With two players the rival's money and its expected later payouts count
   against hers (the richer wins), and she counts on winning later no more
   land than she has been winning;
   on the final turn the score is the win itself, imagined outcome by outcome;
4. at four seats buys what goes for much less than it is worth to
   her: a lot (or two that join) worth a clear multiple of its going price gets
   a bid just over that price, within a budget for the turn (``bargains``).
At four seats she also imagines rivals bolder than she has seen them bid
(``PRIOR_4``) and bids at least ``FLOOR_4`` of each lot's worth to her.
At a big table (``BIG`` seats or more) she first checks her guesses: the
rivals' real top bids of the last turns against the ones she would have
imagined then; if they fell short she imagines this turn's bids lower in
proportion, and none above the highest bid a rival made last turn.
Lowering of bids to money, second-price auctions and the value of keeping money
for later turns are all part of the imagined turn. In second-price auctions her
bids together stay within her spendable money, so a rival bolder than imagined
cannot set prices that drain her. The work is a fixed number of imagined turns
(see ``samples_for``), never a clock, so decisions replay exactly.

Why she once collapsed at 7-10 seats (issue 10): the model of later turns let a
seat's largest region grow only into the free land touching it, so a seat with
no land could never grow past one field. At a big table most seats are still
landless for turns (five lots a turn among ten), so a first field looked worth
nearly any price and she paid 300 of her 500 for one; and it assumed every
rival wins its even share of lots, while at a big table the lots go to the few
who keep buying. Now a new region may outgrow the current one (``_reach``), and
rivals grow at the pace they have shown (``model.pace``).
"""

from __future__ import annotations

import copy
import math
import random
from typing import Callable, Iterable, Sequence

import attrs

from ...rules.landrush.state import TurnReport
from ...rules.landrush.view import PublicView
from .fastsim import rank_order, resolve_lots
from .model import GROWTH, Position, all_stats, expected_payouts, lot_values, reserve, seat_stats
from .style import marked

START_SHARE = 0.4  # first price: the search starts from this share of a lot's worth (0.7: 28% vs 50% against the heuristic field at 10 seats, same 10 boards)
BUDGET_TURNS = 8.0  # at most this many turns' share of the money on one lot
PRIOR = (0.0, 0.4, 0.8, 1.2, 1.8)  # bid shares assumed before a rival has shown any
# Four seats: bolder rivals in that prior. It stays in every imagined bid
# table all game, and rivals that price lots by the top bids of the market
# (what it took to win) outbid the timid one turn after turn: she lost the
# lots she wanted by a few coins and watched them build.
PRIOR_4 = (0.0, 1.2, 2.4, 3.6, 5.4)
RECENT = 0.8  # weight of a revealed bid per turn of age (recent bids count more)
WIN_WORTH = 10_000.0  # on the final turn, a win counts this much more than a coin
LOTS_SHARED = True  # rivals share the lots she leaves them, as they split them lately (model.Position)
SPREAD = 1.5  # how unsure her forecast of region sizes is (1.0, the medium bot's: a one-field lead looked decisive)
HOARD = True  # stand aside while every rival overpays (see rivals_overpay)
HOARD_TURNS = 3  # turns of revealed bids needed before judging that rivals overpay
HOARD_TRUST = 0.5  # how sure I must be that a rival bids by the market or set amounts, not its purse
HOARD_MARGIN = 0.1  # of the start money: how far ahead standing aside must leave me
OWN_CAP_2 = 1.0  # two seats: the most she counts on winning later, in even shares of the lots a turn (see position)
RIVAL_FUTURE = 1.0  # two seats: weight of the rival's expected later payouts against hers (see outcome_judge)
FLOOR_2 = 0.25  # two seats: she bids at least this share of a lot's worth to her
SECOND_FLOOR_2 = 0.9  # two seats, the second turn: she bids at least this share of a lot's worth (0: off)
FLOOR = 0.0  # the same at three seats or more
FLOOR_4 = 0.3  # the same at four seats
OWN_PACE_2 = 1.0  # two seats: how far her own expected growth is held to the pace she has shown (model.Position)
OWN_PACE = 0.0  # the same at three seats or more
# Middle tables (MID seats): the rules below change nothing at other tables
# (bench/lr14_buy.py: ``main`` turns them off, ``shipped`` is this bot).
MID = range(4, 8)
SPREAD_MID = 1.5  # middle tables: as SPREAD
SPREAD_4 = 1.0  # four seats: her forecast's spread (1.5 let a first field look worth little)
WHOLE_TURN = True  # also try taking every lot of the turn at once (see whole_turn) ...
WHOLE_SEATS = range(4, 5)  # ... at these tables (measured at four seats)
WHOLE_QUANTILES = (0.5, 0.75, 0.9, 1.0)  # of the imagined rival top bids, per lot, for that try
RIVAL_WEIGHT = 1.0  # weight of the rival's money after the turn against ours, in two-player games
# "When land goes for much less than it is worth to me, I buy it at the going
# price" (see bargains). Measured on held-out boards at four to seven seats with
# rule 10 from five seats: four seats gained, seven did not (bench/lr14_buy.py).
BUY = True
BUY_SEATS = range(4, 5)  # the tables where she buys bargains
BUY_MARGIN = 1.5  # a lot is cheap when its worth to her is this many times its going price
BUY_SHARE = 0.7  # never more than this share of its worth
BUY_BUDGET = 1.5  # her bids of a turn within this many turns' share of her spendable money
BUY_QUANTILE = 0.5  # the going price: this quantile of her imagined rival top bids on the lot ...
BUY_LAST = 1.2  # ... and no more than this times last turn's dearest rival top bid (0: not read)
BUY_FROM = 1  # turns of revealed bids before she trusts a going price
# Her later growth is bought, not free (first price; see charge): each field she
# wins this turn, up to the growth her forecast counts on later, is one she need
# not buy later at the going price.
CHARGE = 0.0  # coins saved per such field, in going prices (0: off; 0.5 in bench/lr14_charge.py's cand, not yet measured held-out)
CHARGE_SEATS = (4,)  # the tables where that counts (at seven seats it lost: she overpaid)

# Big tables (BIG seats or more): the rules below change nothing at fewer seats.
# From five seats it helped every tuning set at seven seats, yet on held-out
# boards the value field fell twice against main on the same boards (1.80x to
# 1.53x with the whole turn; 3.10x to 2.65x with the buyer's rule).
BIG = 8
BIG_CLIP = 1.5  # no imagined rival bid above this times last turn's highest rival bid (0: off)
CALIB_TURNS = 2  # turns of her imagined rival bids checked against the real ones (see calibration)
CALIB_FROM = 2  # the earliest turn checked (turn 1 was guessed from the prior alone)
CALIB_LOW, CALIB_HIGH = 0.3, 1.0  # bounds of the scale that check puts on her imagined rival bids

Neighbours = Sequence[Iterable[int]]  # per field, the fields beside it
Owners = Sequence[int | None]  # per field, its owner's seat
Seen = tuple[tuple[float, ...], float]  # a revealed bid as (its share per basis, its weight)
Table = tuple[list[float], list[float], float]  # cumulative weights, amounts, total weight
RivalBids = list[list[list[int]]]  # per imagined version of the turn, per seat, per lot


def _touch_class(nb: Neighbours, owners: Owners, seat: int, f: int, largest: set[int]) -> int:
    """2: joins the seat's largest region, 1: touches its other land, 0: neither.

    A seat without land counts every lot as 2: any field starts its region."""
    if not largest:
        return 2
    near = nb[f]
    if any(g in largest for g in near):
        return 2
    if any(owners[g] == seat for g in near):
        return 1
    return 0


def _leaders_land(nb: Neighbours, owners: Owners, n: int) -> list[tuple[int, set[int]]]:
    """Per seat, its largest region as (size, fields): who a blocker would block."""
    return [(len(r), r) for r in (_largest_set(nb, owners, t) for t in range(n))]


def _blocks(nb: Neighbours, lands: list[tuple[int, set[int]]], seat: int, f: int) -> int:
    """1 if lot ``f`` would grow the largest region of the leader among the
    seats other than ``seat`` (a region of at least two fields): the lot a
    blocker bids up. Else 0."""
    top = max((size for t, (size, _) in enumerate(lands) if t != seat), default=0)
    if top < BLOCK_MIN:
        return 0
    near = nb[f]
    for t, (size, land) in enumerate(lands):
        if t != seat and size == top and any(g in land for g in near):
            return 1
    return 0


def _largest_set(nb: Neighbours, owners: Owners, seat: int) -> set[int]:
    mine = {i for i, o in enumerate(owners) if o == seat}
    best: set[int] = set()
    while mine:
        start = mine.pop()
        comp, todo = {start}, [start]
        while todo:
            for g in nb[todo.pop()]:
                if g in mine:
                    mine.discard(g)
                    comp.add(g)
                    todo.append(g)
        if len(comp) > len(best):
            best = comp
    return best


BASIS_MARGIN = 0.2  # how much less drift another basis needs to replace money per turn
BASIS_SPREAD = 0.1  # drift difference that makes one basis e times less trusted
BASES = 4  # how a rival's bid scales: with money per turn left, with money, not at all, with last turn's prices
BLOCK_MIN = 2  # a leader's region this large (fields) makes lots beside it a class of their own
PRICE_BASIS = True
CLASSES = 6  # lot classes: touch class (0-2) + 3 if the lot grows the leader's region


def _bases(money: int, turns: int, unit: float, price: float) -> tuple[float, ...]:
    """The yardsticks a bid is measured in: money per remaining turn, money, a
    fixed unit (the start money per turn of the game) for bots that bid set
    amounts, and what lots went for last turn (the unit on the first turn) for
    bots that follow the market."""
    return (max(money, 1) / max(turns, 1), max(money, 1), unit, price)


def _going_price(report: TurnReport | None, unit: float) -> float:
    """The typical price paid on a turn: the median of its sale prices, never
    below a tenth of the unit (so a turn of free lots cannot blow up a share)."""
    if report is None:
        return unit
    prices = sorted(s.price for s in report.sales)
    if not prices:
        return unit
    return max(prices[len(prices) // 2], unit * 0.1)


def learn_shares(
    view: PublicView, pos: Position, unit: float, history: Sequence[TurnReport] | None = None
) -> list[list[list[Seen]]]:
    """Per seat and lot class, its revealed bids as (shares per basis, weight).

    A share is the bid divided by each of ``_bases`` at the time it was made.
    ``history``: the turns to learn from (all so far by default).
    """
    n, k = pos.n, pos.k
    nb = pos.nb
    owners: list[int | None] = [None] * len(pos.owners)
    money = [view.settings.start_money] * n
    unsold = len(owners)
    history = view.history if history is None else history
    out: list[list[list[Seen]]] = [[[] for _ in range(CLASSES)] for _ in range(n)]
    last = len(history)
    for i, report in enumerate(history):
        turns = max(math.ceil(unsold / k), 1)
        weight = RECENT ** (last - 1 - i)
        price = _going_price(history[i - 1] if i else None, unit)
        lands = _leaders_land(nb, owners, n)
        for t in range(n):
            if t == pos.seat or money[t] <= 0:
                continue
            bases = _bases(money[t], turns, unit, price)
            largest = lands[t][1]
            for j, f in enumerate(report.lots):
                c = _touch_class(nb, owners, t, f, largest) + 3 * _blocks(nb, lands, t, f)
                b = report.bids[t][j]
                out[t][c].append((tuple(b / x for x in bases), weight))
        for sale in report.sales:
            owners[sale.field] = sale.winner
        unsold -= len(report.sales)
        money = [s.money for s in report.standings]
    return out


def basis_weights(obs: list[list[Seen]]) -> list[float]:
    """How much to trust each basis for this rival: the less its bids drift
    between its older and its last two turns' bids (lot class by lot class) in a
    basis, the better that basis predicts its next bids. Money per turn is the
    usual way to size bids, so it keeps the benefit of the doubt."""
    drifts = []
    for b in range(BASES):
        drift, weight = 0.0, 0.0
        for items in obs:
            old = [(x[b], w) for x, w in items if w < RECENT**1.5]
            new = [(x[b], w) for x, w in items if w >= RECENT**1.5]
            if not old or not new:
                continue
            mo = sum(x * w for x, w in old) / sum(w for _, w in old)
            mn = sum(x * w for x, w in new) / sum(w for _, w in new)
            if mo <= 0 or mn <= 0:
                continue
            c = min(len(old), len(new))
            drift += abs(math.log(mn / mo)) * c
            weight += c
        if weight <= 0:
            return [1.0] + [0.0] * (BASES - 1)
        drifts.append(drift / weight - (BASIS_MARGIN if b == 0 else 0.0))
    if not PRICE_BASIS:
        drifts[3] = math.inf
    low = min(drifts)
    ws = [math.exp(-(d - low) / BASIS_SPREAD) for d in drifts]
    total = sum(ws)
    return [w / total for w in ws]


def _sampler(obs: list[list[Seen]], now: tuple[float, ...], trust: list[float], prior: Sequence[float]) -> list[Table]:
    """Per lot class, cumulative weights to draw a bid: every revealed bid is
    rescaled to today through each basis (weighted by trust), and the prior
    (shares of money per remaining turn) is mixed in."""
    scaled = [[(x[b] * now[b], w * trust[b]) for x, w in c for b in range(BASES) if trust[b] > 0.02] for c in obs]
    pooled = [o for c in scaled for o in c]
    tables: list[Table] = []
    for c in range(CLASSES):
        items = list(scaled[c])
        if len(obs[c]) < 4:  # too few of this class: lean on the same touch class, then all bids
            items += [(s, w * 0.5) for s, w in scaled[(c + 3) % CLASSES]]
            items += [(s, w * 0.25) for s, w in pooled]
        items += [(p * now[0], 0.15) for p in prior]
        total = 0.0
        cum: list[float] = []
        amounts: list[float] = []
        for s, w in items:
            total += w
            cum.append(total)
            amounts.append(s)
        tables.append((cum, amounts, total))
    return tables


def _draw(table: Table, u: float) -> float:
    cum, shares, total = table
    x = u * total
    lo, hi = 0, len(cum) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if cum[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return shares[lo]


def samples_for(n: int, k: int) -> int:
    """Imagined versions of the turn: fewer with many seats to stay fast."""
    return max(10, int(120 / (n * k) * 4))


def turn_money(view: PublicView, pos: Position) -> float:
    """The start money over the turns of the game: the yardstick of a bid
    before any price has been seen."""
    return view.settings.start_money / max(math.ceil(len(pos.owners) / pos.k), 1)


def rival_tops(rival_bids: RivalBids, me: int, j: int) -> list[int]:
    """The top rival bid on lot ``j`` in each imagined version of the turn,
    lowest first."""
    return sorted(max(b[j] for t, b in enumerate(r) if t != me) for r in rival_bids)


def imagine_rival_bids(
    view: PublicView,
    pos: Position,
    turns: int,
    m_samples: int,
    history: Sequence[TurnReport] | None = None,
    rng: random.Random | None = None,
) -> RivalBids:
    """Step 1: per imagined version of the turn, per seat, bids per lot drawn from
    the model of how each rival bids (our own row is left to fill in).
    ``history`` and ``pos`` may be those of an earlier turn (see ``calibration``)."""
    me, n, k = pos.seat, pos.n, len(pos.lots)
    history = view.history if history is None else history
    rng = view.rng if rng is None else rng
    unit = turn_money(view, pos)
    shares = learn_shares(view, pos, unit, history)
    nb, owners = pos.nb, pos.owners
    classes: list[list[int] | None] = []
    lands = _leaders_land(nb, owners, n)
    for t in range(n):
        if t == me or pos.bankrupt[t] or pos.money[t] <= 0:
            classes.append(None)
            continue
        largest = lands[t][1]
        classes.append([_touch_class(nb, owners, t, f, largest) + 3 * _blocks(nb, lands, t, f) for f in pos.lots])
    tables: list[list[Table]] = []  # empty for a seat that does not bid
    price = _going_price(history[-1] if history else None, unit)
    prior = PRIOR_4 if n == 4 else PRIOR
    for t in range(n):
        if classes[t] is None:
            tables.append([])
            continue
        now = _bases(pos.money[t], turns, unit, price)
        tables.append(_sampler(shares[t], now, basis_weights(shares[t]), prior))
    rival_bids: RivalBids = []
    for _ in range(m_samples):
        row: list[list[int]] = []
        for t in range(n):
            seat_classes = classes[t]
            if seat_classes is None:
                row.append([0] * k)
                continue
            row.append([min(pos.money[t], int(_draw(tables[t][c], rng.random()))) for c in seat_classes])
        rival_bids.append(row)
    return rival_bids


def _before(pos: Position, history: Sequence[TurnReport], start_money: int) -> Position:
    """``pos`` as it was at the start of the last turn of ``history``: its lots,
    the land and money before it."""
    past = copy.copy(pos)
    owners: list[int | None] = [None] * len(pos.owners)
    for report in history[:-1]:
        for sale in report.sales:
            owners[sale.field] = sale.winner
    money = list(history[-2].standings[t].money for t in range(pos.n)) if len(history) > 1 else [start_money] * pos.n
    past.owners = owners
    past.money = money
    past.bankrupt = [m <= 0 for m in money]
    past.lots = list(history[-1].lots)
    past.unsold = sum(1 for o in owners if o is None)
    past.turns = max(math.ceil(past.unsold / pos.k), 1)
    return past


def calibration(view: PublicView, pos: Position, m_samples: int) -> float:
    """Big tables: how far the rivals' real top bids fell from the ones she
    would have imagined, over the last ``CALIB_TURNS`` turns: per lot, the
    real top rival bid over the median imagined top, their median. Her
    imagined rival bids are scaled by it. With many rivals the highest of
    their imagined bids is driven by each one's rare high bids, while the
    real top bid on a lot is often far lower: she paid well over it."""
    history = view.history
    ratios: list[float] = []
    rng = random.Random(f"calib:{len(history)}:{pos.seat}:{sum(pos.money)}")
    for back in range(CALIB_TURNS):
        upto = len(history) - back
        if upto < CALIB_FROM:
            break
        part = history[:upto]
        past = _before(pos, part, view.settings.start_money)
        bids = imagine_rival_bids(view, past, past.turns, m_samples, part[:-1], rng)
        report = part[-1]
        for j in range(len(report.lots)):  # ``past`` has these lots
            tops = rival_tops(bids, pos.seat, j)
            real = max(report.bids[t][j] for t in range(pos.n) if t != pos.seat)
            ratios.append((real + 1) / (tops[len(tops) // 2] + 1))
    if not ratios:
        return 1.0
    ratios.sort()
    return max(CALIB_LOW, min(CALIB_HIGH, ratios[len(ratios) // 2]))


def big_table_bids(view: PublicView, pos: Position, rival_bids: RivalBids, m_samples: int) -> RivalBids:
    """Big tables: her imagined rival bids scaled by how far the real ones fell
    short of her guesses lately (``calibration``, never scaled up), and none
    above the highest bid a rival made last turn (times ``BIG_CLIP``): rivals
    that value lots by the payouts left bid less as the land runs out, so
    their old, higher bids overstate this turn's."""
    f = calibration(view, pos, m_samples) if CALIB_TURNS else 1.0
    top = math.inf
    if BIG_CLIP and view.history:
        last = view.history[-1]
        top = BIG_CLIP * max(max(last.bids[t], default=0) for t in range(pos.n) if t != pos.seat)
    if f == 1.0 and top == math.inf:
        return rival_bids
    return [[[int(min(b * f, top)) for b in lot_bids] for lot_bids in row] for row in rival_bids]


def candidate_bids(pos: Position, rival_bids: RivalBids, cap: int) -> tuple[list[float], list[int], list[list[int]]]:
    """Step 2: a starting bid per lot (a share of what the lot is worth, as the
    medium bot bids) and the levels to try on each lot: nothing, the start, and
    just above the imagined rival top bids at a few quantiles."""
    me, k = pos.seat, len(pos.lots)
    values = lot_values(pos, me)
    share = START_SHARE if pos.first_price else 1.0
    start = [max(0, min(cap, int(v * share))) for v in values]
    levels: list[list[int]] = []
    for j in range(k):
        tops = rival_tops(rival_bids, me, j)
        if pos.first_price:
            # Paying more than every imagined rival top bid buys nothing more.
            start[j] = min(start[j], tops[-1] + 1)
        opts = {0, start[j]}
        for q in (0.25, 0.5, 0.75, 0.9, 1.0):
            opts.add(min(cap, tops[int(q * (len(tops) - 1))] + 1))
        levels.append(sorted(opts))
    return values, start, levels


def outcome_judge(
    pos: Position, rival_bids: RivalBids, ties: list[list[float]], turns: int, saving: tuple[float, float] = (0.0, 0.0)
) -> Callable[[list[int]], float]:
    """Step 3: a function that scores one bid vector by its average outcome over
    the imagined versions of the turn: money left, this turn's payout from the
    exact ranking, and the expected payouts of the turns after it.
    ``saving``: (coins, fields): each field her largest region gains this
    turn, up to ``fields``, saves her ``coins`` later (see ``charge``)."""
    me, n = pos.seat, pos.n
    lots, nb, owners = pos.lots, pos.nb, pos.owners
    stats = all_stats(pos, owners)
    can_bid = [not b for b in pos.bankrupt]
    tab = pos.ftab if turns <= 1 else pos.tab
    later = turns - 1
    m_samples = len(rival_bids)
    cache: dict[tuple[int, ...], tuple[list[tuple[int, int, int]], float]] = {}
    # Two players: the game is zero-sum (the richer wins), so the rival's money
    # counts against ours. With more players, draining one rival helps little and
    # (measured) only makes the bot timid.
    rival_weight = RIVAL_WEIGHT if n == 2 else 0.0
    # Two players: each later pool goes to one of us, so the rival's expected
    # payouts count against hers in full. (That overbuys against a rival that
    # spends early only while she also counts on an even share of the lots
    # later: see position.)
    rival_future = RIVAL_FUTURE if n == 2 else 0.0

    def outcome(bids: list[int]) -> float:
        total = 0.0
        for i in range(m_samples):
            row = rival_bids[i]
            row[me] = bids
            money = list(pos.money)
            own = list(owners)
            bid_sum = [0] * n
            winners = resolve_lots(lots, row, money, can_bid, pos.first_price, own, ties[i], bid_sum)
            key = tuple(winners)
            future = cache.get(key)
            if future is None:
                after = [seat_stats(nb, own, t) if t in winners else stats[t] for t in range(n)]
                fut = expected_payouts(pos, after, me, later, 1) if later else 0.0
                if later and rival_future:
                    fut -= rival_future * sum(expected_payouts(pos, after, t, later, 1) for t in range(n) if t != me)
                if later and saving[0]:
                    fut += saving[0] * min(winners.count(me), saving[1])
                future = (after, fut)
                cache[key] = future
            after, fut = future
            order = rank_order([a[0] for a in after], [a[2] for a in after], bid_sum, money)
            if later:
                total += money[me] + tab[order.index(me)] + fut
            else:
                # The final turn: the score is the win itself (shared wins split),
                # with the money left a distant second.
                final = [money[t] + tab[order.index(t)] for t in range(n)]
                best = max(final)
                if final[me] == best:
                    total += WIN_WORTH / final.count(best)
                total += final[me]
                continue
            if rival_weight:
                # Money is the score: what the rivals pay (and get) counts against them.
                total -= rival_weight * sum(money[t] + tab[order.index(t)] for t in range(n) if t != me)
        return total / m_samples

    return outcome


def whole_turn(
    outcome: Callable[[list[int]], float], start: list[int], rival_bids: RivalBids, me: int, cap: int
) -> list[int]:
    """At ``WHOLE_SEATS``: the search also starts from taking every lot of the
    turn at once, just above the imagined rival top bids (at a few quantiles),
    if that scores better than the usual start. One lot at a time, a field
    that starts or grows a region worth having later rarely pays for itself;
    the lots of a turn together can (rivals short of money cannot stop her)."""
    tops = [rival_tops(rival_bids, me, j) for j in range(len(start))]
    best, best_score = start, outcome(start)
    for q in WHOLE_QUANTILES:
        trial = [min(cap, t[int(q * (len(t) - 1))] + 1) for t in tops]
        score = outcome(trial)
        if score > best_score + 1e-9:
            best, best_score = trial, score
    return list(best)


def going_prices(view: PublicView, pos: Position, rival_bids: RivalBids) -> list[int]:
    """Per lot, the price she expects to have to beat: her imagined rival top
    bids at ``BUY_QUANTILE``, and (with ``BUY_LAST``) no more than what the
    dearest lot fetched from the rivals last turn, scaled: rivals whose bids
    fall as the land runs out are not paid their old prices."""
    me, n = pos.seat, pos.n
    prices = []
    for j in range(len(pos.lots)):
        tops = rival_tops(rival_bids, me, j)
        prices.append(tops[int(BUY_QUANTILE * (len(tops) - 1))])
    if BUY_LAST and view.history:
        last = view.history[-1]
        top = max(max(last.bids[t][j] for t in range(n) if t != me) for j in range(len(last.lots)))
        prices = [min(p, int(BUY_LAST * top)) for p in prices]
    return prices


def bargains(pos: Position, best: list[int], going: list[int], cap: int, budget: int) -> list[int]:
    """Lots worth far more to her than their going price are
    bought at that price (just over it), best bargains first, within
    ``budget`` for the turn's bids and ``BUY_SHARE`` of each lot's worth.

    Her search scores one lot at a time through her forecast, which lets her
    own region grow later for free at her share of the land: buying now looked
    little better than waiting, so against rivals that pay well (value
    bidders) she bought almost nothing while they built their regions, and
    ended rich and last. A lot's worth here is ``lot_values`` with the lots
    she is already buying this turn counted as hers, so lots that join one
    another or her region count together; two lots that are cheap only as a
    pair are bought as a pair."""
    me = pos.seat
    bids = list(best)
    owners = pos.owners
    saved = list(owners)
    try:
        mine = [j for j, b in enumerate(bids) if b > going[j]]
        for j in mine:
            owners[pos.lots[j]] = me
        while True:
            spent = sum(bids)
            open_ = [j for j in range(len(bids)) if j not in mine]
            if not open_:
                break
            values = lot_values(pos, me)
            picks: list[tuple[float, list[int]]] = []
            for j in open_:
                price = going[j] + 1
                if values[j] >= BUY_MARGIN * price and price <= BUY_SHARE * values[j]:
                    picks.append((values[j] - price, [j]))
            if not picks:
                # Pairs: a lot worth little alone may join another into a region.
                for a in open_:
                    owners[pos.lots[a]] = me
                    with_a = lot_values(pos, me)
                    owners[pos.lots[a]] = saved[pos.lots[a]]
                    for b in open_:
                        if b <= a or pos.lots[b] not in pos.nb[pos.lots[a]]:
                            continue
                        worth = values[a] + with_a[b]
                        price = going[a] + going[b] + 2
                        if worth >= BUY_MARGIN * price and price <= BUY_SHARE * worth:
                            picks.append((worth - price, [a, b]))
            if not picks:
                break
            picks.sort(key=lambda p: -p[0])
            bought = False
            for _, group in picks:
                raise_ = [max(bids[j], min(cap, going[j] + 1)) for j in group]
                if any(r <= going[j] for r, j in zip(raise_, group, strict=True)):
                    continue  # over what she may spend on a lot
                extra = sum(raise_) - sum(bids[j] for j in group)
                if spent + extra > budget:
                    continue
                for r, j in zip(raise_, group, strict=True):
                    bids[j] = r
                    mine.append(j)
                    owners[pos.lots[j]] = me
                bought = True
                break
            if not bought:
                break
    finally:
        owners[:] = saved
    return bids


def improve(
    outcome: Callable[[list[int]], float], start: list[int], levels: list[list[int]], exposure: int
) -> list[int]:
    """Step 4: from the start, change one lot's bid at a time to the level that
    scores best, a few passes, never raising the bids' sum above ``exposure``."""
    total = sum(start)
    if total > exposure:
        start = [b * exposure // total for b in start]
    best = list(start)
    best_score = outcome(best)
    for _ in range(2):
        improved = False
        for j in range(len(best)):
            for b in levels[j]:
                if b == best[j]:
                    continue
                trial = list(best)
                trial[j] = b
                if b > best[j] and sum(trial) > exposure:
                    continue
                score = outcome(trial)
                if score > best_score + 1e-9:
                    best, best_score, improved = trial, score, True
        if not improved:
            break
    return best


def position(view: PublicView) -> Position:
    """The game as she models it (rivals share the lots she leaves them; her
    forecast of region sizes as unsure as ``SPREAD``).

    With one rival, every lot she lets go is its lot: being richer does not
    let her count on buying more than half the lots later, so she does not put
    off the land she needs now (a rival that spent its money on a first
    region and then bid little grew it unopposed while she waited), nor on
    buying later more than she has been buying lately: one that bid up the
    lots beside her region made her wait turn after turn for land that never
    came cheaper.

    At four seats her forecast's spread is ``SPREAD_4``: with 1.5 a first
    field, or a lead of a few, looked worth little against rivals'
    uncertain growth, so against rivals that paid well for the first lots
    (value bidders) she bought nothing while they built their regions."""
    n = view.state.settings.n
    two = n == 2
    return Position(
        view,
        lots_shared=LOTS_SHARED,
        spread=SPREAD_4 if n == 4 else SPREAD_MID if n in MID else SPREAD,
        own_cap=OWN_CAP_2 if two else 2.0,
        own_pace=OWN_PACE_2 if two else OWN_PACE,
    )


def rivals_overpay(view: PublicView, pos: Position) -> bool:
    """First price: True if keeping my money beats every rival even if each
    ranked first on every turn left, because what it has shown it pays per
    lot, over its share of the land left, costs it more than those payouts
    bring in. Rivals that buy the board dear end poorer than I am by standing
    aside, so I neither bid up their prices nor pay them myself.

    A rival's price per lot is the average of its bids last turn (it pays its
    own bid in first price; a rival that has just stopped spending is not
    counted on to go on overpaying); its share of the land left is its share
    of the lots won lately (all of it with one rival); it ends with at least
    the best final payout, which comes after the last auction. Only a rival
    whose bids follow the market or set amounts (not its purse, see
    ``basis_weights``) counts as overpaying: one that bids a share of its
    money spends less as it has less, and may stop when it leads."""
    if not pos.first_price or len(view.history) < HOARD_TURNS:
        return False
    me, n = pos.seat, pos.n
    rivals = [t for t in range(n) if t != me and not pos.bankrupt[t]]
    if not rivals:
        return False
    tab, ftab = pos.tab, pos.ftab
    best = max(ftab)
    payouts = max(pos.turns - 1, 0) * max(tab) + best
    pace_sum = sum(pos.pace[t] for t in rivals) or 1.0
    # Standing aside I rank last on every turn left.
    my_end = pos.money[me] + max(pos.turns - 1, 0) * min(tab) + min(ftab)
    shares = learn_shares(view, pos, turn_money(view, pos))
    for t in rivals:
        trust = basis_weights(shares[t])
        if trust[2] + trust[3] < HOARD_TRUST:
            return False
        last = view.history[-1].bids[t]
        per_lot = sum(last) / len(last) if last else 0.0
        spend = per_lot * pos.unsold * pos.pace[t] / pace_sum
        rival_end = best + max(pos.money[t] + payouts - best - spend, 0.0)
        if my_end <= rival_end + HOARD_MARGIN * view.settings.start_money:
            return False
    return True


@attrs.frozen
class Plan:
    """The hard bot's decision with what it rests on (the advisor explains it)."""

    bids: list[int]
    values: list[float]  # per lot: what it adds to the expected payouts (model.lot_value)
    going: list[int]  # per lot: the median imagined top rival bid (the going price)


def charge(view: PublicView, pos: Position, turns: int) -> tuple[float, float]:
    """(coins, fields): what each field she wins this turn saves her later.
    Her forecast grows her region on every later turn by her share of the
    lots (``model.expected_payouts``), as if that land came free; it costs
    what land costs. A field bought now is one of those she need not buy
    later (up to all the growth she counts on), so it saves the going price,
    last turn's median sale, counted at ``CHARGE`` of it: buying now is not
    dearer than waiting. Without it a field at the going price looked like a
    loss, she waited, and rivals that paid the going price built their
    regions while she bought nothing. (Only fields that grow her largest
    region, or the whole price, overbought: bench/lr14_charge.py.)"""
    if not CHARGE or pos.n not in CHARGE_SEATS or not pos.first_price or turns <= 1:
        return (0.0, 0.0)
    price = _going_price(view.history[-1] if view.history else None, turn_money(view, pos))
    # The growth her forecast counts on over the turns after this one.
    fields = GROWTH * (turns - 1) * pos.own_rate
    return (CHARGE * price, fields)


def plan(view: PublicView) -> Plan:
    lots = view.lots
    k = len(lots)
    limit = view.max_bid
    if limit <= 0 or not lots or not view.can_win:  # a bankrupt seat's bids count as 0
        return Plan([0] * k, [0.0] * k, [0] * k)
    pos = position(view)
    if HOARD and rivals_overpay(view, pos):
        return Plan([0] * k, [0.0] * k, [0] * k)
    turns = max(pos.turns, 1)
    spendable = max(limit - reserve(pos), 0)
    cap = int(spendable * min(1.0, BUDGET_TURNS / turns))
    if cap <= 0:
        return Plan([0] * k, [0.0] * k, [0] * k)
    m_samples = samples_for(pos.n, k)
    rival_bids = imagine_rival_bids(view, pos, turns, m_samples)
    if pos.n >= BIG:
        rival_bids = big_table_bids(view, pos, rival_bids, m_samples)
    ties = [[view.rng.random() for _ in range(k)] for _ in range(m_samples)]
    values, start, levels = candidate_bids(pos, rival_bids, cap)
    outcome = outcome_judge(pos, rival_bids, ties, turns, charge(view, pos, turns))
    # Second price: all bids together never risk more than the spendable money,
    # so a rival bolder than imagined cannot set prices that drain it in one turn.
    # (In first price the seat pays its own bids, which lowering already bounds.)
    exposure = max(spendable, 1) if not pos.first_price else 1 << 60
    if WHOLE_TURN and pos.n in WHOLE_SEATS and pos.first_price:
        start = whole_turn(outcome, start, rival_bids, pos.seat, cap)
    best = improve(outcome, start, levels, exposure)
    if BUY and pos.n in BUY_SEATS and pos.first_price and len(view.history) >= BUY_FROM:
        budget = max(int(BUY_BUDGET * spendable / turns), sum(best))
        best = bargains(pos, best, going_prices(view, pos, rival_bids), cap, budget)
    floor = FLOOR_2 if pos.n == 2 else FLOOR_4 if pos.n == 4 else FLOOR
    if pos.n == 2 and len(view.history) == 1:
        # Two seats, the second turn: however she reads a rival seen once, she
        # bids nine tenths of each lot's worth. A rival that took the first lots
        # dear would otherwise be read as paying as much again, and six fields
        # behind after two turns is rarely won back at two seats (the leader
        # takes every pool and the final). The first turn stays as read: a floor
        # there, blind, hands the money lead to a rival that overpays only once.
        floor = max(floor, SECOND_FLOOR_2)
    if floor > 0 and pos.first_price:
        # However she reads the rivals, a lot worth much to her is never let go
        # for a song: her model of a rival she has just met may be wrong.
        best = [max(b, min(cap, int(floor * v))) for b, v in zip(best, values, strict=True)]
    going = []
    for j in range(k):
        tops = rival_tops(rival_bids, pos.seat, j)
        going.append(tops[len(tops) // 2])
    # Her own mark: each bid rounded up to the seat's mark (see style), so two
    # Veras at one table, or she and another bot that marks its bids, never tie.
    bids = [marked(view, max(0, min(limit, b)), limit, j, up=True) for j, b in enumerate(best)]
    return Plan(bids, values, going)


def hard(view: PublicView) -> list[int]:
    return plan(view).bids
