"""What wins Landrush for piecepack between bots: final scores broken into their parts
(per-pyramid points, pure bonus, the single-tract +5, the empty-stash +5), take-overs
made and suffered, no-play turns, pyramids left, who ended the game; for winners and
losers, per bot.

    python bench/piecepack_analyse.py --players 3 --lineup medium,easy,easy --boards 20
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict

import bench_piecepack as bp

from landrush_tui.rules.piecepack import game
from landrush_tui.simulate import rotated


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lineup", default="medium,easy,easy")
    ap.add_argument("--boards", type=int, default=20)
    ap.add_argument("--seed", type=int, default=50_000)
    args = ap.parse_args()
    lineup = args.lineup.split(",")
    n = len(lineup)
    rows: dict[tuple[str, str], list[dict]] = defaultdict(list)
    lengths = []
    for board in range(args.boards):
        for shift in range(n):
            seats = rotated(lineup, shift)
            state = bp.play(seats, args.seed + board, {})
            lengths.append(len(state.history))
            sc = game.scores(state.board, state.stashes)
            made = [0] * n
            lost = [0] * n
            nopl = [0] * n
            played = [0] * n
            for e in state.history:
                if e.play is None:
                    nopl[e.seat] += 1
                    continue
                played[e.seat] += 1
                for t in e.play.takeovers:
                    made[e.seat] += len(t.squares)
                    lost[t.owner] += len(t.squares)
            ender = state.history[-1].seat if state.end == game.STASH_EMPTY else -1
            for s in range(n):
                on_board = sum(1 for p in state.board if p is not None and p[0] == s)
                scoring = sum(len(t.squares) for t in sc[s].tracts if t.scoring)
                r = dict(
                    total=sc[s].total,
                    pips=sc[s].pyramids,
                    pure=sc[s].pure_tracts,
                    single=sc[s].single_tract,
                    empty=sc[s].stash_empty,
                    ended=int(ender == s),
                    made=made[s],
                    lost=lost[s],
                    nopl=nopl[s],
                    played=played[s],
                    left=sum(state.stashes[s]),
                    board=on_board,
                    scoring=scoring,
                    tracts=len(sc[s].tracts),
                    longest=max((len(t.squares) for t in sc[s].tracts), default=0),
                    L=sum(1 for p in state.board if p is not None and p[0] == s and p[1] == "L"),
                    win=(1 / len(state.winners)) if s in state.winners else 0.0,
                    first=int(s == state.first),
                )
                rows[(seats[s], "win" if s in state.winners else "lose")].append(r)
                rows[(seats[s], "all")].append(r)
    keys = [
        "total",
        "pips",
        "pure",
        "single",
        "empty",
        "ended",
        "made",
        "lost",
        "nopl",
        "played",
        "left",
        "board",
        "scoring",
        "tracts",
        "longest",
        "L",
        "first",
        "win",
    ]
    print(f"lineup {lineup}, {args.boards} boards x {n} rotations, median game {statistics.median(lengths)} turns")
    print(f"{'who':<16}{'n':>5} " + " ".join(f"{k:>7}" for k in keys))
    for (bot, group), rs in sorted(rows.items()):
        print(
            f"{bot + ' ' + group:<16}{len(rs):>5} "
            + " ".join(f"{statistics.mean(r[k] for r in rs):>7.2f}" for k in keys)
        )


if __name__ == "__main__":
    main()
