#!/bin/bash
# Land Rush hard at four and seven seats: session 14's held-out sample, fixed
# before any tuning: fresh boards 23000 + 50 r (4 seats, 200 games a cell) and
# 24000 + 50 r (7 seats, 210 games a cell). Run from the repository root:
#   bash bench/lr14_heldout.sh main /path/to/main/tree    (then: cand /path/to/candidate)
# $1 = label (main|cand), $2 = tree whose
# src and bench are used, $3 = nice level.
label=$1; tree=$2; lvl=${3:-10}
out=${OUT:-$(pwd)/bench/gauntlet/landrush_runs/s14}
py=${PY:-python}
cd "$tree"
half() {  # $1 = A|B, $2 = fields
  for r in $(seq 0 9); do
    PYTHONPATH="$tree/src" nice -n $lvl $py bench/gauntlet/run.py --game landrush --bot hard --half heldout --players 4 \
      --games 20 --jobs 1 --seed $((23000 + 50 * r)) --fields "$2" > "$out/${label}_$1_n4_r$r.txt" 2>&1
  done
  for r in $(seq 0 14); do
    PYTHONPATH="$tree/src" nice -n $lvl $py bench/gauntlet/run.py --game landrush --bot hard --half heldout --players 7 \
      --games 14 --jobs 1 --seed $((24000 + 50 * r)) --fields "$2" > "$out/${label}_$1_n7_r$r.txt" 2>&1
  done
}
half A timid,reckless,value,truthful,follower,sniper &
half B saver,blocker,mixed,soft,sharp,wild &
wait
echo done
