#!/bin/bash
# A second held-out sample at four seats, decided after shipping and reported whatever it says:
# fresh boards 25000 + 50 r (r = 0..9, 200 games a cell); the shipped bot and main before session 14
# (one bench/lr15_heldout.sh run each; outputs s14/{shipped,main}2_*).
# Run from the repository root: bash bench/lr14_heldout2.sh /path/to/shipped/tree /path/to/old/tree
here=$(cd "$(dirname "$0")" && pwd)
export OUT=${OUT:-$(pwd)/bench/gauntlet/landrush_runs/s14}
bash "$here/lr15_heldout.sh" shipped2 "$1" 25000 & bash "$here/lr15_heldout.sh" main2 "$2" 25000 &
wait; echo done
