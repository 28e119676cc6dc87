#!/bin/bash
# A second held-out sample at four seats, decided after shipping and reported whatever it says:
# fresh boards 25000 + 50 r (r = 0..9, 200 games a cell); the shipped bot and main before session 14.
# Run from the repository root: bash bench/lr14_heldout2.sh /path/to/shipped/tree /path/to/old/tree
out=${OUT:-$(pwd)/bench/gauntlet/landrush_runs/s14}
py=${PY:-python}
new=$1; old=$2
run() {  # $1 label, $2 tree, $3 A|B, $4 fields
  cd "$2"
  for r in $(seq 0 9); do
    PYTHONPATH="$2/src" nice -n 10 $py bench/gauntlet/run.py --game landrush --bot hard --half heldout --players 4 \
      --games 20 --jobs 1 --seed $((25000 + 50 * r)) --fields "$4" > "$out/${1}2_$3_n4_r$r.txt" 2>&1
  done
}
F1=timid,reckless,value,truthful,follower,sniper; F2=saver,blocker,mixed,soft,sharp,wild
run shipped "$new" A $F1 & run shipped "$new" B $F2 &
run main "$old" A $F1 & run main "$old" B $F2 &
wait; echo done
