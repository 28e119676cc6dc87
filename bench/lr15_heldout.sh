#!/bin/bash
# A held-out sample at four seats: boards BASE + 50 r (r = 0..9, 20 games a run, 200 a cell),
# every held-out field, the bot of one tree, two processes.
# Run from the repository root: bash bench/lr15_heldout.sh LABEL /path/to/tree BASE
# Outputs bench/gauntlet/landrush_runs/s15/LABEL_{A,B}_n4_r*.txt (OUT= to change).
out=${OUT:-$(pwd)/bench/gauntlet/landrush_runs/s15}
py=${PY:-python}
label=$1; tree=$2; base=$3
mkdir -p "$out"
run() {  # $1 A|B, $2 fields
  cd "$tree"
  for r in $(seq 0 9); do
    PYTHONPATH="$tree/src" nice -n 10 $py bench/gauntlet/run.py --game landrush --bot hard --half heldout --players 4 \
      --games 20 --jobs 1 --seed $((base + 50 * r)) --fields "$2" > "$out/${label}_$1_n4_r$r.txt" 2>&1
  done
}
run A timid,reckless,value,truthful,follower,sniper & run B saver,blocker,mixed,soft,sharp,wild &
wait; echo done
