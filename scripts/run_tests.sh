#!/usr/bin/env bash
# scripts/run_tests.sh -- run the CUnit suites and every tests/integration/*.sh, add up the counts.
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
logdir=build/test/logs; mkdir -p "$logdir"

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

for t in tests/integration/*.sh; do
  [ -e "$t" ] || continue
  name=$(basename "$t" .sh)
  start=$(date +%s)
  bash "$t" > "$logdir/$name.log" 2>&1; rc=$?
  p=$(grep -c '^ok ' "$logdir/$name.log"); f=$(grep -c '^not ok ' "$logdir/$name.log")
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "not ok - $name exited $rc without reporting a failure" >> "$logdir/$name.log"; f=1
  fi
  pass=$((pass + p)); fail=$((fail + f))
  printf '%-28s %4d passed, %d failed  (%ds)\n' "$name" "$p" "$f" $(( $(date +%s) - start ))
  grep '^not ok ' "$logdir/$name.log" | head -n 20
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
