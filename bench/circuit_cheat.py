"""How far above par can any Circuit bot get? A bench-only cheat that sees the future.

The dice of turn t are ``stream(seed, "circuit", "dice", t)``: they do not depend on
anything the players decide. So a player who knows the seed knows every future roll,
and (the built-in bots being deterministic functions of the public view and its
seeded ``rng``) every future answer of its opponents. ``cheat`` uses that: at each
buy-or-decline decision it plays the *real* rest of the game once per answer, then
goes on with a base policy (always buy, and also Prudent Pia's reserve rule) and keeps
the answer whose real ending is best for it (a win first, then its final rank, then
its net worth). That is a rollout over the exact future: on every board it does at
least as well as its base policy would have. It is not a bot (it reads the seed) and
is far over the time limit; it only shows the ceiling.

    python bench/circuit_cheat.py --games 20 --players 2,3,4,5,6 --field medium,easy
    python bench/circuit_cheat.py --bot oracle     # the exhaustive search: the true ceiling

``oracle`` goes further: it searches *every* sequence of its own answers on the real
future (stopping at the first that wins), so its win rate is the most that any policy,
however clever, can reach against that field on those boards.

``cheat`` is a lower bound on the ceiling and ``oracle`` is the ceiling itself (for a
fixed field, on those boards). bench/circuit_lab.py plays both on plain lists, some
30 times faster and with the same answers (8 boards at 3 seats against medium: 50.0 %
here and there), and also against the tuning half of the gauntlet.

With forced purchase nobody, cheat included, has a decision: every lineup wins exactly
par on seat-rotated boards (each board is won by the same seat in every rotation).
"""

from __future__ import annotations

import argparse
import functools
import time
from typing import Callable

from landrush_tui.ai.circuit import BOTS, medium_choice
from landrush_tui.rules.circuit import game
from landrush_tui.rules.circuit.game import BUY, DECLINE, ROLL, State
from landrush_tui.rules.circuit.view import public_view
from landrush_tui.rules.players import PlayerKind, PlayerSpec
from landrush_tui.simulate import rotated, wilson

# The dice are a pure function of (seed, turn): cache them, the cheat replays them a lot.
game.dice_of = functools.lru_cache(maxsize=None)(game.dice_of)  # type: ignore[assignment]

Policy = Callable[[State, int], str]


def always_buy(state: State, seat: int) -> str:
    return BUY


def pia(state: State, seat: int) -> str:
    assert state.rolled is not None
    ok = medium_choice(state.money[seat], state.owners, seat, state.rolled.to, len(state.remaining))
    return BUY if ok else DECLINE


def outcome(state: State, me: int) -> tuple[float, int, int]:
    share = 1 / len(state.winners) if me in state.winners else 0.0
    return share, -game.final_ranks(state)[me], state.net_worth(me)


def finish(state: State, seats: list[str], me: int, base: Policy) -> State:
    """The real rest of the game: the opponents' bots, my base policy."""
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == "roll":
            decision = ROLL
        elif seat == me:
            decision = base(state, seat)
        else:
            decision = BOTS[seats[seat]](public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    return state


def cheat(state: State, seats: list[str], me: int) -> str:
    best, best_key = BUY, None
    for choice in (BUY, DECLINE):
        after, _ = game.apply(state, me, choice)
        for base in (always_buy, pia):
            key = outcome(finish(after, seats, me, base), me)
            if best_key is None or key > best_key:
                best, best_key = choice, key
    return best


class Budget(Exception):
    pass


def oracle_value(state: State, seats: list[str], me: int, budget: list[int]) -> float:
    """The best win share ``me`` can reach from ``state`` over every sequence of its own
    answers (the opponents' answers and the dice being known): an exhaustive search
    that stops at the first sure win; raises Budget after ``budget[0]`` steps."""
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == "buy" and seat == me:
            best = 0.0
            for choice in (BUY, DECLINE):
                after, _ = game.apply(state, me, choice)
                best = max(best, oracle_value(after, seats, me, budget))
                if best >= 1.0:
                    break
            return best
        budget[0] -= 1
        if budget[0] < 0:
            raise Budget
        decision = ROLL if what == "roll" else BOTS[seats[seat]](public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    return 1 / len(state.winners) if me in state.winners else 0.0


def oracle(state: State, seats: list[str], me: int, steps: int = 200_000) -> float | None:
    """The perfect cheat's win share on this board, or None if the search ran out of steps."""
    try:
        return oracle_value(state, seats, me, [steps])
    except Budget:
        return None


def play(seats: list[str], seed: int, purchase: str, limit: int | None) -> State:
    players = [PlayerSpec(f"{s} {i + 1}", PlayerKind.AI, "medium") for i, s in enumerate(seats)]
    state = game.new_game(game.Settings(players, purchase, limit, seed))
    while not state.is_over:
        seat, what = game.ask_of(state)
        if what == "roll":
            decision = ROLL
        elif seats[seat] == "cheat":
            decision = cheat(state, seats, seat)
        elif seats[seat] == "always_buy":
            decision = BUY
        else:
            decision = BOTS[seats[seat]](public_view(state, seat))
        state, _ = game.apply(state, seat, decision)
    return state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20, help="boards per cell (each played once per seat)")
    ap.add_argument("--players", default="2,3,4,5,6")
    ap.add_argument("--field", default="medium,easy")
    ap.add_argument(
        "--bot", default="cheat", help="cheat, oracle (the exhaustive search), always_buy or a built-in bot"
    )
    ap.add_argument("--purchase", default="optional")
    ap.add_argument("--round-limit", type=int, default=0)
    ap.add_argument("--first-board", type=int, default=50_000)
    args = ap.parse_args()
    limit = args.round_limit or None
    if args.bot in args.field.split(","):
        ap.error("the bot must differ from its field (its seat is found by name)")
    print(f"{args.bot}, {args.purchase} purchase, round limit {limit or 'none'}, {args.games} boards per cell")
    print(
        f"{'pairing':<18} {'p':>2} {'games':>6} {'win rate':>9} {'95% interval':>15} {'x par':>6} {'interval x par':>15}"
    )
    for p in (int(x) for x in args.players.split(",")):
        for field in args.field.split(","):
            t0 = time.perf_counter()
            lineup = [args.bot] + [field] * (p - 1)
            points, seats_played, unknown = 0.0, 0, 0
            for b in range(args.games):
                for shift in range(p):
                    seats = rotated(lineup, shift)
                    me = seats.index(args.bot)
                    seats_played += 1
                    if args.bot == "oracle":
                        players = [PlayerSpec(f"s{i + 1}", PlayerKind.AI, "medium") for i in range(p)]
                        value = oracle(
                            game.new_game(game.Settings(players, args.purchase, limit, args.first_board + b)), seats, me
                        )
                        unknown += value is None
                        points += 1.0 if value is None else value  # counted as a win when not settled
                        continue
                    state = play(seats, args.first_board + b, args.purchase, limit)
                    if me in state.winners:
                        points += 1 / len(state.winners)
            lo, hi = wilson(points, seats_played)
            rate = points / seats_played
            print(
                f"{args.bot + ' vs ' + field:<18} {p:>2} {seats_played:>6} {rate:>9.1%} {lo:>7.1%}..{hi:<7.1%} "
                f"{rate * p:>6.2f} {lo * p:>7.2f}..{hi * p:<7.2f} ({time.perf_counter() - t0:.0f} s)"
                + (f" {unknown} boards not settled, counted as wins" if unknown else ""),
                flush=True,
            )


if __name__ == "__main__":
    main()
