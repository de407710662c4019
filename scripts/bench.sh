#!/usr/bin/env bash
# scripts/bench.sh -- `make bench`: golden-model throughput on the benchmark kernels of
# testbenches/bench/ (release build, one core: the model is single-threaded).
#
# For each kernel and split mode it runs `pws sim --stats` REPEAT times and keeps the fastest run
# (the machine is shared; the minimum time is the least disturbed one). Figures: wave-instructions
# per CPU-second (retired instructions, any wavefront size) and lane-operations per CPU-second (active
# lanes summed over vector instructions). Target (issue 2): >= 10 M wave64 instructions/s on the
# ALU-heavy kernel. Speed targets live here, never in timed tests.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
REPEAT=${REPEAT:-3}
GRID=${BENCH_GRID:-4096}
ITERS=${BENCH_ITERS:-5000}
[ -x "$PWS" ] || { echo "bench: error: $PWS is missing (make build/bin/pws)" >&2; exit 3; }

printf 'golden model throughput: grid %s, wave 64, %s iterations, best of %s runs\n\n' \
  "$GRID" "$ITERS" "$REPEAT"
printf '%-10s %-5s %2s | %12s %10s | %12s %12s\n' kernel split S instructions seconds \
  'M inst/s' 'M lane-op/s'
printf -- '-%.0s' {1..78}; echo
fail=0
for k in alu divergent; do
  for mode in none pws; do
    s=0; [ "$mode" = pws ] && s=3
    best=
    for _ in $(seq "$REPEAT"); do
      out=$("$PWS" sim "testbenches/bench/$k.s" --grid "$GRID" --wg 64 \
              --arg "zeros:$((GRID * 8))" --arg "$ITERS" --split "$mode" --spsimds "$s" --stats) \
        || { echo "bench: error: $k/$mode failed" >&2; fail=1; continue; }
      t=$(echo "$out" | sed -n 's/^time: \([0-9.]*\) s.*/\1/p')
      if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then
        best=$t insts=$(echo "$out" | sed -n 's/^instructions: //p')
        lanes=$(echo "$out" | sed -n 's/^lane-ops: //p')
      fi
    done
    [ -n "$best" ] || continue
    awk -v k="$k" -v m="$mode" -v s="$s" -v i="$insts" -v l="$lanes" -v t="$best" 'BEGIN {
      printf "%-10s %-5s %2s | %12d %10.3f | %12.2f %12.1f\n", k, m, s, i, t, i / t / 1e6, l / t / 1e6 }'
  done
done
exit $fail
