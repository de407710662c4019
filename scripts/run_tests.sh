#!/usr/bin/env bash
# scripts/run_tests.sh [long] -- run the CUnit suites and every tests/integration/*.sh (make test),
# or with `long` every tests/long/*.sh (make test-long: the split hardware on the default
# configuration in lockstep),
# and add up the counts.
#
# Integration scripts print one line per check: "ok - what" or "not ok - what: why" (TAP style).
# A script that exits non-zero without printing "not ok" still counts as one failure, so a crash
# can never pass silently. The last line is "N passed, N failed"; exit status is 1 on any failure.
set -u
cd "$(dirname "$0")/.."
export PWS=${PWS:-$PWD/build/asan/bin/pws}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
pass=0; fail=0
suite=integration; [ "${1:-}" = long ] && suite=long
logdir=build/test/logs; mkdir -p "$logdir"

if [ $suite = integration ]; then
out=$(build/asan/bin/unit_tests 2>&1); rc=$?
echo "$out" | grep -E '^(unit:|  [0-9]+\. |Suite .* Test .* had failures)' | tail -n 40
line=$(echo "$out" | grep '^unit: ' | tail -n 1)
if [ -n "$line" ]; then
  p=$(echo "$line" | sed -E 's/unit: ([0-9]+) passed, ([0-9]+) failed/\1/')
  f=$(echo "$line" | sed -E 's/unit: ([0-9]+) passed, ([0-9]+) failed/\2/')
  pass=$((pass + p)); fail=$((fail + f))
  [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && fail=$((fail + 1))
else
  echo "$out" | tail -n 20
  echo "not ok - unit test binary crashed (exit $rc)"; fail=$((fail + 1))
fi
fi

# Integration scripts run PWS_TEST_JOBS at a time (default: the number of cores, at most 4):
# most of their time is single-threaded simulation, so two cores run two scripts. The ones that
# build Verilator models start first (longest first), so that the short ones fill the gaps; the
# models they share are built once (pws cosim holds build/cosim/lock while building). Results
# are printed in a fixed order once every script has ended; a line per script as it ends shows
# progress.
jobs=${PWS_TEST_JOBS:-$(nproc 2> /dev/null || echo 2)}
[ "$jobs" -gt 4 ] && jobs=4
first="cosim_split_default cosim_split_sweep cosim_pipe_default cosim_split cosim_pipe cosim fpga synth_pipe fuzz_cosim_sweep gen cosim_mutants_pipe cosim_mutants_pipe_dws cosim_mutants_pipe_pws cosim_mutants_pipe_narrow fuzz_cosim rtl_valu cosim_systemc rtl_fp32 benchgen gen_lint sweep paper"
names=()
for n in $first; do [ -e "tests/$suite/$n.sh" ] && names+=("$n"); done
for t in tests/$suite/*.sh; do
  [ -e "$t" ] || continue
  n=$(basename "$t" .sh)
  case " $first " in *" $n "*) ;; *) names+=("$n") ;; esac
done
run_one() {   # NAME: runs the script, its log, its exit status and seconds in $logdir
  local name=$1 start rc
  start=$(date +%s)
  bash "tests/$suite/$name.sh" > "$logdir/$name.log" 2>&1; rc=$?
  echo "$rc $(( $(date +%s) - start ))" > "$logdir/$name.status"
  printf '# %s ended (%ds)\n' "$name" $(( $(date +%s) - start ))
}
t_all=$(date +%s)
for name in "${names[@]}"; do
  rm -f "$logdir/$name.status"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  run_one "$name" &
done
wait
for name in "${names[@]}"; do
  read -r rc secs < "$logdir/$name.status" 2> /dev/null || { rc=99; secs=0; }
  p=$(grep -c '^ok ' "$logdir/$name.log"); f=$(grep -c '^not ok ' "$logdir/$name.log")
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "not ok - $name exited $rc without reporting a failure" >> "$logdir/$name.log"; f=1
  fi
  pass=$((pass + p)); fail=$((fail + f))
  printf '%-28s %4d passed, %d failed  (%ds)\n' "$name" "$p" "$f" "$secs"
  grep '^not ok ' "$logdir/$name.log" | head -n 20
done
echo "# $suite: $(( $(date +%s) - t_all )) s wall with $jobs jobs"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
